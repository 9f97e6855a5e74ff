/**
 * The site build as a plan: everything `dirhub build` will write, decided from the archive and the
 * settings before anything is written. `planSiteBuild` reads the archive and returns the plan with what
 * performing it needs; `buildSite` (build.ts) performs it; `dirhub build --dry-run` prints the same plan
 * (`--json` as data). Only the search index's own files are named when it is written.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { archiveLocation } from '../../actions/lib/archive/read.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { locateFile, unreadableReason } from '../../actions/lib/archive/storage/locate.js';
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import { warning, type Problem } from '../../actions/lib/core/problem.js';
import { SEARCH_INDEXERS } from '../search-index/indexers.js';
import type { SearchShard, ShardLimits } from '../search-index/shards.js';
import { apiFilePaths } from './static-api.js';
import { BUILD_MANIFEST } from './incremental.js';
import { loadReadModel } from '../read-model/load.js';
import type { PublicDocument, ReadModel } from '../read-model/model.js';
import { codexPages, entityIndexPaths, timelinePages } from './pages.js';
import { siteFeeds } from './feeds.js';
import { loadSiteSettings, SiteSettingError, type SiteSettings } from './settings.js';
import { ENTITY_KINDS, htmlFile, paths } from '../read-model/urls.js';

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
  /** Size bounds of one search index shard, for an engine that cuts its index (default DEFAULT_SHARD_LIMITS). */
  searchShardLimits?: ShardLimits;
  /** Overrides dirhub.config.json's site.search_engine. */
  searchEngine?: SearchEngineName;
  /** Overrides dirhub.config.json's site.originals_url (null: copy the originals into the site). */
  originalsUrl?: string | null;
  /** Overrides site.originals_cross_origin: the originals' host lets the site's pages read them. */
  originalsCrossOrigin?: boolean;
  /** Overrides site.url, the site's public address. */
  siteUrl?: string | null;
  /** Overrides site.api_url, a live API (`dirhub serve`) the upload page sends files to. */
  apiUrl?: string | null;
  /** Words in at least this many documents carry their first page in their chunk (default HEAD_MIN_DOCUMENTS). */
  searchHeadMinDocuments?: number;
  /**
   * Reuse an earlier build in the output folder: render only the pages whose inputs changed since, by
   * its manifest (incremental.ts); without a usable manifest the build is full.
   */
  incremental?: boolean;
}

/** What a build will write, as data: what `dirhub build --dry-run --json` prints. */
export interface SitePlan {
  archive: string;
  out: string;
  base: string;
  title: string;
  repository: string | null;
  search_engine: SearchEngineName;
  /** Where the originals are linked (by repository path), or null when they are copied in (`copies`). */
  originals_url: string | null;
  /** Whether the viewer draws PDF pages from the originals in the browser (their host lets it read them). */
  originals_cross_origin: boolean;
  /** The site's public address, or null when not known (then no absolute links are written). */
  site_url: string | null;
  /** The live API the upload page sends files to, or null. */
  api_url: string | null;
  documents: number;
  codex_pages: number;
  characters: number;
  locations: number;
  organizations: number;
  timeline_events: number;
  images: number;
  /** Every HTML page, as its file's path from the site root (`documents/ID/index.html`). */
  pages: string[];
  /** Every file of the JSON API, the JSON Schemas they follow included. */
  api_files: string[];
  /** Each document's text file (`paths.documentText`), the one copy its page, API file and search read. */
  texts: string[];
  /** Each document's oEmbed answer (`paths.documentOembed`), which embeds its viewer in other sites. */
  oembeds: string[];
  /** The word boxes of each document with OCR'd pages (`paths.documentWords`), which the viewer draws hits on scans with. */
  words: string[];
  /** The Atom feeds of new documents (feeds.ts): the archive's, each category's, each entity's. */
  feeds: string[];
  /** Originals and images copied from the archive: from where (absolute), to where (from the site root). */
  copies: { from: string; to: string }[];
  /** The browser's code, the styles and the icons. */
  assets: string[];
  /** The web app's manifest and service worker, and the marker that says dirhub made the folder. */
  site_files: string[];
  /** The search index: its engine, and the shards its indexer cuts it into (none for an index that is one). */
  search_index: {
    engine: SearchEngineName;
    documents: number;
    shards: { dir: string; documents: number; newest_year: string; oldest_year: string }[];
  };
  /** What cannot be read or published, and what the site shows instead. */
  warnings: Problem[];
}

/** The plan, with what performing it needs beside it. */
export interface PlannedSite {
  plan: SitePlan;
  model: ReadModel;
  settings: SiteSettings;
  /** The search index's shards, with their documents; empty for an index that is one. */
  shards: SearchShard<PublicDocument>[];
  /** The checkout the archive is in (its `archive/` folder's parent). */
  archiveRoot: string;
}

/** The file in every folder dirhub built: only such a folder (or an empty one) is written into. */
export const MARKER = '.dirhub-site';
/** The browser's entry points under site/client/, each bundled into `assets/NAME.js`. */
export const CLIENT_ENTRIES = ['app', 'search', 'upload', 'slideshow', 'document', 'embed'] as const;
/**
 * pdf.js, which draws PDF pages in the document viewer, as pdfjs-dist ships it (its minified builds, the
 * character maps and standard fonts it reads for PDFs that do not embed theirs, its WebAssembly image
 * decoders, its licence): copied into `assets/pdfjs/`, not bundled, and loaded only on a page that draws.
 */
const PDFJS_FILES = ['build/pdf.min.mjs', 'build/pdf.worker.min.mjs', 'cmaps', 'standard_fonts', 'wasm', 'LICENSE'];
export const PDFJS_ASSETS_DIR = 'assets/pdfjs';

/** Every file of pdf.js the site publishes: from where (absolute), to where (from the site root). */
export async function pdfjsAssets(): Promise<{ from: string; to: string }[]> {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const out: { from: string; to: string }[] = [];
  for (const entry of PDFJS_FILES) {
    const from = join(root, entry);
    const files = (await stat(from)).isDirectory() ? await listFiles(from) : [from];
    for (const file of files) {
      const inPdfjs = relative(root, file)
        .split('\\')
        .join('/')
        .replace(/^build\//, '');
      out.push({ from: file, to: `${PDFJS_ASSETS_DIR}/${inPdfjs}` });
    }
  }
  return out.sort((a, b) => a.to.localeCompare(b.to));
}

/** The files every build writes at the site root besides its pages. */
export const SITE_FILES = [MARKER, BUILD_MANIFEST, 'manifest.webmanifest', 'sw.js', '.nojekyll'] as const;
/** The pages of the templates that are not paginated, by their permalinks. */
const SINGLE_PAGES = [
  paths.home,
  paths.search,
  paths.timeline,
  paths.infographics,
  paths.slideshows,
  paths.upload,
  paths.embed,
  'offline/',
  '404.html',
];

/** An output folder is written into only when it is new, empty, or an earlier build's. */
async function refuseForeignOut(outDir: string): Promise<void> {
  if (!existsSync(outDir)) return;
  const entries = await readdir(outDir);
  if (entries.length && !entries.includes(MARKER))
    throw new SiteSettingError(
      'site.out_not_ours',
      `${outDir} is not empty and was not made by dirhub build; choose an empty or new folder for --out.`,
      'Choose an empty or new folder for --out.',
    );
}

/** Every file under `dir`, as absolute paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else out.push(p);
  }
  return out;
}

/** Every page the templates render for this model, as the files Eleventy writes. */
export function pageFiles(model: ReadModel, codexPageSize?: number): string[] {
  return [
    ...SINGLE_PAGES,
    ...codexPages(model, codexPageSize).map((p) => p.path),
    ...timelinePages(model).pages.map((p) => p.path),
    ...ENTITY_KINDS.flatMap((kind) => [
      ...entityIndexPaths(kind, model.entities[kind].length),
      ...model.entities[kind].map((e) => paths.entity(kind, e.slug)),
    ]),
    ...model.slideshows.map((s) => paths.slideshow(s.slug)),
    ...model.documents.map((d) => paths.document(d.id)),
  ].map(htmlFile);
}

/** Originals located at once. */
const LOCATE_BATCH = 64;

/**
 * The originals and images to publish, and a warning for each that this checkout cannot give (missing,
 * a Git LFS pointer without its content, outside a sparse checkout): its page then links to nothing.
 */
async function planCopies(
  model: ReadModel,
  archiveRoot: string,
): Promise<{ copies: SitePlan['copies']; warnings: Problem[] }> {
  const wanted = [
    ...model.documents.flatMap((d) =>
      d.file.out === null ? [] : [{ source: d.file.source, to: d.file.out, document: d.id, image: null }],
    ),
    // A searchable copy is published as its original is (copied here unless the originals are linked).
    ...model.documents.flatMap((d) =>
      d.searchable?.out ? [{ source: d.searchable.source, to: d.searchable.out, document: d.id, image: null }] : [],
    ),
    ...model.images.flatMap((img) =>
      img.out === null ? [] : [{ source: img.source, to: `images/${img.out}`, document: null, image: img.out }],
    ),
  ];
  const copies: SitePlan['copies'] = [];
  const warnings: Problem[] = [];
  for (let i = 0; i < wanted.length; i += LOCATE_BATCH) {
    const batch = wanted.slice(i, i + LOCATE_BATCH);
    const found = await Promise.all(batch.map((w) => locateFile(w.source, archiveRoot)));
    batch.forEach((w, j) => {
      const where = found[j]!;
      if (where.state === 'present') copies.push({ from: where.file, to: w.to });
      else if (w.image === null)
        warnings.push(
          warning(
            'site.original_missing',
            `${w.document}: original file ${unreadableReason(w.source, where)}; its page links to nothing.`,
            'Make the original present in this checkout (restore it from history, git lfs pull, or widen the sparse checkout), then build again.',
          ),
        );
      else
        warnings.push(
          warning(
            'site.image_missing',
            `image ${w.image}: ${unreadableReason(w.source, where)}; it is left out.`,
            'Make the image present in this checkout (restore it from history, git lfs pull, or widen the sparse checkout), then build again.',
          ),
        );
    });
  }
  return { copies, warnings };
}

/** Reads the archive and the settings and decides the whole build; writes nothing. */
export async function planSiteBuild(options: BuildOptions): Promise<PlannedSite> {
  const root = packageRoot();
  const outDir = resolve(options.outDir);
  const { root: archiveRoot, archiveDir } = archiveLocation(options.archiveDir);
  if (!existsSync(archiveDir)) throw new Error(`No archive at ${archiveDir}`);
  const settings = await loadSiteSettings(archiveRoot, options);
  await refuseForeignOut(outDir);
  const model = await loadReadModel({
    archiveDir,
    base: settings.base,
    title: settings.title,
    description: settings.config.collection.description,
    repository: settings.repository,
    siteUrl: settings.siteUrl,
    originalsUrl: settings.originalsUrl,
    originalsCrossOrigin: settings.originalsCrossOrigin,
    apiUrl: settings.apiUrl,
  });
  const shards = SEARCH_INDEXERS[settings.searchEngine].shards(model.documents, {
    ...(options.searchShardLimits ? { shardLimits: options.searchShardLimits } : {}),
  });
  const { copies, warnings } = await planCopies(model, archiveRoot);
  const schemas = (await readdir(join(root, 'site', 'api-schemas'))).sort();
  const staticAssets = (await listFiles(join(root, 'site', 'assets'))).map((f) =>
    relative(root, f)
      .split('\\')
      .join('/')
      .replace(/^site\//, ''),
  );
  const plan: SitePlan = {
    archive: archiveDir,
    out: options.outDir,
    base: model.publication.base,
    title: model.publication.title,
    repository: model.publication.repository,
    search_engine: settings.searchEngine,
    originals_url: settings.originalsUrl,
    originals_cross_origin: settings.originalsUrl === null || settings.originalsCrossOrigin,
    site_url: settings.siteUrl,
    api_url: settings.apiUrl,
    documents: model.documents.length,
    codex_pages: codexPages(model, options.codexPageSize).length,
    characters: model.entities.characters.length,
    locations: model.entities.locations.length,
    organizations: model.entities.organizations.length,
    timeline_events: model.timeline.length,
    images: model.images.length,
    pages: pageFiles(model, options.codexPageSize),
    api_files: [...apiFilePaths(model), ...schemas.map((f) => `api/v1/schemas/${f}`)],
    texts: model.documents.map((d) => paths.documentText(d.id)),
    oembeds: model.documents.map((d) => paths.documentOembed(d.id)),
    words: model.documents.filter((d) => d.viewer.words).map((d) => paths.documentWords(d.id)),
    feeds: siteFeeds(model).map((f) => f.path),
    copies,
    assets: [
      ...CLIENT_ENTRIES.map((n) => `assets/${n}.js`),
      ...staticAssets,
      ...(await pdfjsAssets()).map((a) => a.to),
    ].sort(),
    site_files: [...SITE_FILES],
    search_index: {
      engine: settings.searchEngine,
      documents: model.documents.length,
      shards: shards.map((s) => ({
        dir: s.dir,
        documents: s.documents.length,
        newest_year: s.newestYear,
        oldest_year: s.oldestYear,
      })),
    },
    warnings: [...model.warnings, ...warnings],
  };
  return { plan, model, settings, shards, archiveRoot };
}

/** The plan in one line, as `dirhub build --dry-run` prints it. */
export function planSummary(plan: SitePlan): string {
  return `Would build ${plan.documents} document pages, ${plan.codex_pages} codex pages, ${plan.characters + plan.locations + plan.organizations} entity pages and ${plan.timeline_events} timeline events into ${plan.out} (base ${plan.base}).`;
}
