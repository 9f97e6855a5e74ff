/**
 * Searches answered in threads of their own (search-threads.ts): each thread's replica of the index file
 * must answer every query as the server's own SearchDb does — before a change, while the change is
 * written (the index as it was, never a mix), and after it — and a lost thread must cost no answer and
 * hold up no change.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchDb, type IndexChange } from '../../scripts/serve/search-db/search-db.js';
import { SearchThreads } from '../../scripts/serve/search-db/search-threads.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { benchWords, QUERY_FORMS, writeSyntheticArchive } from '../helpers/archive-fixtures.js';
import { indexedDocument } from '../helpers/indexed-documents.js';
import { call, git, serve } from './helpers.js';

const OPTIONS = { listedFromRows: 20 };
const indexed = (i: number) => indexedDocument(i, 11, 3);
const DOCS = Array.from({ length: 300 }, (_, i) => indexed(i));
const WINDOW = { offset: 0, limit: 10 };
const QUERIES = [
  ...benchWords(12),
  ...QUERY_FORMS.flatMap((f) => [0, 1].map((n) => f.query(n))),
  `${benchWords(2).join(' OR ')} -category:legal`,
];

/** A change of 40 documents: 20 added, 10 removed, 10 replaced with other text. */
function aChange(commit: string, from: number): IndexChange {
  return {
    upsert: [
      ...Array.from({ length: 20 }, (_, i) => indexed(from + i)),
      ...Array.from({ length: 10 }, (_, i) => ({
        ...indexed(from + 100 + i),
        document_id: DOCS[50 + 3 * i]!.document_id,
      })),
    ],
    remove: DOCS.slice(from / 100, from / 100 + 10).map((d) => d.document_id),
    commit,
  };
}

let dir: string;
let db: SearchDb;
let threads: SearchThreads;

async function untilReady(count: number): Promise<void> {
  for (let i = 0; i < 400 && threads.ready < count; i++) await sleep(25);
  expect(threads.ready).toBe(count);
}

const answersOf = (answer: (q: string) => unknown) =>
  Promise.all(QUERIES.map(async (q): Promise<[string, unknown]> => [q, await answer(q)]));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-search-threads-'));
  const path = join(dir, 'search.sqlite');
  db = SearchDb.open(path, OPTIONS);
  await db.applyInBackground({ upsert: DOCS, remove: [], commit: 'c1' });
  expect((await db.fillTermLists()).complete).toBe(true);
  threads = new SearchThreads(db, path, 2, OPTIONS);
  await untilReady(2);
});
afterAll(async () => {
  await threads?.close();
  db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('search threads', () => {
  it("answer every query form as the server's own thread does", async () => {
    const here = await answersOf((q) => db.search(q, {}, WINDOW));
    expect(await answersOf((q) => threads.search(q, {}, WINDOW))).toEqual(here);
    // Not vacuous: most queries find documents, and the threads read lists of their own.
    expect(here.filter(([, a]) => (a as { total: number }).total > 0).length).toBeGreaterThan(QUERIES.length / 2);
  });

  it('answer from the index as it was while a change is written, then as it is: never a mix', async () => {
    const before = new Map(await answersOf((q) => db.search(q, {}, WINDOW)));
    const seen: [string, unknown][] = [];
    let written = false;
    const writing = db.applyInBackground(aChange('c2', 1000)).then(() => (written = true));
    while (!written) {
      for (const q of QUERIES) seen.push([q, await threads.search(q, {}, WINDOW)]);
    }
    await writing;
    const after = new Map(await answersOf((q) => db.search(q, {}, WINDOW)));
    expect(await answersOf((q) => threads.search(q, {}, WINDOW))).toEqual([...after]);
    // The change shows in the answers, and every answer given meanwhile is one of the two states'.
    expect([...after].filter(([q, a]) => JSON.stringify(a) !== JSON.stringify(before.get(q))).length).toBeGreaterThan(
      5,
    );
    for (const [q, answer] of seen) expect([before.get(q), after.get(q)]).toContainEqual(answer);
  });

  it('read the lists again once a change dropped them and they are filled again', async () => {
    db.dropTermLists();
    expect((await db.fillTermLists()).complete).toBe(true);
    // Each thread dropped its lists with the server's, and reads the stored ones back.
    expect(await threads.warm()).toBeGreaterThan(50);
    expect(await threads.warm()).toBe(0);
    expect(await answersOf((q) => threads.search(q, {}, WINDOW))).toEqual(
      await answersOf((q) => db.search(q, {}, WINDOW)),
    );
  });

  it('lose a thread without losing an answer or holding up a change', async () => {
    const first = (threads as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads[0]!;
    const asked = Promise.all(QUERIES.map((q) => threads.search(q, {}, WINDOW)));
    await first.worker.terminate();
    expect(await asked).toEqual(QUERIES.map((q) => db.search(q, {}, WINDOW)));
    expect(threads.ready).toBe(1);
    await db.applyInBackground(aChange('c3', 2000));
    expect(await answersOf((q) => threads.search(q, {}, WINDOW))).toEqual(
      await answersOf((q) => db.search(q, {}, WINDOW)),
    );
  });

  it('read the index as it was while it is emptied for a rebuild, then as it is', async () => {
    const before = new Map(await answersOf((q) => db.search(q, {}, WINDOW)));
    // Asked before the index is emptied and answered while it is: each the whole index's answer or none.
    const asked = answersOf((q) => threads.search(q, {}, WINDOW));
    await db.clear();
    const after = new Map(await answersOf((q) => db.search(q, {}, WINDOW)));
    expect([...after.values()].every((a) => (a as { total: number }).total === 0)).toBe(true);
    for (const [q, answer] of await asked) expect([before.get(q), after.get(q)]).toContainEqual(answer);
    expect(await answersOf((q) => threads.search(q, {}, WINDOW))).toEqual([...after]);
  });
});

describe('the server with search threads', () => {
  let root: string;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('answers the search API and page from its threads, as a server without them answers', async () => {
    root = mkdtempSync(join(tmpdir(), 'dirhub-search-threads-server-'));
    await writeSyntheticArchive(root, 120);
    git(root, 'init', '--quiet', '--initial-branch=main');
    writeFileSync(join(root, '.gitignore'), '.dirhub-cache/\n');
    git(root, 'add', '-A');
    git(root, 'commit', '--quiet', '-m', 'The archive');
    const log: string[] = [];
    const threaded = await serve(root, {
      indexPath: join(root, '.dirhub-cache', 'search.sqlite'),
      searchThreads: 2,
      onProgress: (line) => log.push(line),
    });
    servers.push(threaded);
    const plain = await serve(root);
    servers.push(plain);
    for (let i = 0; i < 400 && log.filter((l) => / ready, /.test(l)).length < 2; i++) await sleep(25);
    expect(log.filter((l) => /^search thread \d: ready, \d+ lists read into memory/.test(l))).toHaveLength(2);
    for (const q of [...benchWords(4), QUERY_FORMS[0]!.query(1), QUERY_FORMS[3]!.query(2)]) {
      const path = `/api/v1/search?q=${encodeURIComponent(q)}&size=20`;
      const [a, b] = [await call(threaded.url + path), await call(plain.url + path)];
      expect(a.status).toBe(200);
      // All but the answer's time.
      const answer = (x: unknown) => {
        const { data, meta, pagination } = x as { data: unknown; meta: { query: unknown }; pagination: unknown };
        return { data, query: meta.query, pagination };
      };
      expect(answer(a.body), q).toEqual(answer(b.body));
      expect((answer(a.body).data as unknown[]).length).toBeGreaterThan(0);
      const page = `/search?q=${encodeURIComponent(q)}`;
      expect((await call(threaded.url + page)).body, q).toEqual((await call(plain.url + page)).body);
    }
  });
});
