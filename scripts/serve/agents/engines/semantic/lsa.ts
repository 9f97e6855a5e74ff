/**
 * Latent semantic analysis learned from the archive itself (no model can be downloaded): the documents'
 * TF-IDF matrix reduced to its `k` strongest latent dimensions by a randomized truncated SVD (Halko,
 * Martinsson and Tropp 2011: a random range finder with two power iterations). A document and a question
 * are both projected onto the same term space `U_k`, so words that occur in the same documents
 * ("dismissed", "dismissal", "motion") land near each other and a question finds a document that answers
 * it in other words. ml-matrix does the one small dense step (an l×l symmetric eigen decomposition);
 * the large products run over the sparse matrix.
 */
// Lets the event loop turn between slices of a long job, so answers waiting behind it go first.
import { setImmediate as breathe } from 'node:timers/promises';
import { EigenvalueDecomposition } from 'ml-matrix';
import { contentTerms } from '../../../../../actions/lib/text/analyser.js';
import { idfWeight, termCounts, tfIdfVector } from '../../../../../actions/lib/text/vectors.js';
import { seededRandom } from '../../../../../actions/lib/core/seeded-random.js';

/** Extra random directions beyond `k`, and power iterations: the usual settings of the method. */
const OVERSAMPLING = 10;
const POWER_ITERATIONS = 2;
/** Terms kept, the most widespread first: enough for the language of an archive, bounded in memory. */
const MAX_TERMS = 40_000;

export interface LsaModel {
  /** term → row of `termVectors`. */
  vocabulary: Map<string, number>;
  idf: Float64Array;
  /** Dimensions actually kept (at most the asked k; fewer when the archive is small). */
  k: number;
  /** terms × k, row-major: U_k. */
  termVectors: Float64Array;
}

/** A sparse document: term rows and weights. */
interface SparseRow {
  terms: Int32Array;
  weights: Float64Array;
}

/** A text's content terms (the analyser's) with their counts. */
function countsOf(text: string): Map<string, number> {
  return termCounts(contentTerms(text));
}

/** Term counts as the TF-IDF vector of the text module (unit length) over the model's vocabulary, as rows. */
function weightRow(counts: Map<string, number>, vocabulary: Map<string, number>, idf: Float64Array): SparseRow {
  const known = [...counts.keys()].filter((term) => vocabulary.has(term));
  const vector = tfIdfVector(
    known,
    known.map((term) => counts.get(term)!),
    (term) => idf[vocabulary.get(term)!]!,
  );
  return {
    terms: Int32Array.from(vector.keys(), (term) => vocabulary.get(term)!),
    weights: Float64Array.from(vector.values()),
  };
}

const SLICE = 2000;

/** Orthonormal columns spanning those of `m` (rows × l), by the eigen decomposition of its Gram matrix (done twice for accuracy); drops null directions. */
async function orthonormalize(m: Float64Array, rows: number, l: number): Promise<{ q: Float64Array; l: number }> {
  let current = m;
  let width = l;
  for (let pass = 0; pass < 2; pass++) {
    const gram = Array.from({ length: width }, () => new Array<number>(width).fill(0));
    for (let r = 0; r < rows; r++) {
      if (r % SLICE === SLICE - 1) await breathe();
      const o = r * width;
      for (let a = 0; a < width; a++) {
        const x = current[o + a]!;
        if (x === 0) continue;
        const g = gram[a]!;
        for (let b = a; b < width; b++) g[b]! += x * current[o + b]!;
      }
    }
    for (let a = 0; a < width; a++) for (let b = 0; b < a; b++) gram[a]![b] = gram[b]![a]!;
    const evd = new EigenvalueDecomposition(gram, { assumeSymmetric: true });
    const values = evd.realEigenvalues;
    const vectors = evd.eigenvectorMatrix;
    const top = Math.max(...values, 0);
    const keep = values.map((v, i) => [v, i] as const).filter(([v]) => v > top * 1e-10 && v > 0);
    const next = new Float64Array(rows * keep.length);
    // Q = M · V · Λ^(-1/2), over the kept directions.
    const transform = keep.map(([v, i]) =>
      Float64Array.from({ length: width }, (_, a) => vectors.get(a, i) / Math.sqrt(v)),
    );
    for (let r = 0; r < rows; r++) {
      const o = r * width;
      for (let c = 0; c < keep.length; c++) {
        const t = transform[c]!;
        let s = 0;
        for (let a = 0; a < width; a++) s += current[o + a]! * t[a]!;
        next[r * keep.length + c] = s;
      }
    }
    current = next;
    width = keep.length;
  }
  return { q: current, l: width };
}

/** Y = A · X for A = terms × docs given as document rows; X is docs × l. */
async function timesDocs(docs: SparseRow[], x: Float64Array, l: number, terms: number): Promise<Float64Array> {
  const y = new Float64Array(terms * l);
  for (let i = 0; i < docs.length; i++) {
    if (i % SLICE === SLICE - 1) await breathe();
    const d = docs[i]!;
    const xo = i * l;
    for (let n = 0; n < d.terms.length; n++) {
      const yo = d.terms[n]! * l;
      const w = d.weights[n]!;
      for (let c = 0; c < l; c++) y[yo + c]! += w * x[xo + c]!;
    }
  }
  return y;
}

/** Z = Aᵀ · Y for Y = terms × l: one row of l per document. */
async function timesTerms(docs: SparseRow[], y: Float64Array, l: number): Promise<Float64Array> {
  const z = new Float64Array(docs.length * l);
  for (let i = 0; i < docs.length; i++) {
    if (i % SLICE === SLICE - 1) await breathe();
    const d = docs[i]!;
    const zo = i * l;
    for (let n = 0; n < d.terms.length; n++) {
      const yo = d.terms[n]! * l;
      const w = d.weights[n]!;
      for (let c = 0; c < l; c++) z[zo + c]! += w * y[yo + c]!;
    }
  }
  return z;
}

/** Learns the model from the archive's texts; deterministic for the same texts (seeded). */
export async function trainLsa(texts: string[], dimensions: number, log?: (line: string) => void): Promise<LsaModel> {
  const counts: Map<string, number>[] = [];
  for (let i = 0; i < texts.length; i++) {
    if (i % SLICE === SLICE - 1) await breathe();
    counts.push(countsOf(texts[i]!));
  }
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = texts.length;
  // A term in one document only links nothing to anything in a large archive; a small one keeps them all.
  const minDf = n >= 50 ? 2 : 1;
  const kept = [...df].filter(([, d]) => d >= minDf).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const vocabulary = new Map(kept.slice(0, MAX_TERMS).map(([t], i) => [t, i]));
  const idf = Float64Array.from(kept.slice(0, MAX_TERMS), ([, d]) => idfWeight(n, d));
  const terms = vocabulary.size;
  const docs = counts.map((c) => weightRow(c, vocabulary, idf));
  let l = Math.max(1, Math.min(dimensions + OVERSAMPLING, n, terms));
  const random = seededRandom(20_240_601);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const omega = Float64Array.from({ length: n * l }, gaussian);
  log?.(`semantic model: ${n} documents, ${terms} terms, ${l} directions`);
  let q = await orthonormalize(await timesDocs(docs, omega, l, terms), terms, l);
  for (let i = 0; i < POWER_ITERATIONS; i++) {
    const z = await orthonormalize(await timesTerms(docs, q.q, q.l), n, q.l);
    q = await orthonormalize(await timesDocs(docs, z.q, z.l, terms), terms, z.l);
  }
  l = q.l;
  // B = Qᵀ A; the left singular vectors of B are the eigenvectors of B Bᵀ = Zᵀ Z with Z = Aᵀ Q.
  const z = await timesTerms(docs, q.q, l);
  const bbt = Array.from({ length: l }, () => new Array<number>(l).fill(0));
  for (let i = 0; i < n; i++)
    for (let a = 0; a < l; a++) {
      const x = z[i * l + a]!;
      if (x === 0) continue;
      for (let b = a; b < l; b++) bbt[a]![b]! += x * z[i * l + b]!;
    }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) bbt[a]![b] = bbt[b]![a]!;
  const evd = new EigenvalueDecomposition(bbt, { assumeSymmetric: true });
  const order = evd.realEigenvalues
    .map((v, i) => [v, i] as const)
    .filter(([v]) => v > 1e-12)
    .sort((a, b) => b[0] - a[0])
    .slice(0, dimensions);
  const k = order.length;
  const ub = evd.eigenvectorMatrix;
  // U_k = Q · U_B (the kept columns).
  const termVectors = new Float64Array(terms * k);
  for (let t = 0; t < terms; t++)
    for (let c = 0; c < k; c++) {
      const col = order[c]![1];
      let s = 0;
      for (let a = 0; a < l; a++) s += q.q[t * l + a]! * ub.get(a, col);
      termVectors[t * k + c] = s;
    }
  return { vocabulary, idf, k, termVectors };
}

/** A text in the latent space, L2-normalised (all zeros when it holds no known term). */
export function project(model: LsaModel, text: string): Float32Array {
  const row = weightRow(countsOf(text), model.vocabulary, model.idf);
  const out = new Float64Array(model.k);
  for (let n = 0; n < row.terms.length; n++) {
    const o = row.terms[n]! * model.k;
    const w = row.weights[n]!;
    for (let c = 0; c < model.k; c++) out[c]! += w * model.termVectors[o + c]!;
  }
  let sum = 0;
  for (const v of out) sum += v * v;
  const norm = Math.sqrt(sum) || 1;
  return Float32Array.from(out, (v) => v / norm);
}
