/**
 * Search with the site's ranked index (site/search-index): fetches the manifest once, then for a
 * query only the chunks its words and filters fall in (of the base and, when there is one, the delta:
 * site/search-index/reader.ts), then the shown results' entries (title, date, source, category, summary,
 * furniture lines) and text files, from which the excerpts are cut — except, for a one-word query, those
 * its chunks carry already (the word's best documents, with the passage around it): their text files
 * are read after the results are drawn, for the pages the hits are on. Fetched chunks stay in memory for
 * the visit.
 */
import {
  ByteWriter,
  documentTextPath,
  INDEX_DIR,
  INDEX_FORMAT,
  writeEntry,
  type DocumentEntry,
  type HeadEntry,
  type IndexManifest,
} from '../../search-index/format.js';
import { IndexReader, type Found } from '../../search-index/reader.js';
import { termOf } from '../../search-index/terms.js';
import { parseQuery } from '../../search-index/query-language.js';
import {
  segmentNodes,
  type Order,
  type ResultView,
  type SearchAnswer,
  type SearchEngine,
  type SearchFilter,
} from './engine.js';
import { excerpt, hitsPerPage, queryMatcher } from '../../search-index/excerpt.js';
import { withoutLines } from '../../search-index/furniture-lines.js';
import { documentPages, jsonOfBytes } from '../document-text.js';
import { gzipSync, strToU8 } from 'fflate';

/** Resolves once the browser has drawn the next frame. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return new Uint8Array(await r.arrayBuffer());
}

/**
 * Runs a practice search through the reader's own code (chunk decoding, the query tree, intersection,
 * ordering, excerpts and hits per page) over a made-up index of 10,000 documents held in memory. The
 * first query of a visit otherwise pays for the JavaScript engine compiling that code, tens of
 * milliseconds (measured); done here, it is part of loading the index.
 */
async function warmUp(): Promise<void> {
  const documents = 10_000;
  const out = new ByteWriter();
  const gaps = new ByteWriter();
  for (const [key, step] of [
    ['ready', 2],
    ['warm', 1],
    ['warmth', 3],
  ] as const) {
    const docs = new Uint32Array(Math.ceil(documents / step)).map((_, i) => i * step);
    const impacts = new Uint8Array(docs.length).map((_, i) => 1 + (i % 255));
    writeEntry(out, key, docs, impacts, gaps);
  }
  const chunk = out.result();
  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    documents,
    base: { dir: 'warm', documents, dated: documents, chunks: [''] },
    delta: null,
  };
  const reader = new IndexReader(manifest, async () => chunk);
  for (const query of ['warm', 'warm ready', 'ready -warm']) await reader.find(query, {}, 'best');
  await reader.headPage('ready', 10);
  const matcher = queryMatcher('warm ready');
  excerpt('A practice text for the excerpt code, warm and ready.', matcher);
  hitsPerPage(['A warm page.', 'A ready page.'], matcher);
  // And the inflating of text files, on a text file of four pages.
  const page = 'A warm and ready practice page, one of four, with its words again and again. '.repeat(5);
  jsonOfBytes(gzipSync(strToU8(JSON.stringify(Array.from({ length: 4 }, (_, i) => `${i} ${page}`)))));
}

/** A head's document as an entry, its passage in the summary's place (a passage needs no text file). */
function headAsEntry([, id, title, date, source, category, passage]: HeadEntry): DocumentEntry {
  return [id, title, date, source, category, passage, []];
}

export class RankedEngine implements SearchEngine {
  private reader: Promise<IndexReader> | null = null;
  /** The last query's ordered matches, so that turning a page costs no new work. */
  private last: ({ key: string } & Found) | null = null;

  constructor(private readonly base: string) {}

  /** The manifest, then a practice query (warmUp) so that the first real one runs compiled code. */
  ready(): Promise<void> {
    return this.open().then(warmUp);
  }

  private open(): Promise<IndexReader> {
    this.reader ??= IndexReader.open(
      (path) => fetchBytes(`${this.base}${INDEX_DIR}/${path}`),
      (id) => documentPages(`${this.base}${documentTextPath(id)}`),
    );
    this.reader.catch(() => (this.reader = null));
    return this.reader;
  }

  preload(query: string): void {
    void this.open()
      .then((reader) => reader.preload(query))
      .catch(() => undefined);
  }

  private async find(query: string, filters: Partial<Record<SearchFilter, string>>, order: Order): Promise<Found> {
    const key = JSON.stringify([query, filters, order]);
    if (this.last?.key === key) return this.last;
    const found = await (await this.open()).find(query, filters, order);
    this.last = { key, ...found };
    return found;
  }

  /** Results `from`…`from + size` of the whole ordered list, and the heads a one-word query's chunk carries. */
  private async page(
    reader: IndexReader,
    query: string,
    filters: Partial<Record<SearchFilter, string>>,
    order: Order,
    from: number,
    size: number,
  ): Promise<Omit<Found, 'found'> & { shown: number[]; total: number; carried: HeadEntry[] }> {
    const { found, readAs, notes, suggestions } = await this.find(query, filters, order);
    const { tree } = parseQuery(query);
    const plainWord = tree?.type === 'word' && !tree.prefix && !Object.keys(filters).length;
    return {
      shown: [...found.subarray(from, from + size)],
      total: found.length,
      readAs,
      notes,
      suggestions,
      carried: plainWord ? await reader.head(termOf(tree.word)) : [],
    };
  }

  async search(
    query: string,
    filters: Partial<Record<SearchFilter, string>>,
    order: Order,
    from: number,
    size: number,
  ): Promise<SearchAnswer> {
    const reader = await this.open();
    // A one-word query's first page comes from its chunk's head when the head decides it (reader.ts headPage);
    // otherwise from the whole ordered list, which the head still spares the entries of.
    const quick =
      from === 0 && order === 'best' && !Object.keys(filters).length ? await reader.headPage(query, size) : null;
    const { shown, total, readAs, notes, suggestions, carried } = quick
      ? { ...quick, shown: quick.entries.map((e) => e[0]), suggestions: [], carried: quick.entries }
      : await this.page(reader, query, filters, order, from, size);
    const heads = new Map(carried.map((entry) => [entry[0], entry]));
    const matcher = queryMatcher(query);
    const results = await Promise.all(
      shown.map(async (doc): Promise<ResultView> => {
        const head = heads.get(doc);
        const [id, title, date, source, category, passage, furniture] = head
          ? headAsEntry(head)
          : await reader.entry(doc);
        // The excerpt is cut from the summary and the text file, without the lines the entry names as
        // furniture (as the index read it); a head carries its passage, so its result is shown at once
        // and its text file read after, for the pages its hits are on. Offline, a text file that was
        // never kept leaves its result without them rather than failing the search.
        // A head's result is drawn from the chunk alone: its text file is asked for once the results are
        // drawn, so that the one request of a one-word query is not shared with ten others.
        const readText = () => documentPages(`${this.base}${documentTextPath(id)}`).catch(() => null);
        const textFile = head ? afterPaint().then(readText) : readText();
        const pages = head ? null : await textFile;
        const text = head ? passage : pages ? `${passage}\n${withoutLines(pages, furniture)}` : null;
        const highlight = query.trim() ? `?highlight=${encodeURIComponent(query.trim())}` : '';
        // Counted after the results are drawn: stemming ten texts' words is work the first paint need not wait for.
        const where = textFile.then(async (all) => {
          if (!head) await afterPaint();
          const hitPages = all && query.trim() ? hitsPerPage(all, matcher) : [];
          return hitPages.length
            ? { pages: hitPages.map((p) => p.page), hits: hitPages.reduce((n, p) => n + p.hits, 0) }
            : null;
        });
        return {
          url: `${this.base}documents/${id}/${highlight}`,
          title,
          meta: [date, source, category].filter(Boolean),
          excerpt: text === null ? [] : segmentNodes(excerpt(text, matcher)),
          where,
        };
      }),
    );
    const shownQuery = query.trim().replace(/\s+/g, ' ');
    return {
      total,
      results,
      ...(readAs !== shownQuery || notes.length ? { readAs: { query: readAs, notes } } : {}),
      ...(suggestions.length ? { suggestions } : {}),
    };
  }
}
