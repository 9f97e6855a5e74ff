/**
 * Enrichment computed once per upload: what the analysis of an upload finds in its text (entities, dates,
 * personal data, summary, keyphrases) is kept in its record with the key of what it read, and
 * `dirhub enrich` takes it over instead of reading the text again — giving the very files an enrichment
 * from scratch gives — while it reads the text again when the text, the version or the profile changed.
 * Real court filings, analysed by the real pipeline and archived by the real storage code.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  archivedOriginalPath,
  buildRecord,
  documentWrites,
  pageTextPaths,
  recordPath,
} from '../../actions/lib/archive/layout.js';
import type { AnalysisResult, DocumentRecord } from '../../actions/lib/archive/records.js';
import { stableJson } from '../../actions/lib/archive/stable-json.js';
import { writeArchiveFiles } from '../../actions/lib/archive/write.js';
import { DEFAULT_CONFIG, mergeConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { readArchiveDocument } from '../../actions/lib/enrichment/archive-io.js';
import { EMPTY_OVERRIDES } from '../../actions/lib/enrichment/overrides.js';
import { enrichmentWrites, planEnrichment } from '../../actions/lib/enrichment/plan.js';
import type { ArchiveDocument } from '../../actions/lib/enrichment/stages/context.js';
import { knownNamesOf } from '../../actions/lib/enrichment/entities.js';
import { GENERIC_PROFILE, US_COURTS_PROFILE } from '../../actions/lib/enrichment/profiles/index.js';
import { enrichArchive, type EnrichArchiveResult } from '../../actions/lib/enrichment/run.js';
import { ENRICHMENT_VERSION } from '../../actions/lib/enrichment/stages/context.js';
import { textFindingsKey } from '../../actions/lib/enrichment/text-findings.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { corpusFile, describeWithCorpus, HAS_CORPUS } from '../helpers/paths.js';

const FILINGS = [
  ['recap_documents_ca1_00117684624.pdf', 'Calvary Chapel of Bangor v. Mills, opinion', '2020-12-22'],
  ['recap_documents_ca10_010110462922.pdf', 'In re Richard P. Liebowitz, order to show cause', '2021-01-11'],
] as const;

const NO_OVERRIDES = EMPTY_OVERRIDES;
const GENERIC: DirhubConfig = mergeConfig({ enrichment: { profile: GENERIC_PROFILE.name } });

let work: string;
/** The archive as ingest leaves it: the filings accepted, their records holding what the analysis found. */
let ingested: string;
const analyses: AnalysisResult[] = [];
const records: DocumentRecord[] = [];

beforeAll(async () => {
  if (!HAS_CORPUS) return;
  work = await mkdtemp(join(tmpdir(), 'dirhub-findings-'));
  ingested = join(work, 'ingested');
  for (const [file, title, date] of FILINGS) {
    const bytes = new Uint8Array(await readFile(corpusFile('court', file)));
    const metadata = { title, date, source: 'PACER', relevance: 'high', source_type: 'court' };
    const analysis = await analyzeUpload(
      { name: file, file: bytes, metadata: new TextEncoder().encode(JSON.stringify(metadata)), metadataName: 'm.json' },
      { root: null, config: DEFAULT_CONFIG, cache: null, today: '2026-11-21' },
    );
    // Archived as ingest archives an upload merged on the default branch: merging is the acceptance.
    const accepted: AnalysisResult = { ...analysis, status: 'accepted' };
    const record = buildRecord(
      accepted,
      { submitted_via: { kind: 'cli', ref: file }, submitted_by: null, commit: null },
      '2026-11-21T00:00:00.000Z',
    );
    await writeArchiveFiles(ingested, documentWrites(record, accepted.page_texts));
    await writeFile(join(ingested, archivedOriginalPath(record)), bytes);
    analyses.push(accepted);
    records.push(record);
  }
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

let copies = 0;
/** A copy of the ingested archive, its records changed by `change` first. */
async function copyOfIngested(change: (record: DocumentRecord) => DocumentRecord = (r) => r): Promise<string> {
  const root = join(work, `copy-${++copies}`);
  await cp(ingested, root, { recursive: true });
  for (const record of records) await writeFile(join(root, recordPath(record.document_id)), stableJson(change(record)));
  return root;
}

/** The record as it would be had its analysis kept nothing: enrichment then starts from the text. */
function withoutFindings(record: DocumentRecord): DocumentRecord {
  const { findings: _none, ...rest } = record;
  return rest;
}

async function enriched(root: string, config: DirhubConfig = DEFAULT_CONFIG): Promise<EnrichArchiveResult> {
  const run = await enrichArchive({ root, config });
  if ('refused' in run) throw new Error(run.refused.message);
  expect(run.problems).toEqual([]);
  return run;
}

/** The files a run wrote, path by path with their content. */
async function written(root: string, run: EnrichArchiveResult): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of run.changed) out[path] = await readFile(join(root, path), 'utf8');
  return out;
}

describeWithCorpus(
  'enrichment computed once per upload',
  'the analysis of court filings, kept by their records',
  () => {
    it('the record keeps what the analysis found, keyed by the texts it archives', async () => {
      for (const [i, record] of records.entries()) {
        const findings = record.findings!;
        expect(findings).toEqual(analyses[i]!.findings);
        expect(findings.version).toBe(ENRICHMENT_VERSION);
        // More than the analysis report shows: the dated mentions' kinds, the document's own date, the
        // summary's sentences and the keyphrases with their scores.
        expect(findings.extracted_entities.length).toBeGreaterThan(2);
        expect(findings.summary.sentences.length).toBeGreaterThan(0);
        expect(findings.keyphrases.length).toBeGreaterThan(0);
        expect(findings.dates.every((d) => d.kind === 'filed' || d.kind === 'mentioned')).toBe(true);
        expect(findings.document_date?.date).toBe(FILINGS[i]![2]);
        // The key is that of the page texts as the archive holds them, read back.
        const { pages } = await readArchiveDocument(ingested, record);
        const settings = { known: knownNamesOf(DEFAULT_CONFIG), profile: US_COURTS_PROFILE };
        expect(findings.input_key).toBe(textFindingsKey(pages, settings));
        expect(textFindingsKey(pages, { ...settings, profile: GENERIC_PROFILE })).not.toBe(findings.input_key);
      }
    });

    it('dirhub enrich takes them over without reading the text again, and writes what a run from scratch writes', async () => {
      const kept = await copyOfIngested();
      const scratch = await copyOfIngested(withoutFindings);
      const fromAnalysis = await enriched(kept);
      const fromScratch = await enriched(scratch);
      expect([fromAnalysis.stats.enriched, fromAnalysis.stats.from_analysis]).toEqual([2, 2]);
      expect([fromScratch.stats.enriched, fromScratch.stats.from_analysis]).toEqual([2, 0]);
      expect(fromAnalysis.changed.length).toBeGreaterThan(records.length);
      expect(await written(kept, fromAnalysis)).toEqual(await written(scratch, fromScratch));
      // Taken into the enrichment, the findings are no longer kept apart; the next run has nothing to do.
      const record = JSON.parse(
        await readFile(join(kept, recordPath(records[0]!.document_id)), 'utf8'),
      ) as DocumentRecord;
      expect(record.findings).toBeUndefined();
      expect(record.enrichment!.summary).toEqual(records[0]!.findings!.summary);
      const again = await enriched(kept);
      expect([again.stats.enriched, again.changed]).toEqual([0, []]);
    });

    it('reads the text again when the kept findings are outdated: an older version, a changed text, another profile', async () => {
      // Planned in memory from the archive's documents as read (the plan is what `dirhub enrich` writes).
      const read = await Promise.all(records.map((r) => readArchiveDocument(ingested, r)));
      const plan = (change: (doc: ArchiveDocument) => ArchiveDocument, config = DEFAULT_CONFIG) => {
        const docs = read.map((d) => change({ ...d, pages: [...d.pages] }));
        const kept = planEnrichment(docs, config, NO_OVERRIDES);
        const scratch = planEnrichment(
          docs.map((d) => ({ ...d, record: withoutFindings(d.record) })),
          config,
          NO_OVERRIDES,
        );
        expect(enrichmentWrites(kept)).toEqual(enrichmentWrites(scratch));
        return [kept.stats.enriched, kept.stats.from_analysis];
      };
      // As ingested, every document's findings are taken over.
      expect(plan((d) => d)).toEqual([2, 2]);
      // Findings of an earlier enrichment version.
      expect(
        plan((d) => ({
          ...d,
          record: { ...d.record, findings: { ...d.record.findings!, version: ENRICHMENT_VERSION - 1 } },
        })),
      ).toEqual([2, 0]);
      // A page text corrected after the analysis: that document is read again, the other taken over.
      const corrected = records[1]!.document_id;
      expect(
        plan((d) => {
          if (d.record.document_id !== corrected) return d;
          const [first, ...rest] = d.pages;
          return {
            ...d,
            pages: [{ ...first!, text: `${first!.text}\nCorrected by Judge Ellen Hartley on March 3, 2023.` }, ...rest],
          };
        }),
      ).toEqual([2, 1]);
      // The archive switched to another entity profile after the uploads were analysed.
      expect(plan((d) => d, GENERIC)).toEqual([2, 0]);
    });
  },
);
