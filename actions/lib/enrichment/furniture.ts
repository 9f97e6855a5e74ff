/**
 * Page furniture: the lines a printer or a court's filing system puts on every page — running headers
 * and footers, page numbers, pleading-paper line numbers, Bates numbers, the ECF stamp ("Case: 20-1507
 * Document: 00117684624 Page: 3 Date Filed: 12/22/2020"). They are found per document and left out of
 * what the agents read (summaries, dates, entities) and of search excerpts; the stored text keeps them.
 *
 * A line is furniture when it has a furniture shape (a stamp, a page number, a Bates number, a rule), or
 * when it repeats on many pages: the same line with its digits masked, anywhere on the page (a text
 * layer's content order may put a footer first), or a near-same line in the top or bottom lines of the
 * page (OCR reads a running header a little differently on each page).
 */
import { withoutLineNumbers } from '../core/lines.js';

/** Lines that are only a pleading-paper line number, a page number or a page label. */
const PAGE_NUMBER_LINE =
  /^\s*(?:\d{1,3}|-\s*\d{1,4}\s*-|\[\d{1,4}\]|page\s+\d+(?:\s+of\s+\d+)?|\d+\s+of\s+\d+|[ivxlc]{1,6})\s*$/i;
/**
 * The stamps court filing systems print on every page: "Case: 20-1507 Document: 42 Page: 1 Date Filed: …",
 * "Case 4:08-cv-02214-SBA Document 26 Filed 01/29/2009 Page 1 of 2", "Appeal: 17-2218 Doc: 17 Filed: …",
 * "USCA Case #20-5143 Document #1849397 Filed: 06/22/2020 Page 1 of 27", "Case: 20-16276, 08/05/2020, ID: …,
 * DktEntry: 19, Page 12 of 15".
 */
const ECF_STAMP =
  /^\s*(?:usca\s+|appellate\s+)?(?:case|appeal)\b[\s:#]*[\w.:-]+.*\b(?:document|doc|dktentry)\b.*\b(?:page|pg|filed)(?:\b|\d)/i;
/** A Bates number alone on its line: a producer's prefix and a serial ("DOJ-OGR-00012345", "EFTA00001234"). */
const BATES_LINE = /^\s*(?:[A-Z][A-Z0-9]{1,9}[-_ ]?){1,3}\d{5,10}\s*$/;
const RULE_LINE = /^[\s_=*.-]{3,}$/;

/** Whether a line has the shape of furniture whatever the other pages hold. */
export function isFurnitureShape(line: string): boolean {
  const l = line.trim();
  return PAGE_NUMBER_LINE.test(l) || ECF_STAMP.test(l) || BATES_LINE.test(l) || RULE_LINE.test(l);
}

/** Whether a line is a court filing system's stamp (its dates are the filing date, not a mention). */
export function isFilingStamp(line: string): boolean {
  return ECF_STAMP.test(line.trim());
}

/** The exact comparison form: spaces collapsed, digits masked, so "Page 3 of 9" matches "Page 4 of 9". */
function exactKey(line: string): string {
  return line.replace(/\s+/g, ' ').trim().replace(/\d+/g, '#');
}

/** The loose comparison form for OCR'd margins: lower-case letters and masked numbers only. */
function looseKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/[^a-z#]/g, '');
}

/**
 * A key's character bigrams as sorted numbers (each pair of UTF-16 code units as one 32-bit number), with
 * repeats: Dice's coefficient is then one merge of two sorted arrays, not a walk over string-keyed maps
 * (this runs for every margin line against forty pages of every document the search indexes read).
 */
function bigrams(key: string): Uint32Array {
  const out = new Uint32Array(Math.max(0, key.length - 1));
  for (let i = 0; i + 1 < key.length; i++) out[i] = ((key.charCodeAt(i) << 16) | key.charCodeAt(i + 1)) >>> 0;
  return out.sort();
}

/** Dice's coefficient over character bigrams (counted with repeats), 0–1. */
function dice(a: Uint32Array, b: Uint32Array): number {
  const total = a.length + b.length;
  if (total === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return (2 * shared) / total;
}

/** Whether two keys' bigrams are alike enough; lengths too far apart cannot be, whatever they hold. */
function alike(a: Uint32Array, b: Uint32Array): boolean {
  const most = (2 * Math.min(a.length, b.length)) / (a.length + b.length);
  return most >= MARGIN_SIMILARITY && dice(a, b) >= MARGIN_SIMILARITY;
}

/**
 * Share of the pages a line must repeat on. Books and opinions alternate their running headers between
 * even and odd pages ("TARRANT REGIONAL WATER DIST. v. HERRMANN" / "Cite as: 569 U. S. ____ (2013)"), so
 * a header stands on a little under half of them.
 */
const REPEATED_SHARE = 0.4;
/** Pages a line repeated anywhere on the page must stand on (the margins ask for two, see below). */
const ANYWHERE_PAGES = 3;
/** Lines at the top and at the bottom of a page where running headers and footers stand. */
const MARGIN_LINES = 3;
/** How alike two margin lines must be (Dice over bigrams) to count as one running header read twice. */
const MARGIN_SIMILARITY = 0.8;
/** Margin lines are compared with at most this many other pages, spread over the document. */
const MARGIN_SAMPLE = 40;

/**
 * For each page (by position in `pages`), the indexes of its lines (`text.split('\n')`) that are furniture.
 * A line repeated on at least 40% of the pages, and on three at least (two when it stands in the top or
 * bottom lines), is furniture; so is a line of furniture shape on any page.
 */
export function furnitureLines(pages: readonly { text: string }[]): Set<number>[] {
  const lines = pages.map((p) => p.text.split('\n'));
  // Anywhere on the page, a line must repeat on three pages at least: a two-page order restates its caption
  // (consolidated cases, a second caption page), and its role labels are no running header.
  const needed = Math.max(ANYWHERE_PAGES, Math.ceil(pages.length * REPEATED_SHARE));
  const result = lines.map(() => new Set<number>());

  const pagesOf = new Map<string, number>();
  for (const pageLines of lines) {
    // A repeated line must have words: masked numbers alone ("#-#-#") are phone numbers or dates, not headers.
    const keys = new Set(pageLines.map(exactKey).filter((k) => k.length > 3 && /[a-z]{2}/i.test(k)));
    for (const k of keys) pagesOf.set(k, (pagesOf.get(k) ?? 0) + 1);
  }
  lines.forEach((pageLines, p) =>
    pageLines.forEach((line, i) => {
      if (isFurnitureShape(line) || (pages.length >= 2 && (pagesOf.get(exactKey(line)) ?? 0) >= needed))
        result[p]!.add(i);
    }),
  );

  if (pages.length >= 2) {
    // Near-same lines in the margins, for running headers that OCR reads differently page by page.
    const margins = lines.map((pageLines) => {
      const filled = pageLines.map((l, i) => ({ l, i })).filter(({ l }) => l.trim());
      const picked = [...filled.slice(0, MARGIN_LINES), ...filled.slice(-MARGIN_LINES)];
      return [...new Map(picked.map((x) => [x.i, x])).values()]
        .map(({ l, i }) => ({ i, grams: bigrams(looseKey(l)) }))
        .filter((m) => m.grams.length >= 4);
    });
    const step = Math.max(1, Math.floor(pages.length / MARGIN_SAMPLE));
    const sample = margins.map((_, p) => p).filter((p) => p % step === 0);
    const neededInSample = Math.max(2, Math.ceil(sample.length * REPEATED_SHARE));
    margins.forEach((mine, p) => {
      for (const m of mine) {
        if (result[p]!.has(m.i)) continue;
        // Counted until the answer is known either way: enough pages found, or too few left to find them.
        let found = 0;
        for (let s = 0; s < sample.length && found < neededInSample; s++) {
          if (found + (sample.length - s) < neededInSample) break;
          const q = sample[s]!;
          if (q === p || margins[q]!.some((t) => alike(m.grams, t.grams))) found++;
        }
        if (found >= neededInSample) result[p]!.add(m.i);
      }
    });
  }
  return result;
}

/**
 * A pleading-paper line number read into its line ("15 [[EDWARD ALVARADO, JOHN AZZAM,"): OCR puts the
 * margin's number, and the rule beside it read as brackets, before the words. A number up to 28, not a list's
 * "1." or "(2)", and the rule's marks after it.
 */
const LINE_NUMBER_PREFIX = /^(\d{1,2})(?![.)\d])(?:\s*[[\]{}|\\/~(]+\s*|\s+)(?=\S)/;
/** Lines of a page that must open with a line number, rising, before the page counts as pleading paper. */
const PLEADING_LINES = 6;

/** A page's text without the pleading-paper line numbers read into its lines. */
export function withoutLineNumberPrefixes(text: string): string {
  const lines = text.split('\n');
  const numbered = lines
    .map((l, i) => ({ i, n: Number(LINE_NUMBER_PREFIX.exec(l)?.[1] ?? NaN) }))
    .filter((x) => x.n >= 1 && x.n <= 28);
  if (numbered.length < PLEADING_LINES) return text;
  const rising = numbered.slice(1).filter((x, k) => x.n > numbered[k]!.n).length;
  if (rising < 0.7 * (numbered.length - 1)) return text;
  const strip = new Set(numbered.map((x) => x.i));
  return lines.map((l, i) => (strip.has(i) ? l.replace(LINE_NUMBER_PREFIX, '') : l)).join('\n');
}

/** The pages with their furniture lines left out (the other lines as they were), and line numbers read into lines. */
export function withoutFurniture<T extends { text: string }>(pages: readonly T[]): T[] {
  const furniture = furnitureLines(pages);
  return pages.map((p, n) => ({ ...p, text: withoutLineNumberPrefixes(withoutLineNumbers(p.text, furniture[n]!)) }));
}

/**
 * What search reads of a document: its pages without their furniture, one after another, so that an
 * excerpt shows the document's words, not "Case: 20-1507 Document: … Page: 3". The site's index is
 * built from it and the search page cuts its excerpts from it.
 */
export function searchableText(pages: readonly string[]): string {
  return withoutFurniture(pages.map((text) => ({ text })))
    .map((p) => p.text)
    .join('\n');
}
