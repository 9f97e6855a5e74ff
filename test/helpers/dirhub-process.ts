/** Runs the `dirhub` command line as a real process of its own (the built `dist/`), as a user or a workflow does. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
// Not paths.ts, which imports vitest: the benchmarks run this outside any test.
import { PROJECT_ROOT } from './corpus-location.js';

const DIRHUB_BIN = join(PROJECT_ROOT, 'scripts', 'bin', 'dirhub.js');

export interface DirhubRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock seconds from start to exit. */
  seconds: number;
}

/**
 * `bin`: the command line's entry (the benchmarks, run from `dist/`, name the project's own). `env`: added
 * to this process's environment (a token, an API address).
 */
export function runDirhub(args: string[], bin = DIRHUB_BIN, env: Record<string, string> = {}): Promise<DirhubRun> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}
