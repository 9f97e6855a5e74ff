/**
 * A merge queue on the repository as step zero sets it up: the ruleset `dirhub governance` writes (the
 * checks `test` and `dirhub intake`, the latter bound to the App), the App's key in the environment only
 * the default branch may use. A maintainer queues a docs fix; the queue must see every required check
 * reported on the merge group's own commit (test/helpers/workflows/rules/merge-queue.ts), from the
 * repository's own workflow files. Without the `merge group` workflow (the files as they were before it),
 * `dirhub intake` is never reported there and the queue stalls: the same harness says so.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { desiredRuleset, parseRoles } from '../../actions/lib/github/governance.js';
import { CAST, startFakeGitHub, type FakeGitHub } from '../helpers/github-server.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { WorkflowHarness } from '../helpers/workflow-runner.js';

const KEY = '-----BEGIN PRIVATE KEY-----';
let dir: string;
let gh: FakeGitHub;
let harness: WorkflowHarness;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-merge-queue-'));
  gh = await startFakeGitHub(join(dir, 'origin'));
  // The repository's workflow files and roles, as shipped.
  cpSync(join(PROJECT_ROOT, '.github'), join(gh.repoDir, '.github'), { recursive: true });
  gh.git(['add', '-A']);
  gh.git(['commit', '-q', '-m', 'dirhub workflows, as shipped']);
  harness = new WorkflowHarness({
    gh,
    scratch: join(dir, 'scratch'),
    vars: { DIRHUB_APP_CLIENT_ID: 'Iv23dirhub' },
    environments: { 'dirhub-app': { secrets: { DIRHUB_APP_PRIVATE_KEY: KEY }, branches: ['main'] } },
  });
  // Step zero's ruleset, for the App the harness runs as.
  const shipped = JSON.parse(readFileSync(join(PROJECT_ROOT, '.github', 'dirhub-roles.json'), 'utf8')) as object;
  const parsed = parseRoles(
    JSON.stringify({ ...shipped, bot: { app_slug: harness.app.slug, app_id: harness.app.id } }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  gh.rulesets.set(1, { id: 1, ...desiredRuleset(parsed.roles) });
});
afterEach(async () => {
  expect(gh.responseProblems).toEqual([]);
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a merge queue', () => {
  it('gets every required check on the merge group: test from ci, dirhub intake from the App', async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/faq.md': '# Questions\n' } });
    const group = await harness.mergeGroup(pr.number);
    expect(group.jobs.filter((j) => j.result === 'failure')).toEqual([]);
    expect(group.waitingFor).toEqual([]);
    const intake = gh.checkRuns.filter((c) => c.head_sha === group.headSha && c.name === 'dirhub intake');
    // Posted once, by the App (the ruleset binds the check to it), by the default branch's workflow.
    expect(intake).toHaveLength(1);
    expect(intake[0]).toMatchObject({ conclusion: 'success', app_id: harness.app.id });
    const listener = harness.events.find((e) => e.event === 'workflow_run' && e.workflows.includes('merge-group.yml'));
    expect(listener?.jobs.map((j) => `${j.workflow}/${j.job}: ${j.result}`)).toEqual([
      'merge-group.yml/intake: success',
    ]);
    // The other ci runs (a pull request's, a push's) are no merge group's: the job skips.
    const pushed = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/b.md': 'b' }, fork: false });
    const onPull = await harness.trigger('pull_request', {
      action: 'opened',
      pull_request: { ...gh.json.pull(gh.pull(pushed.number)) },
      repository: { name: gh.repo, full_name: `${gh.owner}/${gh.repo}`, default_branch: 'main' },
    });
    expect(onPull.filter((j) => j.workflow === 'merge-group.yml').map((j) => j.result)).toEqual(['skipped']);
    expect(gh.checkRuns.filter((c) => c.head_sha === pushed.head_sha && c.name === 'dirhub intake')).toEqual([]);
  }, 120_000);

  it('stalls on the workflow files without the merge group workflow: dirhub intake is never reported there', async () => {
    gh.git(['rm', '-q', '.github/workflows/merge-group.yml']);
    gh.git(['commit', '-q', '-m', 'The workflows as they were']);
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/faq.md': '# Questions\n' } });
    const group = await harness.mergeGroup(pr.number);
    expect(group.waitingFor).toEqual(['Required status check "dirhub intake" is expected.']);
  }, 120_000);
});
