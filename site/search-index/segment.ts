/**
 * Writes one segment of the ranked index (format.ts): every word of each document's title, summary and
 * text, and every filter value, with the documents that hold it and how well (the term-frequency part of
 * BM25); each document's result entry; and, for common words, their best documents' entries. The
 * segment goes into a folder named after its content, beside the manifest.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { excerptOfSpans } from './excerpt.js';
import {
  ByteWriter,
  chunkFile,
  documentFile,
  separator,
  writeEntry,
  type DocumentEntry,
  type HeadEntry,
  type SegmentManifest,
} from './format.js';
import { countFieldTerms, impact } from '../../actions/lib/text/ranking.js';
import { filterKey, wordSpans } from './terms.js';
import type { SearchableText } from './furniture-lines.js';
import { hasNeighbourKeys, isWordKey, MAX_NEIGHBOUR_WORDS, neighbourKeys } from './suggest.js';

export interface IndexDocument {
  id: string;
  title: string;
  /** `YYYY…` when dated; anything else sorts as undated. */
  date: string;
  source: string;
  category: string | null;
  summary: string | null;
  /** Filter values (`entity`: the names the document names). */
  filters: Partial<Record<string, string[]>>;
  /**
   * Values of the query language's fields the form does not show (site/read-model/search-fields.ts):
   * filter keys like the form's, for `person:`, `case:`, `tag:`… Absent: none.
   */
  fieldFilters?: Partial<Record<string, string[]>>;
  /**
   * The names it names with their aliases (site/read-model/search-names.ts): the ranking's names field;
   * absent, the `entity` filter's values.
   */
  names?: readonly string[];
  /** The document's tags: words of the ranking's tags field (actions/lib/text/ranking.ts). */
  tags?: readonly string[];
  /**
   * A hash of the document's text as `text(doc)` gives it, when the caller knows one: with it, a later
   * write can tell an unchanged document without reading its text (write.ts).
   */
  textKey?: string;
}

/** Bytes at which a chunk is closed: a rare word costs one such request; a common one its own list. */
export const CHUNK_BYTES = 16 * 1024;
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

export function isDated(date: string): boolean {
  return /^\d{4}/.test(date);
}

export interface SegmentOptions {
  log?: (line: string) => void;
  /** Words in at least this many documents carry a head (default HEAD_MIN_DOCUMENTS). */
  headMinDocuments?: number;
  /**
   * BM25's reference document length (weighted words). A base segment uses its own average; a delta uses
   * the base's, so that its impacts compare with the base's.
   */
  referenceLength?: number;
  /** Files that belong in the segment's folder beside its own (a delta's rewritten base chunks). */
  extra?: { path: string; data: Uint8Array }[];
}

export interface WrittenSegment {
  manifest: SegmentManifest;
  /** Every file written, its path inside the segment's folder and its size. */
  files: { path: string; bytes: number }[];
  keys: number;
  postings: number;
  /** The documents' average weighted length: the reference length of a base. */
  averageLength: number;
}

/** Files written into a staging folder, hashed as they go: the hash names the segment's folder. */
class StagedSegment {
  readonly hash = createHash('sha256');
  /** Paths inside the staging folder, which becomes `root/HASH/` once everything is written. */
  readonly written: { path: string; bytes: number }[] = [];
  constructor(readonly staging: string) {}

  async put(rel: string, data: Uint8Array | string): Promise<void> {
    this.hash.update(rel).update(data);
    this.written.push({ path: rel, bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.length });
    await mkdir(dirname(join(this.staging, rel)), { recursive: true });
    await writeFile(join(this.staging, rel), data);
  }
}

/** Every word's and filter value's list of documents with its term frequency, and each document's weighted length. */
interface Postings {
  lists: Map<string, TermList>;
  lengths: Float64Array;
}

/**
 * Reads every document's text in batches, writes its result entry, and counts its words (title and
 * summary weighted) and filter values into the lists.
 */
async function readDocuments<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  segment: StagedSegment,
  log: (line: string) => void,
): Promise<Postings> {
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
        return segment.put(documentFile(i + k), JSON.stringify(entry));
      }),
    );
    batch.forEach((doc, k) => {
      const n = i + k;
      counts.clear();
      // The ranking's fields and weights (actions/lib/text/ranking.ts), as the server counts them too.
      lengths[n] = countFieldTerms(
        {
          title: doc.title,
          summary: doc.summary ?? '',
          text: texts[k]!.text,
          names: (doc.names ?? doc.filters.entity ?? []).join(' · '),
          tags: (doc.tags ?? []).join(' · '),
        },
        counts,
      );
      for (const [term, tf] of counts) listOf(term).add(n, tf);
      for (const [filter, values] of [...Object.entries(doc.filters), ...Object.entries(doc.fieldFilters ?? {})])
        for (const v of new Set(values ?? [])) listOf(filterKey(filter, v)).add(n, 0);
    });
    const done = Math.min(i + READ_BATCH, documents.length);
    if (done % 5000 < READ_BATCH || done === documents.length)
      log(`search index: ${done}/${documents.length} documents read`);
  }
  return { lists, lengths };
}

/**
 * The neighbour keys (suggest.ts) of the MAX_NEIGHBOUR_WORDS words in the most documents, each listing the
 * word's newest document: "did you mean" finds a word by them when its first letters were mistyped.
 */
function addNeighbourKeys(lists: Map<string, TermList>): void {
  const words = [...lists]
    .filter(([key]) => hasNeighbourKeys(key))
    .sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_NEIGHBOUR_WORDS);
  for (const [word, list] of words)
    for (const key of neighbourKeys(word)) {
      const neighbour = new TermList();
      neighbour.add(list.docs[0]!, 0);
      lists.set(key, neighbour);
    }
}

/**
 * Scores a list's documents into one buffer reused from list to list (a common word's list is long, and
 * a fresh array for every word would churn memory); what it returns is valid until the next call.
 */
function impactScorer(lengths: Float64Array, reference: number): (key: string, list: TermList) => Uint8Array {
  let impacts = new Uint8Array(1024);
  return (key, list) => {
    if (impacts.length < list.n) impacts = new Uint8Array(list.n * 2);
    if (!isWordKey(key)) return impacts.fill(1, 0, list.n);
    for (let j = 0; j < list.n; j++) impacts[j] = impact(list.tf[j]!, lengths[list.docs[j]!]!, reference);
    return impacts;
  };
}

/**
 * Heads: each common word's best documents, in the order a one-word query shows them (impact, then
 * newest: the word's idf is the same for all of them); and, by document, the words it heads.
 */
function chooseHeads(
  keys: string[],
  lists: Map<string, TermList>,
  headMin: number,
  impactsOf: (key: string, list: TermList) => Uint8Array,
): { heads: Map<string, number[]>; wanted: Map<number, string[]> } {
  const heads = new Map<string, number[]>();
  const wanted = new Map<number, string[]>();
  for (const key of keys) {
    const list = lists.get(key)!;
    if (list.n < headMin || !isWordKey(key)) continue;
    const imp = impactsOf(key, list);
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
  return { heads, wanted };
}

/** The passage of each head document around each word it heads, cut as the search page cuts excerpts, by `doc word`. */
async function headPassages<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  wanted: Map<number, string[]>,
): Promise<Map<string, string>> {
  const passages = new Map<string, string>();
  const needed = [...wanted.keys()].sort((a, b) => a - b);
  for (let i = 0; i < needed.length; i += READ_BATCH) {
    const batch = needed.slice(i, i + READ_BATCH);
    const texts = await Promise.all(batch.map((d) => text(documents[d]!)));
    batch.forEach((d, k) => {
      const full = `${documents[d]!.summary ?? ''}\n${texts[k]!.text}`;
      // Cut into words once: a document can be among the best of hundreds of words.
      const spans = [...wordSpans(full)];
      for (const term of wanted.get(d)!)
        passages.set(
          `${d} ${term}`,
          excerptOfSpans(full, spans, (span) => span.term === term)
            .map((seg) => seg.text)
            .join(''),
        );
    });
  }
  return passages;
}

/**
 * Writes the entries in key order into chunks of about CHUNK_BYTES, each chunk's lower bound the
 * shortest separator from the key before it. Empties `lists` as it goes (its lists are not needed again).
 */
async function writeChunks<D extends IndexDocument>(
  documents: readonly D[],
  keys: string[],
  lists: Map<string, TermList>,
  heads: { heads: Map<string, number[]>; passages: Map<string, string> },
  impactsOf: (key: string, list: TermList) => Uint8Array,
  segment: StagedSegment,
): Promise<{ chunks: string[]; postings: number }> {
  const chunks: string[] = [''];
  const chunk = new ByteWriter();
  const gaps = new ByteWriter();
  let postings = 0;
  let lastKey = '';
  for (const key of keys) {
    const list = lists.get(key)!;
    if (chunk.length >= CHUNK_BYTES) {
      await segment.put(chunkFile(chunks.length - 1), chunk.result());
      chunk.reset();
      chunks.push(separator(lastKey, key));
    }
    const imp = impactsOf(key, list);
    const head = heads.heads.get(key)?.map((d): HeadEntry => {
      const doc = documents[d]!;
      return [d, doc.id, doc.title, doc.date, doc.source, doc.category ?? '', heads.passages.get(`${d} ${key}`) ?? ''];
    });
    writeEntry(chunk, key, list.docs.subarray(0, list.n), imp, gaps, head ?? null);
    postings += list.n;
    lists.delete(key);
    lastKey = key;
  }
  await segment.put(chunkFile(chunks.length - 1), chunk.result());
  return { chunks, postings };
}

/**
 * `documents` must be in the order they are numbered: newest first, undated last (shards.ts
 * `newestFirst`). `text(doc)` gives a document's text as search reads it, and the furniture lines it left
 * out of its pages (`furniture-lines.ts`), which each entry keeps for the search page. Writes the segment
 * into `root/HASH/` and returns what the manifest says of it.
 */
export async function writeSegment<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  root: string,
  options: SegmentOptions = {},
): Promise<WrittenSegment> {
  const log = options.log ?? (() => {});
  const staging = join(root, '.staging');
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, 't'), { recursive: true });
  const segment = new StagedSegment(staging);

  const { lists, lengths } = await readDocuments(documents, text, segment, log);
  addNeighbourKeys(lists);
  const N = documents.length;
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, N) || 1;
  const impactsOf = impactScorer(lengths, options.referenceLength ?? averageLength);
  const keys = [...lists.keys()].sort();
  const { heads, wanted } = chooseHeads(keys, lists, options.headMinDocuments ?? HEAD_MIN_DOCUMENTS, impactsOf);
  const passages = await headPassages(documents, text, wanted);
  if (wanted.size) log(`search index: passages of ${wanted.size} documents for ${heads.size} words' first pages`);
  const { chunks, postings } = await writeChunks(documents, keys, lists, { heads, passages }, impactsOf, segment);
  for (const f of options.extra ?? []) await segment.put(f.path, f.data);

  const dir = segment.hash.digest('hex').slice(0, 12);
  await rm(join(root, dir), { recursive: true, force: true });
  await rename(staging, join(root, dir));
  const firstUndated = documents.findIndex((d) => !isDated(d.date));
  log(`search index: ${keys.length} words and filter values, ${chunks.length} chunks`);
  return {
    manifest: { dir, documents: N, dated: firstUndated < 0 ? N : firstUndated, chunks },
    files: segment.written,
    keys: keys.length,
    postings,
    averageLength,
  };
}
