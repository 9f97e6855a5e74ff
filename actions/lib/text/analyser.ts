/**
 * The analyser: how every part of dirhub cuts text into words and words into terms, so that a key term
 * of the profile, an archive document, an upload, the site's search index and the agents' engines all
 * meet on the same terms.
 *
 * - Words are runs of letters, combining marks and digits; everything else separates them.
 * - A word is folded: accents dropped (NFKD, marks removed), case folded, cut to MAX_TERM_LENGTH.
 * - A folded word becomes its term by a stemmer, one of two strengths (`Stemming`): `porter`, Porter's
 *   stemmer, for finding ("courts", "court's" → "court"; "filing", "filed" → "file"), the default; and
 *   `plural`, plurals folded and nothing else, for measuring what a text is about, where "ordered" and
 *   "order", "holding" and "hold" must stay apart (relevance scoring; docs/relevance.md has the figures
 *   of both). Words holding a digit (case numbers, years) are kept as they are.
 * - Content terms are the terms of the words that carry topic: not a function word (stop-words.ts),
 *   not a bare number, not a lone character.
 *
 * Pure and free of Node.js: the browser's search runs it too.
 */
import { stemmer } from 'stemmer';
import { isStopWord } from './stop-words.js';

/** Longer words (OCR noise, hashes) are cut to this many characters, on every side of a comparison. */
export const MAX_TERM_LENGTH = 32;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const LETTERS = /\p{L}+/gu;
/** A word as names and labels write it: letters, with apostrophes and hyphens inside ("o'brien"). */
const WRITTEN_WORD = /\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu;
const HAS_DIGIT = /\p{N}/u;
const ONLY_DIGITS = /^\p{N}+$/u;
/** A word broken over two lines by a hyphen: "infor-\nmation". */
const LINE_END_HYPHEN = /(\p{L})-\s*\n\s*(\p{L})/gu;

/** The words of `text` as the analyser cuts them, each with its place (`index`) in the string. */
export function wordMatches(text: string): IterableIterator<RegExpExecArray> {
  return text.matchAll(WORD);
}

/** Case- and accent-folded form of one word, before stemming: what a typed prefix is compared with. */
export function foldWord(word: string): string {
  // Most words are plain ASCII, which has no accents to drop and needs no normalising.
  const plain = ASCII.test(word) ? word : word.normalize('NFKD').replace(MARKS, '');
  return plain.toLowerCase().slice(0, MAX_TERM_LENGTH);
}

/** How far a word is reduced to its term: Porter's stem (for finding), or its singular (for topic). */
export type Stemming = 'porter' | 'plural';

/**
 * Harman's "S" stemmer: English plurals folded (filings → filing, parties → party), nothing else, so
 * that a word keeps its sense and stays recognisable in an explanation.
 */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return word.slice(0, -3) + 'y';
  if (word.endsWith('es') && !/(?:aes|ees|oes)$/.test(word)) return word.slice(0, -1);
  if (!/(?:us|ss)$/.test(word)) return word.slice(0, -1);
  return word;
}

const STEMMERS: Record<Stemming, (folded: string) => string> = { porter: stemmer, plural: singular };

/** Words repeat (a few thousand make most of any text), so their terms are remembered, up to a bound. */
const remembered: Record<Stemming, Map<string, string>> = { porter: new Map(), plural: new Map() };
const REMEMBER_AT_MOST = 100_000;
/** The same for content terms: a word's term, or '' when it is not a content word. */
const rememberedContent: Record<Stemming, Map<string, string>> = { porter: new Map(), plural: new Map() };

/** The term of one word: folded, then stemmed unless it holds a digit. */
export function termOf(word: string, stemming: Stemming = 'porter'): string {
  const memory = remembered[stemming];
  let term = memory.get(word);
  if (term !== undefined) return term;
  const folded = foldWord(word);
  term = HAS_DIGIT.test(folded) ? folded : STEMMERS[stemming](folded);
  if (memory.size >= REMEMBER_AT_MOST) memory.clear();
  memory.set(word, term);
  return term;
}

export interface WordSpan {
  start: number;
  end: number;
  term: string;
}

/** Every word of `text` with its place in the original string, for excerpts and highlighting. */
export function* wordSpans(text: string): Generator<WordSpan> {
  for (const m of text.matchAll(WORD)) yield { start: m.index, end: m.index + m[0].length, term: termOf(m[0]) };
}

/** The words of `text` as they stand, in reading order: the cheapest cut, for scanning a text for a few terms. */
export function rawWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The first letter of a word's term, without working the term out: a stem keeps its word's first letter
 * (Porter's stemmer and the plural rule rewrite endings only; a word holding a digit is its folded self),
 * so it is the folded word's. Plain ASCII, most words, needs no folding.
 */
export function termInitial(word: string): string {
  const c = word.charCodeAt(0);
  if (c >= 0x41 && c <= 0x5a) return String.fromCharCode(c + 0x20);
  if (c < 0x80) return word[0]!;
  return foldWord(word)[0] ?? '';
}

/** The folded words of `text`, in reading order (no stemming): for comparing texts word by word. */
export function words(text: string): string[] {
  const out: string[] = [];
  // `match` gives the words alone, cheaper than `matchAll`'s places where none is needed.
  for (const word of text.match(WORD) ?? []) out.push(foldWord(word));
  return out;
}

/** The term of every word of `text`, in reading order, none left out. */
export function terms(text: string, stemming: Stemming = 'porter'): string[] {
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) out.push(termOf(word, stemming));
  return out;
}

/** Whether a folded word carries topic: not a function word, not a bare number, not a lone character. */
export function isContentWord(folded: string): boolean {
  return folded.length > 1 && !isStopWord(folded) && !ONLY_DIGITS.test(folded);
}

/** The terms of the words of `text` that carry topic (isContentWord), in reading order: what term statistics count. */
export function contentTerms(text: string, stemming: Stemming = 'porter'): string[] {
  const out: string[] = [];
  const memory = rememberedContent[stemming];
  for (const word of text.match(WORD) ?? []) {
    let term = memory.get(word);
    if (term === undefined) {
      term = isContentWord(foldWord(word)) ? termOf(word, stemming) : '';
      if (memory.size >= REMEMBER_AT_MOST) memory.clear();
      memory.set(word, term);
    }
    if (term) out.push(term);
  }
  return out;
}

/**
 * The content terms of `text` with the word each was most often written as (folded), for explanations
 * that show words rather than stems.
 */
export function contentTermForms(text: string, stemming: Stemming = 'porter'): Map<string, string> {
  const seen = new Map<string, Map<string, number>>();
  for (const m of text.matchAll(WORD)) {
    const folded = foldWord(m[0]);
    if (!isContentWord(folded)) continue;
    const term = termOf(m[0], stemming);
    const forms = seen.get(term) ?? new Map<string, number>();
    forms.set(folded, (forms.get(folded) ?? 0) + 1);
    seen.set(term, forms);
  }
  const out = new Map<string, string>();
  for (const [term, forms] of seen) {
    let best = '';
    let most = 0;
    for (const [form, n] of forms) if (n > most || (n === most && form < best)) [best, most] = [form, n];
    out.set(term, best);
  }
  return out;
}

/**
 * The runs of letters of `text` as written (no folding, digits and marks between them cut): what tells
 * languages apart by their common words, where case is the caller's and accents carry the difference.
 */
export function letterRuns(text: string): string[] {
  return text.match(LETTERS) ?? [];
}

/**
 * The words of `text` as names and labels write them, lower case: runs of letters that keep their inner
 * apostrophes (made straight) and hyphens, so that "O’Brien" is "o'brien" and "Plaintiff-Appellant" one
 * word; digits cut words and are dropped. What enrichment counts and vouches for, word by word, when it
 * tells a name from an OCR misread (actions/lib/enrichment/noise.ts).
 */
export function writtenWords(text: string): string[] {
  return (text.toLowerCase().match(WRITTEN_WORD) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** Joins the words that a hyphen broke over two lines ("infor-\nmation" → "information"), before cutting. */
export function joinHyphenatedLines(text: string): string {
  return text.replace(LINE_END_HYPHEN, '$1$2');
}
