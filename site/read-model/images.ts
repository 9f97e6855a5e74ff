/**
 * The public images and their slideshows: the image registry's entries that have a file to show, copied
 * into the site or linked where the originals are served, grouped by category.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { archivedImagePath, registryPath, type ImageRegistry } from '../../actions/lib/archive/registries.js';
import { warning, type Problem } from '../../actions/lib/core/problem.js';
import type { TimeSlices } from '../../actions/lib/core/time-slices.js';
import { linkedUrl, nonEmpty } from './documents.js';
import type { PublicDocument, PublicImage, Slideshow } from './model.js';
import { paths, slugify, withBase } from './urls.js';

/**
 * The images of the registry that have a file to show: an uploaded image is its document's original; an
 * embedded one shows once its file has been extracted into the archive (`path`). A scanned page's image
 * is the page itself, read on its document's page, and is not counted as missing.
 */
export async function imagesOf(
  registry: ImageRegistry,
  root: string,
  byId: Map<string, PublicDocument>,
  base: string,
  warnings: Problem[],
  originalsUrl: string | null,
  slices: TimeSlices,
): Promise<{ images: PublicImage[]; withoutFile: number }> {
  const images: PublicImage[] = [];
  let withoutFile = 0;
  for (const entry of registry.images) {
    await slices.pass();
    const doc = byId.get(entry.document_id);
    const original = entry.image === 'original' && doc ? doc.file.source : null;
    const own = archivedImagePath(entry);
    if (!own && !original) {
      if (entry.category !== 'scan') withoutFile++;
      continue;
    }
    const source = own ? join(root, own) : original!;
    if (!existsSync(source)) {
      warnings.push(
        warning(
          'site.image_missing',
          `images: ${entry.path ?? source} not found in the archive; the image is left out of the slideshows.`,
          `Add the file at ${own ?? source}, or run \`dirhub enrich\` to write the image registry again.`,
        ),
      );
      continue;
    }
    const id = slugify(entry.key);
    const out = `${id}${((entry.path ?? source).match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '.img').toLowerCase()}`;
    const page = entry.page;
    // An original's OCR text is what its sticker or stamp says, often after noise: its document's title reads better.
    const caption = original
      ? (nonEmpty(entry.title) ?? doc?.title ?? 'Image')
      : (nonEmpty(entry.ocr_text) ?? `${nonEmpty(entry.title) ?? doc?.title ?? 'Image'}, page ${page}`);
    images.push({
      id,
      source,
      out: originalsUrl ? null : out,
      url: originalsUrl ? linkedUrl(originalsUrl, root, source) : withBase(base, paths.image(out)),
      width: entry.width,
      height: entry.height,
      caption,
      category: entry.category,
      document_id: doc ? doc.id : null,
      document_url: doc ? `${doc.url}#page-${page}` : null,
      page,
    });
  }
  if (withoutFile)
    warnings.push(
      warning(
        'site.images_without_file',
        `${registryPath('images')}: ${withoutFile} ${withoutFile === 1 ? 'image has' : 'images have'} no file (no "path") yet; the slideshows show only images with files.`,
        'Images embedded in PDFs are shown once their files are extracted into the archive; uploaded images always are.',
      ),
    );
  return { images, withoutFile };
}

export function slideshowsOf(images: PublicImage[], byId: Map<string, PublicDocument>, base: string): Slideshow[] {
  const groups = new Map<string, { title: string; images: PublicImage[] }>();
  for (const img of images) {
    const title = img.category
      ? `${img.category[0]!.toUpperCase()}${img.category.slice(1)}`
      : img.document_id
        ? (byId.get(img.document_id)?.title ?? 'Images')
        : 'Images';
    const key = img.category ? `category:${img.category}` : `doc:${img.document_id ?? ''}`;
    const g = groups.get(key) ?? { title, images: [] };
    g.images.push(img);
    groups.set(key, g);
  }
  const used = new Set<string>();
  return [...groups.values()]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((g) => {
      let slug = slugify(g.title);
      for (let n = 2; used.has(slug); n++) slug = `${slugify(g.title)}-${n}`;
      used.add(slug);
      return { slug, title: g.title, url: withBase(base, paths.slideshow(slug)), images: g.images };
    });
}
