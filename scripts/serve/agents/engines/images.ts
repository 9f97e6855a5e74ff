/**
 * Image search over the image registry, three ways (`search_type`):
 * - `text`: the words of the query in the image's recognised text (and its document's title);
 * - `visual`: perceptual-hash (dHash, 64 bits) distance to a given image — an image id
 *   (`DOCUMENT_ID/IMAGE`), a 16-hex-digit dHash, or a PNG/JPEG as base64 or a data: URL, hashed here with
 *   the enrichment's own dHash (checked like an upload first: a file declaring more pixels than the
 *   limit is refused unread). Similarity is 1 − distance/64; six bits or fewer is a near duplicate;
 * - `metadata`: the words of the query in the image's category, its document's title, tags and place names.
 * Filters: image `category`, the document's `date_range`, a `location` among the document's places (or
 * in its EXIF). A similarity engine: text and metadata score the share of the query's words found.
 */
import { contentTerms } from '../../../../actions/lib/text/analyser.js';
import { dHash, hammingDistance, NEAR_DUPLICATE_BITS } from '../../../../actions/lib/enrichment/images.js';
import { detectKind } from '../../../../actions/lib/pipeline/validation/sniff.js';
import { checkImage } from '../../../../actions/lib/pipeline/validation/image.js';
import type { ImageRegistryEntry } from '../../../../actions/lib/archive/registries.js';
import type { ArchiveView } from '../../archive-view.js';
import type { PublicDocument } from '../../../../site/read-model/model.js';
import { internalUrl, score, type Engine, type ResultItem } from './engine.js';
import type { RegistryReader } from './registries.js';

export interface ImagesQuery {
  query: string;
  search_type: 'text' | 'visual' | 'metadata';
  filters: { category?: string[]; date_range?: { start?: string; end?: string }; location?: string };
}

/** A failure of the query itself (an unreadable image): the engine fails with this message. */
export class ImageQueryError extends Error {}

const HEX64 = /^[0-9a-f]{16}$/i;

/** The dHash a visual query names or carries. */
export async function queryHash(
  query: string,
  images: ImageRegistryEntry[],
  maxPixels: number,
): Promise<{ dhash: string; key: string | null }> {
  const text = query.trim();
  const byKey = images.find((i) => i.key === text);
  if (byKey) return { dhash: byKey.dhash, key: byKey.key };
  if (HEX64.test(text)) return { dhash: text.toLowerCase(), key: null };
  const base64 = text.replace(/^data:image\/[a-z+.-]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64) || base64.length < 16)
    throw new ImageQueryError(
      'A visual query is an image id (DOCUMENT_ID/IMAGE), a 16-hex-digit dHash, or a PNG/JPEG in base64.',
    );
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const kind = detectKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') throw new ImageQueryError('The image sent is neither a PNG nor a JPEG.');
  const check = checkImage(kind, bytes, maxPixels);
  if (check.problems.length) throw new ImageQueryError(check.problems.map((p) => p.message).join(' '));
  const { decodeToGray } = await import('../../../../actions/lib/pipeline/processing/images.js');
  return { dhash: dHash(await decodeToGray(bytes)), key: null };
}

/** Share of the query's content words found in the text. */
function coverage(queryTerms: string[], text: string): number {
  if (!queryTerms.length) return 0;
  const have = new Set(contentTerms(text));
  return queryTerms.filter((t) => have.has(t)).length / queryTerms.length;
}

function placesOf(d: PublicDocument | undefined): string[] {
  return (d?.entities ?? []).filter((e) => e.kind === 'locations').map((e) => e.name);
}

function passes(img: ImageRegistryEntry, d: PublicDocument | undefined, f: ImagesQuery['filters']): boolean {
  if (f.category?.length && !f.category.some((c) => c.toLowerCase() === img.category)) return false;
  const date = d?.date ?? '';
  if (f.date_range?.start && date < f.date_range.start) return false;
  if (f.date_range?.end && date > `${f.date_range.end}\uffff`) return false;
  if (f.location) {
    const where = f.location.toLowerCase();
    const exif = img.exif ? Object.values(img.exif).join(' ').toLowerCase() : '';
    if (!placesOf(d).some((p) => p.toLowerCase().includes(where)) && !exif.includes(where)) return false;
  }
  return true;
}

function imageItem(
  img: ImageRegistryEntry,
  d: PublicDocument | undefined,
  relevance: number,
  extra: object,
): ResultItem {
  return {
    document_id: img.document_id,
    title: `${img.title || d?.title || 'Image'} (page ${img.page})`,
    relevance_score: score(relevance),
    summary: (img.ocr_text ?? '').slice(0, 300),
    url: internalUrl.image(img.key),
    metadata: {
      image: img.image,
      page: img.page,
      category: img.category,
      width: img.width,
      height: img.height,
      dhash: img.dhash,
      exif: img.exif,
      date: d?.date ?? null,
      places: placesOf(d),
      ...(img.path ? { path: img.path } : {}),
      ...extra,
    },
  };
}

export function imagesEngine(view: ArchiveView, registries: RegistryReader, maxPixels: number): Engine<ImagesQuery> {
  return {
    name: 'images',
    exact: false,
    async search(q) {
      const { images } = await registries.read();
      const byId = view.snapshot.model.byId;
      const candidates = images.filter((img) => passes(img, byId.get(img.document_id), q.filters));
      let scored: { img: ImageRegistryEntry; relevance: number; extra: object }[];
      if (q.search_type === 'visual') {
        const { dhash, key } = await queryHash(q.query, images, maxPixels);
        scored = candidates
          .filter((img) => img.key !== key && HEX64.test(img.dhash))
          .map((img) => {
            const distance = hammingDistance(dhash, img.dhash);
            return {
              img,
              relevance: 1 - distance / 64,
              extra: { distance, near_duplicate: distance <= NEAR_DUPLICATE_BITS },
            };
          });
      } else {
        const terms = contentTerms(q.query);
        scored = candidates.map((img) => {
          const d = byId.get(img.document_id);
          const text =
            q.search_type === 'text'
              ? `${img.ocr_text ?? ''} ${img.title}`
              : [img.category, img.title, d?.title ?? '', ...(d?.tags ?? []), ...placesOf(d)].join(' ');
          return { img, relevance: coverage(terms, text), extra: {} };
        });
      }
      const found = scored
        .filter((s) => s.relevance > 0)
        .sort((a, b) => b.relevance - a.relevance || (a.img.key < b.img.key ? -1 : 1));
      return {
        items: found.map((s) => imageItem(s.img, byId.get(s.img.document_id), s.relevance, s.extra)),
        total: found.length,
      };
    },
  };
}
