/**
 * The agent listener under the requests an outsider (or a misbehaving agent) sends: numbers that are not
 * finite, dates that do not exist, queue messages that would slip past the checks their HTTP search
 * meets, a burst from one token, more searches than the queue holds, and a web engine that takes a
 * connection and never answers.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../../scripts/serve/agents/engines/engine.js';
import type { DocumentsQuery } from '../../../scripts/serve/agents/engines/full-text.js';
import { RARE_WORD } from '../../site/fixture.js';
import { call, OpenApiChecker, type Answer } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

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

/** Bytes written on a socket as they are; the answer's status line and parsed body. */
function rawExchange(url: string, text: string): Promise<{ statusLine: string; body: unknown }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString('utf8')));
    socket.on('error', fail);
    socket.on('close', () =>
      done({ statusLine: out.split('\r\n')[0]!, body: JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4)) }),
    );
  });
}

describe('what Node refuses before a route', () => {
  it('answers a request without Host and an unmet Expect in the envelope, as the public listener does', async () => {
    const f = await agentFixture();
    try {
      const noHost = await rawExchange(f.agents.url, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
      expect(noHost.statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(noHost.body).toMatchObject({ status: 'failed', error: { code: 'request.host' } });
      const expectation = await rawExchange(
        f.agents.url,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: fancy\r\nConnection: close\r\n\r\n',
      );
      expect(expectation.statusLine).toBe('HTTP/1.1 417 Expectation Failed');
      expect(expectation.body).toMatchObject({ status: 'failed', error: { code: 'request.expectation' } });
    } finally {
      await f.close();
    }
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

  it('refuses a search at once when the queue of waiting searches is full', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    const holding: Engine<DocumentsQuery> = {
      name: 'holding',
      exact: true,
      search: async () => {
        await held;
        return { items: [], total: 0 };
      },
    };
    const f = await agentFixture({
      config: { coordinator: { max_concurrent_searches: 1, max_queued_searches: 1, timeout_seconds: 60 } },
      engines: { documents: [holding] },
    });
    try {
      const running = f.post('/api/v1/search/documents', { query: 'first' });
      await until(() => f.agents.services.coordinator.stats().running === 1);
      const waiting = f.post('/api/v1/search/documents', { query: 'second' });
      await until(() => f.agents.services.coordinator.stats().waiting === 1);
      const refused = await f.post('/api/v1/search/documents', { query: 'third' });
      expectRefused(refused, 503, 'search.busy');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      release();
      expect((await running).status).toBe(200);
      expect((await waiting).status).toBe(200);
    } finally {
      release();
      await f.close();
    }
  });
});

/** A web service that takes every connection and never answers; `requests` counts what reached it. */
async function silentService(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer(() => {
    requests++;
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((done) => server.close(done));
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}

describe('one web engine that never answers', () => {
  let silent: Awaited<ReturnType<typeof silentService>>;
  beforeAll(async () => {
    silent = await silentService();
  });
  afterAll(() => silent?.close());

  it('holds no search that does not ask it: documents and urgent messages answer while it hangs', async () => {
    const f = await agentFixture({
      config: {
        coordinator: { max_concurrent_searches: 2, timeout_seconds: 120 },
        // Longer than the test: the questions that ask it wait until the service is closed below.
        web: { wikipedia: { endpoint: `${silent.url}/w/api.php`, min_interval_ms: 0, timeout_ms: 110_000 } },
      },
    });
    try {
      const settled: string[] = [];
      const questions = [0, 1, 2].map((i) =>
        f.post('/api/v1/search/semantic', { query: `a motion to dismiss ${i}` }).then((a) => {
          settled.push(`semantic ${i}`);
          return a;
        }),
      );
      // Wikipedia is asked one call at a time: one hangs at the service, the others wait for their turn.
      await until(() => silent.requests() >= 1);
      const documents = await f.post('/api/v1/search/documents', { query: RARE_WORD });
      expect(documents.status).toBe(200);
      expect((documents.body as GeneralAnswer).status).toBe('success');
      const urgent = await f.post(
        '/api/v1/queue',
        message('documents', { text: RARE_WORD }, { priority: 'urgent', timeout: 30 }),
      );
      expect((urgent.body as GeneralAnswer).status).toBe('success');
      expect(settled).toEqual([]);
      // The service goes away: the questions answer with what the archive's own engine found.
      await silent.close();
      for (const answer of await Promise.all(questions)) {
        const body = answer.body as GeneralAnswer;
        expect(body.status).toBe('partial');
        expect(body.engines.find((e) => e.name === 'web_wikipedia')).toMatchObject({ status: 'failed' });
      }
    } finally {
      await f.close();
    }
  });

  it('stops waiting for it at its own per-call timeout, before the coordinator gives up', async () => {
    const again = await silentService();
    const f = await agentFixture({
      config: {
        coordinator: { timeout_seconds: 60 },
        web: { wikipedia: { endpoint: `${again.url}/w/api.php`, min_interval_ms: 0, timeout_ms: 300 } },
      },
    });
    try {
      const answer = await f.post('/api/v1/search/semantic', { query: 'a motion to dismiss' });
      const body = answer.body as GeneralAnswer;
      expect(body.status).toBe('partial');
      expect(body.engines.find((e) => e.name === 'web_wikipedia')).toMatchObject({
        status: 'failed',
        message: 'web_wikipedia: no answer within 300 ms (its per-call timeout)',
      });
    } finally {
      await f.close();
      await again.close();
    }
  });
});
