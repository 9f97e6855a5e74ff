/** How an import folder pairs into uploads and is dealt into shards. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entriesOfShard,
  importSource,
  parseShardSpec,
  scanImportFolder,
  shardOfName,
} from '../../actions/lib/import/folder.js';

describe('--shard I/N', () => {
  it('reads I/N with 1 ≤ I ≤ N ≤ 256 and nothing else', () => {
    expect(parseShardSpec('3/8')).toEqual({ index: 3, count: 8 });
    expect(parseShardSpec(' 1/1 ')).toEqual({ index: 1, count: 1 });
    expect(parseShardSpec('256/256')).toEqual({ index: 256, count: 256 });
    for (const bad of ['0/3', '4/3', '1/0', '1/257', '1', '1/2/3', 'a/b', '-1/3', '1.5/3', ''])
      expect(parseShardSpec(bad), bad).toBeNull();
  });

  it('deals uploads evenly by a hash of their names, and a new upload moves no other', () => {
    const names = Array.from({ length: 6000 }, (_, i) => `batch/${String(i).padStart(5, '0')}-filing`);
    for (const count of [2, 3, 8]) {
      const sizes = new Array<number>(count).fill(0);
      for (const n of names) sizes[shardOfName(n, count) - 1]!++;
      const mean = names.length / count;
      for (const s of sizes) expect(Math.abs(s - mean) / mean).toBeLessThan(0.08);
    }
    const before = names.map((n) => shardOfName(n, 4));
    const after = [...names, 'batch/new-one'].map((n) => shardOfName(n, 4));
    expect(after.slice(0, names.length)).toEqual(before);
  });
});

describe('the import folder', () => {
  it('pairs documents with their metadata in any sub-folder, skips hidden files, never follows a link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dirhub-import-folder-'));
    try {
      const files = [
        'a.pdf',
        'a.json',
        '2019/v1.2/order.pdf',
        '2019/v1.2/order.json',
        '2019/scan.JPG',
        '2019/scan.json',
        'lonely.json',
        'notes.txt',
        'notes.pdf',
        'notes.json',
        '.DS_Store',
        '.hidden/x.pdf',
      ];
      for (const f of files) {
        mkdirSync(join(dir, f, '..'), { recursive: true });
        writeFileSync(join(dir, f), 'x');
      }
      symlinkSync('/etc/passwd', join(dir, 'link.pdf'));
      const folder = await scanImportFolder(dir);
      expect(folder.entries.map((e) => [e.name, e.file, e.metadata, e.problems.map((p) => p.code)])).toEqual([
        ['2019/scan', '2019/scan.JPG', '2019/scan.json', []],
        ['2019/v1.2/order', '2019/v1.2/order.pdf', '2019/v1.2/order.json', []],
        ['a', 'a.pdf', 'a.json', []],
        ['lonely', null, 'lonely.json', ['upload.file_missing']],
        ['notes', 'notes.pdf', 'notes.json', ['upload.unsupported_type']],
      ]);
      expect(folder.problems.map((p) => [p.code, p.severity, p.message])).toEqual([
        ['import.not_a_file', 'warning', 'link.pdf is a symbolic link; it was not read.'],
      ]);
      // Shards partition the uploads.
      const dealt = [1, 2, 3].flatMap((index) => entriesOfShard(folder.entries, { index, count: 3 }));
      expect(dealt.map((e) => e.name).sort()).toEqual(folder.entries.map((e) => e.name).sort());
      // Outside git, the folder is named by itself and has no commit.
      expect(await importSource(dir)).toEqual({ ref: dir.split('/').pop(), commit: null, submitted_by: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
