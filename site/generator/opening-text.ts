/**
 * How much of a document's text its page holds in its HTML, for readers without JavaScript and for
 * search engines' crawlers. The text is stored once, compressed (`documents/ID/text.json.gz`), and the
 * page's script fills it in; written out in every page too, it would more than double the site (at
 * 30,000 documents, 484 MB of text against a 1 GB GitHub Pages limit). So each page holds its opening:
 * whole pages while they fit in OPENING_CHARACTERS, or the first page cut at a word when it alone is
 * longer. The script builds the later pages' sections from the text file (the HTML holds none of them,
 * `held`); without it the page says where the rest is (docs/site.md, "Without JavaScript").
 */
/** About a page and a half of a typed filing: 59 MB in all at 30,000 documents (docs/benchmarks/site.md). */
export const OPENING_CHARACTERS = 3000;

export interface ShownPage {
  page: number;
  /** The page's whole text when it was read ("" when the page has none, or was not read: see `empty`). */
  text: string;
  /** What the HTML holds of it: all of `text` when `complete`, its beginning or nothing otherwise. */
  opening: string;
  complete: boolean;
  /** Whether the page has no text at all. */
  empty: boolean;
  /**
   * Whether the HTML holds the page's section at all: the pages of the opening do (whole, or the first
   * one's beginning); the later ones are built by the page's script from the text file, so that their
   * empty sections are not written into every page (with their links, 99 MB at 30,000 documents).
   */
  held: boolean;
}

export interface OpeningText {
  pages: ShownPage[];
  /** How many pages the HTML holds (`held`): always the first ones. */
  held: number;
  /** Whether the HTML holds every page's whole text (the script then fetches nothing). */
  complete: boolean;
}

/**
 * The opening of a document of `count` pages. `text(i)` reads page i (from 0); it is asked only while the
 * opening still has room, so a long document's later pages are never read: of those, `isEmpty(i)` tells
 * only whether they hold any text.
 */
export function openingOf(
  count: number,
  text: (i: number) => string,
  isEmpty: (i: number) => boolean,
  limit = OPENING_CHARACTERS,
): OpeningText {
  let room = limit;
  const shown: ShownPage[] = [];
  for (let i = 0; i < count; i++) {
    const page = i + 1;
    if (room < 0) {
      const empty = isEmpty(i);
      shown.push({ page, text: '', opening: '', complete: false, empty, held: false });
      continue;
    }
    const whole = text(i);
    if (whole.length <= room) {
      room -= whole.length;
      shown.push({ page, text: whole, opening: whole, complete: true, empty: !whole, held: true });
      continue;
    }
    // The first page alone is longer than the limit: its beginning, cut after the last whole word.
    const opening = room === limit ? `${whole.slice(0, limit).replace(/\s+\S*$/, '')} …` : '';
    room = -1;
    shown.push({ page, text: whole, opening, complete: false, empty: !whole, held: opening !== '' });
  }
  return { pages: shown, held: shown.filter((p) => p.held).length, complete: shown.every((p) => p.complete) };
}

/** `openingOf` pages already read. */
export function openingText(pages: readonly { page: number; text: string }[], limit = OPENING_CHARACTERS): OpeningText {
  return openingOf(
    pages.length,
    (i) => pages[i]!.text,
    (i) => !pages[i]!.text,
    limit,
  );
}
