/**
 * The search index ranks queries of common words by walking each term's kept list (term-lists.ts) rather
 * than matching them with FTS5 and scoring every match: the answers must be the same, to the last bit of
 * every score. Two indexes of the same synthetic documents, one matching every query with FTS5 (its
 * matches scored from their terms' lists, tree-scores.ts) and one walking the lists, must answer alike,
 * before and after the index changes. (Below, "as FTS5" names the first.)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchDb,
  type DocumentFilters,
  type IndexedDocument,
  type Window,
} from '../../scripts/serve/search-db/search-db.js';
import { benchWords, QUERY_FORMS } from '../helpers/archive-fixtures.js';
import { indexedDocument } from '../helpers/indexed-documents.js';

const indexed = (i: number) => indexedDocument(i, 7);

const DOCS = Array.from({ length: 400 }, (_, i) => indexed(i));
const [w0, w1, w2, w3, , , , , , , w10] = benchWords(40);

/** A commit's change: 60 documents added, 30 removed, and 20 kept under their ids with other text. */
function aChange(commit = 'c2') {
  return {
    upsert: [
      ...Array.from({ length: 60 }, (_, i) => indexed(400 + i)),
      ...Array.from({ length: 20 }, (_, i) => ({ ...indexed(500 + i), document_id: DOCS[100 + 7 * i]!.document_id })),
    ],
    remove: DOCS.slice(0, 30).map((d) => d.document_id),
    commit,
  };
}
/** True when another connection holds the index's write lock. */
function writeLocked(probe: Database.Database): boolean {
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw err;
  }
}
/** The documents after `aChange`. */
function changedDocs(): IndexedDocument[] {
  const change = aChange();
  const byId = new Map(DOCS.slice(30).map((d) => [d.document_id, d]));
  for (const d of change.upsert) byId.set(d.document_id, d);
  return [...byId.values()];
}

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
    // And the lists did the ranking: read from FTS5 once, then from memory.
    expect(byLists.termListCounts().computed).toBeGreaterThan(5);
    expect(byLists.termListCounts().memory).toBeGreaterThan(5);
  });

  it('matches every form of the query language from the lists and kept rows as FTS5 and SQL match it', () => {
    const prefix = w0!.slice(0, 3);
    const queries = [
      ...QUERY_FORMS.flatMap((f) => [0, 1, 2].map((n) => f.query(n))),
      `${w0} OR person:"John Smith"`,
      `(${w0} OR ${w1}) -category:legal`,
      `${w0} NOT (${w1} OR "john smith")`,
      `tag:legal OR ${w2} OR date:2001..2003`,
      `${prefix}* -${w1}`,
      `title:"record 1" OR place:springfield`,
      `(person:"John Smith" OR organization:"Acme Holdings") ${w3}`,
      `source:court verification:2 ${w1}`,
      // Parts that need every row: FTS5 and SQL answer these on both.
      `${w0} OR -${w1}`,
      `NOT ${w0}`,
    ];
    const filtered: Omit<DocumentFilters, 'q'>[] = [
      {},
      { category: ['legal', 'financial'] },
      { entity: ['John Smith'] },
    ];
    let found = 0;
    for (const query of queries)
      for (const filters of filtered)
        for (const window of [
          { offset: 0, limit: 10 },
          { offset: 7, limit: 500 },
        ]) {
          const expected = byFts.search(query, filters, window);
          found += expected.total;
          expect(byLists.search(query, filters, window), `${query} ${JSON.stringify(filters)}`).toEqual(expected);
        }
    // Not vacuous: the forms find documents, and the fields narrow them.
    expect(found).toBeGreaterThan(10_000);
    for (const field of ['person:"John Smith"', 'place:springfield', 'organization:"Acme Holdings"', 'source:court']) {
      const total = byFts.search(`${field} ${w0}`, {}, { offset: 0, limit: 1 }).total;
      expect(total, field).toBeGreaterThan(0);
      expect(total, field).toBeLessThan(byFts.search(w0!, {}, { offset: 0, limit: 1 }).total);
    }
  });

  it('reads the list of a word by its own spelling, not by its term as a word (which may stem again)', () => {
    // `response` is indexed as the term `respons`, which as a word is stemmed again, to `respon`.
    const docs = ['the response was filed', 'respons', 'respon', 'a response and a respon'].map((content, i) => ({
      ...indexed(i),
      document_id: `s${i}`,
      title: `note ${i}`,
      summary: null,
      content,
      entities: [],
      tags: [],
    }));
    const fts = SearchDb.open(':memory:', { listedFromRows: Infinity });
    const lists = SearchDb.open(':memory:', { listedFromRows: 1 });
    try {
      for (const db of [fts, lists]) db.apply({ upsert: docs, remove: [], commit: 'c1' });
      for (const query of ['response', 'respon', 'response respon'])
        expect(lists.search(query, {}, { offset: 0, limit: 10 }), query).toEqual(
          fts.search(query, {}, { offset: 0, limit: 10 }),
        );
      expect(lists.search('response', {}, { offset: 0, limit: 10 }).total).toBe(2);
      expect(lists.termListCounts().computed).toBe(2);
    } finally {
      fts.close();
      lists.close();
    }
  });

  it('matches a prefix by its 200 most frequent words, as the site reads it, where FTS5 takes every word', () => {
    // 250 words beginning `zqw`, one document each: the 200 first by term (equal counts) are read.
    const docs = Array.from({ length: 250 }, (_, i) => ({
      ...indexed(i),
      document_id: `p${i}`,
      content: `a note on zqw${String(i + 1).padStart(3, '0')}`,
    }));
    const dbs = [
      SearchDb.open(':memory:', { listedFromRows: Infinity }),
      SearchDb.open(':memory:', { listedFromRows: 1 }),
    ];
    try {
      for (const db of dbs) db.apply({ upsert: docs, remove: [], commit: 'c1' });
      const [fts, lists] = dbs.map((db) => db.search('zqw*', {}, { offset: 0, limit: 250 }));
      expect(fts!.total).toBe(250);
      expect(lists!.total).toBe(200);
      expect(new Set(lists!.hits.map((h) => h.document_id))).toEqual(
        new Set(docs.slice(0, 200).map((d) => d.document_id)),
      );
    } finally {
      for (const db of dbs) db.close();
    }
  });

  it('answers a phrase of a function word from the pairs of adjacent terms as FTS5 does, after changes too', () => {
    const fts = SearchDb.open(':memory:', { listedFromRows: Infinity });
    const pairs = SearchDb.open(':memory:', { listedFromRows: 1 });
    // A pair split by a page break is no phrase; one within a page is.
    const paged = (id: string, first: string, second: string): IndexedDocument => ({
      ...indexed(900),
      document_id: id,
      content: `${first}\n${second}`,
      pages: [first, second],
    });
    const words = benchWords(20);
    const queries = [
      '"of the"',
      '"zzyzx the"',
      ...words.flatMap((w) => [`"the ${w}"`, `"${w} of"`, `"${w} the"`, `"in ${w}"`, `"of the ${w}"`, `"${w} ${w1}"`]),
    ];
    const window = { offset: 0, limit: 500 };
    const same = () => {
      for (const query of queries)
        expect(pairs.search(query, {}, window), query).toEqual(fts.search(query, {}, window));
    };
    try {
      for (const db of [fts, pairs])
        db.apply({
          upsert: [...DOCS, paged('paged', `filed ${w0}`, `the ${w1} of the record`)],
          remove: [],
          commit: 'c1',
        });
      same();
      const ids = (query: string) => pairs.search(query, {}, window).hits.map((h) => h.document_id);
      expect(ids(`"the ${w1}"`)).toContain('paged');
      expect(ids(`"${w0} the"`)).not.toContain('paged');
      expect(queries.map((q) => fts.search(q, {}, window).total).filter((n) => n > 0).length).toBeGreaterThan(60);
      // Replaced, removed and added documents take their pairs with them.
      const change = aChange();
      change.upsert.push(paged('paged', `filed ${w0} the`, `${w1} of the record`));
      for (const db of [fts, pairs]) db.apply(change);
      same();
      expect(ids(`"${w0} the"`)).toContain('paged');
      expect(ids(`"the ${w1}"`)).not.toContain('paged');
    } finally {
      fts.close();
      pairs.close();
    }
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
    // Lists read before a change still rank after it, the rows it changed brought in step: counts, idf
    // and lengths all move, and must come from the index as it is.
    const change = aChange();
    for (const db of [byFts, byLists]) db.apply(change);
    expect(byLists.termListCounts().patched).toBeGreaterThan(5);
    for (const [query, filters, window, words] of CASES) {
      expect(byLists.search(query, filters, window, words), query).toEqual(byFts.search(query, filters, window, words));
    }
    expect(byLists.search(w0!, {}, { offset: 0, limit: 10 }).total).toBe(
      byFts.search(w0!, {}, { offset: 0, limit: 10 }).total,
    );
  });
});

describe('document lists', () => {
  it('pages the documents passing each filter in list order, as SQL does, before and after a change', () => {
    const db = SearchDb.open(':memory:');
    const filters: Omit<DocumentFilters, 'q'>[] = [
      {},
      { category: ['legal'] },
      { category: ['financial', 'government'], date_from: '2005', date_to: '2015-06' },
      { entity: ['Ivan Petrov'] },
      { verification_level: [2] },
    ];
    /** Every page of `filter`'s list, from the kept order and from SQL (`record` is in every title). */
    const pages = (filter: Omit<DocumentFilters, 'q'>, q?: string) => {
      const ids: string[] = [];
      const total = db.list({ ...filter, ...(q ? { q } : {}) }, { offset: 0, limit: 1 }).total;
      for (let offset = 0; offset < total + 20; offset += 20)
        ids.push(...db.list({ ...filter, ...(q ? { q } : {}) }, { offset, limit: 20 }).ids);
      return { total, ids };
    };
    try {
      db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      expect(db.list({ q: 'record' }, { offset: 0, limit: 1 }).total).toBe(DOCS.length);
      for (const change of [null, aChange()]) {
        if (change) db.apply(change);
        for (const filter of filters) {
          const kept = pages(filter);
          expect(kept.ids.length, JSON.stringify(filter)).toBe(kept.total);
          expect(kept.total).toBeGreaterThan(10);
          expect(kept, JSON.stringify(filter)).toEqual(pages(filter, 'record'));
        }
      }
    } finally {
      db.close();
    }
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

  /** An index file of this folder holding DOCS at c1, every common term's list filled. */
  async function filledIndexFile(name: string): Promise<{ path: string; db: SearchDb }> {
    const path = join(dir, name);
    const db = SearchDb.open(path, { listedFromRows: 40 });
    db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
    await db.fillTermLists();
    return { path, db };
  }

  function expectSameAnswers(db: SearchDb, ref: SearchDb): void {
    for (const [query, filters, window, words] of CASES)
      expect(db.search(query, filters, window, words), query).toEqual(ref.search(query, filters, window, words));
  }

  /**
   * Searches of common words rank from lists found stored or in memory: none is read from FTS5 again.
   * `response` is among them: its term, `respons`, is filled from the vocabulary (as a word it would be
   * stemmed again, to `respon`).
   */
  function expectNoListRead(db: SearchDb): void {
    const before = db.termListCounts();
    const words = [w0!, w1!, w2!, w3!, w10!, 'response'];
    for (const word of words) expect(db.search(word, {}, { offset: 0, limit: 10 }).total).toBeGreaterThanOrEqual(40);
    const after = db.termListCounts();
    expect(after.computed).toBe(before.computed);
    expect(after.memory + after.stored).toBe(before.memory + before.stored + words.length);
  }

  it('fills every common term ahead of queries, reuses them after a restart, and answers as FTS5', async () => {
    const path = join(dir, 'filled.sqlite');
    const ref = reference(DOCS);
    const first = SearchDb.open(path, { listedFromRows: 40 });
    try {
      first.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      const fill = await first.fillTermLists();
      expect(fill).toMatchObject({ complete: true, found: 0 });
      expect(fill.filled).toBeGreaterThan(50);
      // No common word's list is computed while a query waits: each was stored ahead.
      expectNoListRead(first);
      expect(first.termListCounts()).toMatchObject({ computed: 0, stored: 6, filled: fill.filled });
      expectSameAnswers(first, ref);
    } finally {
      first.close();
    }
    const again = SearchDb.open(path, { listedFromRows: 40 });
    try {
      expect(await again.fillTermLists()).toMatchObject({ complete: true, filled: 0 });
      expectNoListRead(again);
      expect(again.termListCounts()).toMatchObject({ computed: 0, stored: 6, filled: 0 });
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

  it('follows a change in the stored lists, so no list is read again, and a restart finds them', async () => {
    const path = join(dir, 'followed.sqlite');
    const ref = reference(changedDocs());
    const first = SearchDb.open(path, { listedFromRows: 40 });
    try {
      first.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      expect(await first.fillTermLists()).toMatchObject({ complete: true });
      first.apply(aChange());
      expect(first.termListsFilled).toBe(true);
      expectNoListRead(first);
      expectSameAnswers(first, ref);
      expect(first.termListCounts().patched).toBeGreaterThan(50);
    } finally {
      first.close();
    }
    const again = SearchDb.open(path, { listedFromRows: 40 });
    try {
      expect(await again.fillTermLists()).toMatchObject({ complete: true, filled: 0 });
      expectNoListRead(again);
      expect(again.termListCounts()).toMatchObject({ computed: 0, stored: 6 });
      expectSameAnswers(again, ref);
    } finally {
      again.close();
      ref.close();
    }
  });

  it('ends a fill when the index changes under it, keeps what it stored in step, and fills the rest after', async () => {
    const path = join(dir, 'changed.sqlite');
    const db = SearchDb.open(path, { listedFromRows: 40 });
    const ref = reference(changedDocs());
    try {
      db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      // A list of the first state, stored by a query, must rank for the second as the second's.
      db.search(w0!, {}, { offset: 0, limit: 10 });
      const filling = db.fillTermLists();
      db.apply(aChange());
      expect(await filling).toMatchObject({ complete: false });
      expect(db.termListsFilled).toBe(false);
      expectSameAnswers(db, ref);
      const fill = await db.fillTermLists();
      expect(fill).toMatchObject({ complete: true });
      expect(fill.filled).toBeGreaterThan(50);
      expect(db.termListsFilled).toBe(true);
      expectSameAnswers(db, ref);
      db.dropTermLists();
      expect(db.termListsFilled).toBe(false);
      expectSameAnswers(db, ref);
    } finally {
      db.close();
      ref.close();
    }
  });

  it('writes a change in a thread of its own, answering from the index as it was until the change commits', async () => {
    const before = reference(DOCS);
    const after = reference(changedDocs());
    const { db } = await filledIndexFile('in-turns.sqlite');
    try {
      const expected = CASES.map(([query, filters, window, words]) => before.search(query, filters, window, words));
      let committed = false;
      const applying = db.applyInBackground(aChange()).then(() => (committed = true));
      let answeredMeanwhile = 0;
      // The thread writes while this one turns; every 25th turn checks all the answers.
      for (let turns = 0; await turn(), !committed; turns++) {
        if (turns % 25) continue;
        CASES.forEach(([query, filters, window, words], i) =>
          expect(db.search(query, filters, window, words), query).toEqual(expected[i]),
        );
        expect(db.commit).toBe('c1');
        answeredMeanwhile++;
      }
      await applying;
      expect(answeredMeanwhile).toBeGreaterThan(0);
      expect(db.commit).toBe('c2');
      expect(db.termListsFilled).toBe(true);
      // Lists read meanwhile were the index's as it was: none of them answers now.
      expectSameAnswers(db, after);
      expectNoListRead(db);
    } finally {
      db.close();
      before.close();
      after.close();
    }
  });

  it('leaves the index as it was when closed while its thread writes a change', async () => {
    const ref = reference(DOCS);
    const { path, db } = await filledIndexFile('closed-while-written.sqlite');
    // The thread is started first, so that the change below is under way while this one watches.
    await db.applyInBackground({ upsert: [], remove: [], commit: 'c1' });
    let settled = false;
    const applying = db.applyInBackground(aChange()).then(() => (settled = true));
    // A connection that does not wait finds the index locked once the thread's transaction has begun.
    const probe = new Database(path, { timeout: 0 });
    while (!writeLocked(probe)) {
      expect(settled).toBe(false);
      await turn();
    }
    db.close();
    await applying;
    probe.close();
    const again = SearchDb.open(path, { listedFromRows: 40 });
    try {
      expect(again.commit).toBe('c1');
      expect(again.termListsFilled).toBe(true);
      expectSameAnswers(again, ref);
      expectNoListRead(again);
    } finally {
      again.close();
      ref.close();
    }
  });

  it('refuses a change its thread could not write, keeps the index as it was, and writes the next', async () => {
    const before = reference(DOCS);
    const after = reference(changedDocs());
    const { db } = await filledIndexFile('refused.sqlite');
    try {
      const broken = aChange();
      broken.upsert.push({ ...indexed(900), date: null as unknown as string });
      await expect(db.applyInBackground(broken)).rejects.toThrow(
        'search index: the change was not written (NOT NULL constraint failed: documents.date)',
      );
      expect(db.commit).toBe('c1');
      expectSameAnswers(db, before);
      await db.applyInBackground(aChange());
      expect(db.commit).toBe('c2');
      expectSameAnswers(db, after);
    } finally {
      db.close();
      before.close();
      after.close();
    }
  });

  it('checkpoints the log into the index file after each change, in a thread of its own', async () => {
    const { path, db } = await filledIndexFile('checkpointed.sqlite');
    try {
      db.apply(aChange());
      await db.checkpointed();
      // The file alone, without its log, holds the change and the lists that followed it.
      const copy = join(dir, 'checkpointed-copy.sqlite');
      copyFileSync(path, copy);
      const alone = SearchDb.open(copy, { listedFromRows: 40 });
      const ref = reference(changedDocs());
      try {
        expect(alone.commit).toBe('c2');
        expect(alone.termListsFilled).toBe(true);
        expectSameAnswers(alone, ref);
        expectNoListRead(alone);
      } finally {
        alone.close();
        ref.close();
      }
    } finally {
      db.close();
    }
  });

  it('reads the stored lists into memory ahead of queries, and follows a change there without reading them again', async () => {
    const path = join(dir, 'warmed.sqlite');
    const first = SearchDb.open(path, { listedFromRows: 40 });
    first.apply({ upsert: DOCS, remove: [], commit: 'c1' });
    await first.fillTermLists();
    first.close();
    const db = SearchDb.open(path, { listedFromRows: 40 });
    const ref = reference(changedDocs());
    try {
      expect(await db.warmTermLists()).toBeGreaterThan(50);
      expectNoListRead(db);
      expect(db.termListCounts()).toMatchObject({ stored: 0, computed: 0, memory: 6 });
      db.apply(aChange());
      expect(db.termListCounts().patched).toBeGreaterThan(50);
      // The lists held in memory are patched as the stored ones were: none is read again, and the answers
      // are FTS5's over the changed documents.
      expect(await db.warmTermLists()).toBe(0);
      expectNoListRead(db);
      expect(db.termListCounts()).toMatchObject({ stored: 0, computed: 0, memory: 12 });
      expectSameAnswers(db, ref);
      // A second change on top of the first, before the lists are used: both apply.
      const second = {
        upsert: [{ ...indexed(700), document_id: DOCS[200]!.document_id }],
        remove: [DOCS[201]!.document_id],
        commit: 'c3',
      };
      db.apply(second);
      const ref2 = reference([
        ...changedDocs().filter(
          (d) => d.document_id !== DOCS[201]!.document_id && d.document_id !== DOCS[200]!.document_id,
        ),
        second.upsert[0]!,
      ]);
      try {
        expect(await db.warmTermLists()).toBe(0);
        expectNoListRead(db);
        expectSameAnswers(db, ref2);
      } finally {
        ref2.close();
      }
    } finally {
      db.close();
      ref.close();
    }
  });

  it('fills an index in memory on its own thread, between turns, with the same lists', async () => {
    const ref = reference(DOCS);
    const db = SearchDb.open(':memory:', { listedFromRows: 40 });
    try {
      db.apply({ upsert: DOCS, remove: [], commit: 'c1' });
      const fill = await db.fillTermLists();
      expect(fill).toMatchObject({ complete: true, found: 0 });
      expect(fill.filled).toBeGreaterThan(50);
      expectNoListRead(db);
      expect(db.termListCounts()).toMatchObject({ computed: 0, stored: 6 });
      expectSameAnswers(db, ref);
    } finally {
      db.close();
      ref.close();
    }
  });
});

describe('the indexed documents and their names', () => {
  it('are all read, over more than one page of rows, after removals leave gaps in the rows', async () => {
    const db = SearchDb.open(':memory:', { listedFromRows: Infinity });
    try {
      const tiny = (i: number): IndexedDocument => ({
        ...indexed(i % 400),
        document_id: `d${i}`,
        content: `word${i}`,
        summary: null,
        entities: [`Name ${i}`],
      });
      const all = Array.from({ length: 4500 }, (_, i) => tiny(i));
      db.apply({ upsert: all, remove: [], commit: 'c1' });
      db.apply({ upsert: [], remove: all.filter((_, i) => i % 3 === 0).map((d) => d.document_id), commit: 'c2' });
      const read = await db.indexedEntities();
      const kept = all.filter((_, i) => i % 3 !== 0);
      expect(read.size).toBe(kept.length);
      for (const d of kept) expect(read.get(d.document_id)).toBe(JSON.stringify(d.entities));
      expect([...(await db.indexedIds())].sort()).toEqual(kept.map((d) => d.document_id).sort());
    } finally {
      db.close();
    }
  });
});

describe('did you mean, between changes', () => {
  it('suggests from the vocabulary as the last change left it, not as it was when first read', () => {
    const db = SearchDb.open(':memory:');
    try {
      db.apply({ upsert: DOCS.slice(0, 50), remove: [], commit: 'c1' });
      const suggested = (q: string) => db.search(q, {}, { offset: 0, limit: 10 }).reading.did_you_mean ?? [];
      // Nothing near "quillfeather" yet; its part of the vocabulary ("qu…") is read and kept.
      expect(suggested('quillfethr')).toEqual([]);
      const withWord = { ...DOCS[60]!, content: `${DOCS[60]!.content} Quillfeather signed the lease.` };
      db.apply({ upsert: [withWord], remove: [], commit: 'c2' });
      expect(suggested('quillfethr')).toEqual([{ word: 'quillfethr', suggestion: 'Quillfeather' }]);
      // And gone with the document that held it.
      db.apply({ upsert: [], remove: [withWord.document_id], commit: 'c3' });
      expect(suggested('quillfethr')).toEqual([]);
    } finally {
      db.close();
    }
  });
});
