/**
 * The server searches a document's pages without their furniture (running headers, page numbers, filing
 * stamps), as the site's index does, whether its index is held in memory or is a file its thread writes
 * (where the furniture is found by that thread).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve/server.js';
import { fixtureDoc as doc, writeArchive } from '../helpers/archive-fixtures.js';
import { call, git, serve } from './helpers.js';

const stamp = (n: number) => `Case: 20-1507 Document: 00117684624 Page: ${n} Date Filed: 12/22/2020`;
const PROSE = [
  'The chapel asked for a temporary restraining order against the orders.',
  'The district court denied the request after a telephone conference.',
  'The appeal is dismissed for want of appellate jurisdiction.',
];

let root: string;
let ids: string[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-serve-furniture-'));
  const written = await writeArchive(root, [
    doc({
      title: 'Order on the motion',
      pages: PROSE.map((p, i) => `- ${i + 1} -\nZORBLATT REPORTING v. MILLS\n${p}\n${stamp(i + 1)}`),
    }),
  ]);
  ids = written.ids;
  git(root, 'init', '--quiet', '--initial-branch=main');
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', 'The archive');
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

type Hits = { data: { document_id: string; highlights: { snippet: string } }[] };

describe.each([
  ['held in memory', ':memory:'],
  ['in a file, written by its thread', 'search.sqlite'],
])('the server, its index %s', (_, index) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve(root, { indexPath: index === ':memory:' ? index : join(root, '.dirhub-cache', index) });
  });
  afterAll(() => server?.close());

  const search = async (q: string) =>
    (await call(`${server.url}/api/v1/search?q=${encodeURIComponent(q)}`)).body as Hits;

  it('finds the words of the pages, not their headers, stamps and page numbers', async () => {
    const found = await search('telephone conference');
    expect(found.data.map((h) => h.document_id)).toEqual([ids[0]]);
    expect(found.data[0]!.highlights.snippet).toContain('<mark>telephone</mark> <mark>conference</mark>');
    expect(found.data[0]!.highlights.snippet).not.toMatch(/ZORBLATT|Document: 00117684624/);
    for (const furniture of ['zorblatt', '00117684624', '"Date Filed"'])
      expect((await search(furniture)).data, furniture).toEqual([]);
  });
});
