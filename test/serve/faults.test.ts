/**
 * The fault-injection suite: `dirhub serve` as a person runs it (the compiled command, a real
 * repository, the real intake and enrichment), killed with SIGKILL at each step of an upload and
 * started again. Each crash is made exact by a named fault point (`DIRHUB_FAULT=after-branch`…,
 * actions/lib/core/faults.ts) at which the process kills itself: no test waits for a moment to kill.
 * After the restart every upload must reach its decision, the decisions log must hold it once, and no
 * upload branch may be left that nothing will decide. Then twenty uploads of the same name at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { FAULT_ENV, type FaultPoint } from '../../actions/lib/core/faults.js';
import { MERGE_NOTE_FILE } from '../../actions/lib/intake/merge-note.js';
import { JOURNAL_FILE } from '../../scripts/serve/submissions/local.js';
import { DIRHUB_BIN } from '../helpers/paths.js';
import { call, git, uploadForm, writeTokens, type Answer } from './helpers.js';
import { courtArchive, filingUpload, type FilingUpload } from './upload-fixtures.js';

interface Cli {
  url: string;
  /** Resolves when the process has exited, with the signal that ended it. */
  exited: Promise<NodeJS.Signals | null>;
  output(): string;
  stop(): Promise<void>;
}

/** `dirhub serve` on a free port; resolves once it answers from the archive. */
async function serveCli(root: string, fault?: FaultPoint): Promise<Cli> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env[FAULT_ENV];
  if (fault) env[FAULT_ENV] = fault;
  const child: ChildProcess = spawn(
    process.execPath,
    [DIRHUB_BIN, 'serve', '--archive', root, '--port', '0', '--log-level', 'warn', '--rate-limit', '0'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
  const url = await new Promise<string>((done, fail) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const served = /dirhub serve: (http:\/\/127\.0\.0\.1:\d+)\/api\/v1\/ \(/.exec(output);
      if (served) done(served[1]!);
    });
    void exited.then(() => fail(new Error(`dirhub serve stopped before serving:\n${output}`)));
  });
  return {
    url,
    exited,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Bounds of a test's run, not assertions: the machines the suite runs on are shared. */
const CRASH_MS = 300_000;
const TWENTY_MS = 900_000;

let token: string;

async function post(url: string, upload: FilingUpload, name = 'order.pdf'): Promise<Answer> {
  return call(`${url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm(upload.pdf, name, upload.metadata),
  });
}

type Status = { state: string; document_id: string | null; history: { state: string }[] };

/** Asks the status until the upload is decided (a bound on the asking, not on the time it takes). */
async function decided(url: string, id: string): Promise<Status> {
  for (let i = 0; i < 4800; i++) {
    const answer = await call(`${url}/api/status/${id}`);
    if (answer.status === 200) {
      const status = (answer.body as { data: Status }).data;
      if (!['submitted', 'analysed'].includes(status.state)) return status;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${id} was never decided`);
}

/** Waits until main's last commit is the enrichment and the work tree is clean: the server is at rest. */
async function enriched(root: string): Promise<void> {
  for (let i = 0; i < 4800; i++) {
    const last = git(root, 'log', '-1', '--format=%s', 'main');
    // `--no-optional-locks` (git(1)): a plain `git status` refreshes the index under its lock, and a
    // server committing at that moment would fail on the lock it holds.
    const dirty = git(root, '--no-optional-locks', 'status', '--porcelain', '--', '.', ':(exclude).dirhub-cache');
    if (last.startsWith('Enrich the archive') && !dirty) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the archive was never enriched');
}

function journalOf(root: string, id: string): { event: string; recovered?: string }[] {
  const path = join(root, '.git', JOURNAL_FILE);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { event: string; upload_id: string })
    .filter((e) => e.upload_id === id);
}

/** The state every crash must end in: accepted once, archived, merged, nothing left undecided. */
async function expectSettled(root: string, url: string, upload: FilingUpload): Promise<Status> {
  const status = await decided(url, upload.upload_id);
  expect(status.state).toBe('accepted');
  await enriched(root);
  const log = await readDecisionLog(root);
  expect(log.entries.filter((e) => e.upload_id === upload.upload_id).map((e) => e.state)).toEqual(['accepted']);
  const id = status.document_id!;
  expect(existsSync(join(root, 'archive', 'documents', id.slice(0, 2), id, 'record.json'))).toBe(true);
  expect(git(root, 'branch', '--no-merged', 'main', '--list', 'upload/*')).toBe('');
  expect(git(root, 'ls-tree', '--name-only', 'main', 'uploads/')).toBe('');
  expect(existsSync(join(root, '.git', MERGE_NOTE_FILE))).toBe(false);
  return status;
}

describe('dirhub serve killed at each step of an upload, and started again', () => {
  let root: string;
  beforeAll(async () => {
    root = (await courtArchive()).root;
    token = (await writeTokens(root, ['contributor'] as const)).tokens.contributor;
  });

  /** Starts the server with the fault set, sends the upload, and waits for the server to kill itself. */
  async function crash(fault: FaultPoint, upload: FilingUpload): Promise<Answer | null> {
    const server = await serveCli(root, fault);
    const answer = await post(server.url, upload).catch(() => null);
    expect(await server.exited, server.output()).toBe('SIGKILL');
    return answer;
  }

  it(
    'after the journal entry, before the branch: the branch is made at restart and decided',
    async () => {
      const upload = await filingUpload(10);
      expect(await crash('after-journal', upload)).toBeNull();
      expect(git(root, 'branch', '--list', `upload/${upload.upload_id}`)).toBe('');
      expect(journalOf(root, upload.upload_id).map((e) => e.event)).toEqual(['submitted']);
      const server = await serveCli(root);
      try {
        await expectSettled(root, server.url, upload);
        expect(journalOf(root, upload.upload_id).find((e) => e.event === 'opened')?.recovered).toBeTruthy();
      } finally {
        await server.stop();
      }
    },
    CRASH_MS,
  );

  it(
    'after the branch, before the answer: the upload is known and decided at restart',
    async () => {
      const upload = await filingUpload(11);
      expect(await crash('after-branch', upload)).toBeNull();
      expect(git(root, 'branch', '--list', `upload/${upload.upload_id}`)).toContain(upload.upload_id);
      const server = await serveCli(root);
      try {
        // Known at once (the old server answered 404 here and 409 to a second try, for good).
        expect((await call(`${server.url}/api/status/${upload.upload_id}`)).status).toBe(200);
        await expectSettled(root, server.url, upload);
      } finally {
        await server.stop();
      }
    },
    CRASH_MS,
  );

  it(
    'during the analysis: the intake lock of the dead process is taken over and the upload decided',
    async () => {
      const upload = await filingUpload(12);
      expect((await crash('during-analysis', upload))?.status).toBe(202);
      const server = await serveCli(root);
      try {
        await expectSettled(root, server.url, upload);
      } finally {
        await server.stop();
      }
    },
    CRASH_MS,
  );

  it(
    'between the merge and the archive commit: main is put back and the branch decided again',
    async () => {
      const upload = await filingUpload(13);
      expect((await crash('between-merge-and-archive', upload))?.status).toBe(202);
      expect(git(root, 'log', '-1', '--format=%s', 'main')).toMatch(/^Merge upload branch/);
      expect(existsSync(join(root, '.git', MERGE_NOTE_FILE))).toBe(true);
      const server = await serveCli(root);
      try {
        await expectSettled(root, server.url, upload);
        const merges = git(root, 'log', '--first-parent', '--format=%s', 'main')
          .split('\n')
          .filter((s) => s.includes(`upload/${upload.upload_id}`));
        expect(merges).toHaveLength(1);
      } finally {
        await server.stop();
      }
    },
    CRASH_MS,
  );

  it(
    'during the enrichment: the enrichment is made at restart, with no other merge',
    async () => {
      const upload = await filingUpload(14);
      expect((await crash('during-enrichment', upload))?.status).toBe(202);
      expect(git(root, 'log', '-1', '--format=%s', 'main')).toMatch(/^Archive /);
      expect(git(root, '--no-optional-locks', 'status', '--porcelain', '--', 'archive')).not.toBe('');
      const server = await serveCli(root);
      try {
        const status = await expectSettled(root, server.url, upload);
        const doc = await call(`${server.url}/api/v1/documents/${status.document_id}`);
        expect((doc.body as { data: { summary: string | null } }).data.summary).toBeTruthy();
      } finally {
        await server.stop();
      }
    },
    CRASH_MS,
  );
});

describe('twenty uploads of the same name at once', () => {
  it(
    'stores each under a name of its own, adds files only, and decides every one',
    async () => {
      const root = (await courtArchive()).root;
      token = (await writeTokens(root, ['contributor'] as const)).tokens.contributor;
      const uploads = await Promise.all(Array.from({ length: 20 }, (_, n) => filingUpload(20 + n)));
      const server = await serveCli(root);
      try {
        const answers = await Promise.all(uploads.map((u) => post(server.url, u)));
        expect(answers.map((a) => a.status)).toEqual(uploads.map(() => 202));
        // Each branch only adds its pair: under the sent name while no waiting upload holds it, else under
        // the name marked with its own id (which of the twenty got which depends on their order).
        for (const u of uploads) {
          const branch = `upload/${u.upload_id}`;
          const changes = git(root, 'diff', '--name-status', `${branch}^`, branch).split('\n').sort();
          const mark = `order-${u.upload_id.slice(3, 11)}`;
          expect([
            ['A\tuploads/order.json', 'A\tuploads/order.pdf'],
            [`A\tuploads/${mark}.json`, `A\tuploads/${mark}.pdf`],
          ]).toContainEqual(changes);
        }
        for (const u of uploads) expect((await decided(server.url, u.upload_id)).state).toBe('accepted');
        await enriched(root);
        const log = await readDecisionLog(root);
        expect(log.entries.map((e) => e.state)).toEqual(uploads.map(() => 'accepted'));
        expect(new Set(log.entries.map((e) => e.upload_id))).toEqual(new Set(uploads.map((u) => u.upload_id)));
        expect(git(root, 'branch', '--no-merged', 'main', '--list', 'upload/*')).toBe('');
        expect(git(root, 'ls-tree', '--name-only', 'main', 'uploads/')).toBe('');
      } finally {
        await server.stop();
      }
    },
    TWENTY_MS,
  );
});
