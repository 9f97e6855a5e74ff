/**
 * The learned semantic index kept on disk beside the agent caches, so a restart does not learn the
 * model again: one file holding the commit it was learned at, the settings it was learned with, the
 * model (terms, idf, term vectors) and every document's vector and fingerprint. A restart at that
 * commit answers at once; at a later one it folds in what changed since, as the running server does.
 * A file that does not fit (other settings, another format, cut short) is ignored and learned anew.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LsaModel } from './lsa.js';

const FILE = 'semantic-model.bin';
/** 2: terms of the text module's analyser (Porter stems, accents folded), its smoothed IDF. */
const FORMAT = 2;

/** A learned index as stored: the model, and each document's id, vector (a row of `model.k`) and fingerprint. */
export interface StoredIndex {
  commit: string;
  model: LsaModel;
  ids: string[];
  vectors: Float32Array;
  fingerprints: string[];
}

interface Header {
  format: number;
  /** What the model was learned with: a change of any of them is a new model. */
  learning: unknown;
  commit: string;
  k: number;
  terms: string[];
  ids: string[];
  fingerprints: string[];
}

export async function saveIndex(dir: string, index: StoredIndex, learning: unknown): Promise<void> {
  const lsa = index.model;
  const header: Header = {
    format: FORMAT,
    learning,
    commit: index.commit,
    k: lsa.k,
    terms: [...lsa.vocabulary.keys()],
    ids: index.ids,
    fingerprints: index.fingerprints,
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(json.length));
  // The arrays start on a multiple of 8 bytes, so they can be read in place.
  const pad = Buffer.alloc((8 - (json.length % 8)) % 8);
  const bytes = (a: Float64Array | Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  await mkdir(dir, { recursive: true });
  const path = join(dir, FILE);
  await writeFile(`${path}.tmp`, [length, json, pad, bytes(lsa.idf), bytes(lsa.termVectors), bytes(index.vectors)]);
  await rename(`${path}.tmp`, path);
}

/** The stored index, when there is one learned with these settings; null otherwise. */
export async function loadIndex(dir: string, learning: unknown): Promise<StoredIndex | null> {
  const file = await readFile(join(dir, FILE)).catch(() => null);
  if (!file || file.length < 8) return null;
  const size = Number(file.readBigUInt64LE(0));
  if (8 + size > file.length) return null;
  let header: Header;
  try {
    header = JSON.parse(file.subarray(8, 8 + size).toString('utf8')) as Header;
  } catch {
    return null;
  }
  if (header.format !== FORMAT || JSON.stringify(header.learning) !== JSON.stringify(learning)) return null;
  const terms = header.terms.length;
  const n = header.ids.length;
  let at = 8 + size + ((8 - (size % 8)) % 8);
  const take = <T extends Float64Array | Float32Array>(make: (b: ArrayBuffer) => T, count: number, width: number) => {
    const copy = file.buffer.slice(file.byteOffset + at, file.byteOffset + at + count * width);
    at += count * width;
    return copy.byteLength === count * width ? make(copy) : null;
  };
  const idf = take((b) => new Float64Array(b), terms, 8);
  const termVectors = take((b) => new Float64Array(b), terms * header.k, 8);
  const vectors = take((b) => new Float32Array(b), n * header.k, 4);
  if (!idf || !termVectors || !vectors || at !== file.length) return null;
  return {
    commit: header.commit,
    model: { vocabulary: new Map(header.terms.map((t, i) => [t, i])), idf, k: header.k, termVectors },
    ids: header.ids,
    vectors,
    fingerprints: header.fingerprints,
  };
}
