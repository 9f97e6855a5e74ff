/**
 * Every endpoint of the agent-only API, as the spec lists it: each body with every field the spec gives
 * it (the images search in its three types), answered in the spec's general format — request_id (a
 * UUID), status, results (the spec's result items), total_found, search_time_ms, sources_searched —
 * refused without a service token, and refused with a field the spec does not list. The queue takes the
 * spec's message for a semantic search, the type its example shows.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryPath } from '../../../actions/lib/archive/registries.js';
import { newToken } from '../../../scripts/serve/roles.js';
import { SEARCH_TYPES } from '../../../scripts/serve/agents/schemas.js';
import { OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

let f: AgentFixture;
let checker: OpenApiChecker;
/** The known archive's images, as its registry records them. */
let images: { key: string; dhash: string; ocr_text: string; category: string }[];

beforeAll(async () => {
  f = await agentFixture();
  await f.agents.services.semantic.ready();
  checker = await OpenApiChecker.load(f.agents.url);
  images = JSON.parse(await readFile(join(f.root, registryPath('images')), 'utf8')).images;
});
afterAll(() => f?.close());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const GENERAL_FIELDS = ['request_id', 'status', 'results', 'total_found', 'search_time_ms', 'sources_searched'];
const ITEM_FIELDS = ['document_id', 'metadata', 'relevance_score', 'summary', 'title', 'url'];
const requestIds = new Set<string>();

/** Posts the body, holds the answer to the served OpenAPI document and to the spec's general format. */
async function general(type: string, body: object): Promise<GeneralAnswer> {
  const answer = checker.check('POST', `/api/v1/search/${type}`, await f.post(`/api/v1/search/${type}`, body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const a = answer.body as GeneralAnswer;
  expect(Object.keys(a)).toEqual(expect.arrayContaining(GENERAL_FIELDS));
  expect(a.request_id).toMatch(UUID_V4);
  expect(requestIds.has(a.request_id)).toBe(false);
  requestIds.add(a.request_id);
  expect(a.status).toBe('success');
  expect(Number.isInteger(a.search_time_ms) && a.search_time_ms >= 0).toBe(true);
  expect(Number.isInteger(a.total_found) && a.total_found >= a.results.length).toBe(true);
  expect(a.sources_searched.every((s) => typeof s === 'string')).toBe(true);
  for (const r of a.results) {
    expect(Object.keys(r).sort()).toEqual(ITEM_FIELDS);
    expect(typeof r.document_id === 'string' && typeof r.title === 'string' && typeof r.summary === 'string').toBe(
      true,
    );
    expect(r.relevance_score).toBeGreaterThanOrEqual(0);
    expect(r.relevance_score).toBeLessThanOrEqual(1);
    expect(r.url).toMatch(/^dirhub:\/\//);
  }
  return a;
}

const urls = (a: GeneralAnswer) => a.results.map((r) => r.url);

/** Each endpoint's body with every field the spec lists for it. */
const fullBodies = (): Record<string, object> => ({
  documents: {
    query: 'motion to dismiss',
    filters: {
      category: ['legal'],
      date_range: { start: '2019-01-01', end: '2019-12-31' },
      source: ['District Court of Springfield'],
      verification_level: [1, 2],
    },
    limit: 5,
    offset: 0,
  },
  images: {
    query: 'photograph of the scene',
    search_type: 'text',
    filters: { category: ['evidence'], date_range: {}, location: 'Springfield' },
  },
  semantic: {
    query: 'Why was the case brought against John Smith thrown out of court?',
    context: 'an order of the district court',
    max_results: 3,
  },
  entities: { entity_type: 'person', entity_name: 'John Smith', relationship_type: 'mentioned_with', depth: 2 },
  'cross-reference': {
    document_id: f.ids[0],
    relationship_types: ['cites', 'cited_by', 'related', 'similar'],
    max_depth: 2,
  },
  'fact-check': {
    claim: 'The court dismissed the complaint against John Smith.',
    context: 'an order of the District Court of Springfield',
    source_types: ['court', 'government', 'media'],
  },
});

describe('each endpoint takes the spec’s body and answers in the general format', () => {
  it('documents: query, filters (category, date_range, source, verification_level), limit, offset', async () => {
    const a = await general('documents', fullBodies().documents!);
    expect(a.sources_searched).toEqual(['full_text']);
    expect(a.results.map((r) => r.document_id)).toEqual([f.ids[0]]);
    expect(a.total_found).toBe(1);
  });

  it('images, search_type text: the recognised text, with filters category, an empty date_range and location', async () => {
    const a = await general('images', fullBodies().images!);
    expect(a.sources_searched).toEqual(['images']);
    expect(urls(a)).toEqual([`dirhub://images/${f.ids[0]}/p1-1`]);
    expect(a.results[0]!.summary).toBe('Photograph of the scene');
  });

  it('images, search_type visual: an image’s perceptual hash', async () => {
    const harbor = images.find((i) => i.ocr_text === 'Harbor front')!;
    const a = await general('images', {
      query: harbor.dhash,
      search_type: 'visual',
      filters: { category: ['location'], date_range: {}, location: '' },
    });
    expect(urls(a)).toEqual([`dirhub://images/${harbor.key}`]);
    expect(a.results[0]).toMatchObject({ relevance_score: 1, metadata: { distance: 0, near_duplicate: true } });
  });

  it('images, search_type metadata: the image’s category, its document’s title, tags and places', async () => {
    const a = await general('images', {
      query: 'location',
      search_type: 'metadata',
      filters: { category: ['location'], date_range: { start: '2015-01-01', end: '2020-12-31' } },
    });
    expect(urls(a)).toEqual([`dirhub://images/${f.ids[2]}/p1-1`]);
  });

  it('semantic: query in natural language, context, max_results', async () => {
    const a = await general('semantic', fullBodies().semantic!);
    expect(a.sources_searched).toEqual(['semantic']);
    expect(a.results[0]!.document_id).toBe(f.ids[0]);
    expect(a.results.length).toBeLessThanOrEqual(3);
  });

  it('entities: entity_type, entity_name, relationship_type, depth', async () => {
    const a = await general('entities', fullBodies().entities!);
    expect(a.sources_searched).toEqual(['entities']);
    expect(a.results[0]).toMatchObject({ document_id: 'person:john-smith', relevance_score: 1 });
    const depths = a.results.map((r) => r.metadata.depth as number);
    expect(depths[0]).toBe(0);
    expect(Math.max(...depths)).toBeLessThanOrEqual(2);
    expect(depths).toContain(1);
    for (const r of a.results.slice(1)) expect(r.metadata.relationship_type).toBe('mentioned_with');
    const shallow = await general('entities', { ...fullBodies().entities!, depth: 0 });
    expect(shallow.results.map((r) => r.document_id)).toEqual(['person:john-smith']);
    // The known archive records no relationships.json: its co-occurring names are mentioned_with only.
    const connected = await general('entities', { ...fullBodies().entities!, relationship_type: 'connected_to' });
    expect(connected.results.map((r) => r.document_id)).toEqual(['person:john-smith']);
  });

  it('cross-reference: document_id, relationship_types, max_depth', async () => {
    const a = await general('cross-reference', fullBodies()['cross-reference']!);
    expect(a.sources_searched).toEqual(['cross_references']);
    expect(a.results.map((r) => [r.document_id, r.metadata.relationship_type, r.metadata.depth])).toEqual([
      [f.ids[1], 'cites', 1],
    ]);
  });

  it('fact-check: claim, context, source_types; the verdict and its report beside the passages', async () => {
    const a = (await general('fact-check', fullBodies()['fact-check']!)) as GeneralAnswer & {
      fact_check: { verdict: string; report: string };
    };
    expect(a.sources_searched).toEqual(['fact_check']);
    expect(a.fact_check.verdict).toBe('supported');
    expect(a.fact_check.report).toContain('Verdict: supported');
    for (const r of a.results) expect(r.metadata).toMatchObject({ stance: 'supporting', source_type: 'court' });
  });
});

describe('every endpoint guards its body and its door', () => {
  it('refuses each search without a token, or with an unknown one (401)', async () => {
    const bodies = fullBodies();
    for (const type of SEARCH_TYPES)
      for (const token of [null, newToken()]) {
        const answer = await f.post(`/api/v1/search/${type}`, bodies[type], token);
        expect([type, answer.status]).toEqual([type, 401]);
        expect(JSON.stringify(answer.body)).not.toContain('request_id');
      }
  });

  it('refuses a field the spec does not list, naming it (400)', async () => {
    const bodies = fullBodies();
    for (const type of SEARCH_TYPES) {
      const answer = await f.post(`/api/v1/search/${type}`, { ...bodies[type], page_size: 5 });
      expect([type, answer.status]).toEqual([type, 400]);
      expect(JSON.stringify(answer.body)).toContain('page_size');
    }
  });

  it('the queue takes the spec’s message for a semantic search and answers in the general format', async () => {
    const request_id = randomUUID();
    const message = {
      request_id,
      requesting_agent: 'summary-agent',
      search_type: 'semantic',
      query: {
        text: 'Why was the case brought against John Smith thrown out of court?',
        filters: {},
        options: { max_results: 3 },
      },
      priority: 'normal',
      timeout: 30,
    };
    const answer = await f.post('/api/v1/queue', message);
    expect(answer.status).toBe(200);
    const a = answer.body as GeneralAnswer;
    expect(a).toMatchObject({ request_id, status: 'success', sources_searched: ['semantic'] });
    expect(a.results[0]!.document_id).toBe(f.ids[0]);
    expect((await f.post('/api/v1/queue', { ...message, request_id: randomUUID() }, null)).status).toBe(401);
  });
});
