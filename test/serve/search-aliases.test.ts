/**
 * Names match their aliases: a person's alias, as the entity registry gives it, finds the documents naming
 * that person, on the site's index (built by the site build, read with the search page's code) and on
 * `dirhub serve` alike; the ranking's names field holds each name and its aliases
 * (site/read-model/search-names.ts).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve/server.js';
import { buildSite } from '../../site/generator/build.js';
import { documentTextPath, INDEX_DIR } from '../../site/search-index/format.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { registryPath } from '../../actions/lib/archive/registries.js';
import { fixtureDoc as doc, writeArchive } from '../helpers/archive-fixtures.js';
import { call, git, serve } from './helpers.js';

const DOCS = [
  doc({
    title: 'Deposition of the witness',
    pages: ['Robert Marlowe testified about the lease and the landlord.'],
    entities: [{ name: 'Robert Marlowe', type: 'person', aliases: ['Bobby Quillfeather'] }],
  }),
  doc({
    title: 'Letter to the council',
    pages: ['The council answered the tenants about the lease.'],
    date: '2021-02-02',
    entities: [{ name: 'City Council', type: 'organization', aliases: [] }],
  }),
];

let root: string;
let ids: string[];
let reader: IndexReader;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-search-aliases-'));
  const written = await writeArchive(root, DOCS, { registries: true });
  ids = written.ids;
  git(root, 'init', '--quiet', '--initial-branch=main');
  await writeFile(join(root, '.gitignore'), '.dirhub-cache/\nsite/\n');
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', 'The archive');
  const site = join(root, 'site');
  await buildSite({ archiveDir: written.archiveDir, outDir: site });
  reader = await IndexReader.open(
    async (path) => new Uint8Array(await readFile(join(site, INDEX_DIR, path))),
    async (id) => JSON.parse(gunzipSync(await readFile(join(site, documentTextPath(id)))).toString('utf8')) as string[],
  );
  server = await serve(root);
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function onSite(query: string): Promise<string[]> {
  const { found } = await reader.find(`${query} `, {}, 'best');
  return Promise.all([...found].map(async (d) => (await reader.entry(d))[0]));
}

async function onServer(query: string): Promise<string[]> {
  const answer = await call(`${server.url}/api/v1/search?q=${encodeURIComponent(query)}`);
  expect(answer.status, query).toBe(200);
  return (answer.body as { data: { document_id: string }[] }).data.map((d) => d.document_id);
}

describe('names match their aliases', () => {
  it('finds the documents naming a person by the alias, on the site and on the server', async () => {
    for (const query of ['quillfeather', 'Bobby Quillfeather', 'quillfeather lease']) {
      expect(await onSite(query), query).toEqual([ids[0]]);
      expect(await onServer(query), query).toEqual([ids[0]]);
    }
    // The alias is no word of any text: without the names it would find nothing.
    expect(DOCS.some((d) => d.pages.join(' ').toLowerCase().includes('quillfeather'))).toBe(false);
    // The name itself still finds the document, and a word of no name nor text finds nothing.
    expect(await onServer('Marlowe')).toEqual([ids[0]]);
    expect(await onSite('zzyzx')).toEqual([]);
    expect(await onServer('zzyzx')).toEqual([]);
  });

  it('follows a commit that changes only a registry: the documents whose names changed, and only those', async () => {
    const path = join(root, registryPath('organizations'));
    const registry = JSON.parse(await readFile(path, 'utf8')) as { name: string; aliases: string[] }[];
    registry.find((e) => e.name === 'City Council')!.aliases.push('Aldermoot');
    await writeFile(path, JSON.stringify(registry, null, 2));
    git(root, 'commit', '--quiet', '-am', 'An alias of the council');
    expect(await onServer('aldermoot')).toEqual([]);
    expect(await server.context.view.refresh()).toMatchObject({ mode: 'incremental', indexed: 1, removed: 0 });
    expect(await onServer('aldermoot')).toEqual([ids[1]]);
    expect(await onServer('quillfeather')).toEqual([ids[0]]);
  });
});
