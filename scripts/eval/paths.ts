import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: the nearest folder above this module (source or dist/) whose package.json is dirhub's. */
export const PACKAGE_ROOT = ((): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'dirhub')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No dirhub package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
})();
/**
 * The outside-world corpus of real documents, for evaluation, benchmarks, tests and the demo's court
 * filings: `DIRHUB_CORPUS` when set, else `../shared/corpus` beside the project. Nothing the product
 * needs to run lives there.
 */
export const DEFAULT_CORPUS = process.env.DIRHUB_CORPUS
  ? resolve(process.env.DIRHUB_CORPUS)
  : resolve(PACKAGE_ROOT, '..', 'shared', 'corpus');
/** The demo collection profile the labelled set is labelled against. */
export const DEMO_CONFIG_DIR = PACKAGE_ROOT;
