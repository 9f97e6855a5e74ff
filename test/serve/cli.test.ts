/** `dirhub serve` as a person runs it: the compiled CLI prints its address, serves, and stops on SIGTERM. */
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRHUB_BIN } from '../helpers/paths.js';
import { readTokensFile, tokenHash } from '../../scripts/serve/roles.js';
import { defaultTokensPath } from '../../scripts/commands/serve.js';
import { archiveRepository, call } from './helpers.js';

let root: string;
beforeAll(async () => {
  root = (await archiveRepository()).root;
});

function dirhub(...args: string[]) {
  return spawnSync(process.execPath, [DIRHUB_BIN, ...args], { encoding: 'utf8' });
}

describe('dirhub serve', () => {
  let child: ReturnType<typeof spawn> | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('prints its address, answers, and stops cleanly on SIGTERM', async () => {
    child = spawn(process.execPath, [DIRHUB_BIN, 'serve', '--archive', root, '--port', '0', '--log-level', 'warn'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    const url = await new Promise<string>((done, fail) => {
      child!.stdout!.on('data', (c: Buffer) => {
        stdout += c.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v1\//.exec(stdout);
        if (m) done(m[1]!);
      });
      child!.on('exit', (code) => fail(new Error(`dirhub serve exited with ${code} before listening`)));
    });
    expect(stdout).toMatch(/12 documents at [0-9a-f]{12}/);
    const health = await call(`${url}/api/health`);
    expect(health.body).toMatchObject({ status: 'ok', documents: 12 });
    const exit = new Promise<number | null>((done) => child!.on('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    child = null;
  });

  it('adds, lists and removes tokens, storing only their hash', async () => {
    const added = dirhub('serve', 'token', 'add', 'alice', '--role', 'maintainer', '--archive', root);
    expect(added.status, added.stderr).toBe(0);
    const token = added.stdout.trim();
    expect(token).toMatch(/^dh_[A-Za-z0-9_-]{43}$/);
    const file = await readTokensFile(await defaultTokensPath(root));
    expect(file.tokens).toEqual([
      { name: 'alice', role: 'maintainer', sha256: tokenHash(token), created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(file)).not.toContain(token);
    expect(dirhub('serve', 'token', 'list', '--archive', root).stdout).toMatch(/^alice\s+maintainer/m);
    expect(dirhub('serve', 'token', 'add', 'bob', '--role', 'owner', '--archive', root).status).toBe(2);
    expect(dirhub('serve', 'token', 'remove', 'alice', '--archive', root).status).toBe(0);
    expect((await readTokensFile(await defaultTokensPath(root))).tokens).toEqual([]);
  });

  it('refuses a folder that is not a git repository', () => {
    const result = dirhub('serve', '--archive', '/tmp', '--port', '0');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('not a git repository');
  });
});
