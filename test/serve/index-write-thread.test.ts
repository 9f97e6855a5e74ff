/**
 * The thread that writes an index file's changes (index-write-thread.ts): what a caller learns when a
 * write fails, and that the thread writes the next change after a failure, whatever the failure was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { IndexWriteError, IndexWriteThread } from '../../scripts/serve/search-db/index-write-thread.js';
import { SearchDb, type IndexedDocument } from '../../scripts/serve/search-db/search-db.js';

const dir = mkdtempSync(join(tmpdir(), 'dirhub-write-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function doc(i: number): IndexedDocument {
  const words = `hearing ${i} of the lease`;
  return {
    document_id: `d${i}`,
    title: `Order ${i}`,
    date: '2020-01-01',
    source: 'court',
    category: null,
    verification_level: 1,
    summary: null,
    content: words,
    entities: [],
    tags: [],
  };
}

function indexed(path: string): { commit: string; ids: string[] } {
  const db = new Database(path, { readonly: true });
  try {
    return {
      commit: db.prepare("SELECT value FROM meta WHERE key = 'commit'").pluck().get() as string,
      ids: db.prepare('SELECT document_id FROM documents ORDER BY document_id').pluck().all() as string[],
    };
  } finally {
    db.close();
  }
}

describe('the index write thread', () => {
  it('says a lost thread may have written, and writes the next change with a new one at once', async () => {
    const path = join(dir, 'late.sqlite');
    const thread = new IndexWriteThread(path);
    try {
      // No index file yet: the thread cannot open it, and is lost before it answers.
      const first = await thread.write({ upsert: [doc(1)], remove: [], commit: 'c1' }).catch((err: unknown) => err);
      expect(first).toBeInstanceOf(IndexWriteError);
      expect((first as IndexWriteError).committed).toBeNull();
      expect((first as IndexWriteError).message).toMatch(/^search index writer: .+/);
      expect((first as IndexWriteError).message).not.toContain('undefined');
      SearchDb.open(path).close();
      // At once: the lost thread's own end (its exit comes after its error) must not take this write for its own.
      const applied = await thread.write({ upsert: [doc(2)], remove: [], commit: 'c2' });
      expect(applied?.rowids).toHaveLength(1);
      expect(indexed(path)).toEqual({ commit: 'c2', ids: ['d2'] });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await thread.write({ upsert: [doc(3)], remove: [], commit: 'c3' });
      expect(again?.rowids).toHaveLength(1);
      expect(indexed(path)).toEqual({ commit: 'c3', ids: ['d2', 'd3'] });
    } finally {
      thread.close();
    }
  });

  it('says a refused change was not written, and a change it cannot send leaves nothing pending', async () => {
    const path = join(dir, 'refused.sqlite');
    SearchDb.open(path).close();
    const thread = new IndexWriteThread(path);
    try {
      const refused = await thread
        .write({ upsert: [{ ...doc(1), date: null as unknown as string }], remove: [], commit: 'c1' })
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(IndexWriteError);
      expect((refused as IndexWriteError).committed).toBe(false);
      expect((refused as IndexWriteError).message).toBe(
        'search index: the change was not written (NOT NULL constraint failed: documents.date)',
      );
      // A function cannot be sent to a thread.
      const unsendable = { ...doc(2), title: (() => 'x') as unknown as string };
      expect(() => thread.write({ upsert: [unsendable], remove: [], commit: 'c2' })).toThrow(/could not be cloned/);
      expect(await thread.write({ upsert: [doc(3)], remove: [], commit: 'c3' })).not.toBeNull();
      expect(indexed(path)).toEqual({ commit: 'c3', ids: ['d3'] });
      thread.close();
      expect(await thread.write({ upsert: [doc(4)], remove: [], commit: 'c4' })).toBeNull();
    } finally {
      thread.close();
    }
  });
});
