/**
 * `dirhub build`: archive folder in, static site out. Steps: read the archive, draw the charts, bundle
 * the browser code, render the pages with Eleventy, copy the originals, write the JSON API, index the
 * text with Pagefind, then write the web app manifest and the service worker.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import * as pagefind from 'pagefind';
import { documentApiFile, documentDetailJson, listApiFiles, type ApiFile } from './api.js';
import { buildCharts } from './charts.js';
import { renderSite } from './eleventy.js';
import { manifestIcons } from './icons.js';
import { loadSiteModel, resolveArchiveDir, type SiteDocument, type SiteModel } from './model.js';
import { searchFilterValues } from './pages.js';
import { withoutFurniture } from '../../actions/lib/enrichment/furniture.js';
import { INDEX_DIR } from '../search-index/format.js';
import { writeRankedIndex } from '../search-index/write.js';
import {
  isShardDir,
  newestFirst,
  planSearchShards,
  type SearchShard,
  type ShardLimits,
} from '../search-index/shards.js';
import { loadSiteSettings, SiteSettingError } from './settings.js';
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import { warning, type Problem } from '../../actions/lib/core/problem.js';
import { SiteData } from './site-data.js';
import { locateFile, unreadableReason } from '../../actions/lib/archive/storage/locate.js';

export interface BuildOptions {
  archiveDir: string;
  outDir: string;
  pathPrefix?: string;
  /** Overrides dirhub.config.json's site.title. */
  title?: string;
  /** `owner/name` for the upload links; overrides dirhub.config.json's site.repository. */
  repository?: string | null;
  log?: (line: string) => void;
  /** Rows per codex page (default 50). */
  codexPageSize?: number;
  /** Document pages per Eleventy run (default DOCUMENT_PAGES_PER_RUN); bounds the build's memory. */
  documentPagesPerRun?: number;
  /** Size bounds of one Pagefind shard (default DEFAULT_SHARD_LIMITS). */
  searchShardLimits?: ShardLimits;
  /** Overrides dirhub.config.json's site.search_engine. */
  searchEngine?: SearchEngineName;
  /** Words in at least this many documents carry their first page in their chunk (default HEAD_MIN_DOCUMENTS). */
  searchHeadMinDocuments?: number;
}

export interface BuildReport {
  outDir: string;
  base: string;
  documents: number;
  htmlPages: number;
  apiFiles: number;
  /** Pagefind's shards; 0 with the ranked index. */
  searchIndex: { engine: SearchEngineName; pages: number; shards: number; files: number; bytes: number };
  /** Files left by an earlier build into the same folder that this archive no longer produces, now deleted. */
  removed: number;
  /** Milliseconds per step. */
  timings: Record<'load' | 'charts' | 'client' | 'eleventy' | 'files' | 'api' | 'search' | 'pwa', number>;
  warnings: Problem[];
}

/** The folder holding package.json and site/, whether running from TypeScript sources or from dist/. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'site', 'eleventy.config.js'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('dirhub: cannot find the site/ templates beside package.json');
    dir = up;
  }
}

const MARKER = '.dirhub-site';
const WRITE_BATCH = 64;
/** Below this total size every search index file is fetched at install, so any search works offline. */
const OFFLINE_INDEX_LIMIT = 8 * 1024 * 1024;

async function prepareOutDir(outDir: string): Promise<void> {
  if (existsSync(outDir)) {
    const entries = await readdir(outDir);
    if (entries.length && !entries.includes(MARKER)) {
      throw new SiteSettingError(
        'site.out_not_ours',
        `${outDir} is not empty and was not made by dirhub build; choose an empty or new folder for --out.`,
        'Choose an empty or new folder for --out.',
      );
    }
  }
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

async function bundleClient(root: string, outDir: string): Promise<string> {
  const client = join(root, 'site', 'client');
  const result = await esbuild({
    entryPoints: ['app', 'search', 'upload', 'slideshow', 'document'].map((n) => join(client, `${n}.ts`)),
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
  return hash.digest('hex').slice(0, 12);
}

function searchRecord(doc: SiteDocument, content: string) {
  const filters = searchFilterValues(doc);
  const meta: Record<string, string> = { title: doc.title, date: doc.date, source: doc.source };
  if (doc.category) meta.category = doc.category;
  return {
    // Pagefind prepends its baseUrl (the path prefix) when the browser asks for results.
    url: `/documents/${doc.id}/`,
    content: `${doc.title}.\n${doc.summary ?? ''}\n${content}`,
    language: 'en',
    meta,
    filters,
    sort: { date: doc.date, title: doc.title.toLowerCase() },
  };
}

/** One file of the written search index: its path from the site root, its shard's number, its size. */
interface IndexFile {
  rel: string;
  shard: number;
  bytes: number;
}

/** Removes the index a build with the other engine, or an earlier build, left. */
async function removeSearchIndexes(outDir: string): Promise<void> {
  for (const e of await readdir(outDir, { withFileTypes: true })) {
    if (e.isDirectory() && (isShardDir(e.name) || e.name === INDEX_DIR))
      await rm(join(outDir, e.name), { recursive: true, force: true });
  }
}

/**
 * What search reads of a document: its pages without their furniture (running headers, page numbers,
 * filing stamps), so that an excerpt shows the document's words, not "Case: 20-1507 Document: … Page: 3".
 */
async function readText(doc: SiteDocument): Promise<string> {
  const pages = await Promise.all(doc.text_files.map((f) => readFile(f, 'utf8').catch(() => '')));
  return withoutFurniture(pages.map((text) => ({ text })))
    .map((p) => p.text)
    .join('\n');
}

async function buildRankedIndex(
  documents: readonly SiteDocument[],
  outDir: string,
  log: (l: string) => void,
  headMinDocuments?: number,
): Promise<{ report: BuildReport['searchIndex']; files: IndexFile[] }> {
  await removeSearchIndexes(outDir);
  const ordered = [...documents].sort(newestFirst).map((d) => ({ ...d, filters: searchFilterValues(d) }));
  const written = await writeRankedIndex(ordered, readText, outDir, {
    log,
    ...(headMinDocuments ? { headMinDocuments } : {}),
  });
  const files = written.files.map((f): IndexFile => ({ rel: f.path, shard: 0, bytes: f.bytes }));
  return {
    report: {
      engine: 'ranked',
      pages: written.documents,
      shards: 0,
      files: files.length,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
    },
    files,
  };
}

/**
 * One Pagefind bundle per shard, each indexed by a fresh Pagefind process that is closed before the next
 * starts, so the indexer's memory is bounded by the shard limits rather than by the archive.
 */
async function buildSearchIndex(
  shards: SearchShard<SiteDocument>[],
  outDir: string,
  log: (l: string) => void,
): Promise<{ report: BuildReport['searchIndex']; files: IndexFile[] }> {
  await removeSearchIndexes(outDir);
  const total = shards.reduce((n, s) => n + s.documents.length, 0);
  let n = 0;
  for (const [i, shard] of shards.entries()) {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    try {
      for (let j = 0; j < shard.documents.length; j += WRITE_BATCH) {
        const batch = shard.documents.slice(j, j + WRITE_BATCH);
        const texts = await Promise.all(batch.map(readText));
        for (let k = 0; k < batch.length; k++) {
          const added = await index.addCustomRecord(searchRecord(batch[k]!, texts[k]!));
          if (added.errors.length) throw new Error(`Pagefind rejected ${batch[k]!.id}: ${added.errors.join('; ')}`);
          n++;
        }
        if (n % 5000 < WRITE_BATCH) log(`search index: ${n}/${total} documents`);
      }
      const written = await index.writeFiles({ outputPath: join(outDir, shard.dir) });
      if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    } finally {
      await pagefind.close();
    }
    if (shards.length > 1)
      log(
        `search index: shard ${i + 1}/${shards.length} written (${shard.documents.length} documents, ${shard.newestYear}–${shard.oldestYear})`,
      );
  }
  const files: IndexFile[] = [];
  for (const [i, shard] of shards.entries()) {
    for (const f of await listFiles(join(outDir, shard.dir))) {
      files.push({ rel: relative(outDir, f).split('\\').join('/'), shard: i, bytes: (await stat(f)).size });
    }
  }
  return {
    report: {
      engine: 'pagefind',
      pages: total,
      shards: shards.length,
      files: files.length,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
    },
    files,
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else out.push(p);
  }
  return out;
}

async function writePwa(
  root: string,
  outDir: string,
  model: SiteModel,
  assetVersion: string,
  indexFiles: IndexFile[],
): Promise<void> {
  const base = model.site.base;
  const manifest = {
    name: model.site.title,
    short_name: model.site.title.length > 12 ? model.site.title.slice(0, 12).trim() : model.site.title,
    description: model.site.description || `A public archive of ${model.documents.length} documents.`,
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

  // The ranked index's manifest, or every Pagefind shard's scripts, entry, metadata, filters and WebAssembly,
  // are fetched at install, so search starts offline; the index's chunks (and Pagefind's fragments) too
  // while the whole index is small. Pagefind's own UI is not used.
  const indexBytes = indexFiles.reduce((n, f) => n + f.bytes, 0);
  const offlineFile = ({ rel, shard }: IndexFile) => {
    if (rel.startsWith(`${INDEX_DIR}/`))
      return indexBytes <= OFFLINE_INDEX_LIMIT || rel === `${INDEX_DIR}/manifest.json`;
    const name = rel.slice(rel.indexOf('/') + 1);
    if (/ui\.(js|css)$/.test(name)) return false;
    if (shard > 0 && name === 'pagefind-highlight.js') return false;
    return indexBytes <= OFFLINE_INDEX_LIMIT || !/^(index|fragment)\//.test(name);
  };
  const pagefindUrls = indexFiles.filter(offlineFile).map((f) => base + f.rel);
  const assets = (await listFiles(join(outDir, 'assets'))).map((f) => {
    const rel = relative(outDir, f).split('\\').join('/');
    return /\.(js|css)$/.test(rel) ? `${base}${rel}?v=${assetVersion}` : `${base}${rel}`;
  });
  const precache = [
    base,
    `${base}search/`,
    `${base}codex/`,
    `${base}offline/`,
    `${base}upload/`,
    `${base}manifest.webmanifest`,
    ...assets,
    ...pagefindUrls,
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
    },
  });
}

/**
 * Deletes what an earlier build left that this one did not produce: a removed document's page, file and
 * API entry must not stay published. `assets/` and the search index's bundles are regenerated whole and
 * left alone.
 */
async function pruneStale(outDir: string, produced: Set<string>): Promise<number> {
  const regenerated = (dir: string, name: string) =>
    dir === outDir && (name === 'assets' || name === INDEX_DIR || isShardDir(name));
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

function newestTimestamp(model: SiteModel): string {
  const newest = model.documents
    .map((d) => d.accepted_at)
    .filter((t) => !Number.isNaN(Date.parse(t)))
    .sort()
    .pop();
  return newest ? new Date(newest).toISOString() : new Date(0).toISOString();
}

export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const root = projectRoot();
  const outDir = resolve(options.outDir);
  const archiveDir = resolveArchiveDir(options.archiveDir);
  if (!existsSync(archiveDir)) throw new Error(`No archive at ${archiveDir}`);
  const { config, base, title, repository, searchEngine } = await loadSiteSettings(archiveDir, options);
  const timings = {} as BuildReport['timings'];
  const time = async <T>(step: keyof BuildReport['timings'], fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    log(`${step}…`);
    try {
      return await fn();
    } finally {
      timings[step] = Math.round(performance.now() - started);
    }
  };

  await prepareOutDir(outDir);
  const model = await time('load', () =>
    loadSiteModel({ archiveDir, base, title, description: config.collection.description, repository }),
  );
  log(`${model.documents.length} documents`);
  const charts = await time('charts', () => buildCharts(model));
  const assetVersion = await time('client', () => bundleClient(root, outDir));
  const shards = searchEngine === 'pagefind' ? planSearchShards(model.documents, options.searchShardLimits) : [];
  const data = new SiteData(
    model,
    charts,
    config.categories,
    assetVersion,
    searchEngine,
    shards,
    options.codexPageSize,
  );
  const eleventy = await time('eleventy', () =>
    renderSite(join(root, 'site'), outDir, data, { log, documentPagesPerRun: options.documentPagesPerRun }),
  );
  await time('files', async () => {
    // An original stored in Git LFS may be only a pointer in the work tree: copy its content from the
    // local LFS store, and never publish a pointer in its place.
    await inBatches(model.documents, async (d) => {
      const where = await locateFile(d.file.source);
      if (where.state !== 'present' || !(await copyIfChanged(where.file, join(outDir, d.file.out))))
        model.warnings.push(
          warning(
            'site.original_missing',
            `${d.id}: original file ${unreadableReason(d.file.source, where)}; its page links to nothing.`,
            'Make the original present in this checkout (restore it from history, git lfs pull, or widen the sparse checkout), then build again.',
          ),
        );
    });
    await inBatches(model.images, async (img) => {
      const where = await locateFile(img.source);
      if (where.state === 'present') await copyIfChanged(where.file, join(outDir, 'images', img.out));
      else
        model.warnings.push(
          warning(
            'site.image_missing',
            `image ${img.out}: ${unreadableReason(img.source, where)}; it is left out.`,
            'Make the image present in this checkout (restore it from history, git lfs pull, or widen the sparse checkout), then build again.',
          ),
        );
    });
  });
  const timestamp = newestTimestamp(model);
  const apiPaths: string[] = [];
  const apiCount = await time('api', async () => {
    const lists = listApiFiles(model, timestamp);
    apiPaths.push(...lists.map((f) => f.path));
    await inBatches(lists, (f) => writeJsonFile(outDir, f));
    await inBatches(model.documents, async (d) => {
      const file = documentApiFile(base, d.id, await documentDetailJson(d), timestamp);
      apiPaths.push(file.path);
      await writeJsonFile(outDir, file);
    });
    // The JSON Schemas that every API file validates against are published beside them.
    const schemas = join(root, 'site', 'api-schemas');
    await mkdir(join(outDir, 'api', 'v1', 'schemas'), { recursive: true });
    for (const f of await readdir(schemas)) {
      await copyFile(join(schemas, f), join(outDir, 'api', 'v1', 'schemas', f));
      apiPaths.push(`api/v1/schemas/${f}`);
    }
    return lists.length + model.documents.length;
  });
  const searchIndex = await time('search', () =>
    searchEngine === 'pagefind'
      ? buildSearchIndex(shards, outDir, log)
      : buildRankedIndex(model.documents, outDir, log, options.searchHeadMinDocuments),
  );
  await time('pwa', () => writePwa(root, outDir, model, assetVersion, searchIndex.files));
  const produced = new Set([
    ...eleventy.written.map((f) => resolve(f)),
    ...model.documents.map((d) => join(outDir, d.file.out)),
    ...model.images.map((img) => join(outDir, 'images', img.out)),
    ...apiPaths.map((p) => join(outDir, p)),
    ...[MARKER, 'manifest.webmanifest', 'sw.js', '.nojekyll'].map((f) => join(outDir, f)),
  ]);
  const removed = await pruneStale(outDir, produced);
  if (removed) log(`removed ${removed} files that the archive no longer produces`);
  return {
    outDir,
    base,
    documents: model.documents.length,
    htmlPages: eleventy.written.filter((f) => f.endsWith('.html')).length,
    apiFiles: apiCount,
    removed,
    searchIndex: searchIndex.report,
    timings,
    warnings: model.warnings,
  };
}
