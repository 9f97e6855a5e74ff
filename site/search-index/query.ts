/**
 * Runs a query over lists already fetched: every word must match (a typed prefix matches any word that
 * begins with it, at half the weight of the word itself), every filter must hold, and the matches are
 * ordered by summed impact or by date. The work is a pass over each list and one over the matches, a few
 * nanoseconds per entry, so the cost stays small at hundreds of thousands of matches.
 */
import type { Postings } from './format.js';

export interface WordLists {
  /** The word's own term, when the index has it. */
  exact: Postings | null;
  /** Lists of the other terms that begin with the typed prefix. */
  prefixed: Postings[];
}

export type Order = 'best' | 'newest' | 'oldest';

export interface QueryInput {
  documents: number;
  /** Documents numbered below this are dated; they are numbered newest first. */
  dated: number;
  words: WordLists[];
  /** One list per filter; a document must be in all of them. */
  filters: Postings[];
  order: Order;
}

/** The matching document numbers, in the order asked for. */
export function runQuery(q: QueryInput): Uint32Array {
  const { documents } = q;
  if (!q.words.length && !q.filters.length) return new Uint32Array(0);
  // matched[d] counts the conditions document d has met so far, in order; only a document that met all
  // the earlier ones can meet the next.
  const matched = new Uint8Array(documents);
  const score = q.order === 'best' ? new Uint32Array(documents) : null;
  const best = new Uint16Array(documents);
  let step = 0;
  for (const w of q.words) {
    const lists: [Postings, number][] = [];
    if (w.exact) lists.push([w.exact, 2]);
    for (const p of w.prefixed) lists.push([p, 1]);
    for (const [{ docs, impacts }, weight] of lists) {
      for (let j = 0; j < docs.length; j++) {
        const d = docs[j]!;
        const v = impacts[j]! * weight;
        if (matched[d] === step) {
          matched[d] = step + 1;
          best[d] = v;
        } else if (matched[d] === step + 1 && v > best[d]!) best[d] = v;
      }
    }
    if (score) {
      for (const [{ docs }] of lists) {
        for (let j = 0; j < docs.length; j++) {
          const d = docs[j]!;
          if (best[d]) {
            score[d] = score[d]! + best[d]!;
            best[d] = 0;
          }
        }
      }
    }
    step++;
  }
  for (const { docs } of q.filters) {
    for (let j = 0; j < docs.length; j++) if (matched[docs[j]!] === step) matched[docs[j]!] = step + 1;
    step++;
  }
  let total = 0;
  for (let d = 0; d < documents; d++) if (matched[d] === step) total++;
  const found = new Uint32Array(total);
  for (let d = 0, n = 0; d < documents; d++) if (matched[d] === step) found[n++] = d;
  if (q.order === 'newest' || (q.order === 'best' && !q.words.length)) return found;
  if (q.order === 'oldest') {
    // Oldest dated first, the undated still last.
    const firstUndated = found.findIndex((d) => d >= q.dated);
    const split = firstUndated < 0 ? total : firstUndated;
    const out = new Uint32Array(total);
    let n = 0;
    for (let i = split - 1; i >= 0; i--) out[n++] = found[i]!;
    for (let i = split; i < total; i++) out[n++] = found[i]!;
    return out;
  }
  // Best first; equal scores newest first. Score and number packed in one float sort natively.
  const keys = new Float64Array(total);
  for (let n = 0; n < total; n++) keys[n] = score![found[n]!]! * 2 ** 32 + (0xffffffff - found[n]!);
  keys.sort();
  const out = new Uint32Array(total);
  for (let n = 0; n < total; n++) out[n] = 0xffffffff - (keys[total - 1 - n]! % 2 ** 32);
  return out;
}
