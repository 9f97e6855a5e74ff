/**
 * Writing into the archive: text files (records, page texts, registries) as `FileWrite`s, each written
 * only when its content differs from what is on disk, so a regeneration that changes nothing touches
 * nothing and git shows no noise.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileWrite } from './layout.js';

async function current(root: string, path: string): Promise<string | null> {
  try {
    return await readFile(join(root, path), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The paths among `writes` whose content would change (for a dry run). */
export async function changedPaths(root: string, writes: FileWrite[]): Promise<string[]> {
  const out: string[] = [];
  for (const w of writes) if ((await current(root, w.path)) !== w.content) out.push(w.path);
  return out;
}

/** Writes the files whose content differs from what is on disk; returns the paths written. */
export async function writeArchiveFiles(root: string, writes: FileWrite[]): Promise<string[]> {
  const changed = await changedPaths(root, writes);
  const byPath = new Map(writes.map((w) => [w.path, w.content]));
  for (const path of changed) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), byPath.get(path)!);
  }
  return changed;
}
