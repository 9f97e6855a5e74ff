/**
 * The archive writer: the one place that writes into `archive/`.
 *
 * - `writeArchiveFiles`: text files (records, page texts, registries) as `FileWrite`s, each written only
 *   when its content differs from what is on disk, so a regeneration that changes nothing touches nothing
 *   and git shows no noise (the enrichment).
 * - `stageArchiveChange`: a decision's whole change staged in the index: originals moved in from
 *   uploads/ (the intake, the ingest) or copied in from a folder (an import), metadata files removed,
 *   records and texts written, the decisions log appended. The caller commits.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Git } from '../core/git.js';
import { appendDecisions, type DecisionLogAppend } from './decisions-log.js';
import type { FileWrite, SearchableCopyPlan } from './layout.js';
import { parsePageWords, type PageWords } from './ocr-words.js';
import { withTextLayer } from './searchable-copy.js';
import { parseLfsPointer } from './storage/pointer.js';
import type { Problem } from '../core/problem.js';

async function current(root: string, path: string): Promise<string | null> {
  try {
    return await readFile(join(root, path), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The paths among `writes` whose content would change (for a dry run). */
export async function changedPaths(root: string, writes: FileWrite[]): Promise<string[]> {
  const out: string[] = [];
  for (const w of writes) if ((await current(root, w.path)) !== w.content) out.push(w.path);
  return out;
}

/** Writes the files whose content differs from what is on disk; returns the paths written. */
export async function writeArchiveFiles(root: string, writes: FileWrite[]): Promise<string[]> {
  const changed = await changedPaths(root, writes);
  const byPath = new Map(writes.map((w) => [w.path, w.content]));
  for (const path of changed) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), byPath.get(path)!);
  }
  return changed;
}

/** One move or copy of an original: `to` is repository-relative. */
export interface Placement {
  from: string;
  to: string;
}

/** What one decision puts into the archive. */
export interface ArchiveChange {
  /** Uploads moved within the repository (repository-relative `from`), with `git mv`. */
  moves?: Placement[];
  /** Originals copied from outside the repository (absolute `from`). */
  copies?: Placement[];
  /** Files taken out of the repository (an upload's metadata file, kept in the record). */
  removes?: string[];
  writes: FileWrite[];
  /** Searchable copies of scanned PDFs, made once the originals and word boxes are in place. */
  searchable?: SearchableCopyPlan[];
  log: DecisionLogAppend;
}

/** Paths given to one git command, well under any command line's length. */
const PATHS_PER_COMMAND = 200;

async function inBatches(git: Git, command: string[], paths: string[]): Promise<void> {
  for (let k = 0; k < paths.length; k += PATHS_PER_COMMAND)
    await git.text([...command, '--', ...paths.slice(k, k + PATHS_PER_COMMAND)]);
}

/** Why a searchable copy was not made: the document is archived (or stays) without one. */
export interface SearchableCopyMiss {
  reason: 'original_unavailable' | 'words_unreadable' | 'pdf_unreadable' | 'no_page_laid';
  message: string;
}

/**
 * Writes one searchable copy (searchable-copy.ts) from the original and word boxes now in the work tree;
 * returns how many pages and words it laid, or why it made none. A copy is a convenience beside the
 * original: an original this checkout does not hold (a Git LFS pointer), word boxes that cannot be read,
 * or a PDF pdf-lib cannot read leave the document without one.
 */
export async function writeSearchableCopy(
  root: string,
  copy: SearchableCopyPlan,
): Promise<{ pages: number; words: number } | SearchableCopyMiss> {
  let original: Uint8Array;
  try {
    original = new Uint8Array(await readFile(join(root, copy.original)));
  } catch (err) {
    return { reason: 'original_unavailable', message: `${copy.original} cannot be read: ${(err as Error).message}` };
  }
  if (parseLfsPointer(original))
    return { reason: 'original_unavailable', message: `${copy.original} is a Git LFS pointer in this checkout` };
  const pages: PageWords[] = [];
  for (const path of copy.words) {
    let words: PageWords | Problem;
    try {
      words = parsePageWords(await readFile(join(root, path), 'utf8'));
    } catch (err) {
      return { reason: 'words_unreadable', message: `${path} cannot be read: ${(err as Error).message}` };
    }
    if ('code' in words) return { reason: 'words_unreadable', message: `${path}: ${words.message}` };
    pages.push(words);
  }
  let made: Awaited<ReturnType<typeof withTextLayer>>;
  try {
    made = await withTextLayer(original, pages);
  } catch (err) {
    return { reason: 'pdf_unreadable', message: `${copy.original} cannot be read as a PDF: ${(err as Error).message}` };
  }
  if (!made.report.pages.length)
    return { reason: 'no_page_laid', message: `none of the pages of ${copy.original} the word boxes name is in it` };
  await writeFile(join(root, copy.to), made.bytes);
  return { pages: made.report.pages.length, words: made.report.words };
}

/**
 * Stages `change` in the work tree and index of `git`'s repository; returns the paths added (none when
 * the change holds nothing, the log lines included). The caller commits, or puts the base back.
 */
export async function stageArchiveChange(git: Git, change: ArchiveChange): Promise<string[]> {
  const root = git.root;
  const placed = (p: Placement) => mkdir(dirname(join(root, p.to)), { recursive: true });
  for (const move of change.moves ?? []) {
    await placed(move);
    await git.text(['mv', '--', move.from, move.to]);
  }
  for (const copy of change.copies ?? []) {
    await placed(copy);
    await copyFile(copy.from, join(root, copy.to));
  }
  await inBatches(git, ['rm', '--quiet'], change.removes ?? []);
  for (const w of change.writes) {
    await mkdir(dirname(join(root, w.path)), { recursive: true });
    await writeFile(join(root, w.path), w.content);
  }
  const made: string[] = [];
  for (const copy of change.searchable ?? [])
    if (!('reason' in (await writeSearchableCopy(root, copy)))) made.push(copy.to);
  // A moved original is added again so the archive's .gitattributes apply (originals go to Git LFS
  // where the archive uses it): `git mv` keeps the object as it was stored under uploads/.
  const paths = [...(change.moves ?? []), ...(change.copies ?? [])].map((p) => p.to);
  paths.push(...change.writes.map((w) => w.path), ...made);
  if (await appendDecisions(root, change.log)) paths.push(change.log.path);
  await inBatches(git, ['add'], paths);
  return paths;
}
