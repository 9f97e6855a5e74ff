import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problem } from '../../actions/lib/core/problem.js';
import type { AnalysisResult } from '../../actions/lib/archive/records.js';
import { DEFAULT_MERGE_ROLES, handleCommand } from '../../actions/lib/github/commands.js';
import { applyPullRequestDecision } from '../../actions/lib/github/apply-decision.js';
import { planPullRequestDecision, type MaintainerOverride } from '../../actions/lib/github/decision.js';
import { GitHubForge } from '../../actions/lib/forge/github/github-forge.js';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { gatherDecisionInput } from '../../actions/lib/github/gather.js';
import { analyzePullRequest } from '../../actions/lib/github/pull-request.js';
import { STICKY_MARKER } from '../../actions/lib/github/sticky-comment.js';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { analysisOf, makePdf, metadataJson } from './fixtures.js';

const NOW = '2026-11-21T10:00:00.000Z';
let gh: FakeGitHub;
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-gh-'));
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

/** Analyses a PR through the API with a fixed verdict per upload, as the analysis job would. */
async function analyse(
  number: number,
  verdicts: Record<string, (bytes: Uint8Array, metadataText: string) => AnalysisResult>,
) {
  return analyzePullRequest(forge(TOKENS.readOnly), number, async (u, pair) =>
    verdicts[pair.name]!(u.file, Buffer.from(u.metadata ?? []).toString('utf8')),
  );
}

async function decide(analysis: Awaited<ReturnType<typeof analyse>>, override?: MaintainerOverride) {
  const f = forge();
  const input = await gatherDecisionInput(f, analysis, {
    bot_login: CAST.bot.login,
    now: NOW,
    ...(override ? { override } : {}),
  });
  const plan = planPullRequestDecision(input);
  return { plan, applied: await applyPullRequestDecision(f, plan) };
}

describe('intake on GitHub (fake server + real git repository)', () => {
  it('merges an accepted fork pull request pinned to its head commit, and says why', async () => {
    const pdf = await makePdf(['United States District Court', 'Order of 2 July 2019']);
    const meta = metadataJson({ title: 'Order on the motion to dismiss' });
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/order.pdf': pdf, 'uploads/order.json': meta },
    });
    const analysis = await analyse(pr.number, {
      order: (b, m) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'accepted', relevance: 0.86 }),
    });
    expect(analysis.head_sha).toBe(pr.head_sha);

    const { plan, applied } = await decide(analysis);
    expect(plan.action).toBe('merge');
    const merge = gh.writes().find((r) => r.operationId === 'pulls/merge');
    expect(merge?.body).toMatchObject({ sha: pr.head_sha, merge_method: 'merge' });
    expect(gh.pull(pr.number)).toMatchObject({ merged: true, state: 'closed' });
    expect(applied.merge_commit).toBe(gh.git(['rev-parse', 'main']));
    expect(gh.git(['show', 'main:uploads/order.json'])).toBe(meta.trim());
    expect(gh.git(['rev-parse', 'main^2'])).toBe(pr.head_sha);

    const comments = gh.commentsOn(pr.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.user).toBe(CAST.bot.login);
    expect(comments[0]!.body.startsWith(STICKY_MARKER)).toBe(true);
    expect(comments[0]!.body).toContain('Accepted: this pull request is merged');
    expect(comments[0]!.body).toContain('relevance **0.86** (threshold 0.70)');
    expect(comments[0]!.body).toContain(pr.head_sha.slice(0, 12));
    expect(gh.pull(pr.number).labels).toEqual(['dirhub:accepted']);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ name: 'dirhub intake', head_sha: pr.head_sha, conclusion: 'success' });
  });

  it('closes a rejected pull request with its reasons and annotates the metadata field at fault', async () => {
    const pdf = await makePdf(['Weekly grocery list']);
    const meta = metadataJson({ title: 'Groceries', date: '2019-07-02' });
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/groceries.pdf': pdf, 'uploads/groceries.json': meta },
    });
    const analysis = await analyse(pr.number, {
      groceries: (b, m) =>
        analysisOf({
          name: 'groceries',
          bytes: b,
          metadataText: m,
          status: 'rejected',
          relevance: 0.12,
          errors: [
            problem(
              'relevance.below_threshold',
              'Relevance 0.12 is below the threshold 0.70.',
              'Upload documents that belong to this archive.',
            ),
            problem(
              'metadata.date.unsupported',
              'The date does not match the document.',
              'Use the date printed on the document.',
              { field: 'date' },
            ),
          ],
        }),
    });
    const { plan } = await decide(analysis);
    expect(plan.action).toBe('close');
    expect(plan.intake?.log.entries.map((e) => [e.state, e.submitted_via])).toEqual([
      [
        'rejected',
        {
          kind: 'pull_request',
          ref: `pull/${pr.number}`,
          number: pr.number,
          url: `https://github.com/${gh.owner}/${gh.repo}/pull/${pr.number}`,
        },
      ],
    ]);
    expect(gh.pull(pr.number)).toMatchObject({ state: 'closed', merged: false });
    expect(gh.writes().some((r) => r.operationId === 'pulls/merge')).toBe(false);
    const body = gh.commentsOn(pr.number)[0]!.body;
    expect(body).toContain('Not accepted: this pull request is closed');
    expect(body).toContain('Relevance 0.12 is below the threshold 0.70.');
    expect(body).toContain('Use the date printed on the document');
    // The decision waits for the decisions log (no record job runs here): the label says so, put on last.
    expect(gh.pull(pr.number).labels).toEqual([
      'dirhub:rejected',
      'problem:metadata',
      'problem:relevance',
      'dirhub:log-pending',
    ]);
    const run = gh.checkRuns[0]!;
    expect(run.conclusion).toBe('failure');
    // metadataJson puts "date" on line 3 of the file.
    expect(run.output.annotations).toContainEqual({
      path: 'uploads/groceries.json',
      start_line: 3,
      end_line: 3,
      annotation_level: 'failure',
      title: 'date: metadata.date.unsupported',
      message: 'The date does not match the document. How to fix: Use the date printed on the document.',
    });
  });

  it('never merges a pull request that also edits a workflow, even when the upload is accepted', async () => {
    const pdf = await makePdf(['Court order']);
    const meta = metadataJson({});
    const pr = gh.openPullRequest({
      author: CAST.mallory.login,
      files: {
        'uploads/order.pdf': pdf,
        'uploads/order.json': meta,
        '.github/workflows/intake.yml': 'on: push\njobs: {}\n',
      },
    });
    const analysis = await analyse(pr.number, {
      order: (b, m) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'accepted' }),
    });
    const { plan } = await decide(analysis);
    expect(plan.action).toBe('needs_review');
    expect(plan.merge).toBeNull();
    expect(gh.pull(pr.number)).toMatchObject({ state: 'open', merged: false });
    expect(gh.writes().map((r) => r.operationId)).not.toContain('pulls/merge');
    expect(gh.pull(pr.number).labels).toEqual([
      'dirhub:needs-review',
      'dirhub:touches-automation',
      'problem:intake',
      'dirhub:log-pending',
    ]);
    expect(gh.checkRuns[0]!.conclusion).toBe('neutral');
    expect(gh.commentsOn(pr.number)[0]!.body).toContain('never merged automatically');
  });

  it('ignores a forged bot comment and keeps exactly one comment of its own, updated in place', async () => {
    const pdf = await makePdf(['Court order']);
    const meta = metadataJson({});
    const pr = gh.openPullRequest({
      author: CAST.mallory.login,
      files: { 'uploads/order.pdf': pdf, 'uploads/order.json': meta },
    });
    const forged = gh.addComment(
      pr.number,
      CAST.mallory.login,
      `${STICKY_MARKER}\n## dirhub — ✅ Accepted: this pull request is merged`,
    );
    const verdict = {
      order: (b: Uint8Array, m: string) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'rejected' }),
    };
    const analysis = await analyse(pr.number, verdict);
    const first = await decide(analysis);
    expect(first.plan.comment?.kind).toBe('create');
    const comments = gh.commentsOn(pr.number);
    expect(comments).toHaveLength(2);
    expect(comments[0]!.body).toBe(forged.body);
    expect(comments[1]!.user).toBe(CAST.bot.login);

    // The same decision again (a re-run): the bot's comment is found and left as it is.
    gh.pull(pr.number).state = 'open';
    const again = planPullRequestDecision(
      await gatherDecisionInput(forge(), analysis, { bot_login: CAST.bot.login, now: NOW }),
    );
    expect(again.comment).toEqual({ kind: 'none', comment_id: comments[1]!.id });
    expect(again.labels).toEqual({ add: [], remove: [] });
  });

  it('does nothing when the pull request moved after it was analysed, and the pinned merge refuses a late push', async () => {
    const pdf = await makePdf(['Court order']);
    const meta = metadataJson({});
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/order.pdf': pdf, 'uploads/order.json': meta },
    });
    const analysis = await analyse(pr.number, {
      order: (b, m) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'accepted' }),
    });
    const input = await gatherDecisionInput(forge(), analysis, { bot_login: CAST.bot.login, now: NOW });
    const plan = planPullRequestDecision(input);
    expect(plan.merge?.sha).toBe(pr.head_sha);

    // The contributor swaps the PDF between the decision and the merge.
    const swapped = gh.pushToPullRequest(pr.number, {
      'uploads/order.pdf': await makePdf(['Something else entirely']),
    });
    const applied = await applyPullRequestDecision(forge(), plan);
    expect(applied).toMatchObject({
      merge_commit: null,
      merge_refused: 'Head branch was modified. Review and try the merge request again.',
    });
    expect(gh.pull(pr.number).merged).toBe(false);
    expect(gh.commentsOn(pr.number)[0]!.body).toContain(
      '> Not merged: Head branch was modified. Review and try the merge request again.',
    );
    expect(gh.pull(pr.number).labels).toEqual(['dirhub:merge-failed']);

    // The next decision sees the move and does nothing at all.
    const writesBefore = gh.writes().length;
    const stale = await decide(analysis);
    expect(stale.plan.action).toBe('stale');
    expect(stale.plan.reasons.map((r) => r.code)).toEqual([
      'intake.head_moved',
      'intake.file_changed',
      'intake.hash_mismatch',
    ]);
    expect(gh.writes().length).toBe(writesBefore);
    expect(gh.pull(pr.number).head_sha).toBe(swapped);
  });

  it('refuses /dirhub accept from a contributor, and honours it from a maintainer: reopened and merged', async () => {
    const pdf = await makePdf(['Letter about the harbour']);
    const meta = metadataJson({ title: 'Letter' });
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/letter.pdf': pdf, 'uploads/letter.json': meta },
    });
    const analysis = await analyse(pr.number, {
      letter: (b, m) => analysisOf({ name: 'letter', bytes: b, metadataText: m, status: 'rejected', relevance: 0.55 }),
    });
    await decide(analysis);
    expect(gh.pull(pr.number).state).toBe('closed');
    const botComment = gh.commentsOn(pr.number)[0]!;

    const facts = (c: { id: number; body: string; user: string }) => ({
      comment: { id: c.id, body: c.body, author: c.user, author_type: 'User' },
      issue: { number: pr.number, is_pull_request: true },
      allowed_roles: DEFAULT_MERGE_ROLES,
    });
    const forged = gh.addComment(pr.number, CAST.mallory.login, '/dirhub accept');
    const refused = await handleCommand(forge(), facts(forged));
    expect(refused).toMatchObject({ allowed: false, override: null, refusal: { code: 'command.not_permitted' } });
    expect(forged.reactions).toEqual(['-1']);
    expect(gh.writes().filter((w) => w.operationId === 'pulls/merge')).toEqual([]);

    const order = gh.addComment(pr.number, CAST.maintainer.login, '/dirhub accept it is about the harbour case');
    const accepted = await handleCommand(forge(), facts(order));
    expect(accepted).toMatchObject({
      allowed: true,
      override: { command: 'accept', by: 'mara', reason: 'it is about the harbour case' },
    });
    const { plan } = await decide(analysis, accepted!.override!);
    expect(plan).toMatchObject({ action: 'merge', reopen: true, close: false });
    expect(gh.pull(pr.number)).toMatchObject({ merged: true, state: 'closed' });
    const comments = gh.commentsOn(pr.number).filter((c) => c.user === CAST.bot.login);
    expect(comments.map((c) => c.id)).toEqual([botComment.id]);
    expect(comments[0]!.body).toContain('Accepted on the word of maintainer mara.');
    // The close before the accept still waits for the decisions log (no record job runs here).
    expect(gh.pull(pr.number).labels).toEqual(['dirhub:log-pending', 'dirhub:accepted']);
  });

  it('closes a pull request with two uploads when one fails, and tells why the good one was not taken', async () => {
    const good = await makePdf(['Court order one']);
    const bad = await makePdf(['Shopping list']);
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: {
        'uploads/good.pdf': good,
        'uploads/good.json': metadataJson({ title: 'Good' }),
        'uploads/bad.pdf': bad,
        'uploads/bad.json': metadataJson({ title: 'Bad' }),
      },
    });
    const analysis = await analyse(pr.number, {
      good: (b, m) => analysisOf({ name: 'good', bytes: b, metadataText: m, status: 'accepted' }),
      bad: (b, m) => analysisOf({ name: 'bad', bytes: b, metadataText: m, status: 'rejected' }),
    });
    const { plan } = await decide(analysis);
    expect(plan.action).toBe('close');
    expect(plan.intake?.uploads.map((u) => [u.name, u.state])).toEqual([
      ['bad', 'rejected'],
      ['good', 'rejected'],
    ]);
    const body = gh.commentsOn(pr.number)[0]!.body;
    expect(body).toContain('This upload passed, but the branch was closed because uploads/bad.pdf did not.');
    expect(gh.pull(pr.number)).toMatchObject({ state: 'closed', merged: false });
  });

  it('a merge GitHub refuses (a conflict) leaves the pull request open and says so', async () => {
    const first = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/same.json': metadataJson({ title: 'One' }), 'uploads/same.pdf': await makePdf(['One']) },
    });
    const second = gh.openPullRequest({
      author: CAST.mallory.login,
      files: { 'uploads/same.json': metadataJson({ title: 'Two' }), 'uploads/same.pdf': await makePdf(['Two']) },
    });
    const verdict = {
      same: (b: Uint8Array, m: string) => analysisOf({ name: 'same', bytes: b, metadataText: m, status: 'accepted' }),
    };
    const a1 = await analyse(first.number, verdict);
    const a2 = await analyse(second.number, verdict);
    await decide(a1);
    expect(gh.pull(first.number).merged).toBe(true);
    const { applied } = await decide(a2);
    expect(applied.merge_refused).toBe('Pull Request is not mergeable');
    expect(gh.pull(second.number)).toMatchObject({ state: 'open', merged: false });
    const comments = gh.commentsOn(second.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.split('\n').slice(0, 5)).toEqual([
      STICKY_MARKER,
      '> [!WARNING]',
      '> Not merged: Pull Request is not mergeable. The pull request stays open and nothing is archived. Next: if the pull request changes, the new commit is decided by its own run; otherwise a maintainer answers `/dirhub rerun` to try the merge again (or merges it by hand).',
      '',
      '## dirhub — ⚠️ Accepted, but not merged',
    ]);
    expect(gh.pull(second.number).labels).toEqual(['dirhub:merge-failed']);
    expect(gh.checkRuns.filter((c) => c.head_sha === second.head_sha).map((c) => c.conclusion)).toEqual(['failure']);
  });

  // The client retries a server error or a lost connection 3 times (createOctokit): 4 faults exhaust it.
  for (const [label, fault, times, says] of [
    [
      'refused with 422',
      { status: 422, message: 'Merge commit cannot be created for this pull request' },
      1,
      'Not merged: Merge commit cannot be created for this pull request.',
    ],
    [
      'a 500 on every try',
      { status: 500, message: 'Internal Server Error' },
      4,
      'Not merged: GitHub answered HTTP 500 (Internal Server Error), also when the request was retried.',
    ],
    [
      'a connection reset on every try',
      'reset',
      4,
      'Not merged: GitHub gave no usable answer to the merge request (other side closed: fetch failed), also when it was retried.',
    ],
  ] as const) {
    it(`a merge that fails (${label}) is never called merged, fails the check, and a rerun merges it`, async () => {
      const pdf = await makePdf(['Court order']);
      const pr = gh.openPullRequest({
        author: CAST.contributor.login,
        files: { 'uploads/order.pdf': pdf, 'uploads/order.json': metadataJson({}) },
      });
      const analysis = await analyse(pr.number, {
        order: (b, m) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'accepted' }),
      });
      // Quick retries, so the client's own retry plugin is exhausted without waiting seconds.
      const quick = () =>
        new GitHubForge(createOctokit({ token: TOKENS.bot, baseUrl: gh.url, retryAfterBaseMs: 1, writeSpacingMs: 0 }), {
          owner: gh.owner,
          repo: gh.repo,
        });
      const decideQuickly = async () => {
        const f = quick();
        const plan = planPullRequestDecision(
          await gatherDecisionInput(f, analysis, { bot_login: CAST.bot.login, now: NOW }),
        );
        return { plan, applied: await applyPullRequestDecision(f, plan) };
      };
      gh.faultNext('pulls/merge', fault, times);
      const failed = await decideQuickly();
      expect(failed.plan.action).toBe('merge');
      expect(gh.requests.filter((r) => r.operationId === 'pulls/merge')).toHaveLength(times);
      expect(gh.pull(pr.number)).toMatchObject({ state: 'open', merged: false });
      expect(failed.applied.merge_commit).toBeNull();
      const [comment] = gh.commentsOn(pr.number);
      expect(gh.commentsOn(pr.number)).toHaveLength(1);
      expect(comment!.body).toContain(`> ${says}`);
      expect(comment!.body).toContain('## dirhub — ⚠️ Accepted, but not merged');
      expect(comment!.body).toContain('a maintainer answers `/dirhub rerun` to try the merge again');
      expect(comment!.body).not.toContain('this pull request is merged');
      expect(comment!.body).not.toContain('merging…');
      expect(failed.applied.markdown).toBe(comment!.body.slice(STICKY_MARKER.length + 1).trim());
      expect(gh.pull(pr.number).labels).toEqual(['dirhub:merge-failed']);
      expect(gh.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
        ['failure', 'Accepted, but not merged (1 upload)'],
      ]);
      // "merged" was never written anywhere before GitHub's answer: the comment said "merging…" first.
      const commentWrites = gh
        .writes()
        .filter((w) => w.operationId === 'issues/create-comment' || w.operationId === 'issues/update-comment');
      expect(
        commentWrites.map((w) =>
          String((w.body as { body: string }).body)
            .split('\n')
            .find((l) => l.startsWith('## ')),
        ),
      ).toEqual(['## dirhub — ⏳ Accepted: merging…', '## dirhub — ⚠️ Accepted, but not merged']);

      // `/dirhub rerun` decides again: the merge goes through and every word is corrected.
      const rerun = await decideQuickly();
      expect(rerun.applied).toMatchObject({ merge_refused: null, merge_commit: gh.git(['rev-parse', 'main']) });
      expect(gh.pull(pr.number)).toMatchObject({ state: 'closed', merged: true });
      expect(gh.commentsOn(pr.number)).toHaveLength(1);
      expect(gh.commentsOn(pr.number)[0]!.body).toContain('## dirhub — ✅ Accepted: this pull request is merged');
      expect(gh.commentsOn(pr.number)[0]!.body).not.toContain('Not merged');
      expect(gh.pull(pr.number).labels).toEqual(['dirhub:accepted']);
      expect(gh.checkRuns.map((c) => c.conclusion)).toEqual(['failure', 'success']);
    });
  }

  it('sends more than 50 annotations in batches of 50, as the Checks API requires', async () => {
    const pdf = await makePdf(['Court order']);
    const meta = metadataJson({});
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/order.pdf': pdf, 'uploads/order.json': meta },
    });
    const errors = Array.from({ length: 120 }, (_, i) =>
      problem(`metadata.tags.bad`, `Tag ${i} is not allowed.`, 'Remove it.', { field: `tags/${i}` }),
    );
    const analysis = await analyse(pr.number, {
      order: (b, m) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'invalid', errors }),
    });
    const { plan } = await decide(analysis);
    expect(plan.check?.annotations).toHaveLength(120);
    const checkCalls = gh.writes().filter((r) => r.operationId?.startsWith('checks/'));
    expect(
      checkCalls.map((r) => [
        r.operationId,
        (r.body as { output: { annotations: unknown[] } }).output.annotations.length,
      ]),
    ).toEqual([
      ['checks/create', 50],
      ['checks/update', 50],
      ['checks/update', 20],
    ]);
    expect(gh.checkRuns[0]!.output.annotations).toHaveLength(120);
    expect(gh.pull(pr.number).labels).toEqual(['dirhub:invalid', 'problem:metadata', 'dirhub:log-pending']);
  });

  it('escapes contributor text: no mentions, links or HTML reach the comment', async () => {
    const pdf = await makePdf(['Court order']);
    const meta = metadataJson({ title: '@everyone <img src=x onerror=alert(1)> [click](https://evil.example) #1' });
    const pr = gh.openPullRequest({
      author: CAST.contributor.login,
      files: { 'uploads/order.pdf': pdf, 'uploads/order.json': meta },
    });
    const analysis = await analyse(pr.number, {
      order: (b, m) => analysisOf({ name: 'order', bytes: b, metadataText: m, status: 'rejected' }),
    });
    await decide(analysis);
    const body = gh.commentsOn(pr.number)[0]!.body;
    // Every markup character is backslash-escaped (shown literally), mentions and links are made inert.
    expect(body).not.toMatch(/@everyone|(?<!\\)<img|(?<!\\)\]\(https|https:\/\/evil|#1\b/);
    expect(body).toContain(
      '@\u200deveryone \\<img src=x onerror=alert(1)\\> \\[click\\](https:\u200d//evil\u200d.example) #\u200d1',
    );
  });

  it('refuses writes from the read-only token of a pull_request run', async () => {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'uploads/a.json': '{}' } });
    await expect(forge(TOKENS.readOnly).createComment(pr.number, 'hello')).rejects.toMatchObject({ status: 403 });
    expect(gh.commentsOn(pr.number)).toHaveLength(0);
  });
});
