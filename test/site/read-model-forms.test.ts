/**
 * A server following commits builds each model from the last one's public forms of the records it did not
 * read again (load.ts RecordForms): the model must be the one a whole read gives, links to a changed
 * document included, and building it must leave the model being served as it was.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPath } from '../../actions/lib/archive/layout.js';
import { listRecords, readRecords, recordsOf, rereadRecords } from '../../actions/lib/archive/read.js';
import { loadReadModel, RecordForms } from '../../site/read-model/load.js';
import type { ReadModel } from '../../site/read-model/model.js';
import { syntheticDoc, writeArchive } from '../helpers/archive-fixtures.js';

let root: string;
let ids: string[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-record-forms-'));
  const docs = Array.from({ length: 6 }, (_, i) => ({
    ...syntheticDoc(i),
    // The first document refers to the second, whose title the change below corrects.
    ...(i === 0 ? { cross_references: [{ to: 1, type: 'related' as const, score: 0.9 }] } : {}),
  }));
  ({ ids } = await writeArchive(root, docs, { pdf: 'shared' }));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** What the public sees of a model, as plain data. */
function seen(model: ReadModel) {
  return structuredClone({ documents: model.documents, entities: model.entities, timeline: model.timeline });
}

describe("a model built from the last one's record forms", () => {
  it('is the model a whole read gives, and leaves the last one as it was', async () => {
    const forms = new RecordForms();
    const before = await readRecords(root);
    const first = await loadReadModel({ archiveDir: root, base: '/', records: recordsOf(before), forms });
    const firstSeen = seen(first);
    expect(first.documents.find((d) => d.id === ids[0])!.cross_references).toHaveLength(1);
    expect(first.documents.some((d) => d.entities.some((e) => e.url))).toBe(true);

    const path = join(root, recordPath(ids[1]!));
    const record = JSON.parse(await readFile(path, 'utf8')) as { title: string };
    await writeFile(path, JSON.stringify({ ...record, title: 'A corrected title' }));
    const after = await rereadRecords(root, before, [ids[1]!]);
    const next = await loadReadModel({ archiveDir: root, base: '/', records: recordsOf(after), forms });
    const whole = await loadReadModel({ archiveDir: root, base: '/', records: await listRecords(root) });

    expect(seen(next)).toEqual(seen(whole));
    // The unchanged document links to the corrected title, in the new model only.
    expect(next.byId.get(ids[0]!)!.cross_references[0]!.title).toBe('A corrected title');
    expect(seen(first)).toEqual(firstSeen);
    expect(first.byId.get(ids[0]!)!.cross_references[0]!.title).not.toBe('A corrected title');
    // Each model has documents of its own, though most were made from the same forms.
    expect(next.byId.get(ids[2]!)).not.toBe(first.byId.get(ids[2]!));

    // Forms made for another base are not taken.
    const elsewhere = await loadReadModel({ archiveDir: root, base: '/other/', records: recordsOf(after), forms });
    expect(elsewhere.byId.get(ids[2]!)!.url.startsWith('/other/')).toBe(true);
  });
});
