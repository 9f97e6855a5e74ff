/**
 * Reading the archive for enrichment: records, page texts, the stored originals' hashes and their images.
 * A thin adapter over the archive readers (archive/read.ts); writing goes through archive/write.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentRecord, PageText } from '../archive/records.js';
import { gitText } from '../core/git.js';
import type { Problem } from '../core/problem.js';
import { originalSha256, readOriginal, unreadableReason } from '../archive/storage/locate.js';
import { listRecords } from '../archive/read.js';
import { archivedOriginalPath, OVERRIDES_FILE, pageTextPaths } from '../archive/layout.js';
import { pdfImages, uploadedImage } from './images.js';
import type { ImageFacts } from '../archive/enrichment.js';
import {
  CORRECTIONS_DIR,
  parseCorrection,
  pullRequestOfSubject,
  type CorrectionProvenance,
  type FiledCorrection,
} from '../archive/corrections.js';
import type { ArchiveDocument } from './stages/context.js';

/** Every record the storage layer can read; unreadable ones come back as Problems, never fatal. */
export async function archiveRecords(root: string): Promise<{ records: DocumentRecord[]; problems: Problem[] }> {
  const { items, problems } = await listRecords(root);
  return { records: items, problems };
}

/** A record with its page texts and the hash of its stored original. */
export async function readArchiveDocument(root: string, record: DocumentRecord): Promise<ArchiveDocument> {
  const paths = pageTextPaths(record);
  const pages: PageText[] = [];
  for (const [i, name] of record.text.pages.entries()) {
    const number = Number(/(\d+)\.txt$/.exec(name)?.[1] ?? i + 1);
    let text = '';
    try {
      text = await readFile(join(root, paths[i]!), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    pages.push({ page: number, text, source: record.text.ocr_pages.includes(number) ? 'ocr' : 'text-layer' });
  }
  // Where this checkout holds only an LFS pointer, the sha256 it names (git-lfs checks the content against it).
  return { record, pages, stored_sha256: await originalSha256(root, archivedOriginalPath(record)) };
}

export async function readOverridesFile(root: string): Promise<string | null> {
  try {
    return await readFile(join(root, OVERRIDES_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Reads the images of a document's original: the embedded images of a PDF, or the uploaded image
 * itself. A file that cannot be read gives no images and a message (never a silent empty list); content
 * this checkout does not hold (an LFS pointer only) gives `undefined`, so what was read before is kept.
 */
export async function readDocumentImages(
  root: string,
  doc: ArchiveDocument,
  warn: (message: string) => void,
): Promise<ImageFacts[] | undefined> {
  const { record } = doc;
  const path = archivedOriginalPath(record);
  try {
    const { bytes, location } = await readOriginal(root, path);
    if (!bytes) {
      warn(`images of ${record.document_id} were not read: ${unreadableReason(path, location)}.`);
      return location.state === 'missing' ? [] : undefined;
    }
    if (record.file.media_type === 'application/pdf') return await pdfImages(new Uint8Array(bytes));
    if (/^image\/(?:png|jpeg)$/.test(record.file.media_type)) return [await uploadedImage(new Uint8Array(bytes))];
    return [];
  } catch (err) {
    warn(`images of ${record.document_id} (${record.file.path}) could not be read: ${(err as Error).message}`);
    return [];
  }
}

/**
 * Where a correction file came from, from git: the commit that added it (its author and date) and the pull
 * request that brought it in (the first merge after it, "Merge pull request #12 …", or a squashed "… (#12)").
 * Null outside a git repository, for a file not committed yet, and in a shallow clone whose history stops
 * before the file was added (its oldest commit would pass for the author).
 */
async function correctionProvenance(root: string, file: string): Promise<CorrectionProvenance | null> {
  const run = (args: string[]) => gitText(root, args);
  try {
    const added = (await run(['log', '--diff-filter=A', '--format=%H%x1f%an%x1f%aI%x1f%s', '--', file]))
      .trim()
      .split('\n')
      .pop();
    if (!added) return null;
    const [sha, author, date, subject] = added.split('\x1f') as [string, string, string, string];
    const shallow = (await run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
    if (shallow && (await run(['rev-list', '--max-parents=0', 'HEAD'])).split('\n').includes(sha)) return null;
    let pull = pullRequestOfSubject(subject);
    if (pull === null) {
      const merges = (await run(['log', '--merges', '--ancestry-path', '--reverse', '--format=%s', `${sha}..HEAD`]))
        .split('\n')
        .map(pullRequestOfSubject);
      pull = merges.find((n) => n !== null) ?? null;
    }
    return { pull_request: pull, author: author || null, date: date ? date.slice(0, 10) : null };
  } catch {
    return null;
  }
}

/** The correction files of the archive, in file-name order, with their provenance; unusable ones as Problems. */
export async function readCorrections(root: string): Promise<{ corrections: FiledCorrection[]; problems: Problem[] }> {
  let names: string[];
  try {
    names = (await readdir(join(root, CORRECTIONS_DIR))).filter((n) => n.endsWith('.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { corrections: [], problems: [] };
    throw err;
  }
  const corrections: FiledCorrection[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const file = `${CORRECTIONS_DIR}/${name}`;
    const { correction, problems: wrong } = parseCorrection(file, await readFile(join(root, file), 'utf8'));
    problems.push(...wrong);
    if (correction) corrections.push({ file, correction, provenance: await correctionProvenance(root, file) });
  }
  return { corrections, problems };
}
