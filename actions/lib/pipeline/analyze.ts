/**
 * The PDF analysis agent and the document routing agent for one upload: validate → extract (OCR where
 * needed) → find duplicates → score relevance → decide. Reads the archive, never changes it.
 */
import { basename, extname } from 'node:path';
import type { DirhubConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import { isBlocking, problem, type Problem } from '../core/problem.js';
import type { AnalysisResult, DuplicateMatch, ExtractedText, FileFacts, RelevanceResult } from '../archive/records.js';
import { parseMetadata, todayUtc, type UploadMetadata } from '../contract/metadata.js';
import { enrichText, piiWarnings } from '../enrichment/index.js';
import type { TextEnrichment } from '../archive/enrichment.js';
import { ContentCache } from './processing/cache.js';
import type { OcrEngine } from './processing/ocr.js';
import { joinPages } from './processing/process.js';
import { buildRelevanceIndex, termVector, type DocumentVector, type RelevanceIndex } from './relevance/index.js';
import {
  findNearDuplicates,
  restoreSketch,
  serializeSketch,
  sketch,
  type SerializedSketch,
  type SketchedText,
} from './relevance/near-duplicates.js';
import { scoreRelevance } from './relevance/score.js';
import { decide } from './routing/decide.js';
import { listDocumentIds, loadArchiveTexts, type ArchiveText } from '../archive/read.js';
import { uploadIdFor } from '../archive/upload-id.js';
import { findExactDuplicates, type EarlierRejections } from '../archive/exact-duplicates.js';
import { readingFailed, readInProcess, type FileReader, type FileReading } from './read-file.js';

export interface UploadInput {
  /** File name without the folder, e.g. `order.pdf`. */
  name: string;
  file: Uint8Array;
  metadata: Uint8Array | null;
  metadataName: string | null;
}

export type Analyzer = (upload: UploadInput, ctx: { root: string; config: DirhubConfig }) => Promise<AnalysisResult>;

/** What an upload is compared against: the archive's texts as a relevance index and near-duplicate sketches. */
export interface ArchiveSnapshot {
  index: RelevanceIndex;
  sketches: SketchedText[];
  /** Documents that could not be read; reported as warnings, never fatal. */
  problems: Problem[];
}

export interface AnalysisContext {
  /** Repository root whose archive and decisions log are read; null: judge against the profile alone. */
  root: string | null;
  config: DirhubConfig;
  /** A snapshot taken earlier (e.g. once per intake run); taken from `root` when absent. */
  archive?: ArchiveSnapshot;
  cache?: ContentCache | null;
  /** An OCR engine shared across uploads (see createSharedOcrEngine); the caller closes it. */
  ocrEngine?: OcrEngine;
  /** YYYY-MM-DD; dates after it are in the future. */
  today?: string;
  onProgress?: (message: string) => void;
  /** How the file is read; in this process when absent. `boundedReader()` reads it under time and memory limits. */
  reader?: FileReader;
  /** Which of the decisions log's rejections make an exact copy invalid (`findExactDuplicates`); all by default. */
  earlierRejections?: EarlierRejections;
}

/** What scoring needs of one archived text; cached by the text's hash, so only new documents are tokenised. */
interface TextFeatures {
  terms: string[];
  counts: number[];
  sketch: SerializedSketch;
}

const FEATURES_NAMESPACE = 'archive-features';
// 2: terms cut by the text module's analyser (Porter stems, accents folded).
const FEATURES_VERSION = '2';

async function featuresOf(
  doc: ArchiveText,
  cache: ContentCache | null,
): Promise<{ vector: DocumentVector; sketched: SketchedText }> {
  let features = cache ? await cache.get<TextFeatures>(FEATURES_NAMESPACE, FEATURES_VERSION, doc.text) : undefined;
  if (!features) {
    features = { ...termVector(doc.text), sketch: serializeSketch(sketch(doc.text)) };
    if (cache) await cache.set(FEATURES_NAMESPACE, FEATURES_VERSION, doc.text, features);
  }
  const { document_id, title } = doc;
  return {
    vector: { document_id, title, terms: features.terms, counts: features.counts },
    sketched: { document_id, title, sketch: restoreSketch(features.sketch) },
  };
}

export async function loadArchiveSnapshot(
  root: string | null,
  config: DirhubConfig,
  cache: ContentCache | null = null,
): Promise<ArchiveSnapshot> {
  if (!root) return { index: buildRelevanceIndex(config.collection, []), sketches: [], problems: [] };
  const { items, problems } = await loadArchiveTexts(root);
  const features = [];
  for (const doc of items) features.push(await featuresOf(doc, cache));
  return {
    index: buildRelevanceIndex(
      config.collection,
      features.map((f) => f.vector),
    ),
    sketches: features.map((f) => f.sketched),
    problems,
  };
}

// One snapshot per archive state: consecutive uploads against an unchanged archive share it.
const snapshots = new Map<string, { signature: string; snapshot: Promise<ArchiveSnapshot> }>();

async function snapshotFor(
  root: string | null,
  config: DirhubConfig,
  cache: ContentCache | null,
): Promise<ArchiveSnapshot> {
  if (!root) return loadArchiveSnapshot(null, config);
  const signature = sha256(JSON.stringify([await listDocumentIds(root), config.collection]));
  const held = snapshots.get(root);
  if (held?.signature === signature) return held.snapshot;
  const snapshot = loadArchiveSnapshot(root, config, cache);
  snapshots.set(root, { signature, snapshot });
  return snapshot;
}

function metadataProblems(
  upload: UploadInput,
  today: string,
): { metadata: UploadMetadata | null; problems: Problem[] } {
  if (!upload.metadata) {
    const stem = basename(upload.name, extname(upload.name));
    return {
      metadata: null,
      problems: [
        problem(
          'upload.metadata_missing',
          `${upload.name} has no metadata file beside it.`,
          `Add uploads/${stem}.json with at least "title", "date" (YYYY-MM-DD), "source" and "relevance" (low, medium, high or critical).`,
        ),
      ],
    };
  }
  const parsed = parseMetadata(upload.metadata, today);
  return parsed.ok ? { metadata: parsed.metadata, problems: [] } : { metadata: null, problems: parsed.problems };
}

function titleFor(metadata: UploadMetadata | null, facts: FileFacts | null, name: string): string {
  return metadata?.title ?? facts?.info.Title ?? basename(name, extname(name));
}

/**
 * Analyses one upload. Whatever goes wrong while reading it (a parser's exception, an OCR worker that
 * died, a page that cannot be rendered) becomes this upload's own decision, `invalid` with
 * `upload.analysis_failed` and the error's words, so that the other uploads of the same pull request or
 * branch are still decided and the contributor still hears why.
 */
export async function analyzeUpload(upload: UploadInput, ctx: AnalysisContext): Promise<AnalysisResult> {
  try {
    return await analyzeStages(upload, ctx);
  } catch (err) {
    ctx.onProgress?.(`${upload.name}: analysis failed (${errorText(err)})`);
    return failedAnalysis(
      upload,
      ctx,
      readingFailed(`dirhub could not finish reading ${upload.name}: ${errorText(err)}.`),
    );
  }
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300);
}

/** The decision for an upload whose file could not be read: invalid, with why and what the metadata says. */
function failedAnalysis(upload: UploadInput, ctx: AnalysisContext, failed: Problem): AnalysisResult {
  const fileSha = sha256(upload.file);
  const meta = metadataProblems(upload, ctx.today ?? todayUtc());
  return {
    upload_id: uploadIdFor(fileSha, upload.metadata ? sha256(upload.metadata) : null),
    status: 'invalid',
    relevance: null,
    threshold: ctx.config.routing.threshold,
    errors: [failed, ...meta.problems.filter(isBlocking)],
    warnings: meta.problems.filter((p) => !isBlocking(p)),
    pages: null,
    ocr_pages: [],
    text: '',
    file: {
      name: upload.name,
      kind: 'unknown',
      bytes: upload.file.byteLength,
      sha256: fileSha,
      media_type: 'application/octet-stream',
    },
    metadata: meta.metadata,
    relevance_detail: null,
    duplicates: [],
    ocr_confidence: [],
    facts: null,
    page_texts: [],
  };
}

/** What processing made of a readable, unknown file: its text, score and enrichment. */
interface Processed {
  extracted: ExtractedText;
  text: string;
  relevance: RelevanceResult | null;
  enrichment: TextEnrichment | null;
}

const NOT_PROCESSED: Processed = {
  extracted: { pages: [], ocr_pages: [], problems: [] },
  text: '',
  relevance: null,
  enrichment: null,
};

/**
 * Processing proper: extract the text, look for near duplicates in the archive (pushed onto
 * `duplicates`), score relevance and enrich.
 */
async function processText(
  upload: UploadInput,
  ctx: AnalysisContext,
  step: {
    reading: FileReading;
    meta: ReturnType<typeof metadataProblems>;
    facts: FileFacts;
    threshold: number;
    duplicates: DuplicateMatch[];
    progress: (m: string) => void;
    cache: ContentCache | null;
  },
): Promise<Processed> {
  const { config } = ctx;
  const { reading, meta, facts, threshold, duplicates, progress, cache } = step;
  progress('extracting text');
  const extracted = await reading.text();
  const archive = ctx.archive ?? (await snapshotFor(ctx.root, config, cache));
  const text = joinPages(extracted.pages);
  for (const near of findNearDuplicates(text, archive.sketches, config.validation.near_duplicate_threshold)) {
    duplicates.push({
      kind: 'near',
      found_in: 'archive',
      document_id: near.document_id,
      title: near.title,
      similarity: near.similarity,
    });
  }
  progress('scoring relevance');
  const title = titleFor(meta.metadata, facts, upload.name);
  const relevance = scoreRelevance(archive.index, { title, text, metadata: meta.metadata }, threshold);
  progress('enriching');
  const enrichment = enrichText({ title, text, pages: extracted.pages, metadata: meta.metadata }, config);
  return { extracted, text, relevance, enrichment };
}

async function analyzeStages(upload: UploadInput, ctx: AnalysisContext): Promise<AnalysisResult> {
  const { config } = ctx;
  const today = ctx.today ?? todayUtc();
  const fileSha = sha256(upload.file);
  const uploadId = uploadIdFor(fileSha, upload.metadata ? sha256(upload.metadata) : null);
  const progress = (m: string) => ctx.onProgress?.(`${upload.name}: ${m}`);
  const cache = ctx.cache === undefined ? (ctx.root ? ContentCache.at(ctx.root) : null) : ctx.cache;

  progress('validating');
  const meta = metadataProblems(upload, today);
  const reader = ctx.reader ?? readInProcess;
  const reading = await reader(upload, {
    config,
    cache,
    ...(ctx.ocrEngine ? { ocrEngine: ctx.ocrEngine } : {}),
    onProgress: progress,
  });
  if (!('facts' in reading)) return failedAnalysis(upload, ctx, reading);
  const { facts, problems: fileProblems } = reading;
  const duplicates: DuplicateMatch[] = ctx.root
    ? await findExactDuplicates(fileSha, ctx.root, { rejections: ctx.earlierRejections ?? 'all' })
    : [];
  const validation = [...fileProblems, ...meta.problems];
  const unreadable = fileProblems.some(isBlocking);
  // The spec leaves the image threshold open; it is its own setting (docs/decisions.md).
  const threshold =
    facts.kind === 'png' || facts.kind === 'jpeg' ? config.routing.image_threshold : config.routing.threshold;

  // A file that failed validation or is already known does not proceed to processing (spec, Errors 3).
  const processed =
    !unreadable && duplicates.length === 0
      ? await processText(upload, ctx, { reading, meta, facts, threshold, duplicates, progress, cache })
      : NOT_PROCESSED;
  const { extracted, text, relevance, enrichment } = processed;

  const decision = decide({
    validation: [...validation, ...extracted.problems, ...piiWarnings(enrichment?.pii ?? [])],
    duplicates,
    // Metadata problems make the upload invalid, but the contributor still sees the score it would get.
    relevance,
    rejectNearDuplicates: config.validation.reject_near_duplicates,
  });
  return {
    upload_id: uploadId,
    status: decision.status,
    relevance: relevance ? relevance.score : null,
    threshold,
    errors: decision.errors,
    warnings: decision.warnings,
    pages: facts.pages,
    ocr_pages: extracted.ocr_pages,
    text,
    file: { name: upload.name, kind: facts.kind, bytes: facts.bytes, sha256: fileSha, media_type: facts.media_type },
    metadata: meta.metadata,
    relevance_detail: relevance,
    duplicates,
    ocr_confidence: extracted.pages
      .filter((p) => p.ocr_confidence !== undefined)
      .map((p) => ({ page: p.page, confidence: p.ocr_confidence! })),
    facts,
    page_texts: extracted.pages,
    ...(enrichment ?? {}),
  };
}
