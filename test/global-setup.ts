import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * CLI tests run the real compiled `dirhub` bin, so compile once before the suites start. Type errors are
 * reported by `npm run typecheck` (part of `npm test`); tsc still emits, so they do not stop the suites here.
 */
export default function setup(): void {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { encoding: 'utf8' });
  if (!existsSync('dist/scripts/cli.js')) {
    throw new Error(`Compiling the CLI failed:\n${result.stdout}${result.stderr}`);
  }
}
