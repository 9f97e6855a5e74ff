/**
 * The browser tests' set-up, in one place: Debian's Chromium driven by playwright-core (never a downloaded
 * browser), the screens the site is checked on, axe-core run in a page, and the site served on loopback.
 *
 * A test file launches Chromium once, on its first `openBrowser`; each call gets a fresh context (its own
 * cookies, storage, caches and service workers) on that one browser, and the browser and every site the
 * file served are closed after the file's last test. Test files run in processes of their own, so "the
 * file's" Chromium is this module's.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as Chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { startPreviewServer, type PreviewServer } from '../../site/generator/preview-server.js';

import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

export { CHROMIUM, CHROMIUM_ARGS };

/** What the page is shown on. */
export interface Screen {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  deviceScaleFactor?: number;
  hasTouch?: boolean;
}

/** A desktop window, the default. */
export const DESKTOP: Screen = { viewport: { width: 1000, height: 800 } };
/** A laptop, as a journalist reads the archive at a desk. */
export const LAPTOP: Screen = { viewport: { width: 1366, height: 900 } };
/** A phone (an iPhone 12–15 class device). */
export const PHONE: Screen = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  deviceScaleFactor: 2,
  hasTouch: true,
};
/** A narrower phone (an iPhone X class device): the tightest width the layout is checked at. */
export const NARROW_PHONE: Screen = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  deviceScaleFactor: 2,
  hasTouch: true,
};
/** The two screens the reader's document is checked on, with their names. */
export const READER_SCREENS: [string, Screen][] = [
  ['1366×900', LAPTOP],
  ['390×844', PHONE],
];

/** A fresh browser profile: `context` to open pages in, `close` to throw it away. */
export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

let launched: Promise<Chromium> | undefined;
const served: PreviewServer[] = [];
const profiles: Browser[] = [];

afterAll(async () => {
  for (const profile of profiles.splice(0)) await profile.close();
  for (const server of served.splice(0)) await server.close();
  const browser = launched;
  launched = undefined;
  if (browser) await (await browser).close();
});

/**
 * A fresh profile (cookies, storage, caches and service workers start empty) on the file's Chromium,
 * showing pages on `screen`.
 *
 * `persistent` gives the profile a folder on disk, in a Chromium of its own: the other profiles are
 * incognito ones, in which Chromium never calls a site installable.
 */
export async function openBrowser(screen: Screen = DESKTOP, options: { persistent?: boolean } = {}): Promise<Browser> {
  if (options.persistent) {
    const folder = await mkdtemp(join(tmpdir(), 'dirhub-chromium-'));
    const context = await chromium.launchPersistentContext(folder, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      ...screen,
    });
    return track({ context, close: () => context.close().then(() => rm(folder, { recursive: true, force: true })) });
  }
  launched ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const context = await (await launched).newContext(screen);
  return track({ context, close: () => context.close() });
}

/** Closed with the file's browser unless the test closes it first (closing twice is harmless). */
function track(profile: Browser): Browser {
  let closed: Promise<void> | undefined;
  const once: Browser = { context: profile.context, close: () => (closed ??= profile.close()) };
  profiles.push(once);
  return once;
}

/** Serves a built site on loopback (see startPreviewServer) until the file's tests are done. */
export async function serveSite(root: string, options: Parameters<typeof startPreviewServer>[1] = {}) {
  const server = await startPreviewServer(root, options);
  served.push(server);
  return server;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and the one rule WCAG 2.2 adds at AA (target size, 2.5.8). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page with `runOnly` (rule tags or rule ids), WCAG 2.1 A/AA and 2.2 AA by default. */
export async function runAxe(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] } = { type: 'tag', values: WCAG_TAGS },
): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, runOnly);
}

/** One line per violation and element, so a failure says what to fix and where. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${JSON.stringify(n.target)}: ${v.help}`),
  );
}

/** axe-core's WCAG violations in the page as it is now, one line each; [] when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  return describeViolations(await runAxe(page));
}
