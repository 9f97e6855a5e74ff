import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_DIR_ENV, ContentCache, defaultCacheDir } from '../../../actions/lib/pipeline/processing/cache.js';

describe('ContentCache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dirhub-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('returns what was stored for the same content, namespace and version, and nothing otherwise', async () => {
    const cache = new ContentCache(dir);
    const input = new TextEncoder().encode('%PDF-1.7 a page');
    await cache.set('ocr-page', 'v1', input, { text: 'UNITED STATES', confidence: 91.5 });

    expect(await cache.get('ocr-page', 'v1', input)).toEqual({ text: 'UNITED STATES', confidence: 91.5 });
    expect(await cache.get('ocr-page', 'v1', '%PDF-1.7 a page')).toEqual({ text: 'UNITED STATES', confidence: 91.5 });
    expect(await cache.get('ocr-page', 'v2', input)).toBeUndefined();
    expect(await cache.get('extraction', 'v1', input)).toBeUndefined();
    expect(await cache.get('ocr-page', 'v1', '%PDF-1.7 another page')).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 2, misses: 3, writes: 1 });
  });

  it('computes once and serves the second call from disk, also to another instance', async () => {
    let computed = 0;
    const compute = async () => {
      computed++;
      return { pages: [1, 2] };
    };
    const first = new ContentCache(dir);
    expect(await first.getOrCompute('extraction', 'v1', 'file bytes', compute)).toEqual({ pages: [1, 2] });
    const second = new ContentCache(dir);
    expect(await second.getOrCompute('extraction', 'v1', 'file bytes', compute)).toEqual({ pages: [1, 2] });
    expect(computed).toBe(1);
    expect(second.stats).toEqual({ hits: 1, misses: 0, writes: 0 });
  });

  it('stores entries by namespace and key prefix, with the key fields repeated inside', async () => {
    const cache = new ContentCache(dir);
    await cache.set('ocr-page', 'v1', 'abc', 42);
    const { key, inputSha256 } = cache.key('ocr-page', 'v1', 'abc');
    expect(inputSha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await readdir(join(dir, 'ocr-page', key.slice(0, 2)))).toEqual([`${key}.json`]);
  });

  it('keeps every entry whole when many writers store the same and different keys at once', async () => {
    const writers = Array.from({ length: 4 }, () => new ContentCache(dir));
    const value = (i: number) => ({ text: `page ${i} `.repeat(2000), confidence: i });
    await Promise.all(
      Array.from({ length: 80 }, (_, n) => {
        const i = n % 8;
        const cache = writers[n % writers.length]!;
        return n % 3 === 0
          ? cache.get('ocr-page', 'v1', `page ${i}`)
          : cache.set('ocr-page', 'v1', `page ${i}`, value(i));
      }),
    );
    const reader = new ContentCache(dir);
    for (let i = 0; i < 8; i++) expect(await reader.get('ocr-page', 'v1', `page ${i}`)).toEqual(value(i));
    const files = await readdir(join(dir, 'ocr-page'), { recursive: true });
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(8);
  });

  it('treats a damaged entry as missing and overwrites it', async () => {
    const cache = new ContentCache(dir);
    await cache.set('extraction', 'v1', 'x', { ok: true });
    const { key } = cache.key('extraction', 'v1', 'x');
    await writeFile(join(dir, 'extraction', key.slice(0, 2), `${key}.json`), '{"namespace": "extr');
    expect(await cache.getOrCompute('extraction', 'v1', 'x', async () => ({ ok: 'again' }))).toEqual({ ok: 'again' });
    expect(await new ContentCache(dir).get('extraction', 'v1', 'x')).toEqual({ ok: 'again' });
  });

  it('refuses namespaces that are not plain folder names', () => {
    const cache = new ContentCache(dir);
    expect(() => cache.key('../escape', 'v1', 'x')).toThrow('Cache namespace "../escape" must be lower-case letters');
  });

  it('lives in .dirhub-cache at the repository root unless DIRHUB_CACHE_DIR says otherwise', () => {
    const saved = process.env[CACHE_DIR_ENV];
    try {
      delete process.env[CACHE_DIR_ENV];
      expect(defaultCacheDir('/repo')).toBe('/repo/.dirhub-cache');
      process.env[CACHE_DIR_ENV] = '/var/cache/dirhub';
      expect(defaultCacheDir('/repo')).toBe('/var/cache/dirhub');
      expect(ContentCache.at('/repo').dir).toBe('/var/cache/dirhub');
    } finally {
      if (saved === undefined) delete process.env[CACHE_DIR_ENV];
      else process.env[CACHE_DIR_ENV] = saved;
    }
  });
});
