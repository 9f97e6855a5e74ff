/**
 * Incremental builds, with real Eleventy builds: after a document is added, a record edited or a
 * document removed, `--incremental` over the earlier build gives the very files a full build gives (but
 * the search index, written as a delta beside the earlier one, which finds the same documents), and
 * renders only the pages its plan names.
 */
import { readFileSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDir, pageTextPaths, recordPath } from '../../actions/lib/archive/layout.js';
import { readRecord } from '../../actions/lib/archive/read.js';
import { buildSite, type BuildReport } from '../../site/generator/build.js';
import {
  BUILD_MANIFEST,
  parseManifest,
  planIncrementalBuild,
  type BuildManifest,
} from '../../site/generator/incremental.js';
import { INDEX_DIR } from '../../site/search-index/format.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { STATE_FILE } from '../../site/search-index/write.js';
import { BENCH_QUERIES, syntheticDoc, writeArchive, writeSyntheticArchive } from '../helpers/archive-fixtures.js';
import { listFiles } from './crawl.js';

const DOCUMENTS = 24;
/** Small codex pages, so one document moves rows across several of them. */
const CODEX_PAGE_SIZE = 8;
/** Every file's time is set to this before an incremental build: a file still carrying it was not written. */
const UNTOUCHED = new Date('2001-01-01T00:00:00Z');

let root: string;
let work: string;
let site: string;
let ids: string[];

const build = (out: string, incremental: boolean) =>
  buildSite({ archiveDir: root, outDir: out, codexPageSize: CODEX_PAGE_SIZE, incremental, originalsUrl: null });

/** Every file of a built site, by its path from the site root, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  return new Map(
    listFiles(dir)
      .map((f) => [relative(dir, f).split('\\').join('/'), readFileSync(f)] as const)
      .sort(),
  );
}

function manifest(dir: string): BuildManifest {
  return parseManifest(readFileSync(join(dir, BUILD_MANIFEST), 'utf8'))!;
}

/** Sets every file's time back, so the next build's writes show. */
function markUntouched(dir: string): void {
  for (const f of listFiles(dir)) utimesSync(f, UNTOUCHED, UNTOUCHED);
}

/** The HTML pages the last build wrote (their time moved), from the site root. */
function rewrittenPages(dir: string): string[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('.html') && statSync(f).mtimeMs !== UNTOUCHED.getTime())
    .map((f) => relative(dir, f).split('\\').join('/'))
    .sort();
}

/**
 * What searches find, as document ids: in date order exactly, and best first as a set (each index's
 * scores are worked out against its own base's average length, so equal scores may fall otherwise).
 */
async function searchAnswers(dir: string): Promise<Record<string, string[]>> {
  const reader = await IndexReader.open(async (path) => new Uint8Array(await readFile(join(dir, INDEX_DIR, path))));
  const out: Record<string, string[]> = {};
  for (const q of [`${BENCH_QUERIES.common} `, ...BENCH_QUERIES.typical.map((w) => `${w} `), 'corrected ', 'kat'])
    for (const order of ['best', 'newest', 'oldest'] as const) {
      const { found } = await reader.find(q, {}, order);
      const ids = await Promise.all([...found].map(async (n) => (await reader.entry(n))[0]));
      out[`${order} ${q}`] = order === 'best' ? ids.sort() : ids;
    }
  return out;
}

/** The pages every build renders whatever changed: those of the templates that are not paginated. */
const SINGLE_PAGES = [
  '404.html',
  'embed/index.html',
  'index.html',
  'infographics/index.html',
  'offline/index.html',
  'search/index.html',
  'slideshows/index.html',
  'timeline/index.html',
  'upload/index.html',
];

/**
 * Builds incrementally over `site`, then fully into a fresh folder, and checks the two are the same
 * file for file and byte for byte, and that the incremental build wrote only the pages its plan named.
 */
async function incrementalMatchesFull(): Promise<{ report: BuildReport; before: BuildManifest }> {
  const before = manifest(site);
  markUntouched(site);
  const report = await build(site, true);
  const reference = join(work, 'full');
  await rm(reference, { recursive: true, force: true });
  await build(reference, false);
  // Outside the search index and the service worker that lists its files: the very same files.
  const outsideIndex = (files: Map<string, Buffer>) =>
    new Map([...files].filter(([path]) => !path.startsWith(`${INDEX_DIR}/`) && path !== 'sw.js'));
  const incremental = outsideIndex(tree(site));
  const full = outsideIndex(tree(reference));
  expect([...incremental.keys()]).toEqual([...full.keys()]);
  for (const [path, bytes] of full) expect(incremental.get(path)!.equals(bytes), path).toBe(true);
  // The search index: a delta beside the earlier base, which finds what the full build's finds.
  expect(report.searchIndex.update).toMatchObject({ mode: 'delta' });
  expect(await searchAnswers(site)).toEqual(await searchAnswers(reference));
  // The service worker keeps exactly the index files there are (the index is small enough to keep whole).
  const listed = [...readFileSync(join(site, 'sw.js'), 'utf8').matchAll(/"\/(search-index\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const present = [...tree(site).keys()].filter((p) => p.startsWith(`${INDEX_DIR}/`) && !p.endsWith(STATE_FILE));
  expect(listed.sort()).toEqual(present.sort());

  // The plan: every paginated page whose inputs changed or are new, and the single pages. Nothing else.
  const after = manifest(site);
  const changed = Object.keys(after.pages).filter((p) => before.pages[p] !== after.pages[p]);
  expect(report.incremental.mode).toBe('incremental');
  expect(report.incremental.rendered).toBe(changed.length);
  expect(rewrittenPages(site)).toEqual([...changed, ...SINGLE_PAGES].sort());
  expect(report.incremental.kept).toBe(Object.keys(after.pages).length - changed.length);
  return { report, before };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'dirhub-incremental-'));
  root = join(work, 'repo');
  ({ ids } = await writeSyntheticArchive(root, DOCUMENTS));
  site = join(work, 'site');
  const first = await build(site, true);
  expect(first.incremental).toMatchObject({ mode: 'full', reason: expect.stringMatching(/no earlier build/) });
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('an incremental build', () => {
  it('adds one document: its page, the listings it enters, nothing else', async () => {
    const { ids: added } = await writeArchive(root, [syntheticDoc(DOCUMENTS)], { pdf: 'shared', offset: DOCUMENTS });
    const { report, before } = await incrementalMatchesFull();
    expect(report.incremental.documents).toEqual({ added, changed: [], removed: [], unchanged: DOCUMENTS });
    const rendered = Object.keys(manifest(site).pages).filter((p) => before.pages[p] !== manifest(site).pages[p]);
    // No other document's page is rendered again.
    expect(rendered.filter((p) => p.startsWith('documents/'))).toEqual([`documents/${added[0]}/index.html`]);
    ids.push(...added);
  }, 120_000);

  it('edits one record: its page and the listings that show it', async () => {
    const id = ids[3]!;
    const record = (await readRecord(root, id))!;
    await writeFile(join(root, recordPath(id)), JSON.stringify({ ...record, title: 'A corrected title' }, null, 2));
    const { report } = await incrementalMatchesFull();
    expect(report.incremental.documents).toMatchObject({ added: [], changed: [id], removed: [] });
    expect(readFileSync(join(site, 'documents', id, 'index.html'), 'utf8')).toContain('A corrected title');
    expect(rewrittenPages(site).filter((p) => p.startsWith('documents/'))).toEqual([`documents/${id}/index.html`]);
  }, 120_000);

  it("corrects one page's text: that document's page, text file and search entry, nothing else of it", async () => {
    const id = ids[4]!;
    const record = (await readRecord(root, id))!;
    const file = join(root, pageTextPaths(record)[0]!);
    await writeFile(file, `${readFileSync(file, 'utf8')}\nA correction naming quillfeather.`);
    const { report } = await incrementalMatchesFull();
    expect(report.incremental.documents).toMatchObject({ added: [], changed: [id], removed: [] });
    expect(report.searchIndex.update).toMatchObject({ delta: { documents: 3 } }); // with the two before
    const reader = await IndexReader.open(async (path) => new Uint8Array(await readFile(join(site, INDEX_DIR, path))));
    const { found } = await reader.find('quillfeather ', {}, 'best');
    expect(await Promise.all([...found].map(async (n) => (await reader.entry(n))[0]))).toEqual([id]);
    expect(rewrittenPages(site).filter((p) => p.startsWith('documents/'))).toEqual([`documents/${id}/index.html`]);
  }, 120_000);

  it('removes one document: its files go, the listings that showed it are rendered again', async () => {
    const id = ids[5]!;
    await rm(join(root, documentDir(id)), { recursive: true });
    const { report } = await incrementalMatchesFull();
    expect(report.incremental.documents).toMatchObject({ added: [], changed: [], removed: [id] });
    expect(listFiles(site).some((f) => f.includes(id))).toBe(false);
    expect(rewrittenPages(site).filter((p) => p.startsWith('documents/'))).toEqual([]);
  }, 120_000);
});

describe('the plan', () => {
  const manifestOf = (pages: Record<string, string>, key = 'k'): BuildManifest => ({
    format: 1,
    build_key: key,
    documents: {},
    pages,
  });

  it('renders everything when the code, templates or settings changed', () => {
    const plan = planIncrementalBuild(
      manifestOf({ 'a/index.html': '1' }, 'old'),
      manifestOf({ 'a/index.html': '1' }),
      () => true,
    );
    expect(plan).toMatchObject({ mode: 'full', render: ['a/index.html'], kept: 0 });
    expect(plan.reason).toMatch(/code, templates or site settings changed/);
  });

  it('renders a page whose inputs are unchanged when its file is missing', () => {
    const pages = { 'a/index.html': '1', 'b/index.html': '2' };
    const plan = planIncrementalBuild(manifestOf(pages), manifestOf(pages), (f) => f !== 'b/index.html');
    expect(plan).toMatchObject({ mode: 'incremental', render: ['b/index.html'], kept: 1 });
  });

  it('takes an unreadable or older manifest as none', () => {
    expect(parseManifest('{"format":0}')).toBeNull();
    expect(parseManifest('not json')).toBeNull();
    expect(parseManifest(null)).toBeNull();
  });
});
