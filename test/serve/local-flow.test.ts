/**
 * Local mode end to end on a real server over loopback: real PDFs posted as multipart, a branch per
 * upload in a real git repository, the real intake (pipeline, decision, merge or close) run by the
 * server's own queue, enrichment after a merge, and the status endpoint following each upload to its
 * decision with no other command. Changes to documents open branches a maintainer merges by hand.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve/server.js';
import { JOURNAL_FILE, LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { enrichAndCommit } from '../../scripts/enrich-and-commit.js';
import { ORDER_ON_MOTION_TO_DISMISS } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import {
  archiveRepository,
  call,
  git,
  OpenApiChecker,
  serve,
  uploadForm,
  writeTokens,
  type Answer,
} from './helpers.js';

let server: RunningServer;
let checker: OpenApiChecker;
let root: string;
let ids: string[];
let tokens: Record<'contributor' | 'maintainer', string>;

/**
 * Set by a test: the next enrichment finds git's index lock taken, as when another git process (a
 * `git status` in the archive) holds it while the enrichment commits: a real git failure.
 */
let indexLockedOnce = false;
async function enrich(repo: string, log: (line: string) => void) {
  if (!indexLockedOnce) return enrichAndCommit(repo, log);
  indexLockedOnce = false;
  const lock = join(repo, '.git', 'index.lock');
  writeFileSync(lock, '');
  try {
    return await enrichAndCommit(repo, log);
  } finally {
    rmSync(lock, { force: true });
  }
}

beforeAll(async () => {
  const archive = await archiveRepository();
  root = archive.root;
  ids = archive.ids;
  // The collection profile the relevance score measures against: the project's own (US court records).
  copyFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), join(root, 'dirhub.config.json'));
  git(root, 'add', 'dirhub.config.json');
  git(root, 'commit', '--quiet', '-m', 'The collection profile');
  const written = await writeTokens(root, ['contributor', 'maintainer'] as const);
  tokens = written.tokens;
  const tokensPath = written.path;
  server = await serve(root, {
    tokensPath,
    submissions: (ctx) => LocalSubmissions.open({ root, view: ctx.view, config: ctx.config, enrich, retryMs: 500 }),
  });
  checker = await OpenApiChecker.load(server.url);
});
afterAll(() => server?.close());

async function request(method: string, path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return checker.check(method, path, await call(`${server.url}${path}`, { ...init, method, headers }));
}

type Status = {
  state: string;
  history: { state: string; at: string }[];
  document_id: string | null;
  reasons: { code: string }[];
};

/** Polls the status endpoint until the upload reaches a final state. */
async function finalStatus(uploadId: string): Promise<Status> {
  for (let i = 0; i < 600; i++) {
    const answer = await request('GET', `/api/status/${uploadId}`);
    expect(answer.status).toBe(200);
    const status = (answer.body as { data: Status }).data;
    if (!['submitted', 'analysed'].includes(status.state)) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${uploadId} was not decided`);
}

const filing = ORDER_ON_MOTION_TO_DISMISS;
const metadata = JSON.stringify({
  title: filing.title,
  date: '2019-07-02',
  source: 'U.S. District Court',
  relevance: 'high',
  source_type: 'court',
});

describe('an upload, posted and decided by the server alone', () => {
  let uploadId: string;
  let documentId: string;

  it('answers 202 with an upload id and opens a branch adding the pair under uploads/', async () => {
    indexLockedOnce = true;
    const pdf = await textToPdf(filing.text, { title: filing.title, author: 'Clerk of Court' });
    const answer = await request('POST', '/api/upload', {
      token: tokens.contributor,
      body: uploadForm(pdf, 'Order on motion (final).pdf', metadata),
    });
    expect(answer.status).toBe(202);
    const receipt = (answer.body as { data: { upload_id: string; pull_request: { ref: string }; status_url: string } })
      .data;
    uploadId = receipt.upload_id;
    expect(receipt.pull_request.ref).toBe(`upload/${uploadId}`);
    expect(answer.headers.get('location')).toBe(`status/${uploadId}`);
    expect(receipt.status_url).toBe(`status/${uploadId}`);
    const files = git(root, 'diff', '--name-only', 'main', `upload/${uploadId}`).split('\n');
    expect(files.sort()).toEqual(['uploads/order-on-motion-final.json', 'uploads/order-on-motion-final.pdf']);
    expect(git(root, 'log', '-1', '--format=%an', `upload/${uploadId}`)).toBe('contributor-one');
  });

  it('reaches accepted with no other command, through submitted and analysed, and is served', async () => {
    const status = await finalStatus(uploadId);
    expect(status.state).toBe('accepted');
    expect(status.history.map((h) => h.state)).toEqual(['submitted', 'analysed', 'accepted']);
    documentId = status.document_id!;
    expect(documentId).toMatch(/^[0-9a-f]{16}$/);
    // The served snapshot follows the merge (and the enrichment commit after it).
    for (let i = 0; i < 200 && !server.context.view.snapshot.model.byId.has(documentId); i++)
      await new Promise((r) => setTimeout(r, 100));
    const doc = await request('GET', `/api/v1/documents/${documentId}`);
    expect(doc.status).toBe(200);
    expect((doc.body as { data: { title: string; content: string } }).data.content).toContain('motion to dismiss');
    const found = await request('GET', '/api/v1/search?q=%22motion%20to%20dismiss%22%20harlow');
    expect((found.body as { data: { document_id: string }[] }).data.map((h) => h.document_id)).toContain(documentId);
    // The enrichment follows once the queue has nothing left to decide. Its first try found the index
    // locked and failed: it stays owed and is tried again, then done once.
    for (let i = 0; i < 240 && !git(root, 'log', '-1', '--format=%s', 'main').includes('Enrich the archive'); i++) {
      await (server.context.submissions as LocalSubmissions).idle();
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(git(root, 'log', '-1', '--format=%s', 'main')).toContain('Enrich the archive');
    expect(indexLockedOnce).toBe(false);
    const enrichments = readFileSync(join(root, '.git', JOURNAL_FILE), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event: string; upload_id: string; state?: string })
      .filter((e) => e.event === 'enrichment' && e.upload_id === uploadId);
    expect(enrichments.map((e) => e.state)).toEqual(['needed', 'done']);
  });

  it('refuses the same file again at once as an exact duplicate', async () => {
    const pdf = await textToPdf(filing.text, { title: filing.title, author: 'Clerk of Court' });
    const answer = await request('POST', '/api/v1/documents', {
      token: tokens.contributor,
      body: uploadForm(pdf, 'again.pdf', metadata, { metadataAsFile: true }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'duplicate.exact' } });
  });

  it('rejects an off-topic upload, and keeps answering after its branch is gone', async () => {
    const text = Array.from(
      { length: 30 },
      () => 'Our holiday by the sea: we swam every morning, ate grilled fish and watched the boats sail home at dusk.',
    ).join(' ');
    const pdf = await textToPdf(text, { title: 'Holiday diary' });
    const answer = await request('POST', '/api/upload', {
      token: tokens.contributor,
      body: uploadForm(
        pdf,
        'holiday.pdf',
        JSON.stringify({ title: 'Holiday diary', date: '2019-08-02', source: 'My notebook', relevance: 'critical' }),
      ),
    });
    expect(answer.status).toBe(202);
    const id = (answer.body as { data: { upload_id: string } }).data.upload_id;
    const status = await finalStatus(id);
    expect(status.state).toBe('rejected');
    expect(status.reasons.length).toBeGreaterThan(0);
    await (server.context.submissions as LocalSubmissions).idle();
    expect(git(root, 'branch', '--list', `upload/${id}`)).toBe('');
    expect(status.history.map((h) => h.state)).toEqual(['submitted', 'analysed', 'rejected']);
  });

  it('opens a change for review when a maintainer updates a document, served once merged by hand', async () => {
    const id = ids[2]!;
    const answer = await request('PUT', `/api/v1/documents/${id}`, {
      token: tokens.maintainer,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Corrected title of the report',
        tags: ['corrected'],
        case_number: '1:21-cv-00417',
        docket_entry: 14,
        attachment_number: 2,
      }),
    });
    expect(answer.status).toBe(202);
    const receipt = (answer.body as { data: { upload_id: string; pull_request: { ref: string } } }).data;
    const waiting = (await request('GET', `/api/status/${receipt.upload_id}`)).body as { data: Status };
    expect(waiting.data.state).toBe('needs_review');
    // A second change to the same document waits for the first.
    const second = await request('DELETE', `/api/v1/documents/${id}`, { token: tokens.maintainer });
    expect(second.status).toBe(409);
    git(root, 'merge', '--quiet', '--no-ff', '-m', 'Merge the correction', receipt.pull_request.ref);
    await server.context.view.refresh();
    const merged = (await request('GET', `/api/status/${receipt.upload_id}`)).body as { data: Status };
    expect(merged.data.state).toBe('accepted');
    const doc = (await request('GET', `/api/v1/documents/${id}`)).body as { data: { title: string; tags: string[] } };
    expect(doc.data.title).toBe('Corrected title of the report');
    expect(doc.data.tags).toEqual(['corrected']);
    const record = JSON.parse(git(root, 'show', `main:archive/documents/${id.slice(0, 2)}/${id}/record.json`)) as {
      metadata: Record<string, unknown>;
    };
    expect(record.metadata).toMatchObject({ case_number: '1:21-cv-00417', docket_entry: 14, attachment_number: 2 });
  });

  it('refuses a docket entry or attachment number the upload schema does not take, naming the field', async () => {
    for (const [change, field] of [
      [{ docket_entry: -1 }, 'docket_entry'],
      [{ attachment_number: 0 }, 'attachment_number'],
      [{ docket_entry: 2.5 }, 'docket_entry'],
    ] as const) {
      const answer = await request('PUT', `/api/v1/documents/${ids[1]!}`, {
        token: tokens.maintainer,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(change),
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
  });

  it('opens a deletion for review, rejected when the maintainer closes the branch', async () => {
    const id = ids[3]!;
    const answer = await request('DELETE', `/api/v1/documents/${id}`, { token: tokens.maintainer });
    expect(answer.status).toBe(202);
    const receipt = (answer.body as { data: { upload_id: string; pull_request: { ref: string } } }).data;
    const files = git(root, 'diff', '--name-only', 'main', receipt.pull_request.ref);
    expect(files.split('\n').every((f) => f.startsWith(`archive/documents/${id.slice(0, 2)}/${id}/`))).toBe(true);
    git(root, 'branch', '-D', receipt.pull_request.ref);
    const closed = (await request('GET', `/api/status/${receipt.upload_id}`)).body as { data: Status };
    expect(closed.data.state).toBe('rejected');
    expect(existsSync(join(root, 'archive', 'documents', id.slice(0, 2), id))).toBe(true);
  });
});
