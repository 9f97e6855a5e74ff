/**
 * The read endpoints on a real server over loopback, on the site tests' known documents in a real git
 * repository: every answer in the spec's envelope and matching the OpenAPI document the server serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/serve/server.js';
import { COMMON_WORD, HOSTILE_TITLE, KNOWN_DOCS, RARE_WORD } from '../site/fixture.js';
import { archiveRepository, call, OpenApiChecker, serve, type Answer } from './helpers.js';

type Envelope = {
  status: string;
  data: unknown;
  meta: { timestamp: string; version: string; pagination: Record<string, unknown> };
};
type Doc = Record<string, unknown> & { document_id: string; title: string; date: string };

let server: RunningServer;
let checker: OpenApiChecker;
let ids: string[];

beforeAll(async () => {
  const archive = await archiveRepository();
  ids = archive.ids;
  server = await serve(archive.root);
  checker = await OpenApiChecker.load(server.url);
});
afterAll(() => server?.close());

async function get(path: string): Promise<Answer> {
  return checker.check('GET', path, await call(`${server.url}${path}`));
}

function envelope(answer: Answer): Envelope {
  expect(answer.status).toBe(200);
  const body = answer.body as Envelope;
  expect(body.status).toBe('success');
  expect(body.meta.version).toBe('1.0.0');
  expect(new Date(body.meta.timestamp).toISOString()).toBe(body.meta.timestamp);
  return body;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document describing every endpoint', async () => {
    expect(checker.doc.openapi).toBe('3.1.0');
    expect(await checker.documentErrors()).toBeNull();
    expect(Object.keys(checker.doc.paths).sort()).toEqual(
      expect.arrayContaining([
        '/api/search',
        '/api/v1/characters',
        '/api/v1/documents',
        '/api/v1/documents/{id}',
        '/api/v1/images',
        '/api/v1/locations',
        '/api/v1/search',
        '/api/v1/timeline',
      ]),
    );
  });

  it('has a docs page', async () => {
    const page = await call(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});

describe('documents', () => {
  it('lists every document newest first, paged with the static API pagination fields', async () => {
    const first = envelope(await get('/api/v1/documents?per_page=5'));
    const docs = first.data as Doc[];
    expect(docs.map((d) => d.date)).toEqual([...docs.map((d) => d.date)].sort().reverse());
    expect(first.meta.pagination).toEqual({
      page: 1,
      per_page: 5,
      total_items: KNOWN_DOCS.length,
      total_pages: Math.ceil(KNOWN_DOCS.length / 5),
      first: '/api/v1/documents?per_page=5&page=1',
      last: `/api/v1/documents?per_page=5&page=${Math.ceil(KNOWN_DOCS.length / 5)}`,
      prev: null,
      next: '/api/v1/documents?per_page=5&page=2',
    });
    const seen = new Set(docs.map((d) => d.document_id));
    let next = first.meta.pagination.next as string | null;
    while (next) {
      const page = envelope(await get(next));
      for (const d of page.data as Doc[]) seen.add(d.document_id);
      next = page.meta.pagination.next as string | null;
    }
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('filters by category, source, verification level, entity and date range', async () => {
    const expectIds = async (query: string, want: (d: (typeof KNOWN_DOCS)[number]) => boolean) => {
      const body = envelope(await get(`/api/v1/documents?per_page=100&${query}`));
      const expected = ids.filter((_, i) => want(KNOWN_DOCS[i]!)).sort();
      expect((body.data as Doc[]).map((d) => d.document_id).sort(), query).toEqual(expected);
      expect(body.meta.pagination.total_items).toBe(expected.length);
    };
    await expectIds('category=financial', (d) => d.category === 'financial');
    await expectIds('category=financial&category=investigation', (d) =>
      ['financial', 'investigation'].includes(d.category ?? ''),
    );
    await expectIds('source=state%20archives', (d) => d.source === 'State Archives');
    await expectIds('verification_level=2', (d) => (d.verification_level ?? 1) === 2);
    await expectIds('entity=maria%20garcia', (d) => (d.entities ?? []).some((e) => e.name === 'Maria Garcia'));
    await expectIds('date_from=2017&date_to=2018-12', (d) => d.date >= '2017' && d.date <= '2018-12-31');
    await expectIds(`q=${RARE_WORD}`, (d) => d.pages.join(' ').includes(RARE_WORD));
    await expectIds(`q=${COMMON_WORD}&category=legal`, (d) => d.category === 'legal');
  });

  it('gives one document with its full text', async () => {
    const body = envelope(await get(`/api/v1/documents/${ids[0]}`));
    const doc = body.data as Doc & { content: string; api_url: string };
    expect(doc.title).toBe(KNOWN_DOCS[0]!.title);
    expect(doc.content).toBe(KNOWN_DOCS[0]!.pages.join('\n\n'));
    expect(doc.api_url).toBe(`/api/v1/documents/${ids[0]}`);
    expect(body.meta.pagination).toMatchObject({ page: 1, per_page: 1, total_items: 1, total_pages: 1 });
  });

  it('answers 404 for an unknown document and 400 for a malformed id, in the error shape', async () => {
    const missing = await get('/api/v1/documents/0123456789abcdef');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'failed', error: { code: 'document.not_found' } });
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cwin.ini', 'ABCDEF0123456789', `${ids[0]}x`]) {
      const answer = await get(`/api/v1/documents/${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatchObject({ status: 'failed', error: { code: 'request.invalid' } });
    }
  });

  it('refuses parameters it does not know and values out of range', async () => {
    for (const query of [
      'per_page=0',
      'per_page=101',
      'page=0',
      'verification_level=9',
      'date_from=yesterday',
      'sort=title',
    ]) {
      const answer = await get(`/api/v1/documents?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toMatch(/querystring/);
    }
  });
});

describe('search', () => {
  it('finds a rare word, with a highlighted, escaped snippet and a relevance score in [0, 1]', async () => {
    const body = envelope(await get(`/api/v1/search?q=${RARE_WORD}`));
    const [hit] = body.data as {
      document_id: string;
      relevance_score: number;
      url: string;
      highlights: { snippet: string };
    }[];
    expect(body.meta.pagination.total_items).toBe(1);
    expect(hit!.document_id).toBe(ids[0]);
    expect(hit!.relevance_score).toBe(1);
    expect(hit!.url).toBe(`/api/v1/documents/${ids[0]}`);
    expect(hit!.highlights.snippet).toContain(`<mark>${RARE_WORD}</mark>`);
  });

  it('ranks, pages with from and size, and scores relative to the best match', async () => {
    const all = envelope(await get(`/api/v1/search?q=${COMMON_WORD}&size=100`));
    const scores = (all.data as { relevance_score: number }[]).map((h) => h.relevance_score);
    expect(scores.length).toBe(KNOWN_DOCS.length);
    expect(scores[0]).toBe(1);
    expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const second = envelope(await get(`/api/v1/search?q=${COMMON_WORD}&from=5&size=5`));
    expect((second.data as { document_id: string }[]).map((h) => h.document_id)).toEqual(
      (all.data as { document_id: string }[]).slice(5, 10).map((h) => h.document_id),
    );
    expect(second.meta.pagination).toMatchObject({ page: 2, per_page: 5, total_items: KNOWN_DOCS.length });
  });

  it('escapes hostile titles in highlights', async () => {
    const body = envelope(await get('/api/v1/search?q=quoted%20report'));
    const hit = (body.data as { title: string; highlights: { title: string } }[])[0]!;
    expect(hit.title).toBe(HOSTILE_TITLE);
    expect(hit.highlights.title).not.toContain('<script>');
    expect(hit.highlights.title).toContain('&#60;script&#62;');
  });

  it('takes the same filters as the list, and the convenience form /api/search', async () => {
    const filtered = envelope(await get(`/api/v1/search?q=${COMMON_WORD}&category=financial&size=100`));
    expect(
      (filtered.data as { metadata: { category: string } }[]).every((h) => h.metadata.category === 'financial'),
    ).toBe(true);
    const convenience = envelope(await get(`/api/search?q=%22motion%20to%20dismiss%22&type=document&from=0&size=3`));
    expect((convenience.data as { document_id: string }[])[0]!.document_id).toBe(ids[0]);
    const badType = await get('/api/search?q=x&type=image');
    expect(badType.status).toBe(400);
  });

  it('answers a query of punctuation alone with no results, and refuses a window past the cap', async () => {
    const empty = envelope(await get('/api/v1/search?q=%22%3A*%5E(%22'));
    expect(empty.data).toEqual([]);
    expect((await get('/api/v1/search')).status).toBe(400);
    const far = await get('/api/v1/search?q=archive&from=9999&size=10');
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ error: { code: 'search.window' } });
  });
});

describe('registries', () => {
  it('lists characters, locations, organizations, the timeline and images in the envelope', async () => {
    const characters = envelope(await get('/api/v1/characters?per_page=100'));
    expect((characters.data as { name: string }[]).map((c) => c.name)).toContain('John Smith');
    const locations = envelope(await get('/api/v1/locations'));
    expect((locations.data as { name: string }[]).map((c) => c.name)).toContain('Springfield');
    envelope(await get('/api/v1/organizations'));
    const timeline = envelope(await get('/api/v1/timeline?per_page=3'));
    expect((timeline.data as unknown[]).length).toBe(3);
    expect(timeline.meta.pagination.next).toBe('/api/v1/timeline?per_page=3&page=2');
    const images = envelope(await get('/api/v1/images'));
    expect((images.data as { caption: string }[]).map((i) => i.caption)).toContain('Map of <Springfield>');
  });
});

describe('headers', () => {
  it('sends security headers, and no HSTS over plain HTTP', async () => {
    const answer = await call(`${server.url}/api/v1/documents`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers an unknown path with 404 in the error shape', async () => {
    const answer = await call(`${server.url}/api/v2/documents`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 'failed', error: { code: 'not_found' } });
  });
});
