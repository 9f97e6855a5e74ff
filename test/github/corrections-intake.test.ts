/**
 * A pull request that only adds a correction file: the intake reads it through the API, says in its comment
 * what it alters, passes the required check when it is valid (failing it, on the file's line, when not),
 * and never merges it: a maintainer does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPullRequestDecision } from '../../actions/lib/github/apply-decision.js';
import { CHECK_NAME, planPullRequestDecision } from '../../actions/lib/github/decision.js';
import { MAX_CORRECTIONS_PER_PULL } from '../../actions/lib/github/corrections-review.js';
import { GitHubForge } from '../../actions/lib/forge/github/github-forge.js';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { gatherDecisionInput } from '../../actions/lib/github/gather.js';
import { analyzePullRequest } from '../../actions/lib/github/pull-request.js';
import type { CheckAnnotation } from '../../actions/lib/forge/forge.js';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';

const NOW = '2026-11-21T10:00:00.000Z';
let gh: FakeGitHub;
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-corr-'));
  gh = await startFakeGitHub(join(dir, 'repo'));
});
afterEach(async () => {
  expect(gh.responseProblems).toEqual([]);
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

function forge(token: string = TOKENS.bot): GitHubForge {
  return new GitHubForge(createOctokit({ token, baseUrl: gh.url }), { owner: gh.owner, repo: gh.repo });
}

/** The intake as the workflow runs it: the analysis with the read-only token, the decision with the App's. */
async function intake(number: number) {
  const analysis = await analyzePullRequest(forge(TOKENS.readOnly), number, async () => {
    throw new Error('a pull request of corrections has no upload to analyse');
  });
  const input = await gatherDecisionInput(forge(), analysis, { bot_login: CAST.bot.login, now: NOW });
  const plan = planPullRequestDecision(input);
  await applyPullRequestDecision(forge(), plan);
  return plan;
}

const RENAME = `${JSON.stringify(
  {
    action: 'rename',
    entity: { type: 'person', name: 'Susan Iliston' },
    to: 'Susan Illston',
    reason: 'The caption on page 1 spells it Illston.',
  },
  null,
  2,
)}\n`;

describe('a pull request of corrections', () => {
  it('passes the required check, says what it alters, and is left for a maintainer to merge', async () => {
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'archive/corrections/rename-person-susan-iliston.json': RENAME },
    });
    const plan = await intake(pr.number);

    expect(plan.action).toBe('skip');
    expect(plan.merge).toBeNull();
    expect(gh.pull(pr.number)).toMatchObject({ state: 'open', merged: false });
    expect(gh.writes().map((r) => r.operationId)).not.toContain('pulls/merge');
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({
      name: CHECK_NAME,
      head_sha: pr.head_sha,
      conclusion: 'success',
      output: { title: '1 correction, for review' },
    });
    const comments = gh.commentsOn(pr.number);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body).toContain('Corrections, for a maintainer to review');
    expect(body).toContain(
      '- `archive/corrections/rename-person-susan-iliston.json`: renames the person “Susan Iliston” to “Susan Illston” in every document. Reason given: “The caption on page 1 spells it Illston.”',
    );
    expect(body).toContain('never merged automatically');
  });

  it('fails the check on a correction the archive cannot apply, with the line and how to fix it', async () => {
    const broken = '{\n  "action": "rename",\n  "entity": { "type": "judge", "name": "Hon" }\n}\n';
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: {
        'archive/corrections/rename-judge.json': broken,
        'archive/corrections/notes.txt': 'not json',
        'archive/corrections/same.json': JSON.stringify({
          action: 'rename',
          entity: { type: 'person', name: 'Hon' },
          to: 'hon',
        }),
      },
    });
    const plan = await intake(pr.number);

    expect(plan.action).toBe('skip');
    expect(gh.pull(pr.number)).toMatchObject({ state: 'open', merged: false });
    const run = gh.checkRuns[0]!;
    expect(run.conclusion).toBe('failure');
    // Each file's problems, on the line of the top-level key at fault.
    expect(
      (run.output.annotations as CheckAnnotation[])
        .map((a) => [a.path, a.start_line, a.title])
        .sort((a, b) => a.join().localeCompare(b.join())),
    ).toEqual([
      ['archive/corrections/notes.txt', 1, 'correction.invalid'],
      ['archive/corrections/rename-judge.json', 1, 'correction.invalid'],
      ['archive/corrections/rename-judge.json', 3, 'entity: correction.invalid'],
      ['archive/corrections/same.json', 1, 'correction.invalid'],
    ]);
    // Without the zero-width joiners that keep "entity.type" from being read as a link.
    const body = gh.commentsOn(pr.number)[0]!.body.replace(/\u200d/g, '');
    expect(body).toContain('A correction that cannot be applied yet');
    expect(body).toContain('archive/corrections/notes.txt: not a JSON file directly in archive/corrections/.');
    expect(body).toContain('archive/corrections/rename-judge.json: the file must have required property');
    expect(body).toContain(
      'archive/corrections/rename-judge.json: entity.type must be one of "person", "location", "organization".',
    );
    expect(body).toContain('archive/corrections/same.json: renames “Hon” to the same name.');
    expect(body).toContain('How to fix:');
  });

  it('reads a removal and names the other files a maintainer reviews', async () => {
    const first = gh.openPullRequest({
      author: CAST.maintainer.login,
      files: { 'archive/corrections/rename-person-susan-iliston.json': RENAME },
    });
    // Its commit lies on top of main: main moves to it, as a fast-forward merge would.
    gh.git(['update-ref', 'refs/heads/main', first.head_sha]);
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'archive/corrections/rename-person-susan-iliston.json': null, 'docs/names.md': '# Names\n' },
    });
    const plan = await intake(pr.number);

    expect(gh.checkRuns.at(-1)).toMatchObject({
      conclusion: 'success',
      output: { title: '0 corrections and 1 removal, for review' },
    });
    const body = gh.commentsOn(pr.number)[0]!.body;
    expect(body).toContain('- `archive/corrections/rename-person-susan-iliston.json`: removed;');
    expect(body).toContain('It also changes 1 other file (`docs/names.md`)');
    expect(plan.merge).toBeNull();
  });

  it(`refuses more than ${MAX_CORRECTIONS_PER_PULL} correction files in one pull request`, async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i <= MAX_CORRECTIONS_PER_PULL; i++)
      files[`archive/corrections/rename-${i}.json`] = RENAME.replace('Susan Illston', `Susan Illston ${i}`);
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files });
    await intake(pr.number);
    expect(gh.checkRuns[0]!.conclusion).toBe('failure');
    expect(gh.commentsOn(pr.number)[0]!.body).toContain(
      `This pull request touches ${MAX_CORRECTIONS_PER_PULL + 1} correction files; the intake reads at most ${MAX_CORRECTIONS_PER_PULL}.`,
    );
  });
});
