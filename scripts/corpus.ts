import { resolve } from 'node:path';
import { packageRoot } from '../actions/lib/core/package-root.js';

/**
 * The outside-world corpus of real documents, for evaluation, benchmarks, tests and the demo's court
 * filings: `DIRHUB_CORPUS` when set, else `../shared/corpus` beside the project, never inside it.
 * Nothing the product needs to run lives there.
 */
export const DEFAULT_CORPUS = process.env.DIRHUB_CORPUS
  ? resolve(process.env.DIRHUB_CORPUS)
  : resolve(packageRoot(), '..', 'shared', 'corpus');
