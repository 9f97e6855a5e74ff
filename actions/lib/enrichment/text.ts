/**
 * Text preparation shared by the agents: page furniture left out (furniture.ts), lines joined into
 * running text, and sentence splitting that survives legal abbreviations. Words and terms are the
 * analyser's (actions/lib/text/). Everything is pure and deterministic.
 */
import type { PageText } from '../archive/records.js';
import { withoutFurniture } from './furniture.js';

function normalizeLine(line: string): string {
  return line.replace(/\s+/g, ' ').trim();
}

/** A page's text without page furniture (furniture.ts) and blank lines, spaces collapsed. */
export function cleanPages(pages: PageText[]): PageText[] {
  return withoutFurniture(pages).map((p) => ({
    ...p,
    text: p.text.split('\n').map(normalizeLine).filter(Boolean).join('\n'),
  }));
}

/** Joins a page's lines into running text: a hyphen at a line end between two lower-case letters is a break. */
export function joinLines(text: string): string {
  return text
    .replace(/([a-z])-\n([a-z])/g, '$1$2')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The comparison form used to check that a summary sentence is the document's own text. */
export function comparable(text: string): string {
  return text
    .replace(/([a-z])-\s+([a-z])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

// Abbreviations after which a full stop does not end a sentence (legal and address usage).
const ABBREVIATIONS = new Set(
  [
    'v',
    'vs',
    'no',
    'nos',
    'mr',
    'mrs',
    'ms',
    'dr',
    'jr',
    'sr',
    'st',
    'hon',
    'inc',
    'co',
    'corp',
    'ltd',
    'llc',
    'u.s',
    'u.s.c',
    'f',
    'f.2d',
    'f.3d',
    'f.4th',
    'supp',
    'cir',
    'e.g',
    'i.e',
    'etc',
    'al',
    'id',
    'ibid',
    'cf',
    'see',
    'fed',
    'r',
    'civ',
    'crim',
    'app',
    'p',
    'pp',
    'para',
    'art',
    'sec',
    'ch',
    'ex',
    'exs',
    'doc',
    'docs',
    'dkt',
    'n',
    's',
    'e',
    'w',
    'ave',
    'blvd',
    'rd',
    'ste',
    'dist',
    'ct',
    'ann',
    'stat',
    'gen',
    'dep',
    'dept',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'approx',
    'est',
    'assn',
    "ass'n",
    'gov',
    'govt',
    'l',
    'ed',
    'op',
    'fig',
    'vol',
    'cal',
    'tex',
    'fla',
    'n.y',
    'n.c',
    'a.m',
    'p.m',
  ].map((a) => a.toLowerCase()),
);

const WORD_BEFORE_PERIOD = /[A-Za-z.'’]/;
const SPACES = /\s*/y;

/**
 * The run of letters, dots and apostrophes that ends at `end` and begins at `from` or later: read backwards
 * from the period, so that a sentence that goes on past many periods ("Jane A. Smith" on line after
 * line) is not read again from its start at each one (that was quadratic: a 370 KB page took 13 s).
 */
function wordEndingAt(text: string, from: number, end: number): string {
  let i = end;
  while (i > from && WORD_BEFORE_PERIOD.test(text[i - 1]!)) i--;
  return text.slice(i, end);
}

/** The first character after `from` that is not a space ('' at the end). */
function nextVisible(text: string, from: number): string {
  SPACES.lastIndex = from;
  SPACES.exec(text);
  return text.charAt(SPACES.lastIndex);
}

/** Sentences of running text; each is an exact substring of `text`. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]["”’)\]]*(?=\s+|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    const lastWord = wordEndingAt(text, start, m.index).toLowerCase().replace(/’/g, "'");
    const next = nextVisible(text, end);
    if (m[0][0] === '.') {
      // An initial ("John Q. Public"), a known abbreviation, or a next word in lower case: not an end.
      if (/^[a-z]$/i.test(lastWord) || ABBREVIATIONS.has(lastWord.replace(/\.$/, ''))) continue;
      if (next && /^[a-z0-9(§]/.test(next)) continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Share of a string's characters that are letters: low values mark tables, OCR noise and numbers. */
export function letterRatio(text: string): number {
  if (!text) return 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters / text.replace(/\s/g, '').length;
}

/** Locale-free, deterministic string order (code units), for sorted output. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Appends to the list under `key`, creating it: grows in place (spreading a copy each time is quadratic). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
