import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// No vitest import here: the global setup reads this module outside any test.
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The outside-world corpus lives beside the project, never inside it: `DIRHUB_CORPUS` when set, else
 * `../shared/corpus`. A clone with nothing beside it has none; the suites that read it then do not run
 * (test/global-setup.ts says which, and refuses to go on without it under CI).
 */
export const CORPUS = process.env.DIRHUB_CORPUS
  ? resolve(process.env.DIRHUB_CORPUS)
  : resolve(PROJECT_ROOT, '..', 'shared', 'corpus');
export const HAS_CORPUS = existsSync(join(CORPUS, 'court'));
