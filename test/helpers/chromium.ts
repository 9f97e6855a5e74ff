/**
 * How Chromium is launched headless, for the browser tests and the site benchmark alike. Kept apart from
 * browser.ts, which registers a test hook, so that a benchmark outside the test runner can import it.
 */
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
