/**
 * Reading the archive for enrichment: records, page texts, the stored originals' hashes and their images.
 * A thin adapter over the archive readers (archive/read.ts); writing goes through archive/write.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentRecord, PageText } from '../archive/records.js';
import type { Problem } from '../core/problem.js';
import { originalSha256, readOriginal, unreadableReason } from '../archive/storage/locate.js';
import { listRecords } from '../archive/read.js';
import { archivedOriginalPath, OVERRIDES_FILE, pageTextPaths } from '../archive/layout.js';
import { pdfImages, uploadedImage } from './images.js';
import type { ImageFacts } from '../archive/enrichment.js';
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
