/**
 * The records that flow between stages. Each stage takes plain data and returns plain data; these
 * types are the contract between them and with the archive on disk.
 */
import type { Problem } from '../core/problem.js';
import type { PageWords } from './ocr-words.js';
import type { AnalysisStatus, UploadState } from '../core/vocab.js';
import type { UploadMetadata } from '../contract/metadata.js';
import type { DocumentEnrichment, TextEnrichment, TextFindings } from './enrichment.js';

export type { UploadMetadata };

export type FileKind = 'pdf' | 'png' | 'jpeg';

/** Facts about an uploaded file gathered by validation (stage 2); nothing here is a judgement. */
export interface FileFacts {
  kind: FileKind | 'unknown';
  media_type: string;
  bytes: number;
  sha256: string;
  /** Page count (1 for an image); null when the file could not be parsed. */
  pages: number | null;
  encrypted: boolean;
  /** Active content found in a PDF; any `true` is flagged, and rejected unless allowed by config. */
  active_content: {
    javascript: boolean;
    launch_actions: boolean;
    embedded_files: string[];
    /** Other risky actions seen (SubmitForm, ImportData, URI to file:, RichMedia…). */
    other: string[];
  };
  /** PDF Info dictionary (Title, Author, Producer, CreationDate…) as strings. */
  info: Record<string, string>;
  /** XMP metadata packet flattened to `prefix:name` → value, or null when absent. */
  xmp: Record<string, string> | null;
  /** Image size in pixels, for image uploads. */
  image?: { width: number; height: number };
}

export interface PageText {
  /** 1-based page number. */
  page: number;
  text: string;
  /** Where the text came from: the PDF's own text layer, or OCR of the rendered page. */
  source: 'text-layer' | 'ocr' | 'none';
  /** Mean word confidence 0–100 from the OCR engine, for OCR'd pages. */
  ocr_confidence?: number;
  /** Where OCR read each word of the page, for OCR'd pages (ocr-words.ts; kept as `text/0001.words.json`). */
  words?: PageWords;
  /** What OCR found wrong with the page (a language the archive has no model for), as a warning. */
  problem?: Problem;
}

export interface ExtractedText {
  pages: PageText[];
  /** Page numbers that were OCR'd. */
  ocr_pages: number[];
  /**
   * Problems met while extracting, never silent: warnings (a page whose text layer could not be read),
   * and errors that make the upload invalid (a page too complex to draw for OCR).
   */
  problems: Problem[];
}

export interface RelevanceFactor {
  /** Short name, e.g. `key_terms`, `archive_similarity`, `date_range`, `language`. */
  name: string;
  /** Signed contribution to the score. */
  effect: number;
  /** What a person reads: which terms matched, which date was out of range… */
  detail: string;
}

export interface NearestDocument {
  document_id: string;
  title: string;
  similarity: number;
}

export interface RelevanceResult {
  /** In [0, 1]. */
  score: number;
  /**
   * Where the score starts before any evidence (the model's intercept alone); `baseline` plus every
   * factor's `effect` is `score`. Absent in analyses made before the effects were made to add up.
   */
  baseline?: number;
  threshold: number;
  /** What raised the score (effect > 0) and what lowered it (effect < 0); with the baseline they add up to the score. */
  factors: RelevanceFactor[];
  nearest: NearestDocument[];
}

export interface DuplicateMatch {
  kind: 'exact' | 'near';
  /** Where the earlier copy is: an archived document or an earlier decision in the log. */
  found_in: 'archive' | 'decisions' | 'batch';
  document_id?: string;
  upload_id?: string;
  title?: string;
  /** 1 for exact duplicates; text similarity for near duplicates. */
  similarity: number;
}

/** The whole decision for one upload; `dirhub analyze --json` prints this (keep the shape stable). */
export interface AnalysisResult {
  upload_id: string;
  status: AnalysisStatus;
  relevance: number | null;
  threshold: number;
  errors: Problem[];
  warnings: Problem[];
  pages: number | null;
  ocr_pages: number[];
  text: string;
  file: { name: string; kind: FileFacts['kind']; bytes: number; sha256: string; media_type: string };
  metadata: UploadMetadata | null;
  relevance_detail: RelevanceResult | null;
  duplicates: DuplicateMatch[];
  ocr_confidence: { page: number; confidence: number }[];
  facts: FileFacts | null;
  page_texts: PageText[];
  /** Enrichment of the text alone (no archive), present when text was extracted. */
  summary?: TextEnrichment['summary'];
  category?: TextEnrichment['category'];
  entities?: TextEnrichment['entities'];
  dates?: TextEnrichment['dates'];
  tags?: TextEnrichment['tags'];
  /** Personal data found, for a maintainer to redact or approve; also listed as `pii.*` warnings. */
  pii?: TextEnrichment['pii'];
  /** The per-document agents' findings on the text, keyed: the record keeps them for `dirhub enrich`. */
  findings?: TextFindings;
}

/** `archive/documents/<shard>/<document_id>/record.json`: the spec's Document fields plus provenance. */
export interface DocumentRecord {
  record_version: 1;
  document_id: string;
  title: string;
  /** Document date YYYY-MM-DD (from the metadata), not the upload date. */
  date: string;
  source: string;
  category: string | null;
  summary: string | null;
  verification_level: number;
  entities: string[];
  tags: string[];
  metadata: UploadMetadata;
  file: { name: string; path: string; media_type: string; sha256: string; bytes: number };
  pages: number;
  text: {
    /** Per-page text files relative to the document folder, in page order. */
    pages: string[];
    ocr_pages: number[];
    ocr_confidence: { page: number; confidence: number }[];
    chars: number;
    /** Word-box files of the OCR'd pages (`text/0001.words.json`, ocr-words.ts), relative to the document folder. */
    words?: string[];
  };
  pdf: { info: Record<string, string>; xmp: Record<string, string> | null } | null;
  relevance: { score: number; threshold: number; factors: RelevanceFactor[]; nearest: NearestDocument[] };
  provenance: {
    upload_id: string;
    /**
     * The branch (local) or pull request (GitHub) the document arrived through; for a bulk import
     * (`dirhub import`), `import` with the imported folder's path in its repository as `ref`.
     */
    submitted_via: { kind: 'branch' | 'pull_request' | 'import' | 'cli'; ref: string; number?: number; url?: string };
    submitted_by: string | null;
    /** The commit that added the upload. */
    commit: string | null;
    accepted_at: string;
    pipeline_version: string;
  };
  /**
   * What the analysis of the upload found in its text, kept until enrichment takes it into `enrichment`
   * (without reading the text again while its key is current); absent once enrichment ran.
   */
  findings?: TextFindings;
  /** Filled by enrichment; absent until it runs. */
  enrichment?: DocumentEnrichment;
}

/** A record once the enrichment agents ran: its enrichment is there. */
export type EnrichedRecord = DocumentRecord & { enrichment: DocumentEnrichment };

/** One line of `archive/decisions/YYYY-MM.jsonl`. */
export interface DecisionLogEntry {
  upload_id: string;
  state: UploadState;
  decided_at: string;
  file: { name: string; sha256: string; bytes: number };
  metadata_sha256: string | null;
  title: string | null;
  relevance: number | null;
  threshold: number;
  reasons: Problem[];
  duplicates: DuplicateMatch[];
  document_id: string | null;
  submitted_via: DocumentRecord['provenance']['submitted_via'];
  submitted_by: string | null;
  commit: string | null;
  pipeline_version: string;
}
