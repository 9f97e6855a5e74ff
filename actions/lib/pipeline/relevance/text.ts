/**
 * Text normalisation shared by relevance scoring and near-duplicate detection: one tokenizer, so that
 * a key term, an archive document and an upload are cut into words the same way.
 */
import { STOPWORDS } from './stopwords.js';

/** Letters (any script) and digits; everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Lowercased words in reading order. Hyphenation at line ends ("infor-\nmation") is joined first, and
 * accents are kept (they carry meaning in other languages).
 */
export function words(text: string): string[] {
  const joined = text.normalize('NFKC').replace(/(\p{L})-\s*\n\s*(\p{L})/gu, '$1$2');
  return joined.toLowerCase().match(WORD) ?? [];
}

/**
 * Harman's "S" stemmer: folds English plurals (filings → filing, parties → party) and nothing else, so
 * that terms stay recognisable in explanations.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return word.slice(0, -3) + 'y';
  if (word.endsWith('es') && !/(?:aes|ees|oes)$/.test(word)) return word.slice(0, -1);
  if (!/(?:us|ss)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether a word carries topic: not a stopword, not a bare number, not a lone character. */
export function isContentWord(word: string): boolean {
  return word.length > 1 && !STOPWORDS.has(word) && !/^\d+$/.test(word);
}

/** Stemmed words with stopwords, numbers and single characters removed: what term statistics count. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) if (isContentWord(w)) out.push(stem(w));
  return out;
}

/** Every word stemmed, none removed: what phrases (key terms, names) are matched against. */
export function phraseTokens(text: string): string[] {
  return words(text).map(stem);
}

/** Term → count. */
export function termCounts(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}
