import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CORPUS, HAS_CORPUS, PROJECT_ROOT } from './helpers/corpus-location.js';

/** Test files that hold suites or tests reading the corpus, with what each checks on it. */
function corpusSuites(): { file: string; what: string }[] {
  const out: { file: string; what: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(
          /(?:describe|it)WithCorpus\(\s*(['"`])(?:.*?)\1,\s*(['"`])(.*?)\2/gs,
        )) {
          const suite = { file: relative(PROJECT_ROOT, path), what: m[3]! };
          if (!out.some((s) => s.file === suite.file && s.what === suite.what)) out.push(suite);
        }
      }
    }
  };
  walk(join(PROJECT_ROOT, 'test'));
  return out;
}

/**
 * CLI tests run the real compiled `dirhub` bin, so compile once before the suites start. Type errors are
 * reported by `npm run typecheck` (part of `npm test`); tsc still emits, so they do not stop the suites here.
 *
 * Suites on the outside-world corpus run whenever it is found. Without it they are skipped with one line
 * each saying what did not run; under CI (CI=true) a missing corpus fails the run, so CI runs everything.
 */
export default function setup(): void {
  if (!HAS_CORPUS) {
    const suites = corpusSuites();
    if (process.env.CI === 'true') {
      throw new Error(
        `The corpus of real documents is not at ${CORPUS}, and CI must run every suite (${suites.length} need it). Place it at ../shared/corpus beside the project or set DIRHUB_CORPUS.`,
      );
    }
    const lines = suites.map((s) => `  not run: ${s.file} — ${s.what}`);
    process.stderr.write(
      `\nThe corpus of real documents is not at ${CORPUS} (set DIRHUB_CORPUS or place it at ../shared/corpus); these suites do not run:\n${lines.join('\n')}\n\n`,
    );
  }
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], {
    encoding: 'utf8',
  });
  if (!existsSync('dist/scripts/cli.js')) {
    throw new Error(`Compiling the CLI failed:\n${result.stdout}${result.stderr}`);
  }
}
