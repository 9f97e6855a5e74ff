/**
 * Reading again only the records that changed: after documents are added, edited, broken, emptied of
 * their record and removed, `rereadRecords` over the earlier reads gives exactly what reading the whole
 * archive gives.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDir, recordPath } from '../../actions/lib/archive/layout.js';
import { listRecords, readRecords, recordsOf, rereadRecords } from '../../actions/lib/archive/read.js';
import { syntheticDoc, writeArchive, writeSyntheticArchive } from '../helpers/archive-fixtures.js';

let root: string;
let ids: string[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-record-reads-'));
  ({ ids } = await writeSyntheticArchive(root, 12));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('records read again', () => {
  it('over the earlier reads, those of the changed documents give what a whole read gives', async () => {
    const before = await readRecords(root);
    expect(recordsOf(before)).toEqual(await listRecords(root));
    expect(recordsOf(before).items).toHaveLength(12);

    const { ids: added } = await writeArchive(root, [syntheticDoc(12)], { pdf: 'shared', offset: 12 });
    const edited = ids[1]!;
    const record = JSON.parse(await readFile(join(root, recordPath(edited)), 'utf8')) as { title: string };
    await writeFile(join(root, recordPath(edited)), JSON.stringify({ ...record, title: 'A corrected title' }));
    await writeFile(join(root, recordPath(ids[2]!)), '{ not json');
    await rm(join(root, recordPath(ids[3]!)));
    await rm(join(root, documentDir(ids[4]!)), { recursive: true });

    const changed = [added[0]!, edited, ids[2]!, ids[3]!, ids[4]!];
    const after = await rereadRecords(root, before, changed);
    const whole = await listRecords(root);
    expect(recordsOf(after)).toEqual(whole);
    expect(whole.items.find((r) => r.document_id === edited)!.title).toBe('A corrected title');
    expect(whole.items.map((r) => r.document_id)).not.toContain(ids[4]);
    expect(whole.problems.map((p) => p.code).sort()).toEqual(['archive.record.missing', 'archive.record.unreadable']);
    // The earlier reads are left as they were, and a document not named is not read again.
    expect(recordsOf(before).items).toHaveLength(12);
    expect(recordsOf(await rereadRecords(root, before, []))).toEqual(recordsOf(before));
  });
});
