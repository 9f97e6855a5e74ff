/**
 * Writes the ranked search index (format.ts) for a built site: every word of each document's title,
 * summary and text, and every filter value, with the documents that hold it and how well (BM25); and
 * each document's result entry.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { excerpt } from './excerpt.js';
import {
  ByteWriter,
  chunkFile,
  documentFile,
  INDEX_DIR,
  INDEX_FORMAT,
  separator,
  writeEntry,
  type DocumentEntry,
  type HeadEntry,
  type IndexManifest,
} from './format.js';
import { countTerms, FILTER_MARK, filterKey } from './terms.js';
import type { SearchableText } from './furniture-lines.js';

export interface IndexDocument {
  id: string;
  title: string;
  /** `YYYY…` when dated; anything else sorts as undated. */
  date: string;
  source: string;
  category: string | null;
  summary: string | null;
  filters: Partial<Record<string, string[]>>;
}

export interface RankedIndexReport {
  documents: number;
  keys: number;
  postings: number;
  chunks: number;
  /** Every file written, its path from the site root and its size. */
  files: { path: string; bytes: number }[];
}

/** Bytes at which a chunk is closed: a rare word costs one such request; a common one its own list. */
export const CHUNK_BYTES = 16 * 1024;
/** Title words count three times, summary words twice, as a reader weighs them. */
const TITLE_WEIGHT = 3;
const SUMMARY_WEIGHT = 2;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
const READ_BATCH = 64;
/** Words in at least this many documents carry their best documents' entries in their chunk. */
export const HEAD_MIN_DOCUMENTS = 100;
/** One page of results. */
export const HEAD_SIZE = 10;

class TermList {
  docs = new Uint32Array(4);
  tf = new Uint16Array(4);
  n = 0;
  add(doc: number, tf: number): void {
    if (this.n === this.docs.length) {
      const docs = new Uint32Array(this.n * 2);
      docs.set(this.docs);
      this.docs = docs;
      const t = new Uint16Array(this.n * 2);
      t.set(this.tf);
      this.tf = t;
    }
    this.docs[this.n] = doc;
    this.tf[this.n++] = Math.min(tf, 0xffff);
  }
}

function isDated(date: string): boolean {
  return /^\d{4}/.test(date);
}

/**
 * Impacts are BM25 scores on a log scale, 1–255: a linear scale would give every common word the same
 * impact of 1 and lose the difference between a document that names it once and one that is about it.
 */
function quantiser(bound: number): (score: number) => number {
  const c = 100 / bound;
  const top = Math.log1p(bound * c);
  return (s) => Math.max(1, Math.min(255, Math.ceil((255 * Math.log1p(s * c)) / top)));
}

export interface RankedIndexOptions {
  log?: (line: string) => void;
  /** Words in at least this many documents carry a head (default HEAD_MIN_DOCUMENTS). */
  headMinDocuments?: number;
}

/**
 * `documents` must be numbered already: newest first, undated last (search-shards.ts `newestFirst`).
 * `text(doc)` gives a document's text as search reads it, and the furniture lines it left out of its pages
 * (`furniture-lines.ts`), which each entry keeps for the search page. Writes `search-index/manifest.json` and a content-named folder
 * beside it, replacing any earlier index.
 */
export async function writeRankedIndex<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  outDir: string,
  options: RankedIndexOptions = {},
): Promise<RankedIndexReport> {
  const log = options.log ?? (() => {});
  const headMin = options.headMinDocuments ?? HEAD_MIN_DOCUMENTS;
  const root = join(outDir, INDEX_DIR);
  await rm(root, { recursive: true, force: true });
  const staging = join(root, '.staging');
  await mkdir(join(staging, 't'), { recursive: true });
  const hash = createHash('sha256');
  /** Paths inside the staging folder, which becomes `search-index/HASH/` once everything is written. */
  const written: { path: string; bytes: number }[] = [];
  const put = async (rel: string, data: Uint8Array | string) => {
    hash.update(rel).update(data);
    written.push({ path: rel, bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.length });
    await mkdir(dirname(join(staging, rel)), { recursive: true });
    await writeFile(join(staging, rel), data);
  };

  const lists = new Map<string, TermList>();
  const lengths = new Float64Array(documents.length);
  const counts = new Map<string, number>();
  const listOf = (key: string) => {
    let l = lists.get(key);
    if (!l) lists.set(key, (l = new TermList()));
    return l;
  };
  for (let i = 0; i < documents.length; i += READ_BATCH) {
    const batch = documents.slice(i, i + READ_BATCH);
    const texts = await Promise.all(batch.map(text));
    await Promise.all(
      batch.map((d, k) => {
        const furniture = texts[k]!.furniture;
        const entry: DocumentEntry = [d.id, d.title, d.date, d.source, d.category ?? '', d.summary ?? '', furniture];
        return put(documentFile(i + k), JSON.stringify(entry));
      }),
    );
    batch.forEach((doc, k) => {
      const n = i + k;
      counts.clear();
      lengths[n] =
        countTerms(doc.title, counts, TITLE_WEIGHT) * TITLE_WEIGHT +
        countTerms(doc.summary ?? '', counts, SUMMARY_WEIGHT) * SUMMARY_WEIGHT +
        countTerms(texts[k]!.text, counts);
      for (const [term, tf] of counts) listOf(term).add(n, tf);
      for (const [filter, values] of Object.entries(doc.filters))
        for (const v of new Set(values ?? [])) listOf(filterKey(filter, v)).add(n, 0);
    });
    const done = Math.min(i + READ_BATCH, documents.length);
    if (done % 5000 < READ_BATCH || done === documents.length)
      log(`search index: ${done}/${documents.length} documents read`);
  }

  const N = documents.length;
  const avgLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, N) || 1;
  const idfOf = (df: number) => Math.log(1 + (N - df + 0.5) / (df + 0.5));
  const quantise = quantiser(idfOf(1) * (BM25_K1 + 1));
  const keys = [...lists.keys()].sort();
  const impactsOf = (key: string, list: TermList, into: Uint8Array) => {
    if (key.startsWith(FILTER_MARK)) return into.fill(1, 0, list.n);
    const idf = idfOf(list.n);
    for (let j = 0; j < list.n; j++) {
      const tf = list.tf[j]!;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * lengths[list.docs[j]!]!) / avgLength);
      into[j] = quantise((idf * tf * (BM25_K1 + 1)) / (tf + norm));
    }
    return into;
  };
  let impacts = new Uint8Array(1024);
  const room = (n: number) => {
    if (impacts.length < n) impacts = new Uint8Array(n * 2);
    return impacts;
  };

  // Heads: a word's best documents, in the order a one-word query shows them (impact, then newest), and
  // the passage of each around the word, cut as the search page cuts excerpts.
  const heads = new Map<string, number[]>();
  const wanted = new Map<number, string[]>();
  for (const key of keys) {
    const list = lists.get(key)!;
    if (list.n < headMin || key.startsWith(FILTER_MARK)) continue;
    const imp = impactsOf(key, list, room(list.n));
    const best: number[] = [];
    for (let j = 0; j < list.n; j++) {
      if (best.length === HEAD_SIZE && imp[j]! <= imp[best[HEAD_SIZE - 1]!]!) continue;
      let at = best.length;
      while (at > 0 && imp[best[at - 1]!]! < imp[j]!) at--;
      best.splice(at, 0, j);
      if (best.length > HEAD_SIZE) best.pop();
    }
    const docs = best.map((j) => list.docs[j]!);
    heads.set(key, docs);
    for (const d of docs) wanted.set(d, [...(wanted.get(d) ?? []), key]);
  }
  const passages = new Map<string, string>();
  const needed = [...wanted.keys()].sort((a, b) => a - b);
  for (let i = 0; i < needed.length; i += READ_BATCH) {
    const batch = needed.slice(i, i + READ_BATCH);
    const texts = await Promise.all(batch.map((d) => text(documents[d]!)));
    batch.forEach((d, k) => {
      const full = `${documents[d]!.summary ?? ''}\n${texts[k]!.text}`;
      for (const term of wanted.get(d)!)
        passages.set(
          `${d} ${term}`,
          excerpt(full, (span) => span.term === term)
            .map((seg) => seg.text)
            .join(''),
        );
    });
  }
  if (needed.length) log(`search index: passages of ${needed.length} documents for ${heads.size} words' first pages`);

  const chunks: string[] = [''];
  const chunk = new ByteWriter();
  const gaps = new ByteWriter();
  let postings = 0;
  let lastKey = '';
  for (const key of keys) {
    const list = lists.get(key)!;
    if (chunk.length >= CHUNK_BYTES) {
      await put(chunkFile(chunks.length - 1), chunk.result());
      chunk.reset();
      chunks.push(separator(lastKey, key));
    }
    const imp = impactsOf(key, list, room(list.n));
    const head = heads.get(key)?.map((d): HeadEntry => {
      const doc = documents[d]!;
      return [d, doc.id, doc.title, doc.date, doc.source, doc.category ?? '', passages.get(`${d} ${key}`) ?? ''];
    });
    writeEntry(chunk, key, list.docs.subarray(0, list.n), imp, gaps, head ?? null);
    postings += list.n;
    lists.delete(key);
    lastKey = key;
  }
  await put(chunkFile(chunks.length - 1), chunk.result());

  const dir = hash.digest('hex').slice(0, 12);
  await rename(staging, join(root, dir));
  const firstUndated = documents.findIndex((d) => !isDated(d.date));
  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    dir,
    documents: N,
    dated: firstUndated < 0 ? N : firstUndated,
    chunks,
  };
  const manifestText = JSON.stringify(manifest);
  await writeFile(join(root, 'manifest.json'), manifestText);
  log(`search index: ${keys.length} words and filter values, ${chunks.length} chunks`);
  const files = [
    ...written.map((f) => ({ path: `${INDEX_DIR}/${dir}/${f.path}`, bytes: f.bytes })),
    { path: `${INDEX_DIR}/manifest.json`, bytes: Buffer.byteLength(manifestText) },
  ];
  return { documents: N, keys: keys.length, postings, chunks: chunks.length, files };
}
