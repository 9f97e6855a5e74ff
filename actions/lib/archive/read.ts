/**
 * Reading the archive on disk. Each reader touches only what it needs: listing ids reads two levels of
 * folders, records read one small JSON file per document, and page texts are read only by loadArchiveTexts.
 * Because a document id is a prefix of the file's sha256, an exact-duplicate lookup reads one file.
 */
import { mapLimited } from '../core/concurrency.js';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { problem, type Problem } from '../core/problem.js';
import type { ArchiveCode } from './codes.js';
import type { DocumentRecord } from './records.js';
import {
  ARCHIVE_DIR,
  archivedOriginalPath,
  DOCUMENTS_DIR,
  documentDir,
  documentIdFor,
  isDocumentId,
  pageTextPaths,
  pageWordsPaths,
  recordPath,
  searchableCopyPath,
  SHARD_LENGTH,
} from './layout.js';

/** What relevance scoring and near-duplicate detection compare an upload against. */
export interface ArchiveText {
  document_id: string;
  title: string;
  text: string;
}

export interface ArchiveRead<T> {
  items: T[];
  /** Documents that could not be read (a broken record.json…); reported, never fatal. */
  problems: Problem[];
}

async function listDir(path: string): Promise<string[]> {
  try {
    return (await readdir(path)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Where an archive is, from a folder a user named: the `archive/` folder itself or the repository that
 * holds it. `root` is the repository, which every reader takes; `archiveDir` its `archive/` folder (which
 * need not exist yet).
 */
export function archiveLocation(dir: string): { root: string; archiveDir: string } {
  const abs = resolve(dir);
  const archiveDir =
    basename(abs) === ARCHIVE_DIR && !existsSync(join(abs, ARCHIVE_DIR)) ? abs : join(abs, ARCHIVE_DIR);
  return { root: dirname(archiveDir), archiveDir };
}

/**
 * Where a document's files are on disk, under the repository `root`: its original and its page texts in
 * page order. The original is looked for by its plain name in the document's own folder, whatever
 * `file.path` says, so a record cannot point a reader outside the folder.
 */
export function documentFiles(
  root: string,
  record: DocumentRecord,
): { original: string; pages: string[]; words: string[]; searchable: string } {
  const original = archivedOriginalPath({ ...record, file: { ...record.file, path: basename(record.file.path) } });
  return {
    original: join(root, original),
    pages: pageTextPaths(record).map((p) => join(root, p)),
    words: pageWordsPaths(record).map((p) => join(root, p)),
    /** Where a scanned PDF's searchable copy is, when it has one (layout.ts `searchableCopyFor`). */
    searchable: join(root, searchableCopyPath(record.document_id)),
  };
}

/** Every document id in the archive, sorted; reads folder names only. */
export async function listDocumentIds(root: string): Promise<string[]> {
  const shards = (await listDir(join(root, DOCUMENTS_DIR))).filter((s) => s.length === SHARD_LENGTH);
  const perShard = await mapLimited(shards, async (shard) =>
    (await listDir(join(root, DOCUMENTS_DIR, shard))).filter((id) => isDocumentId(id) && id.startsWith(shard)),
  );
  return perShard.flat();
}

export type RecordRead = { ok: true; record: DocumentRecord } | { ok: false; problem: Problem };

async function readRecordOf(root: string, documentId: string): Promise<RecordRead | null> {
  const path = recordPath(documentId);
  let raw: string;
  try {
    raw = await readFile(join(root, path), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const record = JSON.parse(raw) as DocumentRecord;
    if (record?.document_id !== documentId || typeof record.file?.sha256 !== 'string')
      throw new Error('document_id or file.sha256 does not match its folder');
    if (typeof record.title !== 'string') throw new Error('it has no title');
    return { ok: true, record };
  } catch (err) {
    return {
      ok: false,
      problem: problem<ArchiveCode>(
        'archive.record.unreadable',
        `${path} cannot be read: ${(err as Error).message}.`,
        `Regenerate or restore it from history (git log -p -- ${path}).`,
        {
          severity: 'warning',
        },
      ),
    };
  }
}

/** One record, or null when the document is not in the archive. Throws on a broken record. */
export async function readRecord(root: string, documentId: string): Promise<DocumentRecord | null> {
  const read = await readRecordOf(root, documentId);
  if (!read) return null;
  if (!read.ok) throw new Error(read.problem.message);
  return read.record;
}

/**
 * Each document's record as read, by id (null: the folder has no record.json): what listRecords reports,
 * kept by a reader that follows the archive, so that after a commit it reads only the documents the commit
 * touched (`rereadRecords`).
 */
export type RecordReads = ReadonlyMap<string, RecordRead | null>;

/** Every document's record, read. */
export async function readRecords(root: string): Promise<RecordReads> {
  const ids = await listDocumentIds(root);
  const reads = await mapLimited(ids, (id) => readRecordOf(root, id));
  return new Map(ids.map((id, i) => [id, reads[i]!]));
}

/**
 * `previous` with the records of `changed` read again: a document whose folder is gone leaves it, a new
 * one joins it. The same as `readRecords` when only those documents changed since `previous` was read.
 */
export async function rereadRecords(
  root: string,
  previous: RecordReads,
  changed: Iterable<string>,
): Promise<RecordReads> {
  const next = new Map(previous);
  const ids = [...new Set(changed)].filter(isDocumentId);
  const reads = await mapLimited(ids, (id) => readRecordOf(root, id));
  ids.forEach((id, i) => {
    if (reads[i] === null && !existsSync(join(root, documentDir(id)))) next.delete(id);
    else next.set(id, reads[i]!);
  });
  return next;
}

/** The records read, in id order, and a problem for each that could not be. */
export function recordsOf(reads: RecordReads): ArchiveRead<DocumentRecord> {
  const items: DocumentRecord[] = [];
  const problems: Problem[] = [];
  for (const id of [...reads.keys()].sort()) {
    const r = reads.get(id)!;
    if (!r) {
      const path = recordPath(id);
      problems.push(
        problem<ArchiveCode>(
          'archive.record.missing',
          `${path} is missing; the document's folder is skipped.`,
          `Restore it from history (git log -- ${path}), or remove the folder if the document was withdrawn.`,
          { severity: 'warning' },
        ),
      );
    } else if (r.ok) items.push(r.record);
    else problems.push(r.problem);
  }
  return { items, problems };
}

/** Every record (no page text); a document folder without its record.json is named among the problems. */
export async function listRecords(root: string): Promise<ArchiveRead<DocumentRecord>> {
  return recordsOf(await readRecords(root));
}

/** The archived document holding exactly this file, if any: one file read. */
export async function findArchivedBySha256(
  root: string,
  sha256: string,
): Promise<{ document_id: string; title: string } | null> {
  const documentId = documentIdFor(sha256);
  const read = await readRecordOf(root, documentId);
  if (!read?.ok || read.record.file.sha256 !== sha256) return null;
  return { document_id: documentId, title: read.record.title };
}

/** sha256 → document_id for the whole archive (records only, no texts). */
export async function sha256Index(root: string): Promise<Map<string, string>> {
  const { items } = await listRecords(root);
  return new Map(items.map((r) => [r.file.sha256, r.document_id]));
}

/** The full text of one document: its page files joined with a blank line, in page order; missing pages are named. */
export async function readDocumentText(
  root: string,
  record: DocumentRecord,
): Promise<{ text: string; missing: string[] }> {
  const missing: string[] = [];
  const pages = await Promise.all(
    pageTextPaths(record).map(async (path) => {
      try {
        return await readFile(join(root, path), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        missing.push(path);
        return '';
      }
    }),
  );
  return { text: pages.join('\n\n'), missing: missing.sort() };
}

/**
 * Texts already read in this process, per repository root: document id → (record.json stamp, text). A
 * document's folder is written once and its record rewritten whenever its text is regenerated, so an
 * unchanged record.json (same mtime and size) means an unchanged text. Repeated loads (one per merged
 * branch in an intake run) then read only what is new.
 */
const textMemo = new Map<string, Map<string, { stamp: string; item: ArchiveText }>>();

async function recordStamp(root: string, documentId: string): Promise<string | null> {
  try {
    const s = await stat(join(root, recordPath(documentId)));
    return `${s.mtimeMs}:${s.size}`;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Title and full text of every archived document, for relevance scoring and near duplicates. */
export async function loadArchiveTexts(root: string): Promise<ArchiveRead<ArchiveText>> {
  const ids = await listDocumentIds(root);
  const held = textMemo.get(root) ?? new Map<string, { stamp: string; item: ArchiveText }>();
  const kept = new Map<string, { stamp: string; item: ArchiveText }>();
  const problems: Problem[] = [];
  const reads = await mapLimited(ids, async (id): Promise<ArchiveText | null> => {
    const stamp = await recordStamp(root, id);
    if (!stamp) return null;
    const known = held.get(id);
    if (known?.stamp === stamp) {
      kept.set(id, known);
      return known.item;
    }
    const read = await readRecordOf(root, id);
    if (!read) return null;
    if (!read.ok) {
      problems.push(read.problem);
      return null;
    }
    const { text, missing } = await readDocumentText(root, read.record);
    for (const path of missing) {
      problems.push(
        problem<ArchiveCode>(
          'archive.text.missing',
          `${path} is missing; the document is compared without that page.`,
          `Restore it from history (git log -- ${path}).`,
          { severity: 'warning' },
        ),
      );
    }
    const item = { document_id: id, title: read.record.title, text };
    // A document with a missing page is read again next time, so the warning is not lost.
    if (!missing.length) kept.set(id, { stamp, item });
    return item;
  });
  textMemo.set(root, kept);
  return { items: reads.filter((r): r is ArchiveText => r !== null), problems };
}
