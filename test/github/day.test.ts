/**
 * The repository's first real day, driven from its own workflow files (test/helpers/workflow-runner.ts):
 * this project in its shipped layout is the repository on the local GitHub; a fork's pull request runs
 * the preview, the intake and the decision, the merge's push runs ingest (enrich, commit as the App,
 * push), whose push runs publish; the next scheduled health run finds nothing wrong. Then a rejected
 * upload, whose decision reaches the decisions log on main (`dirhub status` answers for it, and the same
 * file sent again is known), a merge GitHub refuses, and maintainers' commands.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPELLATE_OPINION,
  CLERK_LETTER,
  DOCKETING_NOTICE,
  ORDER_ON_MOTION_TO_DISMISS,
  SCHEDULING_ORDER,
} from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { lfsObjectRelativePath, parseLfsPointer } from '../../actions/lib/archive/storage/pointer.js';
import {
  CAST,
  startFakeGitHub,
  TOKENS,
  type FakeComment,
  type FakeGitHub,
  type FakePull,
} from '../helpers/github-server.js';
import { describeWithTool, DIRHUB_BIN, PROJECT_ROOT } from '../helpers/paths.js';
import { decisionLogPath, parseDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { escapeMarkdown } from '../../actions/lib/report/escape.js';
import type { DecisionLogEntry } from '../../actions/lib/archive/records.js';
import { WorkflowHarness, type JobRecord } from '../helpers/workflow-runner.js';

let gh: FakeGitHub;
let dir: string;
let harness: WorkflowHarness;
const execFileAsync = promisify(execFile);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-day-'));
  gh = await startFakeGitHub(join(dir, 'origin'));
  // The repository as shipped: every committed file of this project, on main.
  // The project's files as they are in this checkout (committed or not), as a clone of it would hold them.
  execFileSync('sh', [
    '-c',
    `cd "${PROJECT_ROOT}" && git ls-files -z --cached --others --exclude-standard | tar -c --null --no-recursion --ignore-failed-read -T - 2>/dev/null | tar -x -C "${gh.repoDir}"`,
  ]);
  gh.git(['add', '-A']);
  gh.git(['commit', '-q', '-m', 'dirhub, as shipped']);
  // Step zero: Pages publishes from the workflow.
  gh.pages = { build_type: 'workflow' };
  harness = new WorkflowHarness({
    gh,
    scratch: join(dir, 'scratch'),
    vars: { DIRHUB_APP_CLIENT_ID: 'Iv23dirhub' },
    // Where step zero puts them: the App's key in an environment only the default branch may use, and the
    // deploy environment's own branch rule.
    environments: {
      'dirhub-app': { secrets: { DIRHUB_APP_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----' }, branches: ['main'] },
      'github-pages': { branches: ['main'], reviewers: true },
    },
  });
}, 120_000);
afterAll(async () => {
  expect(gh.responseProblems).toEqual([]);
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

function prPayload(pr: FakePull, action: string) {
  return {
    action,
    number: pr.number,
    pull_request: {
      number: pr.number,
      draft: false,
      head: { sha: pr.head_sha, ref: pr.head_ref, repo: { full_name: pr.head_repo } },
      base: { sha: pr.base_sha, ref: 'main' },
      user: { login: pr.user },
    },
    repository: { name: gh.repo, full_name: `${gh.owner}/${gh.repo}`, default_branch: 'main' },
  };
}

async function openPullRequest(
  name: string,
  pdf: Uint8Array,
  metadata: Record<string, unknown>,
  alsoChanges: Record<string, string> = {},
): Promise<{ pr: FakePull; jobs: JobRecord[] }> {
  const files = {
    [`uploads/${name}.pdf`]: pdf,
    [`uploads/${name}.json`]: `${JSON.stringify(metadata, null, 2)}\n`,
    ...alsoChanges,
  };
  const pr = gh.openPullRequest({ author: CAST.contributor.login, files });
  const changed = Object.keys(files);
  const jobs = [
    ...(await harness.trigger('pull_request', prPayload(pr, 'opened'), changed)),
    ...(await harness.trigger('pull_request_target', prPayload(pr, 'opened'), changed)),
  ];
  return { pr, jobs };
}

/** The workflows a comment already on a pull request sets off, as GitHub's issue_comment event. */
function commentCreated(number: number, said: FakeComment): Promise<JobRecord[]> {
  return harness.trigger('issue_comment', {
    action: 'created',
    issue: { number, pull_request: { url: `${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${number}` } },
    comment: { id: said.id, body: said.body, user: { login: said.user, type: 'User' }, created_at: said.created_at },
    repository: { name: gh.repo, full_name: `${gh.owner}/${gh.repo}`, default_branch: 'main' },
  });
}

/** A comment on a pull request, and the workflows it sets off. */
function say(number: number, login: string, body: string): Promise<JobRecord[]> {
  return commentCreated(number, gh.addComment(number, login, body));
}

const archivedCount = () =>
  gh
    .git(['ls-tree', '-r', '--name-only', 'main', 'archive/documents'])
    .split('\n')
    .filter((p) => p.endsWith('/record.json')).length;
const botComment = (number: number) => gh.commentsOn(number).find((c) => c.user === CAST.bot.login)!.body;
const latestCheck = (sha: string) => gh.checkRuns.filter((r) => r.head_sha === sha).at(-1)!;

/** The decisions-log lines on main about one pull request, oldest first. */
function loggedFor(number: number): DecisionLogEntry[] {
  const files = gh
    .git(['ls-tree', '--name-only', 'main', 'archive/decisions/'])
    .split('\n')
    .filter((p) => p.endsWith('.jsonl'));
  return parseDecisionLog(files.map((path) => ({ path, content: gh.git(['show', `main:${path}`]) }))).entries.filter(
    (e) => e.submitted_via.kind === 'pull_request' && e.submitted_via.number === number,
  );
}

/** What main gained since `before`: the paths it changed. */
const changedOnMain = (before: string) => gh.git(['diff', '--name-only', before, 'main']).split('\n').filter(Boolean);

/** `dirhub status UPLOAD_ID` on a fresh clone of the default branch, as anyone would ask it. */
function statusOnMain(uploadId: string): string {
  const clone = mkdtempSync(join(dir, 'status-'));
  execFileSync('git', ['clone', '-q', '--branch', 'main', gh.repoDir, clone], { stdio: 'pipe' });
  return execFileSync(process.execPath, [DIRHUB_BIN, 'status', uploadId, '--repo', clone], { encoding: 'utf8' });
}

const summary = (jobs: JobRecord[]) => jobs.map((j) => `${j.workflow}/${j.job}: ${j.result}`);
/** The outcome of each step of the decide workflow's record job, which runs inside the job that calls it. */
const recordSteps = (jobs: JobRecord[]) =>
  jobs
    .flatMap((j) => j.steps)
    .filter((s) => s.name.startsWith('decide-pull-request.yml/record: '))
    .map((s) => s.outcome);
const failures = (jobs: JobRecord[]) =>
  jobs
    .filter((j) => j.result === 'failure')
    .map((j) => ({
      job: `${j.workflow}/${j.job}`,
      steps: j.steps.filter((s) => s.outcome === 'failure').map((s) => `${s.name}: ${s.output?.slice(-1500)}`),
    }));

describeWithTool('git-lfs', 'a day on GitHub, driven from the workflow files', () => {
  it('a fork uploads a court order: preview, decision, merge, ingest, enrich, commit, publish; health finds nothing wrong', async () => {
    const { pr, jobs } = await openPullRequest('harlow-order', await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text), {
      title: 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
      date: '2022-03-14',
      source: 'U.S. District Court, District of Maine',
      relevance: 'high',
      source_type: 'court',
    });
    expect(failures(jobs)).toEqual([]);
    expect(summary(jobs)).toEqual(
      expect.arrayContaining([
        'intake-preview.yml/analyse: success',
        'intake.yml/decide: success',
        'ingest.yml/ingest: success',
        'publish.yml/test: success',
        'publish.yml/deploy: success',
        // No backup remote is set (vars.DIRHUB_BACKUP_URL): the mirror does not run.
        'backup.yml/mirror: skipped',
      ]),
    );
    // One ingest for the merge; its own push (uploads/ emptied) skips at the job, before the archive's group.
    // (In the order they finished: the skipped one may end first.)
    expect(
      summary(jobs)
        .filter((j) => j.startsWith('ingest.yml/'))
        .sort(),
    ).toEqual(['ingest.yml/ingest: skipped', 'ingest.yml/ingest: success']);
    // One publish, for the ingest's push that changed the archive: not for the merge that only brought uploads.
    expect(summary(jobs).filter((j) => j.startsWith('publish.yml/deploy'))).toEqual(['publish.yml/deploy: success']);
    // The ingest read the files from the analysis's cache, not again.
    const restored = jobs
      .find((j) => j.workflow === 'ingest.yml' && j.result === 'success')!
      .steps.find((st) => st.name.startsWith('actions/cache/restore'))!;
    expect(restored.outputs).toMatchObject({ 'cache-hit': 'true', 'cache-primary-key': `dirhub-read-${pr.head_sha}` });
    expect(gh.pull(pr.number)).toMatchObject({ merged: true, state: 'closed', labels: ['dirhub:accepted'] });
    const comment = gh.commentsOn(pr.number).find((c) => c.user === CAST.bot.login)!;
    expect(comment.body).toContain('Accepted: this pull request is merged');
    // On main: the document archived and enriched by the App's commits, uploads/ back to its placeholder.
    expect(gh.git(['ls-tree', '--name-only', 'main', 'uploads/'])).toBe('uploads/.gitkeep');
    const records = gh
      .git(['ls-tree', '-r', '--name-only', 'main', 'archive/documents'])
      .split('\n')
      .filter((p) => p.endsWith('/record.json'));
    expect(records).toHaveLength(1);
    const record = JSON.parse(gh.git(['show', `main:${records[0]}`])) as {
      document_id: string;
      title: string;
      summary: string | null;
      file: { path: string; sha256: string; bytes: number };
      provenance: { submitted_via: { kind: string; number?: number } };
    };
    // The original is in Git LFS: main holds its pointer, the repository's LFS store its content.
    const original = `${records[0]!.replace(/record\.json$/, '')}${record.file.path}`;
    // gh.git trims the output; a pointer ends with a line feed.
    expect(parseLfsPointer(`${gh.git(['cat-file', 'blob', `main:${original}`])}\n`)).toEqual({
      oid: record.file.sha256,
      size: record.file.bytes,
    });
    expect(existsSync(join(gh.repoDir, '.git', 'lfs', 'objects', lfsObjectRelativePath(record.file.sha256)))).toBe(
      true,
    );
    // Which pull request it came through is what GitHub says of the merge commit.
    expect(record.provenance.submitted_via).toMatchObject({ kind: 'pull_request', number: pr.number });
    expect(record.title).toBe('Harlow v. Northfield Grain Cooperative — order on the motion to dismiss');
    expect(record.summary).not.toBeNull();
    expect(gh.git(['log', '-3', '--format=%an', 'main']).split('\n')).toContain('dirhub-bot[bot]');
    // The site was published with the document in it.
    const deployedDocs = readdirSync(join(harness.deployed, 'documents'));
    expect(deployedDocs.length).toBe(1);
    // …linking the original where GitHub serves its LFS content, on the branch it was built from (its path
    // names its bytes, so the page does not change from commit to commit), not copying it.
    expect(existsSync(join(harness.deployed, 'documents', record.document_id, record.file.path))).toBe(false);
    const page = readFileSync(join(harness.deployed, 'documents', record.document_id, 'index.html'), 'utf8');
    const media = `https://media.githubusercontent.com/media/${gh.owner}/${gh.repo}/`;
    const linked = [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((href) => href.startsWith(media));
    expect(linked.length).toBeGreaterThan(0);
    for (const href of new Set(linked)) {
      // (A link may open the original at a page: `#page=N`.)
      const [ref, ...path] = href.slice(media.length).split('#')[0]!.split('/');
      expect(ref).toBe('main');
      expect(path.map(decodeURIComponent).join('/')).toBe(original);
      // What GitHub's media address serves is the LFS content that the branch's pointer names.
      expect(parseLfsPointer(`${gh.git(['cat-file', 'blob', `${ref}:${original}`])}\n`)).toEqual({
        oid: record.file.sha256,
        size: record.file.bytes,
      });
    }
    expect(existsSync(join(harness.deployed, 'index.html'))).toBe(true);
    // The next scheduled health run: nothing wrong, so no issue.
    const health = await harness.trigger('schedule', {
      schedule: '17 5 * * *',
      repository: { name: gh.repo, default_branch: 'main' },
    });
    expect(failures(health)).toEqual([]);
    expect(summary(health)).toEqual(['health.yml/health: success']);
    expect([...gh.issues.values()].filter((i) => i.state === 'open')).toEqual([]);
  }, 600_000);

  it('closes an off-topic upload with its reasons; only its decision reaches main, and the same file sent again is known', async () => {
    const before = gh.git(['rev-parse', 'main']);
    const groceries = await textToPdf(
      'Weekly groceries: apples, bread, milk, eggs, coffee, rice and tomatoes for the week. Remember the birthday cake on Saturday.',
    );
    const { pr, jobs } = await openPullRequest('groceries', groceries, {
      title: 'Groceries',
      date: '2022-03-14',
      source: 'My kitchen',
      relevance: 'high',
    });
    expect(failures(jobs)).toEqual([]);
    // The record job ran every step: token, checkout, the bot's id, record, push, the label off.
    expect(recordSteps(jobs)).toEqual(Array(6).fill('success'));
    expect(gh.pull(pr.number).labels).not.toContain('dirhub:log-pending');
    expect(gh.pull(pr.number)).toMatchObject({ merged: false, state: 'closed' });
    expect(gh.pull(pr.number).labels).toContain('dirhub:rejected');
    expect(gh.commentsOn(pr.number).find((c) => c.user === CAST.bot.login)!.body).toContain(
      "is below the archive's threshold of 0.70.",
    );
    const [logged] = loggedFor(pr.number);
    expect(loggedFor(pr.number)).toHaveLength(1);
    // No upload reaches main: only the decision, in the log, committed by the App's bot.
    expect(changedOnMain(before)).toEqual([decisionLogPath(logged!.decided_at)]);
    expect(gh.git(['log', '-1', '--format=%an%n%s', 'main'])).toBe(
      `dirhub-bot[bot]\nRecord decisions: pull request #${pr.number} closed`,
    );
    expect(logged).toMatchObject({ state: 'rejected', commit: pr.head_sha, document_id: null });

    // The pull request is gone from view; the default branch still answers for its upload.
    const status = statusOnMain(logged!.upload_id);
    expect(status).toContain(`${logged!.upload_id}: rejected`);
    expect(status).toContain(`via        pull request #${pr.number} at ${pr.head_sha.slice(0, 12)}`);
    expect(status).toContain("is below the archive's threshold of 0.70.");

    // The same file, with other metadata, in a new pull request: recognised as the one rejected before.
    const again = await openPullRequest('groceries-again', groceries, {
      title: 'Weekly shopping list',
      date: '2022-03-21',
      source: 'My kitchen',
      relevance: 'high',
    });
    expect(failures(again.jobs)).toEqual([]);
    expect(gh.pull(again.pr.number)).toMatchObject({ merged: false, state: 'closed' });
    expect(gh.pull(again.pr.number).labels).toEqual(expect.arrayContaining(['dirhub:invalid', 'problem:duplicate']));
    const [resent] = loggedFor(again.pr.number);
    expect(resent).toMatchObject({ state: 'invalid', file: { sha256: logged!.file.sha256 } });
    expect(resent!.reasons[0]).toMatchObject({
      code: 'duplicate.exact',
      message: `This file is byte-for-byte identical to earlier upload ${logged!.upload_id} ("Groceries").`,
    });
    expect(botComment(again.pr.number)).toContain(escapeMarkdown(resent!.reasons[0]!.message));
    expect(resent!.duplicates).toEqual([
      expect.objectContaining({ found_in: 'decisions', upload_id: logged!.upload_id }),
    ]);
  }, 600_000);

  it('a merge GitHub refuses says "not merged", and a maintainer\'s /dirhub rerun merges it', async () => {
    gh.faultNext('pulls/merge', { status: 422, message: 'Base branch was modified. Review and try the merge again.' });
    const { pr, jobs } = await openPullRequest('okafor-opinion', await textToPdf(APPELLATE_OPINION.text), {
      title: 'United States v. Okafor — opinion of the First Circuit',
      date: '2022-11-03',
      source: 'U.S. Court of Appeals for the First Circuit',
      relevance: 'high',
      source_type: 'court',
    });
    expect(summary(jobs)).toContain('intake.yml/decide: failure');
    expect(gh.pull(pr.number)).toMatchObject({ merged: false, state: 'open' });
    const comment = () => gh.commentsOn(pr.number).find((c) => c.user === CAST.bot.login)!.body;
    expect(comment()).not.toContain('this pull request is merged');
    expect(comment()).toContain('/dirhub rerun');
    expect(gh.pull(pr.number).labels).toContain('dirhub:merge-failed');
    expect(gh.pull(pr.number).labels).not.toContain('dirhub:accepted');

    const rerun = await say(pr.number, CAST.maintainer.login, '/dirhub rerun');
    expect(failures(rerun)).toEqual([]);
    expect(gh.pull(pr.number)).toMatchObject({ merged: true, state: 'closed' });
    expect(gh.pull(pr.number).labels).toContain('dirhub:accepted');
    expect(gh.pull(pr.number).labels).not.toContain('dirhub:merge-failed');
    expect(comment()).toContain('Accepted: this pull request is merged');
    expect(
      gh
        .git(['ls-tree', '-r', '--name-only', 'main', 'archive/documents'])
        .split('\n')
        .filter((p) => p.endsWith('/record.json')),
    ).toHaveLength(2);
    expect(readFileSync(join(harness.deployed, 'index.html'), 'utf8')).toContain('Okafor');
  }, 600_000);

  it("a maintainer's /dirhub accept takes a closed upload in; a contributor's is refused", async () => {
    const before = archivedCount();
    // A short clerk's note scores low and is closed; the maintainer knows better.
    const { pr: note, jobs } = await openPullRequest(
      'clerk-note',
      await textToPdf('Note to file. The hearing was moved to the afternoon at the request of counsel.'),
      {
        title: "Clerk's note to file",
        date: '2022-05-02',
        source: 'U.S. District Court, District of Maine',
        relevance: 'low',
      },
    );
    expect(failures(jobs)).toEqual([]);
    expect(gh.pull(note.number)).toMatchObject({ merged: false, state: 'closed' });
    // A contributor cannot give the command; a maintainer can.
    const refused = await say(note.number, CAST.contributor.login, '/dirhub accept');
    expect(summary(refused)).toEqual(
      expect.arrayContaining(['commands.yml/command: success', 'commands.yml/decide: skipped']),
    );
    expect(gh.pull(note.number).state).toBe('closed');
    // Its rejection is in the log now; the maintainer's accept is a new decision of this pull request, not a
    // re-submission of a rejected file.
    expect(loggedFor(note.number).map((e) => e.state)).toEqual(['rejected']);
    const accepted = await say(note.number, CAST.maintainer.login, '/dirhub accept');
    expect(failures(accepted)).toEqual([]);
    expect(gh.pull(note.number)).toMatchObject({ merged: true, state: 'closed' });
    expect(archivedCount()).toBe(before + 1);
    // Ingest logs the acceptance: the upload's latest decision.
    const logged = loggedFor(note.number);
    expect(logged.map((e) => e.state)).toEqual(['rejected', 'accepted']);
    expect(statusOnMain(logged[0]!.upload_id)).toContain(`${logged[0]!.upload_id}: accepted`);
  }, 600_000);

  it('a server error and then a lost connection on the merge each say "not merged"; the next rerun merges', async () => {
    // Each fault outlasts the client's three retries.
    gh.faultNext('pulls/merge', { status: 500, message: 'Server Error' }, 4);
    const { pr, jobs } = await openPullRequest('harlow-scheduling', await textToPdf(SCHEDULING_ORDER.text), {
      title: 'Harlow v. Northfield Grain Cooperative — scheduling order',
      date: '2022-04-11',
      source: 'U.S. District Court, District of Maine',
      relevance: 'high',
      source_type: 'court',
    });
    expect(summary(jobs)).toContain('intake.yml/decide: failure');
    const notMerged = () => {
      expect(gh.pull(pr.number)).toMatchObject({ merged: false, state: 'open' });
      expect(botComment(pr.number)).toContain('Accepted, but not merged');
      expect(botComment(pr.number)).toContain('/dirhub rerun');
      expect(gh.pull(pr.number).labels).toContain('dirhub:merge-failed');
      expect(gh.pull(pr.number).labels).not.toContain('dirhub:accepted');
      expect(latestCheck(pr.head_sha).conclusion).toBe('failure');
    };
    notMerged();
    expect(botComment(pr.number)).toContain('GitHub answered HTTP 500');

    gh.faultNext('pulls/merge', 'reset', 4);
    const lost = await say(pr.number, CAST.maintainer.login, '/dirhub rerun');
    expect(summary(lost)).toContain('commands.yml/decide: failure');
    notMerged();
    expect(botComment(pr.number)).toContain('GitHub gave no usable answer to the merge request');

    const before = archivedCount();
    const rerun = await say(pr.number, CAST.maintainer.login, '/dirhub rerun');
    expect(failures(rerun)).toEqual([]);
    expect(gh.pull(pr.number)).toMatchObject({ merged: true, state: 'closed' });
    expect(gh.pull(pr.number).labels).toContain('dirhub:accepted');
    expect(gh.pull(pr.number).labels).not.toContain('dirhub:merge-failed');
    expect(botComment(pr.number)).toContain('Accepted: this pull request is merged');
    expect(latestCheck(pr.head_sha).conclusion).toBe('success');
    expect(archivedCount()).toBe(before + 1);
  }, 600_000);

  it("a maintainer's /dirhub reject closes a pull request that was waiting for review", async () => {
    const workflow = readFileSync(join(gh.repoDir, '.github/workflows/health.yml'), 'utf8');
    const { pr, jobs } = await openPullRequest(
      'docketing-notice',
      await textToPdf(DOCKETING_NOTICE.text),
      {
        title: 'Docketing notice',
        date: '2022-06-01',
        source: 'U.S. Court of Appeals for the First Circuit',
        relevance: 'high',
        source_type: 'court',
      },
      { '.github/workflows/health.yml': workflow.replace(/cron: '[^']*'/, "cron: '* * * * *'") },
    );
    expect(failures(jobs)).toEqual([]);
    expect(gh.pull(pr.number)).toMatchObject({ merged: false, state: 'open' });
    expect(gh.pull(pr.number).labels).toContain('dirhub:needs-review');
    expect(botComment(pr.number)).toContain('Waiting for a maintainer');
    // The log knows it waits, and why.
    const [waiting] = loggedFor(pr.number);
    expect(loggedFor(pr.number)).toHaveLength(1);
    expect(waiting).toMatchObject({ state: 'needs_review', reasons: [{ code: 'intake.non_upload_changes' }] });
    expect(statusOnMain(waiting!.upload_id)).toContain(`${waiting!.upload_id}: needs_review`);

    // A maintainer's accept does not merge a workflow change: that merge stays a person's.
    const waited = gh.git(['rev-parse', 'main']);
    const accepted = await say(pr.number, CAST.maintainer.login, '/dirhub accept');
    expect(failures(accepted)).toEqual([]);
    expect(gh.pull(pr.number)).toMatchObject({ merged: false, state: 'open' });
    expect(botComment(pr.number)).toContain('merges it by hand');
    // Still waiting for the same commit: the log holds that already, nothing is pushed, and main does not move.
    expect(recordSteps(accepted)).toEqual([...Array(4).fill('success'), 'skipped', 'success']);
    expect(gh.git(['rev-parse', 'main'])).toBe(waited);

    const before = gh.git(['rev-parse', 'main']);
    const rejected = await say(
      pr.number,
      CAST.maintainer.login,
      '/dirhub reject Workflow changes come from maintainers, not with uploads',
    );
    expect(failures(rejected)).toEqual([]);
    expect(gh.pull(pr.number)).toMatchObject({ merged: false, state: 'closed' });
    expect(botComment(pr.number)).toContain('Not accepted: this pull request is closed');
    expect(botComment(pr.number)).toContain('Workflow changes come from maintainers, not with uploads');
    expect(gh.pull(pr.number).labels).not.toContain('dirhub:needs-review');
    // Nothing of the pull request reaches main but its final decision, which follows the wait in the log.
    const logged = loggedFor(pr.number);
    expect(changedOnMain(before)).toEqual([decisionLogPath(logged[1]!.decided_at)]);
    expect(logged.map((e) => e.state)).toEqual(['needs_review', 'rejected']);
    expect(logged[1]!.reasons.map((r) => r.code)).toContain('maintainer.rejected');
    const status = statusOnMain(logged[1]!.upload_id);
    expect(status).toContain(`${logged[1]!.upload_id}: rejected`);
    expect(status).toContain('Workflow changes come from maintainers, not with uploads');
    expect(status).toMatch(/history {4}needs_review \S+ → rejected \S+/);
  }, 600_000);

  it("a maintainer's /dirhub accept applies to the commit they saw, not to one pushed after it", async () => {
    const before = archivedCount();
    const { pr: note, jobs } = await openPullRequest(
      'hearing-note',
      await textToPdf('Note to file. The status conference was continued by agreement of the parties.'),
      { title: 'Note to file', date: '2022-05-09', source: 'U.S. District Court, District of Maine', relevance: 'low' },
    );
    expect(failures(jobs)).toEqual([]);
    expect(gh.pull(note.number)).toMatchObject({ merged: false, state: 'closed' });
    // The maintainer reviews this commit and writes the command; before it runs, the contributor pushes another.
    const said = gh.addComment(note.number, CAST.maintainer.login, '/dirhub accept');
    await new Promise((r) => setTimeout(r, 20));
    gh.pushToPullRequest(note.number, {
      'uploads/hearing-note.json': JSON.stringify({
        title: 'Something else',
        date: '2022-05-09',
        source: 'Elsewhere',
        relevance: 'low',
      }),
    });
    const run = await commentCreated(note.number, said);
    expect(summary(run)).toEqual(
      expect.arrayContaining(['commands.yml/command: success', 'commands.yml/decide: skipped']),
    );
    expect(gh.pull(note.number)).toMatchObject({ merged: false, state: 'closed' });
    expect(archivedCount()).toBe(before);
    const job = run.find((j) => j.job === 'command')!;
    expect(job.steps.map((s) => s.output ?? '').join('\n')).toContain('command.head_moved');
  }, 600_000);
  it('two pull requests send the same file at the same moment: one archived, the other set aside and told so, nothing lost', async () => {
    const before = archivedCount();
    const letter = await textToPdf(CLERK_LETTER.text);
    const metadata = (title: string) => ({
      title,
      date: '2021-06-02',
      source: 'U.S. District Court, Eastern District of Virginia',
      relevance: 'high',
      source_type: 'court',
    });
    const send = (name: string, title: string) =>
      gh.openPullRequest({
        author: CAST.contributor.login,
        files: {
          [`uploads/${name}.pdf`]: letter,
          [`uploads/${name}.json`]: `${JSON.stringify(metadata(title), null, 2)}\n`,
        },
      });
    const pulls = [
      send('westover-letter', 'In re Application of Westover Shipping — letter from the clerk'),
      send('clerk-letter-westover', "Clerk's letter on the Westover Shipping application"),
    ];
    // Both opened together: their intakes start at the same moment (the previews add nothing here).
    const jobs = (
      await Promise.all(pulls.map((pr) => harness.trigger('pull_request_target', prPayload(pr, 'opened'))))
    ).flat();
    expect(failures(jobs)).toEqual([]);
    // Exactly one document more, and nothing left waiting in uploads/.
    expect(archivedCount()).toBe(before + 1);
    expect(gh.git(['ls-tree', '--name-only', 'main', 'uploads/'])).toBe('uploads/.gitkeep');
    const logged = pulls.map((pr) => loggedFor(pr.number).at(-1)!);
    const kept = logged.findIndex((e) => e.state === 'accepted');
    expect(kept).toBeGreaterThanOrEqual(0);
    const [keptPr, otherPr] = [pulls[kept]!, pulls[1 - kept]!];
    const other = logged[1 - kept]!;
    // The other is known as the copy it is: logged invalid, duplicate.exact, naming the same bytes.
    expect(other).toMatchObject({ state: 'invalid', document_id: null, file: { sha256: logged[kept]!.file.sha256 } });
    expect(other.reasons.map((r) => r.code)).toContain('duplicate.exact');
    expect(botComment(keptPr.number)).toContain('📦 Archived');
    // Its comment says what became of it, and never that it was archived. Whether GitHub merged it depends on
    // which decision ran first (both can be accepted before either is archived): merged and then set aside
    // by ingest, or closed by the intake as a copy; either way the comment says what is true.
    const said = botComment(otherPr.number);
    if (gh.pull(otherPr.number).merged) {
      expect(said).toContain('#### 📦 Not archived');
      expect(said).toContain('was merged but **not archived**, and removed from uploads/');
      expect(said).toContain(escapeMarkdown(other.reasons.find((r) => r.code === 'duplicate.exact')!.message));
    } else {
      expect(gh.pull(otherPr.number)).toMatchObject({ merged: false, state: 'closed' });
      expect(gh.pull(otherPr.number).labels).toEqual(expect.arrayContaining(['dirhub:invalid', 'problem:duplicate']));
      expect(said).not.toContain('this pull request is merged');
    }
    expect(said).not.toContain('📦 Archived');
  }, 600_000);

  it('step zero as written: governance applied, doctor ready, and a docs-only pull request merged by a maintainer', async () => {
    // Step zero: the roles file names the people and the App; `dirhub governance apply` writes the ruleset.
    const checkout = mkdtempSync(join(dir, 'step-zero-'));
    mkdirSync(join(checkout, '.github'), { recursive: true });
    const shipped = JSON.parse(readFileSync(join(PROJECT_ROOT, '.github', 'dirhub-roles.json'), 'utf8')) as object;
    const roles = {
      ...shipped,
      admins: [CAST.admin.login],
      maintainers: [CAST.maintainer.login],
      bot: { app_slug: 'dirhub-bot', app_id: gh.apps.get('dirhub-bot')!.id },
    };
    writeFileSync(join(checkout, '.github', 'dirhub-roles.json'), JSON.stringify(roles, null, 2));
    cpSync(join(gh.repoDir, '.github', 'workflows'), join(checkout, '.github', 'workflows'), { recursive: true });
    // Asynchronously: the local GitHub answers from this very process.
    const dirhub = async (...args: string[]): Promise<{ status: number; stdout: string }> => {
      try {
        const { stdout } = await execFileAsync(
          process.execPath,
          [DIRHUB_BIN, ...args, '--repo', checkout, '--repository', `${gh.owner}/${gh.repo}`],
          { encoding: 'utf8', env: { ...process.env, GITHUB_TOKEN: TOKENS.admin, GITHUB_API_URL: gh.url } },
        );
        return { status: 0, stdout };
      } catch (err) {
        const e = err as { code: number; stdout: string };
        return { status: e.code, stdout: e.stdout };
      }
    };
    expect((await dirhub('governance', 'apply')).status).toBe(0);
    try {
      // The rest of step zero, as docs/governance.md says: the App's permissions, its client id, its key in
      // the environment only main may use; CODEOWNERS as governance wrote it, on main.
      // The App an admin created, with the permissions step 1 lists.
      gh.apps.set('dirhub-bot', {
        id: gh.apps.get('dirhub-bot')!.id,
        owner: CAST.admin.login,
        permissions: { contents: 'write', pull_requests: 'write', issues: 'write', checks: 'write', metadata: 'read' },
      });
      gh.variables.set('DIRHUB_APP_CLIENT_ID', 'Iv23dirhub');
      gh.environments.set('dirhub-app', {
        name: 'dirhub-app',
        deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
      });
      gh.branchPolicies.set('dirhub-app', ['main']);
      gh.environmentSecrets.set('dirhub-app', new Set(['DIRHUB_APP_PRIVATE_KEY']));
      writeFileSync(join(gh.repoDir, '.github', 'CODEOWNERS'), readFileSync(join(checkout, '.github', 'CODEOWNERS')));
      gh.git(['add', '.github/CODEOWNERS']);
      gh.git(['commit', '-q', '-m', 'CODEOWNERS from the roles file']);
      const doctor = await dirhub('doctor', '--json');
      const report = JSON.parse(doctor.stdout) as { ready: boolean; findings: { check: string; status: string }[] };
      expect(report.findings.filter((f) => !['ok', 'unknown', 'warning'].includes(f.status))).toEqual([]);
      expect(report.ready).toBe(true);
      expect(doctor.status).toBe(0);

      // A docs fix from a fork: no upload, so the intake passes its check and says nothing.
      const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'docs/faq.md': '# Questions\n' } });
      const merge = () =>
        fetch(`${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${pr.number}/merge`, {
          method: 'PUT',
          headers: { authorization: `token ${TOKENS.maintainer}`, 'content-type': 'application/json' },
          body: '{}',
        });
      // Before its checks ran, the ruleset holds the merge back.
      expect((await merge()).status).toBe(405);
      const jobs = [
        ...(await harness.trigger('pull_request', prPayload(pr, 'opened'), ['docs/faq.md'])),
        ...(await harness.trigger('pull_request_target', prPayload(pr, 'opened'), ['docs/faq.md'])),
      ];
      expect(failures(jobs)).toEqual([]);
      const checks = gh.checkRuns.filter((r) => r.head_sha === pr.head_sha).map((r) => `${r.name}: ${r.conclusion}`);
      expect(checks).toEqual(expect.arrayContaining(['test: success', 'dirhub intake: success']));
      expect(gh.commentsOn(pr.number).filter((c) => c.user === CAST.bot.login)).toEqual([]);
      // CODEOWNERS makes the maintainers the owners of every path: one of them approves, then merges.
      const review = await fetch(`${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${pr.number}/reviews`, {
        method: 'POST',
        headers: { authorization: `token ${TOKENS.maintainer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'APPROVE', commit_id: pr.head_sha }),
      });
      expect(review.status).toBe(200);
      const merged = await merge();
      expect([merged.status, ((await merged.json()) as { message?: string }).message]).toEqual([
        200,
        'Pull Request successfully merged',
      ]);
      expect(gh.pull(pr.number)).toMatchObject({ merged: true, state: 'closed' });
    } finally {
      // The ruleset stays with this test: the scenarios above ran before step zero's rules were on.
      gh.rulesets.clear();
    }
  }, 600_000);
});
