/**
 * The one ranking of dirhub's search: the site's index (site/search-index/), the server's index
 * (scripts/serve/search-db/) and the agents' keyword engines score a document for a query with these
 * numbers and these functions, on the terms of the one analyser (analyser.ts), so that the same query
 * ranks the same documents in the same order everywhere (docs/search.md, "Ranking").
 *
 * BM25F with one set of field weights (title, summary, text, names, tags): a term's frequency in a document is its count in each field times
 * the field's weight, added up; the document's length is its terms counted the same way. Of BM25's
 * term-frequency part, `tf·(k1+1) / (tf + k1·(1 − b + b·len/avglen))`, the site keeps one byte per
 * (term, document), its **impact** (`impact`), so every surface scores with that byte, never with the
 * exact part: the same byte gives the same double. A query's score is the sum, over the terms it asks
 * for, of `weight × idf × impact`, compared to 1/1024 (`scoreKey`); equal keys go newest first, then by
 * document id (`newestFirst` in site/search-index/shards.ts).
 *
 * Pure and free of Node.js: the browser's search runs it too.
 */
import { termOf, wordMatches } from './analyser.js';

/**
 * A term in the title counts three times one in the text; in the summary, in the names of the people,
 * places and organizations the document names, and in its tags, twice.
 */
export const FIELD_WEIGHTS = { title: 3, summary: 2, text: 1, names: 2, tags: 2 } as const;
export type RankedField = keyof typeof FIELD_WEIGHTS;

/** BM25's constants. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A word asked for counts twice; a word that only begins with a prefix still being typed, once. */
export const EXACT_WEIGHT = 2;
export const PREFIX_WEIGHT = 1;

/** A weighted frequency above this counts as this. */
export const MAX_FREQUENCY = 0xffff;

/** Scores are compared to 1/1024: equal to that, the order falls to the tie-break. */
export const SCORE_STEPS = 1024;

/**
 * A word's impact in a document: BM25's term-frequency part, which lies in (0, k1+1), on a linear scale of
 * 1–255. `tf` and `length` are weighted (FIELD_WEIGHTS); `referenceLength` is the average weighted length
 * of the documents the index was written from.
 */
export function impact(tf: number, length: number, referenceLength: number): number {
  return impactOfNorm(tf, lengthNorm(length, referenceLength));
}

/** BM25's length normalisation of a document `length` long: what `impact` divides by, besides the frequency. */
export function lengthNorm(length: number, referenceLength: number): number {
  return BM25_K1 * (1 - BM25_B + (BM25_B * length) / referenceLength);
}

/**
 * `impact` from the document's `lengthNorm`, computed once per document rather than once per term: the
 * same operations in the same order, so the same impact to the last bit.
 */
export function impactOfNorm(tf: number, norm: number): number {
  // The site's index keeps a frequency in 16 bits.
  tf = Math.min(tf, MAX_FREQUENCY);
  const part = (tf * (BM25_K1 + 1)) / (tf + norm);
  return Math.max(1, Math.min(255, Math.ceil((255 * part) / (BM25_K1 + 1))));
}

/** BM25's idf of a term in `df` of `n` documents (the variant that is never negative). */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** What a term of weight `weight` adds per impact step in an archive of `n` documents, `df` holding it. */
export function termScale(weight: number, df: number, n: number): number {
  return weight * idf(df, n);
}

/** The key scores are compared by: equal keys are ties. */
export function scoreKey(score: number): number {
  return Math.round(score * SCORE_STEPS);
}

/** The terms of one field's text, none empty, in reading order. */
export function fieldTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of wordMatches(text)) {
    const term = termOf(m[0]);
    if (term) out.push(term);
  }
  return out;
}

/**
 * A document's fields as ranking reads them: title, summary, text (its pages without furniture), names
 * and tags (each list's items one after another, ` · ` between them).
 */
export type RankedFields = Record<RankedField, string>;

/**
 * Each term of a document with its weighted frequency, into `counts`; returns the document's weighted
 * length.
 */
export function countFieldTerms(fields: RankedFields, counts: Map<string, number>): number {
  let length = 0;
  for (const field of Object.keys(FIELD_WEIGHTS) as RankedField[]) {
    const weight = FIELD_WEIGHTS[field];
    for (const term of fieldTerms(fields[field])) {
      counts.set(term, (counts.get(term) ?? 0) + weight);
      length += weight;
    }
  }
  return length;
}

/** The weighted length of a document whose fields hold these many terms. */
export function weightedLength(termsPerField: Record<RankedField, number>): number {
  let length = 0;
  for (const field of Object.keys(FIELD_WEIGHTS) as RankedField[])
    length += FIELD_WEIGHTS[field] * termsPerField[field];
  return length;
}
