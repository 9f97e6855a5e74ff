/**
 * The agent-only listener on a real server over loopback: its own port, a service token or a 401, the
 * general response format on every answer (held to the OpenAPI document it serves), and nothing of it
 * reachable from the public listener.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, tokenHash } from '../../../scripts/serve/roles.js';
import { serviceTokens } from '../../../scripts/serve/agents/auth.js';
import { agentsConfigOf } from '../../../scripts/serve/agents/config.js';
import { startAgentServer } from '../../../scripts/serve/agents/server.js';
import { KNOWN_DOCS, RARE_WORD, COMMON_WORD } from '../../site/fixture.js';
import { call, OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

let f: AgentFixture;
let checker: OpenApiChecker;

beforeAll(async () => {
  f = await agentFixture();
  checker = await OpenApiChecker.load(f.agents.url);
});
afterAll(() => f?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function search(path: string, body: unknown, token?: string | null) {
  return checker.check('POST', path, await f.post(path, body, token));
}

function general(answer: { status: number; body: unknown }): GeneralAnswer {
  expect(answer.status).toBe(200);
  const body = answer.body as GeneralAnswer;
  expect(body.request_id).toMatch(UUID);
  expect(Number.isInteger(body.search_time_ms)).toBe(true);
  return body;
}

describe('the agent-only listener', () => {
  it('listens on its own loopback port, apart from the public one', () => {
    expect(new URL(f.agents.url).hostname).toBe('127.0.0.1');
    expect(new URL(f.agents.url).port).not.toBe(new URL(f.server.url).port);
  });

  it('serves a valid OpenAPI 3.1 document of the agent endpoints, and the public one lists none of them', async () => {
    expect(await checker.documentErrors()).toBeNull();
    expect(Object.keys(checker.doc.paths)).toEqual(expect.arrayContaining(['/api/v1/search/documents']));
    const pub = await OpenApiChecker.load(f.server.url);
    expect(Object.keys(pub.doc.paths).filter((p) => p.startsWith('/api/v1/search/'))).toEqual([]);
  });

  it('learns the semantic model in the background once it listens, unasked', async () => {
    let learned: (line: string) => void = () => undefined;
    const line = new Promise<string>((done) => (learned = done));
    const agents = await startAgentServer({
      context: f.server.context,
      config: agentsConfigOf({}),
      envToken: f.token,
      cacheDir: null,
      logger: false,
      log: (text) => text.startsWith('semantic index at') && learned(text),
    });
    try {
      expect(await line).toMatch(new RegExp(`: ${KNOWN_DOCS.length} documents, lsa-\\d+, learned in \\d+ ms$`));
    } finally {
      await agents.close();
    }
  });

  it('is not reachable from the public listener, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${f.token}` }] as Record<string, string>[]) {
      const answer = await call(`${f.server.url}/api/v1/search/documents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: RARE_WORD }),
      });
      expect([401, 404]).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain('request_id');
    }
  });
});

describe('service tokens', () => {
  it('refuses a search without a token, with a malformed header, or with an unknown token (401, the public error shape)', async () => {
    for (const [token, code] of [
      [null, 'auth.required'],
      ['short', 'auth.malformed'],
      [newToken(), 'auth.unknown_token'],
    ] as const) {
      const answer = await search('/api/v1/search/documents', { query: RARE_WORD }, token);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(answer.body).toMatchObject({ status: 'failed', error: { code } });
    }
  });

  it('takes the token DIRHUB_SERVICE_TOKEN names', async () => {
    general(await search('/api/v1/search/documents', { query: RARE_WORD }));
  });

  it('takes a token whose sha256 is in the settings, and names its holder', () => {
    const token = newToken();
    const tokens = serviceTokens(
      () => [{ name: 'summary-agent', sha256: tokenHash(token), created_at: '' }],
      undefined,
    );
    expect(tokens.authenticate(`Bearer ${token}`)).toEqual({
      ok: true,
      caller: { name: 'summary-agent', key: tokenHash(token).slice(0, 16) },
    });
    expect(tokens.authenticate(`Bearer ${token}x`)).toEqual({ ok: false, reason: 'unknown' });
    expect(tokens.authenticate(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(serviceTokens(() => [], undefined).size).toBe(0);
  });

  it('leaves the OpenAPI document, its page and the health check open', async () => {
    expect((await call(`${f.agents.url}/api/openapi.json`)).status).toBe(200);
    expect((await call(`${f.agents.url}/api/docs/`)).status).toBe(200);
    const health = await call(`${f.agents.url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', documents: KNOWN_DOCS.length });
  });
});

describe('POST /api/v1/search/documents', () => {
  it('answers in the general format: request_id, status, results, total_found, search_time_ms, sources_searched', async () => {
    const body = general(await search('/api/v1/search/documents', { query: RARE_WORD }));
    expect(body.status).toBe('success');
    expect(body.sources_searched).toEqual(['full_text']);
    expect(body.total_found).toBe(1);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      document_id: f.ids[0],
      title: KNOWN_DOCS[0]!.title,
      relevance_score: 1,
      summary: KNOWN_DOCS[0]!.summary,
      url: `dirhub://documents/${f.ids[0]}`,
      metadata: { category: 'legal', source_type: 'court', verification_level: 2, found_by: ['full_text'] },
    });
  });

  it('pages with limit (default 10) and offset (default 0), best first', async () => {
    const all = general(await search('/api/v1/search/documents', { query: COMMON_WORD }));
    expect(all.results).toHaveLength(Math.min(10, all.total_found));
    expect(all.total_found).toBe(KNOWN_DOCS.filter((d) => d.pages.join(' ').includes(COMMON_WORD)).length);
    const scores = all.results.map((r) => r.relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const second = general(await search('/api/v1/search/documents', { query: COMMON_WORD, limit: 3, offset: 3 }));
    expect(second.results.map((r) => r.document_id)).toEqual(all.results.slice(3, 6).map((r) => r.document_id));
    expect(second.total_found).toBe(all.total_found);
  });

  it('filters by category, source, verification level and date range', async () => {
    const legal = general(
      await search('/api/v1/search/documents', {
        query: COMMON_WORD,
        filters: {
          category: ['legal'],
          date_range: { start: '2019-01-01', end: '2019-12-31' },
          verification_level: [2],
        },
        limit: 100,
      }),
    );
    const expected = KNOWN_DOCS.filter(
      (d) => d.category === 'legal' && d.date.startsWith('2019') && (d.verification_level ?? 1) === 2,
    ).length;
    expect(legal.total_found).toBe(expected);
    for (const r of legal.results) expect(r.metadata).toMatchObject({ category: 'legal', verification_level: 2 });
    const none = general(
      await search('/api/v1/search/documents', {
        query: COMMON_WORD,
        filters: { source: ['No such court'], date_range: {} },
      }),
    );
    expect(none).toMatchObject({ status: 'success', total_found: 0, results: [] });
  });

  it('refuses a body that is not the spec’s, saying what is wrong', async () => {
    for (const [body, words] of [
      [{ q: 'x' }, 'query'],
      [{ query: 'x', limit: 0 }, 'limit'],
      [{ query: 'x', filters: { verification_level: ['high'] } }, 'verification_level'],
      [{ query: 'x', filters: { date_range: { start: 'yesterday' } } }, 'start'],
      [{ query: 'x', extra: true }, 'extra'],
      [{ query: 'x', offset: 9_995, limit: 10 }, '10000'],
      ['{not json', 'JSON'],
    ] as const) {
      const answer = await search('/api/v1/search/documents', body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(words);
    }
  });
});
