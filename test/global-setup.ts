import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decideGate, missingHere, requiresAll } from './helpers/requirements.js';

/**
 * CLI tests run the real compiled `dirhub` bin, so compile once before the suites start. Type errors are
 * reported by `npm run typecheck` (part of `npm test`); tsc still emits, so they do not stop the suites here.
 *
 * Suites that need what a clone may lack (the corpus of real documents beside it, Git LFS, Chromium) run
 * whenever it is there; without it they are skipped with one line per missing thing naming it and the
 * suites. A run that sets DIRHUB_REQUIRE_ALL=1 (`.ci/run`) fails instead (test/helpers/requirements.ts).
 */
export default function setup(): () => void {
  const gate = decideGate(missingHere(), requiresAll());
  if (!gate.ok) throw new Error(gate.message);
  if (gate.lines.length) process.stderr.write(`\n${gate.lines.join('\n')}\n\n`);
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], {
    encoding: 'utf8',
  });
  if (!existsSync('dist/scripts/cli.js')) {
    throw new Error(`Compiling the CLI failed:\n${result.stdout}${result.stderr}`);
  }
  // The demo the browser suites share (test/helpers/demo-site.ts) lives as long as this run.
  return () => {
    if (!process.env.DIRHUB_TEST_DEMO_DIR)
      rmSync(join(tmpdir(), `dirhub-test-demo-${process.pid}`), { recursive: true, force: true });
  };
}
