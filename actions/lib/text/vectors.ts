/**
 * Texts as term vectors, and the one measure of how alike two of them are. A text's vector holds its
 * terms (analyser.ts) weighted by TF-IDF: sublinear term frequency (the tenth mention of a word says
 * less than the first) times a smoothed inverse document frequency (a rare term says more than a common
 * one, and a term every document uses still counts a little: it is the collection's own vocabulary).
 * Vectors are scaled to unit length, so that their similarity is the cosine of their angle: the sum of
 * the products of their weights, 0 for texts sharing no term, 1 for texts of the same proportions.
 *
 * Used by relevance scoring (an upload against the archive and the profile), enrichment's `similar`
 * cross-references, and the agents' latent semantic model. Pure.
 */

/** A sparse vector: term → weight. */
export type TermVector = ReadonlyMap<string, number>;

/** Term → how often it occurs. */
export function termCounts(terms: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `limit` most frequent terms (ties by term), as parallel arrays sorted by term: the compact form a
 * document's vector is stored and cached in.
 */
export function topTerms(counts: ReadonlyMap<string, number>, limit: number): { terms: string[]; counts: number[] } {
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, limit)
    .sort((a, b) => byText(a[0], b[0]));
  return { terms: top.map(([t]) => t), counts: top.map(([, c]) => c) };
}

/** Sublinear term frequency: 1 + ln(count), 0 for a term that does not occur. */
export function tfWeight(count: number): number {
  return count > 0 ? 1 + Math.log(count) : 0;
}

/** Smoothed inverse document frequency, never 0: 1 + ln((documents + 1) / (df + 1)). */
export function idfWeight(documents: number, df: number): number {
  return 1 + Math.log((documents + 1) / (df + 1));
}

/** `vector` scaled to unit length (unchanged when it is all zeros). */
export function unitLength(vector: Map<string, number>): Map<string, number> {
  let sum = 0;
  for (const w of vector.values()) sum += w * w;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (const [t, w] of vector) vector.set(t, w / norm);
  return vector;
}

/** The TF-IDF vector of term counts, unit length; `idf` gives each term's inverse document frequency. */
export function tfIdfVector(
  terms: readonly string[],
  counts: readonly number[],
  idf: (term: string) => number,
): Map<string, number> {
  const out = new Map<string, number>();
  terms.forEach((term, k) => out.set(term, tfWeight(counts[k]!) * idf(term)));
  return unitLength(out);
}

/** The `limit` heaviest terms of a vector (ties by term), scaled to unit length again. */
export function heaviestTerms(vector: TermVector, limit: number): Map<string, number> {
  if (vector.size <= limit) return new Map(vector);
  const top = [...vector.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0])).slice(0, limit);
  return unitLength(new Map(top));
}

/**
 * How alike two unit-length vectors are: the cosine of their angle, the sum of the products of their
 * weights. Sparse vectors (term → weight) or dense ones (the same number of dimensions; `bOffset` reads
 * `b` from that index on, for vectors stored one after another in one array).
 */
export function cosine(a: TermVector, b: TermVector): number;
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>, bOffset?: number): number;
export function cosine(a: TermVector | ArrayLike<number>, b: TermVector | ArrayLike<number>, bOffset = 0): number {
  let dot = 0;
  if (isSparse(a) && isSparse(b)) {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    for (const [t, w] of small) {
      const v = large.get(t);
      if (v !== undefined) dot += w * v;
    }
    return dot;
  }
  if (isSparse(a) || isSparse(b)) throw new TypeError('cosine: a sparse and a dense vector cannot be compared');
  for (let c = 0; c < a.length; c++) dot += a[c]! * b[bOffset + c]!;
  return dot;
}

function isSparse(v: TermVector | ArrayLike<number>): v is TermVector {
  return v instanceof Map;
}

/**
 * The same sums of products for one vector against many at once, through an inverted index: `postings`
 * gives, for a term, the stored vectors holding it as `[vector number, weight]` pairs (undefined when
 * none does, or when the term is to be passed over). Only vectors sharing a term with `query` are
 * touched, so the work grows with the shared terms, not with the number of vectors.
 */
export function cosines(
  query: TermVector,
  postings: (term: string) => Iterable<readonly [number, number]> | undefined,
): Map<number, number> {
  const dots = new Map<number, number>();
  for (const [term, weight] of query) {
    const list = postings(term);
    if (!list) continue;
    for (const [i, w] of list) dots.set(i, (dots.get(i) ?? 0) + weight * w);
  }
  return dots;
}
