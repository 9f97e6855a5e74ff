import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The outside-world corpus lives beside the project, never inside it. */
export const CORPUS = resolve(PROJECT_ROOT, '..', 'shared', 'corpus');
export const DIRHUB_BIN = join(PROJECT_ROOT, 'scripts', 'bin', 'dirhub.js');

export function corpusFile(...parts: string[]): string {
  const p = join(CORPUS, ...parts);
  if (!existsSync(p)) throw new Error(`Corpus file missing: ${p} (the corpus must sit at ../shared/corpus beside the project)`);
  return p;
}
