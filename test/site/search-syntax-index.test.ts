/**
 * The search page's index reads the search syntax: each query form over the known documents' built
 * index, read from disk with the page's own code (site/search-index/reader.ts), phrases checked on the
 * documents' text files.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../site/generator/build.js';
import { documentTextPath, INDEX_DIR } from '../../site/search-index/format.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { parseQuery } from '../../site/search-index/query-language.js';
import { searchTree } from '../../site/search-index/tree-search.js';
import { KNOWN_DOCS, knownArchive, RARE_WORD, type FixtureArchive } from './fixture.js';

let fx: FixtureArchive;
let reader: IndexReader;

/** The titles found for `query`, newest first. */
async function titles(query: string, filters: Record<string, string> = {}): Promise<string[]> {
  const { found } = await reader.find(query, filters, 'newest');
  return Promise.all([...found].map(async (d) => (await reader.entry(d))[1]));
}

/** The known documents whose title, summary or pages satisfy `holds`, newest first. */
function expected(holds: (text: string) => boolean): string[] {
  return [...KNOWN_DOCS]
    .sort((a, b) => b.date.localeCompare(a.date))
    .filter((d) => holds([d.title, d.summary ?? '', ...d.pages].join('\n')))
    .map((d) => d.title);
}

beforeAll(async () => {
  fx = await knownArchive({ images: false });
  const site = join(fx.root, 'site');
  await buildSite({ archiveDir: fx.archiveDir, outDir: site });
  reader = await IndexReader.open(
    async (path) => new Uint8Array(await readFile(join(site, INDEX_DIR, path))),
    async (id) => JSON.parse(gunzipSync(await readFile(join(site, documentTextPath(id)))).toString('utf8')) as string[],
  );
}, 120_000);
afterAll(async () => {
  if (fx) await rm(fx.root, { recursive: true, force: true });
});

describe('the site index reads the search syntax', () => {
  it('finds a phrase only where its words follow one another, and not its reversal', async () => {
    const phrase = await titles('"motion to dismiss"');
    expect(phrase).toEqual(expected((t) => /motion to dismiss/i.test(t)));
    expect(phrase.length).toBeGreaterThan(0);
    expect(await titles('"dismiss to motion"')).toEqual([]);
    // Its words alone are in more documents than the phrase.
    expect((await titles('motion dismiss')).length).toBeGreaterThanOrEqual(phrase.length);
  });

  it('excludes a word with a minus or NOT, and finds either word with OR', async () => {
    const withoutSmith = await titles('report -Smith');
    expect(withoutSmith).toEqual(expected((t) => /\breport\b/i.test(t) && !/\bsmith\b/i.test(t)));
    expect(withoutSmith.length).toBeGreaterThan(0);
    expect(await titles('report NOT Smith')).toEqual(withoutSmith);
    const either = await titles('Garcia OR Chen');
    expect(either).toEqual(expected((t) => /\b(garcia|chen)\b/i.test(t)));
    expect(either.length).toBeGreaterThan((await titles('Garcia')).length);
    // Alone, an exclusion finds every other document.
    expect(await titles('-archive')).toEqual([]);
    expect((await titles('-Smith')).length).toBe(expected((t) => !/\bsmith\b/i.test(t)).length);
  });

  it('reads every document’s list only for a NOT with nothing beside it to take from', async () => {
    // The years' lists stand for every document; a query that needs them not reads them in a round of its own.
    const asked: string[] = [];
    const counting = new Proxy(reader, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (key === 'filterValues')
          return (filter: string) => {
            asked.push(filter);
            return target.filterValues(filter);
          };
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const readsEvery = async (query: string) => {
      asked.length = 0;
      await searchTree(counting, parseQuery(query).tree!, null, []);
      return asked.includes('year');
    };
    expect(await readsEvery('report -Smith')).toBe(false);
    expect(await readsEvery('(Garcia OR Chen) NOT Smith')).toBe(false);
    expect(await readsEvery('-Smith')).toBe(true);
    expect(await readsEvery('Garcia OR -Smith')).toBe(true);
    expect(await readsEvery('report -(Smith OR -Garcia)')).toBe(true);
    // And what they find is what the words say.
    const has = (t: string, w: string) => new RegExp(`\\b${w}\\b`, 'i').test(t);
    expect(await titles('(Garcia OR Chen) NOT Smith')).toEqual(
      expected((t) => (has(t, 'garcia') || has(t, 'chen')) && !has(t, 'smith')),
    );
    expect(await titles('Garcia OR -Smith')).toEqual(expected((t) => has(t, 'garcia') || !has(t, 'smith')));
    expect(await titles('report -(Smith OR -Garcia)')).toEqual(
      expected((t) => has(t, 'report') && !has(t, 'smith') && has(t, 'garcia')),
    );
  });

  it('reads prefix*, fields and dates', async () => {
    expect(await titles(`${RARE_WORD.slice(0, 5)}*`)).toEqual(expected((t) => t.includes(RARE_WORD)));
    expect(await titles('title:report')).toEqual(
      KNOWN_DOCS.filter((d) => /report/.test(d.title))
        .map((d) => d.title)
        .sort((a, b) => titleDate(b).localeCompare(titleDate(a))),
    );
    expect(await titles('category:Financial')).toEqual(sortedBy((d) => d.category === 'financial'));
    expect(await titles('source:"state archives"')).toEqual(sortedBy((d) => d.source === 'State Archives'));
    expect(await titles('date:2016')).toEqual(sortedBy((d) => d.date.startsWith('2016')));
    expect(await titles('date:2016..2017-03')).toEqual(
      sortedBy((d) => d.date >= '2016' && d.date.slice(0, 7) <= '2017-03'),
    );
    expect(await titles('person:garcia')).toEqual(
      sortedBy((d) => (d.entities ?? []).some((e) => /garcia/i.test(e.name))),
    );
  });

  it('says how it read the query, and suggests a word for a typo', async () => {
    const read = await reader.find('report OR', {}, 'best');
    expect(read.readAs).toBe('report');
    expect(read.notes).toEqual(['an OR with nothing on one side was ignored']);
    const typo = await reader.find('quillfeathr ', {}, 'best');
    expect(typo.found).toHaveLength(0);
    expect(typo.suggestions).toEqual([{ word: 'quillfeathr', suggestion: RARE_WORD }]);
    expect((await reader.find('"the quillfeathr" OR archive', {}, 'best')).suggestions).toEqual([
      { word: 'quillfeathr', suggestion: RARE_WORD },
    ]);
    // A typo in the first two letters too: swapped, or a letter too many.
    for (const typo of [`${RARE_WORD[1]}${RARE_WORD[0]}${RARE_WORD.slice(2)}`, `x${RARE_WORD}`])
      expect((await reader.find(`${typo} `, {}, 'best')).suggestions, typo).toEqual([
        { word: typo, suggestion: RARE_WORD },
      ]);
    // An excluded word and a word found are never corrected.
    expect((await reader.find('archive -quillfeathr', {}, 'best')).suggestions).toEqual([]);
    expect((await reader.find('archive', {}, 'best')).suggestions).toEqual([]);
  });
});

const titleDate = (title: string) => KNOWN_DOCS.find((d) => d.title === title)!.date;
const sortedBy = (keep: (d: (typeof KNOWN_DOCS)[number]) => boolean) =>
  [...KNOWN_DOCS]
    .sort((a, b) => b.date.localeCompare(a.date))
    .filter(keep)
    .map((d) => d.title);
