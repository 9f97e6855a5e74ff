/**
 * How text becomes index terms, the same in the build and in the browser: the analyser's terms
 * (actions/lib/text/analyser.ts: accents dropped, case folded, Porter stems, so that "courts" finds
 * "court"; words holding a digit kept as they are), counted per field, and the keys of the filters.
 */
import {
  foldWord,
  termInitial,
  termOf,
  wordMatches,
  wordSpans,
  rawWords,
  type WordSpan,
} from '../../actions/lib/text/analyser.js';

export { foldWord, termInitial, termOf, wordMatches, wordSpans, rawWords, type WordSpan };

/** Term counts of `text`, each occurrence counting `weight`. */
export function countTerms(text: string, counts: Map<string, number>, weight = 1): number {
  let words = 0;
  for (const m of wordMatches(text)) {
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
  const all = [...wordMatches(query)];
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
