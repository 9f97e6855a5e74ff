/**
 * The document viewer in Chromium: each page's image beside its text (above it on a phone), the search
 * hit marked in the text and drawn on the image, "Hit 1 of 2", links to pages and hits. First on the demo
 * (`dirhub demo`: real intake, real OCR of its scans and photographs), at a desktop's and a phone's size;
 * then with the originals on another host of each kind, one that lets the site's pages read them and one
 * that does not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTextPaths } from '../../actions/lib/archive/layout.js';
import { pageWordsName, parsePageWords, type OcrWordBox, type PageWords } from '../../actions/lib/archive/ocr-words.js';
import { readRecord } from '../../actions/lib/archive/read.js';
import { buildSite } from '../../site/generator/build.js';
import { FEED_ENTRIES } from '../../site/generator/feeds.js';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import { describeWithTool } from '../helpers/paths.js';
import { DEMO_PREFIX, DEMO_SITE_URL, demoSite, type DemoSite } from '../helpers/demo-site.js';
import { axeViolations, LAPTOP, openBrowser, READER_SCREENS, serveSite, type Browser } from '../helpers/browser.js';
import { knownArchive, RARE_WORD, type FixtureArchive } from './fixture.js';

/** Waits until the viewer has drawn the pages it asked for. */
const pagesDrawn = (page: Page) =>
  page.waitForFunction(
    () => document.body.dataset.viewer === 'ready' && document.body.dataset.pagesDrawn !== undefined,
  );

/** The boxes of an element, in CSS pixels of the page. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        top: r.top + scrollY,
        bottom: r.bottom + scrollY,
        width: r.width,
        height: r.height,
      };
    });

/** The word boxes OCR kept for page 1 of a demo document. */
let demoRepository = '';
const wordBoxes = (id: string): PageWords => {
  const file = join(demoRepository, 'archive', 'documents', id.slice(0, 2), id, pageWordsName(1));
  const words = parsePageWords(readFileSync(file, 'utf8'));
  if ('code' in words) throw new Error(words.message);
  return words;
};

/** The current hit's box lies where OCR read `word` on the page shown in `frame` (within 1% of its size). */
async function expectBoxAt(
  page: Page,
  pageSelector: string,
  word: OcrWordBox,
  words: PageWords,
  frame = '.page-frame',
): Promise<void> {
  const shown = await box(page, `${pageSelector} ${frame}`);
  const hit = await box(page, `${pageSelector} .hit-box.current`);
  expect(Math.abs((hit.left - shown.left) / shown.width - word.box[0] / words.width)).toBeLessThan(0.01);
  expect(Math.abs((hit.top - shown.top) / shown.height - word.box[1] / words.height)).toBeLessThan(0.01);
  expect(Math.abs((hit.bottom - shown.top) / shown.height - word.box[3] / words.height)).toBeLessThan(0.01);
  expect(hit.right).toBeLessThanOrEqual(shown.left + (shown.width * word.box[2]) / words.width + 1);
}

describeWithTool('chromium', 'the document viewer on the demo, in Chromium', () => {
  let demo: DemoSite;
  let server: PreviewServer;
  beforeAll(async () => {
    demo = await demoSite();
    demoRepository = demo.repository;
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
      const phone = screen.viewport.width < 600;

      it('shows a scanned page as an image beside its text (above it on a phone), and marks a search hit in both', async () => {
        const id = demo.documents['upload/scan-pell-scheduling-order']!;
        await page.goto(`${server.url}documents/${id}/?highlight=discovery`);
        await pagesDrawn(page);
        expect(await page.getAttribute('#page-1 .page-image', 'data-state')).toBe('drawn');
        const canvas = await page.locator('#page-1 .page-image canvas').evaluate((c: HTMLCanvasElement) => ({
          width: c.width,
          // Some of the scan is ink: the page was drawn, not left blank.
          inked: (() => {
            const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
            let dark = 0;
            for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
            return dark / (data.length / 4);
          })(),
        }));
        expect(canvas.width).toBeGreaterThan(300);
        expect(canvas.inked).toBeGreaterThan(0.005);
        const image = await box(page, '#page-1 .page-image');
        const text = await box(page, '#page-1 .page-text');
        if (phone) {
          expect(image.bottom).toBeLessThanOrEqual(text.top);
          expect(image.width).toBeGreaterThan(300);
        } else {
          expect(image.right).toBeLessThanOrEqual(text.left);
          expect(image.top).toBeLessThan(text.bottom);
          expect(text.top).toBeLessThan(image.bottom);
        }
        // Both hits marked in the text, the first current; the bar walks through them.
        expect(await page.$$eval('#page-1 .page-text mark', (ms) => ms.map((m) => m.textContent))).toEqual([
          'discovery',
          'discovery',
        ]);
        expect(await page.textContent('.hit-status')).toBe('Hit 1 of 2, page 1');
        expect(await page.getAttribute('#hit-1', 'class')).toBe('current');
        await page.click('.hit-nav [data-hit="next"]');
        expect(await page.textContent('.hit-status')).toBe('Hit 2 of 2, page 1');
        expect(new URL(page.url()).hash).toBe('#hit-2');
        // The scan has no text layer: both hits are drawn on it where OCR read the words, the second current.
        expect(await page.getAttribute('#page-1 .page-image', 'data-boxes')).toBe('2');
        const read = wordBoxes(id).words.filter((w) => /^discovery/.test(w.text));
        expect(read).toHaveLength(2);
        await expectBoxAt(page, '#page-1', read[1]!, wordBoxes(id));
        // Its searchable copy is offered beside the original, and the page's "in the PDF" opens the page in it.
        const copy = `${DEMO_PREFIX}documents/${id}/${id}.searchable.pdf`;
        expect(await page.getAttribute('#searchable', 'href')).toBe(copy);
        expect(await page.getAttribute('#page-1 a.in-pdf', 'href')).toBe(`${copy}#page=1`);
        expect((await page.request.get(`${server.url}documents/${id}/${id}.searchable.pdf`)).status()).toBe(200);
        expect(await axeViolations(page)).toEqual([]);
      });

      it('opens at the hit or the page its address names', async () => {
        const id = demo.documents['upload/harlow-order']!;
        await page.goto(`${server.url}documents/${id}/?highlight=cooperative#hit-2`);
        await page.waitForFunction(() => document.body.dataset.viewer === 'ready');
        expect(await page.textContent('.hit-status')).toMatch(/^Hit 2 of \d+, page \d$/);
        expect(await page.getAttribute('#hit-2', 'class')).toBe('current');
        const links = await page.$$eval('.hit-list a', (as) => as.map((a) => a.getAttribute('href')));
        expect(links[1]).toBe('?highlight=cooperative#hit-2');
        await page.goto(`${server.url}documents/${id}/#page-2`);
        await page.waitForFunction(() => document.body.dataset.viewer === 'ready');
        await page.waitForFunction(
          () => document.querySelector('#page-2 .page-image')?.getAttribute('data-state') === 'drawn',
        );
        const top = await page.locator('#page-2').evaluate((e) => e.getBoundingClientRect().top);
        expect(Math.abs(top)).toBeLessThan(5);
        // Each page's heading links to it; for a PDF, so does the page in the original (#page=N).
        expect(await page.$$eval('.page h3 a:first-child', (as) => as.map((a) => a.getAttribute('href')))).toEqual([
          '#page-1',
          '#page-2',
        ]);
        const inPdf = await page.$$eval('.page h3 a.in-pdf', (as) => as.map((a) => a.getAttribute('href')));
        expect(inPdf).toHaveLength(2);
        expect(inPdf[1]).toMatch(new RegExp(`^${DEMO_PREFIX}documents/${id}/.+\\.pdf#page=2$`));
      });

      it('shows an exhibit photograph on its page, with only the words OCR read on it, and a title escaped once', async () => {
        const id = demo.documents['upload/exhibit-farmhouse-photo']!;
        await page.goto(`${server.url}documents/${id}/`);
        await page.waitForFunction(() => document.body.dataset.viewer === 'ready');
        const img = page.locator('#page-1 .page-image.photo img');
        await img.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => (document.querySelector('#page-1 img') as HTMLImageElement).complete);
        expect(await img.evaluate((i: HTMLImageElement) => [i.naturalWidth > 0, i.alt])).toEqual([
          true,
          "Dorsey v. Prairie Federal Land Bank — plaintiff's exhibit 7, photograph of the farmhouse",
        ]);
        const text = (await page.textContent('#page-1 .page-text'))!;
        expect(text.split('\n')[0]).toBe("PLAINTIFF'S EXHIBIT 7");
        expect(text).toContain('United States District Court, District of Kansas');
        // The photograph's noise, which its raw OCR text holds, is not shown.
        const raw = readFileSync(
          join(demo.repository, 'archive', 'documents', id.slice(0, 2), id, 'text', '0001.txt'),
          'utf8',
        );
        expect(raw).toMatch(/^ATR ORT/);
        expect(text).not.toContain('ATR ORT');
        expect(await page.title()).toBe(
          "Dorsey v. Prairie Federal Land Bank — plaintiff's exhibit 7, photograph of the farmhouse · US Federal Court Records",
        );
        expect(await axeViolations(page)).toEqual([]);
      });

      it('says what a document is to other programs: canonical address, Open Graph and citation tags, oEmbed', async () => {
        const id = demo.documents['upload/harlow-order']!;
        await page.goto(`${server.url}documents/${id}/`);
        const head = await page.evaluate(() => ({
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          oembed: document.querySelector('link[type="application/json+oembed"]')?.getAttribute('href'),
          meta: Object.fromEntries(
            [...document.querySelectorAll('meta[property^="og:"], meta[name^="citation_"]')].map((m) => [
              m.getAttribute('property') ?? m.getAttribute('name'),
              m.getAttribute('content'),
            ]),
          ),
        }));
        const url = `${DEMO_SITE_URL}documents/${id}/`;
        const title = 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss';
        expect(head.canonical).toBe(url);
        expect(head.oembed).toBe(`${url}oembed.json`);
        expect(head.meta).toMatchObject({
          'og:type': 'article',
          'og:site_name': 'US Federal Court Records',
          'og:title': title,
          'og:url': url,
          citation_title: title,
          citation_author: 'U.S. District Court, District of Maine',
          citation_publication_date: '2022/03/14',
          citation_publisher: 'US Federal Court Records',
          citation_abstract_html_url: url,
        });
        expect(head.meta).toMatchObject({
          'og:image': `${DEMO_SITE_URL}assets/icon-512.png`,
          citation_pdf_url: `${url}${id}.pdf`,
        });
        // The citation is in the page's HTML, readable without script.
        expect(await page.textContent('.share .citation')).toBe(
          `Order on the motion to dismiss, Harlow v. Northfield Grain Cooperative, No. 1:21-cv-00417 (D. Me. Mar. 14, 2022), ${url}.`,
        );
        expect(await axeViolations(page)).toEqual([]);
      });

      it('gives every document page its canonical address, Open Graph and citation tags, its title escaped once', async () => {
        for (const id of Object.values(demo.documents)) {
          await page.goto(`${server.url}documents/${id}/`);
          const said = await page.evaluate(() => {
            const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
            return {
              tab: document.title,
              h1: document.querySelector('h1')!.textContent!.trim(),
              canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
              og: content('meta[property="og:title"]'),
              ogUrl: content('meta[property="og:url"]'),
              citation: content('meta[name="citation_title"]'),
              cite: document.querySelector('.share .citation')?.textContent ?? '',
              pageLinks: [...document.querySelectorAll('.page h3 a:first-child')].map((a) => a.getAttribute('href')),
            };
          });
          const url = `${DEMO_SITE_URL}documents/${id}/`;
          expect(said.canonical, id).toBe(url);
          expect(said.ogUrl, id).toBe(url);
          expect([said.og, said.citation], id).toEqual([said.h1, said.h1]);
          expect(said.tab, id).toBe(`${said.h1} · US Federal Court Records`);
          for (const text of [said.tab, said.og, said.citation, said.cite])
            expect(text, id).not.toMatch(/&(#\d+|#x[0-9a-f]+|amp|quot|apos|lt|gt);/i);
          expect(said.cite, id).toContain(url);
          expect(said.pageLinks.length, id).toBeGreaterThan(0);
          expect(said.pageLinks, id).toEqual(said.pageLinks.map((_, i) => `#page-${i + 1}`));
        }
      });

      it('cites a document in four formats, with the page in view and the day of access, and copies its links', async () => {
        const id = demo.documents['upload/harlow-order']!;
        const url = `${DEMO_SITE_URL}documents/${id}/`;
        // A session of its own whose clock says the day of access, and whose clipboard can be read back.
        const own = await openBrowser(screen);
        try {
          await own.context.grantPermissions(['clipboard-read', 'clipboard-write']);
          await own.context.clock.setFixedTime(new Date('2026-11-28T12:00:00'));
          const tab = await own.context.newPage();
          await tab.goto(`${server.url}documents/${id}/?highlight=cooperative`);
          await tab.waitForFunction(() => document.body.dataset.viewer === 'ready');
          await tab.click('.share summary');
          expect(await tab.textContent('#cite-text')).toBe(
            `Order on the motion to dismiss at 1, Harlow v. Northfield Grain Cooperative, No. 1:21-cv-00417 (D. Me. Mar. 14, 2022), ${url} (last visited Nov. 28, 2026).`,
          );
          await tab.selectOption('#cite-format', 'bibtex');
          const bib = (await tab.textContent('#cite-text'))!;
          expect(bib.split('\n').slice(0, 11)).toEqual([
            '@misc{harlow20226bc1b8,',
            '  title = {Harlow v. Northfield Grain Cooperative — order on the motion to dismiss},',
            '  author = {{U.S. District Court, District of Maine}},',
            '  year = {2022},',
            '  month = {03},',
            '  day = {14},',
            '  number = {1:21-cv-00417},',
            '  institution = {U.S. District Court, District of Maine},',
            '  publisher = {US Federal Court Records},',
            `  url = {${url}},`,
            '  urldate = {2026-11-28},',
          ]);
          await tab.selectOption('#cite-format', 'ris');
          // RIS lines end in CR LF, as the format says.
          const ris = (await tab.textContent('#cite-text'))!.split('\r\n');
          expect(ris.slice(0, 10)).toEqual([
            'TY  - CASE',
            'TI  - Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
            'AU  - U.S. District Court, District of Maine',
            'DA  - 2022/03/14',
            'PY  - 2022',
            'PB  - US Federal Court Records',
            'M1  - 1:21-cv-00417',
            `UR  - ${url}`,
            `L1  - ${url}${id}.pdf`,
            'Y2  - 2026/11/28',
          ]);
          expect(ris.at(-2)).toBe('ER  - ');
          await tab.selectOption('#cite-format', 'csl');
          const [csl] = JSON.parse((await tab.textContent('#cite-text'))!) as Record<string, unknown>[];
          expect(csl).toMatchObject({
            id,
            type: 'legal_case',
            title: 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
            number: '1:21-cv-00417',
            issued: { 'date-parts': [[2022, 3, 14]] },
            accessed: { 'date-parts': [[2026, 11, 28]] },
            URL: url,
          });
          const copied = async (name: string) => {
            await tab.getByRole('button', { name }).click();
            return tab.evaluate(() => navigator.clipboard.readText());
          };
          expect(await copied('Copy link to the document')).toBe(url);
          expect(await copied('Copy link to the page in view')).toMatch(new RegExp(`^${url}#page-[12]$`));
          expect(await copied('Copy link to this hit')).toBe(`${url}?highlight=cooperative#hit-1`);
          expect(await axeViolations(tab)).toEqual([]);
        } finally {
          await own.close();
        }
      });

      it('links, from the home page, an Atom feed of the new documents that a browser reads as XML', async () => {
        await page.goto(server.url);
        const href = await page.getAttribute('link[rel="alternate"][type="application/atom+xml"]', 'href');
        expect(href).toBe(`${DEMO_PREFIX}feeds/all.atom`);
        const follow = page.locator('main a[type="application/atom+xml"]');
        expect(await follow.getAttribute('href')).toBe(href);
        expect(await follow.isVisible()).toBe(true);
        const feed = await page.evaluate(async (url) => {
          const xml = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
          const ns = 'http://www.w3.org/2005/Atom';
          return {
            wellFormed: xml.getElementsByTagName('parsererror').length === 0,
            entries: [...xml.getElementsByTagNameNS(ns, 'entry')].map((e) =>
              e.getElementsByTagNameNS(ns, 'link')[0]!.getAttribute('href')!,
            ),
          };
        }, href!);
        expect(feed.wellFormed).toBe(true);
        const listed = JSON.parse(readFileSync(join(demo.site, 'api', 'v1', 'documents.json'), 'utf8')) as {
          meta: { pagination: { total_items: number } };
        };
        expect(feed.entries.length).toBe(Math.min(FEED_ENTRIES, listed.meta.pagination.total_items));
        for (const link of feed.entries) {
          const id = /^https:\/\/example-org\.github\.io\/demo-archive\/documents\/([^/]+)\/$/.exec(link)?.[1];
          expect(existsSync(join(demo.site, 'documents', id!, 'index.html'))).toBe(true);
        }
        expect(await axeViolations(page)).toEqual([]);
      });

      it('draws a search hit on an exhibit photograph where OCR read the word', async () => {
        const id = demo.documents['upload/exhibit-farmhouse-photo']!;
        await page.goto(`${server.url}documents/${id}/?highlight=kansas`);
        await page.waitForFunction(() => document.body.dataset.viewer === 'ready');
        await page.waitForFunction(() => document.querySelector('#page-1 .page-image')?.getAttribute('data-boxes'));
        expect(await page.textContent('.hit-status')).toBe('Hit 1 of 1, page 1');
        expect(await page.getAttribute('#page-1 .page-image', 'data-boxes')).toBe('1');
        const kansas = wordBoxes(id).words.find((w) => w.text === 'Kansas')!;
        await expectBoxAt(page, '#page-1', kansas, wordBoxes(id), '.page-image.photo img');
        expect(await axeViolations(page)).toEqual([]);
      });

      it('ran without script errors', () => {
        expect(errors).toEqual([]);
      });
    });
  }
});

describeWithTool('chromium', 'page images from the originals on another host', () => {
  let fx: FixtureArchive;
  let readable: PreviewServer;
  let closed: PreviewServer;
  const sites: Record<string, PreviewServer> = {};
  let browser: Browser;
  const PREFIX = '/records/';

  beforeAll(async () => {
    fx = await knownArchive({ registries: false, images: false });
    // Two hosts of the repository's files on loopback (other origins than the site's): one answers with
    // Access-Control-Allow-Origin, one does not.
    readable = await serveSite(fx.root, { crossOrigin: true });
    closed = await serveSite(fx.root);
    const build = async (name: string, originalsUrl: string, originalsCrossOrigin: boolean) => {
      const out = join(fx.root, `site-${name}`);
      await buildSite({
        archiveDir: fx.archiveDir,
        outDir: out,
        pathPrefix: PREFIX,
        originalsUrl,
        originalsCrossOrigin,
      });
      sites[name] = await serveSite(out, { prefix: PREFIX });
    };
    await build('readable', readable.url, true);
    await build('declared-but-closed', closed.url, true);
    await build('closed', closed.url, false);
    browser = await openBrowser(LAPTOP);
  });
  afterAll(async () => {
    // The browser and the hosts first: a page still fetching the site's search index must not find
    // its files gone.
    await browser?.close();
    for (const server of [readable, closed, ...Object.values(sites)]) await server?.close();
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  it('draws the pages from a host that allows cross-origin reads, and the hit on its page', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${sites.readable!.url}documents/${fx.ids[0]}/?highlight=${RARE_WORD}`);
      await pagesDrawn(page);
      await page.waitForFunction(
        () => document.querySelector('#page-2 .page-image')?.getAttribute('data-state') === 'drawn',
      );
      expect(await page.textContent('.hit-status')).toBe('Hit 1 of 1, page 2');
      // The hit's box on the image: one box on page 2, the current one, where the word is drawn.
      expect(await page.getAttribute('#page-2 .page-image', 'data-boxes')).toBe('1');
      expect(await page.getAttribute('#page-1 .page-image', 'data-boxes')).toBe('0');
      const hit = await box(page, '#page-2 .hit-box.current');
      const frame = await box(page, '#page-2 .page-frame');
      expect(hit.width).toBeGreaterThan(10);
      expect(hit.left).toBeGreaterThan(frame.left);
      expect(hit.right).toBeLessThan(frame.right);
      // The word is on the first line of its page, near the top.
      expect((hit.top - frame.top) / frame.height).toBeLessThan(0.15);
    } finally {
      await page.close();
    }
  });

  it('says so in the slot when a host said to allow cross-origin reads does not', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${sites['declared-but-closed']!.url}documents/${fx.ids[0]}/`);
      await page.waitForFunction(
        () => document.querySelector('#page-1 .page-image')?.getAttribute('data-state') === 'failed',
      );
      expect(await page.textContent('#page-1 .page-image')).toContain("This page's image could not be drawn");
      expect(await page.textContent('#page-1 .page-text')).toContain('discusses the motion to dismiss');
    } finally {
      await page.close();
    }
  });

  it('shows the text alone, with each page linked in the original, from a host that does not allow them', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${sites.closed!.url}documents/${fx.ids[0]}/?highlight=${RARE_WORD}`);
      await page.waitForFunction(() => document.body.dataset.viewer === 'ready');
      expect(await page.locator('.page-image').count()).toBe(0);
      expect(await page.textContent('.hit-status')).toBe('Hit 1 of 1, page 2');
      const href = await page.getAttribute('#page-2 a.in-pdf', 'href');
      expect(href).toMatch(new RegExp(`^${closed.url}archive/documents/.+\\.pdf#page=2$`));
    } finally {
      await page.close();
    }
  });
});
