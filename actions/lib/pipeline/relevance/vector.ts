/** A text as a bag of its most frequent content terms, the unit the archive index stores. */
import { contentTerms, termCounts } from './text.js';

/** Long documents are cut: the first 200,000 characters say what a document is about. */
export const MAX_VECTOR_CHARS = 200_000;
/** Only a document's most frequent terms are kept: they carry its topic, and memory stays bounded. */
export const MAX_TERMS_PER_DOCUMENT = 400;

/** The term vector of one text: its MAX_TERMS_PER_DOCUMENT most frequent content terms. */
export function termVector(text: string): { terms: string[]; counts: number[] } {
  const counts = termCounts(contentTerms(text.slice(0, MAX_VECTOR_CHARS)));
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_TERMS_PER_DOCUMENT)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { terms: top.map(([t]) => t), counts: top.map(([, c]) => c) };
}

/** Sublinear term frequency: the tenth mention of a word says less than the first. */
export function tfWeight(count: number): number {
  return count > 0 ? 1 + Math.log(count) : 0;
}
