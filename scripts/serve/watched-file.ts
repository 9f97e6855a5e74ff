/**
 * A small file of the server's own (a tokens file, the agent settings) read again as soon as it
 * changes: each look costs one stat, and the file is read only when its inode, size or modification time
 * differ from the last read. Both files are replaced whole by a rename, which gives a new inode, so a
 * token removed by `dirhub serve token remove` is refused from the next request on.
 */
import { readFileSync, statSync } from 'node:fs';

/** `parse` gets the file's text, or null when there is no file. */
export function watchedFile<T>(path: string, parse: (text: string | null) => T): () => T {
  let held: { stamp: string; value: T } | null = null;
  return () => {
    const stamp = stampOf(path);
    if (held?.stamp === stamp) return held.value;
    const text = stamp === 'missing' ? null : readFileSync(path, 'utf8');
    const value = parse(text);
    held = { stamp, value };
    return value;
  };
}

function stampOf(path: string): string {
  try {
    const s = statSync(path, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}`;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
}
