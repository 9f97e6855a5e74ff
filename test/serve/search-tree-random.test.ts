/**
 * The server answers a query of more than words from its terms' lists and kept rows (tree-scores.ts
 * `treeMatches`); an index that keeps no lists answers it with FTS5 and SQL. Random query trees — words,
 * prefixes, phrases with and without function words, every field, dates, OR, NOT, exclusions and
 * parentheses, nested — must be answered alike by both: the same documents, order, scores and totals,
 * before and after a change to the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../actions/lib/core/seeded-random.js';
import { SearchDb } from '../../scripts/serve/search-db/search-db.js';
import { benchWords } from '../helpers/archive-fixtures.js';
import { indexedDocument } from '../helpers/indexed-documents.js';
import { randomQueryOf } from '../helpers/random-query.js';

/** Two pages each, as searchable pages: phrases meet page breaks. */
const indexed = (i: number) => indexedDocument(i, 11, 2);
const randomQuery = randomQueryOf(benchWords(60));

const DOCS = Array.from({ length: 300 }, (_, i) => indexed(i));
let fts: SearchDb;
let lists: SearchDb;

beforeAll(() => {
  fts = SearchDb.open(':memory:', { listedFromRows: Infinity });
  lists = SearchDb.open(':memory:', { listedFromRows: 1 });
  for (const db of [fts, lists]) db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
});
afterAll(() => {
  fts?.close();
  lists?.close();
});

function compareRandomQueries(seed: number, count: number): number {
  const r = seededRandom(seed);
  let found = 0;
  for (let i = 0; i < count; i++) {
    const query = randomQuery(r, 3);
    const window = { offset: 0, limit: 300 };
    const expected = fts.search(query, {}, window);
    found += expected.total;
    expect(lists.search(query, {}, window), query).toEqual(expected);
  }
  return found;
}

describe('random query trees on the server', () => {
  it('are matched and ranked from the lists as FTS5 and SQL match and rank them', () => {
    expect(compareRandomQueries(1, 400)).toBeGreaterThan(5_000);
  });

  it('still are after a change replaces, removes and adds documents', () => {
    const change = {
      upsert: [
        ...Array.from({ length: 40 }, (_, i) => indexed(300 + i)),
        { ...indexed(400), document_id: indexed(5).document_id },
      ],
      remove: [1, 2, 3].map((i) => indexed(i).document_id),
      commit: 'c2',
    };
    for (const db of [fts, lists]) db.apply(change);
    expect(compareRandomQueries(2, 400)).toBeGreaterThan(5_000);
  });
});
