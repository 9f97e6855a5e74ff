/** `dirhub serve --internal-port` and `dirhub serve service-token` as a person runs them, on the compiled CLI. */
import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRHUB_BIN } from '../../helpers/paths.js';
import { tokenHash } from '../../../scripts/serve/roles.js';
import { defaultAgentsConfigPath } from '../../../scripts/serve/agents/cli.js';
import { RARE_WORD } from '../../site/fixture.js';
import { archiveRepository, call } from '../helpers.js';

let root: string;
beforeAll(async () => {
  root = (await archiveRepository()).root;
});

function dirhub(...args: string[]) {
  return spawnSync(process.execPath, [DIRHUB_BIN, ...args], { encoding: 'utf8' });
}

describe('dirhub serve --internal-port', () => {
  let child: ReturnType<typeof spawn> | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('issues a service token shown once, keeps only its hash, and the agent listener takes it', async () => {
    const added = dirhub('serve', 'service-token', 'add', 'fact-check-agent', '--archive', root);
    expect(added.status, added.stderr).toBe(0);
    const token = added.stdout.trim();
    expect(token).toMatch(/^dh_[A-Za-z0-9_-]{43}$/);
    const settings = await readFile(await defaultAgentsConfigPath(root), 'utf8');
    expect(JSON.parse(settings)).toEqual({
      service_tokens: [{ name: 'fact-check-agent', sha256: tokenHash(token), created_at: expect.any(String) }],
    });
    expect(settings).not.toContain(token);
    expect(dirhub('serve', 'service-token', 'list', '--archive', root).stdout).toMatch(/^fact-check-agent\s/m);
    expect(dirhub('serve', 'service-token', 'add', 'fact-check-agent', '--archive', root).status).toBe(2);

    child = spawn(
      process.execPath,
      [DIRHUB_BIN, 'serve', '--archive', root, '--port', '0', '--internal-port', '0', '--log-level', 'warn'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DIRHUB_SERVICE_TOKEN: '' } },
    );
    let stdout = '';
    const [publicUrl, agentUrl] = await new Promise<[string, string]>((done, fail) => {
      child!.stdout!.on('data', (c: Buffer) => {
        stdout += c.toString();
        const a = /agent-only search API at (http:\/\/127\.0\.0\.1:\d+)\//.exec(stdout);
        const p = /dirhub serve: (http:\/\/127\.0\.0\.1:\d+)\/api\/v1\/ \(/.exec(stdout);
        if (a && p) done([p[1]!, a[1]!]);
      });
      child!.on('exit', (code) => fail(new Error(`dirhub serve exited with ${code} before listening`)));
    });
    expect(agentUrl).not.toBe(publicUrl);
    const ask = (base: string, sent?: string) =>
      call(`${base}/api/v1/search/documents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(sent ? { authorization: `Bearer ${sent}` } : {}) },
        body: JSON.stringify({ query: RARE_WORD }),
      });
    expect((await ask(agentUrl, token)).body).toMatchObject({ status: 'success', total_found: 1 });
    expect((await ask(agentUrl)).status).toBe(401);
    expect((await ask(publicUrl, token)).status).toBe(401);

    expect(dirhub('serve', 'service-token', 'remove', 'fact-check-agent', '--archive', root).status).toBe(0);
    const exit = new Promise<number | null>((done) => child!.on('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    child = null;
  });
});
