/**
 * Contributing from the page (issue: "the reader's document", item 6), in Chromium: a site built with the
 * address of a live API sends a document from its upload page to a real `dirhub serve` on loopback — a
 * cross-origin request the server answers for the site's configured address only — with the
 * contributor's token, kept for the browser session only, and follows the upload until the server's own
 * intake has decided it. The site and the API are two real servers on two origins.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_ON_MOTION_TO_DISMISS } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { enrichAndCommit } from '../../scripts/enrich-and-commit.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { buildSite } from '../../site/generator/build.js';
import type { PreviewServer } from '../../site/generator/preview-server.js';
import { openBrowser, serveSite, type Browser } from '../helpers/browser.js';
import { describeWithTool, PROJECT_ROOT } from '../helpers/paths.js';
import { archiveRepository, git, serve, writeTokens } from '../serve/helpers.js';

const REPOSITORY = 'example-org/example-archive';

describeWithTool('chromium', 'sending a document from the upload page to a live dirhub serve, in Chromium', () => {
  let root: string;
  let out: string;
  let api: RunningServer;
  let site: PreviewServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  const errors: string[] = [];

  beforeAll(async () => {
    const archive = await archiveRepository();
    root = archive.root;
    // The collection profile the relevance score measures against: the project's own (US court records).
    copyFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), join(root, 'dirhub.config.json'));
    git(root, 'add', 'dirhub.config.json');
    git(root, 'commit', '--quiet', '-m', 'The collection profile');
    const written = await writeTokens(root, ['contributor'] as const);
    token = written.tokens.contributor;
    // The site's server first, for its address; the API answers that address cross-origin; the site is
    // then built with the API's address.
    out = mkdtempSync(join(tmpdir(), 'dirhub-upload-send-'));
    site = await serveSite(out);
    api = await serve(root, {
      tokensPath: written.path,
      siteUrl: site.url,
      submissions: (ctx) =>
        LocalSubmissions.open({ root, view: ctx.view, config: ctx.config, enrich: enrichAndCommit, retryMs: 500 }),
    });
    await buildSite({ archiveDir: root, outDir: out, repository: REPOSITORY, apiUrl: api.url });
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it("answers the site's address cross-origin, and no other", async () => {
    const siteOrigin = new URL(site.url).origin;
    const preflight = (origin: string) =>
      fetch(`${api.url}/api/upload`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const ours = await preflight(siteOrigin);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(ours.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(ours.headers.get('access-control-allow-credentials')).toBeNull();
    const theirs = await preflight('http://elsewhere.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    // An error is readable by the site's page too: the headers come before any refusal.
    const unknown = await fetch(`${api.url}/api/status/up_0000000000000000`, { headers: { origin: siteOrigin } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });

  it('links the repository and offers to send from the page, asking for a token', async () => {
    await page.goto(`${site.url}upload/`);
    expect(await page.getAttribute('#github-upload', 'href')).toBe(
      `https://github.com/${REPOSITORY}/upload/main/uploads`,
    );
    await expect(page.locator('#send').isVisible()).resolves.toBe(true);
    expect(await page.getAttribute('#send', 'data-api')).toBe(api.url);
    expect(await page.getAttribute('#send-token', 'type')).toBe('password');
    expect(await page.textContent('#send-token-hint')).toContain('until the tab is closed');
  });

  const fillMetadata = async () => {
    await page.fill('#m-title', ORDER_ON_MOTION_TO_DISMISS.title);
    await page.fill('#m-date', '2019-07-02');
    await page.fill('#m-source', 'U.S. District Court');
    await page.selectOption('#m-relevance', 'high');
  };
  const pdf = async () => ({
    name: 'Order on motion.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text, { title: ORDER_ON_MOTION_TO_DISMISS.title })),
  });

  it("asks for the metadata first, and says a wrong token is refused in the API's words", async () => {
    await page.click('#send-form button[type=submit]');
    await expect(page.textContent('#send-status')).resolves.toContain('Fix the metadata above first');
    await fillMetadata();
    await page.setInputFiles('#send-file', await pdf());
    await page.fill('#send-token', 'not-a-token-anyone-was-given');
    await page.click('#send-form button[type=submit]');
    await page.waitForFunction(() => document.getElementById('send-status')!.dataset.state === 'refused');
    expect(await page.textContent('#send-status')).toContain('Not sent: The token is not recognised.');
    expect(git(root, 'for-each-ref', '--format=%(refname)', 'refs/heads/upload/')).toBe('');
  });

  it('sends the document and follows it until the intake has decided, the token kept for the session only', async () => {
    await page.fill('#send-token', token);
    await page.click('#send-form button[type=submit]');
    await page.waitForFunction(
      () =>
        ['accepted', 'rejected', 'invalid', 'needs_review'].includes(
          document.getElementById('send-status')!.dataset.state ?? '',
        ),
      undefined,
      { timeout: 120_000 },
    );
    const said = (await page.textContent('#send-status'))!;
    expect(said).toContain(`“${ORDER_ON_MOTION_TO_DISMISS.title}”`);
    expect(said).toContain('Accepted');
    // The server's intake merged it: main holds the decision.
    const uploadId = /\((up_[0-9a-f]{16})\)/.exec(said)![1]!;
    expect(git(root, 'log', 'main', '--format=%s', '-20')).toContain(uploadId);
    // The token: in this tab's session storage, nowhere else.
    expect(await page.evaluate(() => sessionStorage.getItem('dirhub-upload-token'))).toBe(token);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await browser.context.cookies()).toEqual([]);
    const other = await browser.context.newPage();
    await other.goto(`${site.url}upload/`);
    expect(await other.inputValue('#send-token')).toBe('');
    await other.close();
    await page.click('#send-forget');
    expect(await page.evaluate(() => sessionStorage.getItem('dirhub-upload-token'))).toBeNull();
    expect(errors).toEqual([]);
  }, 150_000);
});
