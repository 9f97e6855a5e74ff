import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/**
 * dirhub's own folder (its package.json, `site/`, `scripts/bin/`): the nearest folder above this module
 * whose package.json is dirhub's, whether it runs from the TypeScript sources or compiled under `dist/`.
 * A package.json of another name on the way (an action bundle's `dist/package.json`) is passed over.
 */
export function packageRoot(): string {
  if (found) return found;
  const here = fileURLToPath(import.meta.url);
  for (let dir = dirname(here); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'dirhub')
      return (found = dir);
    if (dirname(dir) === dir) throw new Error(`No dirhub package.json above ${here}`);
  }
}
