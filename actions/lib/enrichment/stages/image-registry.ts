/**
 * Stage 7, images: the registry of every image in the archive (embedded in a PDF, or uploaded), with
 * its category, perceptual hash and, for an uploaded image, its recognised text; and the groups of
 * near-duplicate images.
 */
import type { EnrichedRecord } from '../../archive/records.js';
import type { ImageRegistry } from '../../archive/registries.js';
import { nearDuplicateGroups } from '../images.js';
import { byText } from '../text.js';
import { fullText, type StageContext } from './context.js';

/** The image registry of `records` (in the order of `ctx.docs`, whose pages give an upload's text). */
export function imageRegistryStage(ctx: StageContext, records: EnrichedRecord[]): ImageRegistry {
  ctx.options.progress?.('images', 0, 1);
  return imageRegistry(records, new Map(ctx.docs.map((d) => [d.record.document_id, fullText(d.pages)])));
}

function imageRegistry(records: EnrichedRecord[], texts: Map<string, string>): ImageRegistry {
  const images: ImageRegistry['images'] = [];
  for (const r of records) {
    const e = r.enrichment;
    for (const img of e.images) {
      images.push({
        key: `${r.document_id}/${img.id}`,
        document_id: r.document_id,
        title: r.title,
        image: img.id,
        page: img.page,
        width: img.width,
        height: img.height,
        category: img.category,
        dhash: img.dhash,
        exif: img.exif,
        ocr_text:
          img.id === 'original'
            ? (texts.get(r.document_id) ?? '').replace(/\s+/g, ' ').trim().slice(0, 500) || null
            : null,
      });
    }
  }
  images.sort((a, b) => byText(a.key, b.key));
  return { images, near_duplicates: nearDuplicateGroups(images) };
}
