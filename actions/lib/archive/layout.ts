/**
 * Where an accepted document lives in the archive and what its record says (spec stage 4, storage).
 * Everything here is pure: ids and paths are derived from content, records from the analysis.
 *
 *   archive/documents/<shard>/<document_id>/
 *     <document_id>.<ext>     the original file, byte for byte, with its upload extension
 *     record.json             DocumentRecord (canonical JSON)
 *     text/0001.txt …         the text of each page, in page order
 *     text/0001.words.json …  where OCR read each word of an OCR'd page (ocr-words.ts)
 *     <document_id>.searchable.pdf  a scanned PDF's copy with its OCR text as an invisible layer
 */
import type { AnalysisResult, DocumentRecord, PageText } from './records.js';
import { PIPELINE_VERSION } from '../core/vocab.js';
import { stableJson } from './stable-json.js';
import { pageWordsName, serializePageWords } from './ocr-words.js';

/** Where contributors drop uploads; empty on the default branch but for its placeholder. */
export const UPLOADS_DIR = 'uploads';
export const ARCHIVE_DIR = 'archive';
export const DOCUMENTS_DIR = `${ARCHIVE_DIR}/documents`;
export const RECORD_FILE = 'record.json';
export const TEXT_DIR = 'text';
/** The maintainers' corrections that every enrichment run applies (`Overrides`). */
export const OVERRIDES_FILE = `${ARCHIVE_DIR}/overrides.json`;

/** 16 hex digits (64 bits) of the file's sha256: a collision among 100,000 documents has odds below 1 in 10⁹. */
export const DOCUMENT_ID_LENGTH = 16;
/** 2 hex digits: 256 shard folders, ~390 documents each at 100,000 documents (~1,000 at 256,000). */
export const SHARD_LENGTH = 2;

const SHA256 = /^[0-9a-f]{64}$/;
const DOCUMENT_ID = new RegExp(`^[0-9a-f]{${DOCUMENT_ID_LENGTH}}$`);

/** The document id is derived from the content: the same file always gets the same id. */
export function documentIdFor(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`documentIdFor: not a lower-case hex sha256: ${JSON.stringify(sha256)}`);
  return sha256.slice(0, DOCUMENT_ID_LENGTH);
}

export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value);
}

export function shardOf(documentId: string): string {
  return documentId.slice(0, SHARD_LENGTH);
}

/** Repository-relative folder of a document, with forward slashes (git paths). */
export function documentDir(documentId: string): string {
  return `${DOCUMENTS_DIR}/${shardOf(documentId)}/${documentId}`;
}

/**
 * The document whose folder holds a repository-relative path (`archive/documents/ab/abcd…/text/0001.txt`
 * → `abcd…`); null for any path outside a document's folder, or in a folder that is not a document id.
 */
export function documentIdInPath(path: string): string | null {
  if (!path.startsWith(`${DOCUMENTS_DIR}/`)) return null;
  const [shard, id] = path.slice(DOCUMENTS_DIR.length + 1).split('/');
  return id !== undefined && isDocumentId(id) && shard === shardOf(id) ? id : null;
}

export function recordPath(documentId: string): string {
  return `${documentDir(documentId)}/${RECORD_FILE}`;
}

/** `text/0001.txt`: four digits keep 1–9999 in order when listed by name. */
export function pageTextName(page: number): string {
  return `${TEXT_DIR}/${String(page).padStart(4, '0')}.txt`;
}

/** The upload's own extension, lower-cased (`Scan.JPG` → `.jpg`); falls back to the detected kind. */
export function archivedExtension(uploadName: string, kind: string): string {
  const dot = uploadName.lastIndexOf('.');
  const ext = dot > 0 ? uploadName.slice(dot).toLowerCase() : '';
  if (/^\.[a-z0-9]{1,8}$/.test(ext)) return ext;
  return kind === 'jpeg' ? '.jpg' : kind === 'unknown' ? '.bin' : `.${kind}`;
}

/** The original's name inside the document folder: `<document_id>.<ext>`, unique when downloaded. */
export function originalFileName(documentId: string, uploadName: string, kind: string): string {
  return `${documentId}${archivedExtension(uploadName, kind)}`;
}

export function originalFilePath(documentId: string, uploadName: string, kind: string): string {
  return `${documentDir(documentId)}/${originalFileName(documentId, uploadName, kind)}`;
}

/** Repository-relative path of an archived original: its record's `file.path` is relative to the document's folder. */
export function archivedOriginalPath(record: Pick<DocumentRecord, 'document_id' | 'file'>): string {
  return `${documentDir(record.document_id)}/${record.file.path}`;
}

/**
 * Repository-relative path of a scanned PDF's searchable copy (searchable-copy.ts): beside the original,
 * which is never changed; stored as the originals are (Git LFS where the archive uses it).
 */
export function searchableCopyPath(documentId: string): string {
  return `${documentDir(documentId)}/${documentId}.searchable.pdf`;
}

/** A searchable copy to make: of which original, from which word-box files, to where (repository-relative). */
export interface SearchableCopyPlan {
  original: string;
  words: string[];
  to: string;
}

/** The searchable copy a document gets: a PDF with OCR'd pages (their word boxes kept) gets one; others none. */
export function searchableCopyFor(record: DocumentRecord): SearchableCopyPlan | null {
  if (record.file.media_type !== 'application/pdf') return null;
  const words = pageWordsPaths(record);
  if (!words.length) return null;
  return { original: archivedOriginalPath(record), words, to: searchableCopyPath(record.document_id) };
}

/** Repository-relative paths of a document's page texts, in page order: its record's `text.pages` are relative to its folder. */
export function pageTextPaths(record: Pick<DocumentRecord, 'document_id' | 'text'>): string[] {
  const dir = documentDir(record.document_id);
  return record.text.pages.map((name) => `${dir}/${name}`);
}

/**
 * Repository-relative paths of the word-box files a record lists (ocr-words.ts), in its order; only the
 * names `pageWordsName` gives, inside the document's own folder, are taken from a record.
 */
export function pageWordsPaths(record: Pick<DocumentRecord, 'document_id' | 'text'>): string[] {
  const dir = documentDir(record.document_id);
  return (record.text.words ?? [])
    .filter((name) => /^text\/\d{4}\.words\.json$/.test(name))
    .map((name) => `${dir}/${name}`);
}

export interface Provenance {
  submitted_via: DocumentRecord['provenance']['submitted_via'];
  /** `Name <email>` of whoever committed the upload, when known. */
  submitted_by: string | null;
  /** The commit that added the upload. */
  commit: string | null;
  pipeline_version?: string;
}

/**
 * The level an accepted upload starts at: 1, checked (integrity and automatic routing passed). The
 * verification agent of `dirhub enrich` then sets 0–3 as defined in docs/verification.md.
 */
export const VERIFICATION_AUTOMATIC = 1;

/** The record of an accepted upload. Pure: the same analysis, provenance and time give the same record. */
export function buildRecord(analysis: AnalysisResult, provenance: Provenance, now: Date | string): DocumentRecord {
  if (analysis.status !== 'accepted')
    throw new Error(`buildRecord: upload ${analysis.upload_id} is ${analysis.status}, not accepted`);
  const metadata = analysis.metadata;
  if (!metadata) throw new Error(`buildRecord: accepted upload ${analysis.upload_id} has no metadata`);
  const documentId = documentIdFor(analysis.file.sha256);
  const pages = [...analysis.page_texts].sort((a, b) => a.page - b.page);
  const facts = analysis.facts;
  const detail = analysis.relevance_detail;
  return {
    record_version: 1,
    document_id: documentId,
    title: metadata.title,
    date: metadata.date,
    source: metadata.source,
    category: metadata.category ?? null,
    summary: null,
    verification_level: VERIFICATION_AUTOMATIC,
    entities: [],
    tags: [...(metadata.tags ?? [])],
    metadata,
    file: {
      name: analysis.file.name,
      path: originalFileName(documentId, analysis.file.name, analysis.file.kind),
      media_type: analysis.file.media_type,
      sha256: analysis.file.sha256,
      bytes: analysis.file.bytes,
    },
    pages: analysis.pages ?? pages.length,
    text: {
      pages: pages.map((p) => pageTextName(p.page)),
      ocr_pages: [...analysis.ocr_pages],
      ocr_confidence: analysis.ocr_confidence.map((c) => ({ page: c.page, confidence: c.confidence })),
      chars: pages.reduce((n, p) => n + p.text.length, 0),
      ...(pages.some((p) => p.words) ? { words: pages.filter((p) => p.words).map((p) => pageWordsName(p.page)) } : {}),
    },
    pdf: facts && facts.kind === 'pdf' ? { info: { ...facts.info }, xmp: facts.xmp ? { ...facts.xmp } : null } : null,
    relevance: {
      score: detail?.score ?? analysis.relevance ?? 0,
      threshold: detail?.threshold ?? analysis.threshold,
      factors: detail?.factors ?? [],
      nearest: detail?.nearest ?? [],
    },
    provenance: {
      upload_id: analysis.upload_id,
      submitted_via: provenance.submitted_via,
      submitted_by: provenance.submitted_by,
      commit: provenance.commit,
      accepted_at: typeof now === 'string' ? now : now.toISOString(),
      pipeline_version: provenance.pipeline_version ?? PIPELINE_VERSION,
    },
    // What the analysis found in the text, kept so that enrichment does not read it again.
    ...(analysis.findings ? { findings: analysis.findings } : {}),
  };
}

/** A text file to write, repository-relative. */
export interface FileWrite {
  path: string;
  content: string;
}

/**
 * record.json, the per-page texts of a document and the word boxes of its OCR'd pages, as files to write
 * (the original is moved, not written).
 */
export function documentWrites(record: DocumentRecord, pageTexts: PageText[]): FileWrite[] {
  const byPage = new Map(pageTexts.map((p) => [p.page, p]));
  const paths = pageTextPaths(record);
  const writes: FileWrite[] = [{ path: recordPath(record.document_id), content: stableJson(record) }];
  record.text.pages.forEach((name, i) => {
    const page = Number(name.slice(TEXT_DIR.length + 1, -4));
    writes.push({ path: paths[i]!, content: byPage.get(page)?.text ?? '' });
  });
  for (const name of record.text.words ?? []) {
    const words = byPage.get(Number(name.slice(TEXT_DIR.length + 1, TEXT_DIR.length + 5)))?.words;
    if (words) writes.push({ path: `${documentDir(record.document_id)}/${name}`, content: serializePageWords(words) });
  }
  return writes;
}
