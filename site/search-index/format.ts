/**
 * The ranked index's files, shared by the writer (Node) and the reader (browser).
 *
 * The index is one or two segments, each in a folder named after its content: the **base**, written
 * whole from every document, and the **delta**, the documents added or changed since, written whole at
 * each incremental build (so that one new document does not rewrite the base). `manifest.json` names the
 * folders and, for each term chunk of each segment, the smallest key it may hold, so a reader fetches
 * only the chunks its words fall in. A chunk is a run of keys in sorted order, each with its documents:
 * document numbers ascending (numbered newest first, so document order is date order), as LEB128 gaps,
 * then one impact byte per document: the word's BM25 term-frequency part in that document (what depends
 * on the document), quantised to 1–255; the reader multiplies it by the word's idf, from the length of
 * its list and the number of documents, so a list never has to change when other documents arrive.
 * Each document has a file of its own by number, with what a result shows: id, title, date, source,
 * category, summary, and which lines of its text file are page furniture; the excerpt is cut from the
 * summary and that file, fetched with it. A word found in many documents also carries its best
 * documents' entries in its chunk ("head"), with the passage around the word instead, so that a one-word
 * query's first page needs no request beyond the chunk.
 */
import type { FurnitureLines } from './furniture-lines.js';

export const INDEX_FORMAT = 7;
export const INDEX_DIR = 'search-index';
/** A document's one text file in the site, from the site's root: its pages, a JSON array, gzip-compressed. */
export function documentTextPath(id: string): string {
  return `documents/${id}/text.json.gz`;
}

/**
 * One part of the index, in a folder of its own named after its content: its documents, numbered newest
 * first, their entries, and the chunks of its words' lists.
 */
export interface SegmentManifest {
  /** Folder of the segment's chunks and document entries, relative to the manifest. */
  dir: string;
  /** Documents numbered in this segment (the base keeps the numbers of those removed since). */
  documents: number;
  /** The segment's documents numbered below this have a date; the rest are undated, at its end. */
  dated: number;
  /** `chunks[i]` holds the keys from `chunks[i]` (inclusive) to `chunks[i + 1]` (exclusive); `chunks[0]` is "". */
  chunks: string[];
}

/**
 * What changed since the base was written: the documents added or changed since (numbered after the
 * base's), and the base's chunks rewritten without the documents removed or changed since.
 */
export interface DeltaManifest extends SegmentManifest {
  /**
   * Per delta document, in its order: how many of the base's documents come before it, newest first, so
   * that the two segments interleave in date order without renumbering the base.
   */
  positions: number[];
  /** Base chunks (by index) whose current version is `DELTA_DIR/b/N.bin`, ascending. */
  replaced: number[];
}

export interface IndexManifest {
  format: number;
  /** Documents a search can find. */
  documents: number;
  /** The index as its last full write left it. */
  base: SegmentManifest;
  /** Everything since, or null when nothing changed since the base was written. */
  delta: DeltaManifest | null;
}

/**
 * id, title, date, source, category ("" when none), summary ("" when none), and the text file's furniture
 * lines (`FurnitureLines`: per page, the lines the index left out; `[]` when none). The text is not
 * repeated here: excerpts are cut from the document's one text file (`documents/ID/text.json.gz`), without
 * those lines, so the search page need not find the furniture again (at 40 pages, tens of milliseconds a
 * result).
 */
export type DocumentEntry = [string, string, string, string, string, string, FurnitureLines];
/** A document's number, then its id, title, date, source, category and the passage around the word. */
export type HeadEntry = [number, string, string, string, string, string, string];

export function chunkFile(i: number): string {
  return `t/${i}.bin`;
}
/** A base chunk rewritten since the base was written, in the delta's folder. */
export function replacedChunkFile(i: number): string {
  return `b/${i}.bin`;
}
/** A thousand to a folder. */
export function documentFile(n: number): string {
  return `d/${Math.floor(n / 1000)}/${n}.json`;
}

/** Index of the chunk that holds `key` (the last whose lower bound is ≤ key). */
export function chunkOf(chunks: readonly string[], key: string): number {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (chunks[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Indexes of the chunks that can hold keys beginning with `prefix`. */
export function chunksWithPrefix(chunks: readonly string[], prefix: string): number[] {
  const first = chunkOf(chunks, prefix);
  const out = [first];
  for (let i = first + 1; i < chunks.length && chunks[i]!.startsWith(prefix); i++) out.push(i);
  return out;
}

/**
 * The shortest prefix of `next` that still sorts after `prev`: a chunk's lower bound needs no more, and
 * short bounds keep the manifest small.
 */
export function separator(prev: string, next: string): string {
  for (let n = 1; n <= next.length; n++) {
    const cut = next.slice(0, n);
    if (cut > prev) return cut;
  }
  return next;
}

export class ByteWriter {
  private buf = new Uint8Array(1 << 16);
  length = 0;
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buf.subarray(0, this.length));
    this.buf = grown;
  }
  varint(v: number): void {
    this.room(5);
    while (v >= 0x80) {
      this.buf[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buf[this.length++] = v;
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  reset(): void {
    this.length = 0;
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `docs` ascending; `head` the key's best documents' entries, if it has them. */
export function writeEntry(
  out: ByteWriter,
  key: string,
  docs: ArrayLike<number>,
  impacts: Uint8Array,
  gaps: ByteWriter,
  head: HeadEntry[] | null = null,
): void {
  gaps.reset();
  let prev = 0;
  for (let i = 0; i < docs.length; i++) {
    gaps.varint(docs[i]! - prev);
    prev = docs[i]!;
  }
  const k = encoder.encode(key);
  out.varint(k.length);
  out.bytes(k);
  out.varint(docs.length);
  out.varint(gaps.length);
  out.bytes(gaps.result());
  out.bytes(impacts.subarray(0, docs.length));
  const h = head ? encoder.encode(JSON.stringify(head)) : new Uint8Array(0);
  out.varint(h.length);
  out.bytes(h);
}

export interface Postings {
  docs: Uint32Array;
  impacts: Uint8Array;
}

/** Every key of a chunk with where its list lies; lists are decoded only when asked for. */
export class Chunk {
  readonly keys: string[] = [];
  private readonly at: { count: number; gaps: number; gapBytes: number; head: number; headBytes: number }[] = [];
  constructor(private readonly bytes: Uint8Array) {
    let p = 0;
    const varint = () => {
      let v = 0;
      let shift = 0;
      for (;;) {
        if (p >= bytes.length) throw new Error('search index chunk is truncated');
        const b = bytes[p++]!;
        v += (b & 0x7f) * 2 ** shift;
        if (b < 0x80) return v;
        shift += 7;
      }
    };
    while (p < bytes.length) {
      const keyLength = varint();
      this.keys.push(decoder.decode(bytes.subarray(p, p + keyLength)));
      p += keyLength;
      const count = varint();
      const gapBytes = varint();
      const gaps = p;
      p += gapBytes + count;
      if (p >= bytes.length) throw new Error('search index chunk is truncated');
      const headBytes = varint();
      this.at.push({ count, gaps, gapBytes, head: p, headBytes });
      p += headBytes;
      if (p > bytes.length) throw new Error('search index chunk is truncated');
    }
  }

  postings(key: string): Postings | null {
    const i = this.keys.indexOf(key);
    return i < 0 ? null : this.postingsAt(i);
  }

  postingsAt(i: number): Postings {
    const { count, gaps, gapBytes } = this.at[i]!;
    const b = this.bytes;
    const docs = new Uint32Array(count);
    const end = gaps + gapBytes;
    let p = gaps;
    let doc = 0;
    // The varint reader of the constructor, inlined: this loop runs once per document a word is in.
    for (let n = 0; n < count; n++) {
      let v = 0;
      let shift = 0;
      for (;;) {
        if (p >= end) throw new Error('search index chunk is corrupt: a list runs past its length');
        const x = b[p++]!;
        v |= (x & 0x7f) << shift;
        if (x < 0x80) break;
        shift += 7;
      }
      doc += v;
      docs[n] = doc;
    }
    return { docs, impacts: b.subarray(end, end + count) };
  }

  /** The best documents' entries for `key`, when its chunk carries them. */
  head(key: string): HeadEntry[] | null {
    const i = this.keys.indexOf(key);
    return i < 0 ? null : this.headAt(i);
  }

  headAt(i: number): HeadEntry[] | null {
    const { head, headBytes } = this.at[i]!;
    if (!headBytes) return null;
    return JSON.parse(decoder.decode(this.bytes.subarray(head, head + headBytes))) as HeadEntry[];
  }

  /** How many documents hold key `i`, without decoding its list. */
  countAt(i: number): number {
    return this.at[i]!.count;
  }
}
