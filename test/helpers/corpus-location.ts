import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../../scripts/corpus.js';

// No vitest import here: the global setup reads this module outside any test.
export const PROJECT_ROOT = packageRoot();
/**
 * The outside-world corpus lives beside the project, never inside it: `DIRHUB_CORPUS` when set, else
 * `../shared/corpus` (scripts/corpus.ts). A clone with nothing beside it has none; the suites that read it
 * then do not run (test/global-setup.ts says which, and refuses to go on without it under CI).
 */
export const CORPUS = DEFAULT_CORPUS;
export const HAS_CORPUS = existsSync(join(CORPUS, 'court'));
