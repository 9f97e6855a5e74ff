/**
 * Every kind of page of the built site, checked in Chromium: axe-core's WCAG 2.1 A/AA rules, a phone-sized
 * screen (no sideways scrolling, readable text), layout shift, and the keyboard (skip link, visible focus).
 * The site is built with a live API's address, so the upload page has its form to send a document there;
 * axe-core also checks that page in each state a contributor meets while filling it in and sending.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../site/generator/build.js';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import {
  describeViolations,
  DESKTOP,
  NARROW_PHONE,
  openBrowser,
  READER_SCREENS,
  runAxe,
  serveSite,
  WCAG_TAGS,
  type Browser,
} from '../helpers/browser.js';
import type { FixtureDoc } from '../helpers/archive-fixtures.js';
import { COMMON_WORD, knownArchive, KNOWN_DOCS, RARE_WORD, type FixtureArchive } from './fixture.js';
import { describeWithTool } from '../helpers/paths.js';

const PREFIX = '/dirhub-demo/';
/**
 * Cumulative layout shift allowed per page. The usual "good" bound for web pages (Core Web Vitals) is 0.1,
 * but these pages are static HTML with system fonts, no ads and sized images: nothing should move at all.
 * 0.01 leaves room for sub-pixel rounding only; one line of text pushing the content below it down in an
 * 800 px window already scores several times that.
 */
const MAX_LAYOUT_SHIFT = 0.01;
/** Chromium's default medium font size: text smaller than this on a phone is hard to read. */
const MIN_BODY_TEXT_PX = 16;
/**
 * Secondary text that may be smaller than body text: metadata lines under a title (also the date, source,
 * category and level under each title of a document table on a phone), form hints, counts, the breadcrumb,
 * the footer and the pager's "page n of m". Reading text (paragraphs, lists, tables, labels, the document's
 * own text) is not in this list. Chart labels (svg) are drawn to the chart's scale; each chart's figures are
 * also in a table below it, which is body text.
 */
const SECONDARY_TEXT =
  '.meta, .hint, .count, .breadcrumb, .site-footer, .pager-status, .facts dt, .hash, .error, .control-title, figcaption, caption, .doc-table td:not(:first-child), svg';

const API_URL = 'https://api.example-archive.org';
/** A document to choose in the send form (never sent: the form stops at the missing token). */
const PDF_BYTES = Buffer.from('%PDF-1.4\n%%EOF\n');

const UNBROKEN = 'Scan_of_the_hearing_transcript_volume_three_exhibits_forty_to_ninety_received_by_the_clerk_2021';
const LONG_URL =
  'https://records.example.org/archive/court-filings/2021/district/springfield/case-2021-cv-000123/exhibits/attachment-forty-two-final-version.pdf?download=true&session=abcdef0123456789';
/**
 * The newest document, every string of it one long word or address: whatever a contributor writes must wrap
 * on a phone, in titles, tables, lists, chips, excerpts and the document's text.
 */
const LONG_STRINGS_DOC: FixtureDoc = {
  title: UNBROKEN,
  date: '2021-06-01',
  source: LONG_URL,
  category: 'legal',
  pages: [`The ${COMMON_WORD} copy is at ${LONG_URL} under ${UNBROKEN}, checksum ${'0123456789abcdef'.repeat(8)}.`],
  summary: `Filed at ${LONG_URL}.`,
  entities: [
    { name: `Organization_${UNBROKEN}`, type: 'organization' },
    { name: `Person_${UNBROKEN}`, type: 'person' },
  ],
  tags: [UNBROKEN],
  cross_references: [{ to: 0, type: 'cites', score: 0.5 }],
};
const LONG_DOC_INDEX = KNOWN_DOCS.length;

interface PageKind {
  name: string;
  /** Path under the site's prefix. */
  path: string;
  /** Waits until the page's script has done its work. */
  ready?: (page: Page) => Promise<unknown>;
}

const searchDone = (page: Page) =>
  page.waitForFunction(
    () => document.body.dataset.searchState === 'done' && document.querySelectorAll('#results li').length > 0,
  );

function pageKinds(fx: FixtureArchive, entityPath: string): PageKind[] {
  return [
    { name: 'home', path: '' },
    { name: 'search with results', path: `search/?q=${COMMON_WORD}`, ready: searchDone },
    { name: 'codex', path: 'codex/' },
    // The first document has every section: personal data, cross-references, tags, several pages of text.
    { name: 'document', path: `documents/${fx.ids[0]}/` },
    // The second has a title, source, summary, tag and entity written to break out of the markup.
    { name: 'document with hostile strings', path: `documents/${fx.ids[1]}/` },
    { name: 'document with long strings', path: `documents/${fx.ids[LONG_DOC_INDEX]}/` },
    // Reached from a search: its hit marked, the bar that walks through hits, the page images drawn.
    {
      name: 'document reached from a search',
      path: `documents/${fx.ids[0]}/?highlight=${RARE_WORD}`,
      ready: (page) => page.waitForFunction(() => document.body.dataset.pagesDrawn !== undefined),
    },
    {
      name: 'embedded viewer',
      path: `embed/?doc=${fx.ids[0]}&page=2`,
      ready: (page) => page.waitForFunction(() => document.body.dataset.embed === 'page-2'),
    },
    { name: 'search showing long strings', path: `search/?q=checksum`, ready: searchDone },
    { name: 'characters index', path: 'characters/' },
    { name: 'entity page', path: entityPath },
    { name: 'locations', path: 'locations/' },
    { name: 'organizations', path: 'organizations/' },
    { name: 'timeline', path: 'timeline/' },
    { name: 'timeline year', path: 'timeline/2019/' },
    { name: 'infographics', path: 'infographics/' },
    { name: 'slideshows', path: 'slideshows/' },
    {
      name: 'slideshow',
      path: 'slideshows/evidence/',
      ready: (page) => page.waitForSelector('.slideshow-controls:not([hidden])'),
    },
    { name: 'upload', path: 'upload/', ready: (page) => page.waitForSelector('#send:not([hidden])') },
    { name: 'offline', path: 'offline/' },
    { name: '404', path: 'no-such-page/' },
  ];
}

async function open(page: Page, base: string, kind: PageKind): Promise<void> {
  const response = await page.goto(`${base}${kind.path}`, { waitUntil: 'load' });
  expect(response?.status(), `${kind.name} status`).toBe(kind.name === '404' ? 404 : 200);
  await kind.ready?.(page);
}

/**
 * Sum of the layout shifts Chromium recorded since navigation (Layout Instability API, buffered entries).
 * Like the cumulative layout shift metric it leaves out shifts within 500 ms of input, unless `afterInput`.
 */
function layoutShift(page: Page, afterInput = false): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    (countInput) =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        }
        const entries: Shift[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the first callback; a frame later everything recorded so far is in.
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.disconnect();
            const counted = entries.filter((e) => countInput || !e.hadRecentInput);
            const describe = (n: Node | null | undefined) =>
              n instanceof Element
                ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${n.className ? `.${String(n.className).split(' ').join('.')}` : ''}`
                : String(n?.nodeName);
            resolve({
              total: counted.reduce((s, e) => s + e.value, 0),
              sources: counted.flatMap((e) => e.sources.map((s) => `${describe(s.node)} (${e.value.toFixed(4)})`)),
            });
          }, 50),
        );
      }),
    afterInput,
  );
}

const settle = (page: Page) => page.waitForTimeout(300);

describeWithTool('chromium', 'accessibility of every kind of page, in Chromium', () => {
  let fx: FixtureArchive;
  let server: PreviewServer;
  let desktop: Browser;
  let phone: Browser;
  let kinds: PageKind[];

  beforeAll(async () => {
    fx = await knownArchive({ extraDocs: [LONG_STRINGS_DOC] });
    const site = join(fx.root, 'site');
    await buildSite({
      archiveDir: fx.archiveDir,
      outDir: site,
      pathPrefix: PREFIX,
      codexPageSize: 5,
      repository: 'example-org/example-archive',
      // A live API's address: the upload page then has its form to send a document there. Nothing here
      // sends (a send needs a file and a token), so nothing answers at it.
      apiUrl: API_URL,
    });
    // The long-named person's page: a title, breadcrumb and document table with long strings.
    const person = (await readdir(join(site, 'characters'))).find((name) => name.startsWith('person-scan-of'));
    expect(person).toBeDefined();
    kinds = pageKinds(fx, `characters/${person}/`);
    server = await serveSite(site, { prefix: PREFIX });
    desktop = await openBrowser(DESKTOP);
    phone = await openBrowser(NARROW_PHONE);
  });
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  /** Runs `check` on each kind of page in a fresh tab and reports every failing page, not only the first. */
  async function eachKind(
    browser: Browser,
    check: (page: Page, kind: PageKind) => Promise<string[]>,
  ): Promise<string[]> {
    const failures: string[] = [];
    for (const kind of kinds) {
      const page = await browser.context.newPage();
      try {
        await open(page, server.url, kind);
        failures.push(...(await check(page, kind)).map((f) => `${kind.name}: ${f}`));
      } finally {
        await page.close();
      }
    }
    return failures;
  }

  it('has no WCAG 2.1 A/AA (and 2.2 target size) violations that axe-core finds', async () => {
    const failures = await eachKind(desktop, async (page) =>
      describeViolations(await runAxe(page, { type: 'tag', values: WCAG_TAGS })),
    );
    expect(failures).toEqual([]);
  });

  it('has no WCAG 2.1 A/AA violations on a phone either', async () => {
    const failures = await eachKind(phone, async (page) =>
      describeViolations(await runAxe(page, { type: 'tag', values: WCAG_TAGS })),
    );
    expect(failures).toEqual([]);
  });

  it('has no WCAG violations on the upload page as a contributor fills it in and sends it, at 1366×900 and 390×844', async () => {
    const failures: string[] = [];
    for (const [name, screen] of READER_SCREENS) {
      const browser = await openBrowser(screen);
      const page = await browser.context.newPage();
      const check = async (state: string) =>
        failures.push(...describeViolations(await runAxe(page)).map((v) => `${name}, ${state}: ${v}`));
      const sendSays = async (text: string) => {
        await page.click('#send-form button[type=submit]');
        await page.waitForFunction((t) => document.getElementById('send-status')!.textContent!.includes(t), text);
      };
      try {
        await page.goto(`${server.url}upload/`);
        await page.waitForSelector('#send:not([hidden])');
        expect(await page.getAttribute('#send', 'data-api')).toBe(API_URL);
        await check('the metadata form and the form to send it');
        // Sent with nothing filled in: the metadata's problems summed up at the top, each field marked.
        await sendSays('Fix the metadata above first');
        expect(await page.isVisible('#metadata-summary')).toBe(true);
        expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
        await check('the metadata problems after a send');
        await page.fill('#m-title', 'Order on the motion to dismiss');
        await page.fill('#m-date', '2019-07-02');
        await page.fill('#m-source', 'U.S. District Court');
        await page.selectOption('#m-relevance', 'high');
        await sendSays('Choose the document to send.');
        await check('asking for the document');
        await page.setInputFiles('#send-file', { name: 'order.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
        await sendSays('Give your token.');
        await check('asking for the token');
        await page.fill('#send-token', 'a-token');
        await page.click('#send-forget');
        await page.waitForFunction(() => document.getElementById('send-status')!.textContent!.includes('forgotten'));
        await check('the token forgotten');
      } finally {
        await browser.close();
      }
    }
    expect(failures).toEqual([]);
  });

  it('has the landmarks, headings and unique ids of axe-core best practice', async () => {
    const failures = await eachKind(desktop, async (page) => [
      ...describeViolations(await runAxe(page, { type: 'tag', values: ['best-practice'] })),
      // Marked obsolete with WCAG 4.1.1, but a repeated id still breaks fragment links and label references.
      ...describeViolations(await runAxe(page, { type: 'rule', values: ['duplicate-id', 'duplicate-id-active'] })),
    ]);
    expect(failures).toEqual([]);
  });

  it('fits a phone screen without sideways scrolling, with body text of at least 16 px', async () => {
    const failures = await eachKind(phone, async (page) => {
      const found = await page.evaluate(
        ({ secondary, minPx, screenWidth }) => {
          const problems: string[] = [];
          const root = document.documentElement;
          // On a phone (isMobile) Chromium widens the layout viewport to fit content that overflows, so
          // innerWidth grows with the page and cannot tell; the screen's width is the bound.
          if (root.scrollWidth > screenWidth || window.innerWidth > screenWidth) {
            const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
              .filter(
                (e) =>
                  e.getBoundingClientRect().right > screenWidth + 0.5 &&
                  !e.closest('.table-scroll, .chart-svg, pre, .skip-link'),
              )
              .slice(0, 5)
              .map(
                (e) =>
                  `${e.tagName.toLowerCase()}${e.className ? `.${String(e.className).split(' ').join('.')}` : ''} “${(e.textContent ?? '').trim().slice(0, 20)}”`,
              );
            problems.push(`page is ${root.scrollWidth}px wide on a ${screenWidth}px screen (${wide.join(', ')})`);
          }
          const bodyPx = parseFloat(getComputedStyle(document.body).fontSize);
          if (bodyPx < minPx) problems.push(`body text is ${bodyPx}px`);
          // Elements with text of their own in the main content, except secondary text.
          for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
            if (el.closest(secondary) || el.closest('[hidden]')) continue;
            const ownText = Array.from(el.childNodes).some(
              (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
            );
            if (!ownText) continue;
            const px = parseFloat(getComputedStyle(el).fontSize);
            if (px < minPx)
              problems.push(
                `${el.tagName.toLowerCase()}${el.className ? `.${el.className}` : ''} “${el.textContent!.trim().slice(0, 30)}” is ${px}px`,
              );
          }
          return [...new Set(problems)];
        },
        { secondary: SECONDARY_TEXT, minPx: MIN_BODY_TEXT_PX, screenWidth: NARROW_PHONE.viewport.width },
      );
      return found;
    });
    expect(failures).toEqual([]);
  });

  for (const [screen, browser] of [
    ['desktop', () => desktop],
    ['phone', () => phone],
  ] as const) {
    it(`does not shift its layout while loading (cumulative layout shift < ${MAX_LAYOUT_SHIFT}, ${screen})`, async () => {
      const failures = await eachKind(browser(), async (page) => {
        await settle(page);
        const { total, sources } = await layoutShift(page);
        return total < MAX_LAYOUT_SHIFT ? [] : [`layout shift ${total.toFixed(4)} from ${sources.join(', ')}`];
      });
      expect(failures).toEqual([]);
    });
  }

  it('does not shift the search page when a typed query shows its results', async () => {
    const page = await desktop.context.newPage();
    try {
      await page.goto(`${server.url}search/`);
      await page.waitForFunction(() => document.body.dataset.searchState !== undefined);
      await page.focus('#q');
      await settle(page);
      const before = await layoutShift(page, true);
      await page.keyboard.type(COMMON_WORD);
      await searchDone(page);
      await settle(page);
      // Shifts soon after typing do not count towards the metric, but the results should move nothing even
      // then: they fill the list below the form, and the footer starts below the first screen.
      const after = await layoutShift(page, true);
      expect(after.total - before.total, after.sources.join(', ')).toBeLessThan(MAX_LAYOUT_SHIFT);
      expect(await page.$$eval('#results li', (li) => li.length)).toBe(10);
    } finally {
      await page.close();
    }
  });

  it('draws every chart label at 12 px or more on a phone, scrolling the chart sideways rather than shrinking it further', async () => {
    const page = await phone.context.newPage();
    try {
      await page.goto(`${server.url}infographics/`);
      const charts = await page.$$eval('.chart-svg', (boxes) =>
        boxes.map((box) => {
          const svg = box.querySelector('svg')!;
          const scale = svg.getBoundingClientRect().width / svg.width.baseVal.value;
          const sizes = Array.from(svg.querySelectorAll('text')).map(
            (t) => parseFloat(getComputedStyle(t).fontSize) * scale,
          );
          return {
            id: box.parentElement!.id,
            labels: sizes.length,
            smallest: Math.min(...sizes),
            scrolls: box.scrollWidth > box.clientWidth,
            focusable: box.tabIndex === 0,
          };
        }),
      );
      expect(charts.length).toBeGreaterThanOrEqual(4);
      for (const c of charts) {
        expect(c.labels, c.id).toBeGreaterThan(0);
        // Layout widths are rounded to 1/64 px, so 6/7 of 14 px comes out a hair under 12.
        expect(c.smallest, c.id).toBeGreaterThanOrEqual(11.99);
        expect(c.focusable, c.id).toBe(true);
      }
      // The widest charts are wider than a phone even at 6/7 of their size: they scroll within the page.
      expect(charts.some((c) => c.scrolls)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('shows every slide and no slideshow controls without JavaScript', async () => {
    const page = await desktop.context.newPage();
    const cdp = await desktop.context.newCDPSession(page);
    try {
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      await page.goto(`${server.url}slideshows/evidence/`);
      expect(await page.$$eval('.slide', (s) => s.map((x) => (x as HTMLElement).offsetHeight > 0))).toEqual([
        true,
        true,
      ]);
      expect(await page.isVisible('.slideshow-controls')).toBe(false);
      expect(await page.isVisible('.slideshow-help')).toBe(false);
    } finally {
      await cdp.detach();
      await page.close();
    }
  });

  it('offers a skip link as the first Tab stop, which moves focus to the main content', async () => {
    const failures = await eachKind(desktop, async (page) => {
      const problems: string[] = [];
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => {
        const a = document.activeElement as HTMLElement;
        const box = a.getBoundingClientRect();
        return {
          text: a.textContent,
          href: a.getAttribute('href'),
          visible: box.left >= 0 && box.top >= 0 && box.width > 0,
        };
      });
      if (first.text !== 'Skip to content' || first.href !== '#main')
        problems.push(`first Tab stop is “${first.text}” (${first.href})`);
      if (!first.visible) problems.push('the focused skip link is off screen');
      await page.keyboard.press('Enter');
      const focused = await page.evaluate(
        () => `${document.activeElement?.tagName.toLowerCase()}#${document.activeElement?.id}`,
      );
      if (focused !== 'main#main') problems.push(`after the skip link, focus is on ${focused}`);
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() =>
        document.activeElement?.closest('main') ? 'main' : document.activeElement?.tagName.toLowerCase(),
      );
      if (next !== 'main') problems.push(`the Tab after the skip link goes to ${next}`);
      return problems;
    });
    expect(failures).toEqual([]);
  });

  it('shows where the keyboard focus is on every link, button and field, in colours of at least 3:1 contrast', async () => {
    const failures = await eachKind(desktop, async (page) => {
      const problems: string[] = [];
      // Tabs through the whole page (up to 400 stops) and checks the focus indicator of each stop.
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate((minContrast) => {
          const el = document.activeElement as HTMLElement | null;
          // Focus leaves the page or comes round to the first stop again: every stop has been seen.
          if (!el || el === document.body || el.dataset.tabSeen) return { done: true };
          el.dataset.tabSeen = '1';
          const key = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
          const style = getComputedStyle(el);
          if (!el.matches(':focus-visible')) return { problem: `${key} does not match :focus-visible` };
          if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) {
            return style.boxShadow === 'none' ? { problem: `${key} has no focus outline` } : {};
          }
          // WCAG 1.4.11: the outline against what it is drawn on, the topmost background under the middle of
          // its right-hand side (outside the element, past the offset), or the page's white.
          const rgb = (c: string) => c.match(/[\d.]+/g)!.map(Number);
          const luminance = (c: string) => {
            const [r, g, b] = rgb(c)
              .map((v) => v / 255)
              .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          el.scrollIntoView({ block: 'center' });
          const box = el.getBoundingClientRect();
          const x = Math.min(
            box.right + parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2,
            window.innerWidth - 1,
          );
          const under = document.elementsFromPoint(x, box.top + box.height / 2).filter((e) => !el.contains(e));
          const bg =
            under.map((e) => getComputedStyle(e).backgroundColor).find((c) => rgb(c)[3] !== 0) ?? 'rgb(255, 255, 255)';
          const [hi, lo] = [luminance(style.outlineColor), luminance(bg)].sort((x, y) => y - x);
          const contrast = (hi! + 0.05) / (lo! + 0.05);
          return contrast >= minContrast
            ? {}
            : { problem: `${key}: focus outline ${style.outlineColor} on ${bg} has contrast ${contrast.toFixed(2)}` };
        }, 3);
        if (stop.done) break;
        if (stop.problem) problems.push(stop.problem);
      }
      return problems;
    });
    expect(failures).toEqual([]);
  });
});
