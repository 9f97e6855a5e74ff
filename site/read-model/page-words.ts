/**
 * Where OCR read each word of a scanned document's pages, as the site publishes it for the document
 * viewer to draw a search hit on the scan (`documents/ID/words.json.gz`). Made from the archive's word
 * boxes (actions/lib/archive/ocr-words.ts, `text/0001.words.json`), one file a document, and smaller: a
 * word is its text and its box in ten-thousandths of the page's width and height (the scale the page is
 * shown at does not matter then), in one flat array per page, gzip-compressed by the build.
 *
 *   { "format": "dirhub-site-words/1",
 *     "pages": [ { "page": 1, "words": ["Plaintiff", 1224, 1215, 1953, 1355, "filed", …] } ] }
 *
 * Pure, and shared by the build (which writes it) and the browser (which reads it).
 */
import type { PageWords } from '../../actions/lib/archive/ocr-words.js';

export const SITE_WORDS_FORMAT = 'dirhub-site-words/1';
/** A box's coordinates are in this many parts of the page's width and height. */
const SCALE = 10_000;

export interface SiteWords {
  format: typeof SITE_WORDS_FORMAT;
  /** The OCR'd pages, in page order: text, left, top, right, bottom of each word, one after another. */
  pages: { page: number; words: (string | number)[] }[];
}

/** A word's box on its page, as fractions of the page's width and height from the top left corner. */
export interface WordBox {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The site's file of a document's word boxes, from the archive's word boxes of its OCR'd pages. */
export function siteWords(pages: readonly PageWords[]): SiteWords {
  const part = (v: number, of: number) => Math.max(0, Math.min(SCALE, Math.round((v / of) * SCALE)));
  return {
    format: SITE_WORDS_FORMAT,
    pages: [...pages]
      .filter((p) => p.width > 0 && p.height > 0)
      .sort((a, b) => a.page - b.page)
      .map((p) => ({
        page: p.page,
        words: p.words.flatMap((w) => [
          w.text,
          part(w.box[0], p.width),
          part(w.box[1], p.height),
          part(w.box[2], p.width),
          part(w.box[3], p.height),
        ]),
      })),
  };
}

/**
 * The word boxes of each page a site words file holds; null for a file that is not one (another format,
 * a broken file): the viewer then draws hits where the PDF's own text layer puts them, or none.
 */
export function readSiteWords(value: unknown): Map<number, WordBox[]> | null {
  const v = value as Partial<SiteWords> | null;
  if (!v || typeof v !== 'object' || v.format !== SITE_WORDS_FORMAT || !Array.isArray(v.pages)) return null;
  const out = new Map<number, WordBox[]>();
  for (const p of v.pages) {
    if (!p || typeof p.page !== 'number' || !Array.isArray(p.words) || p.words.length % 5) return null;
    const boxes: WordBox[] = [];
    for (let i = 0; i < p.words.length; i += 5) {
      const [text, left, top, right, bottom] = p.words.slice(i, i + 5);
      if (typeof text !== 'string' || ![left, top, right, bottom].every((n) => typeof n === 'number')) return null;
      boxes.push({
        text,
        left: (left as number) / SCALE,
        top: (top as number) / SCALE,
        right: (right as number) / SCALE,
        bottom: (bottom as number) / SCALE,
      });
    }
    out.set(p.page, boxes);
  }
  return out;
}
