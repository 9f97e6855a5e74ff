/**
 * Reading the archive at the spec's current size (30,000 documents): how long each reader takes, and how
 * full the fullest shard folder is. The archive is synthetic (records and page texts written by the real
 * layout code) in a temporary folder that is removed afterwards.
 */
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sha256 } from '../../actions/lib/core/hash.js';
import type { AnalysisResult } from '../../actions/lib/archive/records.js';
import {
  findArchivedBySha256,
  listDocumentIds,
  listRecords,
  loadArchiveTexts,
} from '../../actions/lib/archive/read.js';
import { decisionLogPath, formatLogLine, readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { findExactDuplicates } from '../../actions/lib/archive/exact-duplicates.js';
import { buildRecord, documentWrites, shardOf } from '../../actions/lib/archive/layout.js';
import { acceptedAnalysis } from '../../test/helpers/archive-fixtures.js';
import type { Benchmark } from './benchmark.js';

const DOCUMENTS = 30_000;
const PAGES = 3;
const NOW = '2026-11-21T10:00:00.000Z';
/** Decisions spread over two years of month files, as a live archive's log would be. */
const MONTHS = 24;

function decidedAt(i: number): string {
  const m = i % MONTHS;
  return `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-15T12:00:00.000Z`;
}

function analysisFor(i: number): AnalysisResult {
  const fileSha = sha256(`document ${i}`);
  const pages = Array.from({ length: PAGES }, (_, p) => ({
    page: p + 1,
    text: `Document ${i} page ${p + 1}. `.repeat(60),
    source: 'text-layer' as const,
  }));
  return acceptedAnalysis({
    file: { name: `d${i}.pdf`, kind: 'pdf', bytes: 50_000, sha256: fileSha, media_type: 'application/pdf' },
    metadata: { title: `Document ${i}`, date: '2019-07-02', source: 'bench', relevance: 'medium' },
    pages,
    text: '',
    relevanceDetail: {
      score: 0.9,
      threshold: 0.7,
      factors: [{ name: 'key_terms', effect: 0.4, detail: 'matched "court"' }],
      nearest: [],
    },
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = process.hrtime.bigint();
  const value = await fn();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** The median of three runs: the machine is shared, one run alone is at the mercy of its neighbours. */
async function median<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const runs = [await timed(fn), await timed(fn), await timed(fn)];
  return runs.sort((a, b) => a.ms - b.ms)[1]!;
}

export const bench: Benchmark = {
  name: 'archive',
  title: 'Reading the archive at 30,000 documents',
  async run(log) {
    const root = await mkdtemp(join(tmpdir(), 'dirhub-bench-archive-'));
    try {
      log(`writing ${DOCUMENTS} synthetic documents (${PAGES} pages each)…`);
      const made = new Set<string>();
      const lines = new Map<string, string[]>();
      for (let i = 0; i < DOCUMENTS; i++) {
        const analysis = analysisFor(i);
        const record = buildRecord(
          analysis,
          { submitted_via: { kind: 'cli', ref: 'bench' }, submitted_by: null, commit: null },
          NOW,
        );
        for (const w of documentWrites(record, analysis.page_texts)) {
          const dir = dirname(join(root, w.path));
          if (!made.has(dir)) {
            await mkdir(dir, { recursive: true });
            made.add(dir);
          }
          await writeFile(join(root, w.path), w.content);
        }
        const month = decisionLogPath(decidedAt(i));
        lines.set(month, [
          ...(lines.get(month) ?? []),
          formatLogLine({
            upload_id: analysis.upload_id,
            state: 'accepted',
            decided_at: decidedAt(i),
            file: { name: analysis.file.name, sha256: analysis.file.sha256, bytes: 1 },
            metadata_sha256: null,
            title: record.title,
            relevance: 0.9,
            threshold: 0.7,
            reasons: [],
            duplicates: [],
            document_id: record.document_id,
            submitted_via: { kind: 'cli', ref: 'bench' },
            submitted_by: null,
            commit: null,
            pipeline_version: '0.1.0',
          }),
        ]);
        if (i % 5000 === 4999) log(`  ${i + 1}`);
      }
      for (const [month, monthLines] of lines) {
        await mkdir(dirname(join(root, month)), { recursive: true });
        await appendFile(join(root, month), monthLines.join(''));
      }
      const latestMonth = [...lines.keys()].sort().pop()!;

      const byShard = new Map<string, number>();
      for (const id of await listDocumentIds(root)) byShard.set(shardOf(id), (byShard.get(shardOf(id)) ?? 0) + 1);
      const shards = [...byShard.keys()];
      const perShard = [...byShard.values()];
      log('measuring…');
      const ids = await median(() => listDocumentIds(root));
      const one = await median(() => findArchivedBySha256(root, sha256('document 12345')));
      const records = await median(() => listRecords(root));
      const decisions = await timed(() => readDecisionLog(root));
      const dup = await median(() => findExactDuplicates(sha256('not archived'), root, { log: decisions.value }));
      // Each run first appends one decision: the re-read an intake run does after each decision.
      let appended = 0;
      const decisionsAgain = await median(async () => {
        await appendFile(join(root, latestMonth), lines.get(latestMonth)![appended++]!);
        return readDecisionLog(root);
      });
      const texts = await timed(() => loadArchiveTexts(root));
      // Each run first adds one accepted document: the reload an intake run does after each merge.
      let added = 0;
      const again = await median(async () => {
        const extra = analysisFor(DOCUMENTS + added++);
        const extraRecord = buildRecord(
          extra,
          { submitted_via: { kind: 'cli', ref: 'bench' }, submitted_by: null, commit: null },
          NOW,
        );
        for (const w of documentWrites(extraRecord, extra.page_texts)) {
          await mkdir(dirname(join(root, w.path)), { recursive: true });
          await writeFile(join(root, w.path), w.content);
        }
        return loadArchiveTexts(root);
      });
      if (
        ids.value.length !== DOCUMENTS ||
        records.value.items.length !== DOCUMENTS ||
        texts.value.items.length !== DOCUMENTS ||
        again.value.items.length !== DOCUMENTS + 2 ||
        decisionsAgain.value.entries.length !== DOCUMENTS + 2 ||
        !one.value ||
        dup.value.length
      ) {
        throw new Error('archive benchmark read back the wrong documents');
      }
      const row = (what: string, reads: string, ms: number) =>
        `| ${what} | ${reads} | ${ms.toFixed(ms < 10 ? 2 : 0)} ms |`;
      return [
        `${DOCUMENTS.toLocaleString('en')} documents, ${PAGES} pages each, in ${shards.length} shard folders: ` +
          `${Math.min(...perShard)}–${Math.max(...perShard)} documents per shard (the bound is ~1,000).`,
        '',
        '| reader | reads | time |',
        '|---|---|---|',
        row('`listDocumentIds`', 'folder names', ids.ms),
        row('`findArchivedBySha256` (exact duplicate in the archive)', '1 record', one.ms),
        row('`readDecisionLog`', `${DOCUMENTS.toLocaleString('en')} lines in ${MONTHS} month files`, decisions.ms),
        row('`readDecisionLog` again after one more line', `${MONTHS} stats + 1 month file`, decisionsAgain.ms),
        row('`findExactDuplicates` (log already read)', '1 record + log scan', dup.ms),
        row('`listRecords`', `${DOCUMENTS.toLocaleString('en')} records, no text`, records.ms),
        row(
          '`loadArchiveTexts`, first in the process',
          `records + ${(DOCUMENTS * PAGES).toLocaleString('en')} page files`,
          texts.ms,
        ),
        row(
          '`loadArchiveTexts` again after one more document',
          `${(DOCUMENTS + 1).toLocaleString('en')} stats + 1 document`,
          again.ms,
        ),
        '',
        'Median of three runs (the "again" rows: each run after one more line or document), except the first',
        'full loads. Warm page cache: the files were just written; a fresh clone on a cold disk reads slower.',
      ].join('\n');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
};
