/**
 * The registries' one reader against their one writer: what the real enrichment writes reads back as the
 * same data with no problem, and a file that is not what its type says is refused with a Problem naming
 * the file and the field.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageText } from '../../actions/lib/archive/records.js';
import {
  parseRegistry,
  readRegistries,
  readRegistry,
  registryPath,
  REGISTRY_NAMES,
  type Registries,
} from '../../actions/lib/archive/registries.js';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { archiveRecords, readArchiveDocument } from '../../actions/lib/enrichment/archive-io.js';
import { parseOverrides } from '../../actions/lib/enrichment/overrides.js';
import { planEnrichment } from '../../actions/lib/enrichment/plan.js';
import { enrichArchive, type EnrichArchiveResult } from '../../actions/lib/enrichment/run.js';
import { APPELLATE_OPINION, DOCKETING_NOTICE, ORDER_ON_MOTION_TO_DISMISS } from '../../scripts/demo/filings.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { archiveDocument } from '../helpers/archive-fixtures.js';

let root: string;
let enriched: EnrichArchiveResult;

async function archive(
  name: string,
  bytes: Uint8Array,
  kind: 'pdf' | 'png',
  pages: PageText[],
  title: string,
  date: string,
): Promise<void> {
  await archiveDocument(root, {
    file: { name, kind, media_type: kind === 'pdf' ? 'application/pdf' : 'image/png' },
    bytes,
    metadata: { title, date, source: 'U.S. District Court, District of Maine', relevance: 'high' },
    pages,
    acceptedAt: '2026-11-01T00:00:00.000Z',
  });
}

const textPages = (text: string): PageText[] => [{ page: 1, text, source: 'text-layer' }];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-registries-'));
  const filings = [
    [ORDER_ON_MOTION_TO_DISMISS, 'Harlow v. Northfield Grain Cooperative, order', '2022-03-14'],
    [APPELLATE_OPINION, 'United States v. Okafor, opinion', '2022-11-03'],
    [DOCKETING_NOTICE, 'Docketing notice', '2022-06-01'],
  ] as const;
  for (const [filing, title, date] of filings)
    await archive(`${title}.pdf`, await textToPdf(filing.text), 'pdf', textPages(filing.text), title, date);
  // An uploaded photograph: the image registry's entry for an original, with its recognised text and no EXIF.
  const canvas = createCanvas(64, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#336699';
  ctx.fillRect(0, 0, 64, 48);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(8, 8, 20, 12);
  await archive(
    'exhibit.png',
    new Uint8Array(canvas.toBuffer('image/png')),
    'png',
    textPages('Exhibit 4: the grain elevator at Northfield, photographed March 2, 2021.'),
    'Exhibit 4, photograph of the grain elevator',
    '2021-03-02',
  );
  const run = await enrichArchive({ root, config: DEFAULT_CONFIG });
  if ('refused' in run) throw new Error(run.refused.message);
  enriched = run;
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the registries enrichment writes', () => {
  it('read back, every one, as the data written, with no problem', async () => {
    expect(enriched.problems).toEqual([]);
    const { registries, problems } = await readRegistries(root);
    expect(problems).toEqual([]);
    expect(Object.keys(registries).sort()).toEqual([...REGISTRY_NAMES].sort());
    for (const name of REGISTRY_NAMES) {
      const written = JSON.parse(await readFile(join(root, registryPath(name)), 'utf8')) as unknown;
      expect(registries[name], name).toEqual(written);
    }
    // The plan enrichment made is the data read back: planning again from the enriched archive gives it.
    const { records } = await archiveRecords(root);
    const docs = await Promise.all(records.map((r) => readArchiveDocument(root, r)));
    const plan = planEnrichment(docs, DEFAULT_CONFIG, parseOverrides(null, DEFAULT_CONFIG.categories).overrides);
    expect(registries).toEqual(plan.registries);
    const read = registries as Registries;
    expect(read.people.length).toBe(enriched.stats.entities.person);
    expect(read.people.length).toBeGreaterThan(0);
    expect(read.timeline.length).toBe(enriched.stats.timeline_events);
    expect(read.relationships.length).toBe(enriched.stats.relationships);
    expect(read.images.images).toEqual([
      expect.objectContaining({ image: 'original', exif: null, ocr_text: expect.stringContaining('grain elevator') }),
    ]);
  });
});

describe('a registry that is not what its type says', () => {
  it('is refused with a Problem that names the file and the field, and how to mend it', () => {
    const people = [
      {
        id: 'person:ada-harlow',
        name: 'Ada Harlow',
        type: 'person',
        aliases: [],
        mention_count: 2,
        documents: [{ document_id: 7, title: 'Order', count: 2, pages: [1] }],
        co_occurring: [],
      },
    ];
    const read = parseRegistry('people', JSON.stringify(people));
    expect(read).toEqual({
      ok: false,
      problem: {
        code: 'archive.registry_malformed',
        message: 'archive/registries/people.json is not a valid registry: [0].documents[0].document_id must be string.',
        hint: 'Run `dirhub enrich` to write the registries again from the records, or restore the file from history (git log -p -- archive/registries/people.json).',
        field: '0/documents/0/document_id',
        severity: 'warning',
      },
    });
  });

  it('names a missing field, and a value outside its vocabulary', () => {
    const event = {
      date: '2022-03-14',
      precision: 'day',
      kind: 'filed',
      document_id: 'abc',
      title: 'Order',
      page: 1,
      text: 'March 14, 2022',
    };
    expect(parseRegistry('timeline', JSON.stringify([event]))).toMatchObject({
      ok: false,
      problem: {
        field: '0/context',
        message: expect.stringContaining('timeline.json is not a valid registry: [0].context is missing.'),
      },
    });
    expect(parseRegistry('timeline', JSON.stringify([{ ...event, context: '', kind: 'rumoured' }]))).toMatchObject({
      ok: false,
      problem: { field: '0/kind', message: expect.stringContaining('[0].kind must be one of "filed", "mentioned".') },
    });
    expect(parseRegistry('images', JSON.stringify([]))).toMatchObject({
      ok: false,
      problem: {
        field: '',
        message: expect.stringContaining('images.json is not a valid registry: the file must be object.'),
      },
    });
  });

  it('is read from disk as a Problem beside the registries that are fine; a missing one is simply absent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dirhub-registries-bad-'));
    try {
      await mkdir(join(dir, 'archive', 'registries'), { recursive: true });
      await writeFile(join(dir, registryPath('people')), '[{"id": "person:x",');
      await writeFile(join(dir, registryPath('timeline')), '[]\n');
      expect(await readRegistry(dir, 'locations')).toBeNull();
      const { registries, problems } = await readRegistries(dir);
      expect(registries).toEqual({ timeline: [] });
      expect(problems).toEqual([
        expect.objectContaining({
          code: 'archive.json_unreadable',
          message: expect.stringMatching(/^archive\/registries\/people\.json is not valid JSON \(/),
          severity: 'warning',
        }),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
