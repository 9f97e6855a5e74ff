/**
 * Sets of matching documents with their scores, as the query tree's nodes combine them: sorted document
 * numbers and a score each. AND keeps the documents in both (scores added), OR those in either (scores
 * added where both), NOT takes a set from another. A pass over the two sets, whatever their sizes.
 */

export interface Matches {
  /** Document numbers, ascending. */
  docs: Uint32Array;
  /** `scores[i]`: the score of `docs[i]`. */
  scores: Float64Array;
}

export const NO_MATCHES: Matches = { docs: new Uint32Array(0), scores: new Float64Array(0) };

/** Documents in both, each scored the sum of its two scores. */
export function both(a: Matches, b: Matches): Matches {
  const n = Math.min(a.docs.length, b.docs.length);
  const docs = new Uint32Array(n);
  const scores = new Float64Array(n);
  let k = 0;
  for (let i = 0, j = 0; i < a.docs.length && j < b.docs.length;) {
    const x = a.docs[i]!;
    const y = b.docs[j]!;
    if (x < y) i++;
    else if (y < x) j++;
    else {
      docs[k] = x;
      scores[k++] = a.scores[i++]! + b.scores[j++]!;
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** Documents in either, each scored the sum of the scores it has. */
export function either(a: Matches, b: Matches): Matches {
  const docs = new Uint32Array(a.docs.length + b.docs.length);
  const scores = new Float64Array(docs.length);
  let k = 0;
  let i = 0;
  let j = 0;
  while (i < a.docs.length || j < b.docs.length) {
    const x = i < a.docs.length ? a.docs[i]! : Infinity;
    const y = j < b.docs.length ? b.docs[j]! : Infinity;
    if (x < y) {
      docs[k] = x;
      scores[k++] = a.scores[i++]!;
    } else if (y < x) {
      docs[k] = y;
      scores[k++] = b.scores[j++]!;
    } else {
      docs[k] = x;
      scores[k++] = a.scores[i++]! + b.scores[j++]!;
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** Documents of `a` that are not in `b`, with their scores in `a`. */
export function without(a: Matches, b: Matches): Matches {
  const docs = new Uint32Array(a.docs.length);
  const scores = new Float64Array(a.docs.length);
  let k = 0;
  for (let i = 0, j = 0; i < a.docs.length; i++) {
    const x = a.docs[i]!;
    while (j < b.docs.length && b.docs[j]! < x) j++;
    if (j < b.docs.length && b.docs[j] === x) continue;
    docs[k] = x;
    scores[k++] = a.scores[i]!;
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** Only the documents `keep` holds (kept as a set of numbers), scores unchanged. */
export function onlyThose(a: Matches, keep: ReadonlySet<number>): Matches {
  const docs = new Uint32Array(a.docs.length);
  const scores = new Float64Array(a.docs.length);
  let k = 0;
  for (let i = 0; i < a.docs.length; i++)
    if (keep.has(a.docs[i]!)) {
      docs[k] = a.docs[i]!;
      scores[k++] = a.scores[i]!;
    }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/**
 * One list's documents scored `scale` × impact; several lists (a prefix's words) joined, a document
 * scored by the best of them. `documents` bounds the numbers.
 */
export function fromLists(
  lists: { docs: Uint32Array; impacts: Uint8Array; scale: number }[],
  documents: number,
): Matches {
  if (!lists.length) return NO_MATCHES;
  if (lists.length === 1) {
    const { docs, impacts, scale } = lists[0]!;
    const scores = new Float64Array(docs.length);
    for (let j = 0; j < docs.length; j++) scores[j] = impacts[j]! * scale;
    return { docs, scores };
  }
  const best = new Float64Array(documents);
  const seen = new Uint8Array(documents);
  let count = 0;
  for (const { docs, impacts, scale } of lists)
    for (let j = 0; j < docs.length; j++) {
      const d = docs[j]!;
      if (!seen[d]) {
        seen[d] = 1;
        count++;
      }
      const v = impacts[j]! * scale;
      if (v > best[d]!) best[d] = v;
    }
  const docs = new Uint32Array(count);
  const scores = new Float64Array(count);
  for (let d = 0, k = 0; d < documents; d++)
    if (seen[d]) {
      docs[k] = d;
      scores[k++] = best[d]!;
    }
  return { docs, scores };
}
