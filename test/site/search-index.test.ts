import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ByteWriter,
  Chunk,
  chunkFile,
  chunkOf,
  chunksWithPrefix,
  documentFile,
  INDEX_DIR,
  INDEX_FORMAT,
  separator,
  type DocumentEntry,
  type IndexManifest,
  type Postings,
  writeEntry,
} from '../../site/search-index/format.js';
import { runQuery, type Order } from '../../site/search-index/query.js';
import { filterKey, parseQuery, termOf, wordSpans } from '../../site/search-index/terms.js';
import { HEAD_SIZE, writeRankedIndex, type IndexDocument } from '../../site/search-index/write.js';
import { excerpt, hitsPerPage, markedSegments, queryMatcher } from '../../site/search-index/excerpt.js';
import type { WordSpan } from '../../site/search-index/terms.js';
import { corpusFile, describeWithCorpus, HAS_CORPUS, itWithCorpus } from '../helpers/paths.js';

describe('search terms', () => {
  it('folds case and accents, stems English words, keeps words with digits as typed', () => {
    expect([...wordSpans('The Courts RULED — Café 1:13-cv-01317')].map((s) => s.term)).toEqual([
      'the',
      'court',
      'rule',
      'cafe',
      '1',
      '13',
      'cv',
      '01317',
    ]);
    expect(termOf('Motions')).toBe(termOf('motion'));
    expect(termOf('x'.repeat(50))).toHaveLength(32);
  });

  it('reads a query: every word required once; the last word, still being typed, also as a prefix', () => {
    expect(parseQuery('Courts ruled')).toEqual([
      { term: 'court', prefix: null },
      { term: 'rule', prefix: 'ruled' },
    ]);
    expect(parseQuery('courts ruled ')).toEqual([
      { term: 'court', prefix: null },
      { term: 'rule', prefix: null },
    ]);
    expect(parseQuery('court court')).toEqual([{ term: 'court', prefix: 'court' }]);
    expect(parseQuery('of')).toEqual([{ term: 'of', prefix: null }]);
    expect(parseQuery('motion.')).toEqual([{ term: 'motion', prefix: null }]);
    expect(parseQuery('<script>alert(1)</script>')).toEqual([
      { term: 'script', prefix: null },
      { term: 'alert', prefix: null },
      { term: '1', prefix: null },
    ]);
    expect(parseQuery('  …  ')).toEqual([]);
    expect(parseQuery(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });

  it('cuts an excerpt around the densest matches and marks them', () => {
    const text =
      'Intro words here. '.repeat(20) +
      'The motion to dismiss was granted; the motion to strike was denied. ' +
      'Tail words. '.repeat(20);
    const segments = excerpt(text, queryMatcher('motion denied '), 12);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(['motion', 'motion', 'denied']);
    expect(segments[0]).toEqual({ text: '… ', mark: false });
    expect(segments.at(-1)).toEqual({ text: ' …', mark: false });
    expect(excerpt('', queryMatcher('x'))).toEqual([]);
  });

  it('marks the same words when it skips the terms of words no hit can begin with', () => {
    // Capitals, accents, ligatures, digits and a typed prefix: the words whose terms are found.
    const text =
      'École Filings and FILED papers: the ﬁling of Ærø, 2019-cv-42 and Über-Court rulings; courts ruled, ' +
      'Œuvre of Émile, the court’s order, the Court Order. '.repeat(3);
    for (const query of ['ecole filing', 'ærø 2019', 'über court', 'Œuvre emile', '"court order"', 'rul*', 'cour']) {
      const matcher = queryMatcher(query);
      const everyTerm = Object.assign((span: WordSpan, t: string) => matcher(span, t), {
        phrases: matcher.phrases,
        words: matcher.words,
      });
      expect(matcher.firsts?.size).toBeGreaterThan(0);
      const marked = markedSegments(text, matcher).filter((s) => s.mark);
      expect(marked.length).toBeGreaterThan(0);
      expect(marked).toEqual(markedSegments(text, everyTerm).filter((s) => s.mark));
      expect(excerpt(text, matcher, 12)).toEqual(excerpt(text, everyTerm, 12));
      expect(hitsPerPage([text, 'nothing'], matcher)).toEqual(hitsPerPage([text, 'nothing'], everyTerm));
    }
  });
});

describe('chunk bounds', () => {
  it('keeps a bound no longer than it needs and finds the chunk of a key or a prefix', () => {
    expect(separator('court', 'courthouse')).toBe('courth');
    expect(separator('apple', 'banana')).toBe('b');
    const bounds = ['', 'co', 'cou', 'court', 'd'];
    expect(['a', 'co', 'coa', 'cour', 'court', 'courtz', 'zebra'].map((k) => chunkOf(bounds, k))).toEqual([
      0, 1, 1, 2, 3, 3, 4,
    ]);
    expect(chunksWithPrefix(bounds, 'cou')).toEqual([2, 3]);
    expect(chunksWithPrefix(bounds, 'court')).toEqual([3]);
  });

  itWithCorpus(
    'refuses a truncated chunk',
    'the ranked index built from the hand-corrected text of real scanned pages',
    () => {
      const bytes = readFileSync(join(site, INDEX_DIR, manifest.base.dir, chunkFile(0)));
      expect(() => new Chunk(new Uint8Array(bytes.subarray(0, bytes.length - 1)))).toThrow(
        'search index chunk is truncated',
      );
    },
  );

  it('refuses a list whose gaps run past their length, rather than read on', () => {
    const out = new ByteWriter();
    writeEntry(out, 'word', [1, 2, 3], new Uint8Array([9, 9, 9]), new ByteWriter());
    const bytes = out.result();
    // key length, "word", count, gap bytes, then the three one-byte gaps: each made to say "more follows".
    for (let i = 7; i < 10; i++) bytes[i]! |= 0x80;
    expect(() => new Chunk(bytes).postings('word')).toThrow(
      'search index chunk is corrupt: a list runs past its length',
    );
  });
});

/** Real text: the ground-truth words of the corpus's scanned pages, one document each. */
function corpusDocuments(): { doc: IndexDocument; text: string }[] {
  const dir = corpusFile('ocr', 'truth');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.hocr'))
    .sort();
  return files.map((f, i) => {
    const hocr = readFileSync(join(dir, f), 'utf8');
    const words = [...hocr.matchAll(/class='ocrx_word'[^>]*>([^<]*)</g)].map((m) =>
      m[1]!
        .replaceAll('&amp;', '&')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'"),
    );
    // Dated newest first, as the build numbers them; the last one undated.
    const date = i < files.length - 1 ? `20${String(20 - i).padStart(2, '0')}-01-01` : '';
    return {
      doc: {
        id: f.replace('.hocr', ''),
        title: i === 0 ? '<script>alert("title")</script>' : f,
        date,
        source: i % 2 ? 'Court' : 'Clerk',
        category: i % 3 ? 'legal' : null,
        summary: null,
        filters: { source: [i % 2 ? 'Court' : 'Clerk'], entity: i === 1 ? ['John Smith'] : [] },
      },
      text: words.join(' '),
    };
  });
}

let root: string;
let site: string;
let manifest: IndexManifest;
let docs: { doc: IndexDocument; text: string }[];

beforeAll(async () => {
  if (!HAS_CORPUS) return;
  root = await mkdtemp(join(tmpdir(), 'dirhub-search-index-'));
  site = join(root, 'site');
  docs = corpusDocuments();
  const texts = new Map(docs.map((d) => [d.doc.id, d.text]));
  await writeRankedIndex(
    docs.map((d) => d.doc),
    async (d) => ({ text: texts.get(d.id)!, furniture: [] }),
    site,
  );
  manifest = JSON.parse(await readFile(join(site, INDEX_DIR, 'manifest.json'), 'utf8')) as IndexManifest;
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const chunkAt = (i: number) =>
  new Chunk(new Uint8Array(readFileSync(join(site, INDEX_DIR, manifest.base.dir, chunkFile(i)))));
const postings = (key: string): Postings | null => chunkAt(chunkOf(manifest.base.chunks, key)).postings(key);
const search = (query: string, order: Order = 'best', filters: string[] = []) => [
  ...runQuery({
    documents: manifest.documents,
    dated: manifest.base.dated,
    words: parseQuery(`${query} `).map((w) => ({ exact: postings(w.term), prefixed: [] })),
    filters: filters.map((k) => postings(k) ?? { docs: new Uint32Array(0), impacts: new Uint8Array(0) }),
    order,
  }),
];
/** The documents holding every word, by reading each text: what the index must agree with. */
const holding = (query: string) =>
  docs
    .map((d, n) => ({ n, terms: new Set([...wordSpans(`${d.doc.title}\n${d.text}`)].map((s) => s.term)) }))
    .filter(({ terms }) => parseQuery(`${query} `).every((w) => terms.has(w.term)))
    .map(({ n }) => n);

describeWithCorpus(
  'the ranked index of real text',
  'the ranked index built from the hand-corrected text of real scanned pages',
  () => {
    it('writes a manifest, chunks and one entry per document, the entry holding the title as text and not the text', () => {
      expect(manifest).toMatchObject({
        format: INDEX_FORMAT,
        documents: docs.length,
        base: { documents: docs.length, dated: docs.length - 1 },
        delta: null,
      });
      expect(manifest.base.chunks[0]).toBe('');
      const entry = JSON.parse(
        readFileSync(join(site, INDEX_DIR, manifest.base.dir, documentFile(0)), 'utf8'),
      ) as DocumentEntry;
      expect(entry.slice(0, 5)).toEqual([
        docs[0]!.doc.id,
        '<script>alert("title")</script>',
        docs[0]!.doc.date,
        'Clerk',
        '',
      ]);
      // The summary (none here); the text is stored once, in the document's text file.
      expect(entry[5]).toBe('');
      expect(JSON.stringify(entry)).not.toContain(JSON.stringify(docs[0]!.text.slice(0, 60)).slice(1, -1));
    });

    it('finds exactly the documents that hold every word, for words in one, some and most documents', () => {
      const vocabulary = new Map<string, number>();
      for (const d of docs)
        for (const t of new Set([...wordSpans(d.text)].map((s) => s.term)))
          vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
      const inOne = [...vocabulary].find(([, n]) => n === 1)![0];
      const inSome = [...vocabulary].find(([, n]) => n > 1 && n < docs.length)![0];
      const inMost = [...vocabulary].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      expect(vocabulary.get(inMost)).toBeGreaterThan(docs.length / 2);
      for (const q of [inOne, inSome, inMost, `${inSome} ${inMost}`, `${inOne} ${inSome}`, 'zzzznotaword']) {
        expect(search(q, 'newest')).toEqual(holding(q));
      }
      expect(search('court')).toEqual(expect.arrayContaining(holding('court')));
    });

    it('orders best first by summed impact, ties newest first; by date newest or oldest with undated last', () => {
      const q = 'the';
      const list = postings(termOf(q))!;
      const impact = new Map([...list.docs].map((d, j) => [d, list.impacts[j]!]));
      const best = search(q);
      for (let i = 1; i < best.length; i++) {
        const [a, b] = [impact.get(best[i - 1]!)!, impact.get(best[i]!)!];
        expect(a > b || (a === b && best[i - 1]! < best[i]!)).toBe(true);
      }
      const all = holding(q);
      expect(search(q, 'newest')).toEqual(all);
      const undated = all.filter((n) => n >= manifest.base.dated);
      expect(search(q, 'oldest')).toEqual([...all.filter((n) => n < manifest.base.dated).reverse(), ...undated]);
    });

    it('narrows by filters held as lists in the same index; an unknown filter value matches nothing', () => {
      const court = docs.map((d, n) => (d.doc.source === 'Court' ? n : -1)).filter((n) => n >= 0);
      expect(search('the', 'newest', [filterKey('source', 'Court')])).toEqual(
        holding('the').filter((n) => court.includes(n)),
      );
      expect(search('', 'newest', [filterKey('source', 'Court')])).toEqual(court);
      expect(search('', 'newest', [filterKey('entity', '  JOHN smith ')])).toEqual([1]);
      expect(search('the', 'newest', [filterKey('source', 'Nowhere')])).toEqual([]);
      expect(search('', 'newest', [])).toEqual([]);
    });

    it('matches, for a prefix, the documents holding any word that begins with it', () => {
      const word = [...wordSpans(docs[2]!.text)].map((s) => s.term).find((t) => t.length > 5 && /^[a-z]+$/.test(t))!;
      const prefix = word.slice(0, 4);
      const chunks = chunksWithPrefix(manifest.base.chunks, prefix).map(chunkAt);
      const prefixed = chunks.flatMap((c) =>
        c.keys
          .map((k, i) => [k, i] as const)
          .filter(([k]) => k.startsWith(prefix))
          .map(([, i]) => c.postingsAt(i)),
      );
      const found = runQuery({
        documents: manifest.documents,
        dated: manifest.base.dated,
        words: [{ exact: null, prefixed }],
        filters: [],
        order: 'newest',
      });
      const holders = docs
        .map((d, n) => ([...wordSpans(`${d.doc.title}\n${d.text}`)].some((s) => s.term.startsWith(prefix)) ? n : -1))
        .filter((n) => n >= 0);
      expect(holders.length).toBeGreaterThan(0);
      expect([...found]).toEqual(holders);
    });

    it('writes an empty index for an archive with no documents yet, which answers every query with nothing', async () => {
      const empty = join(root, 'empty');
      const report = await writeRankedIndex([], async () => ({ text: '', furniture: [] }), empty);
      expect(report).toMatchObject({ documents: 0, keys: 0, postings: 0, chunks: 1 });
      const m = JSON.parse(await readFile(join(empty, INDEX_DIR, 'manifest.json'), 'utf8')) as IndexManifest;
      expect(m).toMatchObject({ documents: 0, base: { documents: 0, dated: 0, chunks: [''] }, delta: null });
      const chunk = new Chunk(new Uint8Array(readFileSync(join(empty, INDEX_DIR, m.base.dir, chunkFile(0)))));
      expect(chunk.keys).toEqual([]);
      expect([
        ...runQuery({
          documents: 0,
          dated: 0,
          words: [{ exact: chunk.postings('court'), prefixed: [] }],
          filters: [],
          order: 'best',
        }),
      ]).toEqual([]);
    });

    it('carries, for a word in enough documents, its first page in its chunk: the same documents in the same order, with the passage around the word', async () => {
      const headed = join(root, 'headed');
      const texts = new Map(docs.map((d) => [d.doc.id, d.text]));
      await writeRankedIndex(
        docs.map((d) => d.doc),
        async (d) => ({ text: texts.get(d.id)!, furniture: [] }),
        headed,
        { headMinDocuments: 3 },
      );
      const m = JSON.parse(await readFile(join(headed, INDEX_DIR, 'manifest.json'), 'utf8')) as IndexManifest;
      const chunkOfKey = (key: string) =>
        new Chunk(
          new Uint8Array(readFileSync(join(headed, INDEX_DIR, m.base.dir, chunkFile(chunkOf(m.base.chunks, key))))),
        );
      const term = termOf('the');
      const chunk = chunkOfKey(term);
      const head = chunk.head(term)!;
      const order = [
        ...runQuery({
          documents: m.documents,
          dated: m.base.dated,
          words: [{ exact: chunk.postings(term), prefixed: [] }],
          filters: [],
          order: 'best',
        }),
      ];
      expect(order.length).toBeGreaterThanOrEqual(3);
      expect(head.map((h) => h[0])).toEqual(order.slice(0, HEAD_SIZE));
      for (const [n, id, title, date, source, category, passage] of head) {
        const entry = JSON.parse(
          readFileSync(join(headed, INDEX_DIR, m.base.dir, documentFile(n)), 'utf8'),
        ) as DocumentEntry;
        expect([id, title, date, source, category]).toEqual(entry.slice(0, 5));
        expect(texts.get(id)!.replace(/\s+/g, ' ')).toContain(
          passage.replace(/^… /, '').replace(/ …$/, '').split(' ').slice(0, 3).join(' '),
        );
        expect([...wordSpans(passage)].some((s) => s.term === term)).toBe(true);
      }
      // Filter values and words in fewer documents carry none.
      const rare = [...wordSpans(docs[0]!.text)].map((s) => s.term).find((t) => (postings(t)?.docs.length ?? 0) < 3)!;
      expect(chunkOfKey(rare).head(rare)).toBeNull();
      expect(chunkOfKey(filterKey('source', 'Court')).head(filterKey('source', 'Court'))).toBeNull();
    });
  },
);
