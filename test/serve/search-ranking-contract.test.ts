/**
 * One ranking on every surface (docs/search.md, "Ranking"): on a generated archive, a fixed list of
 * queries — single words, two words, a phrase, X -Y, U OR V, fields, a prefix — returns the same top ten,
 * the same documents in the same order, from the site's search index (built by the site build, read from
 * disk with the search page's own code) and from `dirhub serve` over loopback.
 *
 * Both read the one definition (actions/lib/text/ranking.ts). The test pins its numbers, so that a change
 * of weights is a change of this test and of the docs; and it shows that its queries tell the weights
 * apart: a reference scorer, written here from the formula alone, gives other top tens with other title
 * weights, so a side that ranked with weights of its own would not match the other.
 */
import { readFile, rm, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termOf } from '../../actions/lib/text/analyser.js';
import {
  BM25_B,
  BM25_K1,
  EXACT_WEIGHT,
  FIELD_WEIGHTS,
  fieldTerms,
  idf,
  SCORE_STEPS,
} from '../../actions/lib/text/ranking.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { buildSite } from '../../site/generator/build.js';
import { loadReadModel } from '../../site/read-model/load.js';
import type { PublicDocument } from '../../site/read-model/model.js';
import { documentTextPath, INDEX_DIR } from '../../site/search-index/format.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { searchablePages } from '../../actions/lib/enrichment/searchable-pages.js';
import { newestFirst } from '../../site/search-index/shards.js';
import { benchWords, syntheticDoc, writeArchive, writeSyntheticArchive } from '../helpers/archive-fixtures.js';
import { call, git, serve } from './helpers.js';
import { randomQueryOf } from '../helpers/random-query.js';
import { seededRandom } from '../../actions/lib/core/seeded-random.js';

const DOCUMENTS = 160;
const TOP = 10;

let root: string;
let reader: IndexReader;
let server: RunningServer;
let documents: PublicDocument[];

const [w0, w1, w2, , w4, w5, , , , , w10, , , , , w15] = benchWords(40);

/** The fixed queries, each form of the syntax that ranks. */
const QUERIES = [
  w0!,
  w10!,
  'petrov',
  `${w0} ${w1}`,
  `${w2} ${w15}`,
  '"john smith"',
  `"maria garcia" ${w4}`,
  `${w0} -${w1}`,
  `${w5} -smith`,
  'petrov OR okafor',
  `(${w4} OR ${w15}) ${w1}`,
  `title:smith ${w0}`,
  `category:financial ${w2}`,
  `${w10!.slice(0, 4)}*`,
  // A field or an exclusion within an OR adds its documents at no score: they keep the score of the words
  // beside the OR (`qqzx` is in no document, so the documents are all the field's).
  `(qqzx OR date:2001..2010) ${w0}`,
  `${w2} (${w4} OR category:legal OR person:smith)`,
  `${w1} (qqzx OR -${w0})`,
  `${w4} OR -${w0}`,
  // A NOT alone: every other document, unscored, newest first (then by id) on both.
  `-${w0}`,
  `-(${w1} OR ${w2})`,
];

/**
 * The last synthetic documents, with case numbers (which they otherwise lack): three cases, four each. A
 * case number is no ranked field, so the rankings stay those of the synthetic archive.
 */
const CASES = ['1:19-cv-00421', '2:20-cr-00077', '1:19-cv-00518'];
const WITH_CASES = 12;
const CASE_DOCUMENTS = Array.from({ length: WITH_CASES }, (_, k) => ({
  ...syntheticDoc(DOCUMENTS - WITH_CASES + k),
  case_number: CASES[k % CASES.length]!,
}));

/**
 * Every field of the query language, alone and beside words: the same documents on both sides, which
 * means the same reading of each field (a name of that kind, the record's case number, a tag).
 */
const FIELD_QUERIES = [
  `person:smith ${w0}`,
  'person:"maria garcia"',
  'person:springfield',
  'place:springfield',
  `place:madison ${w1}`,
  'organization:"harbor trust"',
  `organization:bank ${w2}`,
  'case:1:19-cv-00421',
  'case:19-cv',
  `case:"2:20-cr-00077" OR case:00518`,
  'tag:legal',
  `tag:financial ${w2}`,
  `tag:legal -${w1}`,
  `tag:${w4}`,
  `title:smith ${w0}`,
  'title:"record 12"',
  'title:12',
  'title:"maria garcia"',
  'title:"garcia maria"',
  'title:"Department of Justice"',
  'title:records',
  'title:"Légal récord"',
  'title:"national bank" OR title:council',
  'category:Financial',
  `court:court ${w0}`,
  'source:clerk',
  'verification:2',
  `date:2001..2010 ${w0}`,
  'date:2019-06..2021',
];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-ranking-contract-'));
  const { archiveDir } = await writeSyntheticArchive(root, DOCUMENTS - WITH_CASES);
  await writeArchive(root, CASE_DOCUMENTS, { registries: false, pdf: 'shared', offset: DOCUMENTS - WITH_CASES });
  git(root, 'init', '--quiet', '--initial-branch=main');
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\nsite/\n');
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', 'The archive');
  const site = join(root, 'site');
  await buildSite({ archiveDir, outDir: site });
  reader = await IndexReader.open(
    async (path) => new Uint8Array(await readFile(join(site, INDEX_DIR, path))),
    async (id) => JSON.parse(gunzipSync(await readFile(join(site, documentTextPath(id)))).toString('utf8')) as string[],
  );
  server = await serve(root);
  documents = (await loadReadModel({ archiveDir, base: '/' })).documents;
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/**
 * The site's top ten for a query as submitted (a space after it: not a word still being typed, which the
 * search page also matches as a prefix), best first.
 */
async function siteTop(query: string): Promise<{ ids: string[]; total: number }> {
  const { found } = await reader.find(`${query} `, {}, 'best');
  const ids = await Promise.all([...found.slice(0, TOP)].map(async (d) => (await reader.entry(d))[0]));
  return { ids, total: found.length };
}

async function serverTop(query: string): Promise<{ ids: string[]; total: number; scores: number[] }> {
  const answer = await call(`${server.url}/api/v1/search?q=${encodeURIComponent(query)}&size=${TOP}`);
  expect(answer.status, query).toBe(200);
  const body = answer.body as {
    data: { document_id: string; relevance_score: number }[];
    meta: { pagination: { total_items: number } };
  };
  return {
    ids: body.data.map((d) => d.document_id),
    total: body.meta.pagination.total_items,
    scores: body.data.map((d) => d.relevance_score),
  };
}

/**
 * Written here from the formula alone, for queries of plain words: every word required, each scoring
 * `2 × idf × impact`, the impact BM25F's term-frequency part on a scale of 1–255, scores compared to
 * 1/1024, then newest first, then by id.
 */
type Weights = Record<'title' | 'summary' | 'text' | 'names' | 'tags', number>;
let fieldsOf: { d: PublicDocument; fields: Record<keyof Weights, string[]> }[] | null = null;

async function referenceTop(words: string[], weights: Weights): Promise<string[]> {
  fieldsOf ??= await Promise.all(
    documents.map(async (d) => {
      const pages = await Promise.all(d.text_files.map((f) => readFile(f, 'utf8')));
      const text = searchablePages(pages).pages.join('\n');
      return {
        d,
        fields: {
          title: fieldTerms(d.title),
          summary: fieldTerms(d.summary ?? ''),
          text: fieldTerms(text),
          names: fieldTerms([...new Set(d.entities.map((e) => e.name))].join(' · ')),
          tags: fieldTerms(d.tags.join(' · ')),
        },
      };
    }),
  );
  const rows = fieldsOf.map(({ d, fields }) => {
    const counts = new Map<string, number>();
    let length = 0;
    for (const field of ['title', 'summary', 'text', 'names', 'tags'] as const)
      for (const term of fields[field]) {
        counts.set(term, (counts.get(term) ?? 0) + weights[field]);
        length += weights[field];
      }
    return { d, counts, length };
  });
  const average = rows.reduce((n, r) => n + r.length, 0) / rows.length;
  const terms = words.map((w) => termOf(w));
  const df = terms.map((t) => rows.filter((r) => r.counts.has(t)).length);
  const scored = rows
    .filter((r) => terms.every((t) => r.counts.has(t)))
    .map((r) => {
      let score = 0;
      terms.forEach((t, i) => {
        const tf = r.counts.get(t)!;
        const part = (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * r.length) / average));
        const byte = Math.max(1, Math.min(255, Math.ceil((255 * part) / (BM25_K1 + 1))));
        score += byte * (EXACT_WEIGHT * idf(df[i]!, rows.length));
      });
      return { d: r.d, key: Math.round(score * SCORE_STEPS) };
    });
  scored.sort((a, b) => b.key - a.key || newestFirst(a.d, b.d));
  return scored.slice(0, TOP).map((s) => s.d.id);
}

describe('one ranking on the site and on dirhub serve', () => {
  it('ranks with the documented numbers', () => {
    // docs/search.md, "Ranking", states these; changing them is changing the ranking of every surface.
    expect(FIELD_WEIGHTS).toEqual({ title: 3, summary: 2, text: 1, names: 2, tags: 2 });
    expect([BM25_K1, BM25_B, EXACT_WEIGHT, SCORE_STEPS]).toEqual([1.2, 0.75, 2, 1024]);
  });

  it('returns the same top ten for every query, from the site index and from the server', async () => {
    for (const query of QUERIES) {
      const [site, api] = [await siteTop(query), await serverTop(query)];
      expect(api.ids, query).toEqual(site.ids);
      expect(api.total, query).toBe(site.total);
    }
  });

  it('returns the same top ten and total for random query trees, NOTs and phrases nested', async () => {
    const randomQuery = randomQueryOf(benchWords(40));
    const r = seededRandom(7);
    let found = 0;
    let withNot = 0;
    for (let i = 0; i < 150; i++) {
      const query = randomQuery(r, 3);
      const [site, api] = [await siteTop(query), await serverTop(query)];
      expect(api.ids, query).toEqual(site.ids);
      expect(api.total, query).toBe(site.total);
      found += site.total;
      if (/(^|[\s(])-/.test(query)) withNot++;
    }
    // The queries find documents, and many hold an exclusion.
    expect(found).toBeGreaterThan(5_000);
    expect(withNot).toBeGreaterThan(30);
  });

  it('reads every field alike: the same top ten for each field query, from the site index and the server', async () => {
    const found: number[] = [];
    for (const query of FIELD_QUERIES) {
      const [site, api] = [await siteTop(query), await serverTop(query)];
      expect(api.ids, query).toEqual(site.ids);
      expect(api.total, query).toBe(site.total);
      found.push(site.total);
    }
    // A field is read as itself, not as words of the text: Springfield is a place, never a person.
    expect(found[FIELD_QUERIES.indexOf('person:springfield')]).toBe(0);
    expect(found[FIELD_QUERIES.indexOf('place:springfield')]).toBeGreaterThan(0);
    // Every case query finds its cases' documents and no other.
    expect(found[FIELD_QUERIES.indexOf('case:1:19-cv-00421')]).toBe(4);
    expect(found[FIELD_QUERIES.indexOf('case:19-cv')]).toBe(8);
    expect(found.filter((n) => n > 0).length).toBeGreaterThanOrEqual(FIELD_QUERIES.length - 2);
  });

  it('has queries that find enough documents to rank, with ties among them', async () => {
    const totals = await Promise.all(QUERIES.map(async (q) => (await siteTop(q)).total));
    // Most queries fill a page, none finds nothing.
    expect(totals.filter((t) => t >= TOP).length).toBeGreaterThanOrEqual(QUERIES.length - 3);
    expect(Math.min(...totals)).toBeGreaterThan(0);
    // Equal scores (as the API rounds them) within a top ten, where the order is the tie-break's.
    const tied = await Promise.all(
      QUERIES.map(async (q) => (await serverTop(q)).scores.some((s, i, all) => i > 0 && s === all[i - 1])),
    );
    expect(tied.filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });

  it('suggests the same word for a typo in its first two letters: swapped, changed, missing or one too many', async () => {
    const swapped = (w: string) => `${w[1]}${w[0]}${w.slice(2)}`;
    for (const [typo, word] of [
      [swapped(w0!), w0!],
      [`x${w0}`, w0!],
      [swapped(w10!), w10!],
      // A letter changed or missing in the first two: found by the site's neighbour keys, and by the server
      // looking up each word it could be.
      [`q${w0!.slice(1)}`, w0!],
      [w10!.slice(1), w10!],
      [`${w0![0]}z${w0!.slice(2)}`, w0!],
      [`${w10![0]}${w10!.slice(2)}`, w10!],
    ] as const) {
      const site = (await reader.find(`${typo} `, {}, 'best')).suggestions;
      const answer = await call(`${server.url}/api/v1/search?q=${encodeURIComponent(typo)}`);
      const api = (answer.body as { meta: { query: { did_you_mean?: unknown[] } } }).meta.query.did_you_mean;
      expect(site, typo).toEqual([{ word: typo, suggestion: word }]);
      expect(api, typo).toEqual(site);
    }
  });

  it('matches the formula, and would tell other title weights apart', async () => {
    const plain = [[w0!], [w10!], ['petrov'], [w0!, w1!], [w2!, w15!]];
    let told = 0;
    for (const words of plain) {
      const expected = await referenceTop(words, FIELD_WEIGHTS);
      expect((await siteTop(words.join(' '))).ids, words.join(' ')).toEqual(expected);
      const heavierTitle = await referenceTop(words, { ...FIELD_WEIGHTS, title: 4 });
      const heavierText = await referenceTop(words, { ...FIELD_WEIGHTS, text: 2 });
      if (heavierTitle.join() !== expected.join() && heavierText.join() !== expected.join()) told++;
    }
    expect(told).toBeGreaterThanOrEqual(3);
  });
});
