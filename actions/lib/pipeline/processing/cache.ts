/**
 * A content-addressed JSON cache on disk for expensive, deterministic results (OCR of a page, the
 * extraction of a whole file). An entry is found by the sha256 of its input, a namespace (what was
 * computed) and a version string (how it was computed): changing the settings changes the version, so
 * stale entries are simply never read again.
 *
 * Layout: `<dir>/<namespace>/<first two hex chars of key>/<key>.json`. Writes go to a unique temporary
 * file in the same folder and are renamed into place, so a reader never sees half an entry and two
 * processes writing the same entry at once both succeed (the last rename wins; both wrote the same value).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256 } from '../../core/hash.js';

/** The cache folder at a repository root; derived data, gitignored, safe to delete. */
export const DEFAULT_CACHE_DIRNAME = '.dirhub-cache';
/** Overrides the cache folder for every command (e.g. a shared folder on a CI runner). */
export const CACHE_DIR_ENV = 'DIRHUB_CACHE_DIR';

export function defaultCacheDir(root: string): string {
  const fromEnv = process.env[CACHE_DIR_ENV];
  return fromEnv && fromEnv.trim() ? fromEnv : join(root, DEFAULT_CACHE_DIRNAME);
}

/** What a cache entry holds on disk; the key fields are repeated so an entry explains itself. */
interface CacheEntry<T> {
  namespace: string;
  version: string;
  input_sha256: string;
  created_at: string;
  value: T;
}

export interface CacheStats {
  hits: number;
  misses: number;
  writes: number;
}

const NAMESPACE_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export class ContentCache {
  readonly dir: string;
  readonly stats: CacheStats = { hits: 0, misses: 0, writes: 0 };

  constructor(dir: string) {
    this.dir = dir;
  }

  /** The cache at a repository root (or wherever `DIRHUB_CACHE_DIR` points). */
  static at(root: string): ContentCache {
    return new ContentCache(defaultCacheDir(root));
  }

  /**
   * The entry key: sha256 over namespace, version and the input's own sha256. `input` is the content
   * itself (bytes or text); callers that key on several things join them into one string.
   */
  key(namespace: string, version: string, input: Uint8Array | string): { key: string; inputSha256: string } {
    if (!NAMESPACE_PATTERN.test(namespace)) {
      throw new Error(`Cache namespace "${namespace}" must be lower-case letters, digits, '.', '_' or '-'`);
    }
    const inputSha256 = sha256(input);
    return { key: sha256(`${namespace}\n${version}\n${inputSha256}`), inputSha256 };
  }

  private pathFor(namespace: string, key: string): string {
    return join(this.dir, namespace, key.slice(0, 2), `${key}.json`);
  }

  async get<T>(namespace: string, version: string, input: Uint8Array | string): Promise<T | undefined> {
    const { key } = this.key(namespace, version, input);
    let raw: string;
    try {
      raw = await readFile(this.pathFor(namespace, key), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        this.stats.misses++;
        return undefined;
      }
      throw err;
    }
    let entry: CacheEntry<T>;
    try {
      entry = JSON.parse(raw) as CacheEntry<T>;
    } catch {
      // Only a hand-edited or disk-damaged file gets here (writes are atomic); recompute and overwrite it.
      this.stats.misses++;
      return undefined;
    }
    if (entry.namespace !== namespace || entry.version !== version) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry.value;
  }

  async set<T>(namespace: string, version: string, input: Uint8Array | string, value: T): Promise<void> {
    const { key, inputSha256 } = this.key(namespace, version, input);
    const target = this.pathFor(namespace, key);
    const folder = join(this.dir, namespace, key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const entry: CacheEntry<T> = {
      namespace,
      version,
      input_sha256: inputSha256,
      created_at: new Date().toISOString(),
      value,
    };
    const temp = join(folder, `.${key}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, JSON.stringify(entry));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    this.stats.writes++;
  }

  /** Returns the cached value, or computes, stores and returns it. */
  async getOrCompute<T>(
    namespace: string,
    version: string,
    input: Uint8Array | string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const cached = await this.get<T>(namespace, version, input);
    if (cached !== undefined) return cached;
    const value = await compute();
    await this.set(namespace, version, input, value);
    return value;
  }
}
