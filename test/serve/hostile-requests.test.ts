/**
 * Requests an outsider sends to find the edges of the public API: numbers that are not finite, dates
 * that do not exist, addresses Node or Fastify refuse before any route sees them, health probes in a
 * burst, and a made-up token per request. Each is answered in the API's one error shape (or, for the
 * probes, answered at all).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../scripts/serve/roles.js';
import type { RunningServer } from '../../scripts/serve/server.js';
import { archiveRepository, call, OpenApiChecker, serve, writeTokens, type Answer } from './helpers.js';

let server: RunningServer;
let checker: OpenApiChecker;
let root: string;

beforeAll(async () => {
  root = (await archiveRepository()).root;
  server = await serve(root);
  checker = await OpenApiChecker.load(server.url);
});
afterAll(() => server?.close());

async function get(path: string): Promise<Answer> {
  return checker.check('GET', path, await call(`${server.url}${path}`));
}

/** The error envelope, whatever answered: a route, Fastify, or Node's HTTP parser. */
function expectEnvelope(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toMatchObject({
    status: 'failed',
    error: { code, message: expect.any(String), hint: expect.any(String) },
    meta: { timestamp: expect.any(String), version: '1.0.0' },
  });
}

/** Bytes written on a socket as they are, and what came back. */
function rawExchange(text: string): Promise<string> {
  const url = new URL(server.url);
  return new Promise((done) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString('utf8')));
    socket.on('close', () => done(out));
    socket.on('error', () => done(out));
  });
}

/** The envelope in a raw HTTP answer, with its status line. */
function expectRawEnvelope(reply: string, status: number, code: string): void {
  expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(reply).toMatch(/content-type: application\/json/i);
  const body = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;
  expect(body).toMatchObject({
    status: 'failed',
    error: { code, message: expect.any(String), hint: expect.any(String) },
    meta: { timestamp: expect.any(String), version: '1.0.0' },
  });
}

describe('numbers and dates in a query', () => {
  it('refuses numbers that are not finite, which ajv would coerce and then not bound', async () => {
    for (const path of [
      '/api/v1/documents?per_page=Infinity',
      '/api/v1/documents?page=Infinity',
      '/api/v1/documents?page=1e400',
      '/api/v1/documents?verification_level=Infinity',
      '/api/v1/documents?verification_level=-Infinity',
      '/api/v1/search?q=court&from=-Infinity',
      '/api/v1/search?q=court&size=Infinity',
      '/api/search?q=court&from=Infinity',
      '/api/v1/characters?per_page=Infinity',
    ]) {
      const answer = await get(path);
      expectEnvelope(answer, 400, 'request.invalid');
      expect((answer.body as { error: { message: string } }).error.message, path).toMatch(/finite|must be/);
    }
  });

  it('refuses a date filter that is no calendar date, and takes every real one', async () => {
    for (const date of ['2020-13-45', '2020-99-99', '2019-02-29', '2020-04-31', '2020-00', '2020-1-5', '20201'])
      for (const name of ['date_from', 'date_to'])
        expectEnvelope(await get(`/api/v1/documents?${name}=${date}`), 400, 'request.invalid');
    for (const date of ['2020-02-29', '2019-12-31', '2019-07', '2019'])
      expect((await get(`/api/v1/search?q=court&date_from=${date}&date_to=${date}`)).status, date).toBe(200);
  });
});

describe('what Fastify and Node refuse before a route', () => {
  it('answers a query too long for the headers in the envelope (431)', async () => {
    const answer = await call(`${server.url}/api/v1/search?q=${'a'.repeat(100_000)}`);
    expectEnvelope(answer, 431, 'request.headers_too_large');
  });

  it('answers an address that cannot be decoded in the envelope', async () => {
    expectEnvelope(await call(`${server.url}/api/v1/documents/%zz`), 400, 'request.url');
  });

  it('answers a request that is not HTTP in the envelope', async () => {
    const reply = await rawExchange('GARBAGE\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(reply).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toMatchObject({ status: 'failed', error: { code: 'request.malformed' } });
  });

  it('answers an HTTP/1.1 request without a Host header in the envelope', async () => {
    const reply = await rawExchange('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectRawEnvelope(reply, 400, 'request.host');
  });

  it('answers an expectation it cannot meet in the envelope (417)', async () => {
    const reply = await rawExchange(
      'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: fancy\r\nConnection: close\r\n\r\n',
    );
    expectRawEnvelope(reply, 417, 'request.expectation');
  });
});

describe('rate limits', () => {
  it('never limits health and readiness, which a load balancer probes from one address', async () => {
    const limited = await serve(root, { rateLimits: { perMinute: 3, writesPerMinute: 1 } });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await call(`${limited.url}/api/health`)).status).toBe(200);
        expect((await call(`${limited.url}/api/ready`)).status).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(`${limited.url}/api/v1/documents`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts made-up tokens by the address that sends them, not one bucket per token', async () => {
    const { path, tokens } = await writeTokens(root, ['contributor'] as const);
    const limited = await serve(root, { tokensPath: path, rateLimits: { perMinute: 3, writesPerMinute: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await call(`${limited.url}/api/v1/documents`, {
          headers: { authorization: `Bearer ${newToken()}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // A token the server knows is a client of its own, whatever the address.
      const known = await call(`${limited.url}/api/v1/documents`, {
        headers: { authorization: `Bearer ${tokens.contributor}` },
      });
      expect(known.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
