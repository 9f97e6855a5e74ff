/**
 * The agent listener under the requests an outsider (or a misbehaving agent) sends: numbers that are not
 * finite, dates that do not exist, queue messages that would slip past the checks their HTTP search
 * meets, and a burst from one token.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RARE_WORD } from '../../site/fixture.js';
import { call, OpenApiChecker, type Answer } from '../helpers.js';
import { agentFixture, type AgentFixture } from './helpers.js';

function message(search_type: string, query: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { request_id: randomUUID(), requesting_agent: 'tester', search_type, query, ...extra };
}

function expectRefused(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ status: 'failed', error: { code } });
}

describe('what a search may hold', () => {
  let f: AgentFixture;
  let checker: OpenApiChecker;
  beforeAll(async () => {
    f = await agentFixture();
    checker = await OpenApiChecker.load(f.agents.url);
  });
  afterAll(() => f?.close());

  const post = async (path: string, body: unknown) => checker.check('POST', path, await f.post(path, body));

  it('refuses numbers that are not finite in a body and in a queue message', async () => {
    // JSON has no Infinity, but 1e400 reads as one; ajv checks no bound on it.
    for (const [path, text] of [
      ['/api/v1/search/documents', `{"query": "${RARE_WORD}", "limit": 1e400}`],
      ['/api/v1/search/semantic', '{"query": "a motion to dismiss", "max_results": -1e400}'],
      ['/api/v1/search/entities', '{"entity_name": "Mills", "depth": 1e400}'],
    ] as const)
      expectRefused(await post(path, text), 400, 'request.invalid');
    const timeout = JSON.stringify(message('documents', { text: RARE_WORD })).replace(/}$/, ', "timeout": 1e400}');
    expectRefused(await post('/api/v1/queue', timeout), 400, 'request.invalid');
    const limit = JSON.stringify(message('documents', { text: RARE_WORD })).replace(
      '"query":{',
      '"query":{"options":{"limit":1e400},',
    );
    expectRefused(await post('/api/v1/queue', limit), 400, 'request.invalid');
  });

  it('refuses a date range that is no calendar date, in a search and in a queue message', async () => {
    for (const start of ['2020-99-99', '2020-13-01', '2019-02-29']) {
      const filters = { date_range: { start } };
      expectRefused(await post('/api/v1/search/documents', { query: RARE_WORD, filters }), 400, 'request.invalid');
      expectRefused(
        await post('/api/v1/search/images', { query: 'seal', search_type: 'text', filters }),
        400,
        'request.invalid',
      );
      expectRefused(
        await post('/api/v1/queue', message('documents', { text: RARE_WORD, filters })),
        400,
        'queue.message',
      );
    }
    const good = await post('/api/v1/search/documents', {
      query: RARE_WORD,
      filters: { date_range: { start: '2020-02-29', end: '2030' } },
    });
    expect(good.status).toBe(200);
  });

  it('checks a queue message exactly as the HTTP search it stands for', async () => {
    // The result window past the cap.
    expectRefused(
      await post('/api/v1/search/documents', { query: RARE_WORD, offset: 9995, limit: 10 }),
      400,
      'search.window',
    );
    expectRefused(
      await post('/api/v1/queue', message('documents', { text: RARE_WORD, options: { offset: 9995, limit: 10 } })),
      400,
      'search.window',
    );
    // A cross-reference to a document the archive does not hold.
    const unknown = '0123456789abcdef';
    expectRefused(await post('/api/v1/search/cross-reference', { document_id: unknown }), 404, 'documents.not_found');
    expectRefused(
      await post('/api/v1/queue', message('cross-reference', { text: unknown })),
      404,
      'documents.not_found',
    );
    // A visual image query that is no image.
    const notAnImage = Buffer.from('<html>not an image</html>').toString('base64');
    expectRefused(
      await post('/api/v1/search/images', { query: notAnImage, search_type: 'visual' }),
      400,
      'images.query',
    );
    expectRefused(
      await post('/api/v1/queue', message('images', { text: notAnImage, options: { search_type: 'visual' } })),
      400,
      'images.query',
    );
  });
});

describe('the listener under load', () => {
  it('limits each service token, but never the health check', async () => {
    const f = await agentFixture({ config: { listener: { rate_limit: 3 } } });
    try {
      for (let i = 0; i < 8; i++) expect((await call(`${f.agents.url}/api/health`)).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await f.post('/api/v1/search/documents', { query: RARE_WORD })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expectRefused(await f.post('/api/v1/search/documents', { query: RARE_WORD }), 429, 'rate_limited');
    } finally {
      await f.close();
    }
  });
});
