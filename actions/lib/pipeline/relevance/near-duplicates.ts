/**
 * Near duplicates: the same document again, perhaps re-scanned, re-OCR'd or re-typeset. Exact copies
 * (same bytes) are found by sha256 in storage; this finds copies whose text differs by noise.
 *
 * Technique: the text is folded so that OCR's usual confusions (0/o, 1/l/i, rn/m, accents, spacing,
 * hyphenation, line numbers) read the same, cut into overlapping word shingles, and each shingle is
 * hashed. A document keeps the SKETCH_SIZE smallest hashes (a bottom-k MinHash sketch): the Jaccard
 * similarity of two shingle sets is estimated from their sketches alone, exactly when a document has
 * fewer shingles than that. Sketches are small and fixed in size, so they can be cached per document and
 * compared with a whole archive in one pass.
 */
import { joinHyphenatedLines, words } from '../../text/analyser.js';
import type { ArchiveText } from './index.js';

/** Words per shingle: two keeps word order while one OCR error spoils only two shingles. */
export const SHINGLE_WORDS = 2;
/** Hashes kept per document: Jaccard estimates within about ±0.02 near 0.9. */
export const SKETCH_SIZE = 512;
/** Texts with fewer shingles than this are not compared: a few words are "similar" to everything. */
export const MIN_SHINGLES = 10;

export interface Sketch {
  /** Sorted ascending, distinct, at most SKETCH_SIZE values. */
  hashes: Uint32Array;
  /** How many distinct shingles the text had. */
  shingles: number;
}

export interface SketchedText {
  document_id: string;
  title: string;
  sketch: Sketch;
}

export interface NearDuplicate {
  document_id: string;
  title: string;
  similarity: number;
}

/** Words folded so that what OCR commonly confuses compares equal; numbers (line numbers, page numbers) dropped. */
export function foldedWords(text: string): string[] {
  const out: string[] = [];
  for (const w of words(joinHyphenatedLines(text))) {
    // Numbers go before folding, or line numbers (1 2 … 28) would fold into words.
    if (w.length < 2 || /^\d+$/.test(w)) continue;
    out.push(w.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/[1i]/g, 'l').replace(/0/g, 'o'));
  }
  return out;
}

/** 32-bit FNV-1a, then a final avalanche so that nearby strings spread over the whole range. */
function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function sketch(text: string): Sketch {
  const words = foldedWords(text);
  const set = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) set.add(hash32(words.slice(i, i + SHINGLE_WORDS).join(' ')));
  const all = Uint32Array.from(set).sort();
  return { hashes: all.slice(0, SKETCH_SIZE), shingles: all.length };
}

/**
 * Estimated Jaccard similarity of the two shingle sets: among the SKETCH_SIZE smallest hashes of the
 * union, the share present in both sketches (exact when both texts are shorter than the sketch).
 */
export function sketchSimilarity(a: Sketch, b: Sketch): number {
  if (a.shingles < MIN_SHINGLES || b.shingles < MIN_SHINGLES) return 0;
  const k = Math.min(SKETCH_SIZE, unionSize(a, b));
  let i = 0;
  let j = 0;
  let taken = 0;
  let both = 0;
  while (taken < k && (i < a.hashes.length || j < b.hashes.length)) {
    const x = i < a.hashes.length ? a.hashes[i]! : Infinity;
    const y = j < b.hashes.length ? b.hashes[j]! : Infinity;
    if (x === y) {
      both++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
    taken++;
  }
  return taken ? both / taken : 0;
}

/** Size of the union when both sketches are complete; otherwise the sketch size bounds what is compared. */
function unionSize(a: Sketch, b: Sketch): number {
  if (a.shingles > a.hashes.length || b.shingles > b.hashes.length) return SKETCH_SIZE;
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.hashes.length || j < b.hashes.length) {
    const x = i < a.hashes.length ? a.hashes[i]! : Infinity;
    const y = j < b.hashes.length ? b.hashes[j]! : Infinity;
    if (x <= y) i++;
    if (y <= x) j++;
    n++;
  }
  return n;
}

/** A sketch as plain JSON (for `.dirhub-cache/`): typed arrays do not survive JSON.stringify. */
export interface SerializedSketch {
  hashes: number[];
  shingles: number;
}

export function serializeSketch(s: Sketch): SerializedSketch {
  return { hashes: Array.from(s.hashes), shingles: s.shingles };
}

export function restoreSketch(data: SerializedSketch): Sketch {
  return { hashes: Uint32Array.from(data.hashes), shingles: data.shingles };
}

export function sketchText(doc: ArchiveText): SketchedText {
  return { document_id: doc.document_id, title: doc.title, sketch: sketch(doc.text) };
}

function isSketched(c: ArchiveText | SketchedText): c is SketchedText {
  return (c as SketchedText).sketch !== undefined;
}

/**
 * Archive documents whose text is at least `threshold` similar to `text`, most similar first (ties by
 * document id). Candidates may be texts or sketches cached earlier.
 */
export function findNearDuplicates(
  text: string,
  candidates: readonly (ArchiveText | SketchedText)[],
  threshold: number,
): NearDuplicate[] {
  const mine = sketch(text);
  const out: NearDuplicate[] = [];
  for (const c of candidates) {
    const other = isSketched(c) ? c.sketch : sketch(c.text);
    const similarity = Math.round(sketchSimilarity(mine, other) * 1000) / 1000;
    if (similarity >= threshold) out.push({ document_id: c.document_id, title: c.title, similarity });
  }
  return out.sort(
    (a, b) =>
      b.similarity - a.similarity || (a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : 0),
  );
}
