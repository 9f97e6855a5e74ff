/**
 * Runs Eleventy over the templates in site/ with the site data computed in TypeScript. Configuration is
 * passed programmatically, so a build never picks up a stray eleventy.config.js from the working folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Eleventy } from '@11ty/eleventy';
import type { PublicDocument } from '../read-model/model.js';
import type { SiteData } from './site-data.js';
import { slugify } from '../read-model/urls.js';
import { openingOf, type OpeningText } from './opening-text.js';
import { photographText } from '../read-model/photo-text.js';
import { documentHead } from './document-head.js';

/** A document's names of one kind (`characters`, `locations`, `organizations`, or null for untyped ones). */
export function entitiesOfKind(entities: PublicDocument['entities'], kind: string | null): PublicDocument['entities'] {
  return entities.filter((e) => e.kind === kind);
}

/** A page text file's content, "" when it is missing. */
function readPage(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return '';
  }
}

/** Whether a page text file holds nothing (or is missing), without reading it. */
function pageIsEmpty(file: string): boolean {
  return (statSync(file, { throwIfNoEntry: false })?.size ?? 0) === 0;
}

/**
 * What a document page holds of its text (opening-text.ts), read when the page renders (never held for
 * the whole archive): only the pages its opening needs are read; of the rest, only whether each is empty.
 */
export function documentOpening(doc: PublicDocument): OpeningText {
  // A photograph's page shows only the lines where OCR read words (photo-text.ts), never its noise.
  if (doc.viewer.image) {
    const texts = doc.text_files.map((f) => photographText(readPage(f)));
    return openingOf(
      texts.length,
      (i) => texts[i]!,
      (i) => !texts[i],
    );
  }
  return openingOf(
    doc.text_files.length,
    (i) => readPage(doc.text_files[i]!),
    (i) => pageIsEmpty(doc.text_files[i]!),
  );
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** JSON for a <script type="application/json"> block: nothing in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface EleventyRun {
  written: string[];
}

/**
 * The pages of each paginated template to render, by template; the templates paginate over these (the
 * global `render`), not over the site data, so an incremental build renders only what changed while
 * every other page still reads the whole archive.
 */
export interface RenderSelection {
  codex: SiteData['codex'];
  entityIndexes: SiteData['entityIndexes'];
  entityPages: SiteData['entityPages'];
  timelinePages: SiteData['timeline']['pages'];
  slideshows: SiteData['slideshows'];
  documents: PublicDocument[];
}

/** Every paginated page of the site: what a full build renders. */
export function renderEverything(data: SiteData): RenderSelection {
  return {
    codex: data.codex,
    entityIndexes: data.entityIndexes,
    entityPages: data.entityPages,
    timelinePages: data.timeline.pages,
    slideshows: data.slideshows,
    documents: data.documents,
  };
}

/**
 * Document pages rendered by one Eleventy run. Eleventy keeps every page it renders in memory until the
 * run ends (about 100 KB for a long document), so at 100,000 documents one run peaked at 10 GB; a fresh
 * run per slice bounds that by the slice.
 */
export const DOCUMENT_PAGES_PER_RUN = 5000;

/**
 * Renders the site: the first run renders every template with the first slice of document pages, each
 * later run only document.njk with the next slice. An archive of up to one slice is a single run.
 * `selection` (default: everything) names the paginated pages to render; the single pages (home,
 * search, timeline, …) are always rendered.
 */
export async function renderSite(
  siteDir: string,
  outDir: string,
  data: SiteData,
  options: { log?: (line: string) => void; documentPagesPerRun?: number; selection?: RenderSelection } = {},
): Promise<EleventyRun> {
  const perRun = options.documentPagesPerRun ?? DOCUMENT_PAGES_PER_RUN;
  if (!Number.isInteger(perRun) || perRun < 1)
    throw new Error(`documentPagesPerRun must be a whole number above 0, not ${perRun}`);
  const selection = options.selection ?? renderEverything(data);
  const written: string[] = [];
  const docs = selection.documents;
  for (let start = 0; start === 0 || start < docs.length; start += perRun) {
    const slice = docs.slice(start, start + perRun);
    const run = await runEleventy(siteDir, outDir, data, selection, slice, start === 0 ? 'all' : 'documents');
    written.push(...run.written);
    if (docs.length > perRun) options.log?.(`pages: ${start + slice.length}/${docs.length} document pages`);
  }
  return { written };
}

// One formatter for every call: constructing one per number took 3 s of a 30,000-document build.
const NUMBER_FORMAT = new Intl.NumberFormat('en');

/** The page templates other than the document page: ignored by the runs that only render document pages. */
function templatesOtherThanDocument(siteDir: string): string[] {
  return readdirSync(siteDir).filter((f) => f.endsWith('.njk') && f !== 'document.njk');
}

async function runEleventy(
  siteDir: string,
  outDir: string,
  data: SiteData,
  selection: RenderSelection,
  documentPages: PublicDocument[],
  templates: 'all' | 'documents',
): Promise<EleventyRun> {
  const eleventy = new Eleventy(siteDir, outDir, {
    quietMode: true,
    configPath: join(siteDir, 'eleventy.config.js'),
    config(cfg: any) {
      cfg.setUseGitIgnore(false);
      cfg.setTemplateFormats(['njk']);
      cfg.setIncludesDirectory('_includes');
      cfg.setLayoutsDirectory('_includes/layouts');
      cfg.setNunjucksEnvironmentOptions({
        autoescape: true,
        throwOnUndefined: false,
        trimBlocks: true,
        lstripBlocks: true,
      });
      // The browser's code, the generator's, the read model's and the search index's: none of them is a page.
      cfg.ignores.add('client/**');
      cfg.ignores.add('generator/**');
      cfg.ignores.add('read-model/**');
      cfg.ignores.add('search-index/**');
      cfg.ignores.add('assets/**');
      if (templates === 'all') cfg.addPassthroughCopy({ [join(siteDir, 'assets')]: 'assets' });
      // Eleventy's ignores are paths from the working folder.
      else
        for (const t of templatesOtherThanDocument(siteDir)) cfg.ignores.add(relative(process.cwd(), join(siteDir, t)));
      cfg.addGlobalData('dh', data);
      cfg.addGlobalData('documentPages', documentPages);
      cfg.addGlobalData('render', selection);
      cfg.addFilter('documentOpening', documentOpening);
      cfg.addFilter('documentHead', (doc: PublicDocument) => documentHead(doc, data.site));
      cfg.addFilter('pageFeed', (url: string) => data.feedOf(url));
      cfg.addFilter('suggestCorrection', (documentId: string) => data.suggestCorrectionIn(documentId));
      cfg.addFilter('bytes', formatBytes);
      cfg.addFilter('dhslug', slugify);
      cfg.addFilter('jsonScript', jsonForScript);
      cfg.addFilter('capitalize1', (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s));
      cfg.addFilter('humanize', (s: string) => String(s).replace(/_/g, ' '));
      cfg.addFilter('number', (n: number) => NUMBER_FORMAT.format(n));
      cfg.addFilter('count', countOf);
      cfg.addFilter('ofKind', entitiesOfKind);
    },
  });
  // Eleventy prints its summary on stdout; keep stdout for the command's own output (`--json`).
  const toStderr = (m: unknown) => process.stderr.write(`${String(m)}\n`);
  eleventy.logger.overrideLogger({ log: () => {}, info: () => {}, warn: toStderr, error: toStderr });
  const results = (await eleventy.write()) as unknown;
  const written: string[] = [];
  const collect = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (
      v &&
      typeof v === 'object' &&
      'outputPath' in v &&
      typeof (v as { outputPath: unknown }).outputPath === 'string'
    )
      written.push((v as { outputPath: string }).outputPath);
  };
  collect(results);
  return { written };
}

/** "1 document", "2 documents", "1,204 documents": a number with its noun in agreement. */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${NUMBER_FORMAT.format(n)} ${n === 1 ? noun : plural}`;
}
