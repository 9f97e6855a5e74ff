/**
 * Where the server is reached from: the site's address it answers cross-origin (an address that cannot
 * be one stops the start with a clear error, never turns cross-origin answers off without a word), and
 * the status address an upload's receipt gives, which must hold behind a proxy that serves the API under
 * a path of its own. A real server and a real proxy on loopback.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirhubError } from '../../actions/lib/core/errors.js';
import { siteOriginsOf } from '../../scripts/serve/server.js';
import { DIRHUB_BIN } from '../helpers/paths.js';
import { archiveRepository, serve } from './helpers.js';

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
