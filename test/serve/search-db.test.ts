/**
 * The search index ranks queries of common words from each phrase's kept list (term-lists.ts) rather than
 * by FTS5 over every match: the answers must be FTS5's own, to the last bit of every score. Two indexes of
 * the same synthetic documents, one ranking every query by FTS5 and one every query from the lists, must
 * answer alike, before and after the index changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchDb,
  type DocumentFilters,
  type IndexedDocument,
  type Window,
} from '../../scripts/serve/search-db/search-db.js';
import { benchWords, syntheticDoc } from '../helpers/archive-fixtures.js';

function indexed(i: number): IndexedDocument {
  const d = syntheticDoc(i, 7);
  return {
    document_id: i.toString(16).padStart(16, '0'),
    title: d.title,
    date: d.date,
    source: d.source,
    category: d.category,
    verification_level: d.verification_level ?? 1,
    summary: d.summary ?? null,
    // The first page only: enough words in common, and quick to index.
    content: d.pages[0]!,
    entities: (d.entities ?? []).map((e) => e.name),
    tags: d.tags ?? [],
  };
}

const DOCS = Array.from({ length: 400 }, (_, i) => indexed(i));
const [w0, w1, w2, w3, , , , , , , w10] = benchWords(40);

let byFts: SearchDb;
let byLists: SearchDb;

beforeAll(() => {
  byFts = SearchDb.open(':memory:', { listedFromRows: Infinity });
  // A budget of one byte keeps no list past its query: every query reads its lists again.
  byLists = SearchDb.open(':memory:', { listedFromRows: 1 });
  for (const db of [byFts, byLists]) db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
});
afterAll(() => {
  byFts?.close();
  byLists?.close();
});

type Case = [query: string, filters: Omit<DocumentFilters, 'q'>, window: Window, words?: 'all' | 'any'];

const CASES: Case[] = [
  [w0!, {}, { offset: 0, limit: 10 }],
  [w3!, {}, { offset: 20, limit: 10 }],
  [`${w0} ${w1}`, {}, { offset: 0, limit: 100 }],
  [`${w1} ${w2} ${w10}`, {}, { offset: 5, limit: 7 }],
  [`${w2} ${w0}`, { category: ['legal'] }, { offset: 0, limit: 10 }],
  [w1!, { category: ['financial', 'government'], date_from: '2005', date_to: '2015-06' }, { offset: 3, limit: 20 }],
  [w0!, { entity: ['Ivan Petrov'] }, { offset: 0, limit: 10 }],
  [`"record" ${w0}`, {}, { offset: 0, limit: 10 }],
  ['John Smith', {}, { offset: 0, limit: 10 }],
  [`"john smith" ${w2}`, { verification_level: [1] }, { offset: 0, limit: 10 }],
  [`${w3} ${w10} springfield`, {}, { offset: 0, limit: 25 }, 'any'],
  [`${w0} ${w1}`, {}, { offset: 150, limit: 100 }, 'any'],
  [`${w0} ${w1}`, {}, { offset: 9_000, limit: 10 }],
  ['zzyzx', {}, { offset: 0, limit: 10 }],
];

describe('search from kept lists', () => {
  it('answers every query exactly as FTS5 ranks it: the same documents, order, scores, totals and passages', () => {
    for (const [query, filters, window, words] of CASES) {
      const expected = byFts.search(query, filters, window, words);
      expect(byLists.search(query, filters, window, words), query).toEqual(expected);
    }
    // The cases are not vacuous: most of them find many documents, some with equal scores.
    const common = byFts.search(w0!, {}, { offset: 0, limit: 100 });
    expect(common.total).toBeGreaterThan(100);
    expect(new Set(common.hits.map((h) => h.score)).size).toBeGreaterThan(10);
    expect(byFts.search(`${w0} ${w1}`, {}, { offset: 150, limit: 100 }, 'any').hits.length).toBeGreaterThan(0);
  });

  it('answers the same with no room kept for lists, and again after the index changes', () => {
    const tight = SearchDb.open(':memory:', { listedFromRows: 1, termListBytes: 1 });
    try {
      tight.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      for (const [query, filters, window, words] of CASES)
        expect(tight.search(query, filters, window, words), query).toEqual(byFts.search(query, filters, window, words));
    } finally {
      tight.close();
    }
    // Lists read before a change must not rank after it: counts, idf and lengths all move.
    const change = {
      upsert: Array.from({ length: 60 }, (_, i) => indexed(400 + i)),
      remove: DOCS.slice(0, 30).map((d) => d.document_id),
      commit: 'c2',
    };
    for (const db of [byFts, byLists]) db.apply(change);
    for (const [query, filters, window, words] of CASES) {
      expect(byLists.search(query, filters, window, words), query).toEqual(byFts.search(query, filters, window, words));
    }
    expect(byLists.search(w0!, {}, { offset: 0, limit: 10 }).total).toBe(
      byFts.search(w0!, {}, { offset: 0, limit: 10 }).total,
    );
  });
});

describe('kept lists stored in the index file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dirhub-term-lists-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** FTS5's own answers for the index holding `docs`. */
  function reference(docs: IndexedDocument[]): SearchDb {
    const db = SearchDb.open(':memory:', { listedFromRows: Infinity });
    db.apply({ upsert: docs, remove: [], commit: 'ref' });
    return db;
  }

  function expectSameAnswers(db: SearchDb, ref: SearchDb): void {
    for (const [query, filters, window, words] of CASES)
      expect(db.search(query, filters, window, words), query).toEqual(ref.search(query, filters, window, words));
  }

  it('fills every common term ahead of queries, reuses them after a restart, and answers as FTS5', async () => {
    const path = join(dir, 'filled.sqlite');
    const ref = reference(DOCS);
    const first = SearchDb.open(path, { listedFromRows: 40, sliceRows: 50 });
    try {
      first.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      const fill = await first.fillTermLists();
      expect(fill).toMatchObject({ complete: true, found: 0 });
      expect(fill.filled).toBeGreaterThan(50);
      // No common word's list is computed while a query waits: each was stored ahead.
      for (const word of [w0, w1, w2, w3, w10]) first.search(word!, {}, { offset: 0, limit: 10 });
      expect(first.termListCounts()).toMatchObject({ computed: 0, stored: 5, filled: fill.filled });
      expectSameAnswers(first, ref);
    } finally {
      first.close();
    }
    const again = SearchDb.open(path, { listedFromRows: 40, sliceRows: 50 });
    try {
      expect(await again.fillTermLists()).toMatchObject({ complete: true, filled: 0 });
      for (const word of [w0, w1, w2, w3, w10]) again.search(word!, {}, { offset: 0, limit: 10 });
      expect(again.termListCounts()).toMatchObject({ computed: 0, stored: 5, filled: 0 });
      expectSameAnswers(again, ref);
    } finally {
      again.close();
      ref.close();
    }
  });

  it('stores a list computed for one spelling under its term, for every other spelling after a restart', () => {
    const path = join(dir, 'spelling.sqlite');
    const ref = reference(DOCS);
    const first = SearchDb.open(path, { listedFromRows: 1 });
    try {
      first.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      expect(first.search('Records', {}, { offset: 0, limit: 10 })).toEqual(
        ref.search('Records', {}, { offset: 0, limit: 10 }),
      );
      expect(first.termListCounts()).toMatchObject({ computed: 1, stored: 0 });
    } finally {
      first.close();
    }
    const again = SearchDb.open(path, { listedFromRows: 1 });
    try {
      const answer = again.search('record', {}, { offset: 0, limit: 10 });
      expect(answer.total).toBeGreaterThan(10);
      expect(answer).toEqual(ref.search('record', {}, { offset: 0, limit: 10 }));
      expect(again.termListCounts()).toMatchObject({ computed: 0, stored: 1 });
    } finally {
      again.close();
      ref.close();
    }
  });

  it('ends a fill when the index changes under it, and drops the lists of the index as it was', async () => {
    const path = join(dir, 'changed.sqlite');
    const db = SearchDb.open(path, { listedFromRows: 40, sliceRows: 50 });
    const change = {
      upsert: Array.from({ length: 60 }, (_, i) => indexed(400 + i)),
      remove: DOCS.slice(0, 30).map((d) => d.document_id),
      commit: 'c2',
    };
    const after = [...DOCS.slice(30), ...change.upsert];
    const ref = reference(after);
    try {
      db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      // Lists of the first state, stored by a query, must not answer for the second.
      db.search(w0!, {}, { offset: 0, limit: 10 });
      const filling = db.fillTermLists();
      db.apply(change);
      expect(await filling).toMatchObject({ complete: false });
      expectSameAnswers(db, ref);
      expect(db.termListCounts().stored).toBe(0);
      expect(db.termListsFilled).toBe(false);
      const fill = await db.fillTermLists();
      expect(fill).toMatchObject({ complete: true });
      expect(fill.filled).toBeGreaterThan(50);
      expect(db.termListsFilled).toBe(true);
      expectSameAnswers(db, ref);
      db.apply({ upsert: [], remove: [DOCS[40]!.document_id], commit: 'c3' });
      expect(db.termListsFilled).toBe(false);
    } finally {
      db.close();
      ref.close();
    }
  });

  it('prepares a search in slices, once per word, without changing its answer', async () => {
    const ref = reference(DOCS);
    const db = SearchDb.open(':memory:', { listedFromRows: 40, sliceRows: 50 });
    const change = {
      upsert: Array.from({ length: 60 }, (_, i) => indexed(400 + i)),
      remove: DOCS.slice(0, 30).map((d) => d.document_id),
      commit: 'c2',
    };
    const changed = reference([...DOCS.slice(30), ...change.upsert]);
    try {
      db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      // Two queries sharing a word compute its list once, and the search then ranks from what they stored.
      await Promise.all([db.prepareSearch(`${w0} ${w1}`), db.prepareSearch(w0!)]);
      expect(db.termListCounts()).toMatchObject({ computed: 2 });
      for (const query of [`${w0} ${w1}`, w0!])
        expect(db.search(query, {}, { offset: 0, limit: 20 })).toEqual(ref.search(query, {}, { offset: 0, limit: 20 }));
      expect(db.termListCounts()).toMatchObject({ computed: 2 });
      // A rare word is left to FTS5: nothing to prepare.
      await db.prepareSearch('zzyzx springfield');
      expect(db.termListCounts()).toMatchObject({ computed: 2 });
      // A change while a list is being read: the half-read list is dropped, and the answer is the new index's.
      const preparing = db.prepareSearch(w2!);
      db.apply(change);
      await preparing;
      expect(db.termListCounts()).toMatchObject({ computed: 2 });
      expectSameAnswers(db, changed);
    } finally {
      db.close();
      ref.close();
      changed.close();
    }
  });
});
