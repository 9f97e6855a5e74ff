/** A text as a bag of its most frequent content terms, the unit the archive index stores. */
import { contentTerms, joinHyphenatedLines, type Stemming } from '../../text/analyser.js';
import { termCounts, topTerms } from '../../text/vectors.js';

/** Long documents are cut: the first 200,000 characters say what a document is about. */
export const MAX_VECTOR_CHARS = 200_000;
/** Only a document's most frequent terms are kept: they carry its topic, and memory stays bounded. */
export const MAX_TERMS_PER_DOCUMENT = 400;

/** What of a text its vector is made from: the first MAX_VECTOR_CHARS, words broken over lines joined. */
export function vectorText(text: string): string {
  return joinHyphenatedLines(text.slice(0, MAX_VECTOR_CHARS));
}

/**
 * Relevance measures what a text is about, so its terms fold plurals only: Porter's stems would put the
 * profile's "ordered" with everyday "order" (docs/relevance.md has the figures of both).
 */
export const TOPIC_STEMMING: Stemming = 'plural';

/** The term vector of one text: its MAX_TERMS_PER_DOCUMENT most frequent content terms (the analyser's). */
export function termVector(text: string): { terms: string[]; counts: number[] } {
  return topTerms(termCounts(contentTerms(vectorText(text), TOPIC_STEMMING)), MAX_TERMS_PER_DOCUMENT);
}
