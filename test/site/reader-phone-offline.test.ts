/**
 * The demo as a reader on the move uses it, at a desktop's and a phone's size in Chromium: on a phone the
 * first search result starts within the first screen, and search answers offline after a visit to the home
 * page and one document — with an excerpt where the text was kept, without one where it was not, never
 * an error.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import { axeViolations, openBrowser, READER_SCREENS, serveSite, type Browser } from '../helpers/browser.js';
import { DEMO_PREFIX, demoSite, type DemoSite } from '../helpers/demo-site.js';
import { describeWithTool } from '../helpers/paths.js';

/** The most a phone's first result may start below the top of the screen (the measure). */
const FIRST_RESULT_MAX_TOP = 450;

/** Types `query` into the search page and waits for its answer; returns the status it says. */
async function search(page: Page, query: string): Promise<string> {
  await page.fill('#q', query);
  await page.waitForFunction(
    (q) =>
      ['done', 'error'].includes(document.body.dataset.searchState ?? '') &&
      document.getElementById('search-status')!.textContent!.includes(q),
    query,
  );
  return (await page.textContent('#search-status'))!;
}

describeWithTool('chromium', 'the demo on a phone and offline, in Chromium', () => {
  let demo: DemoSite;
  let server: PreviewServer;
  beforeAll(async () => {
    demo = await demoSite();
    server = await serveSite(demo.site, { prefix: DEMO_PREFIX });
  }, 1_200_000);

  for (const [name, screen] of READER_SCREENS) {
    describe(`at ${name}`, () => {
      let browser: Browser;
      let page: Page;
      const errors: string[] = [];
      beforeAll(async () => {
        browser = await openBrowser(screen);
        page = await browser.context.newPage();
        page.on('pageerror', (err) => errors.push(err.message));
      });
      afterAll(async () => {
        await browser?.close();
      });

      // Measured for a phone; a laptop's wider screen must do at least as well.
      it(`shows the first search result, with its excerpt, within ${FIRST_RESULT_MAX_TOP} px of the top`, async () => {
        await page.goto(`${server.url}search/`);
        await search(page, 'discovery');
        const top = await page
          .locator('#results .result')
          .first()
          .evaluate((e) => e.getBoundingClientRect().top);
        expect(top).toBeGreaterThan(0);
        expect(top).toBeLessThanOrEqual(FIRST_RESULT_MAX_TOP);
        const excerpt = await page
          .locator('#results .result .excerpt')
          .first()
          .evaluate((e) => e.getBoundingClientRect().top);
        expect(excerpt).toBeLessThan(screen.viewport.height);
        expect(await axeViolations(page)).toEqual([]);
      });

      it('searches offline after a visit to the home page and one document', async () => {
        const id = demo.documents['upload/scan-pell-scheduling-order']!;
        await page.goto(server.url);
        await page.evaluate(() => navigator.serviceWorker.ready);
        // The first load is not controlled by the worker: the home page and the document once it is.
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await page.goto(`${server.url}documents/${id}/`);
        await page.waitForFunction(() => document.body.dataset.viewer === 'ready');
        await browser.context.setOffline(true);
        try {
          await page.goto(`${server.url}search/`);
          const status = await search(page, 'discovery');
          expect(status).not.toMatch(/could not be loaded/);
          expect(await page.evaluate(() => document.body.dataset.searchState)).toBe('done');
          const results = await page.$$eval('#results .result', (rs) =>
            rs.map((r) => ({
              href: r.querySelector('h2 a')!.getAttribute('href'),
              text: (r as HTMLElement).innerText,
            })),
          );
          // The document visited is found; each result either has its excerpt or says why it has none.
          const visited = results.find((r) => r.href!.includes(`/documents/${id}/`));
          expect(visited).toBeDefined();
          expect(results.length).toBeGreaterThan(0);
          for (const r of results) expect(r.text).not.toMatch(/could not be loaded|Failed to fetch/);
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await browser.context.setOffline(false);
        }
        expect(errors).toEqual([]);
      });
    });
  }
});
