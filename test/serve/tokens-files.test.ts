/**
 * The tokens files of a running server — the public API's tokens file and the agent settings with their
 * service tokens — are read again as soon as they change: `dirhub serve token remove` and `dirhub serve
 * service-token remove` take effect from the next request, with no restart, and say so.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentsConfigOf } from '../../scripts/serve/agents/config.js';
import { startAgentServer } from '../../scripts/serve/agents/server.js';
import { RARE_WORD } from '../site/fixture.js';
import { runDirhub } from '../helpers/dirhub-process.js';
import { archiveRepository, call, serve, writeTokens, type Answer } from './helpers.js';

function expectUnknownToken(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(401);
  expect(answer.body).toMatchObject({ status: 'failed', error: { code: 'auth.unknown_token' } });
}

describe('the tokens files of a running server', () => {
  it('takes a token added, and refuses one removed, from the next request', async () => {
    const { root } = await archiveRepository();
    const { path } = await writeTokens(root, [] as const);
    const running = await serve(root, { tokensPath: path });
    try {
      const added = await runDirhub([
        'serve',
        'token',
        'add',
        'carol',
        '--role',
        'maintainer',
        '--tokens',
        path,
        '--archive',
        root,
      ]);
      expect(added.code, added.stderr).toBe(0);
      expect(added.stderr).toContain('a running server accepts it at once');
      const headers = { authorization: `Bearer ${added.stdout.trim()}` };
      expect((await call(`${running.url}/api/v1/documents`, { headers })).status).toBe(200);
      const removed = await runDirhub(['serve', 'token', 'remove', 'carol', '--tokens', path, '--archive', root]);
      expect(removed.code, removed.stderr).toBe(0);
      expect(removed.stderr).toContain('refuses it from its next request');
      expectUnknownToken(await call(`${running.url}/api/v1/documents`, { headers }));
    } finally {
      await running.close();
    }
  });

  it('takes a service token added, and refuses one removed, from the next call', async () => {
    const { root } = await archiveRepository();
    const server = await serve(root);
    const path = join(await mkdtemp(join(tmpdir(), 'dirhub-agents-settings-')), 'dirhub-agents.json');
    const agents = await startAgentServer({
      context: server.context,
      config: agentsConfigOf({}),
      configPath: path,
      envToken: '',
      cacheDir: null,
      logger: false,
    });
    try {
      const added = await runDirhub([
        'serve',
        'service-token',
        'add',
        'summary-agent',
        '--agents-config',
        path,
        '--archive',
        root,
      ]);
      expect(added.code, added.stderr).toBe(0);
      expect(added.stderr).toContain('a running server accepts it at once');
      const ask = () =>
        call(`${agents.url}/api/v1/search/documents`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${added.stdout.trim()}` },
          body: JSON.stringify({ query: RARE_WORD }),
        });
      expect((await ask()).status).toBe(200);
      const removed = await runDirhub([
        'serve',
        'service-token',
        'remove',
        'summary-agent',
        '--agents-config',
        path,
        '--archive',
        root,
      ]);
      expect(removed.code, removed.stderr).toBe(0);
      expect(removed.stderr).toContain('refuses it from its next call');
      expectUnknownToken(await ask());
    } finally {
      await agents.close();
      await server.close();
    }
  });
});
