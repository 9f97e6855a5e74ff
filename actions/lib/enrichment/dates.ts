/**
 * Date agent: dates written in the text (chrono-node), each with the precision the text gives
 * (`2021-01-19` day, `2021-01` month, `2021` year), its page and the words it was read from. The date a
 * document bears (a filing stamp, a letter's date) is kept apart from the upload date in the record.
 */
import * as chrono from 'chrono-node';
import type { PageText } from '../archive/records.js';
import { byText } from './text.js';
import type { DatePrecision, FoundDate } from '../archive/enrichment.js';

/** Implied parts are never reported, so the reference date only has to be fixed for reproducibility. */
const REFERENCE = new Date(Date.UTC(2000, 0, 1));
const FILED_BEFORE = /\b(?:date\s+filed|filed(?:\s+on)?|decided|dated|date)\s*:?\s*$/i;
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

export function findDates(pages: PageText[]): FoundDate[] {
  const out = new Map<string, FoundDate>();
  for (const page of pages) {
    const text = page.text;
    const covered: [number, number][] = [];
    const add = (date: string, precision: DatePrecision, index: number, raw: string) => {
      const before = text.slice(Math.max(0, index - 30), index);
      if (BIRTH_BEFORE.test(before.replace(/\s+/g, ' '))) return;
      const kind = FILED_BEFORE.test(before.replace(/\s+/g, ' ')) ? 'filed' : 'mentioned';
      const context = text
        .slice(Math.max(0, index - 80), index + raw.length + 80)
        .replace(/\s+/g, ' ')
        .trim();
      const key = `${page.page}|${index}`;
      if (!out.has(key))
        out.set(key, { date, precision, page: page.page, text: raw.replace(/\s+/g, ' '), kind, context });
    };
    for (const r of chrono.parse(text, REFERENCE, { forwardDate: false })) {
      covered.push([r.index, r.index + r.text.length]);
      // A year must be written: relative phrases ("within 20 days") are not dates of the document.
      if (!/\b\d{4}\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b|['’]\d{2}\b/.test(r.text)) continue;
      const start = render(r.start);
      if (start) add(start.date, start.precision, r.index, r.text);
      const end = r.end ? render(r.end) : null;
      if (end && start && end.date !== start.date) add(end.date, end.precision, r.index + 1, r.text);
    }
    for (const y of bareYears(text)) {
      if (covered.some(([a, b]) => y.index >= a && y.index < b)) continue;
      if (y.year >= MIN_YEAR && y.year <= MAX_YEAR) add(String(y.year), 'year', y.index, y.text);
    }
  }
  return [...out.values()].sort((a, b) => a.page - b.page || byText(a.date, b.date) || byText(a.text, b.text));
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

/** Distinct dates for the record: one entry per date and page. */
export function distinctDates(dates: FoundDate[]): FoundDate[] {
  const seen = new Set<string>();
  return dates.filter((d) => {
    const key = `${d.date}|${d.page}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
