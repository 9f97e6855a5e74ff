import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../actions/lib/core/hash.js';
import type { DecisionLogEntry, DocumentRecord } from '../../actions/lib/archive/records.js';
import {
  findArchivedBySha256,
  listDocumentIds,
  listRecords,
  loadArchiveTexts,
  sha256Index,
} from '../../actions/lib/archive/read.js';
import {
  decisionLogPath,
  formatLogLine,
  lookupSha256,
  lookupUpload,
  parseDecisionLog,
  readDecisionLog,
} from '../../actions/lib/archive/decisions-log.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';
import { findExactDuplicates } from '../../actions/lib/archive/exact-duplicates.js';
import {
  buildRecord,
  documentDir,
  documentIdFor,
  documentIdInPath,
  documentWrites,
  originalFilePath,
  pageTextName,
  shardOf,
} from '../../actions/lib/archive/layout.js';
import { stableJson } from '../../actions/lib/archive/stable-json.js';
import { META, makeAnalysis } from './analysis-fixture.js';

const NOW = '2026-11-21T09:30:00.000Z';
const PROVENANCE = {
  submitted_via: { kind: 'branch' as const, ref: 'upload/order' },
  submitted_by: 'Ada <ada@example.org>',
  commit: 'a'.repeat(40),
};

describe('archive layout', () => {
  it('derives the document id, shard and paths from the content', () => {
    const sha = sha256('hello');
    expect(sha).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(documentIdFor(sha)).toBe('2cf24dba5fb0a30e');
    expect(shardOf('2cf24dba5fb0a30e')).toBe('2c');
    expect(documentDir('2cf24dba5fb0a30e')).toBe('archive/documents/2c/2cf24dba5fb0a30e');
    expect(originalFilePath('2cf24dba5fb0a30e', 'Scan.JPEG', 'jpeg')).toBe(
      'archive/documents/2c/2cf24dba5fb0a30e/2cf24dba5fb0a30e.jpeg',
    );
    expect(pageTextName(7)).toBe('text/0007.txt');
    expect(() => documentIdFor('ABC')).toThrow(/not a lower-case hex sha256/);
  });

  it('names the document whose folder holds a path, and no document for any other path', () => {
    const id = '2cf24dba5fb0a30e';
    expect(documentIdInPath(`archive/documents/2c/${id}/text/0001.txt`)).toBe(id);
    expect(documentIdInPath(`archive/documents/2c/${id}/record.json`)).toBe(id);
    expect(documentIdInPath(`archive/documents/2c/${id}`)).toBe(id);
    for (const path of [
      'archive/registries/people.json',
      'archive/decisions/2026-11.jsonl',
      `uploads/${id}.pdf`,
      `archive/documents/ff/${id}/record.json`,
      'archive/documents/2c/not-an-id/record.json',
      'archive/documents/2c',
    ])
      expect(documentIdInPath(path)).toBeNull();
  });

  it('builds the record of an accepted upload from the analysis and provenance', () => {
    const analysis = makeAnalysis({ name: 'order.pdf', file: 'pdf bytes', metadata: META });
    const record = buildRecord(analysis, PROVENANCE, NOW);
    const id = documentIdFor(sha256('pdf bytes'));
    expect(record).toEqual({
      record_version: 1,
      document_id: id,
      title: 'Order granting motion to dismiss',
      date: '2019-07-02',
      source: 'PACER',
      category: null,
      summary: null,
      verification_level: 1,
      entities: [],
      tags: ['appeal'],
      metadata: META,
      file: {
        name: 'order.pdf',
        path: `${id}.pdf`,
        media_type: 'application/pdf',
        sha256: sha256('pdf bytes'),
        bytes: 9,
      },
      pages: 2,
      text: {
        pages: ['text/0001.txt', 'text/0002.txt'],
        ocr_pages: [2],
        ocr_confidence: [{ page: 2, confidence: 91.5 }],
        chars: 33,
      },
      pdf: { info: { Producer: 'pdf-lib' }, xmp: null },
      relevance: {
        score: 0.85,
        threshold: 0.7,
        factors: [{ name: 'key_terms', effect: 0.5, detail: 'matched "court"' }],
        nearest: [],
      },
      provenance: {
        upload_id: analysis.upload_id,
        submitted_via: PROVENANCE.submitted_via,
        submitted_by: PROVENANCE.submitted_by,
        commit: PROVENANCE.commit,
        accepted_at: NOW,
        pipeline_version: '0.1.0',
      },
    });
    expect(() => buildRecord({ ...analysis, status: 'rejected' }, PROVENANCE, NOW)).toThrow(
      /is rejected, not accepted/,
    );
  });

  it('writes record.json canonically (sorted keys, trailing newline) and one text file per page', () => {
    const analysis = makeAnalysis({ name: 'order.pdf', file: 'pdf bytes', metadata: META });
    const record = buildRecord(analysis, PROVENANCE, NOW);
    const writes = documentWrites(record, analysis.page_texts);
    const dir = documentDir(record.document_id);
    expect(writes.map((w) => w.path)).toEqual([`${dir}/record.json`, `${dir}/text/0001.txt`, `${dir}/text/0002.txt`]);
    expect(writes[1]!.content).toBe('First page text.');
    const json = writes[0]!.content;
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.split('\n')[1]).toBe('  "category": null,');
    // Regenerating from a reordered copy gives the same bytes.
    const reordered = Object.fromEntries(Object.entries(JSON.parse(json) as object).reverse());
    expect(stableJson(reordered)).toBe(json);
  });
});

describe('upload ids', () => {
  it('are deterministic from the file and metadata hashes', () => {
    const id = uploadIdFor('f'.repeat(64), 'm'.repeat(64));
    expect(id).toMatch(/^up_[0-9a-f]{16}$/);
    expect(uploadIdFor('f'.repeat(64), 'm'.repeat(64))).toBe(id);
    expect(uploadIdFor('f'.repeat(64), null)).not.toBe(id);
    expect(uploadIdFor('f'.repeat(64), null)).toBe(`up_${sha256(`${'f'.repeat(64)}:none`).slice(0, 16)}`);
  });
});

function entry(over: Partial<DecisionLogEntry>): DecisionLogEntry {
  return {
    upload_id: 'up_0000000000000001',
    state: 'rejected',
    decided_at: NOW,
    file: { name: 'x.pdf', sha256: 'b'.repeat(64), bytes: 10 },
    metadata_sha256: null,
    title: 'A title',
    relevance: 0.2,
    threshold: 0.7,
    reasons: [{ code: 'relevance.below_threshold', message: 'low', hint: 'fix', severity: 'error' }],
    duplicates: [],
    document_id: null,
    submitted_via: { kind: 'branch', ref: 'b' },
    submitted_by: null,
    commit: 'c'.repeat(40),
    pipeline_version: '0.1.0',
    ...over,
  };
}

describe('decisions log', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'dirhub-storage-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function writeRepoFile(path: string, content: string) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }

  it('files entries by month and reads them back; the latest wins, history is kept; a corrupt line is reported', async () => {
    expect(decisionLogPath('2026-11-21T09:30:00.000Z')).toBe('archive/decisions/2026-11.jsonl');
    const first = entry({ decided_at: '2026-10-31T23:59:00.000Z', state: 'needs_review' });
    const second = entry({ decided_at: '2026-11-01T08:00:00.000Z', state: 'rejected' });
    const other = entry({
      upload_id: 'up_0000000000000002',
      file: { name: 'y.pdf', sha256: 'd'.repeat(64), bytes: 3 },
    });
    await writeRepoFile('archive/decisions/2026-10.jsonl', formatLogLine(first));
    await writeRepoFile(
      'archive/decisions/2026-11.jsonl',
      formatLogLine(second) + '{"upload_id": broken\n' + '[1,2]\n' + formatLogLine(other),
    );
    const log = await readDecisionLog(root);
    expect(log.entries).toEqual([first, second, other]);
    expect(log.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^archive\/decisions\/2026-11\.jsonl line 2 was skipped: it is not valid JSON/),
      'archive/decisions/2026-11.jsonl line 3 was skipped: it is not a decision entry (upload_id, state, decided_at, file.sha256, reasons).',
    ]);
    const found = lookupUpload(log, 'up_0000000000000001');
    expect(found?.latest.state).toBe('rejected');
    expect(found?.history.map((e) => e.state)).toEqual(['needs_review', 'rejected']);
    expect(lookupUpload(log, 'up_ffffffffffffffff')).toBeNull();
    // Time order, not file order: a line merged in later but decided earlier is not the latest.
    const late = parseDecisionLog([
      {
        path: 'archive/decisions/2026-11.jsonl',
        content: formatLogLine(second) + formatLogLine({ ...first, decided_at: '2026-11-01T07:00:00.000Z' }),
      },
    ]);
    expect(lookupUpload(late, 'up_0000000000000001')?.latest.state).toBe('rejected');
    expect(lookupSha256(log, 'd'.repeat(64))).toEqual([other]);
  });

  it('reads a reason written without a severity (older lines) as the error it was, and keeps warnings', () => {
    const old = {
      ...entry({ upload_id: 'up_00000000000000aa', decided_at: '2026-10-03T10:00:00.000Z' }),
      reasons: [
        { code: 'relevance.below_threshold', message: 'low', hint: 'fix' },
        { code: 'pii.email', message: 'an address', hint: 'redact', severity: 'warning' },
      ],
    };
    const log = parseDecisionLog([{ path: 'archive/decisions/2026-10.jsonl', content: `${JSON.stringify(old)}\n` }]);
    expect(log.entries[0]!.reasons.map((r) => [r.code, r.severity])).toEqual([
      ['relevance.below_threshold', 'error'],
      ['pii.email', 'warning'],
    ]);
  });

  it('re-reads only the month files that grew since the last read in this process', async () => {
    const october = entry({ decided_at: '2026-10-02T00:00:00.000Z', upload_id: 'up_0000000000000010' });
    await writeRepoFile('archive/decisions/2026-10.jsonl', formatLogLine(october));
    await writeRepoFile('archive/decisions/2026-11.jsonl', formatLogLine(entry({})));
    const first = await readDecisionLog(root);
    const { appendFile } = await import('node:fs/promises');
    await appendFile(
      join(root, 'archive/decisions/2026-11.jsonl'),
      formatLogLine(entry({ upload_id: 'up_0000000000000011' })),
    );
    const second = await readDecisionLog(root);
    expect(second.entries.map((e) => e.upload_id)).toEqual([
      'up_0000000000000010',
      'up_0000000000000001',
      'up_0000000000000011',
    ]);
    expect(second.entries[0]).toBe(first.entries[0]);
    expect(second.entries[1]).not.toBe(first.entries[1]);
  });

  it('an empty repository has an empty log', async () => {
    expect(await readDecisionLog(root)).toEqual({ entries: [], problems: [] });
  });

  it('finds exact duplicates in the archive (one file read) and among uploads rejected on their own merits', async () => {
    const analysis = makeAnalysis({ name: 'order.pdf', file: 'archived bytes', metadata: META });
    const record = buildRecord(analysis, PROVENANCE, NOW);
    for (const w of documentWrites(record, analysis.page_texts)) await writeRepoFile(w.path, w.content);
    const lines = [
      entry({
        upload_id: 'up_000000000000000a',
        file: { name: 'a.pdf', sha256: 'e'.repeat(64), bytes: 1 },
        title: 'Rejected before',
      }),
      entry({
        upload_id: 'up_000000000000000b',
        state: 'invalid',
        file: { name: 'b.pdf', sha256: 'e'.repeat(64), bytes: 1 },
      }),
      entry({
        upload_id: 'up_000000000000000c',
        file: { name: 'c.pdf', sha256: 'e'.repeat(64), bytes: 1 },
        reasons: [{ code: 'intake.batch.sibling_rejected', message: 'another file', hint: 'h', severity: 'error' }],
      }),
    ];
    await writeRepoFile('archive/decisions/2026-11.jsonl', lines.map(formatLogLine).join(''));

    expect(await findExactDuplicates(sha256('archived bytes'), root)).toEqual([
      { kind: 'exact', found_in: 'archive', document_id: record.document_id, title: META.title, similarity: 1 },
    ]);
    expect(await findExactDuplicates('e'.repeat(64), root)).toEqual([
      {
        kind: 'exact',
        found_in: 'decisions',
        upload_id: 'up_000000000000000a',
        title: 'Rejected before',
        similarity: 1,
      },
    ]);
    expect(await findExactDuplicates('e'.repeat(64), root, { excludeUploadId: 'up_000000000000000a' })).toEqual([]);
    expect(await findExactDuplicates(sha256('never seen'), root)).toEqual([]);
    // A merged file is accepted already: no rejection counts, an archived copy still does.
    expect(await findExactDuplicates('e'.repeat(64), root, { rejections: 'none' })).toEqual([]);
    expect(await findExactDuplicates(sha256('archived bytes'), root, { rejections: 'none' })).toHaveLength(1);
  });

  it("counts another pull request's rejection but not the one being decided again; only an acceptance clears one", async () => {
    const sha = 'f'.repeat(64);
    const file = { name: 'groceries.pdf', sha256: sha, bytes: 1 };
    const via = (number: number) => ({ kind: 'pull_request' as const, ref: `pull/${number}`, number });
    const at = (minute: number) => `2026-11-05T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const lines = [
      // Pull request 3 was rejected on its score; 5 sent the same file and metadata again and was refused as a copy.
      entry({ upload_id: 'up_00000000000000a3', file, submitted_via: via(3), decided_at: at(1) }),
      entry({
        upload_id: 'up_00000000000000a3',
        file,
        state: 'invalid',
        reasons: [{ code: 'duplicate.exact', message: 'copy', hint: 'h', severity: 'error' }],
        submitted_via: via(5),
        decided_at: at(2),
      }),
      // Pull request 4 was rejected, then a maintainer accepted it.
      entry({ upload_id: 'up_00000000000000a4', file, submitted_via: via(4), decided_at: at(3) }),
      entry({ upload_id: 'up_00000000000000a4', file, state: 'accepted', submitted_via: via(4), decided_at: at(4) }),
    ];
    await writeRepoFile('archive/decisions/2026-11.jsonl', lines.map(formatLogLine).join(''));
    const found = async (rejections?: { except_pull_request: number }) =>
      (await findExactDuplicates(sha, root, rejections ? { rejections } : {})).map((m) => m.upload_id);
    expect(await found()).toEqual(['up_00000000000000a3']);
    expect(await found({ except_pull_request: 5 })).toEqual(['up_00000000000000a3']);
    // Pull request 3 decided again (a rerun, a maintainer's command) is judged afresh.
    expect(await found({ except_pull_request: 3 })).toEqual([]);
  });
});

describe('reading the archive', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dirhub-archive-'));
    for (const [i, body] of ['one', 'two', 'three'].entries()) {
      const analysis = makeAnalysis({
        name: `d${i}.pdf`,
        file: body,
        metadata: { ...META, title: `Doc ${body}` },
        pages: [`${body} p1`, `${body} p2`],
      });
      const record = buildRecord(analysis, PROVENANCE, NOW);
      for (const w of documentWrites(record, analysis.page_texts)) {
        await mkdir(dirname(join(root, w.path)), { recursive: true });
        await writeFile(join(root, w.path), w.content);
      }
    }
    // A broken record and a missing page file are reported, not fatal.
    const broken = documentIdFor(sha256('broken'));
    await mkdir(join(root, documentDir(broken)), { recursive: true });
    await writeFile(join(root, documentDir(broken), 'record.json'), '{ nope');
    await rm(join(root, documentDir(documentIdFor(sha256('two'))), 'text', '0002.txt'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('lists ids, records, hashes and texts', async () => {
    const ids = [sha256('one'), sha256('two'), sha256('three'), sha256('broken')].map(documentIdFor).sort();
    expect(await listDocumentIds(root)).toEqual(ids);
    const records = await listRecords(root);
    expect(records.items.map((r) => r.title).sort()).toEqual(['Doc one', 'Doc three', 'Doc two']);
    expect(records.problems.map((p) => p.code)).toEqual(['archive.record.unreadable']);
    const index = await sha256Index(root);
    expect(index.get(sha256('three'))).toBe(documentIdFor(sha256('three')));
    expect(index.size).toBe(3);
    expect(await findArchivedBySha256(root, sha256('one'))).toEqual({
      document_id: documentIdFor(sha256('one')),
      title: 'Doc one',
    });
    expect(await findArchivedBySha256(root, sha256('broken'))).toBeNull();
    const texts = await loadArchiveTexts(root);
    const byTitle = Object.fromEntries(texts.items.map((t) => [t.title, t.text]));
    expect(byTitle).toEqual({
      'Doc one': 'one p1\n\none p2',
      'Doc two': 'two p1\n\n',
      'Doc three': 'three p1\n\nthree p2',
    });
    expect(texts.problems.map((p) => p.code).sort()).toEqual(['archive.record.unreadable', 'archive.text.missing']);
  });

  it('reads again only what changed since the last load in this process', async () => {
    const first = await loadArchiveTexts(root);
    const analysis = makeAnalysis({
      name: 'new.pdf',
      file: 'four',
      metadata: { ...META, title: 'Doc four' },
      pages: ['four p1'],
    });
    const record = buildRecord(analysis, PROVENANCE, NOW);
    for (const w of documentWrites(record, analysis.page_texts)) {
      await mkdir(dirname(join(root, w.path)), { recursive: true });
      await writeFile(join(root, w.path), w.content);
    }
    // A regenerated record (new title, new size) is read again.
    const oneId = documentIdFor(sha256('one'));
    const oneRecord = JSON.parse(
      await readFile(join(root, documentDir(oneId), 'record.json'), 'utf8'),
    ) as DocumentRecord;
    await writeFile(
      join(root, documentDir(oneId), 'record.json'),
      stableJson({ ...oneRecord, title: 'Doc one, corrected' }),
    );
    const second = await loadArchiveTexts(root);
    const titles = (r: typeof first) => r.items.map((t) => t.title).sort();
    expect(titles(first)).toEqual(['Doc one', 'Doc three', 'Doc two']);
    expect(titles(second)).toEqual(['Doc four', 'Doc one, corrected', 'Doc three', 'Doc two']);
    expect(second.items.find((t) => t.title === 'Doc three')).toBe(first.items.find((t) => t.title === 'Doc three'));
    expect(second.problems.map((p) => p.code).sort()).toEqual(['archive.record.unreadable', 'archive.text.missing']);
  });
});
