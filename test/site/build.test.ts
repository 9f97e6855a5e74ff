import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import AjvModule from 'ajv';
import formatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildReport } from '../../site/generator/build.js';
import { formatLfsPointer } from '../../actions/lib/archive/storage/pointer.js';
import { sha256 } from '../../actions/lib/core/hash.js';
import { searchableText } from '../../actions/lib/enrichment/furniture.js';
import { withoutLines } from '../../site/search-index/furniture-lines.js';
import type { DocumentEntry, IndexManifest } from '../../site/search-index/format.js';
import type { ImageCategory } from '../../actions/lib/archive/enrichment.js';
import { readRecord } from '../../actions/lib/archive/read.js';
import { registryWrite, type ImageRegistryEntry } from '../../actions/lib/archive/registries.js';
import { writeArchiveFiles } from '../../actions/lib/archive/write.js';
import { writeArchive } from '../helpers/archive-fixtures.js';
import { DIRHUB_BIN, PROJECT_ROOT } from '../helpers/paths.js';
import { brokenLinks, listFiles } from './crawl.js';
import {
  HOSTILE_ENTITY,
  HOSTILE_TITLE,
  KNOWN_DOCS,
  knownArchive,
  PII_FINDINGS,
  PII_VALUES,
  RARE_WORD,
  type FixtureArchive,
} from './fixture.js';

const run = promisify(execFile);
const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

/** A document's page texts, from the one text file the site stores for it. */
function documentText(site: string, id: string): string[] {
  return JSON.parse(gunzipSync(readFileSync(join(site, 'documents', id, 'text.json.gz'))).toString('utf8')) as string[];
}

function read(site: string, path: string): string {
  return readFileSync(join(site, path), 'utf8');
}

function apiValidator() {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv, ['date-time']);
  const dir = join(PROJECT_ROOT, 'site', 'api-schemas');
  for (const name of ['envelope', 'documents', 'document', 'entities', 'timeline', 'images']) {
    ajv.addSchema(JSON.parse(readFileSync(join(dir, `${name}.schema.json`), 'utf8')), `${name}.schema.json`);
  }
  return (schema: string, data: unknown) => {
    const validate = ajv.getSchema(`${schema}.schema.json`)!;
    return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the 8-byte signature). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Which schema an API file must satisfy, by its path. */
function schemaFor(rel: string): string {
  if (/^api\/v1\/documents(\.json|\/pages\/\d+\.json)$/.test(rel)) return 'documents';
  if (/^api\/v1\/documents\/[^/]+\.json$/.test(rel)) return 'document';
  if (/^api\/v1\/(characters|locations|organizations)(\.json|\/pages\/\d+\.json)$/.test(rel)) return 'entities';
  if (/^api\/v1\/timeline(\.json|\/pages\/\d+\.json)$/.test(rel)) return 'timeline';
  if (/^api\/v1\/images(\.json|\/pages\/\d+\.json)$/.test(rel)) return 'images';
  throw new Error(`unexpected API file ${rel}`);
}

describe('dirhub build: a dozen known documents at the domain root', () => {
  let fx: FixtureArchive;
  let site: string;
  let report: BuildReport;

  beforeAll(async () => {
    fx = await knownArchive();
    site = join(fx.root, 'site');
    report = await buildSite({
      archiveDir: fx.archiveDir,
      outDir: site,
      codexPageSize: 5,
      repository: 'example-org/example-archive',
    });
  });
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  it('reports what it built, with no warnings', () => {
    expect(report.documents).toBe(12);
    expect(report.base).toBe('/');
    expect(report.warnings).toEqual([]);
    expect(report.searchIndex.pages).toBe(12);
  });

  it('writes every page kind', () => {
    const id = fx.ids[0]!;
    const expected = [
      'index.html',
      'search/index.html',
      'codex/index.html',
      'codex/page/2/index.html',
      'codex/page/3/index.html',
      'codex/oldest/index.html',
      'codex/title/index.html',
      'codex/category/legal/index.html',
      'codex/year/2019/index.html',
      'codex/verification/2/index.html',
      `documents/${id}/index.html`,
      `documents/${id}/${id}.pdf`,
      'characters/index.html',
      'characters/john-smith/index.html',
      'locations/index.html',
      'locations/springfield/index.html',
      'organizations/index.html',
      'organizations/harbor-trust/index.html',
      'timeline/index.html',
      'timeline/2019/index.html',
      'infographics/index.html',
      'slideshows/index.html',
      'slideshows/evidence/index.html',
      'slideshows/location/index.html',
      'upload/index.html',
      '404.html',
      'offline/index.html',
      'manifest.webmanifest',
      'sw.js',
      '.nojekyll',
      'assets/site.css',
      'assets/search.js',
      'assets/upload.js',
      'assets/document.js',
      'search-index/manifest.json',
      'api/v1/documents.json',
      `api/v1/documents/${id}.json`,
      'api/v1/characters.json',
      'api/v1/locations.json',
      'api/v1/organizations.json',
      'api/v1/timeline.json',
      'api/v1/schemas/envelope.schema.json',
    ];
    expect(expected.filter((p) => !existsSync(join(site, p)))).toEqual([]);
    expect(listFiles(join(site, 'documents')).filter((f) => f.endsWith('index.html'))).toHaveLength(12);
  });

  it('has no broken internal link anywhere', () => {
    const { pages, links, broken } = brokenLinks(site, '/');
    expect(pages).toBeGreaterThan(40);
    expect(links).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });

  it('writes API files that validate against their JSON Schemas', () => {
    const check = apiValidator();
    const files = listFiles(join(site, 'api', 'v1')).filter((f) => !f.includes(`${join('api', 'v1', 'schemas')}`));
    expect(files.length).toBe(12 + 6);
    const problems = files.flatMap((f) => {
      const rel = relative(site, f).split('\\').join('/');
      return check(schemaFor(rel), JSON.parse(readFileSync(f, 'utf8'))).map((e) => `${rel}: ${e}`);
    });
    expect(problems).toEqual([]);
    const list = JSON.parse(read(site, 'api/v1/documents.json'));
    expect(list.status).toBe('success');
    expect(list.meta.version).toBe('1.0.0');
    expect(list.meta.timestamp).toBe('2026-01-15T12:00:00.000Z');
    expect(list.meta.pagination).toEqual({
      page: 1,
      per_page: 100,
      total_items: 12,
      total_pages: 1,
      first: '/api/v1/documents.json',
      last: '/api/v1/documents.json',
      prev: null,
      next: null,
    });
    expect(list.data[0].title).toBe('Letter with no enrichment yet');
    const one = JSON.parse(read(site, `api/v1/documents/${fx.ids[0]}.json`));
    // The text is stored once, in the file the API names (gzip-compressed JSON, one string a page).
    expect(one.data.text_url).toBe(`/documents/${fx.ids[0]}/text.json.gz`);
    expect(documentText(site, fx.ids[0]!).join('\n')).toContain(RARE_WORD);
    expect(one.data.cross_references).toEqual([
      {
        type: 'cites',
        document_id: fx.ids[1],
        title: HOSTILE_TITLE,
        score: 0.9,
        evidence: [`cites ${fx.ids[1]}`],
        url: `/documents/${fx.ids[1]}/`,
      },
    ]);
    expect(one.data.file.sha256).toMatch(new RegExp(`^${fx.ids[0]}`));
  });

  it('shows every contributor string as text', () => {
    const hostileId = fx.ids[1]!;
    const page = read(site, `documents/${hostileId}/index.html`);
    expect(page).toContain(
      '<h1 id="doc-title">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; report</h1>',
    );
    expect(page).toContain('County Clerk &lt;b&gt;office&lt;/b&gt;');
    expect(page).toContain('A complaint &lt;em&gt;filed&lt;/em&gt; by Maria Garcia.');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt;');
    const html = listFiles(site).filter((f) => f.endsWith('.html') || f.endsWith('.svg'));
    const leaks = html.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return (
        text.includes('<script>alert(1)') ||
        text.includes('<img src=x') ||
        text.includes('<b>office') ||
        text.includes('<b>complaint')
      );
    });
    expect(leaks).toEqual([]);
    expect(read(site, 'infographics/index.html')).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('renders a document page with its facts, names, links, original and text by page', () => {
    const id = fx.ids[0]!;
    const page = read(site, `documents/${id}/index.html`);
    expect(page).toContain('<time datetime="2019-07-02">2019-07-02</time>');
    expect(page).toContain('District Court of Springfield (court)');
    expect(page).toContain('<a href="/codex/category/legal/">legal</a>');
    expect(page).toContain('<a href="/codex/verification/2/">2</a>');
    expect(page).toContain('The court dismissed the complaint against John Smith.');
    expect(page).toContain('<a href="/characters/john-smith/">John Smith</a>');
    expect(page).toContain('<a href="/locations/springfield/">Springfield</a>');
    expect(page).toContain('<a href="/organizations/district-court/">District Court</a>');
    expect(page).toContain(`cites</span>: <a href="/documents/${fx.ids[1]}/">&lt;script&gt;`);
    expect(page).toContain(`href="/documents/${id}/${id}.pdf" download="${id}.pdf"`);
    const sha = JSON.parse(read(site, `api/v1/documents/${id}.json`)).data.file.sha256;
    expect(page).toContain(`<code>${sha}</code>`);
    // A text this short is in the page whole, readable without JavaScript (longer ones: their opening);
    // the document's one text file holds it too, for search and the API.
    // Each page: its heading linked to it, the slot its image is drawn in; its link to the page in the PDF
    // is added by the script, from the file section's link (the browser tests check it).
    const section = page.slice(
      page.indexOf('<section id="page-2"'),
      page.indexOf('</section>', page.indexOf('<section id="page-2"')),
    );
    expect(section).toContain(`<h3 id="page-2-h"><a href="#page-2">Page 2</a></h3>`);
    expect(page).toContain(`<a class="button" id="original" href="/documents/${id}/${id}.pdf">View the PDF</a>`);
    expect(page).toMatch(/class="doc-text viewer with-images" data-text-url="[^"]+" data-in-pdf/);
    expect(section).toMatch(
      /<div class="page-image" data-page="2" data-js-only><\/div>\s*<div class="page-text">The witness described a quillfeather/,
    );
    expect(page).not.toContain('<div class="page-text" data-page=');
    expect(page).toContain(`data-text-url="/documents/${id}/text.json.gz"`);
    expect(documentText(site, id)[1]).toMatch(/^The witness described a quillfeather/);
  });

  it("says who set the category, with the classifier's confidence only when the classifier chose it", async () => {
    const classified = read(site, `documents/${fx.ids[0]}/index.html`);
    expect(classified).toContain(
      '<dt>Category</dt><dd><a href="/codex/category/legal/">legal</a> <span class="meta">(chosen automatically, confidence 0.82)</span></dd>',
    );
    const given = read(site, `documents/${fx.ids[2]}/index.html`);
    expect(given).toContain(
      '<dt>Category</dt><dd><a href="/codex/category/financial/">financial</a> <span class="meta">(as given by the contributor)</span></dd>',
    );
    expect(given).not.toContain('confidence');
    // No enrichment record of the category (a record of the archive's first format, whose enrichment holds
    // entities and cross-references only): the category alone, nothing invented.
    const firstFormat = await readRecord(fx.root, fx.ids[1]!);
    expect(Object.keys(firstFormat?.enrichment ?? {}).sort()).toEqual(['cross_references', 'entities']);
    expect(read(site, `documents/${fx.ids[1]}/index.html`)).toContain(
      '<dt>Category</dt><dd><a href="/codex/category/legal/">legal</a></dd>',
    );
    const api = (i: number) => JSON.parse(read(site, `api/v1/documents/${fx.ids[i]}.json`)).data;
    expect([0, 1, 2].map((i) => [api(i).category_source, api(i).category_confidence])).toEqual([
      ['classifier', 0.8234],
      [null, null],
      ['contributor', null],
    ]);
  });

  it('lists the kinds and pages of flagged personal data, never the values', () => {
    const page = read(site, `documents/${fx.ids[0]}/index.html`);
    expect(page).toContain(
      '<aside class="notice" aria-labelledby="personal-data-h">\n  <h2 id="personal-data-h">Personal data</h2>\n' +
        '  <p>Automatic checks flagged what looks like personal data in this document. Only the kinds and pages are listed here:</p>\n' +
        '  <ul>\n<li>Phone numbers: pages <a href="#page-1">1</a>, <a href="#page-2">2</a></li>\n<li>E-mail addresses: page <a href="#page-2">2</a></li>\n  </ul>\n</aside>',
    );
    expect(
      listFiles(join(site, 'documents')).filter(
        (f) => f.endsWith('.html') && readFileSync(f, 'utf8').includes('Personal data'),
      ),
    ).toEqual([join(site, 'documents', fx.ids[0]!, 'index.html')]);
    expect(JSON.parse(read(site, `api/v1/documents/${fx.ids[0]}.json`)).data.personal_data).toEqual([
      { kind: 'phone', pages: [1, 2], count: 2 },
      { kind: 'email', pages: [2], count: 1 },
    ]);
    expect(JSON.parse(read(site, `api/v1/documents/${fx.ids[1]}.json`)).data.personal_data).toEqual([]);
    const secrets = [...PII_VALUES, ...PII_FINDINGS.map((f) => f.masked)];
    expect(secrets).toEqual([
      '(217) 782-4187',
      'jane.roe@example.org',
      '(•••) •••-4187',
      '••••.•••@••••••e.org',
      '(•••) •••-4187',
    ]);
    const published = listFiles(site).filter((f) => /\.(html|json|js|webmanifest|svg|css)$/.test(f));
    expect(published.length).toBeGreaterThan(60);
    const leaks = published.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return secrets.some((v) => text.includes(v));
    });
    expect(leaks).toEqual([]);
  });

  it('pages the codex in static pages, newest first, with filters and sorts', () => {
    const first = read(site, 'codex/index.html');
    expect(first.match(/<tr><td><a href="\/documents\//g)).toHaveLength(5);
    expect(first).toContain('12 documents, showing 1–5');
    expect(first.indexOf('Letter with no enrichment yet')).toBeLessThan(
      first.indexOf('Order granting the motion to dismiss'),
    );
    expect(first).toContain('<a href="/codex/page/2/" rel="next">Next</a>');
    expect(read(site, 'codex/page/3/index.html').match(/<tr><td><a href="\/documents\//g)).toHaveLength(2);
    const legal = read(site, 'codex/category/legal/index.html');
    const legalCount = KNOWN_DOCS.filter((d) => d.category === 'legal').length;
    expect(legal).toContain(`${legalCount} documents`);
    const title = read(site, 'codex/title/index.html');
    expect(title.indexOf('&lt;script&gt;')).toBeLessThan(title.indexOf('Financial report number 3'));
  });

  it('fills entity pages from the registries: documents, aliases, connections, timeline', () => {
    const john = read(site, 'characters/john-smith/index.html');
    expect(john).toContain('<h1>John Smith</h1>');
    expect(john).toContain('<span>SMITH</span>');
    expect(john).toContain('Order granting the motion to dismiss');
    expect(john).toContain('<a href="/locations/springfield/">Springfield</a>');
    expect(john).toContain('Filed: Order granting the motion to dismiss');
    const people = read(site, 'characters/index.html');
    expect(people.indexOf('John Smith')).toBeLessThan(people.indexOf('Maria Garcia'));
  });

  it('opens the timeline with its busiest months and their events, each linked to its month', () => {
    const page = read(site, 'timeline/index.html');
    // Every year first, then the busiest months.
    expect(page.indexOf('All years')).toBeLessThan(page.indexOf('Busiest months'));
    const busiest = page.slice(page.indexOf('Busiest months'));
    // The six latest of the months with two events each (a document's date and a mention of its month),
    // shown in date order.
    expect([...busiest.matchAll(/<h3 id="period-([\d-]+)">/g)].map((m) => m[1])).toEqual([
      '2017-03',
      '2017-08',
      '2018-04',
      '2018-09',
      '2019-05',
      '2019-07',
    ]);
    const july = busiest.slice(busiest.indexOf('period-2019-07'));
    expect(july).toContain('<a href="/timeline/2019/#2019-07">July 2019</a>');
    // The document's own date first, then the mention with its sentence and where it stands.
    expect(july.indexOf('class="own"')).toBeLessThan(july.indexOf('<q>Referred to in Order granting'));
    expect(july).toContain('(date of the document)');
    expect(read(site, 'timeline/2019/index.html')).toMatch(/<li id="2019-07"/);
  });

  it('groups the names of a document page by kind, each linked to its page', () => {
    const page = read(site, `documents/${fx.ids[0]}/index.html`);
    const names = page.slice(page.indexOf('id="entities-h"'), page.indexOf('<h3>Tags</h3>'));
    expect([...names.matchAll(/<h3 id="entities-(\w+)-h">(\w+)/g)].map((m) => [m[1], m[2]])).toEqual([
      ['characters', 'Characters'],
      ['organizations', 'Organizations'],
      ['locations', 'Locations'],
    ]);
    const characters = names.slice(names.indexOf('entities-characters-h'), names.indexOf('entities-organizations-h'));
    expect(characters).toContain('<a href="/characters/john-smith/">John Smith</a>');
    expect(characters).not.toContain('Springfield');
    expect(names.slice(names.indexOf('entities-locations-h'))).toContain(
      '<a href="/locations/springfield/">Springfield</a>',
    );
  });

  it('draws the infographics as labelled SVG with a table of the figures', () => {
    const page = read(site, 'infographics/index.html');
    for (const id of ['per-year', 'per-category', 'top-entities', 'relationships']) {
      expect(page).toContain(`<svg role="img" aria-labelledby="${id}-title ${id}-desc"`);
    }
    expect(page).toContain('<title id="per-year-title">Documents per year</title>');
    expect(page).toMatch(/<th scope="row">2019<\/th><td>\d+<\/td>/);
    expect(page).toContain('<text');
    expect(page).not.toMatch(/<script(?![^>]*type="module")/);
  });

  it('builds slideshows from the image registry and the upload page from the metadata schema', () => {
    const show = read(site, 'slideshows/evidence/index.html');
    expect(show).toContain('alt="Map of &lt;Springfield&gt;"');
    expect(show.match(/<li class="slide"/g)).toHaveLength(2);
    expect(existsSync(join(site, 'images', `${fx.ids[0]}-p1-1.png`))).toBe(true);
    const upload = read(site, 'upload/index.html');
    expect(upload).toContain('href="https://github.com/example-org/example-archive/upload/main/uploads"');
    for (const f of ['title', 'date', 'source', 'relevance', 'category', 'tags'])
      expect(upload).toContain(`id="m-${f}"`);
  });

  it("writes the search form's choices and counts into the page, counted like the search records", () => {
    const html = read(site, 'search/index.html');
    const options = (filter: string) => {
      const select = html.match(new RegExp(`data-filter="${filter}">(.*?)</select>`))![1]!;
      return [...select.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`);
    };
    const tally = (values: string[]) => {
      const counts = new Map<string, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      return counts;
    };
    const categories = tally(KNOWN_DOCS.flatMap((d) => (d.category ? [d.category] : [])));
    expect(options('category')).toEqual([
      '=Any category',
      ...[...categories].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v, n]) => `${v}=${v} (${n})`),
    ]);
    expect(options('category')).toContain('financial=financial (3)');
    const years = tally(KNOWN_DOCS.map((d) => d.date.slice(0, 4)));
    expect(options('year')).toEqual([
      '=Any year',
      ...[...years.keys()]
        .sort()
        .reverse()
        .map((y) => `${y}=${y} (${years.get(y)})`),
    ]);
    const entities = [
      ...html.match(/<datalist id="entity-names">(.*?)<\/datalist>/)![1]!.matchAll(/<option value="([^"]*)">/g),
    ].map((m) => m[1]);
    expect(entities).toContain('John Smith');
    expect(entities).toContain(
      HOSTILE_ENTITY.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
    );
  });

  it('makes a web app: manifest and service worker scoped to the site', () => {
    const manifest = JSON.parse(read(site, 'manifest.webmanifest'));
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    const sw = read(site, 'sw.js');
    expect(sw).toContain('"/codex/"');
    // The index is small, so all of it is fetched at install: search works offline from the first visit.
    const { dir } = (JSON.parse(read(site, 'search-index/manifest.json')) as { base: { dir: string } }).base;
    expect(sw).toContain('"/search-index/manifest.json"');
    expect(sw).toContain(`"/search-index/${dir}/t/0.bin"`);
    expect(sw).toContain(`"/search-index/${dir}/d/0/0.json"`);
  });

  it('lists PNG app icons of the sizes installable web apps need, and precaches them', () => {
    const { icons } = JSON.parse(read(site, 'manifest.webmanifest')) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(icons).toEqual([
      { src: '/assets/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/assets/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/assets/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/assets/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const sw = read(site, 'sw.js');
    for (const icon of icons.filter((i) => i.type === 'image/png')) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(site, icon.src))).toEqual({ width, height });
      expect(sw).toContain(`"${icon.src}"`);
    }
    expect(read(site, 'index.html')).toContain('<link rel="apple-touch-icon" href="/assets/apple-touch-icon.png">');
    expect(pngSize(join(site, 'assets', 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });
});

describe('dirhub build (CLI) under a path prefix', () => {
  let fx: FixtureArchive;
  let site: string;
  let stdout: string;

  beforeAll(async () => {
    fx = await knownArchive();
    site = join(fx.root, 'out');
    ({ stdout } = await run(
      process.execPath,
      [DIRHUB_BIN, 'build', '--archive', fx.root, '--out', site, '--path-prefix', 'demo-archive', '--json'],
      { maxBuffer: 16 * 1024 * 1024 },
    ));
  });
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  it('prints the report as JSON and links every page inside the prefix', () => {
    const report = JSON.parse(stdout) as BuildReport;
    expect(report.base).toBe('/demo-archive/');
    expect(report.documents).toBe(12);
    const { links, broken } = brokenLinks(site, '/demo-archive/');
    expect(links).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
    const home = read(site, 'index.html');
    // Counts agree with their number: "(1 document)", never "(1 documents)".
    expect(home).not.toMatch(/\b1 documents\b/);
    expect(home).toMatch(/\(\d+ documents?\)/);
    expect(home).toContain('href="/demo-archive/codex/"');
    expect(home).toContain('data-base="/demo-archive/"');
    const list = JSON.parse(read(site, 'api/v1/documents.json'));
    expect(list.meta.pagination.first).toBe('/demo-archive/api/v1/documents.json');
    expect(list.data[0].url).toMatch(/^\/demo-archive\/documents\/[0-9a-f]{16}\/$/);
    const manifest = JSON.parse(read(site, 'manifest.webmanifest'));
    expect(manifest.scope).toBe('/demo-archive/');
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual([
      '/demo-archive/assets/icon.svg',
      '/demo-archive/assets/icon-192.png',
      '/demo-archive/assets/icon-512.png',
      '/demo-archive/assets/icon-maskable-512.png',
    ]);
    expect(home).toContain('<link rel="apple-touch-icon" href="/demo-archive/assets/apple-touch-icon.png">');
  });

  it('refuses to write into a folder it did not make', async () => {
    const err = await run(process.execPath, [DIRHUB_BIN, 'build', '--archive', fx.root, '--out', fx.archiveDir]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stderr: string }).stderr).toContain('is not empty and was not made by dirhub build');
  });
});

describe('dirhub build: Pagefind (site.search_engine "pagefind"), its index split into shards', () => {
  let fx: FixtureArchive;
  let site: string;

  beforeAll(async () => {
    fx = await knownArchive();
    site = join(fx.root, 'site');
  });
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  const entry = (dir: string) =>
    JSON.parse(read(site, `${dir}/pagefind-entry.json`)) as { languages: Record<string, { page_count: number }> };
  const shardList = () => {
    const m = read(site, 'search/index.html').match(/data-shards="([^"]*)"/);
    return JSON.parse(m![1]!.replaceAll('&quot;', '"')) as {
      url: string;
      documents: number;
      newestYear: string;
      oldestYear: string;
    }[];
  };

  it('writes one Pagefind bundle per shard, newest documents first, and tells the search page about each', async () => {
    const report = await buildSite({
      archiveDir: fx.archiveDir,
      outDir: site,
      searchEngine: 'pagefind',
      searchShardLimits: { documents: 5, chars: 1e9 },
    });
    expect(report.searchIndex).toMatchObject({ engine: 'pagefind', pages: 12, shards: 3 });
    expect(read(site, 'search/index.html')).toContain('data-engine="pagefind"');
    expect(['pagefind', 'pagefind-2', 'pagefind-3'].map((d) => entry(d).languages.en!.page_count)).toEqual([5, 5, 2]);
    const dates = KNOWN_DOCS.map((d) => d.date)
      .sort()
      .reverse();
    const years = (from: number, to: number) => ({
      newestYear: dates[from]!.slice(0, 4),
      oldestYear: dates[to]!.slice(0, 4),
    });
    expect(shardList()).toEqual([
      { url: '/pagefind/', documents: 5, ...years(0, 4) },
      { url: '/pagefind-2/', documents: 5, ...years(5, 9) },
      { url: '/pagefind-3/', documents: 2, ...years(10, 11) },
    ]);
    const sw = read(site, 'sw.js');
    for (const d of ['pagefind', 'pagefind-2', 'pagefind-3']) {
      expect(sw).toContain(`"/${d}/pagefind-entry.json"`);
      expect(sw).toContain(`"/${d}/pagefind-worker.js"`);
    }
    expect(sw).not.toContain('"/pagefind-2/pagefind-highlight.js"');
    expect(sw).not.toContain('pagefind-ui.js');
  });

  it('removes the bundles of shards a rebuild no longer has', async () => {
    const report = await buildSite({ archiveDir: fx.archiveDir, outDir: site, searchEngine: 'pagefind' });
    expect(report.searchIndex).toMatchObject({ pages: 12, shards: 1 });
    expect(existsSync(join(site, 'pagefind-2'))).toBe(false);
    expect(existsSync(join(site, 'pagefind-3'))).toBe(false);
    expect(entry('pagefind').languages.en!.page_count).toBe(12);
    expect(shardList()).toHaveLength(1);
  });

  it("removes Pagefind's bundles when the site is rebuilt with the ranked index, and the ranked index when rebuilt with Pagefind", async () => {
    const ranked = await buildSite({ archiveDir: fx.archiveDir, outDir: site });
    expect(ranked.searchIndex).toMatchObject({ engine: 'ranked', pages: 12, shards: 0 });
    expect(readdirSync(site).filter((f) => f.startsWith('pagefind') || f === 'search-index')).toEqual(['search-index']);
    expect(shardList()).toEqual([]);
    expect(read(site, 'search/index.html')).toContain('data-engine="ranked"');
    await buildSite({ archiveDir: fx.archiveDir, outDir: site, searchEngine: 'pagefind' });
    expect(readdirSync(site).filter((f) => f.startsWith('pagefind') || f === 'search-index')).toEqual(['pagefind']);
  });
});

describe('dirhub build: document pages rendered in several Eleventy runs', () => {
  let fx: FixtureArchive;

  beforeAll(async () => {
    fx = await knownArchive();
  });
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  it('writes the same site, file for file and byte for byte, as one run', async () => {
    const one = join(fx.root, 'one-run');
    const sliced = join(fx.root, 'sliced');
    const lines: string[] = [];
    const a = await buildSite({ archiveDir: fx.archiveDir, outDir: one });
    const b = await buildSite({
      archiveDir: fx.archiveDir,
      outDir: sliced,
      documentPagesPerRun: 5,
      log: (l) => lines.push(l),
    });
    expect(lines.filter((l) => l.startsWith('pages:'))).toEqual([
      'pages: 5/12 document pages',
      'pages: 10/12 document pages',
      'pages: 12/12 document pages',
    ]);
    expect(b.htmlPages).toBe(a.htmlPages);
    const files = (dir: string) =>
      listFiles(dir)
        .map((f) => relative(dir, f))
        .sort();
    expect(files(sliced)).toEqual(files(one));
    expect(files(one).filter((f) => /^documents\/[^/]+\/index\.html$/.test(f))).toHaveLength(12);
    for (const f of files(one)) expect(readFileSync(join(sliced, f)).equals(readFileSync(join(one, f))), f).toBe(true);
  });
});

describe('dirhub build: an archive before enrichment has run', () => {
  let root: string;
  let site: string;
  let report: BuildReport;
  let archive: string;
  let ids: string[];

  beforeAll(async () => {
    const bare = KNOWN_DOCS.slice(0, 3).map((d) => ({
      ...d,
      summary: null,
      entities: [],
      cross_references: [],
      category: null,
    }));
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    root = await mkdtemp(join(tmpdir(), 'dirhub-site-bare-'));
    ({ archiveDir: archive, ids } = await writeArchive(root, bare));
    // An image registry whose entries have no files yet (metadata only), and a scanned page's image, which is the page itself.
    const image = (i: number, category: ImageCategory): ImageRegistryEntry => ({
      key: `${ids[i]}/p1-1`,
      document_id: ids[i]!,
      title: bare[i]!.title,
      image: 'p1-1',
      page: 1,
      width: 10,
      height: 10,
      category,
      dhash: '00000000000000ff',
      exif: null,
      ocr_text: null,
    });
    await writeArchiveFiles(root, [
      registryWrite('images', { images: [image(0, 'photo'), image(1, 'scan')], near_duplicates: [] }),
    ]);
    site = join(root, 'site');
    report = await buildSite({ archiveDir: archive, outDir: site });
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('builds every page and says what is not there yet', () => {
    expect(report.documents).toBe(3);
    expect(report.warnings.map((w) => w.message)).toEqual([
      'archive/registries/images.json: 1 image has no file (no "path") yet; the slideshows show only images with files.',
    ]);
    expect(read(site, 'slideshows/index.html')).toContain(
      'The image registry lists 1 image whose files are not in the archive yet',
    );
    expect(brokenLinks(site, '/').broken).toEqual([]);
    expect(read(site, 'characters/index.html')).toContain('None have been identified in the documents yet.');
    expect(read(site, 'slideshows/index.html')).toContain('No images have been extracted from the documents yet.');
    expect(read(site, 'timeline/index.html')).toContain('one per document date');
    const doc = listFiles(join(site, 'documents')).find((f) => f.endsWith('index.html'))!;
    const page = readFileSync(doc, 'utf8');
    expect(page).toContain('No summary has been written for this document yet.');
    expect(page).toContain('Not classified yet');
    expect(page).toContain('No people, places or organizations have been identified yet.');
    expect(JSON.parse(read(site, 'api/v1/characters.json')).data).toEqual([]);
  });

  it('removes a deleted document from the site when rebuilt into the same folder', async () => {
    const gone = ids[2]!;
    await rm(join(archive, 'documents', gone.slice(0, 2), gone), { recursive: true });
    const again = await buildSite({ archiveDir: archive, outDir: site });
    expect(again.documents).toBe(2);
    expect(again.removed).toBe(7); // its page, original, text, oEmbed and API file, and its year's codex and timeline pages
    expect(existsSync(join(site, 'documents', gone))).toBe(false);
    expect(existsSync(join(site, 'api', 'v1', 'documents', `${gone}.json`))).toBe(false);
    expect(existsSync(join(site, 'documents', ids[0]!, 'index.html'))).toBe(true);
    expect(brokenLinks(site, '/').broken).toEqual([]);
  });

  it('never publishes a Git LFS pointer in place of an original whose content is not in the checkout', async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    const id = ids[1]!;
    const original = join(archive, 'documents', id.slice(0, 2), id, `${id}.pdf`);
    const bytes = await readFile(original);
    await writeFile(original, formatLfsPointer({ oid: sha256(bytes), size: bytes.length }));
    const out = join(root, 'site-pointer');
    const again = await buildSite({ archiveDir: archive, outDir: out });
    expect(again.warnings.map((w) => w.message)).toContainEqual(
      `${id}: original file ${original} is only a Git LFS pointer in this checkout (fetch the content: git lfs pull --include=${original}); its page links to nothing.`,
    );
    expect(existsSync(join(out, 'documents', id, `${id}.pdf`))).toBe(false);
    expect(existsSync(join(out, 'documents', ids[0]!, `${ids[0]}.pdf`))).toBe(true);
  });
});

describe('dirhub build: search reads documents without their page furniture', () => {
  let root: string;
  let site: string;

  beforeAll(async () => {
    const stamp = (n: number) => `Case: 20-1507 Document: 00117684624 Page: ${n} Date Filed: 12/22/2020`;
    const prose = [
      'The chapel asked for a temporary restraining order against the orders.',
      'The district court denied the request after a telephone conference.',
      'The appeal is dismissed for want of appellate jurisdiction.',
    ];
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    root = await mkdtemp(join(tmpdir(), 'dirhub-site-furniture-'));
    const { archiveDir } = await writeArchive(root, [
      {
        ...KNOWN_DOCS[0]!,
        pages: prose.map((p, i) => `- ${i + 1} -\nCALVARY CHAPEL v. MILLS\n${p}\n${stamp(i + 1)}`),
      },
    ]);
    site = join(root, 'site');
    await buildSite({ archiveDir, outDir: site });
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('indexes and excerpts the words of the pages, not their stamps, headers and page numbers; the page keeps them', () => {
    const manifest = JSON.parse(read(site, 'search-index/manifest.json')) as IndexManifest;
    const entry = JSON.parse(read(site, `search-index/${manifest.base.dir}/d/0/0.json`)) as DocumentEntry;
    // Excerpts are cut from the document's one text file, read as the index read it: without the lines
    // its entry names as furniture, which are the ones found in it again.
    const text = searchableText(documentText(site, entry[0]));
    expect(withoutLines(documentText(site, entry[0]), entry[6])).toBe(text);
    expect(entry[6].flat().length).toBeGreaterThan(0);
    expect(text).toContain('The district court denied the request after a telephone conference.');
    expect(text).not.toContain('Document: 00117684624');
    expect(text).not.toContain('CALVARY CHAPEL v. MILLS');
    expect(text).not.toMatch(/- \d -/);
    // The page shows the text file as it is, furniture and all.
    const page = listFiles(join(site, 'documents')).find((f) => f.endsWith('index.html'))!;
    const id = page.split(/[\\/]/).at(-2)!;
    expect(readFileSync(page, 'utf8')).toContain(`data-text-url="/documents/${id}/text.json.gz"`);
    expect(documentText(site, id).join('\n')).toContain(
      'Case: 20-1507 Document: 00117684624 Page: 2 Date Filed: 12/22/2020',
    );
  });
});
