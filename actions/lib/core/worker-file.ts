import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageRoot } from './package-root.js';

/**
 * The compiled file of a worker thread that sits beside the module at `moduleUrl`. Compiled, it is beside
 * that module; run from the TypeScript sources (the test suites, whose setup compiles the project first),
 * it is the same file under `dist/`, since a worker thread of Node 20 loads JavaScript only.
 */
export function workerFile(moduleUrl: string, name: string): URL {
  const here = fileURLToPath(moduleUrl);
  if (here.endsWith('.js')) return new URL(`./${name}`, moduleUrl);
  const root = packageRoot();
  return pathToFileURL(join(root, 'dist', relative(root, dirname(here)), name));
}
