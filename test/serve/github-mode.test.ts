/**
 * GitHub mode against the local GitHub (every request checked against GitHub's OpenAPI description): a
 * caller's GitHub token gives the role by the caller's permission on the repository, an upload opens a
 * real pull request through the Git database API, and the status follows the pull request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { githubResolver } from '../../scripts/serve/roles.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { GitHubSubmissions, githubIdentity } from '../../scripts/serve/submissions/github.js';
import { CAST, FakeGitHub } from '../helpers/github-server.js';
import { makePdf } from '../github/fixtures.js';
import {
  archiveRepository,
  call,
  git,
  OpenApiChecker,
  repositoryState,
  serve,
  uploadForm,
  type Answer,
} from './helpers.js';

const TOKENS = {
  bot: 'ghs_bot_installation_token',
  casey: 'gho_casey_token',
  mara: 'gho_mara_token',
  ada: 'gho_ada_token',
};

let gh: FakeGitHub;
let server: RunningServer;
let checker: OpenApiChecker;
let root: string;
let ids: string[];

beforeAll(async () => {
  const archive = await archiveRepository();
  root = archive.root;
  ids = archive.ids;
  gh = new FakeGitHub({
    repoDir: root,
    users: Object.values(CAST),
    tokens: {
      [TOKENS.bot]: { login: CAST.bot.login, access: 'write' },
      [TOKENS.casey]: { login: CAST.contributor.login, access: 'read' },
      [TOKENS.mara]: { login: CAST.maintainer.login, access: 'write' },
      [TOKENS.ada]: { login: CAST.admin.login, access: 'admin' },
    },
  });
  await gh.start();
  const octokit = (token: string) => createOctokit({ token, baseUrl: gh.url, retryAfterBaseMs: 1, writeSpacingMs: 0 });
  const repo = { owner: gh.owner, repo: gh.repo };
  server = await serve(root, {
    roles: githubResolver(githubIdentity({ serverOctokit: octokit(TOKENS.bot), repo, callerOctokit: octokit })),
    submissions: () => new GitHubSubmissions({ octokit: octokit(TOKENS.bot), repo, root }),
  });
  checker = await OpenApiChecker.load(server.url);
});
afterAll(async () => {
  await server?.close();
  await gh?.stop();
});

async function send(method: string, path: string, token: string | null, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return checker.check(method, path, await call(`${server.url}${path}`, { ...init, method, headers }));
}

type Status = { state: string; history: { state: string }[]; pull_request: { number: number } | null };

describe('GitHub mode', () => {
  it('opens a pull request for an upload from a signed-in contributor, and follows it', async () => {
    const pdf = await makePdf(['Order granting the motion to dismiss.']);
    const metadata = JSON.stringify({
      title: 'Order',
      date: '2019-07-02',
      source: 'District court',
      relevance: 'high',
    });
    const before = git(root, 'rev-parse', 'main');
    const answer = await send('POST', '/api/upload', TOKENS.casey, { body: uploadForm(pdf, 'order.pdf', metadata) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const receipt = (
      answer.body as { data: { upload_id: string; pull_request: { kind: string; number: number; url: string } } }
    ).data;
    expect(receipt.pull_request).toMatchObject({ kind: 'pull_request', number: expect.any(Number) });
    const pull = gh.pull(receipt.pull_request.number);
    expect(pull.head_ref).toBe(`upload/${receipt.upload_id}`);
    expect(git(root, 'diff', '--name-only', pull.base_sha, pull.head_sha).split('\n').sort()).toEqual([
      'uploads/order.json',
      'uploads/order.pdf',
    ]);
    expect(git(root, 'show', `${pull.head_sha}:uploads/order.json`)).toBe(metadata);
    expect(git(root, 'rev-parse', 'main')).toBe(before);

    const open = (await send('GET', `/api/status/${receipt.upload_id}`, null)).body as { data: Status };
    expect(open.data).toMatchObject({ state: 'submitted', pull_request: { number: pull.number } });
    // Sent again while it is open: the same upload is waiting.
    const again = await send('POST', '/api/upload', TOKENS.casey, { body: uploadForm(pdf, 'order.pdf', metadata) });
    expect(again.status).toBe(409);

    pull.state = 'closed';
    const closed = (await send('GET', `/api/status/${receipt.upload_id}`, null)).body as { data: Status };
    expect(closed.data.state).toBe('rejected');
    expect(closed.data.history.map((h) => h.state)).toEqual(['submitted', 'rejected']);
    expect(gh.responseProblems).toEqual([]);
  });

  it('lets a maintainer open a change, and refuses contributors and strangers without touching GitHub', async () => {
    const writesBefore = gh.writes().length;
    const state = repositoryState(root);
    expect((await send('DELETE', `/api/v1/documents/${ids[0]}`, TOKENS.casey)).status).toBe(403);
    expect((await send('DELETE', `/api/v1/documents/${ids[0]}`, null)).status).toBe(401);
    expect((await send('DELETE', `/api/v1/documents/${ids[0]}`, 'gho_nobody_knows_this')).status).toBe(401);
    expect((await send('POST', '/api/admin/reindex', TOKENS.mara)).status).toBe(403);
    expect(gh.writes().length).toBe(writesBefore);
    expect(repositoryState(root)).toBe(state);

    const answer = await send('DELETE', `/api/v1/documents/${ids[0]}`, TOKENS.mara);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const receipt = (answer.body as { data: { upload_id: string; pull_request: { number: number } } }).data;
    const pull = gh.pull(receipt.pull_request.number);
    const removed = git(root, 'diff', '--name-only', pull.base_sha, pull.head_sha).split('\n');
    expect(removed.every((f) => f.startsWith(`archive/documents/${ids[0]!.slice(0, 2)}/${ids[0]}/`))).toBe(true);
    expect(removed).toContain(`archive/documents/${ids[0]!.slice(0, 2)}/${ids[0]}/record.json`);
    const status = (await send('GET', `/api/status/${receipt.upload_id}`, null)).body as {
      data: Status & { kind: string };
    };
    expect(status.data).toMatchObject({ kind: 'delete', state: 'needs_review' });
    expect((await send('POST', '/api/admin/reindex', TOKENS.ada)).status).toBe(200);
    expect(gh.responseProblems).toEqual([]);
  });
});
