/**
 * The local write side's record of each upload, on a real server and repository: an upload sent while
 * the intake is between merging another upload and archiving it (held there by a fault point) starts
 * from the archived base under a name of its own; a branch the intake leaves for review with no upload
 * logged has its outcome and reasons journaled and shown, and is not decided again at every restart; a
 * branch found without a journal entry is adopted. And the recovery plan, case by case.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onFault } from '../../actions/lib/core/faults.js';
import { problem } from '../../actions/lib/core/problem.js';
import { readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { Journal, uploadRecords, type SubmittedEntry } from '../../scripts/serve/submissions/journal.js';
import { JOURNAL_FILE, LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { planRecovery, type RecoveryFacts } from '../../scripts/serve/submissions/recovery.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { call, git, serve, uploadForm, writeTokens } from './helpers.js';
import { courtArchive, filingUpload } from './upload-fixtures.js';

let running: RunningServer | null = null;
afterEach(async () => {
  onFault('between-merge-and-archive', null);
  await running?.close();
  running = null;
});

async function start(root: string): Promise<{ server: RunningServer; token: string; submissions: LocalSubmissions }> {
  const { path, tokens } = await writeTokens(root, ['contributor'] as const);
  const server = await serve(root, {
    tokensPath: path,
    submissions: (ctx) => LocalSubmissions.open({ root, view: ctx.view, config: ctx.config, retryMs: 200 }),
  });
  running = server;
  return { server, token: tokens.contributor, submissions: server.context.submissions as LocalSubmissions };
}

async function post(url: string, token: string, pdf: Uint8Array, name: string, metadata: string) {
  return call(`${url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm(pdf, name, metadata),
  });
}

type Status = { state: string; reasons: { code: string }[]; history: { state: string }[] };

async function statusOf(url: string, id: string): Promise<Status> {
  return ((await call(`${url}/api/status/${id}`)).body as { data: Status }).data;
}

describe('an upload sent while the intake is between a merge and its archive commit', () => {
  it('starts from the archived base, under a name of its own, and both are accepted', async () => {
    const { root } = await courtArchive();
    const { server, token, submissions } = await start(root);
    const first = await filingUpload(0);
    const second = await filingUpload(1);
    let reached: () => void = () => undefined;
    const atMerge = new Promise<void>((done) => (reached = done));
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    onFault('between-merge-and-archive', async () => {
      onFault('between-merge-and-archive', null);
      reached();
      await held;
    });
    expect((await post(server.url, token, first.pdf, 'order.pdf', first.metadata)).status).toBe(202);
    await atMerge;
    // main is at the merge commit now, uploads/order.pdf in its tree and not archived yet.
    const merge = git(root, 'rev-parse', 'main');
    expect(git(root, 'ls-tree', '--name-only', 'main', 'uploads/')).toContain('uploads/order.pdf');
    const answer = await post(server.url, token, second.pdf, 'order.pdf', second.metadata);
    expect(answer.status).toBe(202);
    const branch = `upload/${second.upload_id}`;
    expect(git(root, 'rev-parse', `${branch}^`)).toBe(git(root, 'rev-parse', `${merge}^1`));
    const mark = second.upload_id.slice(3, 11);
    expect(git(root, 'diff', '--name-status', `${branch}^`, branch).split('\n').sort()).toEqual([
      `A\tuploads/order-${mark}.json`,
      `A\tuploads/order-${mark}.pdf`,
    ]);
    release();
    await submissions.idle();
    for (const id of [first.upload_id, second.upload_id])
      expect((await statusOf(server.url, id)).state).toBe('accepted');
    const log = await readDecisionLog(root);
    expect(log.entries.map((e) => [e.upload_id, e.state]).sort()).toEqual(
      [
        [first.upload_id, 'accepted'],
        [second.upload_id, 'accepted'],
      ].sort(),
    );
    expect(git(root, 'ls-tree', '--name-only', 'main', 'uploads/')).toBe('');
  });
});

describe('a branch the intake leaves for review with no upload logged', () => {
  it('is journaled with its reasons, shown by the status, and not decided again at a restart', async () => {
    const { root } = await courtArchive();
    // main holds an upload pair not archived (as a crashed intake of an older server left it), and a
    // branch made from it modifies the file instead of adding one: the case that waited forever.
    const { pdf, metadata } = await filingUpload(2);
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(join(root, 'uploads'), { recursive: true });
    writeFileSync(join(root, 'uploads', 'order.pdf'), pdf);
    writeFileSync(join(root, 'uploads', 'order.json'), metadata);
    git(root, 'add', 'uploads');
    git(root, 'commit', '--quiet', '-m', 'An upload left on main');
    const id = 'up_00000000000000aa';
    git(root, 'checkout', '--quiet', '-b', `upload/${id}`);
    writeFileSync(join(root, 'uploads', 'order.pdf'), (await filingUpload(3)).pdf);
    git(root, 'commit', '--quiet', '-am', 'Upload: another order');
    git(root, 'checkout', '--quiet', 'main');

    const first = await start(root);
    await first.submissions.idle();
    const status = await statusOf(first.server.url, id);
    expect(status.state).toBe('needs_review');
    expect(status.reasons.map((r) => r.code)).toContain('intake.non_upload_changes');
    await first.server.close();
    running = null;

    const journal = new Journal(join(root, '.git', JOURNAL_FILE));
    const before = (await journal.all()).length;
    const again = await start(root);
    await again.submissions.idle();
    expect((await statusOf(again.server.url, id)).state).toBe('needs_review');
    expect((await new Journal(join(root, '.git', JOURNAL_FILE)).all()).length).toBe(before);
  });
});

describe('the recovery plan', () => {
  const submitted = (id: string, extra: Partial<SubmittedEntry> = {}): SubmittedEntry => ({
    event: 'submitted',
    upload_id: id,
    kind: 'upload',
    branch: `upload/${id}`,
    head: `c-${id}`,
    base: 'b0',
    name: 'order.pdf',
    document_id: null,
    title: 't',
    by: 'alice',
    at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
  const facts = (over: Partial<RecoveryFacts> & { entries?: Parameters<typeof uploadRecords>[0] }): RecoveryFacts => ({
    records: uploadRecords(over.entries ?? []),
    branches: [],
    logged: new Set(),
    commits: new Set(),
    enrichment: null,
    ...over,
  });
  const at = '2026-01-01T00:00:01.000Z';

  it('queues an undecided upload whose branch exists, and writes the opening it missed', () => {
    const a = 'up_000000000000000a';
    const branch = { branch: `upload/${a}`, upload_id: a, head: `c-${a}`, merged: false };
    expect(planRecovery(facts({ entries: [submitted(a)], branches: [branch] }))).toEqual([
      { do: 'enqueue', upload_id: a, reopened: expect.any(String) },
    ]);
    const opened = [submitted(a), { event: 'opened' as const, upload_id: a, at }];
    expect(planRecovery(facts({ entries: opened, branches: [branch] }))).toEqual([{ do: 'enqueue', upload_id: a }]);
  });

  it('makes the branch a crash kept from being made, or abandons a submission whose commit is gone', () => {
    const a = 'up_000000000000000a';
    expect(planRecovery(facts({ entries: [submitted(a)], commits: new Set([`c-${a}`]) }))).toEqual([
      { do: 'reopen', upload_id: a, branch: `upload/${a}`, head: `c-${a}`, reason: expect.any(String) },
    ]);
    expect(planRecovery(facts({ entries: [submitted(a)] }))).toEqual([
      {
        do: 'abandon',
        upload_id: a,
        head: `c-${a}`,
        reason: expect.objectContaining({ code: 'serve.submission_lost' }),
      },
    ]);
  });

  it('rejects an upload whose branch was deleted before its decision, and leaves decided ones alone', () => {
    const a = 'up_000000000000000a';
    const b = 'up_000000000000000b';
    const c = 'up_000000000000000c';
    const entries = [
      submitted(a),
      { event: 'opened' as const, upload_id: a, at },
      submitted(b),
      { event: 'opened' as const, upload_id: b, at },
      submitted(c),
      {
        event: 'decided' as const,
        upload_id: c,
        at,
        state: 'needs_review' as const,
        reasons: [problem('x.y', 'm', 'h')],
      },
    ];
    expect(planRecovery(facts({ entries, logged: new Set([b]) }))).toEqual([
      { do: 'close', upload_id: a, reason: expect.objectContaining({ code: 'upload.branch_closed' }) },
    ]);
  });

  it('adopts a branch without an entry, or deletes it when it is decided and merged already', () => {
    const a = 'up_000000000000000a';
    const b = 'up_000000000000000b';
    const branches = [
      { branch: `upload/${a}`, upload_id: a, head: 'h1', merged: false },
      { branch: `upload/${b}`, upload_id: b, head: 'h2', merged: true },
    ];
    expect(planRecovery(facts({ branches, logged: new Set([b]) }))).toEqual([
      { do: 'adopt', upload_id: a, branch: `upload/${a}`, head: 'h1', reason: expect.any(String), queue: true },
      { do: 'clean', upload_id: b, branch: `upload/${b}`, head: 'h2', reason: expect.any(String) },
    ]);
  });

  it('makes an enrichment owed before anything else', () => {
    const a = 'up_000000000000000a';
    const branch = { branch: `upload/${a}`, upload_id: a, head: `c-${a}`, merged: false };
    const entries = [submitted(a), { event: 'opened' as const, upload_id: a, at }];
    expect(planRecovery(facts({ entries, branches: [branch], enrichment: 'up_00000000000000ff' }))).toEqual([
      { do: 'enrich', upload_id: 'up_00000000000000ff' },
      { do: 'enqueue', upload_id: a },
    ]);
  });
});

describe('the journal', () => {
  it('keeps the next entry after a line a crash cut short', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dirhub-journal-'));
    const path = join(folder, 'journal.jsonl');
    const first = { event: 'analysed', upload_id: 'up_000000000000000a', at: '2026-01-01T00:00:00.000Z' } as const;
    // The power went while the second line was being written: no newline after it.
    await writeFile(path, `${JSON.stringify(first)}\n{"event":"opened","upload_id":"up_00`);
    const next = { event: 'opened', upload_id: 'up_000000000000000b', at: '2026-01-01T00:00:02.000Z' } as const;
    await new Journal(path).add(next);
    expect(await new Journal(path).all()).toEqual([first, next]);
  });
});
