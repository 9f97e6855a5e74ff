/**
 * Date agent: dates written in the text (chrono-node), each with the precision the text gives
 * (`2021-01-19` day, `2021-01` month, `2021` year), its page and the words it was read from. The date a
 * document bears (a filing stamp, a letter's date) is kept apart from the upload date in the record.
 */
import * as chrono from 'chrono-node';
import type { PageText } from '../archive/records.js';
import { furnitureLines, isFilingStamp, withoutFurniture } from './furniture.js';
import { byText, splitSentences } from './text.js';
import type { DatePrecision, FoundDate } from '../archive/enrichment.js';

/** Implied parts are never reported, so the reference date only has to be fixed for reproducibility. */
const REFERENCE = new Date(Date.UTC(2000, 0, 1));
/**
 * The document's own date: after a label at a line's start ("Filed: 08/31/2022", ") Dated: May 5, 2020"),
 * after a label written as one ("Argued April 23, 2013—Decided June 13, 2013", "FILED 11 February 2022",
 * not "the motion was filed on …"), or alone on its line (a letter's date, an order's signing date).
 */
const FILED_LABEL_AT_START =
  /^[\s)\]|]*(?:date\s+filed|filed(?:\s+on)?|decided|dated|date|entered|submitted|signed)(?:\s+(?:on|this))?\s*:?\s*$/i;
const FILED_LABEL_WRITTEN = /\b(?:Date Filed|Filed|FILED|Decided|DECIDED|Dated|DATED|Entered|ENTERED)\s*:?\s*$/;
/** A date of birth is personal data (flagged by pii.ts): it is not put on the public timeline. */
const BIRTH_BEFORE = /\b(?:date\s+of\s+birth|d\.?o\.?b\.?|born(?:\s+on)?|birth\s*date)\s*[:,]?\s*$/i;
const MIN_YEAR = 1600;
const MAX_YEAR = 2199;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function render(component: chrono.ParsedComponents): { date: string; precision: DatePrecision } | null {
  if (!component.isCertain('year')) return null;
  const year = component.get('year')!;
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  if (component.isCertain('month') && component.isCertain('day'))
    return { date: `${pad(year, 4)}-${pad(component.get('month')!)}-${pad(component.get('day')!)}`, precision: 'day' };
  if (component.isCertain('month'))
    return { date: `${pad(year, 4)}-${pad(component.get('month')!)}`, precision: 'month' };
  return { date: pad(year, 4), precision: 'year' };
}

/** Bare years ("in 2015", "(2019)") that chrono leaves alone, as year-precision dates. */
function bareYears(text: string): { index: number; text: string; year: number }[] {
  const out: { index: number; text: string; year: number }[] = [];
  for (const m of text.matchAll(/\b(?:in|since|during|until|of|from|by)\s+((?:19|20)\d{2})\b(?![-/]\d)/gi)) {
    out.push({ index: m.index! + m[0].length - 4, text: m[1]!, year: Number(m[1]) });
  }
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const COMPACT_DATE =
  /\b(\d{1,2})(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)(\d{4})\b/g;

/**
 * Whether numbers chrono read as a date are written as one: "5/28/2015" and "2015-05-28", not a time's
 * digits after a date ("5/28/2015 11 04:05" read as 2015-11-04) nor a dose ("1.5/30" read as 2030-01-05),
 * whose separators differ.
 */
function writtenAsDate(text: string): boolean {
  return !/^[\d\s./-]+$/.test(text) || /\d([./-])\d{1,2}\1\d/.test(text);
}

/** The longest context kept: the whole sentence when it fits, else the words around the date. */
export const MAX_CONTEXT = 240;

/**
 * The document's running text without its furniture, with where each page and line starts: line breaks
 * become spaces, and a word broken by a hyphen at a line end is joined ("in-\nperson" stays, "emer-\ngency"
 * does not).
 */
function bodyText(pages: PageText[]): { text: string; pageStarts: number[]; lineStarts: number[] } {
  // Built as parts and joined once: testing the growing string's end at each line flattened it each time,
  // which was quadratic in the lines of a page (a page of 20,000 lines took 11 s).
  const parts: string[] = [];
  let length = 0;
  const pageStarts: number[] = [];
  const lineStarts: number[] = [];
  withoutFurniture(pages).forEach((page) => {
    pageStarts.push(length);
    for (const raw of page.text.split('\n')) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (!line) continue;
      const last = parts.length ? parts[parts.length - 1]! : '';
      if (/[a-z]-$/.test(last) && /^[a-z]/.test(line)) {
        parts[parts.length - 1] = last.slice(0, -1);
        length--;
      } else if (length) {
        parts.push(' ');
        length++;
      }
      lineStarts.push(length);
      parts.push(line);
      length += line.length;
    }
  });
  return { text: parts.join(''), pageStarts, lineStarts };
}

/** The last start at or before `index` (starts ascending). */
function startBefore(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= index) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Sentence spans of running text, from `splitSentences` (each sentence is an exact substring). */
function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let at = 0;
  for (const sentence of splitSentences(text)) {
    const start = text.indexOf(sentence, at);
    spans.push({ start, end: start + sentence.length });
    at = start + sentence.length;
  }
  return spans;
}

/**
 * The sentence that holds `[from, to)`, whole when it is at most MAX_CONTEXT characters long; else the
 * words around the date, cut between words and marked with an ellipsis where cut.
 */
export function contextOf(text: string, sentence: { start: number; end: number }, from: number, to: number): string {
  if (sentence.end - sentence.start <= MAX_CONTEXT) return text.slice(sentence.start, sentence.end);
  // Room for the two ellipses that mark the cuts.
  const window = MAX_CONTEXT - 4;
  const room = Math.max(0, window - (to - from));
  let end = Math.min(sentence.end, Math.max(from - Math.ceil(room / 2), sentence.start) + window);
  let start = Math.max(sentence.start, end - window);
  // Move inwards to the nearest space, so that no word is cut.
  if (start > sentence.start && !/\s/.test(text[start - 1]!)) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < from) start = space + 1;
  }
  if (end < sentence.end && !/\s/.test(text[end]!)) {
    const space = text.lastIndexOf(' ', end);
    if (space >= to) end = space;
  }
  const clipped = text.slice(start, end).trim();
  return `${start > sentence.start ? '… ' : ''}${clipped}${end < sentence.end ? ' …' : ''}`;
}

/**
 * Dates on the furniture's filing stamps ("Date Filed: 12/22/2020", "Filed 01/29/2009"): the filing date,
 * on each page it stands.
 */
function stampDates(pages: PageText[]): FoundDate[] {
  const out: FoundDate[] = [];
  const furniture = furnitureLines(pages);
  pages.forEach((page, n) => {
    const lines = page.text.split('\n');
    for (const i of [...furniture[n]!].sort((a, b) => a - b)) {
      const line = lines[i]!.replace(/\s+/g, ' ').trim();
      const parsed = chrono.parse(line, REFERENCE, { forwardDate: false });
      const filed =
        parsed.find((r) => /\bfiled\s*:?\s*$/i.test(line.slice(0, r.index))) ??
        (isFilingStamp(line) ? parsed[0] : undefined);
      const rendered = filed ? render(filed.start) : null;
      if (rendered && rendered.precision === 'day')
        out.push({ ...rendered, page: page.page, text: filed!.text, kind: 'filed', context: '' });
    }
  });
  return out;
}

/**
 * Every date of the document. Dates in the running text carry the sentence that holds them; a date
 * after a label at a line's start ("Filed:", "Dated:", "Decided:") is the document's own (`filed`). Page
 * furniture is not read for mentions, but its filing stamps give the filing date (`filed`, no context).
 * Dates of birth are personal data and are left out.
 */
export function findDates(pages: PageText[]): FoundDate[] {
  const out = new Map<string, FoundDate>();
  const { text, pageStarts, lineStarts } = bodyText(pages);
  const sentences = sentenceSpans(text);
  const sentenceStarts = sentences.map((s) => s.start);
  const covered: [number, number][] = [];
  const add = (date: string, precision: DatePrecision, index: number, raw: string, key = index) => {
    const before = text.slice(Math.max(0, index - 30), index);
    if (BIRTH_BEFORE.test(before)) return;
    const line = startBefore(lineStarts, index);
    const lineStart = lineStarts[line] ?? 0;
    const lineEnd = lineStarts[line + 1] ?? text.length;
    // Alone on its line, and not the end of a sentence wrapped onto it ("… underwriter in\nDecember 2009.").
    const alone =
      precision === 'day' &&
      !text.slice(lineStart, index).trim() &&
      !text
        .slice(index + raw.length, lineEnd)
        .replace(/[.,;]/g, '')
        .trim() &&
      !/[\p{Ll},]\s*$/u.test(text.slice(Math.max(0, lineStart - 3), lineStart));
    const kind =
      alone || FILED_LABEL_AT_START.test(text.slice(lineStart, index)) || FILED_LABEL_WRITTEN.test(before)
        ? 'filed'
        : 'mentioned';
    const sentence = sentences[startBefore(sentenceStarts, index)] ?? { start: 0, end: text.length };
    const page = pages[Math.max(0, startBefore(pageStarts, index))]!.page;
    if (!out.has(String(key)))
      out.set(String(key), {
        date,
        precision,
        page,
        text: raw,
        kind,
        // The document's own date is shown with the document, not with the caption or stamp around it.
        context: kind === 'filed' ? '' : contextOf(text, sentence, index, index + raw.length),
      });
  };
  for (const r of chrono.parse(text, REFERENCE, { forwardDate: false })) {
    covered.push([r.index, r.index + r.text.length]);
    // A year must be written: relative phrases ("within 20 days") are not dates of the document.
    if (!/\b\d{4}\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b|['’]\d{2}\b/.test(r.text)) continue;
    if (!writtenAsDate(r.text)) {
      // chrono took the year of "5/28/2015 11 04:05" into "2015 11 04": the date written before it stands.
      const from = Math.max(0, r.index - 10);
      for (const m of text.slice(from, r.index + r.text.length).matchAll(/\d{1,2}([./-])\d{1,2}\1\d{2,4}/g)) {
        const written = chrono.parse(m[0], REFERENCE, { forwardDate: false })[0];
        const day = written ? render(written.start) : null;
        if (day) add(day.date, day.precision, from + m.index!, m[0]);
      }
      continue;
    }
    const start = render(r.start);
    if (start) add(start.date, start.precision, r.index, r.text);
    const end = r.end ? render(r.end) : null;
    if (end && start && end.date !== start.date) add(end.date, end.precision, r.index, r.text, r.index + 0.5);
  }
  // "31Jul2018", as a bank statement writes its days (chrono reads no date without its spaces).
  for (const m of text.matchAll(COMPACT_DATE)) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    const day = Number(m[1]);
    const year = Number(m[3]);
    if (day < 1 || day > 31 || year < MIN_YEAR || year > MAX_YEAR) continue;
    covered.push([m.index!, m.index! + m[0].length]);
    add(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, 'day', m.index!, m[0]);
  }
  for (const y of bareYears(text)) {
    if (covered.some(([a, b]) => y.index >= a && y.index < b)) continue;
    if (y.year >= MIN_YEAR && y.year <= MAX_YEAR) add(String(y.year), 'year', y.index, y.text);
  }
  return [...out.values(), ...stampDates(pages)].sort(
    (a, b) => a.page - b.page || byText(a.date, b.date) || byText(a.text, b.text),
  );
}

/**
 * The date the document bears: the filing stamp repeated most often, else the first full date on the
 * first page that has one. Null when the text gives none.
 */
export function documentDate(dates: FoundDate[]): FoundDate | null {
  const filed = dates.filter((d) => d.kind === 'filed' && d.precision === 'day');
  if (filed.length) {
    const counts = new Map<string, number>();
    for (const d of filed) counts.set(d.date, (counts.get(d.date) ?? 0) + 1);
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))[0]![0];
    return filed.find((d) => d.date === best)!;
  }
  return dates.find((d) => d.precision === 'day') ?? null;
}

/**
 * The dates for the record and the timeline: one per date, at its first mention (the dates come sorted
 * by page). A date the document bears anywhere (a filing stamp, "Dated:") is `filed`.
 */
export function distinctDates(dates: FoundDate[]): FoundDate[] {
  const first = new Map<string, FoundDate>();
  for (const d of dates) {
    const seen = first.get(d.date);
    if (!seen) first.set(d.date, d);
    else if (d.kind === 'filed' && seen.kind !== 'filed') first.set(d.date, { ...seen, kind: 'filed', context: '' });
  }
  return [...first.values()];
}
