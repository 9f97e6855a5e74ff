/**
 * A write of the ranked index cut short as it writes its manifest (a build killed there) leaves the next
 * build an index it can read: the state that lets a write add to the index is written last.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** Set to a file name: the next write of that file fails, as a build killed there would leave it. */
const failing = { name: '' };
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    writeFile: (async (file: string, ...rest: unknown[]) => {
      if (failing.name && String(file).endsWith(failing.name)) {
        failing.name = '';
        throw new Error('killed');
      }
      return (fs.writeFile as (...a: unknown[]) => Promise<void>)(file, ...rest);
    }) as typeof fs.writeFile,
  };
});

const { INDEX_DIR } = await import('../../site/search-index/format.js');
const { IndexReader } = await import('../../site/search-index/reader.js');
const { newestFirst } = await import('../../site/search-index/shards.js');
const { writeRankedIndex } = await import('../../site/search-index/write.js');
type Doc = import('../../site/search-index/write.js').IndexDocument & { text: string };

const doc = (i: number): Doc => {
  const text = `gamma word${i}`;
  return {
    id: `e${String(i).padStart(2, '0')}`,
    title: `Title ${i}`,
    date: `2001-01-${String(1 + (i % 28)).padStart(2, '0')}`,
    source: 'src',
    category: 'legal',
    summary: null,
    filters: {},
    text,
    textKey: createHash('sha256').update(text).digest('hex'),
  };
};
const sorted = (docs: Doc[]) => [...docs].sort(newestFirst);
const text = async (d: Doc) => ({ text: d.text, furniture: [] });

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'dirhub-index-interrupted-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('an interrupted delta write', () => {
  it('killed as it writes the manifest, the next write still gives a readable index', async () => {
    const site = join(work, 'site');
    const docs = Array.from({ length: 30 }, (_, i) => doc(i));
    await writeRankedIndex(sorted(docs), text, site, { reuse: true });
    failing.name = 'manifest.json';
    await expect(writeRankedIndex(sorted(docs.slice(1)), text, site, { reuse: true })).rejects.toThrow('killed');
    // The next build, nothing else changed.
    const report = await writeRankedIndex(sorted(docs.slice(1)), text, site, { reuse: true });
    const m = JSON.parse(readFileSync(join(site, INDEX_DIR, 'manifest.json'), 'utf8'));
    for (let i = 0; i < m.base.chunks.length; i++) {
      const path = m.delta?.replaced.includes(i)
        ? join(site, INDEX_DIR, m.delta.dir, 'b', `${i}.bin`)
        : join(site, INDEX_DIR, m.base.dir, 't', `${i}.bin`);
      expect(existsSync(path), `${report.mode}: ${path}`).toBe(true);
    }
    const r = await IndexReader.open(async (p) => new Uint8Array(await readFile(join(site, INDEX_DIR, p))));
    expect((await r.find('gamma ', {}, 'newest')).found).toHaveLength(29);
  });
});
