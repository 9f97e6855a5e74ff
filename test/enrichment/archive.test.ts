import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AnalysisResult, DocumentRecord, PageText } from '../../actions/lib/archive/records.js';
import { documentDir } from '../../actions/lib/archive/layout.js';
import type { RelationshipEdge } from '../../actions/lib/archive/registries.js';
import { neighbours } from '../../actions/lib/enrichment/relationships.js';
import { archiveDocument } from '../helpers/archive-fixtures.js';
import { DIRHUB_BIN, HAS_CORPUS, corpusFile, describeWithCorpus } from '../helpers/paths.js';
import { courtPages } from '../helpers/court-entities.js';

let root: string;
const ids: Record<string, string> = {};

async function addDocument(
  key: string,
  name: string,
  bytes: Uint8Array,
  pages: PageText[],
  metadata: NonNullable<AnalysisResult['metadata']>,
) {
  const record = await archiveDocument(root, {
    file: { name, kind: 'pdf', media_type: 'application/pdf' },
    bytes,
    metadata,
    pages,
    acceptedAt: '2026-11-01T00:00:00.000Z',
  });
  ids[key] = record.document_id;
}

function enrich(...args: string[]) {
  const r = spawnSync(process.execPath, [DIRHUB_BIN, 'enrich', '--repo', root, '--json', ...args], {
    encoding: 'utf8',
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(r.stderr);
  return {
    status: r.status,
    out: JSON.parse(r.stdout) as { documents: number; enriched: number; changed: string[]; problems: unknown[] },
    stderr: r.stderr,
  };
}

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(join(root, path), 'utf8')) as T;
const recordOf = (key: string) => readJson<DocumentRecord>(`${documentDir(ids[key]!)}/record.json`);

beforeAll(async () => {
  if (!HAS_CORPUS) return;
  root = await mkdtemp(join(tmpdir(), 'dirhub-enrich-'));
  const filings: [string, string, string, string | undefined][] = [
    ['ca1', 'recap_documents_ca1_00117684624.pdf', 'Calvary Chapel of Bangor v. Mills, opinion', '2020-12-22'],
    ['ca10', 'recap_documents_ca10_010110462922.pdf', 'In re Richard P. Liebowitz, order to show cause', '2021-01-11'],
    ['ca5', 'recap_documents_ca5_00516242060.pdf', 'St. Pierre v. Standard Insurance Company, opinion', '2022-03-16'],
  ];
  for (const [key, file, title, date] of filings) {
    const bytes = new Uint8Array(await readFile(corpusFile('court', file)));
    await addDocument(key, file, bytes, await courtPages(file), {
      title,
      date: date!,
      source: 'PACER',
      relevance: 'high',
      source_type: 'court',
    });
  }
  // A note of our own that cites the First Circuit case by number and calls the Governor "Jan Mills".
  const note = [
    'Research note on the Maine church closure appeal.',
    'The First Circuit heard No. 20-1507 in December 2020. Governor Jan Mills ordered the closures, and Calvary Chapel of Bangor challenged them in court.',
    'The Chapel asked for a temporary restraining order against the Governor. Jan Mills defended the order as a public health measure.',
  ].join('\n');
  const noteBytes = new TextEncoder().encode(note);
  await addDocument('note', 'note.pdf', noteBytes, [{ page: 1, text: note, source: 'text-layer' }], {
    title: 'Research note on the Maine church closures',
    date: '2020-12-30',
    source: 'Archive volunteers',
    relevance: 'medium',
  });
});

afterAll(async () => {
  if (!HAS_CORPUS) return;
  await rm(root, { recursive: true, force: true });
});

describeWithCorpus('dirhub enrich', 'dirhub enrich on an archive of real court filings', () => {
  it('enriches every record and writes the registries', async () => {
    const { out } = enrich();
    expect(out.documents).toBe(4);
    expect(out.enriched).toBe(4);
    const ca1 = await recordOf('ca1');
    expect(ca1.category).toBe('legal');
    expect(ca1.summary!.length).toBeGreaterThan(100);
    expect(ca1.entities).toEqual(
      expect.arrayContaining([
        'Janet T. Mills',
        'Calvary Chapel of Bangor',
        'United States Court of Appeals for the First Circuit',
      ]),
    );
    expect(ca1.verification_level).toBe(2);
    const enrichment = ca1.enrichment as {
      document_date: { date: string };
      category: { confidence: number; source: string };
    };
    expect(enrichment.document_date.date).toBe('2020-12-22');
    expect(enrichment.category.source).toBe('classifier');

    const timeline = await readJson<{ date: string; document_id: string; page: number; kind: string }[]>(
      'archive/registries/timeline.json',
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ date: '2020-12-22', document_id: ids.ca1, page: 1, kind: 'filed' }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ date: '2021-01-11', document_id: ids.ca10, page: 1, kind: 'filed' }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({ date: '2020-12', document_id: ids.note, page: 1, kind: 'mentioned' }),
    );
    const dates = timeline.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('links the note to the case it names (cites / cited_by) and to the documents sharing its names', async () => {
    const refs = await readJson<
      Record<string, { type: string; document_id: string; score: number; evidence: string[] }[]>
    >('archive/registries/cross-references.json');
    expect(refs[ids.note!]).toContainEqual({
      type: 'cites',
      document_id: ids.ca1,
      score: 1,
      evidence: ['case number 20-1507 (page 1)'],
    });
    expect(refs[ids.ca1!]).toContainEqual({
      type: 'cited_by',
      document_id: ids.note,
      score: 1,
      evidence: ['case number 20-1507 named on page 1'],
    });
    const related = refs[ids.note!]!.find((r) => r.type === 'related' && r.document_id === ids.ca1);
    expect(related?.evidence).toContain('Calvary Chapel of Bangor');
  });

  it('is deterministic: a second run changes nothing', async () => {
    const before = await readFile(join(root, 'archive/registries/people.json'), 'utf8');
    const { out } = enrich();
    expect(out.changed).toEqual([]);
    expect(out.enriched).toBe(0); // nothing changed, so no document was read again
    expect(await readFile(join(root, 'archive/registries/people.json'), 'utf8')).toBe(before);
    const forced = enrich('--force').out;
    expect([forced.enriched, forced.changed]).toEqual([4, []]);
  });

  it('applies the maintainers’ overrides on every run', async () => {
    await writeFile(
      join(root, 'archive/overrides.json'),
      JSON.stringify({
        entities: {
          merge: [{ type: 'person', into: 'Janet T. Mills', names: ['Jan Mills'] }],
          aliases: [{ type: 'person', name: 'Richard P. Liebowitz', aliases: ['R. Liebowitz'] }],
          remove: [{ type: 'person', name: 'Lyle W. Cayce' }],
        },
        categories: { [ids.note!]: 'correspondence' },
        verification: {
          [ids.ca10!]: {
            level: 3,
            reviewed_by: 'maintainer',
            reviewed_on: '2026-11-20',
            note: 'checked against PACER',
          },
        },
      }),
    );
    const first = enrich();
    expect(first.status).toBe(0);
    const people = await readJson<
      { id: string; name: string; aliases: string[]; documents: { document_id: string }[] }[]
    >('archive/registries/people.json');
    const mills = people.find((p) => p.name === 'Janet T. Mills')!;
    expect(mills.documents.map((d) => d.document_id).sort()).toEqual([ids.ca1, ids.note].sort());
    expect(mills.aliases).toContain('Jan Mills');
    expect(people.find((p) => p.name === 'Richard P. Liebowitz')!.aliases).toContain('R. Liebowitz');
    expect(people.some((p) => p.name === 'Lyle W. Cayce')).toBe(false);
    expect((await recordOf('note')).category).toBe('correspondence');
    expect((await recordOf('ca10')).verification_level).toBe(3);
    expect(enrich().out.changed).toEqual([]);
  });

  it('reports an override it cannot apply, and runs one agent with --only', async () => {
    await writeFile(join(root, 'archive/overrides.json'), JSON.stringify({ categories: { [ids.note!]: 'gossip' } }));
    const bad = enrich('--dry-run');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('"gossip" is not one of the configured categories');
    await rm(join(root, 'archive/overrides.json'));
    const only = enrich('--only', 'summarization', '--dry-run');
    expect(only.out.changed).not.toContain(`${documentDir(ids.ca1!)}/record.json`);
  });

  it('drops a document whose stored file no longer matches its hash to level 0', async () => {
    const record = await recordOf('ca5');
    await writeFile(join(root, documentDir(ids.ca5!), record.file.path), 'tampered');
    enrich('--only', 'verification');
    const after = await recordOf('ca5');
    expect(after.verification_level).toBe(0);
    await copyFile(
      corpusFile('court', 'recap_documents_ca5_00516242060.pdf'),
      join(root, documentDir(ids.ca5!), record.file.path),
    );
    enrich('--only', 'verification');
    expect((await recordOf('ca5')).verification_level).toBe(2);
  });

  it('lists the images of the archive', async () => {
    const registry = await readJson<{
      images: { document_id: string; category: string }[];
      near_duplicates: string[][];
    }>('archive/registries/images.json');
    // The Tenth Circuit order carries one picture (the clerk's signature block); the others none.
    expect(registry.images).toEqual([
      expect.objectContaining({
        document_id: ids.ca10,
        image: 'p1-1',
        page: 1,
        width: 444,
        height: 82,
        category: 'figure',
        exif: null,
        ocr_text: null,
      }),
    ]);
    expect(registry.near_duplicates).toEqual([]);
  });

  it('answers entity search with a depth from relationships.json', async () => {
    const edges = await readJson<RelationshipEdge[]>('archive/registries/relationships.json');
    const near = neighbours(edges, 'person:janet-mills', 1);
    expect(near.map((n) => n.id)).toContain('organization:calvary-chapel-of-bangor');
    expect(edges.some((e) => e.type === 'connected_to')).toBe(true);
    const two = neighbours(edges, 'person:janet-mills', 2);
    expect(two.length).toBeGreaterThan(near.length);
  });

  it('re-reads only the documents changed since a commit (--since COMMIT)', async () => {
    const git = (...args: string[]) => {
      const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(r.stderr);
    };
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-q', '-m', 'archive');
    const text =
      'A second note. Governor Janet T. Mills spoke in Augusta, Maine on January 4, 2021 about the Calvary Chapel of Bangor appeal.';
    await addDocument('note2', 'note2.pdf', new TextEncoder().encode(text), [{ page: 1, text, source: 'text-layer' }], {
      title: 'Second research note',
      date: '2021-01-04',
      source: 'Archive volunteers',
      relevance: 'medium',
    });
    // A commit git does not know is refused before anything is read or written.
    const unknown = spawnSync(process.execPath, [DIRHUB_BIN, 'enrich', '--repo', root, '--since', 'no-such-commit'], {
      encoding: 'utf8',
    });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(
      '--since no-such-commit: not a date (YYYY-MM-DD) and git could not diff against it',
    );
    expect(unknown.stderr).not.toContain('read 5/5 documents');
    const { out, stderr } = enrich('--since', 'HEAD');
    expect(stderr).toContain('1 of 5 documents selected by --since HEAD');
    expect(out.enriched).toBe(1);
    const people = await readJson<{ name: string; documents: { document_id: string }[] }[]>(
      'archive/registries/people.json',
    );
    expect(people.find((p) => p.name === 'Janet T. Mills')!.documents.map((d) => d.document_id)).toContain(ids.note2);
  });
});
