/**
 * Where the server is reached from: the site's address it answers cross-origin (an address that cannot
 * be one stops the start with a clear error, never turns cross-origin answers off without a word), and
 * the status address an upload's receipt gives, which must hold behind a proxy that serves the API under
 * a path of its own. A real server and a real proxy on loopback.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirhubError } from '../../actions/lib/core/errors.js';
import { ORDER_ON_MOTION_TO_DISMISS } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { enrichAndCommit } from '../../scripts/enrich-and-commit.js';
import { siteOriginsOf, type RunningServer } from '../../scripts/serve/server.js';
import { relativeToRequest } from '../../scripts/serve/routes/write-replies.js';
import { LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { DIRHUB_BIN, PROJECT_ROOT } from '../helpers/paths.js';
import { archiveRepository, call, git, OpenApiChecker, serve, uploadForm, writeTokens } from './helpers.js';

describe("the site's address", () => {
  it('is an origin when it is an http(s) address, nothing when none is set, and a problem otherwise', () => {
    expect(siteOriginsOf('https://example-org.github.io/archive/')).toEqual(['https://example-org.github.io']);
    expect(siteOriginsOf('http://127.0.0.1:8080/')).toEqual(['http://127.0.0.1:8080']);
    expect(siteOriginsOf(null)).toEqual([]);
    for (const wrong of ['example-org.github.io/archive/', 'ftp://example.org/', '', 'javascript:alert(1)'])
      expect(siteOriginsOf(wrong, 'site.url')).toMatchObject({
        code: 'serve.site_url_invalid',
        message: expect.stringContaining(`site.url is "${wrong}"`),
        hint: expect.stringContaining('https://OWNER.github.io/REPO/'),
      });
  });

  describe('set wrong in dirhub.config.json', () => {
    let root: string;
    beforeAll(async () => {
      root = (await archiveRepository()).root;
      writeFileSync(
        join(root, 'dirhub.config.json'),
        JSON.stringify({ site: { url: 'example-org.github.io/archive/' } }),
      );
    });

    it('stops the server at start with the code, what is wrong and how to fix it', async () => {
      const started = serve(root);
      await expect(started).rejects.toBeInstanceOf(DirhubError);
      await expect(started).rejects.toMatchObject({
        code: 'serve.site_url_invalid',
        message: expect.stringContaining('site.url is "example-org.github.io/archive/"'),
        hint: expect.stringContaining('--site-url none'),
      });
      // The address given to the server itself wins over the setting.
      const running = await serve(root, { siteUrl: 'https://example-org.github.io/archive/' });
      await running.close();
    });

    it('makes `dirhub serve` say so and exit 1, not print a stack', () => {
      const result = spawnSync(process.execPath, [DIRHUB_BIN, 'serve', '--archive', root, '--port', '0'], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('dirhub serve: site.url is "example-org.github.io/archive/"');
      expect(result.stderr).toContain('Set site.url to the address the site is published at');
      expect(result.stderr).toContain('(serve.site_url_invalid)');
      expect(result.stderr).not.toContain('internal error');
    });
  });
});

describe('the status address of a receipt', () => {
  it('is relative to the address the request was sent to', () => {
    expect(relativeToRequest('/api/upload', '/api/status/up_0123456789abcdef')).toBe('status/up_0123456789abcdef');
    expect(relativeToRequest('/api/v1/documents?x=1', '/api/status/up_0')).toBe('../status/up_0');
    expect(relativeToRequest('/api/v1/documents/0123456789abcdef', '/api/status/up_0')).toBe('../../status/up_0');
    expect(relativeToRequest('/api/upload/', '/api/status/up_0')).toBe('../status/up_0');
    // Resolved as a client resolves it, under any path a proxy adds.
    for (const base of ['http://127.0.0.1:8787', 'https://example.org/records', 'https://example.org/a/b'])
      for (const path of ['/api/upload', '/api/v1/documents', '/api/v1/documents/0123456789abcdef'])
        expect(new URL(relativeToRequest(path, '/api/status/up_0'), `${base}${path}`).href).toBe(
          `${base}/api/status/up_0`,
        );
  });

  describe('behind a proxy that serves the API under /records/', () => {
    let api: RunningServer;
    let proxy: Server;
    let proxied: string;
    let token: string;
    let checker: OpenApiChecker;

    beforeAll(async () => {
      const root = (await archiveRepository()).root;
      copyFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), join(root, 'dirhub.config.json'));
      git(root, 'add', 'dirhub.config.json');
      git(root, 'commit', '--quiet', '-m', 'The collection profile');
      const written = await writeTokens(root, ['contributor'] as const);
      token = written.tokens.contributor;
      api = await serve(root, {
        tokensPath: written.path,
        submissions: (ctx) =>
          LocalSubmissions.open({ root, view: ctx.view, config: ctx.config, enrich: enrichAndCommit, retryMs: 500 }),
      });
      checker = await OpenApiChecker.load(api.url);
      // What a reverse proxy does: /records/… on its own address is /… on the server's.
      const target = new URL(api.url);
      proxy = createServer((req, res) => {
        if (!req.url!.startsWith('/records/')) {
          res.writeHead(404).end();
          return;
        }
        const forward = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url!.slice('/records'.length),
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode!, answer.headers);
            answer.pipe(res);
          },
        );
        req.pipe(forward);
      });
      await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
      proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/records`;
    }, 60_000);
    afterAll(async () => {
      await new Promise((done) => proxy?.close(done));
      await api?.close();
    });

    it("follows each upload's status at the address its receipt gives, resolved against the proxy's", async () => {
      const sent = [
        { path: '/api/upload', title: ORDER_ON_MOTION_TO_DISMISS.title },
        { path: '/api/v1/documents', title: 'Order on the motion to dismiss, as docketed' },
      ];
      for (const { path, title } of sent) {
        const pdf = await textToPdf(`${ORDER_ON_MOTION_TO_DISMISS.text}\n${title}`, { title });
        const metadata = JSON.stringify({
          title,
          date: '2019-07-02',
          source: 'U.S. District Court',
          relevance: 'high',
        });
        const url = `${proxied}${path}`;
        const answer = await call(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: uploadForm(pdf, 'order.pdf', metadata),
        });
        checker.check('POST', path, answer);
        expect(answer.status).toBe(202);
        const receipt = (answer.body as { data: { upload_id: string; status_url: string } }).data;
        expect(answer.headers.get('location')).toBe(receipt.status_url);
        const status = new URL(receipt.status_url, url).href;
        expect(status).toBe(`${proxied}/api/status/${receipt.upload_id}`);
        const followed = await call(status);
        expect(followed.status).toBe(200);
        expect((followed.body as { data: { upload_id: string; title: string } }).data).toMatchObject({
          upload_id: receipt.upload_id,
          title,
        });
      }
    }, 60_000);
  });
});
