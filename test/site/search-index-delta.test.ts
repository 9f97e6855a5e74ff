/**
 * Adding to the ranked index: after documents are added, changed and removed, a write that reuses the
 * earlier index writes only a delta beside the earlier base, and every query over the two finds what an
 * index written whole finds, in the same order; a removed document leaves nothing of itself in the
 * published files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chunk, INDEX_DIR, type IndexManifest } from '../../site/search-index/format.js';
import type { Order } from '../../site/search-index/query.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { newestFirst } from '../../site/search-index/shards.js';
import { wordSpans } from '../../site/search-index/terms.js';
import type { IndexState } from '../../site/search-index/update-plan.js';
import { STATE_FILE, writeRankedIndex, type IndexDocument } from '../../site/search-index/write.js';
import { BENCH_QUERIES, syntheticDoc } from '../helpers/archive-fixtures.js';

interface Doc extends IndexDocument {
  text: string;
}

const BASE_DOCUMENTS = 60;

function makeDoc(i: number, change: Partial<Pick<Doc, 'title' | 'date' | 'text'>> = {}): Doc {
  const d = syntheticDoc(i, 3);
  const text = change.text ?? d.pages.join('\n');
  const date = change.date ?? d.date;
  return {
    id: `doc-${String(i).padStart(3, '0')}`,
    title: change.title ?? d.title,
    date,
    source: d.source,
    category: d.category!,
    summary: d.summary ?? null,
    filters: {
      category: [d.category!],
      year: [/^\d{4}/.test(date) ? date.slice(0, 4) : 'undated'],
      entity: (d.entities ?? []).map((e) => e.name),
    },
    text,
    textKey: createHash('sha256').update(text).digest('hex'),
  };
}

const sorted = (docs: Doc[]) => [...docs].sort(newestFirst);
const text = async (d: Doc) => ({ text: d.text, furniture: [] });
const reader = (site: string) =>
  IndexReader.open(async (path) => new Uint8Array(await readFile(join(site, INDEX_DIR, path))));
const state = (site: string) => JSON.parse(readFileSync(join(site, INDEX_DIR, STATE_FILE), 'utf8')) as IndexState;
const manifestOf = (site: string) =>
  JSON.parse(readFileSync(join(site, INDEX_DIR, 'manifest.json'), 'utf8')) as IndexManifest;

/** Every file of the index, by path from its folder. */
function indexFiles(site: string): Map<string, Buffer> {
  const root = join(site, INDEX_DIR);
  const out = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(root, p), readFileSync(p));
    }
  };
  walk(root);
  return out;
}

/** Queries of every kind: common, middling and rare words, two words, a prefix being typed, filters. */
function queries(docs: Doc[]): { q: string; filters: Record<string, string> }[] {
  const rare = [...wordSpans(docs[10]!.text)].map((s) => s.term).find((t) => t.length > 6 && /^[a-z]+$/.test(t))!;
  return [
    { q: `${BENCH_QUERIES.common} `, filters: {} },
    ...BENCH_QUERIES.typical.map((w) => ({ q: `${w} `, filters: {} })),
    { q: `${BENCH_QUERIES.typical[0]} ${BENCH_QUERIES.typical[1]} `, filters: {} },
    { q: `${rare} `, filters: {} },
    { q: BENCH_QUERIES.typical[2]!.slice(0, 4), filters: {} },
    { q: `${BENCH_QUERIES.common} `, filters: { category: 'legal' } },
    { q: '', filters: { entity: 'john smith' } },
    { q: 'zyxwvut ', filters: {} },
  ];
}

/** What a query finds, as document ids in order, for every order. */
async function answers(site: string, docs: Doc[]): Promise<Record<string, string[]>> {
  const r = await reader(site);
  const out: Record<string, string[]> = {};
  for (const { q, filters } of queries(docs))
    for (const order of ['best', 'newest', 'oldest'] as Order[]) {
      const { found } = await r.find(q, filters, order);
      out[`${order} ${q} ${JSON.stringify(filters)}`] = await Promise.all(
        [...found].map(async (n) => (await r.entry(n))[0]),
      );
    }
  return out;
}

/** Writes `docs` whole into a fresh folder with the same reference length as `like`'s base. */
async function wholeLike(like: string, docs: Doc[], name: string): Promise<string> {
  const site = join(work, name);
  await writeRankedIndex(sorted(docs), text, site, { referenceLength: state(like).reference_length });
  return site;
}

let work: string;
let site: string;
let docs: Doc[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'dirhub-index-delta-'));
  site = join(work, 'site');
  docs = Array.from({ length: BASE_DOCUMENTS }, (_, i) => makeDoc(i));
  const first = await writeRankedIndex(sorted(docs), text, site, { reuse: true, headMinDocuments: 40 });
  expect(first).toMatchObject({ mode: 'full', reason: 'no earlier index to add to', delta: null });
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * Every word of `docs` as a finished query (`word `) and as one being typed (`word`): how many had their first
 * page from a head (`headPage`), each checked against `find`'s first page and count; the queries that had not.
 */
async function headPages(site: string, docs: Doc[]): Promise<{ fromHead: string[]; not: string[] }> {
  const r = await reader(site);
  const words = new Set(docs.flatMap((d) => [...d.text.matchAll(/\p{L}+/gu)].map((m) => m[0].toLowerCase())));
  const out = { fromHead: [] as string[], not: [] as string[] };
  for (const word of words)
    for (const q of [`${word} `, word]) {
      const page = await r.headPage(q, 10);
      if (!page) {
        out.not.push(q);
        continue;
      }
      const { found, readAs, notes } = await r.find(q, {}, 'best');
      expect(
        page.entries.map((e) => e[0]),
        q,
      ).toEqual([...found.subarray(0, 10)]);
      expect({ total: page.total, readAs: page.readAs, notes: page.notes }, q).toEqual({
        total: found.length,
        readAs,
        notes,
      });
      out.fromHead.push(q);
    }
  return out;
}

describe("a one-word query's first page from its chunk's head", () => {
  it('is the first page of the whole ordered list, with its count, and is not given when the list decides', async () => {
    const { fromHead, not } = await headPages(site, docs);
    expect(fromHead).toContain(`${BENCH_QUERIES.common} `);
    // A word being typed that begins other words is ordered with theirs; a rare word has no head.
    const typed = BENCH_QUERIES.typical[2]!.slice(0, 4);
    expect((await (await reader(site)).find(typed, {}, 'best')).found.length).toBeGreaterThan(0);
    expect(await (await reader(site)).headPage(typed, 10)).toBeNull();
    expect(not.length).toBeGreaterThan(0);
  });
});

describe('a first page from a head after a removal', () => {
  it('comes from the head the removal shortened while it still holds the page, and not once a delta document holds the word', async () => {
    const own = join(work, 'head-after-removal');
    // A word in 45 of 60 documents, said once to three times: its head is its ten best.
    let mine = Array.from({ length: 60 }, (_, i) =>
      i < 45 ? makeDoc(i, { text: `${makeDoc(i).text} ${'quorvex '.repeat(1 + (i % 3))}` }) : makeDoc(i),
    );
    await writeRankedIndex(sorted(mine), text, own, { reuse: true, headMinDocuments: 40 });
    const before = await reader(own);
    const best = (await before.entry((await before.find('quorvex ', {}, 'best')).found[0]!))[0];
    expect((await before.headPage('quorvex ', 10))?.total).toBe(45);
    mine = [...mine.filter((d) => d.id !== best), makeDoc(70)];
    expect(await writeRankedIndex(sorted(mine), text, own, { reuse: true, headMinDocuments: 40 })).toMatchObject({
      mode: 'delta',
    });
    const r = await reader(own);
    const { found } = await r.find('quorvex ', {}, 'best');
    expect(found.length).toBe(44);
    // Nine of the ten are left: the first nine are known, the tenth is not.
    expect(await r.headPage('quorvex ', 10)).toBeNull();
    expect((await r.headPage('quorvex ', 9))!.entries.map((e) => e[0])).toEqual([...found.subarray(0, 9)]);
    await headPages(own, mine);
    mine.push(makeDoc(71, { text: 'quorvex' }));
    await writeRankedIndex(sorted(mine), text, own, { reuse: true, headMinDocuments: 40 });
    expect(await (await reader(own)).headPage('quorvex ', 5)).toBeNull();
    expect((await (await reader(own)).find('quorvex ', {}, 'best')).found.length).toBe(45);
  });
});

describe('a delta beside the base', () => {
  const removedId = 'doc-005';
  let removedWord: string;

  it('holds the documents added and changed; queries find what an index written whole finds, in the same order', async () => {
    // A word only the document to be removed holds.
    const others = new Set(
      docs.filter((d) => d.id !== removedId).flatMap((d) => [...wordSpans(d.text)].map((s) => s.term)),
    );
    removedWord = [...wordSpans(docs[5]!.text)].map((s) => s.term).find((t) => !others.has(t) && /^[a-z]+$/.test(t))!;
    expect(removedWord).toBeTruthy();
    const baseDir = manifestOf(site).base.dir;
    // Before: the document's entry names it, and so does a common word's head in a chunk.
    const named = [...indexFiles(site)].filter(([, bytes]) => bytes.includes(removedId)).map(([path]) => path);
    expect(named.some((p) => /\/d\/\d+\/\d+\.json$/.test(p))).toBe(true);
    expect(named.some((p) => /\/t\/\d+\.bin$/.test(p))).toBe(true);

    docs = docs.filter((d) => d.id !== removedId);
    const changed = docs.findIndex((d) => d.id === 'doc-007');
    docs[changed] = makeDoc(7, { title: 'A corrected title', text: `${docs[changed]!.text} zyxwvut` });
    docs.push(
      makeDoc(60),
      makeDoc(61, { date: '1990-01-01' }), // older than every base document
      makeDoc(62, { date: '' }), // undated
      makeDoc(63, { date: docs[20]!.date }), // the same day as a base document
    );
    const report = await writeRankedIndex(sorted(docs), text, site, { reuse: true, headMinDocuments: 40 });
    expect(report).toMatchObject({ mode: 'delta', delta: { documents: 5, removed: 2 } });
    expect(report.delta!.replacedChunks).toBeGreaterThan(0);
    const m = manifestOf(site);
    expect(m.base.dir).toBe(baseDir);
    expect(m).toMatchObject({ documents: docs.length, delta: { documents: 5 } });

    const whole = await wholeLike(site, docs, 'whole-1');
    expect(await answers(site, docs)).toEqual(await answers(whole, docs));
    const r = await reader(site);
    const ids = async (q: string, order: Order) =>
      Promise.all([...(await r.find(q, {}, order)).found].map(async (n) => (await r.entry(n))[0]));
    expect(await ids('zyxwvut ', 'best')).toEqual(['doc-007']);
    expect(await ids('corrected ', 'best')).toEqual(['doc-007']);
    // By date: the older added document last among the dated, the undated one after all of them.
    const newest = await ids(`${BENCH_QUERIES.common} `, 'newest');
    expect(newest).toEqual(expect.arrayContaining(['doc-061', 'doc-062', 'doc-063']));
    expect(newest).toEqual(
      sorted(docs)
        .map((d) => d.id)
        .filter((id) => newest.includes(id)),
    );
  });

  it('leaves nothing of a removed document in the published index: no entry, no list, no word of its own', async () => {
    expect(removedWord).toBeTruthy();
    const files = indexFiles(site);
    for (const [path, bytes] of files) expect(bytes.includes(removedId), path).toBe(false);
    const keys = new Set<string>();
    for (const [path, bytes] of files)
      if (/\/(t|b)\/\d+\.bin$/.test(path)) for (const k of new Chunk(new Uint8Array(bytes)).keys) keys.add(k);
    expect(keys.has(removedWord)).toBe(false);
    expect(keys.has('zyxwvut')).toBe(true);
    // The changed document's old version is gone as well: its old title is no one's.
    expect(await (await reader(site)).postings(removedWord)).toBeNull();
    expect(state(site).base.filter((e) => e === null)).toHaveLength(2);
  });

  it('adds to a delta: a second write carries the chunks rewritten before and still agrees with a whole index', async () => {
    docs = docs.filter((d) => d.id !== 'doc-030');
    docs.push(makeDoc(64));
    const report = await writeRankedIndex(sorted(docs), text, site, { reuse: true, headMinDocuments: 40 });
    expect(report).toMatchObject({ mode: 'delta', delta: { documents: 6, removed: 3 } });
    const whole = await wholeLike(site, docs, 'whole-2');
    expect(await answers(site, docs)).toEqual(await answers(whole, docs));
    // Only the base and the one delta remain beside the manifest and the state.
    const m = manifestOf(site);
    expect(readdirSync(join(site, INDEX_DIR)).sort()).toEqual(
      [m.base.dir, m.delta!.dir, 'manifest.json', STATE_FILE].sort(),
    );
  });

  it("gives a first page from a base chunk's head only where no delta document holds the word", async () => {
    const { not } = await headPages(site, docs);
    // The added documents hold the common word: its first page comes from the whole list.
    expect(not).toContain(`${BENCH_QUERIES.common} `);
  });

  it('writes the index whole past the delta bound, and when the earlier state is missing', async () => {
    docs.push(makeDoc(65));
    const past = await writeRankedIndex(sorted(docs), text, site, { reuse: true, deltaLimit: 5 });
    expect(past.mode).toBe('full');
    expect(past.reason).toMatch(/7 documents added or changed and 3 removed .*: more than 5/);
    expect(manifestOf(site).delta).toBeNull();
    docs.push(makeDoc(66));
    await rm(join(site, INDEX_DIR, STATE_FILE));
    const again = await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    expect(again).toMatchObject({ mode: 'full', reason: 'no earlier index to add to' });
  });

  it('writes no delta when nothing changed, and writes whole when a text has no key', async () => {
    const same = await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    expect(same).toMatchObject({ mode: 'delta', delta: { documents: 0, removed: 0, replacedChunks: 0 } });
    expect(manifestOf(site).delta).toBeNull();
    const keyless = docs.map(({ textKey: _, ...d }) => d as Doc);
    const report = await writeRankedIndex(sorted(keyless), text, site, { reuse: true });
    expect(report).toMatchObject({ mode: 'full', reason: 'a document has no key for its text' });
  });
});

/** A small document of given text, for the cases below. */
const small = (id: string, date: string, text: string, title = `Title ${id}`): Doc => ({
  id,
  title,
  date,
  source: 'src',
  category: 'legal',
  summary: null,
  filters: { category: ['legal'] },
  text,
  textKey: createHash('sha256').update(text).digest('hex'),
});
async function idsFound(site: string, q: string, order: Order): Promise<string[]> {
  const r = await reader(site);
  const { found } = await r.find(q, {}, order);
  return Promise.all([...found].map(async (n) => (await r.entry(n))[0]));
}

describe('date order with a delta', () => {
  it('dating the only undated document keeps it among the dated, oldest first', async () => {
    const site = join(work, 'dated');
    let docs = [
      small('a', '2020-01-01', 'alpha one'),
      small('b', '2019-01-01', 'alpha two'),
      small('u', '', 'alpha three'),
    ];
    await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    // The undated document is given a date older than every other one.
    docs = [docs[0]!, docs[1]!, small('u', '2010-01-01', 'alpha three')];
    const report = await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    expect(report.mode).toBe('delta');
    const whole = join(work, 'dated-whole');
    await writeRankedIndex(sorted(docs), text, whole, {});
    expect(await idsFound(whole, 'alpha ', 'oldest')).toEqual(['u', 'b', 'a']);
    expect(await idsFound(site, 'alpha ', 'oldest')).toEqual(['u', 'b', 'a']);
  });
});

describe('what stays published after a removal', () => {
  it("keeps no removed document's own word as a chunk's bound in the manifest", async () => {
    const site = join(work, 'bounds');
    // Many distinct words, so that the base has many chunks.
    const docs: Doc[] = [];
    for (let i = 0; i < 40; i++) {
      const words = Array.from(
        { length: 300 },
        (_, k) => `w${String(i).padStart(2, '0')}x${String(k).padStart(3, '0')}q`,
      );
      docs.push(
        small(`d${String(i).padStart(2, '0')}`, `2000-01-${String(1 + (i % 28)).padStart(2, '0')}`, words.join(' ')),
      );
    }
    await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    const bounds = manifestOf(site).base.chunks;
    expect(bounds.length).toBeGreaterThan(3);
    // A bound that only one document's words begin with (every word here is one document's own).
    const bound = bounds.find((b) => /^w\d\dx/.test(b))!;
    expect(bound).toBeTruthy();
    const owner = `d${bound.slice(1, 3)}`;
    const rest = docs.filter((d) => d.id !== owner);
    const report = await writeRankedIndex(sorted(rest), text, site, { reuse: true });
    expect(report.mode).toBe('delta');
    // No remaining key begins with that bound: it is a word of the removed document.
    const r = await reader(site);
    const keys: string[] = [];
    for (const which of ['base', 'delta'] as const) {
      const seg = r.manifest[which];
      if (!seg) continue;
      for (let i = 0; i < seg.chunks.length; i++) keys.push(...(await r.chunk(which, i)).keys);
    }
    expect(keys.some((k) => k.startsWith(bound))).toBe(false);
    const manifestText = readFileSync(join(site, INDEX_DIR, 'manifest.json'), 'utf8');
    expect(manifestText.includes(JSON.stringify(bound)), `manifest still names ${bound}`).toBe(false);
  });
});

describe('reference length of a delta over an empty base', () => {
  it('documents added to an empty index are ranked as an index written whole ranks them', async () => {
    const site = join(work, 'empty');
    await writeRankedIndex([], text, site, { reuse: true });
    const filler = (n: number) => Array.from({ length: n }, (_, k) => `filler${k}`).join(' ');
    // Two documents of the same length, "beta" three times in the older, once in the newer.
    const docs = [
      small('once', '2020-01-02', `beta ${filler(2000)}`),
      small('thrice', '2020-01-01', `beta beta beta ${filler(1998)}`),
    ];
    await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    const whole = join(work, 'empty-whole');
    await writeRankedIndex(sorted(docs), text, whole, {});
    expect(await idsFound(whole, 'beta ', 'best')).toEqual(['thrice', 'once']);
    expect(await idsFound(site, 'beta ', 'best')).toEqual(['thrice', 'once']);
    // Scored against the empty base's reference length (1), every impact would be the floor.
    expect([...(await (await reader(site)).postings('beta'))!.impacts]).not.toEqual([1, 1]);
  });
});
