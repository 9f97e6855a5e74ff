/**
 * Entity, cross-reference and image search on a real agent listener, over the archive's registries and
 * records in a real git repository: the relationship graph by type and depth, links followed both ways
 * and scored along their path, and images found by their text, their metadata and their look (dHash).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { registryWrite } from '../../../actions/lib/archive/registries.js';
import { writeArchiveFiles } from '../../../actions/lib/archive/write.js';
import { dHash } from '../../../actions/lib/enrichment/images.js';
import { decodeToGray } from '../../../actions/lib/pipeline/processing/images.js';
import { KNOWN_DOCS } from '../../site/fixture.js';
import { git, OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

let f: AgentFixture;
let checker: OpenApiChecker;
const N = KNOWN_DOCS.length;

/** Pictures that differ in their light: a left-to-right ramp, a top-to-bottom one, and stripes. */
function picture(kind: 'ramp' | 'fall' | 'stripes', width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y += height) {
      ctx.fillStyle = `rgb(${Math.round((255 * x) / width)},0,0)`;
      if (kind === 'ramp') ctx.fillRect(x, 0, 1, height);
    }
  if (kind === 'fall')
    for (let y = 0; y < height; y++) {
      ctx.fillStyle = `rgb(0,${Math.round((255 * y) / height)},0)`;
      ctx.fillRect(0, y, width, 1);
    }
  if (kind === 'stripes')
    for (let x = 0; x < width; x += 8) {
      ctx.fillStyle = (x / 8) % 2 ? '#000' : '#fff';
      ctx.fillRect(x, 0, 8, height);
    }
  return canvas.toBuffer('image/png');
}

beforeAll(async () => {
  f = await agentFixture({
    extraDocs: [
      {
        title: 'Appeal from the order of dismissal',
        date: '2020-02-01',
        source: 'Court of Appeals',
        category: 'legal',
        pages: ['The appellant asks the court to reverse the dismissal.'],
        cross_references: [{ to: 0, type: 'cites', score: 0.8 }],
      },
      {
        title: 'Brief in a related appeal',
        date: '2020-03-01',
        source: 'Court of Appeals',
        category: 'legal',
        pages: ['A brief in another appeal on the same question.'],
        cross_references: [{ to: N, type: 'related', score: 0.5 }],
      },
    ],
  });
  const [smith, springfield, court] = ['person:john-smith', 'location:springfield', 'organization:district-court'];
  const images = await Promise.all(
    (['ramp', 'fall', 'stripes'] as const).map(async (kind, i) => {
      const bytes = picture(kind, 320, 240);
      await mkdir(join(f.root, 'archive', 'images'), { recursive: true });
      await writeFile(join(f.root, 'archive', 'images', `${kind}.png`), bytes);
      const doc = f.ids[i === 2 ? 2 : 0]!;
      const image = `p${i + 1}-1`;
      return {
        key: `${doc}/${image}`,
        document_id: doc,
        title: KNOWN_DOCS[i === 2 ? 2 : 0]!.title,
        image,
        page: i + 1,
        width: 320,
        height: 240,
        category: (['evidence', 'evidence', 'location'] as const)[i]!,
        dhash: dHash(await decodeToGray(new Uint8Array(bytes))),
        exif: null,
        ocr_text: ['Photograph of the scene', 'Map of Springfield and the river', 'Harbor front at night'][i]!,
        path: `images/${kind}.png`,
      };
    }),
  );
  await writeArchiveFiles(f.root, [
    registryWrite('relationships', [
      { source: smith, target: springfield, type: 'connected_to', weight: 3, documents: [f.ids[0]!] },
      { source: springfield, target: court, type: 'connected_to', weight: 2, documents: [f.ids[0]!] },
      { source: smith, target: court, type: 'mentioned_with', weight: 1, documents: [f.ids[0]!] },
    ]),
    registryWrite('images', { images, near_duplicates: [] }),
  ]);
  git(f.root, 'add', '-A');
  git(f.root, 'commit', '--quiet', '-m', 'Relationships and images');
  await f.server.context.view.refresh();
  checker = await OpenApiChecker.load(f.agents.url);
});
afterAll(() => f?.close());

async function search(type: string, body: object): Promise<GeneralAnswer> {
  const answer = checker.check('POST', `/api/v1/search/${type}`, await f.post(`/api/v1/search/${type}`, body));
  expect(answer.status).toBe(200);
  const general = answer.body as GeneralAnswer;
  expect(general.status).toBe('success');
  return general;
}

const ids = (a: GeneralAnswer) => a.results.map((r) => r.document_id);

describe('POST /api/v1/search/entities', () => {
  it('finds the entity by name and its neighbours one link away (depth defaults to 1)', async () => {
    const a = await search('entities', { entity_name: 'John Smith' });
    expect(a.sources_searched).toEqual(['entities']);
    expect(ids(a)).toEqual(['person:john-smith', 'location:springfield', 'organization:district-court']);
    expect(a.results[0]).toMatchObject({
      title: 'John Smith',
      relevance_score: 1,
      url: 'dirhub://entities/person:john-smith',
      metadata: { entity_type: 'person', depth: 0, documents: expect.arrayContaining([f.ids[0]]) },
    });
    expect(a.results[1]!.metadata).toMatchObject({ depth: 1, via: 'person:john-smith', weight: 3 });
  });

  it('follows one relationship type only, as deep as asked', async () => {
    const one = await search('entities', { entity_name: 'john smith', relationship_type: 'connected_to', depth: 1 });
    expect(ids(one)).toEqual(['person:john-smith', 'location:springfield']);
    const two = await search('entities', { entity_name: 'john smith', relationship_type: 'connected_to', depth: 2 });
    expect(ids(two)).toEqual(['person:john-smith', 'location:springfield', 'organization:district-court']);
    expect(two.results[2]!.metadata).toMatchObject({ depth: 2, via: 'location:springfield' });
    const only = await search('entities', { entity_name: 'John Smith', depth: 0 });
    expect(ids(only)).toEqual(['person:john-smith']);
  });

  it('matches an alias, narrows by entity_type, and finds nothing for an unknown name', async () => {
    const alias = await search('entities', { entity_name: 'SMITH', depth: 0, entity_type: 'person' });
    expect(alias.results[0]).toMatchObject({ document_id: 'person:john-smith', relevance_score: 0.9 });
    expect((await search('entities', { entity_name: 'John Smith', entity_type: 'location' })).results).toEqual([]);
    expect((await search('entities', { entity_name: 'Nobody Atall' })).total_found).toBe(0);
    expect((await f.post('/api/v1/search/entities', { entity_name: 'x', entity_type: 'animal' })).status).toBe(400);
  });
});

describe('POST /api/v1/search/cross-reference', () => {
  it('follows links both ways up to max_depth, scoring each path by its links', async () => {
    const one = await search('cross-reference', { document_id: f.ids[1], max_depth: 1 });
    expect(one.results.map((r) => [r.document_id, r.relevance_score, r.metadata.relationship_type])).toEqual([
      [f.ids[0], 0.9, 'cited_by'],
    ]);
    const three = await search('cross-reference', { document_id: f.ids[1], max_depth: 3 });
    expect(three.results.map((r) => [r.document_id, r.relevance_score, r.metadata.depth])).toEqual([
      [f.ids[0], 0.9, 1],
      [f.ids[N], 0.72, 2],
      [f.ids[N + 1], 0.36, 3],
    ]);
    // The default depth is 2.
    expect(ids(await search('cross-reference', { document_id: f.ids[1] }))).toEqual([f.ids[0], f.ids[N]]);
  });

  it('keeps only the relationship types asked for', async () => {
    const cites = await search('cross-reference', { document_id: f.ids[N], relationship_types: ['cites'] });
    expect(cites.results.map((r) => [r.document_id, r.metadata.relationship_type])).toEqual([
      [f.ids[0], 'cites'],
      [f.ids[1], 'cites'],
    ]);
    const related = await search('cross-reference', { document_id: f.ids[N], relationship_types: ['related'] });
    expect(ids(related)).toEqual([f.ids[N + 1]]);
  });

  it('answers 404 for a document the archive does not hold, 400 for an unknown type', async () => {
    expect((await f.post('/api/v1/search/cross-reference', { document_id: '0123456789abcdef' })).status).toBe(404);
    const bad = await f.post('/api/v1/search/cross-reference', { document_id: f.ids[0], relationship_types: ['x'] });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/v1/search/images', () => {
  it('finds images by their recognised text (search_type text)', async () => {
    const a = await search('images', { query: 'map of springfield', search_type: 'text' });
    expect(a.results[0]).toMatchObject({
      document_id: f.ids[0],
      url: `dirhub://images/${f.ids[0]}/p2-1`,
      summary: 'Map of Springfield and the river',
      metadata: { page: 2, category: 'evidence' },
    });
  });

  it('finds an image by its look: another size of the same picture is a near duplicate, by id or by file', async () => {
    const smaller = picture('ramp', 160, 120).toString('base64');
    const a = await search('images', { query: `data:image/png;base64,${smaller}`, search_type: 'visual' });
    expect(a.results[0]).toMatchObject({
      url: `dirhub://images/${f.ids[0]}/p1-1`,
      metadata: { near_duplicate: true },
    });
    expect(a.results[0]!.metadata.distance).toBeLessThanOrEqual(6);
    expect(a.results.every((r) => r.relevance_score >= 0.7)).toBe(true);
    // By id, the image itself is left out of its own results.
    const byId = await search('images', { query: `${f.ids[0]}/p1-1`, search_type: 'visual' });
    expect(byId.results.map((r) => r.url)).not.toContain(`dirhub://images/${f.ids[0]}/p1-1`);
  });

  it('finds images by their metadata, and filters by category, date and place', async () => {
    const a = await search('images', { query: 'location', search_type: 'metadata' });
    expect(a.results.map((r) => r.url)).toEqual([`dirhub://images/${f.ids[2]}/p3-1`]);
    const evidence = await search('images', {
      query: 'springfield river',
      search_type: 'text',
      filters: { category: ['evidence'], location: 'Springfield', date_range: { start: '2019-01-01' } },
    });
    expect(evidence.results.map((r) => r.url)).toEqual([`dirhub://images/${f.ids[0]}/p2-1`]);
    const elsewhere = await search('images', {
      query: 'springfield river',
      search_type: 'text',
      filters: { location: 'Riverside' },
    });
    expect(elsewhere.results).toEqual([]);
    const later = await search('images', {
      query: 'springfield river',
      search_type: 'text',
      filters: { date_range: { start: '2020-01-01' } },
    });
    expect(later.results).toEqual([]);
  });

  it('refuses a visual query that is no image, and an image declaring too many pixels, unread', async () => {
    const notImage = await f.post('/api/v1/search/images', { query: 'not an image at all', search_type: 'visual' });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ error: { code: 'images.query' } });
    // A PNG header declaring 100,000 × 100,000 pixels, and nothing else.
    const header = Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a00806000000', 'hex');
    const bomb = await f.post('/api/v1/search/images', { query: header.toString('base64'), search_type: 'visual' });
    expect(bomb.status).toBe(400);
  });
});
