import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, from scripts/eval/ in the sources or dist/scripts/eval/ once compiled. */
export const PACKAGE_ROOT = ((): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  return here.includes(`${'/'}dist${'/'}`) ? resolve(here, '..', '..', '..') : resolve(here, '..', '..');
})();
/** The outside-world corpus sits beside the project. */
export const DEFAULT_CORPUS = resolve(PACKAGE_ROOT, '..', 'shared', 'corpus');
/** The demo collection profile the labelled set is labelled against. */
export const DEMO_CONFIG_DIR = PACKAGE_ROOT;
