/**
 * Search with the site's ranked index (site/search-index): fetches the manifest once, then for a
 * query only the chunks its words and filters fall in, then the shown results' entries (title, date,
 * source, category, summary, furniture lines) and text files, from which the excerpts are cut — except,
 * for a one-word query, those its chunk carries already (the word's best documents, with the passage
 * around it). Fetched chunks stay in memory for the visit.
 */
import {
  ByteWriter,
  Chunk,
  chunkFile,
  chunkOf,
  chunksWithPrefix,
  documentFile,
  documentTextPath,
  INDEX_DIR,
  writeEntry,
  type DocumentEntry,
  type HeadEntry,
  type IndexManifest,
  type Postings,
} from '../../search-index/format.js';
import { runQuery, type WordLists } from '../../search-index/query.js';
import { FILTER_MARK, filterKey, parseQuery } from '../../search-index/terms.js';
import {
  segmentNodes,
  type Order,
  type ResultView,
  type SearchAnswer,
  type SearchEngine,
  type SearchFilter,
} from './engine.js';
import { excerpt, queryMatcher } from '../../search-index/excerpt.js';
import { withoutLines } from '../../search-index/furniture-lines.js';
import { documentPages } from '../document-text.js';

/** A typed prefix is expanded to at most this many words (those in the most documents). */
export const MAX_PREFIX_WORDS = 200;
/** …found in at most this many chunks. */
const MAX_PREFIX_CHUNKS = 8;

/** What `map` holds for `key`, else `load()`'s, kept unless it fails (so a failed fetch is tried again). */
function kept<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let p = map.get(key);
  if (!p) {
    p = load();
    p.catch(() => map.delete(key));
    map.set(key, p);
  }
  return p;
}

async function fetchOk(url: string): Promise<Response> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r;
}

/**
 * Runs the query code once over a made-up list of 50,000 documents. The first query of a visit otherwise
 * pays for the JavaScript engine compiling it, about 50 ms at 100,000 documents (measured); done here,
 * it is part of loading the index.
 */
function warmUp(): void {
  const documents = 50_000;
  const docs = new Uint32Array(documents).map((_, i) => i);
  const impacts = new Uint8Array(documents).map((_, i) => 1 + (i % 255));
  const out = new ByteWriter();
  writeEntry(out, 'warm', docs, impacts, new ByteWriter());
  const postings = new Chunk(out.result()).postings('warm');
  runQuery({ documents, dated: documents, words: [{ exact: postings, prefixed: [] }], filters: [], order: 'best' });
  excerpt('A practice text for the excerpt code, warm and ready.', queryMatcher('warm'));
}

/** A head's document as an entry, its passage in the summary's place (a passage needs no text file). */
function headAsEntry([, id, title, date, source, category, passage]: HeadEntry): DocumentEntry {
  return [id, title, date, source, category, passage, []];
}

export class RankedEngine implements SearchEngine {
  private manifest: Promise<IndexManifest> | null = null;
  private readonly chunks = new Map<number, Promise<Chunk>>();
  private readonly entries = new Map<number, Promise<DocumentEntry>>();
  /** The last query's ordered matches, so that turning a page costs no new work. */
  private last: { key: string; found: Uint32Array; note?: string } | null = null;

  constructor(private readonly base: string) {}

  /** The manifest, then a practice query (warmUp) so that the first real one runs compiled code. */
  ready(): Promise<void> {
    return this.loadManifest().then(warmUp);
  }

  private loadManifest(): Promise<IndexManifest> {
    this.manifest ??= fetchOk(`${this.base}${INDEX_DIR}/manifest.json`).then((r) => r.json() as Promise<IndexManifest>);
    return this.manifest;
  }

  private dirUrl(m: IndexManifest): string {
    return `${this.base}${INDEX_DIR}/${m.dir}/`;
  }

  private chunk(m: IndexManifest, i: number): Promise<Chunk> {
    return kept(this.chunks, i, () =>
      fetchOk(this.dirUrl(m) + chunkFile(i))
        .then((r) => r.arrayBuffer())
        .then((b) => new Chunk(new Uint8Array(b))),
    );
  }

  private async postings(m: IndexManifest, key: string): Promise<Postings | null> {
    return (await this.chunk(m, chunkOf(m.chunks, key))).postings(key);
  }

  preload(query: string): void {
    void this.loadManifest()
      .then((m) => {
        for (const w of parseQuery(query)) {
          void this.chunk(m, chunkOf(m.chunks, w.term));
          if (w.prefix)
            for (const i of chunksWithPrefix(m.chunks, w.prefix).slice(0, MAX_PREFIX_CHUNKS)) void this.chunk(m, i);
        }
      })
      .catch(() => undefined);
  }

  private async wordLists(
    m: IndexManifest,
    term: string,
    prefix: string | null,
  ): Promise<{ lists: WordLists; capped: boolean }> {
    const exact = await this.postings(m, term);
    if (!prefix) return { lists: { exact, prefixed: [] }, capped: false };
    const where = chunksWithPrefix(m.chunks, prefix);
    const chunks = await Promise.all(where.slice(0, MAX_PREFIX_CHUNKS).map((i) => this.chunk(m, i)));
    const found: { chunk: Chunk; at: number; count: number }[] = [];
    for (const chunk of chunks) {
      chunk.keys.forEach((k, at) => {
        if (k !== term && k.startsWith(prefix) && !k.startsWith(FILTER_MARK))
          found.push({ chunk, at, count: chunk.countAt(at) });
      });
    }
    found.sort((a, b) => b.count - a.count);
    const capped = where.length > MAX_PREFIX_CHUNKS || found.length > MAX_PREFIX_WORDS;
    return {
      lists: { exact, prefixed: found.slice(0, MAX_PREFIX_WORDS).map((f) => f.chunk.postingsAt(f.at)) },
      capped,
    };
  }

  private async find(
    query: string,
    filters: Partial<Record<SearchFilter, string>>,
    order: Order,
  ): Promise<{ found: Uint32Array; note?: string }> {
    const key = JSON.stringify([query, filters, order]);
    if (this.last?.key === key) return this.last;
    const m = await this.loadManifest();
    const words = parseQuery(query);
    const [lists, filterLists] = await Promise.all([
      Promise.all(words.map((w) => this.wordLists(m, w.term, w.prefix))),
      Promise.all(Object.entries(filters).map(([f, v]) => this.postings(m, filterKey(f, v!)))),
    ]);
    const empty: Postings = { docs: new Uint32Array(0), impacts: new Uint8Array(0) };
    const found = runQuery({
      documents: m.documents,
      dated: m.dated,
      words: lists.map((l) => l.lists),
      filters: filterLists.map((l) => l ?? empty),
      order,
    });
    const cappedWord = words.find((w, i) => lists[i]!.capped);
    const note = cappedWord
      ? `counting the ${MAX_PREFIX_WORDS} most frequent words that begin with “${cappedWord.prefix}”`
      : undefined;
    this.last = { key, found, ...(note ? { note } : {}) };
    return this.last;
  }

  private entry(m: IndexManifest, doc: number): Promise<DocumentEntry> {
    const e = kept(this.entries, doc, () =>
      fetchOk(this.dirUrl(m) + documentFile(doc)).then((r) => r.json() as Promise<DocumentEntry>),
    );
    if (this.entries.size > 200) this.entries.delete(this.entries.keys().next().value!);
    return e;
  }

  async search(
    query: string,
    filters: Partial<Record<SearchFilter, string>>,
    order: Order,
    from: number,
    size: number,
  ): Promise<SearchAnswer> {
    const m = await this.loadManifest();
    const { found, note } = await this.find(query, filters, order);
    const shown = [...found.subarray(from, from + size)];
    const matcher = queryMatcher(query);
    const words = parseQuery(query);
    const carried = new Map<number, HeadEntry>();
    if (words.length === 1 && !Object.keys(filters).length) {
      const head = (await this.chunk(m, chunkOf(m.chunks, words[0]!.term))).head(words[0]!.term) ?? [];
      for (const entry of head as HeadEntry[]) carried.set(entry[0], entry);
    }
    const results = await Promise.all(
      shown.map(async (doc): Promise<ResultView> => {
        const head = carried.get(doc);
        const [id, title, date, source, category, passage, furniture] = head
          ? headAsEntry(head)
          : await this.entry(m, doc);
        const url = `${this.base}documents/${id}/${query.trim() ? `?highlight=${encodeURIComponent(query.trim())}` : ''}`;
        // A head carries its passage; otherwise the excerpt is cut from the summary and the text file,
        // without the lines the entry names as furniture (as the index read it).
        const text = head
          ? passage
          : `${passage}\n${withoutLines(await documentPages(`${this.base}${documentTextPath(id)}`), furniture)}`;
        const segments = excerpt(text, matcher);
        return {
          url,
          title,
          meta: [date, source, category].filter(Boolean),
          excerpt: segmentNodes(segments),
        };
      }),
    );
    return { total: found.length, results, ...(note ? { note } : {}) };
  }
}
