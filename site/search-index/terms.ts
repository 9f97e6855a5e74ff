/**
 * How text becomes index terms, the same in the build and in the browser: words are runs of letters and
 * digits; accents are dropped and case folded; English words are reduced to their Porter stem, so that
 * "courts" finds "court". Words of digits are kept as they are (case numbers, years).
 */
import { stemmer } from 'stemmer';

/** Longer words (OCR noise, hashes) are cut to this many characters, on both sides of the index. */
export const MAX_TERM_LENGTH = 32;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const HAS_DIGIT = /\p{N}/u;

/** Case- and accent-folded form of one word, before stemming: what a typed prefix is compared with. */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS, '').toLowerCase().slice(0, MAX_TERM_LENGTH);
}

/** Words repeat (a few thousand make most of any text), so their terms are remembered, up to a bound. */
const remembered = new Map<string, string>();
const REMEMBER_AT_MOST = 100_000;

export function termOf(word: string): string {
  let term = remembered.get(word);
  if (term !== undefined) return term;
  const folded = foldWord(word);
  term = HAS_DIGIT.test(folded) ? folded : stemmer(folded);
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
  remembered.set(word, term);
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

/** Term counts of `text`, each occurrence counting `weight`. */
export function countTerms(text: string, counts: Map<string, number>, weight = 1): number {
  let words = 0;
  for (const m of text.matchAll(WORD)) {
    const term = termOf(m[0]);
    if (!term) continue;
    counts.set(term, (counts.get(term) ?? 0) + weight);
    words++;
  }
  return words;
}

/**
 * Filter values are index keys too, beside the words: a key that begins with a character no word can
 * hold, then the filter's name, then the value (entity names folded, so the filter ignores case).
 */
export const FILTER_MARK = '\u0001';
export function filterKey(filter: string, value: string): string {
  return `${FILTER_MARK}${filter}${FILTER_MARK}${filter === 'entity' ? value.normalize('NFKC').trim().toLowerCase() : value}`;
}

export interface QueryWord {
  term: string;
  /**
   * The word as typed (folded) when it is the last of a query that does not end in a space: it also
   * matches the words that begin with it, as search boxes do while a word is being typed.
   */
  prefix: string | null;
}

/** Queries longer than this many words are cut; no reader types more, and each word costs a list. */
export const MAX_QUERY_WORDS = 12;
/** A typed prefix shorter than this matches only as a whole word (one letter begins too many words). */
export const MIN_PREFIX_LENGTH = 3;

/** The words every result must hold, in the order typed, without repeats. */
export function parseQuery(query: string): QueryWord[] {
  const all = [...query.matchAll(WORD)];
  const typed = all.slice(0, MAX_QUERY_WORDS).map((m) => m[0]);
  const lastMatch = all[all.length - 1];
  const endsInWord =
    all.length <= MAX_QUERY_WORDS && lastMatch !== undefined && lastMatch.index + lastMatch[0].length === query.length;
  const words: QueryWord[] = [];
  typed.forEach((w, i) => {
    const term = termOf(w);
    const folded = foldWord(w);
    const prefix = endsInWord && i === typed.length - 1 && folded.length >= MIN_PREFIX_LENGTH ? folded : null;
    const same = words.find((x) => x.term === term);
    if (same) same.prefix ??= prefix;
    else if (term) words.push({ term, prefix });
  });
  return words;
}
