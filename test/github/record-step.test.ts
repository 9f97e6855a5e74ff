/**
 * The decisions of a pull request closed or left for review, from the decision to the decisions log on
 * the default branch: what the decide step leaves for the log (pure), what the record step accepts of it
 * (from the bot's comment on each labelled pull request of the local GitHub), the commit it makes in a
 * real repository, and the record job's own push script racing another push.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DECISIONS_GITATTRIBUTES, formatLogLine, readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { uploadStatus } from '../../actions/lib/archive/upload-status.js';
import { sha256 } from '../../actions/lib/core/hash.js';
import type { PullRequestFile, PullRequestInfo } from '../../actions/lib/forge/github/github-forge.js';
import { planPullRequestDecision, type MaintainerOverride } from '../../actions/lib/github/decision.js';
import {
  decisionLogAppends,
  decisionsToRecord,
  recordCommitMessage,
  type DecisionsToRecord,
} from '../../actions/lib/github/decisions-record.js';
import { branchFactsOf, type PullRequestAnalysis } from '../../actions/lib/github/pull-request.js';
import { acknowledgeStep, parseDecisionsToRecord, recordStep } from '../../actions/lib/github/steps/record.js';
import { LOG_PENDING_LABEL, pendingIn, withPending } from '../../actions/lib/github/decisions-pending.js';
import { stickyBody } from '../../actions/lib/github/sticky-comment.js';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import type { AnalysisStatus } from '../../actions/lib/core/vocab.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { analysisOf, metadataJson } from './fixtures.js';
import { ConcurrencyGroups, concurrencySpec, QUEUE_MAX } from '../helpers/workflows/rules/concurrency.js';

const NOW = '2026-11-05T10:00:00.000Z';
const HEAD = 'a'.repeat(40);
const BOT = { name: 'dirhub-bot[bot]', email: '1+dirhub-bot[bot]@users.noreply.github.com' };
const PDF = new TextEncoder().encode('%PDF-1.7 weekly groceries: apples, bread, milk');
const META = metadataJson({ title: 'Groceries', source: 'My kitchen' });

function pullRequest(number: number, state: 'open' | 'closed' = 'open'): PullRequestInfo {
  return {
    number,
    state,
    merged: false,
    title: 'Upload',
    author: 'ana',
    head_sha: HEAD,
    head_ref: 'upload',
    head_repo: 'ana/archive',
    base_ref: 'main',
    base_sha: 'b'.repeat(40),
    html_url: `https://github.com/owner/archive/pull/${number}`,
  };
}

/** The decision for pull request `number` adding uploads/groceries.pdf (+ json), analysed as `status`. */
function decide(
  status: AnalysisStatus,
  options: {
    number?: number;
    alsoChanges?: PullRequestFile[];
    override?: MaintainerOverride;
    now?: string;
    head?: string;
  } = {},
) {
  const number = options.number ?? 7;
  const head = options.head ?? HEAD;
  const files: PullRequestFile[] = [
    { path: 'uploads/groceries.pdf', status: 'added', blob_sha: '1'.repeat(40) },
    { path: 'uploads/groceries.json', status: 'added', blob_sha: '2'.repeat(40) },
    ...(options.alsoChanges ?? []),
  ];
  const pull = { ...pullRequest(number), head_sha: head };
  const result = analysisOf({ name: 'groceries', bytes: PDF, metadataText: META, status });
  const analysis: PullRequestAnalysis = {
    analysis_version: 1,
    pull_number: number,
    head_sha: head,
    uploads: [
      {
        name: 'groceries',
        file: 'uploads/groceries.pdf',
        metadata: 'uploads/groceries.json',
        file_blob: '1'.repeat(40),
        metadata_blob: '2'.repeat(40),
        metadata_sha256: sha256(META),
        metadata_text: META,
        result,
      },
    ],
  };
  return planPullRequestDecision({
    facts: { pull, files, branch: branchFactsOf(pull, files) },
    analysis,
    current_sha256: { 'uploads/groceries.pdf': result.file.sha256 },
    comments: [],
    labels: [],
    bot_login: BOT.name,
    now: options.now ?? NOW,
    ...(options.override ? { override: options.override } : {}),
  });
}

const WORKFLOW_CHANGE: PullRequestFile = {
  path: '.github/workflows/health.yml',
  status: 'modified',
  blob_sha: '3'.repeat(40),
};

describe('what the decide step hands over', () => {
  it('the lines of a closed pull request, none of a merged one (ingest logs those)', () => {
    expect(decide('accepted').action).toBe('merge');
    expect(decisionsToRecord(decide('accepted'))).toBeNull();

    const closed = decisionsToRecord(decide('rejected'))!;
    expect(closed).toMatchObject({ record_version: 1, pull_number: 7, head_sha: HEAD, action: 'close' });
    expect(closed.entries).toHaveLength(1);
    expect(closed.entries[0]).toMatchObject({
      state: 'rejected',
      decided_at: NOW,
      file: { name: 'groceries.pdf', sha256: sha256(PDF) },
      metadata_sha256: sha256(META),
      title: 'Groceries',
      document_id: null,
      submitted_via: { kind: 'pull_request', ref: 'pull/7', number: 7, url: 'https://github.com/owner/archive/pull/7' },
      submitted_by: 'ana',
      commit: HEAD,
    });
    expect(closed.entries[0]!.reasons.map((r) => r.code)).toEqual(['relevance.below_threshold']);
    expect(decisionLogAppends(closed, 7)).toEqual([
      { path: 'archive/decisions/2026-11.jsonl', entries: closed.entries },
    ]);
  });

  it('the lines of a pull request left for review, and the final ones once a maintainer rejects it', () => {
    const waiting = decisionsToRecord(decide('accepted', { alsoChanges: [WORKFLOW_CHANGE] }))!;
    expect(waiting.action).toBe('needs_review');
    expect(waiting.entries.map((e) => [e.state, e.reasons[0]!.code])).toEqual([
      ['needs_review', 'intake.non_upload_changes'],
    ]);
    const rejected = decisionsToRecord(
      decide('accepted', {
        alsoChanges: [WORKFLOW_CHANGE],
        override: { command: 'reject', by: 'mara', reason: 'Workflow changes come from maintainers' },
        now: '2026-12-01T09:00:00.000Z',
      }),
    )!;
    expect(rejected.action).toBe('close');
    expect(rejected.entries.map((e) => e.state)).toEqual(['rejected']);
    expect(rejected.entries[0]!.reasons.map((r) => r.code)).toContain('maintainer.rejected');
    expect(decisionLogAppends(rejected, 7).map((a) => a.path)).toEqual(['archive/decisions/2026-12.jsonl']);
    expect(recordCommitMessage(7, 'close', rejected.entries)).toBe(
      [
        'Record decisions: pull request #7 closed',
        '',
        `- ${rejected.entries[0]!.upload_id} groceries.pdf rejected: Rejected by maintainer mara: Workflow changes come from maintainers.`,
        '',
        `Upload-Id: ${rejected.entries[0]!.upload_id}`,
      ].join('\n'),
    );
  });

  it('keeps each upload on one line of the commit message, whatever its name holds', () => {
    const entry = decisionsToRecord(decide('rejected'))!.entries[0]!;
    const forged = { ...entry, file: { ...entry.file, name: 'a.pdf\n\nUpload-Id: up_0000000000000009\r\nb.pdf' } };
    const message = recordCommitMessage(7, 'close', [forged]);
    expect(message.split('\n').filter((l) => l.startsWith('Upload-Id:'))).toEqual([`Upload-Id: ${entry.upload_id}`]);
    expect(message.split('\n')[2]).toMatch(
      new RegExp(`^- ${entry.upload_id} a\\.pdf Upload-Id: up_0000000000000009 b\\.pdf rejected: `),
    );
  });

  it("refuses lines that are not this pull request's decision", () => {
    const record = decisionsToRecord(decide('rejected'))!;
    const entry = record.entries[0]!;
    const variant = (change: Partial<DecisionsToRecord>, entryChange: object = {}): DecisionsToRecord => ({
      ...record,
      ...change,
      entries: [{ ...entry, ...entryChange }],
    });
    expect(() => decisionLogAppends(record, 8)).toThrow(/not those of pull request #8: they name pull request #7/);
    expect(() => decisionLogAppends(variant({}, { commit: 'c'.repeat(40) }), 7)).toThrow(/decided for commit ccc/);
    expect(() => decisionLogAppends(variant({}, { state: 'accepted' }), 7)).toThrow(/is accepted in a close decision/);
    expect(() => decisionLogAppends(variant({ action: 'needs_review' }), 7)).toThrow(/rejected in a needs_review/);
    expect(() =>
      decisionLogAppends(variant({}, { submitted_via: { kind: 'pull_request', ref: 'pull/9', number: 9 } }), 7),
    ).toThrow(/came through pull_request pull\/9/);
    expect(() => decisionLogAppends(variant({}, { document_id: 'doc_1' }), 7)).toThrow(/names document doc_1/);
  });

  it('the schema takes exactly what the decide step writes', () => {
    const record = decisionsToRecord(decide('invalid'))!;
    const text = JSON.stringify(record, null, 2);
    expect(parseDecisionsToRecord(text)).toEqual(record);
    const changed = (f: (r: Record<string, unknown>) => void) => {
      const copy = JSON.parse(text) as Record<string, unknown>;
      f(copy);
      return JSON.stringify(copy);
    };
    const first = (r: Record<string, unknown>) => (r.entries as Record<string, unknown>[])[0]!;
    expect(() => parseDecisionsToRecord('{"record_version": 1,')).toThrow(/not JSON/);
    expect(() => parseDecisionsToRecord(changed((r) => (r.extra = true)))).toThrow(/must NOT have additional/);
    expect(() => parseDecisionsToRecord(changed((r) => (first(r).state = 'accepted')))).toThrow(/state/);
    expect(() => parseDecisionsToRecord(changed((r) => (first(r).upload_id = '../../x')))).toThrow(/upload_id/);
    expect(() => parseDecisionsToRecord(changed((r) => (r.entries = [])))).toThrow(/entries/);
    expect(() =>
      parseDecisionsToRecord(changed((r) => ((first(r).submitted_via as Record<string, unknown>).kind = 'branch'))),
    ).toThrow(/submitted_via/);
  });
});

describe('the record step: every decision waiting for the log, on a checkout of the default branch', () => {
  let dir: string;
  let root: string;
  let gh: FakeGitHub;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dirhub-record-'));
    root = join(dir, 'checkout');
    execFileSync('git', ['init', '-q', '-b', 'main', root]);
    writeFileSync(join(root, '.gitattributes'), `${DECISIONS_GITATTRIBUTES}\n`);
    git('add', '.gitattributes');
    git('-c', 'user.name=someone', '-c', 'user.email=someone@example.org', 'commit', '-q', '-m', 'Start');
    gh = await startFakeGitHub(join(dir, 'origin'));
  });
  afterEach(async () => {
    expect(gh.responseProblems).toEqual([]);
    await gh.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A pull request the bot decided: its comment holds `records`, and it carries the label when `labelled`. */
  function decided(records: unknown[], options: { labelled?: boolean; by?: string } = {}): number {
    const pr = gh.openPullRequest({ author: CAST.contributor.login, files: { 'uploads/groceries.pdf': PDF } });
    gh.addComment(
      pr.number,
      options.by ?? CAST.bot.login,
      stickyBody(withPending('## dirhub — Not accepted', records as DecisionsToRecord[])),
    );
    if (options.labelled ?? true) gh.pull(pr.number).labels.push(LOG_PENDING_LABEL);
    return pr.number;
  }
  const config = () => ({
    root,
    bot_login: CAST.bot.login,
    bot: BOT,
    token: TOKENS.bot,
    api_url: gh.url,
    repository: { owner: gh.owner, repo: gh.repo },
    write_spacing_ms: 0,
  });

  it('commits the lines of every labelled pull request as the bot once; the status lookup then knows them', async () => {
    const first = decided([decisionsToRecord(decide('rejected', { number: 1 }))!]);
    const second = decided([decisionsToRecord(decide('invalid', { number: 2 }))!]);
    // Not labelled: decided but not yet fully applied (the label comes last), so not logged yet.
    decided([decisionsToRecord(decide('rejected', { number: 3 }))!], { labelled: false });
    const run = await recordStep(config());
    expect(run.outputs).toMatchObject({
      appended: '2',
      path: 'archive/decisions/2026-11.jsonl',
      pulls: `${second},${first}`,
    });
    expect(run.outputs.commit).toBe(git('rev-parse', 'HEAD'));
    expect(git('log', '--format=%an <%ae>|%s')).toBe(
      [
        `${BOT.name} <${BOT.email}>|Record decisions: pull request #${first} closed`,
        `${BOT.name} <${BOT.email}>|Record decisions: pull request #${second} closed`,
        'someone <someone@example.org>|Start',
      ].join('\n'),
    );
    expect(git('status', '--porcelain')).toBe('');

    // The same decisions again (the next record job, before the labels came off): nothing new, no commit.
    const again = await recordStep(config());
    expect(again.outputs).toMatchObject({ appended: '0', commit: '' });

    const log = await readDecisionLog(root);
    expect(log.entries.map((e) => [e.submitted_via.number, e.state])).toEqual([
      [second, 'invalid'],
      [first, 'rejected'],
    ]);
    const status = uploadStatus(log, log.entries[1]!.upload_id)!;
    expect(status).toMatchObject({ state: 'rejected', document_id: null });
    expect(status.latest.submitted_via).toMatchObject({ kind: 'pull_request', number: 1 });

    // Acknowledged after the push: the labels come off.
    await acknowledgeStep({ ...config(), pulls: [first, second] });
    expect(gh.pull(first).labels).toEqual([]);
    expect(gh.pull(second).labels).toEqual([]);
  });

  it('logs needs_review, then the final decision a maintainer gives, both kept in the comment', async () => {
    const waiting = decisionsToRecord(decide('accepted', { alsoChanges: [WORKFLOW_CHANGE], number: 1 }))!;
    const override: MaintainerOverride = { command: 'reject', by: 'mara', reason: 'not with uploads' };
    const later = '2026-11-05T11:00:00.000Z';
    const rejected = decisionsToRecord(
      decide('accepted', { alsoChanges: [WORKFLOW_CHANGE], override, now: later, number: 1 }),
    )!;
    decided([waiting, rejected]);
    await recordStep(config());
    const log = await readDecisionLog(root);
    const status = uploadStatus(log, log.entries[0]!.upload_id)!;
    expect(status.history.map((e) => e.state)).toEqual(['needs_review', 'rejected']);
    expect(status.state).toBe('rejected');
  });

  it('a decision that arrived after the log was read keeps the label: the next record job logs it', async () => {
    const n = decided([decisionsToRecord(decide('accepted', { alsoChanges: [WORKFLOW_CHANGE], number: 1 }))!]);
    const run = await recordStep(config());
    // Meanwhile the maintainer's reject is applied: the comment gains it (its label was there already).
    const override: MaintainerOverride = { command: 'reject', by: 'mara', reason: 'not with uploads' };
    const later = decisionsToRecord(
      decide('accepted', { alsoChanges: [WORKFLOW_CHANGE], override, now: '2026-11-05T11:00:00.000Z', number: 1 }),
    )!;
    const comment = gh.commentsOn(n).find((c) => c.user === CAST.bot.login)!;
    comment.body = stickyBody(
      withPending('## dirhub — Not accepted', [...(pendingIn(comment.body) as DecisionsToRecord[]), later]),
    );
    const ack = await acknowledgeStep({ ...config(), pulls: run.outputs.pulls!.split(',').map(Number) });
    expect(ack.outputs.pulls).toBe(String(n));
    expect(gh.pull(n).labels).toEqual([LOG_PENDING_LABEL]);
    const next = await recordStep(config());
    expect(next.outputs.appended).toBe('1');
  });

  it(
    'a burst of 150 closed pull requests while an import holds the archive group: no decision is lost',
    { timeout: 300_000 },
    async () => {
      // The burst's size is the point (more than queue: max's 100): 150 real pull requests on the local GitHub,
      // each with the bot's comment read and a commit in a real repository, take longer than one decision.
      const workflow = (file: string) =>
        parse(readFileSync(join(PROJECT_ROOT, '.github/workflows', file), 'utf8')) as {
          jobs: Record<string, { concurrency?: unknown }>;
        };
      const same = (text: string) => text;
      const recordSpec = concurrencySpec(workflow('decide-pull-request.yml').jobs.record!.concurrency, same, 'record')!;
      const archiveSpec = concurrencySpec(workflow('ingest.yml').jobs.ingest!.concurrency, same, 'ingest')!;
      const importSpec = concurrencySpec(workflow('import.yml').jobs.merge!.concurrency, same, 'import')!;
      expect(importSpec).toEqual(archiveSpec);
      // What the archive's group would do to 150 record jobs behind an import: queue: max keeps 100 waiting
      // and cancels "any additional jobs or workflow runs" — 50 decisions lost, had each carried only its own.
      const archive = new ConcurrencyGroups();
      void archive.enter({ label: 'import', cancel: () => undefined }, importSpec);
      for (let i = 1; i <= 150; i++) void archive.enter({ label: `record ${i}`, cancel: () => undefined }, archiveSpec);
      expect(archive.cancellations).toHaveLength(150 - QUEUE_MAX);

      // The record jobs wait in a group of their own with the default queue: one runs, the newest waits.
      expect(recordSpec).toEqual({ group: 'dirhub-record', cancelInProgress: false, queue: 'single' });
      const groups = new ConcurrencyGroups();
      void groups.enter({ label: 'import', cancel: () => undefined }, archiveSpec);
      const jobs: { label: string; admitted: Promise<boolean> }[] = [];
      const queueRecordJob = (n: number) => {
        const member = { label: `record ${n}`, cancel: () => undefined };
        jobs.push({ label: member.label, admitted: groups.enter(member, recordSpec) });
        return member;
      };
      // The first pull request closes; its record job starts at once and reads the log's pending decisions.
      expect(decided([decisionsToRecord(decide('rejected', { number: 1 }))!])).toBe(1);
      const first = queueRecordJob(1);
      expect(await jobs[0]!.admitted).toBe(true);
      const firstRun = await recordStep(config());
      expect(firstRun.outputs.pulls).toBe('1');
      // While it pushes, 149 more close, each labelled once its decision is applied, each queuing a record job.
      for (let n = 2; n <= 150; n++) {
        expect(
          decided([decisionsToRecord(decide('rejected', { number: n, head: n.toString(16).padStart(40, '0') }))!]),
        ).toBe(n);
        queueRecordJob(n);
      }
      expect(groups.state('dirhub-record')).toEqual({ running: 'record 1', pending: ['record 150'] });
      expect(groups.cancellations).toHaveLength(148);
      expect(groups.state('dirhub-archive')).toEqual({ running: 'import', pending: [] });
      await acknowledgeStep({ ...config(), pulls: [1] });
      groups.leave(first, recordSpec.group);
      // The newest was queued after every decision before it was applied: it logs them all.
      expect(await jobs.at(-1)!.admitted).toBe(true);
      const lastRun = await recordStep(config());
      expect(lastRun.outputs.appended).toBe('149');
      await acknowledgeStep({ ...config(), pulls: lastRun.outputs.pulls!.split(',').map(Number) });
      const logged = new Set((await readDecisionLog(root)).entries.map((e) => e.submitted_via.number));
      expect([...logged].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
      expect(Array.from({ length: 150 }, (_, i) => gh.pull(i + 1).labels).flat()).not.toContain(LOG_PENDING_LABEL);
    },
  );

  it("reads only the bot's comment, and logs nothing that is not the labelled pull request's decision", async () => {
    const forged = decided([decisionsToRecord(decide('rejected', { number: 1 }))!], { by: CAST.mallory.login });
    const elsewhere = decided([decisionsToRecord(decide('rejected', { number: 99 }))!]);
    const tampered = decisionsToRecord(decide('rejected', { number: 3 }))!;
    const wrongState = decided([{ ...tampered, entries: [{ ...tampered.entries[0]!, state: 'accepted' }] }]);
    const run = await recordStep(config());
    expect(run.outputs).toMatchObject({ appended: '0', commit: '', pulls: '' });
    expect(run.notices.map((n) => n.message).join('\n')).toMatch(
      new RegExp(`#${forged}: pull request #${forged} has no comment of dirhub-bot\\[bot\\]`),
    );
    expect(run.notices.map((n) => n.message).join('\n')).toContain(
      `#${elsewhere}: The decisions to record are not those of pull request #${elsewhere}`,
    );
    expect(run.notices.map((n) => n.message).join('\n')).toContain(`#${wrongState}:`);
    expect(git('rev-list', '--count', 'HEAD')).toBe('1');
  });
});

describe("the record job's push", () => {
  const workflow = parse(readFileSync(join(PROJECT_ROOT, '.github/workflows/decide-pull-request.yml'), 'utf8')) as {
    jobs: { record: { steps: { name?: string; run?: string }[] } };
  };
  const script = workflow.jobs.record.steps.find((s) => s.name === 'Push as the bot')!.run!;

  it('rebases onto a push that landed first; both lines stay, merged by union', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dirhub-record-push-'));
    try {
      const sh = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
      const origin = join(dir, 'origin.git');
      const seed = join(dir, 'seed');
      execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);
      execFileSync('git', ['clone', '-q', origin, seed], { stdio: 'pipe' });
      const who = ['-c', 'user.name=someone', '-c', 'user.email=someone@example.org'];
      const line = (upload: string) =>
        formatLogLine({ ...decisionsToRecord(decide('rejected'))!.entries[0]!, upload_id: upload });
      writeFileSync(join(seed, '.gitattributes'), `${DECISIONS_GITATTRIBUTES}\n`);
      execFileSync('mkdir', ['-p', join(seed, 'archive/decisions')]);
      writeFileSync(join(seed, 'archive/decisions/2026-11.jsonl'), line('up_0000000000000001'));
      sh(seed, 'add', '-A');
      sh(seed, ...who, 'commit', '-q', '-m', 'Start');
      sh(seed, 'push', '-q', 'origin', 'HEAD:main');

      // The record job's checkout appends and commits; before it pushes, another push appends to the same file.
      const job = join(dir, 'job');
      execFileSync('git', ['clone', '-q', origin, job], { stdio: 'pipe' });
      writeFileSync(
        join(job, 'archive/decisions/2026-11.jsonl'),
        line('up_0000000000000001') + line('up_0000000000000002'),
      );
      sh(job, ...who, 'commit', '-q', '-am', 'Record decisions: pull request #7 closed');
      writeFileSync(
        join(seed, 'archive/decisions/2026-11.jsonl'),
        line('up_0000000000000001') + line('up_0000000000000003'),
      );
      sh(seed, ...who, 'commit', '-q', '-am', 'Archive a document');
      sh(seed, 'push', '-q', 'origin', 'HEAD:main');

      const pushed = spawnSync('bash', ['-e', '-c', script], {
        cwd: job,
        encoding: 'utf8',
        env: { ...process.env, GH_TOKEN: 'token', BOT_NAME: BOT.name, BOT_EMAIL: BOT.email, BRANCH: 'main' },
      });
      expect(pushed.status, pushed.stderr).toBe(0);
      const log = sh(origin, 'show', 'main:archive/decisions/2026-11.jsonl');
      expect(log.split('\n').map((l) => (JSON.parse(l) as { upload_id: string }).upload_id)).toEqual([
        'up_0000000000000001',
        'up_0000000000000003',
        'up_0000000000000002',
      ]);
      expect(sh(origin, 'log', '--format=%s', 'main')).toBe(
        ['Record decisions: pull request #7 closed', 'Archive a document', 'Start'].join('\n'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
