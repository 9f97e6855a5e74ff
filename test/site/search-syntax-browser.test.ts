/**
 * The search page reads the search syntax, in Chromium, on the known documents' site: a phrase and its
 * reversal, an exclusion, OR, a typo, a prefix, date and field filters, the pages each result's hits are
 * on, and how a query was read.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../site/generator/build.js';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import { openBrowser, serveSite, type Browser } from '../helpers/browser.js';
import { KNOWN_DOCS, knownArchive, RARE_WORD, type FixtureArchive } from './fixture.js';
import { describeWithTool } from '../helpers/paths.js';

const PREFIX = '/dirhub-demo/';

/** The known documents' titles whose title, summary or pages `holds` accepts, in any order. */
function titlesWhere(holds: (text: string) => boolean): string[] {
  return KNOWN_DOCS.filter((d) => holds([d.title, d.summary ?? '', ...d.pages].join('\n')))
    .map((d) => d.title)
    .sort();
}

describeWithTool('chromium', 'the search page reads the search syntax, in Chromium', () => {
  let fx: FixtureArchive;
  let server: PreviewServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    fx = await knownArchive({ images: false });
    const site = join(fx.root, 'site');
    await buildSite({ archiveDir: fx.archiveDir, outDir: site, pathPrefix: PREFIX });
    server = await serveSite(site, { prefix: PREFIX });
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
  }, 180_000);
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  /** Opens the search page on `query` (every result on one page) and returns the results' titles, sorted. */
  const search = async (query: string): Promise<string[]> => {
    await page.goto(`${server.url}search/?q=${encodeURIComponent(query)}`);
    await page.waitForFunction(() => ['done', 'error'].includes(document.body.dataset.searchState ?? ''));
    expect(await page.evaluate(() => document.body.dataset.searchState)).toBe('done');
    const status = (await page.textContent('#search-status'))!;
    const total = status.startsWith('No documents') ? 0 : Number(status.split(' ')[0]);
    expect(total).toBeLessThanOrEqual(10);
    return (await page.$$eval('#results .result h2 a', (as) => as.map((a) => a.textContent!))).sort();
  };

  it('finds a phrase only in the documents holding it, marks it whole, and finds none for its reversal', async () => {
    const found = await search('"motion to dismiss"');
    expect(found).toEqual(titlesWhere((t) => /motion to dismiss/i.test(t)));
    expect(found.length).toBeGreaterThan(0);
    const marks = await page.$$eval('#results .excerpt mark', (ms) => ms.map((m) => m.textContent!.toLowerCase()));
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['motion to dismiss']));
    expect(await search('"dismiss to motion"')).toEqual([]);
    expect(await page.textContent('#search-status')).toContain('No documents');
  });

  it('excludes every document with the word after a minus, and finds either word with OR', async () => {
    const reports = titlesWhere((t) => /\breport\b/i.test(t));
    const excluded = await search('report -Smith');
    expect(excluded).toEqual(titlesWhere((t) => /\breport\b/i.test(t) && !/\bsmith\b/i.test(t)));
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.length).toBeLessThan(reports.length);
    const either = await search('Garcia OR Chen');
    expect(either).toEqual(titlesWhere((t) => /\b(garcia|chen)\b/i.test(t)));
    expect(either).toEqual(expect.arrayContaining(await search('Garcia')));
    expect(either).toEqual(expect.arrayContaining(await search('Chen')));
  });

  it('suggests the word meant for a typo, and the suggestion finds it', async () => {
    const typo = RARE_WORD.slice(0, 4) + RARE_WORD.slice(5);
    expect(await search(`${typo} `)).toEqual([]);
    expect(await page.textContent('#search-read .did-you-mean')).toBe(`Did you mean ${RARE_WORD}?`);
    await page.click('#search-read .did-you-mean a');
    await page.waitForFunction(() => document.getElementById('search-status')!.textContent!.startsWith('1 document'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(RARE_WORD);
  });

  it("names the pages of each result's hits and opens the document at the first", async () => {
    expect(await search(RARE_WORD)).toEqual(titlesWhere((t) => t.includes(RARE_WORD)));
    // A result can be shown before its text file is read: the pages follow.
    await page.waitForSelector('#results .result .where');
    expect(await page.textContent('#results .result .where')).toBe(' · p. 2 · 1 hit');
    const href = await page.getAttribute('#results .result h2 a', 'href');
    expect(new URL(href!, server.url).hash).toBe('#page-2');
    await search('Smith');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('#results .result .where').length ===
        document.querySelectorAll('#results .result').length,
    );
    const wheres = await page.$$eval('#results .result .where', (ws) => ws.map((w) => w.textContent!));
    expect(wheres.length).toBeGreaterThan(0);
    for (const w of wheres) expect(w).toMatch(/^ · pp?\. \d+(, \d+)* · \d+ hits?$/);
  });

  it('matches a prefix, and narrows by a date range, a category and a name of one kind', async () => {
    expect(await search('financ*')).toEqual(titlesWhere((t) => /\bfinanc/i.test(t)));
    const dated = (from: number, to: number) =>
      KNOWN_DOCS.filter((d) => Number(d.date.slice(0, 4)) >= from && Number(d.date.slice(0, 4)) <= to)
        .map((d) => d.title)
        .sort();
    expect(await search('date:2017..2019')).toEqual(dated(2017, 2019));
    expect(await search('category:financial')).toEqual(
      KNOWN_DOCS.filter((d) => d.category === 'financial')
        .map((d) => d.title)
        .sort(),
    );
    const inSpringfield = KNOWN_DOCS.filter((d) =>
      d.entities?.some((e) => e.type === 'location' && e.name === 'Springfield'),
    )
      .map((d) => d.title)
      .sort();
    expect(inSpringfield.length).toBeGreaterThan(0);
    expect(await search('place:springfield')).toEqual(inSpringfield);
    // Springfield is a place: as a person it is no one.
    expect(await search('person:springfield')).toEqual([]);
  });

  it('says how it read a query that was not valid syntax, and shows the syntax in a short help', async () => {
    await search('report OR');
    expect(await page.textContent('#search-read .read-as')).toBe(
      'Read as: report (an OR with nothing on one side was ignored)',
    );
    expect(await page.textContent('.search-help summary')).toBe('How to search');
    expect(await page.textContent('.search-help')).toContain('"summary judgment"');
  });

  it('ran without script errors', () => {
    expect(errors).toEqual([]);
  });
});
