/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** What the page is shown on; the default is a 1000×800 desktop window. */
export interface Screen {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  deviceScaleFactor?: number;
  hasTouch?: boolean;
}

/** A phone-sized screen (an iPhone X class device). */
export const PHONE: Screen = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  deviceScaleFactor: 2,
  hasTouch: true,
};

/** A browser with a fresh profile (service workers and caches start empty). */
export async function launchBrowser(screen: Screen = { viewport: { width: 1000, height: 800 } }): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'dirhub-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    ...screen,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
