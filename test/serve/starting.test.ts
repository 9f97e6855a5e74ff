/**
 * A server listens as soon as it starts and reads the archive afterwards: meanwhile it answers its health
 * check (`starting`) and refuses everything that needs the archive with a 503 and Retry-After, and
 * `/api/ready` says 503 until it answers from the archive, then 200.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalSubmissions } from '../../scripts/serve/submissions/local.js';
import { archiveRepository, call, git, OpenApiChecker, serve } from './helpers.js';

describe('a server starting', () => {
  it('answers health at once, 503 with Retry-After until the archive is read, then from the archive', async () => {
    const { root, ids } = await archiveRepository();
    // The write side opens last: holding it open keeps the server starting for as long as the test needs.
    let openWrites!: () => void;
    const writesHeld = new Promise<void>((done) => (openWrites = done));
    const server = await serve(root, {
      answerWhileStarting: true,
      submissions: async (ctx) => {
        await writesHeld;
        return LocalSubmissions.open({ root, view: ctx.view, config: ctx.config, enrich: async () => undefined });
      },
    });
    try {
      const checker = await OpenApiChecker.load(server.url);
      expect(server.firstSync).toBeNull();
      const health = await checker.check('GET', '/api/health', await call(`${server.url}/api/health`));
      expect(health).toMatchObject({ status: 200, body: { status: 'starting', commit: null, documents: null } });
      const notReady = await checker.check('GET', '/api/ready', await call(`${server.url}/api/ready`));
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('retry-after')).toBe('5');
      expect(notReady.body).toMatchObject({ status: 'failed', error: { code: 'service.starting' } });
      for (const [method, path] of [
        ['GET', '/api/v1/documents'],
        ['GET', `/api/v1/documents/${ids[0]}`],
        ['GET', '/api/v1/search?q=report'],
        ['GET', '/api/v1/characters'],
        ['POST', '/api/upload'],
      ] as const) {
        const answer = await call(`${server.url}${path}`, { method });
        expect(answer.status, path).toBe(503);
        expect(answer.headers.get('retry-after'), path).toBe('5');
        expect(answer.body, path).toMatchObject({
          error: { code: 'service.starting', hint: expect.stringContaining('/api/ready') },
        });
      }

      openWrites();
      expect(await server.ready).toMatchObject({ mode: 'full', indexed: ids.length });
      expect(server.firstSync).toMatchObject({ mode: 'full' });
      const ready = await checker.check('GET', '/api/ready', await call(`${server.url}/api/ready`));
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ready', commit: git(root, 'rev-parse', 'HEAD'), documents: ids.length },
      });
      // A fresh index answers once its search lists are filled: no search of it is cold.
      expect(ready.body).toMatchObject({ search_lists: 'filled' });
      expect((await call(`${server.url}/api/health`)).body).toMatchObject({ status: 'ok', documents: ids.length });
      const list = await call(`${server.url}/api/v1/documents`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ status: 'success', meta: { pagination: { total_items: ids.length } } });
    } finally {
      openWrites();
      await server.close();
    }
  });

  it('closes itself and rejects `ready` when the archive cannot be read', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dirhub-not-an-archive-'));
    const server = await serve(root, { answerWhileStarting: true });
    await expect(server.ready).rejects.toThrow();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await server.close();
  });
});
