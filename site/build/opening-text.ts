/**
 * How much of a document's text its page holds in its HTML, for readers without JavaScript and for
 * search engines' crawlers. The text is stored once, compressed (`documents/ID/text.json.gz`), and the
 * page's script fills it in; written out in every page too, it would more than double the site (at
 * 30,000 documents, 484 MB of text against a 1 GB GitHub Pages limit). So each page holds its opening:
 * whole pages while they fit in OPENING_CHARACTERS, or the first page cut at a word when it alone is
 * longer. The script fills in the rest; without it the page says where the rest is (docs/site.md,
 * "Without JavaScript").
 */
/** About a page and a half of a typed filing: 59 MB in all at 30,000 documents (docs/benchmarks/site.md). */
export const OPENING_CHARACTERS = 3000;

export interface ShownPage {
  page: number;
  /** The page's whole text ("" when the page has none). */
  text: string;
  /** What the HTML holds of it: all of `text` when `complete`, its beginning or nothing otherwise. */
  opening: string;
  complete: boolean;
}

export interface OpeningText {
  pages: ShownPage[];
  /** Whether the HTML holds every page's whole text (the script then fetches nothing). */
  complete: boolean;
}

export function openingText(pages: readonly { page: number; text: string }[], limit = OPENING_CHARACTERS): OpeningText {
  let room = limit;
  const shown = pages.map(({ page, text }): ShownPage => {
    if (text.length <= room) {
      room -= text.length;
      return { page, text, opening: text, complete: true };
    }
    // The first page alone is longer than the limit: its beginning, cut after the last whole word.
    const opening = room === limit ? `${text.slice(0, limit).replace(/\s+\S*$/, '')} …` : '';
    room = -1;
    return { page, text, opening, complete: false };
  });
  return { pages: shown, complete: shown.every((p) => p.complete) };
}
