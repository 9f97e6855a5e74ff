/**
 * `dirhub build`: archive folder in, static site out. The build is planned first (plan.ts: every page,
 * API file, copy, asset and search shard, from the archive), then performed here: draw the charts,
 * bundle the browser code, render the pages with Eleventy, copy the originals and images, write the
 * JSON API, write the search index, then the web app manifest and the service worker.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { documentApiFile, listApiFiles, readPageTexts, staticDocumentDetailJson, type ApiFile } from './static-api.js';
import { buildCharts } from './charts.js';
import { renderSite } from './eleventy.js';
import {
  BUILD_MANIFEST,
  documentKey,
  parseManifest,
  textKey,
  planIncrementalBuild,
  renderSelection,
  siteInputs,
  type IncrementalPlan,
} from './incremental.js';
import { manifestIcons } from './icons.js';
import type { PublicDocument, ReadModel } from '../read-model/model.js';
import {
  CLIENT_ENTRIES,
  listFiles,
  MARKER,
  pdfjsAssets,
  PDFJS_ASSETS_DIR,
  planSiteBuild,
  type BuildOptions,
  type PlannedSite,
} from './plan.js';
import { searchFilterValues } from './pages.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { storedFurniture, type SearchableText } from '../search-index/furniture-lines.js';
import { searchablePages } from '../../actions/lib/enrichment/searchable-pages.js';
import { searchNames } from '../read-model/search-names.js';
import { fieldFilterValues } from '../read-model/search-fields.js';
import type { WrittenIndex } from '../search-index/indexer.js';
import { isIndexFolder, SEARCH_INDEXERS } from '../search-index/indexers.js';
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import type { Problem } from '../../actions/lib/core/problem.js';
import { textContentIds } from '../../actions/lib/archive/content-ids.js';
import { SiteData } from './site-data.js';
import { oembedJson } from './document-head.js';
import { atomFeed, siteFeeds } from './feeds.js';
import { parsePageWords, type PageWords } from '../../actions/lib/archive/ocr-words.js';
import { siteWords } from '../read-model/page-words.js';
import { paths } from '../read-model/urls.js';

export interface BuildReport {
  outDir: string;
  base: string;
  documents: number;
  htmlPages: number;
  apiFiles: number;
  /** Bundles searched side by side (shards); 0 for an index that is one. */
  searchIndex: {
    engine: SearchEngineName;
    pages: number;
    shards: number;
    files: number;
    bytes: number;
    /** For the ranked index: written whole, or only a delta beside the earlier build's base (and why). */
    update?: WrittenIndex['update'];
  };
  /** Files left by an earlier build into the same folder that this archive no longer produces, now deleted. */
  removed: number;
  /**
   * What was rebuilt: everything (`full`), or with `--incremental` and an earlier build's manifest only
   * the pages, API files and texts whose inputs changed (the single pages and the search index always are).
   */
  incremental: Omit<IncrementalPlan, 'render'> & { rendered: number };
  /** Milliseconds per step. */
  timings: Record<'load' | 'inputs' | 'charts' | 'client' | 'eleventy' | 'files' | 'api' | 'search' | 'pwa', number>;
  warnings: Problem[];
}

/** The publish workflow's --originals-url, for an example repository on its main branch (the benchmarks build so). */
export const PUBLISHED_ORIGINALS_URL = 'https://media.githubusercontent.com/media/example-org/records/main/';

const WRITE_BATCH = 64;
/** Below this total size every search index file is fetched at install, so any search works offline. */
const OFFLINE_INDEX_LIMIT = 8 * 1024 * 1024;

/** The plan refused a folder another program made; this only creates the folder and marks it as dirhub's. */
async function prepareOutDir(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, MARKER), 'Built by dirhub build. Everything here is regenerated from the archive.\n');
}

async function inBatches<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += WRITE_BATCH) await Promise.all(items.slice(i, i + WRITE_BATCH).map(fn));
}

async function writeJsonFile(outDir: string, file: ApiFile): Promise<void> {
  const target = join(outDir, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(file.body));
}

/**
 * Writes `text` unless the file already holds it: a feed whose documents did not change keeps its file
 * (and its modification time, which feed readers ask by) from one build to the next.
 */
async function writeIfChanged(target: string, text: string): Promise<void> {
  if ((await readFile(target, 'utf8').catch(() => null)) === text) return;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
}

/** Copies a file unless an identical-size copy is already there (rebuilds then skip the originals). */
async function copyIfChanged(from: string, to: string): Promise<boolean> {
  const src = await stat(from).catch(() => null);
  if (!src) return false;
  const dst = await stat(to).catch(() => null);
  if (dst && dst.size === src.size && dst.mtimeMs >= src.mtimeMs) return true;
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
  return true;
}

/** Bundles the pages' scripts into `outDir/assets`; returns a version of them (and the styles) for their URLs. */
export async function bundleClient(root: string, outDir: string): Promise<string> {
  const client = join(root, 'site', 'client');
  const result = await esbuild({
    entryPoints: CLIENT_ENTRIES.map((n) => join(client, `${n}.ts`)),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    outdir: join(outDir, 'assets'),
    logLevel: 'silent',
    write: true,
    metafile: true,
  });
  const hash = createHash('sha256');
  for (const file of Object.keys(result.metafile.outputs).sort()) hash.update(await readFile(resolve(file)));
  hash.update(readFileSync(join(root, 'site', 'assets', 'site.css')));
  for (const a of await pdfjsAssets()) await copyIfChanged(a.from, join(outDir, a.to));
  return hash.digest('hex').slice(0, 12);
}

/** Removes the index an earlier build left, of either engine, before the new one is written, but what `keep` names. */
async function removeSearchIndexes(outDir: string, keep: (name: string) => boolean): Promise<void> {
  for (const e of await readdir(outDir, { withFileTypes: true })) {
    if (e.isDirectory() && isIndexFolder(e.name) && !keep(e.name))
      await rm(join(outDir, e.name), { recursive: true, force: true });
  }
}

const gzip = promisify(gzipCallback);

/**
 * A document's text, stored once in the site: its pages as a JSON array, gzip-compressed (a third of the
 * bytes), which a browser can decompress natively (DecompressionStream; the site's pages inflate it at
 * once: site/client/document-text.ts). The document page, the API file
 * (`text_url`) and the search page's excerpts all read this file.
 */
async function writeDocumentText(outDir: string, d: PublicDocument): Promise<void> {
  const file = join(outDir, paths.documentText(d.id));
  await mkdir(dirname(file), { recursive: true });
  const json = JSON.stringify(await readPageTexts(d));
  await writeFile(file, await gzip(json, { level: zlibConstants.Z_BEST_COMPRESSION }));
}

/**
 * Where OCR read each word of a document's scanned pages, for the viewer (site/read-model/page-words.ts).
 * A word file that is not in its format (a hand edit) leaves its page without boxes: hits are then marked
 * in the text alone.
 */
async function writeDocumentWords(outDir: string, d: PublicDocument): Promise<void> {
  const pages: PageWords[] = [];
  for (const file of d.word_files) {
    const words = parsePageWords(await readFile(file, 'utf8').catch(() => ''));
    if (!('code' in words)) pages.push(words);
  }
  const file = join(outDir, paths.documentWords(d.id));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await gzip(JSON.stringify(siteWords(pages)), { level: zlibConstants.Z_BEST_COMPRESSION }));
}

/** What search reads of a document: its text without page furniture (`searchableText`), and those lines. */
async function readText(doc: PublicDocument): Promise<SearchableText> {
  const pages = await readPageTexts(doc);
  const searchable = searchablePages(pages);
  return { text: searchable.pages.join('\n'), furniture: storedFurniture(searchable.furniture) };
}

async function writePwa(
  root: string,
  outDir: string,
  model: ReadModel,
  assetVersion: string,
  index: WrittenIndex,
): Promise<void> {
  const base = model.publication.base;
  const manifest = {
    name: model.publication.title,
    short_name:
      model.publication.title.length > 12 ? model.publication.title.slice(0, 12).trim() : model.publication.title,
    description: model.publication.description || `A public archive of ${model.documents.length} documents.`,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1f5f8b',
    icons: manifestIcons(base),
  };
  await writeFile(join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
  // GitHub Pages: publish the folder as it is, without a Jekyll pass.
  await writeFile(join(outDir, '.nojekyll'), '');

  // The search index says which of its files search needs to start offline, and which it needs to
  // answer any query offline: those too are fetched at install while the whole index is small.
  // Only what search fetches counts (an index's own state for the next build is never fetched).
  const indexBytes = index.files.filter((f) => f.precache !== 'never').reduce((n, f) => n + f.bytes, 0);
  const small = indexBytes <= OFFLINE_INDEX_LIMIT;
  const indexUrls = index.files
    .filter((f) => f.precache === 'always' || (small && f.precache === 'while-small'))
    .map((f) => base + f.path);
  // pdf.js (5 MB with its fonts and maps) is fetched when a page is drawn, and kept then (cache first).
  const assets = (await listFiles(join(outDir, 'assets')))
    .map((f) => relative(outDir, f).split('\\').join('/'))
    .filter((rel) => !rel.startsWith(`${PDFJS_ASSETS_DIR}/`))
    .map((rel) => (/\.(js|css)$/.test(rel) ? `${base}${rel}?v=${assetVersion}` : `${base}${rel}`));
  const precache = [
    base,
    `${base}search/`,
    `${base}codex/`,
    `${base}offline/`,
    `${base}upload/`,
    `${base}manifest.webmanifest`,
    ...assets,
    ...indexUrls,
  ];
  const version = createHash('sha256')
    .update(assetVersion)
    .update(JSON.stringify(precache))
    .update(String(indexBytes))
    .update(String(model.documents.length))
    .digest('hex')
    .slice(0, 12);
  await esbuild({
    entryPoints: [join(root, 'site', 'client', 'sw.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    outfile: join(outDir, 'sw.js'),
    logLevel: 'silent',
    define: {
      __VERSION__: JSON.stringify(version),
      __BASE__: JSON.stringify(base),
      __PRECACHE__: JSON.stringify(precache),
      __CACHE_FIRST__: JSON.stringify(['assets/', ...index.cacheFirst]),
    },
  });
}

/**
 * Deletes what an earlier build left that this one did not produce: a removed document's page, file and
 * API entry must not stay published. `assets/` and the search index's bundles are regenerated whole and
 * left alone.
 */
async function pruneStale(outDir: string, produced: Set<string>): Promise<number> {
  const regenerated = (dir: string, name: string) => dir === outDir && (name === 'assets' || isIndexFolder(name));
  let removed = 0;
  const walk = async (dir: string): Promise<boolean> => {
    let empty = true;
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (regenerated(dir, e.name)) empty = false;
        else if (await walk(p)) await rm(p, { recursive: true, force: true });
        else empty = false;
      } else if (!produced.has(p)) {
        await rm(p, { force: true });
        removed++;
      } else empty = false;
    }
    return empty;
  };
  await walk(outDir);
  return removed;
}

/** An ISO 8601 UTC time, or the epoch for one that is not a time. */
function isoTime(t: string): string {
  return Number.isNaN(Date.parse(t)) ? new Date(0).toISOString() : new Date(t).toISOString();
}

/**
 * The version of everything that renders a page: the templates, assets, browser code and schemas under
 * site/, the build's own code as it runs (sources or dist/), the library it reads the archive with, and
 * the package and Eleventy versions. Another version makes an incremental build a full one.
 */
async function codeVersion(root: string): Promise<string> {
  const running = dirname(dirname(fileURLToPath(import.meta.url)));
  const folders = [...new Set([join(root, 'site'), running, join(dirname(running), 'actions', 'lib')])];
  const files = [join(root, 'package.json'), join(root, 'node_modules', '@11ty', 'eleventy', 'package.json')];
  for (const folder of folders) if (existsSync(folder)) files.push(...(await listFiles(folder)));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const bytes = await readFile(file).catch(() => null);
    if (bytes) hash.update(relative(root, file)).update('\0').update(bytes).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Each document's key and the key of its page texts (incremental.ts), from the texts' git blob ids: read
 * from git for a clean checkout, hashed from the files otherwise (textContentIds).
 */
async function documentKeys(
  archiveRoot: string,
  documents: PublicDocument[],
): Promise<{ documents: Map<string, string>; texts: Map<string, string> }> {
  const keys = { documents: new Map<string, string>(), texts: new Map<string, string>() };
  const ids = await textContentIds(
    archiveRoot,
    documents.flatMap((d) => d.text_files),
  );
  let at = 0;
  for (const d of documents) {
    const text = textKey(ids.slice(at, (at += d.text_files.length)));
    keys.texts.set(d.id, text);
    keys.documents.set(d.id, documentKey(d, text));
  }
  return keys;
}

/** The earlier build's manifest, when asked to reuse it; null otherwise or when it cannot be read. */
async function previousManifest(outDir: string, incremental: boolean | undefined) {
  if (!incremental) return null;
  return parseManifest(await readFile(join(outDir, BUILD_MANIFEST), 'utf8').catch(() => null));
}

function newestTimestamp(model: ReadModel): string {
  const newest = model.documents
    .map((d) => d.accepted_at)
    .filter((t) => !Number.isNaN(Date.parse(t)))
    .sort()
    .pop();
  return newest ? new Date(newest).toISOString() : new Date(0).toISOString();
}

/** Builds the site: plans it from the archive, then performs the plan. */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  options.log?.('load…');
  const planned = await planSiteBuild(options);
  return performSiteBuild(planned, options, Math.round(performance.now() - started));
}

type PerformOptions = Pick<
  BuildOptions,
  'log' | 'codexPageSize' | 'documentPagesPerRun' | 'searchShardLimits' | 'searchHeadMinDocuments' | 'incremental'
>;

type Timed = <T>(step: keyof BuildReport['timings'], fn: () => Promise<T>) => Promise<T>;

/** A timer that logs each step as it starts and records its milliseconds into `timings`. */
function stepTimer(timings: BuildReport['timings'], log: (line: string) => void): Timed {
  return async (step, fn) => {
    const started = performance.now();
    log(`${step}…`);
    try {
      return await fn();
    } finally {
      timings[step] = Math.round(performance.now() - started);
    }
  };
}

/**
 * The JSON API: the lists, then each added or changed document's text, word boxes, oEmbed and API file,
 * the feeds and the schemas. Returns how many API files the archive has.
 */
async function writeApi(
  root: string,
  outDir: string,
  base: string,
  model: ReadModel,
  rebuild: IncrementalPlan,
): Promise<number> {
  const lists = listApiFiles(model, newestTimestamp(model));
  await inBatches(lists, (f) => writeJsonFile(outDir, f));
  // A document's own files change only with it: its API file is stamped with its own acceptance.
  const rewritten = new Set([...rebuild.documents.added, ...rebuild.documents.changed]);
  await inBatches(
    model.documents.filter((d) => rewritten.has(d.id)),
    async (d) => {
      await writeDocumentText(outDir, d);
      if (d.viewer.words) await writeDocumentWords(outDir, d);
      await writeJsonFile(outDir, { path: paths.documentOembed(d.id), body: oembedJson(d, model.publication) });
      await writeJsonFile(outDir, documentApiFile(base, d.id, staticDocumentDetailJson(d), isoTime(d.accepted_at)));
    },
  );
  await inBatches(siteFeeds(model), (feed) => writeIfChanged(join(outDir, feed.path), atomFeed(feed, model)));
  // The JSON Schemas that every API file validates against are published beside them.
  const schemas = join(root, 'site', 'api-schemas');
  await mkdir(join(outDir, 'api', 'v1', 'schemas'), { recursive: true });
  for (const f of await readdir(schemas)) await copyFile(join(schemas, f), join(outDir, 'api', 'v1', 'schemas', f));
  return lists.length + model.documents.length;
}

/** The search index of the configured engine, written after the earlier build's index is removed. */
async function writeSearchIndex(
  outDir: string,
  planned: PlannedSite,
  rebuild: IncrementalPlan,
  textKeys: Map<string, string>,
  options: PerformOptions,
  log: (line: string) => void,
): Promise<WrittenIndex> {
  const indexer = SEARCH_INDEXERS[planned.settings.searchEngine];
  // An incremental build lets an engine that can add to its earlier index do so.
  const reuse = rebuild.mode === 'incremental' && indexer.addsToEarlier;
  await removeSearchIndexes(outDir, reuse ? (name) => indexer.ownsFolder(name) : () => false);
  const namesOf = searchNames(planned.model);
  const documents = planned.model.documents.map((d) => ({
    ...d,
    filters: searchFilterValues(d),
    fieldFilters: fieldFilterValues(d),
    names: namesOf(d),
    textKey: textKeys.get(d.id)!,
  }));
  return indexer.write(documents, readText, outDir, {
    log,
    ...(options.searchShardLimits ? { shardLimits: options.searchShardLimits } : {}),
    ...(options.searchHeadMinDocuments ? { headMinDocuments: options.searchHeadMinDocuments } : {}),
    ...(reuse ? { reuse } : {}),
  });
}

/** Every file this build wrote or kept on purpose: what is not among them is stale (pruneStale). */
function producedFiles(outDir: string, plan: PlannedSite['plan'], rendered: string[]): Set<string> {
  return new Set([
    ...rendered.map((f) => resolve(f)),
    ...plan.pages.map((p) => join(outDir, p)),
    ...plan.copies.map((c) => join(outDir, c.to)),
    ...plan.api_files.map((p) => join(outDir, p)),
    ...plan.texts.map((p) => join(outDir, p)),
    ...plan.oembeds.map((p) => join(outDir, p)),
    ...plan.words.map((p) => join(outDir, p)),
    ...plan.feeds.map((p) => join(outDir, p)),
    ...plan.site_files.map((f) => join(outDir, f)),
  ]);
}

/** What rebuilds: the incremental plan when asked for, otherwise everything (with that as its reason). */
function chooseRebuild(
  previous: Awaited<ReturnType<typeof previousManifest>>,
  inputs: ReturnType<typeof siteInputs>,
  outDir: string,
  incremental: boolean | undefined,
): IncrementalPlan {
  const incrementalPlan = planIncrementalBuild(previous, inputs, (file) => existsSync(join(outDir, file)));
  return incremental ? incrementalPlan : { ...incrementalPlan, reason: 'a full build (--incremental not asked)' };
}

/** Writes what `planned` says into its output folder. */
export async function performSiteBuild(
  planned: PlannedSite,
  options: PerformOptions,
  loadMs = 0,
): Promise<BuildReport> {
  const { plan, model, settings, shards } = planned;
  const log = options.log ?? (() => {});
  const root = packageRoot();
  const outDir = resolve(plan.out);
  const timings = { load: loadMs } as BuildReport['timings'];
  const time = stepTimer(timings, log);

  const previous = await previousManifest(outDir, options.incremental);
  await prepareOutDir(outDir);
  // Gone until the build ends: an interrupted build leaves no manifest vouching for half-written pages.
  await rm(join(outDir, BUILD_MANIFEST), { force: true });
  log(`${plan.documents} documents`);
  const charts = await time('charts', () => buildCharts(model));
  const assetVersion = await time('client', () => bundleClient(root, outDir));
  const data = new SiteData(
    model,
    charts,
    settings.config.categories,
    assetVersion,
    settings.searchEngine,
    shards,
    options.codexPageSize,
  );
  const { keys, inputs } = await time('inputs', async () => {
    const keys = await documentKeys(planned.archiveRoot, model.documents);
    return { keys, inputs: siteInputs(data, await codeVersion(root), keys.documents) };
  });
  const rebuild = chooseRebuild(previous, inputs, outDir, options.incremental);
  log(`${rebuild.mode} build: ${rebuild.reason}; ${rebuild.render.length} pages to render, ${rebuild.kept} kept`);
  const eleventy = await time('eleventy', () =>
    renderSite(join(root, 'site'), outDir, data, {
      log,
      documentPagesPerRun: options.documentPagesPerRun,
      ...(rebuild.mode === 'incremental' ? { selection: renderSelection(data, rebuild) } : {}),
    }),
  );
  await time('files', () =>
    inBatches(plan.copies, async (c) => {
      if (!(await copyIfChanged(c.from, join(outDir, c.to))))
        throw new Error(`${c.from} was there when the build was planned and is gone now`);
    }),
  );
  const apiCount = await time('api', () => writeApi(root, outDir, plan.base, model, rebuild));
  const index = await time('search', () => writeSearchIndex(outDir, planned, rebuild, keys.texts, options, log));
  await time('pwa', () => writePwa(root, outDir, model, assetVersion, index));
  const removed = await pruneStale(outDir, producedFiles(outDir, plan, eleventy.written));
  if (removed) log(`removed ${removed} files that the archive no longer produces`);
  // Last: the manifest says the folder holds what these inputs make.
  await writeFile(join(outDir, BUILD_MANIFEST), JSON.stringify(inputs));
  const { render, ...rebuilt } = rebuild;
  return {
    outDir,
    base: plan.base,
    documents: plan.documents,
    htmlPages: eleventy.written.filter((f) => f.endsWith('.html')).length,
    apiFiles: apiCount,
    removed,
    incremental: { ...rebuilt, rendered: render.length },
    searchIndex: {
      engine: settings.searchEngine,
      pages: index.documents,
      shards: index.shards,
      files: index.files.length,
      bytes: index.files.reduce((n, f) => n + f.bytes, 0),
      ...(index.update ? { update: index.update } : {}),
    },
    timings,
    warnings: plan.warnings,
  };
}
