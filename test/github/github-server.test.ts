import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { GitHubForge } from '../../actions/lib/forge/github/github-forge.js';
import { createOctokit, type OctokitOptions } from '../../actions/lib/forge/github/octokit.js';
import { openApiValidator } from '../helpers/openapi-validator.js';

let gh: FakeGitHub;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-fake-'));
  gh = await startFakeGitHub(join(dir, 'repo'));
  gh.openPullRequest({ author: CAST.contributor.login, files: { 'uploads/a.json': '{}\n' } });
});
afterAll(async () => {
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, token: string = TOKENS.bot) {
  const res = await fetch(`${gh.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as { message: string; errors?: string[] } };
}

describe('fake GitHub checks every request against the OpenAPI description', () => {
  it('answers a valid request like GitHub', async () => {
    const r = await call('GET', `/repos/${gh.owner}/${gh.repo}/pulls/1/files?per_page=100`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject([{ filename: 'uploads/a.json', status: 'added' }]);
  });

  it('fails the next requests of one operation as told, without running it, then answers again', async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'uploads/b.json': '{}\n' } });
    gh.faultNext('issues/create-comment', { status: 500 });
    gh.faultNext('issues/create-comment', 'reset');
    const path = `/repos/${gh.owner}/${gh.repo}/issues/${pr.number}/comments`;
    expect((await call('GET', `/repos/${gh.owner}/${gh.repo}/pulls/1/files?per_page=100`)).status).toBe(200);
    expect((await call('POST', path, { body: 'first' })).status).toBe(500);
    await expect(call('POST', path, { body: 'second' })).rejects.toThrow();
    expect(gh.commentsOn(pr.number)).toHaveLength(0);
    expect((await call('POST', path, { body: 'third' })).status).toBe(201);
    expect(gh.commentsOn(pr.number).map((c) => c.body)).toEqual(['third']);
  });

  it('rejects an unknown route and an undocumented method with 404', async () => {
    expect((await call('GET', `/repos/${gh.owner}/${gh.repo}/pullz/1`)).status).toBe(404);
    expect((await call('DELETE', `/repos/${gh.owner}/${gh.repo}/pulls/1`)).json).toMatchObject({
      message: 'Not Found',
    });
  });

  it('rejects a path parameter of the wrong type', async () => {
    const r = await call('GET', `/repos/${gh.owner}/${gh.repo}/pulls/one`);
    expect(r.status).toBe(422);
    expect(r.json.errors).toEqual(['path parameter pull_number=one does not match {"type":"integer"}']);
  });

  it('rejects query parameters the operation does not take', async () => {
    const r = await call('GET', `/repos/${gh.owner}/${gh.repo}/pulls/1/files?filter=uploads`);
    expect(r.status).toBe(422);
    expect(r.json.errors).toEqual(['query parameter filter is not accepted by pulls/list-files']);
  });

  it('rejects a body that breaks the operation schema', async () => {
    const r = await call('PUT', `/repos/${gh.owner}/${gh.repo}/pulls/1/merge`, {
      sha: 'abc',
      merge_method: 'fast-forward',
    });
    expect(r.status).toBe(422);
    expect(r.json.errors?.[0]).toMatch(/^body\/merge_method must be equal to one of the allowed values/);
    const missing = await call('POST', `/repos/${gh.owner}/${gh.repo}/issues/1/comments`, { text: 'hi' });
    expect(missing.json.errors).toContain('body must have required property \'body\' {"missingProperty":"body"}');
    expect(gh.commentsOn(1)).toHaveLength(0);
  });

  it('rejects a ruleset rule that GitHub does not define', async () => {
    const r = await call(
      'POST',
      `/repos/${gh.owner}/${gh.repo}/rulesets`,
      { name: 'x', enforcement: 'active', rules: [{ type: 'no_force_push' }] },
      TOKENS.admin,
    );
    expect(r.status).toBe(422);
    expect(gh.rulesets.size).toBe(0);
  });

  it('refuses a request without credentials or with an unknown token', async () => {
    expect((await fetch(`${gh.url}/repos/${gh.owner}/${gh.repo}`)).status).toBe(401);
    expect((await call('GET', `/repos/${gh.owner}/${gh.repo}`, undefined, 'nope')).json.message).toBe(
      'Bad credentials',
    );
  });

  it('refuses more than 50 annotations in one check-run request', async () => {
    const head = gh.pull(1).head_sha;
    const annotations = Array.from({ length: 51 }, () => ({
      path: 'a',
      start_line: 1,
      end_line: 1,
      annotation_level: 'notice',
      message: 'm',
    }));
    const r = await call('POST', `/repos/${gh.owner}/${gh.repo}/check-runs`, {
      name: 'x',
      head_sha: head,
      conclusion: 'success',
      output: { title: 't', summary: 's', annotations },
    });
    expect(r.status).toBe(422);
  });
});

describe('fake GitHub answers', () => {
  it('are checked against the documented response: a wrong type is caught', () => {
    expect(
      openApiValidator().validateResponse('/repos/{owner}/{repo}/pulls/{pull_number}', 'GET', 200, {
        number: '7',
        state: 'open',
      }),
    ).toEqual(['pulls/get 200: response/number must be integer']);
    expect(openApiValidator().validateResponse('/repos/{owner}/{repo}/pulls/{pull_number}', 'GET', 418, {})).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number} documents no 418 response',
    ]);
  });

  it('match the documented response types for every call the scenarios made', () => {
    expect(gh.requests.length).toBeGreaterThan(0);
    expect(gh.responseProblems).toEqual([]);
  });
});

describe('the GitHub client rides out server errors', () => {
  const forge = (options: Partial<OctokitOptions> = {}) =>
    new GitHubForge(createOctokit({ token: TOKENS.bot, baseUrl: gh.url, retryAfterBaseMs: 5, ...options }), {
      owner: gh.owner,
      repo: gh.repo,
    });
  const attempts = (from: number) => gh.requests.slice(from).map((r) => r.status);

  it('retries a 502 and a 503 and then gets the answer', async () => {
    const from = gh.requests.length;
    gh.failNext(1, 502);
    gh.failNext(1, 503);
    const pr = await forge().getPullRequest(1);
    expect(pr.number).toBe(1);
    expect(attempts(from)).toEqual([502, 503, 200]);
  });

  it('waits out a secondary rate limit (a 403 or a 429) for as long as GitHub asks, twice at most', async () => {
    const lines: string[] = [];
    const client = () => forge({ log: (l) => lines.push(l) });
    let from = gh.requests.length;
    gh.rateLimitNext(1, { kind: 'secondary', status: 403, retryAfterS: 60 });
    gh.rateLimitNext(1, { kind: 'secondary', status: 429, retryAfterS: 60 });
    expect((await client().getPullRequest(1)).number).toBe(1);
    expect(attempts(from)).toEqual([403, 429, 200]);
    const r = gh.requests.slice(from);
    // 60 s as GitHub asks, scaled by retryAfterBaseMs (5 ms a second): at least 300 ms before each retry.
    expect(r[1]!.at - r[0]!.at).toBeGreaterThanOrEqual(295);
    expect(r[2]!.at - r[1]!.at).toBeGreaterThanOrEqual(295);
    expect(lines).toEqual([
      'GitHub secondary rate limit on GET /repos/{owner}/{repo}/pulls/{pull_number}: waiting 60 s as GitHub asks, then retrying',
      'GitHub secondary rate limit on GET /repos/{owner}/{repo}/pulls/{pull_number}: waiting 60 s as GitHub asks, then retrying',
    ]);
    from = gh.requests.length;
    gh.rateLimitNext(3, { kind: 'secondary', status: 403, retryAfterS: 1 });
    await expect(client().getPullRequest(1)).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('secondary rate limit'),
    });
    expect(attempts(from)).toEqual([403, 403, 403]);
  });

  it('waits for an exhausted hourly quota that resets within five minutes, and not for one that does not', async () => {
    const lines: string[] = [];
    const client = () => forge({ log: (l) => lines.push(l) });
    let from = gh.requests.length;
    gh.rateLimitNext(1, { kind: 'hourly', resetInS: 30 });
    expect((await client().getPullRequest(1)).number).toBe(1);
    expect(attempts(from)).toEqual([403, 200]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^GitHub hourly rate limit exhausted on GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}: waiting 3[0-2] s as GitHub asks, then retrying$/,
    );
    from = gh.requests.length;
    gh.rateLimitNext(1, { kind: 'hourly', resetInS: 1800 });
    await expect(client().getPullRequest(1)).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('API rate limit exceeded'),
    });
    expect(attempts(from)).toEqual([403]);
    expect(lines[1]).toMatch(/: GitHub asks for 180[0-2] s; giving up$/);
  });

  it('sends writes one at a time, spaced as asked, and comments three times as far apart', async () => {
    const client = forge({ writeSpacingMs: 300 });
    const from = gh.requests.length;
    await Promise.all([client.addLabels(1, ['a']), client.addLabels(1, ['b']), client.addLabels(1, ['c'])]);
    const labels = gh.requests.slice(from);
    expect(labels.map((r) => r.status)).toEqual([200, 200, 200]);
    // Bottleneck spaces the moments requests are sent; their arrival here jitters with the machine's load,
    // so the bound is half the spacing: unspaced writes arrive a few milliseconds apart and still fail it.
    expect(labels[1]!.at - labels[0]!.at).toBeGreaterThanOrEqual(150);
    expect(labels[2]!.at - labels[1]!.at).toBeGreaterThanOrEqual(150);
    const before = gh.requests.length;
    await client.createComment(1, 'one');
    await client.createComment(1, 'two');
    const comments = gh.requests.slice(before);
    expect(comments.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(comments[1]!.at - comments[0]!.at).toBeGreaterThanOrEqual(450);
  });

  it("gives up after three retries with the server's status, and never retries a client error", async () => {
    let from = gh.requests.length;
    gh.failNext(4, 502);
    await expect(forge().getPullRequest(1)).rejects.toMatchObject({ status: 502 });
    expect(attempts(from)).toEqual([502, 502, 502, 502]);
    from = gh.requests.length;
    await expect(forge().getPullRequest(999)).rejects.toMatchObject({ status: 404 });
    expect(attempts(from)).toEqual([404]);
  });

  it('asks once to merge a head that moved (409), and tries again when the base moved during the merge (405)', async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'uploads/moved.json': '{}\n' } });
    const analysed = pr.head_sha;
    gh.pushToPullRequest(pr.number, { 'uploads/moved.json': '{"changed": true}\n' });
    let from = gh.requests.length;
    const moved = await forge().merge(pr.number, { head: analysed, title: 'Merge', message: '' });
    expect(moved).toMatchObject({ merged: false, refusal: { code: 'forge.head_moved' } });
    expect(attempts(from)).toEqual([409]);

    from = gh.requests.length;
    gh.faultNext('pulls/merge', { status: 405, message: 'Base branch was modified. Review and try the merge again.' });
    const merged = await forge().merge(pr.number, { head: gh.pull(pr.number).head_sha, title: 'Merge', message: '' });
    expect(merged).toMatchObject({ merged: true });
    expect(attempts(from)).toEqual([405, 200]);
  });
});
