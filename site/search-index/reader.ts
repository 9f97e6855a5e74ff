/**
 * Reads the ranked index (format.ts) wherever its files come from: the search page fetches them, the
 * tests and benchmarks read them from disk. It gives one numbering over both segments (the base's
 * documents, then the delta's), one list per word (the base's and the delta's joined), the date order
 * of the two interleaved, and runs queries. Chunks are kept once read, for the life of the reader.
 */
import {
  Chunk,
  chunkFile,
  chunkOf,
  chunksWithPrefix,
  documentFile,
  replacedChunkFile,
  type DocumentEntry,
  type HeadEntry,
  type IndexManifest,
  type Postings,
  type SegmentManifest,
} from './format.js';
import { orderMatches, type DateOrder, type Order, type WordLists } from './query.js';
import { FILTER_MARK, filterKey, foldWord, parseQuery, termOf } from './terms.js';
import { EXACT_WEIGHT, SCORE_STEPS, termScale } from '../../actions/lib/text/ranking.js';
import { parseQuery as parseQueryTree } from './query-language.js';
import { typingWord } from './excerpt.js';
import { searchTree, type TreeSource } from './tree-search.js';
import { withoutLineNumbers } from '../../actions/lib/core/lines.js';
import type { CheckedDocument } from './document-checks.js';
import {
  closestWord,
  commonestForm,
  isWordKey,
  neighbourProbes,
  suggestionPrefixes,
  wordOfNeighbourKey,
} from './suggest.js';
import { both, NO_MATCHES, type Matches } from './matches.js';

/** A typed prefix is expanded to at most this many words (those in the most documents). */
export const MAX_PREFIX_WORDS = 200;
/** …found in at most this many chunks of each segment. */
export const MAX_PREFIX_CHUNKS = 8;

/** Bytes of a file of the index, by its path from the index's folder (`search-index/`). */
export type LoadFile = (path: string) => Promise<Uint8Array>;
/** A document's pages, from its one text file (format.ts `documentTextPath`), by its id. */
export type LoadPages = (id: string) => Promise<string[]>;
/** A filter's values are read from at most this many chunks of each segment. */
export const MAX_FILTER_CHUNKS = 32;

/** What `map` holds for `key`, else `load()`'s, kept unless it fails (so a failed read is tried again). */
function kept<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let p = map.get(key);
  if (!p) {
    p = load();
    p.catch(() => map.delete(key));
    map.set(key, p);
  }
  return p;
}

const decoder = new TextDecoder();
const EMPTY: Postings = { docs: new Uint32Array(0), impacts: new Uint8Array(0) };

/** The two segments' lists of one key as one, in the reader's numbering (the delta's after the base's). */
function joined(base: Postings | null, delta: Postings | null, offset: number): Postings | null {
  if (!delta) return base;
  const docs = new Uint32Array((base?.docs.length ?? 0) + delta.docs.length);
  const impacts = new Uint8Array(docs.length);
  if (base) {
    docs.set(base.docs);
    impacts.set(base.impacts);
  }
  const from = base?.docs.length ?? 0;
  for (let j = 0; j < delta.docs.length; j++) docs[from + j] = delta.docs[j]! + offset;
  impacts.set(delta.impacts, from);
  return { docs, impacts };
}

type Segment = 'base' | 'delta';

export interface Found {
  /** The matching documents, by number, in the order asked for. */
  found: Uint32Array;
  /** The query as it was read, in the syntax. */
  readAs: string;
  /** What was not read as typed, or was narrowed (a prefix that begins too many words), one sentence each. */
  notes: string[];
  /** For each typed word that matches nothing, the index's nearest word, when one is near. */
  suggestions: { word: string; suggestion: string }[];
}

/** Another word a typed prefix begins: how many documents hold it, and where its list is in each segment. */
interface PrefixedWord {
  count: number;
  at: Partial<Record<Segment, [Chunk, number]>>;
}

/** A one-word query's first page, as its chunk's head gives it (`IndexReader.headPage`). */
export interface HeadPage {
  /** The page's documents, best first, each with what its result shows. */
  entries: HeadEntry[];
  /** How many documents hold the word. */
  total: number;
  readAs: string;
  notes: string[];
}

export class IndexReader implements TreeSource {
  private readonly chunks = new Map<string, Promise<Chunk>>();
  private readonly checked = new Map<string, Promise<CheckedDocument>>();
  /** Entries read, so that the results drawn after a check do not ask again for the entries it read. */
  private readonly entries = new Map<number, Promise<DocumentEntry>>();
  private order: DateOrder | undefined | null = null;
  private readonly replaced: ReadonlySet<number>;

  constructor(
    readonly manifest: IndexManifest,
    private readonly load: LoadFile,
    private readonly pages: LoadPages | null = null,
  ) {
    this.replaced = new Set(manifest.delta?.replaced ?? []);
  }

  static async open(load: LoadFile, pages: LoadPages | null = null): Promise<IndexReader> {
    const manifest = JSON.parse(decoder.decode(await load('manifest.json'))) as IndexManifest;
    return new IndexReader(manifest, load, pages);
  }

  /** Documents a search can find (the N of idf). */
  get live(): number {
    return this.manifest.documents;
  }

  /**
   * A document as a check reads it: its entry, and with `withPages` its pages without their furniture
   * (null when its text file cannot be read: offline, it was never kept).
   */
  document(doc: number, withPages: boolean): Promise<CheckedDocument> {
    if (this.checked.size > 500) this.checked.clear();
    return kept(this.checked, `${doc} ${withPages}`, async () => {
      const entry = await this.entry(doc);
      if (!withPages || !this.pages) return { entry, pages: null };
      const pages = await this.pages(entry[0]).catch(() => null);
      return {
        entry,
        pages: pages?.map((page, n) => withoutLineNumbers(page, new Set(entry[6][n]))) ?? null,
      };
    });
  }

  /** Every value of a filter the index holds, with its documents over both segments. */
  async filterValues(filter: string): Promise<{ values: { value: string; postings: Postings }[]; cut: boolean }> {
    const prefix = `${FILTER_MARK}${filter}${FILTER_MARK}`;
    const { lists, cut } = await this.keysWithPrefix(prefix, MAX_FILTER_CHUNKS);
    const values = [...lists].map(([key, at]) => ({
      value: key.slice(prefix.length),
      postings: joined(at.base ?? null, at.delta ?? null, this.manifest.base.documents) ?? EMPTY,
    }));
    return { values, cut };
  }

  /** The lists of every key that begins with `prefix`, per segment, from at most `maxChunks` chunks of each. */
  private async keysWithPrefix(
    prefix: string,
    maxChunks: number,
  ): Promise<{ lists: Map<string, Partial<Record<Segment, Postings>>>; cut: boolean }> {
    const lists = new Map<string, Partial<Record<Segment, Postings>>>();
    let cut = false;
    for (const which of this.segments()) {
      const where = chunksWithPrefix(this.segment(which)!.chunks, prefix);
      if (where.length > maxChunks) cut = true;
      const chunks = await Promise.all(where.slice(0, maxChunks).map((i) => this.chunk(which, i)));
      for (const chunk of chunks)
        chunk.keys.forEach((k, at) => {
          if (!k.startsWith(prefix)) return;
          const l = lists.get(k) ?? {};
          l[which] = chunk.postingsAt(at);
          lists.set(k, l);
        });
    }
    return { lists, cut };
  }

  /**
   * The index's nearest word to `word` (suggest.ts), among the words near it in sort order: those of its
   * chunk and of the chunks of words beginning with its first two letters, or with those letters a typo
   * there leaves findable (`suggestionPrefixes`); and the words its neighbour keys name (a letter changed
   * or missing in the first two: `neighbourProbes`), whose counts their own chunks give.
   */
  async suggest(word: string): Promise<string | null> {
    const term = termOf(word);
    if (!term) return null;
    const counts = new Map<string, number>();
    const named = new Set<string>();
    const probes = neighbourProbes(term);
    for (const which of this.segments()) {
      const bounds = this.segment(which)!.chunks;
      const where = new Set([
        chunkOf(bounds, term),
        ...suggestionPrefixes(term).flatMap((p) => chunksWithPrefix(bounds, p).slice(0, MAX_PREFIX_CHUNKS)),
        ...probes.flatMap((p) => chunksWithPrefix(bounds, p).slice(0, 2)),
      ]);
      for (const chunk of await Promise.all([...where].map((i) => this.chunk(which, i))))
        chunk.keys.forEach((k, at) => {
          if (isWordKey(k)) counts.set(k, (counts.get(k) ?? 0) + chunk.countAt(at));
          else if (probes.some((p) => k.startsWith(p))) named.add(wordOfNeighbourKey(k)!);
        });
    }
    // A named word in no chunk read yet: its count from its own chunks (a word no longer in them is dropped).
    const unread = [...named].filter((w) => !counts.has(w));
    await Promise.all(
      unread.map((w) =>
        this.postings(w).then((p) => {
          if (p?.docs.length) counts.set(w, p.docs.length);
        }),
      ),
    );
    const stem = closestWord(
      term,
      [...counts].map(([w, count]) => ({ word: w, count })),
    );
    return stem === null ? null : this.writtenForm(stem);
  }

  /**
   * A word as written for an index term (which may be a stem, "quillfeath"): its commonest form in the
   * first document that holds it, case kept ("Okafor"); the term itself when that document cannot be read.
   */
  private async writtenForm(term: string): Promise<string> {
    const first = (await this.postings(term))?.docs[0];
    if (first === undefined) return term;
    const doc = await this.document(first, true).catch(() => null);
    return (doc && commonestForm([doc.entry[1], doc.entry[5], ...(doc.pages ?? [])], term)) ?? term;
  }

  /** Documents numbered in all: the base's, then the delta's. */
  get numbered(): number {
    return this.manifest.base.documents + (this.manifest.delta?.documents ?? 0);
  }

  private segment(which: Segment): SegmentManifest | null {
    return which === 'base' ? this.manifest.base : this.manifest.delta;
  }

  /** The path, from the index's folder, of a document's entry. */
  entryPath(doc: number): string {
    const { base, delta } = this.manifest;
    return doc < base.documents
      ? `${base.dir}/${documentFile(doc)}`
      : `${delta!.dir}/${documentFile(doc - base.documents)}`;
  }

  entry(doc: number): Promise<DocumentEntry> {
    if (this.entries.size > 500) this.entries.clear();
    return kept(
      this.entries,
      doc,
      async () => JSON.parse(decoder.decode(await this.load(this.entryPath(doc)))) as DocumentEntry,
    );
  }

  /**
   * The date order of both segments interleaved: each delta document comes just before the base
   * document its position names. Undefined when there is no delta (numbers are date order then).
   */
  dateOrder(): DateOrder | undefined {
    if (this.order !== null) return this.order;
    const { base, delta } = this.manifest;
    if (!delta?.documents) return (this.order = undefined);
    const n = this.numbered;
    const byRank = new Uint32Array(n);
    let r = 0;
    let j = 0;
    for (let b = 0; b <= base.documents; b++) {
      while (j < delta.documents && delta.positions[j]! <= b) byRank[r++] = base.documents + j++;
      if (b < base.documents) byRank[r++] = b;
    }
    const rankOf = new Uint32Array(n);
    for (let k = 0; k < n; k++) rankOf[byRank[k]!] = k;
    return (this.order = { byRank, rankOf });
  }

  /** Documents ranked below this, newest first, are dated (the undated come last in both segments). */
  get dated(): number {
    return this.manifest.base.dated + (this.manifest.delta?.dated ?? 0);
  }

  /** A segment's chunk `i`; a base chunk rewritten since is read from the delta's folder. */
  chunk(which: Segment, i: number): Promise<Chunk> {
    const { base, delta } = this.manifest;
    const path =
      which === 'delta'
        ? `${delta!.dir}/${chunkFile(i)}`
        : this.replaced.has(i)
          ? `${delta!.dir}/${replacedChunkFile(i)}`
          : `${base.dir}/${chunkFile(i)}`;
    return kept(this.chunks, path, () => this.load(path).then((b) => new Chunk(b)));
  }

  private segments(): Segment[] {
    return this.manifest.delta ? ['base', 'delta'] : ['base'];
  }

  /** The chunks a word, and a prefix being typed, fall in: read ahead while a query is typed. */
  preload(query: string): void {
    for (const w of parseQuery(query))
      for (const which of this.segments()) {
        const chunks = this.segment(which)!.chunks;
        void this.chunk(which, chunkOf(chunks, w.term)).catch(() => undefined);
        if (w.prefix)
          for (const i of chunksWithPrefix(chunks, w.prefix).slice(0, MAX_PREFIX_CHUNKS))
            void this.chunk(which, i).catch(() => undefined);
      }
  }

  /** The documents holding `key`, over both segments. */
  async postings(key: string): Promise<Postings | null> {
    const [base, delta] = await Promise.all(
      this.segments().map(async (which) =>
        (await this.chunk(which, chunkOf(this.segment(which)!.chunks, key))).postings(key),
      ),
    );
    return joined(base ?? null, delta ?? null, this.manifest.base.documents);
  }

  /** The best documents of `key` that its chunks carry (format.ts "head"), in the reader's numbering. */
  async head(key: string): Promise<HeadEntry[]> {
    const heads = await Promise.all(
      this.segments().map(async (which) => {
        const head = (await this.chunk(which, chunkOf(this.segment(which)!.chunks, key))).head(key) ?? [];
        const offset = which === 'delta' ? this.manifest.base.documents : 0;
        return head.map((h): HeadEntry => [
          h[0] + offset,
          ...(h.slice(1) as [string, string, string, string, string, string]),
        ]);
      }),
    );
    return heads.flat();
  }

  /**
   * The other words that begin with `prefix` (not `term`, not a filter), with how many documents hold each
   * and where their lists are in each segment; capped when the prefix spans more than MAX_PREFIX_CHUNKS.
   */
  private async prefixedWords(term: string, prefix: string): Promise<{ words: PrefixedWord[]; capped: boolean }> {
    let capped = false;
    const found = new Map<string, PrefixedWord>();
    for (const which of this.segments()) {
      const where = chunksWithPrefix(this.segment(which)!.chunks, prefix);
      if (where.length > MAX_PREFIX_CHUNKS) capped = true;
      const chunks = await Promise.all(where.slice(0, MAX_PREFIX_CHUNKS).map((i) => this.chunk(which, i)));
      for (const chunk of chunks)
        chunk.keys.forEach((k, at) => {
          if (k === term || !k.startsWith(prefix) || k.startsWith(FILTER_MARK)) return;
          const f = found.get(k) ?? { count: 0, at: {} };
          f.count += chunk.countAt(at);
          f.at[which] = [chunk, at];
          found.set(k, f);
        });
    }
    return { words: [...found.values()], capped };
  }

  /** A word's own list and those of the words that begin with its prefix (at most MAX_PREFIX_WORDS). */
  async wordLists(term: string, prefix: string | null): Promise<{ lists: WordLists; capped: boolean }> {
    const exact = await this.postings(term);
    if (!prefix) return { lists: { exact, prefixed: [] }, capped: false };
    const { words, capped } = await this.prefixedWords(term, prefix);
    words.sort((a, b) => b.count - a.count);
    const postingsIn = (at: [Chunk, number] | undefined) => (at ? at[0].postingsAt(at[1]) : null);
    return {
      lists: {
        exact,
        prefixed: words
          .slice(0, MAX_PREFIX_WORDS)
          .map((w) => joined(postingsIn(w.at.base), postingsIn(w.at.delta), this.manifest.base.documents)!),
      },
      capped: capped || words.length > MAX_PREFIX_WORDS,
    };
  }

  /**
   * The first `size` results of a one-word query, best first, from its chunk's head alone (format.ts), when
   * the head decides them; else null, and `find` orders the whole list. The head decides them when no
   * delta document holds the word (the base's head is then the best of all), no other word begins with it
   * while it is being typed (its own list is then the only one), the head holds the page or every document
   * (a rewritten chunk's head lost its removed documents), and one impact step is at least one step of the
   * score's key (so ordering by impact, newest first among equals, is `find`'s order). For a word in most
   * documents this spares decoding and ordering its whole list: about 20 ms in Chromium for one in 75,000 of
   * 100,000 documents, on the first query of a visit.
   */
  async headPage(query: string, size: number): Promise<HeadPage | null> {
    const { tree, readAs, notes } = parseQueryTree(query);
    if (tree?.type !== 'word' || tree.prefix) return null;
    const term = termOf(tree.word);
    if (!term) return null;
    const [base, delta] = await Promise.all(
      this.segments().map(async (which) => {
        const chunk = await this.chunk(which, chunkOf(this.segment(which)!.chunks, term));
        return { chunk, at: chunk.keys.indexOf(term) };
      }),
    );
    if (!base || base.at < 0 || (delta && delta.at >= 0)) return null;
    if (typingWord(query, tree)) {
      const { words, capped } = await this.prefixedWords(term, foldWord(tree.word));
      if (words.length || capped) return null;
    }
    const total = base.chunk.countAt(base.at);
    const head = base.chunk.headAt(base.at);
    if (!head || (head.length < size && head.length < total)) return null;
    if (termScale(EXACT_WEIGHT, total, this.live) * SCORE_STEPS < 1) return null;
    return { entries: head.slice(0, size), total, readAs, notes };
  }

  /** The documents that match `query` and `filters` (filter name → value), in `order`. */
  async find(query: string, filters: Partial<Record<string, string>>, order: Order): Promise<Found> {
    const { tree, readAs, notes } = parseQueryTree(query);
    const filterLists = await Promise.all(Object.entries(filters).map(([f, v]) => this.postings(filterKey(f, v!))));
    if (!tree && !filterLists.length) return { found: new Uint32Array(0), readAs, notes, suggestions: [] };
    const answer = tree ? await searchTree(this, tree, typingWord(query, tree), filterLists) : null;
    const dateOrder = this.dateOrder();
    const found = orderMatches(answer?.matches ?? this.filtered(filterLists), {
      documents: this.numbered,
      dated: this.dated,
      ...(dateOrder ? { dateOrder } : {}),
      order,
      scored: answer?.scored ?? false,
    });
    const suggestions = [];
    for (const word of answer?.unmatched ?? []) {
      const suggestion = await this.suggest(word);
      if (suggestion) suggestions.push({ word, suggestion });
    }
    return { found, readAs, notes: [...notes, ...(answer?.notes ?? [])], suggestions };
  }

  /** The documents in every one of `lists` (the form's filters, without a query). */
  private filtered(lists: (Postings | null)[]): Matches {
    return lists
      .map((l): Matches => (l ? { docs: l.docs, scores: new Float64Array(l.docs.length) } : NO_MATCHES))
      .reduce(both);
  }
}
