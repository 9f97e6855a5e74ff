/**
 * Through rounds of deltas (documents removed, changed and added): a one-word query's first page from its
 * chunk's head agrees with `find` for words with digits, accents, stems, stop words and typed prefixes; and
 * `title:` finds what the titles' terms say after deltas that changed titles (and changed them back).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldTerms } from '../../actions/lib/text/ranking.js';
import { termOf, words } from '../../actions/lib/text/analyser.js';
import { fieldFilterValues } from '../../site/read-model/search-fields.js';
import { INDEX_DIR } from '../../site/search-index/format.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { newestFirst } from '../../site/search-index/shards.js';
import { writeRankedIndex, type IndexDocument } from '../../site/search-index/write.js';

interface Doc extends IndexDocument {
  text: string;
}
const VOCAB = [
  'the',
  'and',
  'café',
  'Cafe',
  'covid19',
  '2019',
  'run',
  'running',
  'runner',
  'runs',
  'beta',
  'betamax',
  'happy',
  'happily',
  'happi',
  'court',
  'courts',
  'Zoë',
  'zoe',
  'x1',
  'abc',
  'abcd',
  'abcde',
  'décision',
  'decisions',
];
const DATES = ['2020-01-01', '2020-01-01', '2019-05-05', '2021-03-03', '', '', '2018-01-01'];
function doc(id: string, date: string, title: string, text: string): Doc {
  return {
    id,
    title,
    date,
    source: 's',
    category: 'legal',
    summary: null,
    filters: { category: ['legal'] },
    fieldFilters: fieldFilterValues({ entities: [], case_number: null, tags: [], title }),
    text,
    textKey: createHash('sha256').update(text).digest('hex'),
  };
}
const text = async (d: Doc) => ({ text: d.text, furniture: [] });
const sorted = (docs: Doc[]) => [...docs].sort(newestFirst);
const open = (site: string) => IndexReader.open(async (p) => new Uint8Array(await readFile(join(site, INDEX_DIR, p))));

let work: string;
beforeAll(async () => void (work = await mkdtemp(join(tmpdir(), 'review-head-title-'))));
afterAll(async () => void (work && (await rm(work, { recursive: true, force: true }))));

describe('headPage against find, through deltas', () => {
  it("gives find's first page and count whenever it gives a page", async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
    const mk = (id: string, body?: string) =>
      doc(
        id,
        pick(DATES),
        `T ${pick(VOCAB)}`,
        body ?? ['alpha', ...Array.from({ length: 3 + Math.floor(rnd() * 30) }, () => pick(VOCAB))].join(' '),
      );
    const site = join(work, 'fuzz');
    const docs = Array.from({ length: 40 }, (_, i) => mk(`d${i}`));
    let next = 40;
    let quick = 0;
    const qs = new Set<string>();
    for (const w of [...VOCAB, 'alpha'])
      for (const v of [w, w.toUpperCase(), w.slice(0, 3), w.slice(0, 4)])
        for (const q of [v, `${v} `, `"${v}"`]) qs.add(q);
    for (let round = 0; round < 7; round++) {
      if (round) {
        for (let k = 0; k < 1 + Math.floor(rnd() * 3); k++) docs.splice(Math.floor(rnd() * docs.length), 1);
        if (round % 3 === 1) {
          const i = Math.floor(rnd() * docs.length);
          docs[i] = mk(docs[i]!.id, `zzz ${pick(VOCAB)}`);
        }
        if (round % 3 === 2) docs.push(mk(`d${next++}`, `qqq ${pick(VOCAB)}`));
      }
      await writeRankedIndex(sorted(docs), text, site, { reuse: true, headMinDocuments: 3 });
      const r = await open(site);
      for (const q of qs)
        for (const size of [1, 5, 9, 10, 12]) {
          const page = await r.headPage(q, size);
          if (!page) continue;
          quick++;
          const f = await r.find(q, {}, 'best');
          expect({ docs: page.entries.map((e) => e[0]), total: page.total }, `${round} ${q} ${size}`).toEqual({
            docs: [...f.found.subarray(0, size)],
            total: f.found.length,
          });
        }
    }
    expect(quick).toBeGreaterThan(500);
  });
});

describe('title: after a delta that changed titles', () => {
  it("finds what the titles' terms say, before and after", async () => {
    const site = join(work, 'titles');
    const titles = [
      'Alpha report',
      'Report on Zoë',
      'COVID19 orders 2019',
      'Motion to dismiss',
      'Dismiss motion to',
      'Café décision',
      'The courts report',
      'Order',
      'Smith v. Jones',
      'Ünïcödé title',
    ];
    const docs = titles.map((t, i) =>
      doc(
        `d${i}`,
        `2020-01-${10 + i}`,
        t,
        `body ${i} report zoe covid19 2019 motion dismiss cafe decision alpha order smith jones beta memo`,
      ),
    );
    const qs = [
      'title:report',
      'title:Zoë',
      'title:ZOE',
      'title:covid19',
      'title:2019',
      'title:"motion to dismiss"',
      'title:"dismiss motion"',
      'title:décisions',
      'title:court',
      'title:"alpha report"',
      'title:orders',
      'title:unicode',
      'title:beta',
      'title:"beta memo"',
      'title:alpha',
      'title:granted',
    ];
    const expected = (q: string) => {
      const ts = words(q.slice(6).replace(/"/g, '')).map((w) => termOf(w));
      return sorted(docs)
        .filter((d) => fieldTerms(d.title).some((_, i, h) => ts.every((t, k) => h[i + k] === t)))
        .map((d) => d.id);
    };
    const check = async () => {
      const r = await open(site);
      for (const q of qs) {
        const { found } = await r.find(q, {}, 'newest');
        expect(await Promise.all([...found].map(async (n) => (await r.entry(n))[0])), q).toEqual(expected(q));
      }
    };
    await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    await check();
    docs[0] = doc('d0', docs[0]!.date, 'Beta memo', docs[0]!.text);
    docs[3] = doc('d3', docs[3]!.date, 'Motion granted', docs[3]!.text);
    expect((await writeRankedIndex(sorted(docs), text, site, { reuse: true })).mode).toBe('delta');
    await check();
    docs[0] = doc('d0', docs[0]!.date, 'Alpha report', docs[0]!.text);
    expect((await writeRankedIndex(sorted(docs), text, site, { reuse: true })).mode).toBe('delta');
    await check();
  });
});
