/**
 * The coordinator on a real agent listener over loopback, with engines that answer, fail and stall
 * beside the real full-text engine: partial answers naming the engines that failed or timed out, failed
 * ones, deduplication, the relevance threshold, the three cache levels, and the queue served by priority.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayeredCache } from '../../../scripts/serve/agents/cache/levels.js';
import { AgentStore } from '../../../scripts/serve/agents/cache/store.js';
import { DEFAULT_AGENTS_CONFIG } from '../../../scripts/serve/agents/config.js';
import type { Engine, ResultItem } from '../../../scripts/serve/agents/engines/engine.js';
import type { DocumentsQuery } from '../../../scripts/serve/agents/engines/full-text.js';
import { fullTextEngine } from '../../../scripts/serve/agents/engines/full-text.js';
import { startAgentServer } from '../../../scripts/serve/agents/server.js';
import { RARE_WORD } from '../../site/fixture.js';
import { git, OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

type Q = DocumentsQuery;

const item = (key: string, relevance: number): ResultItem => ({
  document_id: key,
  title: `Result ${key}`,
  relevance_score: relevance,
  summary: '',
  url: `dirhub://documents/${key}`,
  metadata: { from: key },
});

function answering(name: string, items: ResultItem[], exact = false): Engine<Q> {
  return { name, exact, search: async () => ({ items, total: items.length }) };
}

const failing: Engine<Q> = {
  name: 'broken',
  exact: false,
  search: async () => {
    throw new Error('index offline');
  },
};

/** Never answers; records that the coordinator told it to stop. */
const aborted: string[] = [];
const stalling: Engine<Q> = {
  name: 'stalled',
  exact: false,
  search: (_q, { signal }) =>
    new Promise(() => {
      signal.addEventListener('abort', () => aborted.push('stalled'));
    }),
};

describe('partial and failed answers', () => {
  let f: AgentFixture;
  let checker: OpenApiChecker;
  beforeAll(async () => {
    // Long enough for the real full-text engine on a loaded machine; the stalled one never answers.
    f = await agentFixture({ config: { coordinator: { timeout_seconds: 2 } } });
    checker = await OpenApiChecker.load(f.agents.url);
  });
  afterAll(() => f?.close());

  it('answers partial when one engine fails and another stalls, naming both, with what the others found', async () => {
    f.agents.services.engines.documents = [fullTextEngine(f.server.context.view), failing, stalling];
    const answer = checker.check(
      'POST',
      '/api/v1/search/documents',
      await f.post('/api/v1/search/documents', { query: RARE_WORD }),
    );
    expect(answer.status).toBe(200);
    const body = answer.body as GeneralAnswer;
    expect(body.status).toBe('partial');
    expect(body.sources_searched).toEqual(['full_text']);
    expect(body.results.map((r) => r.document_id)).toEqual([f.ids[0]]);
    expect(body.engines).toEqual([
      expect.objectContaining({ name: 'full_text', status: 'ok', found: 1 }),
      expect.objectContaining({ name: 'broken', status: 'failed', found: 0, message: 'index offline' }),
      expect.objectContaining({
        name: 'stalled',
        status: 'timed_out',
        found: 0,
        message: expect.stringMatching(/^no answer within \d+ ms$/),
      }),
    ]);
    expect(aborted).toEqual(['stalled']);
  });

  it('answers failed (503, still the general format) when no engine answers', async () => {
    f.agents.services.engines.documents = [failing, stalling];
    const answer = checker.check(
      'POST',
      '/api/v1/search/documents',
      await f.post('/api/v1/search/documents', { query: RARE_WORD }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 'failed', results: [], total_found: 0, sources_searched: [] });
  });

  it('does not cache a partial answer: the next search asks the engines again', async () => {
    f.agents.services.engines.documents = [fullTextEngine(f.server.context.view), failing];
    const first = (await f.post('/api/v1/search/documents', { query: 'springfield' })).body as GeneralAnswer;
    const again = (await f.post('/api/v1/search/documents', { query: 'springfield' })).body as GeneralAnswer;
    expect([first.status, first.cache, again.status, again.cache]).toEqual(['partial', null, 'partial', null]);
  });
});

describe('merging', () => {
  let f: AgentFixture;
  beforeAll(async () => {
    f = await agentFixture();
  });
  afterAll(() => f?.close());

  it('deduplicates a result two engines found: one result, the better score, both engines named', async () => {
    f.agents.services.engines.documents = [
      answering('one', [item('a', 0.8), item('b', 0.9)]),
      answering('two', [item('a', 0.95), item('c', 0.75)]),
    ];
    const body = (await f.post('/api/v1/search/documents', { query: 'dedup' })).body as GeneralAnswer;
    expect(body.status).toBe('success');
    expect(body.results.map((r) => [r.document_id, r.relevance_score, r.metadata.found_by])).toEqual([
      ['a', 0.95, ['one', 'two']],
      ['b', 0.9, ['one']],
      ['c', 0.75, ['two']],
    ]);
    expect(body.total_found).toBe(3);
  });

  it('drops similarity results under the relevance threshold (0.7), never an exact engine’s', async () => {
    f.agents.services.engines.documents = [
      answering('similar', [item('close', 0.71), item('far', 0.69)]),
      answering('exact', [item('match', 0.2)], true),
    ];
    const body = (await f.post('/api/v1/search/documents', { query: 'threshold' })).body as GeneralAnswer;
    expect(body.results.map((r) => r.document_id)).toEqual(['close', 'match']);
  });

  it('keeps every engine’s copy when deduplication is off', async () => {
    const off = await startAgentServer({
      context: f.server.context,
      config: { ...DEFAULT_AGENTS_CONFIG, coordinator: { ...DEFAULT_AGENTS_CONFIG.coordinator, deduplication: false } },
      envToken: f.token,
      cacheDir: null,
      engines: { documents: [answering('one', [item('a', 0.8)]), answering('two', [item('a', 0.9)])] },
    });
    try {
      const res = await fetch(`${off.url}/api/v1/search/documents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
        body: JSON.stringify({ query: 'dedup off' }),
      });
      const body = (await res.json()) as GeneralAnswer;
      expect(body.results.map((r) => [r.document_id, r.metadata.found_by])).toEqual([
        ['a', ['two']],
        ['a', ['one']],
      ]);
    } finally {
      await off.close();
    }
  });
});

describe('the three cache levels', () => {
  let f: AgentFixture;
  let dir: string;
  beforeAll(async () => {
    f = await agentFixture();
    dir = await mkdtemp(join(tmpdir(), 'dirhub-agents-levels-'));
  });
  afterAll(async () => {
    await f?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers again from memory, then after a restart from disk, then without the disk from the result database', async () => {
    const calls: string[] = [];
    const counting: Engine<Q> = {
      name: 'counting',
      exact: true,
      search: async (q) => {
        calls.push(q.query);
        return { items: [item('x', 1)], total: 1 };
      },
    };
    const start = () =>
      startAgentServer({
        context: f.server.context,
        config: DEFAULT_AGENTS_CONFIG,
        envToken: f.token,
        cacheDir: dir,
        engines: { documents: [counting] },
      });
    const ask = async (url: string) =>
      (await (
        await fetch(`${url}/api/v1/search/documents`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
          body: JSON.stringify({ query: 'cached words' }),
        })
      ).json()) as GeneralAnswer;

    let agents = await start();
    const first = await ask(agents.url);
    const second = await ask(agents.url);
    expect([first.cache, second.cache]).toEqual([null, 'memory']);
    expect(second.request_id).not.toBe(first.request_id);
    expect({ ...second, request_id: 0, search_time_ms: 0, cache: 0 }).toEqual({
      ...first,
      request_id: 0,
      search_time_ms: 0,
      cache: 0,
    });
    const stats = agents.services.stats().coordinator.cache;
    expect(stats.memory).toMatchObject({ hits: 1, misses: 1 });
    expect(stats.disk).toMatchObject({ hits: 0, misses: 1 });
    expect(stats.database).toMatchObject({ hits: 0, misses: 1, entries: 1 });
    await agents.close();

    // A restart empties the memory level: the disk answers, and its answer is copied up into memory.
    agents = await start();
    expect((await ask(agents.url)).cache).toBe('disk');
    expect(agents.services.stats().coordinator.cache).toMatchObject({
      memory: { hits: 0, misses: 1 },
      disk: { hits: 1, misses: 0 },
      database: { hits: 0, misses: 0 },
    });
    expect((await ask(agents.url)).cache).toBe('memory');
    expect(agents.services.stats().coordinator.cache).toMatchObject({
      memory: { hits: 1, misses: 1 },
      disk: { hits: 1, misses: 0 },
      database: { hits: 0, misses: 0 },
    });
    await agents.close();

    // Without the memory (a restart) and the disk (its files removed), the result database answers.

    await rm(join(dir, 'results'), { recursive: true, force: true });
    agents = await start();
    expect((await ask(agents.url)).cache).toBe('database');
    expect(agents.services.stats().coordinator.cache).toMatchObject({
      memory: { hits: 0, misses: 1 },
      disk: { hits: 0, misses: 1 },
      database: { hits: 1, misses: 0 },
    });
    expect(calls).toEqual(['cached words']);

    // A new commit of the archive: nothing cached for it yet.
    git(f.root, 'commit', '--quiet', '--allow-empty', '-m', 'A new commit');
    await f.server.context.view.refresh();
    expect((await ask(agents.url)).cache).toBe(null);
    expect(calls).toEqual(['cached words', 'cached words']);
    await agents.close();
  });

  it('keeps each level for its own time, and answers with web results at most cache_ttl', () => {
    let now = 1_000_000_000_000;
    const store = new AgentStore(':memory:');
    const cache = new LayeredCache(DEFAULT_AGENTS_CONFIG.cache, { dir, store }, 3600, () => now);
    cache.set('archive', { stored_at: now, external: false, body: '{}' });
    cache.set('web', { stored_at: now, external: true, body: '{}' });
    now += 14 * 60_000;
    expect([cache.get('archive')?.level, cache.get('web')?.level]).toEqual(['memory', 'memory']);
    now += 2 * 60_000; // 16 minutes: past the memory level
    expect(cache.get('archive')?.level).toBe('disk');
    now += 60 * 60_000; // past cache_ttl: the web answer is stale at every level
    expect(cache.get('web')).toBeNull();
    now += 24 * 3_600_000; // past a day: only the database holds it
    expect(cache.get('archive')?.level).toBe('database');
    now += 7 * 86_400_000; // past a week: gone
    expect(cache.get('archive')).toBeNull();
    store.close();
  });
});

describe('the inter-agent queue', () => {
  let f: AgentFixture;
  let release: () => void = () => undefined;
  const served: string[] = [];
  beforeAll(async () => {
    f = await agentFixture({ config: { coordinator: { max_concurrent_searches: 1, timeout_seconds: 5 } } });
  });
  afterAll(() => {
    release();
    return f?.close();
  });

  const message = (text: string, priority: string, extra: object = {}) => ({
    request_id: randomUUID(),
    requesting_agent: 'test-agent',
    search_type: 'documents',
    query: { text, filters: {}, options: { limit: 5 } },
    priority,
    timeout: 30,
    ...extra,
  });

  it('answers a message in the general format, with the message’s own request_id', async () => {
    f.agents.services.engines.documents = [fullTextEngine(f.server.context.view)];
    const m = message(RARE_WORD, 'normal');
    const answer = await f.post('/api/v1/queue', m);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ request_id: m.request_id, status: 'success', total_found: 1 });
  });

  it('serves waiting messages by priority: urgent, then high, then normal, each in order of arrival', async () => {
    const gate = new Promise<void>((done) => (release = done));
    const recording: Engine<Q> = {
      name: 'recording',
      exact: true,
      search: async (q) => {
        served.push(q.query);
        if (q.query === 'blocker') await gate;
        return { items: [], total: 0 };
      },
    };
    f.agents.services.engines.documents = [recording];
    const blocker = f.post('/api/v1/queue', message('blocker', 'normal'));
    while (!served.includes('blocker')) await new Promise((r) => setTimeout(r, 10));
    const sent: Promise<unknown>[] = [];
    for (const [text, priority] of [
      ['normal 1', 'normal'],
      ['high 1', 'high'],
      ['urgent 1', 'urgent'],
      ['normal 2', 'normal'],
      ['high 2', 'high'],
    ]) {
      sent.push(f.post('/api/v1/queue', message(text!, priority!)));
      const waiting = served.length;
      while (f.agents.services.stats().coordinator.waiting < sent.length) await new Promise((r) => setTimeout(r, 10));
      expect(served.length).toBe(waiting);
    }
    release();
    await Promise.all([blocker, ...sent]);
    expect(served).toEqual(['blocker', 'urgent 1', 'high 1', 'high 2', 'normal 1', 'normal 2']);
  });

  it('answers failed when a message waited past its own timeout', async () => {
    let unblock: () => void = () => undefined;
    const held = new Promise<void>((done) => (unblock = done));
    f.agents.services.engines.documents = [
      {
        name: 'slow',
        exact: true,
        search: async (q) => {
          if (q.query === 'holder') await held;
          return { items: [], total: 0 };
        },
      },
    ];
    const holder = f.post('/api/v1/queue', message('holder', 'urgent'));
    while (f.agents.services.stats().coordinator.running < 1) await new Promise((r) => setTimeout(r, 10));
    const late = await f.post('/api/v1/queue', message('late', 'normal', { timeout: 0.2 }));
    unblock();
    await holder;
    expect(late.status).toBe(503);
    expect(late.body).toMatchObject({
      status: 'failed',
      engines: [{ name: 'slow', status: 'timed_out', message: expect.stringContaining('in the queue') }],
    });
  });

  it('refuses a message that is not the spec’s shape, or whose search is not valid', async () => {
    const bad = await f.post('/api/v1/queue', { ...message('x', 'normal'), priority: 'asap' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('priority');
    const invalid = await f.post(
      '/api/v1/queue',
      message('x', 'normal', { query: { text: 'x', options: { limit: -1 } } }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { code: 'queue.message' } });
    expect((await f.post('/api/v1/queue', message('x', 'normal'), null)).status).toBe(401);
  });
});
