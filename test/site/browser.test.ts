import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildReport } from '../../site/generator/build.js';
import type { BuildOptions } from '../../site/generator/plan.js';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import { openBrowser, serveSite, type Browser } from '../helpers/browser.js';
import { COMMON_WORD, KNOWN_DOCS, knownArchive, RARE_WORD, type FixtureArchive } from './fixture.js';
import { describeWithTool } from '../helpers/paths.js';

const PREFIX = '/dirhub-demo/';
/** Two words found together in three of the known documents, and apart in others. */
const TWO_WORDS = 'appendix Chen';

interface SearchContext {
  page: Page;
  url: string;
  fx: FixtureArchive;
}

/** The search page's checks, the same whichever engine the site was built with. */
function searchTests(ctx: () => SearchContext): void {
  const search = async (query: string) => {
    const { page } = ctx();
    await page.fill('#q', query);
    await page.waitForFunction(
      (q) =>
        document.body.dataset.searchState === 'done' &&
        document.getElementById('search-status')!.textContent!.includes(q),
      query,
    );
  };
  const resultTitles = () => ctx().page.$$eval('#results .result h2 a', (as) => as.map((a) => a.textContent));
  it('finds a document by a word from its text, highlights it, and carries the highlight onto the page', async () => {
    const { page, url, fx } = ctx();
    await page.goto(`${url}search/`);
    await search(RARE_WORD);
    expect(await resultTitles()).toEqual(['Order granting the motion to dismiss']);
    expect(await page.$$eval('#results .excerpt mark', (ms) => ms.map((m) => m.textContent))).toEqual([RARE_WORD]);
    expect(await page.textContent('#search-status')).toBe(`1 document for “${RARE_WORD}”.`);
    expect(new URL(page.url()).search).toBe(`?q=${RARE_WORD}`);
    // The ranked index knows the page of the hit (page 2), says so once its text is read, and opens the
    // document there.
    const ranked = (await page.getAttribute('#search-form', 'data-engine')) === 'ranked';
    if (ranked) await page.waitForSelector('#results .result .where');
    const href = await page.getAttribute('#results .result h2 a', 'href');
    const at = ranked ? '#page-2' : '';
    expect(href).toBe(`${PREFIX}documents/${fx.ids[0]}/?highlight=${RARE_WORD}${at}`);
    await page.click('#results .result h2 a');
    await page.waitForSelector('.doc-text mark');
    expect(await page.$$eval('.doc-text mark', (ms) => ms.map((m) => m.textContent))).toEqual([RARE_WORD]);
    expect(await page.textContent('h1')).toBe('Order granting the motion to dismiss');
  });

  it('finds a word from its first letters, as it is being typed', async () => {
    const { page, url } = ctx();
    await page.goto(`${url}search/`);
    await search(RARE_WORD.slice(0, 5));
    expect(await resultTitles()).toEqual(['Order granting the motion to dismiss']);
    expect(await page.$$eval('#results .excerpt mark', (ms) => ms.map((m) => m.textContent))).toEqual([RARE_WORD]);
  });

  it('searches once when a word is typed letter by letter, and at once on Enter', async () => {
    const { url } = ctx();
    // A browser of its own whose clock stands still while the word is typed: the typing pause is then
    // measured in the page's time, whatever the machine's load. (A clock is installed in a whole browser
    // context; the page keeps its own count of searches, as the fake clock replaces `performance`.)
    const own = await openBrowser();
    const tab = await own.context.newPage();
    try {
      await own.context.clock.install();
      await own.context.addInitScript(() => {
        const w = window as unknown as { searches: number };
        w.searches = 0;
        const mark = performance.mark.bind(performance);
        performance.mark = (name: string, options?: PerformanceMarkOptions) => {
          if (name === 'dirhub:search') w.searches++;
          return mark(name, options);
        };
      });
      await tab.goto(`${url}search/`);
      await tab.waitForFunction(() => document.body.dataset.searchState === 'idle');
      await own.context.clock.pauseAt(Date.now() + 60_000);
      const searches = () => tab.evaluate(() => (window as unknown as { searches: number }).searches);
      const before = await searches();
      await tab.focus('#q');
      await tab.keyboard.type(RARE_WORD);
      expect(await searches()).toBe(before);
      await own.context.clock.runFor(250);
      await tab.waitForFunction(
        (q) =>
          document.body.dataset.searchState === 'done' &&
          document.getElementById('search-status')!.textContent!.includes(q),
        RARE_WORD,
      );
      expect(await searches()).toBe(before + 1);
      expect(await tab.$$eval('#results .result h2 a', (as) => as.map((a) => a.textContent))).toEqual([
        'Order granting the motion to dismiss',
      ]);
      // Enter does not wait for a pause: the search has run by the time the key's events are handled.
      await tab.fill('#q', COMMON_WORD);
      const atEnter = await searches();
      await tab.press('#q', 'Enter');
      expect(await searches()).toBe(atEnter + 1);
    } finally {
      await own.close();
    }
  });

  it('finds with two words exactly the documents that hold both, each excerpt marking only those words', async () => {
    const { page, url } = ctx();
    // "appendix" is in the nine reports' second page, "Chen" in the three about Wei Chen: those three.
    await page.goto(`${url}search/?q=${encodeURIComponent(TWO_WORDS)}&sort=newest`);
    await page.waitForFunction(() => document.body.dataset.searchState === 'done');
    expect(await page.textContent('#search-status')).toBe(`3 documents for “${TWO_WORDS}”.`);
    expect(await resultTitles()).toEqual(['Legal report number 11', 'Legal report number 5', 'Legal report number 8']);
    const marked = await page.$$eval('#results .excerpt', (es) =>
      // Pagefind marks a word with the punctuation after it ("Chen."): the letters are compared.
      es.map((e) => [...e.querySelectorAll('mark')].map((m) => m.textContent!.toLowerCase().replace(/[^a-z]/g, ''))),
    );
    expect(marked).toHaveLength(3);
    for (const words of marked) {
      expect(words.length).toBeGreaterThan(0);
      expect(words.filter((w) => w !== 'appendix' && w !== 'chen')).toEqual([]);
    }
  });

  it('narrows results with a filter, keeps it in the URL, and the back button restores the search', async () => {
    const { page, url, fx } = ctx();
    await page.goto(`${url}search/?q=${COMMON_WORD}`);
    await page.waitForFunction(() => document.body.dataset.searchState === 'done');
    expect(await page.textContent('#search-status')).toBe(`12 documents for “${COMMON_WORD}”, page 1 of 2.`);
    await page.waitForFunction(() => (document.getElementById('f-category') as HTMLSelectElement).options.length > 1);
    // The filters are folded behind one control.
    expect(await page.isVisible('#f-category')).toBe(false);
    await page.click('.filters-fold summary');
    await page.selectOption('#f-category', 'financial');
    await page.waitForFunction(() => document.getElementById('search-status')!.textContent!.startsWith('3 documents'));
    expect(new URL(page.url()).searchParams.get('category')).toBe('financial');
    const titles = await resultTitles();
    expect(titles).toHaveLength(3);
    expect(titles.every((t) => t!.startsWith('Financial report'))).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('search-status')!.textContent!.startsWith('12 documents'));
    expect(await page.inputValue('#f-category')).toBe('');
    await page.goForward();
    await page.waitForFunction(() => document.getElementById('search-status')!.textContent!.startsWith('3 documents'));
    expect(await page.inputValue('#f-category')).toBe('financial');
    expect(await page.textContent('.filters-fold summary')).toBe('Filters and order (1 set)');
  });

  it('sorts by date and moves between result pages', async () => {
    const { page, url, fx } = ctx();
    await page.goto(`${url}search/?q=${COMMON_WORD}&sort=newest`);
    await page.waitForFunction(() => document.body.dataset.searchState === 'done');
    const first = await resultTitles();
    expect(first).toHaveLength(10);
    expect(first[0]).toBe('Letter with no enrichment yet');
    const resultDates = () =>
      page.$$eval('#results .result .meta', (ps) => ps.map((p) => p.textContent!.split(' · ')[0]!));
    const dates = await resultDates();
    await page.click('#results-pager a[rel="next"]');
    await page.waitForFunction(() => document.getElementById('search-status')!.textContent!.includes('page 2 of 2'));
    expect(await resultTitles()).toHaveLength(2);
    // Newest first across all three shards: the dates of both pages, in order, are every date sorted.
    dates.push(...(await resultDates()));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toEqual(
      KNOWN_DOCS.map((d) => d.date)
        .sort()
        .reverse(),
    );
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getAttribute('#results', 'start')).toBe('11');
  });
}

interface ServedSite extends SearchContext {
  server: PreviewServer;
  browser: Browser;
  errors: string[];
}

/**
 * For one describe: builds the known archive (and `archive`'s extra documents) with `options` under
 * PREFIX, serves it and opens a page in Chromium.
 */
function servedSite(
  options: Partial<BuildOptions>,
  checkReport: (report: BuildReport) => void,
  archive: Parameters<typeof knownArchive>[0] = {},
  browserOptions: Parameters<typeof openBrowser>[1] = {},
): ServedSite {
  const ctx = { errors: [] as string[] } as ServedSite;
  beforeAll(async () => {
    ctx.fx = await knownArchive(archive);
    const site = join(ctx.fx.root, 'site');
    checkReport(await buildSite({ archiveDir: ctx.fx.archiveDir, outDir: site, pathPrefix: PREFIX, ...options }));
    ctx.server = await serveSite(site, { prefix: PREFIX });
    ctx.url = ctx.server.url;
    ctx.browser = await openBrowser(undefined, browserOptions);
    ctx.page = await ctx.browser.context.newPage();
    ctx.page.on('pageerror', (err) => ctx.errors.push(err.message));
    ctx.page.on('console', (msg) => {
      if (msg.type() === 'error') ctx.errors.push(msg.text());
    });
  });
  afterAll(async () => {
    // The profile goes now rather than with the file's browser: the next describe's starts afresh.
    await ctx.browser?.close();
    if (ctx.fx) await rm(ctx.fx.root, { recursive: true, force: true });
  });
  return ctx;
}

describeWithTool('chromium', 'the built site in Chromium, served under a path prefix', () => {
  // Words in three or more of the twelve documents carry their first page in their chunk, as words in a
  // hundred do by default.
  // A profile on disk: Chromium calls no site installable in an incognito one.
  const ctx = servedSite(
    { codexPageSize: 5, repository: 'example-org/example-archive', searchHeadMinDocuments: 3 },
    (report) => expect(report.searchIndex.engine).toBe('ranked'),
    {},
    { persistent: true },
  );
  let server: PreviewServer;
  let browser: Browser;
  let page: Page;
  const errors = ctx.errors;
  beforeAll(() => {
    ({ server, browser, page } = ctx);
  });

  const search = async (query: string) => {
    await page.fill('#q', query);
    await page.waitForFunction(
      (q) =>
        document.body.dataset.searchState === 'done' &&
        document.getElementById('search-status')!.textContent!.includes(q),
      query,
    );
  };
  const resultTitles = () => page.$$eval('#results .result h2 a', (as) => as.map((a) => a.textContent));

  searchTests(() => ctx);

  /** On a fresh search page, runs `act` with the list of paths the page requests meanwhile. */
  const recordingRequests = async (act: (fetched: string[]) => Promise<void>) => {
    await page.goto(`${server.url}search/`);
    await page.waitForFunction(() => document.body.dataset.searchState === 'idle');
    const fetched: string[] = [];
    const onRequest = (r: { url(): string }) => fetched.push(new URL(r.url()).pathname);
    page.on('request', onRequest);
    try {
      await act(fetched);
    } finally {
      page.off('request', onRequest);
    }
  };

  it("shows a one-word query's first page from the word's chunk alone, and fetches entries for the next", () =>
    recordingRequests(async (fetched) => {
      await search(COMMON_WORD);
      expect(await page.textContent('#search-status')).toBe(`12 documents for “${COMMON_WORD}”, page 1 of 2.`);
      expect(await page.$$eval('#results .excerpt mark', (ms) => ms.length)).toBeGreaterThanOrEqual(10);
      const index = fetched.filter((p) => p.includes('/search-index/'));
      expect(index.some((p) => p.includes('/t/'))).toBe(true);
      expect(index.filter((p) => p.includes('/d/'))).toEqual([]);
      await page.click('#results-pager a[rel="next"]');
      await page.waitForFunction(() => document.getElementById('search-status')!.textContent!.includes('page 2 of 2'));
      expect(fetched.filter((p) => p.includes('/d/'))).toHaveLength(2);
    }));

  it('fetches for a two-word query the entries and text files of the shown results only', () =>
    recordingRequests(async (fetched) => {
      await search(`${COMMON_WORD} page`);
      expect(await page.textContent('#search-status')).toBe(`11 documents for “${COMMON_WORD} page”, page 1 of 2.`);
      const shown = await page.$$eval('#results .result h2 a', (as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      expect(shown).toHaveLength(10);
      // Each shown result's entry, and its text file for the excerpt; no other document's.
      expect(fetched.filter((p) => p.includes('/search-index/') && p.includes('/d/'))).toHaveLength(10);
      expect(fetched.filter((p) => p.endsWith('/text.json.gz')).sort()).toEqual(
        shown.map((p) => `${p}text.json.gz`).sort(),
      );
    }));

  it('pages through the codex', async () => {
    await page.goto(`${server.url}codex/`);
    expect(await page.$$eval('.doc-table tbody tr', (r) => r.length)).toBe(5);
    await page.click('.pager a[rel="next"]');
    await page.waitForURL(`${server.url}codex/page/2/`);
    expect(await page.$$eval('.doc-table tbody tr', (r) => r.length)).toBe(5);
    expect(await page.textContent('.pager a[aria-current="page"]')).toBe('2');
    await page.click('.pager a:text("Last (3)")');
    await page.waitForURL(`${server.url}codex/page/3/`);
    expect(await page.$$eval('.doc-table tbody tr', (r) => r.length)).toBe(2);
  });

  it('validates upload metadata with the pipeline schema: rejects a bad date, accepts a good one', async () => {
    await page.goto(`${server.url}upload/`);
    await page.fill('#m-title', 'Deposition of a witness');
    await page.fill('#m-date', '2019-02-30');
    await page.fill('#m-source', 'District Court');
    await page.selectOption('#m-relevance', 'high');
    await page.click('#metadata-form button[type="submit"]');
    await page.waitForSelector('#m-date[aria-invalid="true"]');
    expect(await page.textContent('#m-date-error')).toContain('is not a real calendar date in the form YYYY-MM-DD');
    expect(await page.isHidden('#metadata-output')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('m-date');
    // A summary at the top of the form lists each problem under its field's label, linked to the field.
    expect(await page.isVisible('#metadata-summary')).toBe(true);
    const summary = await page.$$eval('#metadata-summary li a', (as) =>
      as.map((a) => [a.getAttribute('href'), a.textContent]),
    );
    expect(summary).toHaveLength(1);
    expect(summary[0]![0]).toBe('#m-date');
    expect(summary[0]![1]).toMatch(/^Document date: .*is not a real calendar date/);
    const [summaryTop, formTop] = await page.$$eval('#metadata-summary, #metadata-form .field', (els) =>
      els.slice(0, 2).map((e) => e.getBoundingClientRect().top),
    );
    expect(summaryTop!).toBeLessThan(formTop!);
    // An importance that is not one of the levels is named as the form names it, never by its JSON field.
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#m-relevance')!;
      select.add(new Option('urgent', 'urgent'));
      select.value = 'urgent';
      select.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.waitForSelector('#m-relevance[aria-invalid="true"]');
    const importance = (await page.textContent('#m-relevance-error'))!;
    expect(importance).not.toMatch(/\brelevance\b/);
    expect(await page.textContent('#metadata-summary')).toContain('Importance: ');
    await page.selectOption('#m-relevance', 'high');
    await page.fill('#m-date', '2019-02-28');
    await page.waitForSelector('#metadata-output:not([hidden])');
    expect(await page.getAttribute('#m-date', 'aria-invalid')).toBeNull();
    expect(await page.isHidden('#metadata-summary')).toBe(true);
    expect(JSON.parse((await page.textContent('#metadata-json'))!)).toEqual({
      title: 'Deposition of a witness',
      date: '2019-02-28',
      source: 'District Court',
      relevance: 'high',
    });
    // A docket entry is a whole number in the JSON; anything else is refused by the same schema.
    await page.fill('#m-docket_entry', 'ECF 42');
    await page.waitForSelector('#m-docket_entry[aria-invalid="true"]');
    expect(await page.textContent('#m-docket_entry-error')).toContain('must be a whole number');
    await page.fill('#m-docket_entry', '42');
    await page.waitForSelector('#metadata-output:not([hidden])');
    expect(JSON.parse((await page.textContent('#metadata-json'))!)).toMatchObject({ docket_entry: 42 });
    await page.fill('#m-docket_entry', '');
    await page.waitForSelector('#metadata-output:not([hidden])');
    expect(await page.getAttribute('#metadata-download', 'download')).toBe('deposition-of-a-witness.json');
    expect(await page.getAttribute('#github-upload', 'href')).toBe(
      'https://github.com/example-org/example-archive/upload/main/uploads',
    );
  });

  it('keeps the codex and search working offline after a first visit', async () => {
    await page.goto(server.url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The first load is not controlled by the worker; visit the pages again once it is.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${server.url}codex/page/2/`);
    await page.goto(`${server.url}search/`);
    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}codex/page/2/`);
      expect(await page.$$eval('.doc-table tbody tr', (r) => r.length)).toBe(5);
      await page.goto(`${server.url}search/`);
      await search(RARE_WORD);
      expect(await resultTitles()).toEqual(['Order granting the motion to dismiss']);
      // Texts never fetched online are not kept: their results come without an excerpt, never an error.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const r of await cache.keys()) if (r.url.endsWith('/text.json.gz')) await cache.delete(r);
        }
      });
      await page.fill('#q', 'appendix smith');
      await page.waitForFunction(
        () =>
          document.body.dataset.searchState === 'error' ||
          (document.body.dataset.searchState === 'done' &&
            document.getElementById('search-status')!.textContent!.includes('appendix smith')),
      );
      expect(await page.textContent('#search-status')).toMatch(/^\d+ documents? for “appendix smith”/);
      expect((await resultTitles()).length).toBeGreaterThan(0);
      for (const text of await page.$$eval('#results .excerpt', (ps) => ps.map((p) => p.textContent)))
        expect(text).toBe('No excerpt: its text is not kept for reading offline.');
      await page.goto(`${server.url}timeline/`);
      expect(await page.textContent('h1')).toBe('You are offline');
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('is installable: Chromium finds no fault with the manifest, its icons and the service worker', async () => {
    await page.goto(server.url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await browser.context.newCDPSession(page);
    try {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
      expect([url, manifestErrors]).toEqual([`${server.url}manifest.webmanifest`, []]);
    } finally {
      await cdp.detach();
    }
  });

  it('moves through a slideshow with the keyboard', async () => {
    await page.goto(`${server.url}slideshows/evidence/`);
    await page.waitForSelector('.slideshow-controls:not([hidden])');
    expect(await page.textContent('.slide-status')).toBe('Image 1 of 2');
    expect(await page.$$eval('.slide', (s) => s.map((x) => (x as HTMLElement).hidden))).toEqual([false, true]);
    await page.focus('[data-slideshow]');
    await page.keyboard.press('ArrowRight');
    expect(await page.textContent('.slide-status')).toBe('Image 2 of 2');
    expect(await page.getAttribute('.slide:not([hidden]) img', 'alt')).toBe('Map of <Springfield>');
    await page.keyboard.press('ArrowRight');
    expect(await page.textContent('.slide-status')).toBe('Image 1 of 2');
  });

  it('moves through a slideshow with a swipe, and gives each image its own address', async () => {
    const tab = await page.context().newPage();
    const cdp = await page.context().newCDPSession(tab);
    try {
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      // An image's address opens the slideshow at that image.
      await tab.goto(`${server.url}slideshows/evidence/#image-2`);
      await tab.waitForSelector('.slideshow-controls:not([hidden])');
      expect(await tab.textContent('.slide-status')).toBe('Image 2 of 2');
      const swipe = async (from: number, to: number) => {
        const box = (await tab.locator('.slide:not([hidden]) img').boundingBox())!;
        const y = box.y + Math.min(box.height / 2, 100);
        const at = (f: number) => [{ x: box.x + box.width * f, y }];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
        for (let k = 1; k <= 5; k++)
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: at(from + ((to - from) * k) / 5),
          });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await tab.locator('.slides').scrollIntoViewIfNeeded();
      // A swipe to the left shows the next image (after the last, the first), to the right the one before.
      await swipe(0.8, 0.2);
      await tab.waitForFunction(() => document.querySelector('.slide-status')?.textContent === 'Image 1 of 2');
      expect(await tab.evaluate(() => location.hash)).toBe('#image-1');
      await swipe(0.2, 0.8);
      await tab.waitForFunction(() => document.querySelector('.slide-status')?.textContent === 'Image 2 of 2');
      expect(await tab.evaluate(() => location.hash)).toBe('#image-2');
      expect(await tab.getAttribute('.slide:not([hidden]) img', 'alt')).toBe('Map of <Springfield>');
      // The buttons say where they went too.
      await tab.click('[data-next]');
      expect(await tab.evaluate(() => location.hash)).toBe('#image-1');
    } finally {
      await cdp.detach();
      await tab.close();
    }
  });

  it('ran without script errors in the pages', () => {
    expect(
      errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED') && !e.includes('Failed to load resource')),
    ).toEqual([]);
  });
});

describeWithTool('chromium', 'search with Pagefind (site.search_engine "pagefind"), in Chromium', () => {
  // Five documents per shard: the twelve documents are indexed as three Pagefind bundles, so every
  // search merges results across bundles and workers.
  const ctx = servedSite({ searchEngine: 'pagefind', searchShardLimits: { documents: 5, chars: 1e9 } }, (report) =>
    expect([report.searchIndex.engine, report.searchIndex.shards]).toEqual(['pagefind', 3]),
  );

  searchTests(() => ctx);

  it('ran without script errors in the pages', () => {
    expect(ctx.errors).toEqual([]);
  });
});

describeWithTool('chromium', 'a document page without JavaScript, in Chromium', () => {
  // Four pages of about 1,800 characters: the first fits in the page's opening, the others do not.
  const longPages = Array.from({ length: 4 }, (_, i) =>
    Array.from({ length: 40 }, (_, k) => `Page ${i + 1} line ${k + 1} of the long hearing transcript.`).join('\n'),
  );
  const ctx = servedSite({}, () => undefined, {
    registries: false,
    images: false,
    extraDocs: [{ ...KNOWN_DOCS[KNOWN_DOCS.length - 1]!, title: 'Hearing transcript', pages: longPages }],
  });
  const texts = (page: Page) =>
    page.$$eval('.doc-text .page', (ps) =>
      ps.map((p) => (p.querySelector('.page-text') as HTMLElement | null)?.innerText ?? ''),
    );

  /** Opens `path` with script execution disabled; `fetched` lists the paths requested meanwhile. */
  const withoutScript = async (path: string) => {
    const page = await ctx.browser.context.newPage();
    const cdp = await ctx.browser.context.newCDPSession(page);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${ctx.url}${path}`);
    return { page, fetched, close: () => cdp.detach().then(() => page.close()) };
  };

  it("shows a short document's whole text, with no note and no request for its text file", async () => {
    const { page, fetched, close } = await withoutScript(`documents/${ctx.fx.ids[0]}/`);
    try {
      expect(await texts(page)).toEqual(KNOWN_DOCS[0]!.pages);
      expect(await page.locator('.doc-text noscript').count()).toBe(0);
      expect(fetched.filter((p) => p.endsWith('text.json.gz'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows a long document's opening and says where the rest is; with script, the whole text", async () => {
    const id = ctx.fx.ids[KNOWN_DOCS.length]!;
    const { page, close } = await withoutScript(`documents/${id}/`);
    try {
      // Only the opening's page is in the HTML (the later ones' sections and links are built by the script).
      expect(await texts(page)).toEqual([longPages[0]]);
      expect(await page.$$eval('.page-jump a', (as) => as.map((a) => a.getAttribute('href')))).toEqual(['#page-1']);
      expect(await page.isVisible('.doc-text p:has-text("This page holds the beginning of the text")')).toBe(true);
      expect(await page.getAttribute('.doc-text p.muted a', 'href')).toBe(`${PREFIX}documents/${id}/text.json.gz`);
    } finally {
      await close();
    }
    const page2 = await ctx.browser.context.newPage();
    try {
      await page2.goto(`${ctx.url}documents/${id}/`);
      await page2.waitForFunction(() => Boolean(document.querySelector('#page-4 .page-text')?.textContent));
      expect(await texts(page2)).toEqual(longPages);
      expect(await page2.$$eval('.page-jump a', (as) => as.map((a) => a.getAttribute('href')))).toEqual(
        longPages.map((_, i) => `#page-${i + 1}`),
      );
      expect(await page2.getAttribute('#page-4 a.in-pdf', 'href')).toMatch(/\.pdf#page=4$/);
      expect(await page2.isVisible('text=This page holds the beginning of the text')).toBe(false);
    } finally {
      await page2.close();
    }
  });
});
