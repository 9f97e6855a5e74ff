/**
 * The search syntax (site/search-index/query-language.ts) on a real server over loopback, on a small
 * archive written for it: each form finds exactly the documents it should, what is not valid syntax is
 * read as words and never fails, and every answer says how its query was read.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve/server.js';
import { fixtureDoc as doc, writeArchive } from '../helpers/archive-fixtures.js';
import { call, git, OpenApiChecker, serve } from './helpers.js';

const APPEALS = 'Court of Appeals, Ninth Circuit';

/** Named by what each is for; a query's expected answer is a list of these names. */
const DOCS = {
  phrase: doc({
    title: 'Order on the motion',
    pages: ['The court grants summary judgment for the tenant.'],
    source: APPEALS,
    date: '2019-05-01',
    entities: [{ name: 'Marlowe', type: 'person' }],
    tags: ['housing'],
  }),
  reversed: doc({
    title: 'Statement of costs',
    pages: ['The judgment summary lists the costs of the tenant.'],
    date: '2020-02-03',
    entities: [{ name: 'Okafor', type: 'person' }],
  }),
  lease: doc({
    title: 'Lease dispute',
    pages: ['Marlowe signed the lease. The landlord appealed the ruling in 1:19-cv-0042.'],
    category: 'financial',
    date: '2021-07-01',
    entities: [{ name: 'Acme Holdings', type: 'organization' }],
  }),
  appeal: doc({
    title: 'Appeal of the eviction',
    pages: ['Okafor filed a notice; the landlord answered.'],
    source: APPEALS,
    case_number: '1:19-CV-0042',
    date: '2018-01-01',
    entities: [{ name: 'Lagos', type: 'location' }],
  }),
  minutes: doc({
    title: 'Zoning minutes',
    pages: ['Minutes of the zoning board meeting about housing.'],
    source: 'City Council',
    category: 'government',
    date: '2022-03-03',
    verification_level: 1,
  }),
};
type Name = keyof typeof DOCS;
const NAMES = Object.keys(DOCS) as Name[];

let server: RunningServer;
let checker: OpenApiChecker;
let nameOf: Map<string, Name>;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-search-syntax-'));
  const { ids } = await writeArchive(root, Object.values(DOCS));
  nameOf = new Map(ids.map((id, i) => [id, NAMES[i]!]));
  git(root, 'init', '--quiet', '--initial-branch=main');
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', 'The archive');
  server = await serve(root);
  checker = await OpenApiChecker.load(server.url);
});
afterAll(() => server?.close());

interface Found {
  names: Name[];
  query: { read_as: string; notes: string[]; did_you_mean?: { word: string; suggestion: string }[] };
}

async function search(q: string): Promise<Found> {
  const path = `/api/v1/search?q=${encodeURIComponent(q)}&size=100`;
  const answer = await checker.check('GET', path, await call(`${server.url}${path}`));
  expect(answer.status, q).toBe(200);
  const body = answer.body as { data: { document_id: string }[]; meta: { query: Found['query'] } };
  return { names: body.data.map((d) => nameOf.get(d.document_id)!).sort(), query: body.meta.query };
}
const names = async (q: string) => (await search(q)).names;

describe('the search syntax on dirhub serve', () => {
  it('finds a phrase only where it stands, and its reversal only where that stands', async () => {
    expect(await names('summary judgment')).toEqual(['phrase', 'reversed']);
    expect(await names('"summary judgment"')).toEqual(['phrase']);
    expect(await names('"judgment summary"')).toEqual(['reversed']);
    expect(await names('"tenant summary judgment"')).toEqual([]);
  });

  it('excludes every document holding an excluded word, with - and with NOT', async () => {
    expect(await names('landlord')).toEqual(['appeal', 'lease']);
    expect(await names('landlord -Marlowe')).toEqual(['appeal']);
    expect(await names('landlord NOT Marlowe')).toEqual(['appeal']);
    expect(await names('tenant -"summary judgment"')).toEqual(['reversed']);
    // With no word to rank by, the rest of the archive, newest first.
    expect(await names('-judgment')).toEqual(['appeal', 'lease', 'minutes']);
  });

  it('finds either side of an OR, and reads parentheses', async () => {
    expect(await names('Marlowe OR Okafor')).toEqual(['appeal', 'lease', 'phrase', 'reversed']);
    expect(await names('landlord (Marlowe OR Okafor)')).toEqual(['appeal', 'lease']);
    expect(await names('(Marlowe OR Okafor) -(landlord OR costs)')).toEqual(['phrase']);
    expect(await names('zoning OR category:financial')).toEqual(['lease', 'minutes']);
  });

  it('finds the words a prefix begins', async () => {
    expect(await names('landl*')).toEqual(['appeal', 'lease']);
    expect(await names('zon*')).toEqual(['minutes']);
  });

  it('reads each field in its own place', async () => {
    expect(await names('appeal')).toEqual(['appeal', 'lease']);
    expect(await names('title:appeal')).toEqual(['appeal']);
    expect(await names('court:appeals')).toEqual(['appeal', 'phrase']);
    expect(await names('source:"city council"')).toEqual(['minutes']);
    // A name of its kind, by whole words: not the same word in the text, nor a name of another kind.
    expect(await names('Okafor')).toEqual(['appeal', 'reversed']);
    expect(await names('person:Okafor')).toEqual(['reversed']);
    expect(await names('person:okaf')).toEqual([]);
    expect(await names('place:lagos')).toEqual(['appeal']);
    expect(await names('person:Lagos')).toEqual([]);
    expect(await names('place:Lagos organization:acme')).toEqual([]);
    expect(await names('organization:"Acme Holdings"')).toEqual(['lease']);
    expect(await names('org:holdings')).toEqual(['lease']);
    // The record's case number, whole words of it, in any case; the number in a text is a phrase.
    expect(await names('case:1:19-cv-0042')).toEqual(['appeal']);
    expect(await names('case:"19-cv-0042"')).toEqual(['appeal']);
    expect(await names('case:9-cv-0042')).toEqual([]);
    expect(await names('"1:19-cv-0042"')).toEqual(['lease']);
    expect(await names('category:financial')).toEqual(['lease']);
    expect(await names('tag:housing')).toEqual(['phrase']);
    expect(await names('housing')).toEqual(['minutes', 'phrase']);
    expect(await names('verification:1')).toEqual(['minutes']);
    expect(await names('-verification:1 court:appeals')).toEqual(['appeal', 'phrase']);
  });

  it('filters by dates and ranges of dates', async () => {
    expect(await names('date:2019..2020')).toEqual(['phrase', 'reversed']);
    expect(await names('judgment date:2020')).toEqual(['reversed']);
    expect(await names('date:2021..')).toEqual(['lease', 'minutes']);
    expect(await names('landlord date:..2019-12-31')).toEqual(['appeal']);
  });

  it('narrows the document list the same way, keeping its date order', async () => {
    const path = `/api/v1/documents?q=${encodeURIComponent('(landlord OR zoning) -Marlowe')}`;
    const answer = await checker.check('GET', path, await call(`${server.url}${path}`));
    expect(answer.status).toBe(200);
    const listed = (answer.body as { data: { document_id: string }[] }).data.map((d) => nameOf.get(d.document_id));
    expect(listed).toEqual(['minutes', 'appeal']);
  });

  it('says how the query was read', async () => {
    expect((await search('court:"Court of Appeals" -sealed')).query).toEqual({
      read_as: 'source:"Court of Appeals" -sealed',
      notes: [],
    });
    expect(await search('"summary judgment')).toEqual({
      names: ['phrase', 'reversed'],
      query: { read_as: 'summary judgment', notes: ['an unclosed quote was ignored'] },
    });
  });

  it('suggests, for a word that matches nothing, the nearest word the index holds', async () => {
    expect(await search('okafr')).toEqual({
      names: [],
      // As the name is written, capital and all.
      query: { read_as: 'okafr', notes: [], did_you_mean: [{ word: 'okafr', suggestion: 'Okafor' }] },
    });
    // A typo in the first two letters too: swapped, or a letter too many.
    for (const typo of ['koafor', 'xokafor'])
      expect((await search(typo)).query.did_you_mean, typo).toEqual([{ word: typo, suggestion: 'Okafor' }]);
    const typo = await search('Marlowe OR judgmnet');
    expect(typo.names).toEqual(['lease', 'phrase']);
    expect(typo.query.did_you_mean).toEqual([{ word: 'judgmnet', suggestion: 'judgment' }]);
    // A word the index holds, an excluded word and a word far from every other get none.
    for (const q of ['judgment', 'judgment -okafr', 'xqzvw'])
      expect((await search(q)).query.did_you_mean, q).toBeUndefined();
  });

  it("lists the HTML page's results in the form's order, and keeps the order in its links", async () => {
    /** The page's results, by name, in its order; and the order its form has chosen. */
    const page = async (query: string) => {
      const html = await (await fetch(`${server.url}/search?${query}`)).text();
      const ids = [...html.matchAll(/<li class="result"><h2><a href="[^"]*\/documents\/([^/"]+)\/"/g)].map(
        (m) => m[1]!,
      );
      return {
        names: ids.map((id) => nameOf.get(id)),
        chosen: html.match(/<option value="([a-z]*)" selected>/)?.[1],
        html,
      };
    };
    // "landlord": the appeal (2018) and the lease (2021); with no words, the Court of Appeals' two (2018, 2019).
    expect((await page('q=landlord&sort=oldest')).names).toEqual(['appeal', 'lease']);
    expect((await page('q=landlord&sort=newest')).names).toEqual(['lease', 'appeal']);
    const source = `source=${encodeURIComponent(APPEALS)}`;
    expect((await page(`q=&${source}&sort=oldest`)).names).toEqual(['appeal', 'phrase']);
    expect((await page(`q=&${source}&sort=newest`)).names).toEqual(['phrase', 'appeal']);
    expect((await page(`q=&${source}&sort=`)).names).toEqual(['phrase', 'appeal']);
    // Best match is the default, and an order it does not know is read as that.
    expect((await page('q=landlord&sort=sideways')).chosen).toBe('');
    const oldest = await page('q=okafr&sort=oldest');
    expect(oldest.chosen).toBe('oldest');
    expect(oldest.html).toContain('href="/search?q=Okafor&#38;sort=oldest"');
  });

  it("reads what is not valid syntax as words, and an engine's own operators as words too", async () => {
    expect(await search('(Marlowe OR')).toEqual({
      names: ['lease', 'phrase'],
      query: {
        read_as: 'Marlowe',
        notes: ['an OR with nothing on one side was ignored', 'an unclosed "(" was ignored'],
      },
    });
    expect(await names('NEAR(summary judgment)')).toEqual([]);
    expect(await names('{title}: ^lease')).toEqual([]);
    expect(await names('lease:dispute')).toEqual(['lease']);
    for (const q of ['"', ')', '-', 'title:', 'date:', '*', 'OR', 'NOT NOT', '"a""b', "'; DROP TABLE documents; --"]) {
      const found = await search(q);
      expect(found.names, q).toEqual([]);
    }
    // The API takes up to 500 characters (longer is a 400 naming the limit); the syntax reads 32 terms.
    const long = await search(`${'summary '.repeat(61)}judgment`);
    expect(long).toEqual({
      names: ['phrase', 'reversed'],
      query: expect.objectContaining({ notes: ['only the first 32 terms were used'] }),
    });
  });
});
