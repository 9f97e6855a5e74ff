/**
 * Search on the demo with JavaScript off, in Chromium: the static site's search page leads to the codex's
 * lists; a site that knows its live API (`site.api_url`) sends its search form to `dirhub serve`, whose
 * HTML page answers with the JSON API's results in its order, says how the query was read and suggests
 * a word for a typo, its results opening the site's document pages. And a typo in a word's first letter
 * is suggested, on the site's search page (JavaScript on) as on the server's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../site/generator/build.js';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { axeViolations, CHROMIUM, CHROMIUM_ARGS, serveSite } from '../helpers/browser.js';
import { DEMO_PREFIX, demoSite, type DemoSite } from '../helpers/demo-site.js';
import { describeWithTool } from '../helpers/paths.js';
import { serve } from '../serve/helpers.js';
import { chromium, type Browser as Chromium } from 'playwright-core';

interface ApiAnswer {
  data: { title: string; metadata: { page_url: string } }[];
  meta: { pagination: { total_items: number }; query: { read_as: string; did_you_mean?: { suggestion: string }[] } };
}

describeWithTool('chromium', 'search without JavaScript, on the demo in Chromium', () => {
  let demo: DemoSite;
  let folder: string;
  let staticSite: PreviewServer;
  let apiSite: PreviewServer;
  let api: RunningServer;
  let chromiumBrowser: Chromium;
  let noScript: BrowserContext;
  let withScript: BrowserContext;

  beforeAll(async () => {
    demo = await demoSite();
    staticSite = await serveSite(demo.site, { prefix: DEMO_PREFIX });
    // The server links its results to the demo's pages, served here; the site built for it sends its form there.
    api = await serve(demo.repository, { siteUrl: staticSite.url });
    folder = await mkdtemp(join(tmpdir(), 'dirhub-no-script-'));
    await buildSite({ archiveDir: demo.repository, outDir: folder, pathPrefix: DEMO_PREFIX, apiUrl: api.url });
    apiSite = await serveSite(folder, { prefix: DEMO_PREFIX });
    chromiumBrowser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    noScript = await chromiumBrowser.newContext({ javaScriptEnabled: false });
    withScript = await chromiumBrowser.newContext();
  }, 600_000);
  afterAll(async () => {
    await chromiumBrowser?.close();
    await api?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const apiSearch = async (q: string): Promise<ApiAnswer> =>
    (await (await fetch(`${api.url}/api/v1/search?q=${encodeURIComponent(q)}`)).json()) as ApiAnswer;
  const titles = (page: Page) => page.$$eval('.results .result h2 a', (as) => as.map((a) => a.textContent!));

  it('leads from the static search page to the codex filtered by a category, saying why', async () => {
    const page = await noScript.newPage();
    await page.goto(`${staticSite.url}search/`);
    await page.fill('#q', 'category:legal');
    await Promise.all([page.waitForURL(/[?&]q=category%3Alegal/), page.click('#search-form button[type=submit]')]);
    expect(await page.isVisible('.noscript-search')).toBe(true);
    expect(await page.textContent('.noscript-search')).toContain('the form cannot look for words here');
    await Promise.all([page.waitForURL(/\/codex\/category\/legal\/$/), page.click('.noscript-search a >> text=Legal')]);
    expect(await page.textContent('main .lead')).toContain('Legal, newest first: 7 documents');
    await page.close();
  });

  it("sends the form of a site with a live API to the server's page: its results, in the API's order", async () => {
    const page = await noScript.newPage();
    await page.goto(`${apiSite.url}search/`);
    expect(await page.textContent('.noscript-search')).toContain("searches on the archive's server");
    // An unclosed parenthesis: read as words, and the page says how.
    const q = 'Okafor OR Harlow (';
    await page.fill('#q', q);
    await Promise.all([page.waitForURL(`${api.url}/search?**`), page.click('#search-form button[type=submit]')]);
    const expected = await apiSearch(q);
    expect(expected.meta.pagination.total_items).toBe(2);
    expect(await page.textContent('#search-status')).toBe('2 documents match.');
    expect(await page.textContent('.read-as code')).toBe(expected.meta.query.read_as);
    expect(expected.meta.query.read_as).not.toBe(q);
    expect(await titles(page)).toEqual(expected.data.map((d) => d.title));
    // A result opens the document's page on the site.
    const first = expected.data[0]!;
    await Promise.all([page.waitForURL(`${staticSite.url}documents/**`), page.click('.results .result h2 a')]);
    expect(await page.textContent('h1')).toContain(first.title.split(' — ')[0]);
    await page.close();
  });

  it("sends the home page's search box there too without JavaScript, and to the site's search page with it", async () => {
    const off = await noScript.newPage();
    await off.goto(apiSite.url);
    await off.fill('#home-q', 'Okafor');
    await Promise.all([off.waitForURL(`${api.url}/search?q=Okafor`), off.click('.search-box button[type=submit]')]);
    expect(await off.textContent('#search-status')).toBe('1 document matches.');
    await off.close();
    const on = await withScript.newPage();
    await on.goto(apiSite.url);
    await on.fill('#home-q', 'Okafor');
    await Promise.all([on.waitForURL(`${apiSite.url}search/?q=Okafor`), on.click('.search-box button[type=submit]')]);
    await on.waitForFunction(() => document.body.dataset.searchState === 'done');
    expect(await on.textContent('#search-status')).toMatch(/^1 document/);
    await on.close();
  });

  it("sends the form's order to the server's page, which lists the results in it", async () => {
    const page = await noScript.newPage();
    const dates = async () =>
      (await page.$$eval('.results .result .meta', (ms) => ms.map((m) => m.textContent!.split(' · ')[0]!))).filter(
        (d) => d !== 'Undated',
      );
    for (const sort of ['oldest', 'newest'] as const) {
      await page.goto(`${apiSite.url}search/`);
      await page.fill('#q', 'court');
      await page.click('.filters-fold summary');
      await page.selectOption('#sort', sort);
      await Promise.all([page.waitForURL(`**/search?*sort=${sort}*`), page.click('#search-form button[type=submit]')]);
      expect(await page.inputValue('#sort')).toBe(sort);
      const listed = await dates();
      expect(listed.length).toBeGreaterThan(2);
      const ordered = [...listed].sort();
      expect(listed).toEqual(sort === 'oldest' ? ordered : ordered.reverse());
      expect(new Set(listed).size).toBeGreaterThan(1);
    }
    await page.close();
  });

  it("suggests a word for a typo on the server's page, and the suggestion finds it", async () => {
    const page = await noScript.newPage();
    for (const typo of ['okafr', 'ikafor']) {
      await page.goto(`${api.url}/search?q=${typo}`);
      expect(await page.textContent('#search-status')).toBe('No documents match.');
      // As the API suggests it, in the form it is written in the first document holding it.
      const suggestion = (await apiSearch(typo)).meta.query.did_you_mean?.[0]?.suggestion;
      // The name as it is written, as the site's search page suggests it.
      expect(suggestion).toBe('Okafor');
      expect(await page.textContent('.did-you-mean')).toBe(`Did you mean ${suggestion}?`);
      await Promise.all([page.waitForURL(`**/search?q=${suggestion}`), page.click('.did-you-mean a')]);
      const found = (await apiSearch('Okafor')).meta.pagination.total_items;
      expect(found).toBeGreaterThan(0);
      expect(await page.textContent('#search-status')).toBe(
        `${found} document${found === 1 ? ' matches' : 's match'}.`,
      );
    }
    await page.close();
  });

  it("narrows by the form's filters, with no words too, and keeps them on the next search", async () => {
    const page = await noScript.newPage();
    const legal = (await (await fetch(`${api.url}/api/v1/documents?category=legal&per_page=1`)).json()) as {
      meta: { pagination: { total_items: number } };
    };
    await page.goto(`${api.url}/search?q=&category=legal&year=&source=&verification=&entity=&sort=`);
    const total = legal.meta.pagination.total_items;
    expect(total).toBeGreaterThan(1);
    expect(await page.textContent('#search-status')).toBe(`${total} documents match.`);
    expect(await page.textContent('.filters')).toContain('Narrowed to category legal');
    await page.fill('#q', 'Okafor');
    await Promise.all([page.waitForURL(/category=legal/), page.click('button[type=submit]')]);
    expect(await page.textContent('#search-status')).toBe('1 document matches.');
    await page.close();
  });

  it('escapes whatever is typed, and says when a query is too long', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await fetch(
      `${api.url}/search?q=${encodeURIComponent(hostile)}&category=${encodeURIComponent(hostile)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&#60;script&#62;');
    const long = await fetch(`${api.url}/search?q=${'word '.repeat(120)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('characters long; at most 500 are read');
  });

  it("has no WCAG violations on the server's page", async () => {
    // axe runs as a script in the page, which the page's own policy forbids: only the check bypasses it.
    const checking = await chromiumBrowser.newContext({ bypassCSP: true });
    const page = await checking.newPage();
    await page.goto(`${api.url}/search?q=${encodeURIComponent('Okafor OR Harlow (')}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${api.url}/search?q=okafr`);
    expect(await axeViolations(page)).toEqual([]);
    await checking.close();
  });

  it('suggests a word whose first letter was mistyped on the search page, with JavaScript', async () => {
    const page = await withScript.newPage();
    for (const typo of ['ikafor', 'kafor', 'arlow']) {
      await page.goto(`${staticSite.url}search/?q=${typo}%20`);
      await page.waitForFunction(() => ['done', 'error'].includes(document.body.dataset.searchState ?? ''));
      expect(await page.textContent('#search-status')).toContain('No documents');
      const meant = typo === 'arlow' ? 'Harlow' : 'Okafor';
      const suggested = (await page.textContent('#search-read .did-you-mean'))!.match(/^Did you mean (\S+)\?$/)?.[1];
      expect(suggested).toBe(meant);
      expect((await apiSearch(typo)).meta.query.did_you_mean?.[0]?.suggestion).toBe(meant);
    }
    await page.close();
  });
});
