/**
 * The three external web engines against local servers on loopback that answer in each service's
 * published format (Google's Custom Search JSON API, the Brave Search API, Wikipedia's MediaWiki search):
 * the requests each service documents (ten results, safe search off, the credentials where the service
 * wants them), their quotas counted on disk across a restart, Wikipedia asked one request at a time, and
 * no credential in any answer. The public listener reaches none of them.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentStore } from '../../../scripts/serve/agents/cache/store.js';
import { agentsConfigOf } from '../../../scripts/serve/agents/config.js';
import { braveSpec, googleSpec, wikipediaSpec } from '../../../scripts/serve/agents/engines/web/engines.js';
import { periodOf } from '../../../scripts/serve/agents/engines/web/web-engine.js';
import { startAgentServer, type RunningAgentServer } from '../../../scripts/serve/agents/server.js';
import { call } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

const GOOGLE_KEY = 'AIza-test-key-never-shown';
const BRAVE_KEY = 'BSA-test-token-never-shown';
const seen: { service: string; url: URL; headers: IncomingMessage['headers']; at: number; done?: number }[] = [];
const active: Record<string, number> = {};
let overlapped = false;

function service(name: string, answer: (url: URL) => unknown): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = { service: name, url, headers: req.headers, at: Date.now() };
    seen.push(entry);
    active[name] = (active[name] ?? 0) + 1;
    if (name === 'wikipedia' && active[name] > 1) overlapped = true;
    setTimeout(() => {
      active[name]!--;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(url)));
    }, 20);
  });
}

const servers = {
  google: service('google', (url) => ({
    kind: 'customsearch#search',
    searchInformation: { totalResults: '2', searchTime: 0.1 },
    items: [
      {
        kind: 'customsearch#result',
        title: 'Court dismisses complaint',
        link: 'https://news.example/a',
        snippet: `About ${url.searchParams.get('q')}`,
        displayLink: 'news.example',
      },
      {
        kind: 'customsearch#result',
        title: 'Second page',
        link: 'https://news.example/b',
        snippet: 'More',
        displayLink: 'news.example',
      },
    ],
  })),
  brave: service('brave', () => ({
    type: 'search',
    query: { original: 'q' },
    web: {
      type: 'search',
      results: [{ title: 'Brave hit', url: 'https://brave.example/x', description: 'A <strong>court</strong> story' }],
    },
  })),
  wikipedia: service('wikipedia', () => ({
    batchcomplete: true,
    query: {
      searchinfo: { totalhits: 1 },
      search: [
        {
          ns: 0,
          title: 'Motion to dismiss',
          pageid: 1,
          snippet: 'A <span class="searchmatch">motion</span> to dismiss',
        },
      ],
    },
  })),
};

let f: AgentFixture;
let agents: RunningAgentServer;
let cacheDir: string;
const addr = (s: Server) => `http://127.0.0.1:${(s.address() as { port: number }).port}`;

function settings(dailyQuota: number) {
  return agentsConfigOf({
    web: {
      google: {
        api_key: GOOGLE_KEY,
        cx: 'engine-id',
        endpoint: `${addr(servers.google)}/customsearch/v1`,
        daily_quota: dailyQuota,
      },
      brave: { api_key: BRAVE_KEY, endpoint: `${addr(servers.brave)}/res/v1/web/search`, monthly_quota: 1000 },
      wikipedia: {
        endpoint: `${addr(servers.wikipedia)}/w/api.php`,
        min_interval_ms: 50,
        user_agent: 'dirhub-test/1.0 (test@example.org)',
      },
    },
  });
}

const start = (dailyQuota: number) =>
  startAgentServer({
    context: f.server.context,
    config: settings(dailyQuota),
    envToken: f.token,
    cacheDir,
    logger: false,
  });

async function ask(path: string, body: object): Promise<{ status: number; text: string; body: GeneralAnswer }> {
  const res = await fetch(`${agents.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as GeneralAnswer };
}

beforeAll(async () => {
  await Promise.all(Object.values(servers).map((s) => new Promise<void>((done) => s.listen(0, '127.0.0.1', done))));
  f = await agentFixture();
  cacheDir = await mkdtemp(join(tmpdir(), 'dirhub-agents-web-'));
  agents = await start(2);
  await agents.services.semantic.ready();
});
afterAll(async () => {
  await agents?.close();
  await f?.close();
  await Promise.all(Object.values(servers).map((s) => new Promise((done) => s.close(done))));
});

describe('the external web engines', () => {
  it('are asked beside the archive for a semantic question, each as its service documents it', async () => {
    const a = await ask('/api/v1/search/semantic', { query: 'motion to dismiss' });
    expect(a.status).toBe(200);
    expect(a.body.status).toBe('success');
    expect(a.body.sources_searched).toEqual(['semantic', 'web_google', 'web_brave', 'web_wikipedia']);
    const google = seen.find((s) => s.service === 'google')!;
    expect(Object.fromEntries(google.url.searchParams)).toEqual({
      key: GOOGLE_KEY,
      cx: 'engine-id',
      q: 'motion to dismiss',
      num: '10',
      safe: 'off',
    });
    const brave = seen.find((s) => s.service === 'brave')!;
    expect(brave.url.pathname).toBe('/res/v1/web/search');
    expect(Object.fromEntries(brave.url.searchParams)).toEqual({
      q: 'motion to dismiss',
      count: '10',
      safesearch: 'off',
    });
    expect(brave.headers['x-subscription-token']).toBe(BRAVE_KEY);
    const wiki = seen.find((s) => s.service === 'wikipedia')!;
    expect(wiki.url.searchParams.get('srlimit')).toBe('10');
    expect(wiki.url.searchParams.get('list')).toBe('search');
    expect(wiki.headers['user-agent']).toBe('dirhub-test/1.0 (test@example.org)');
    expect(a.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          url: 'https://news.example/a',
          title: 'Court dismisses complaint',
          relevance_score: 1,
        }),
        expect.objectContaining({ url: 'https://brave.example/x', summary: 'A court story' }),
        expect.objectContaining({
          url: `${addr(servers.wikipedia)}/wiki/Motion_to_dismiss`,
          summary: 'A motion to dismiss',
        }),
      ]),
    );
    expect(a.text).not.toContain(GOOGLE_KEY);
    expect(a.text).not.toContain(BRAVE_KEY);
  });

  it('counts each quota on disk: once spent the engine fails (partial), and a restart does not reset it', async () => {
    const second = await ask('/api/v1/search/semantic', { query: 'complaint' });
    expect(second.body.status).toBe('success');
    const third = await ask('/api/v1/search/semantic', { query: 'springfield court' });
    expect(third.body.status).toBe('partial');
    expect(third.body.engines.find((e) => e.name === 'web_google')).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('quota of 2 requests a day is spent'),
    });
    expect(third.text).not.toContain(GOOGLE_KEY);
    expect(agents.services.stats().web.web_google).toMatchObject({ used: 2, limit: 2 });
    await agents.close();
    agents = await start(2);
    const afterRestart = await ask('/api/v1/search/semantic', { query: 'evidence found' });
    expect(afterRestart.body.engines.find((e) => e.name === 'web_google')).toMatchObject({ status: 'failed' });
    expect(seen.filter((s) => s.service === 'google')).toHaveLength(2);
  });

  it('asks Wikipedia one request at a time', async () => {
    await Promise.all(['one', 'two', 'three'].map((w) => ask('/api/v1/search/semantic', { query: `harbor ${w}` })));
    expect(seen.filter((s) => s.service === 'wikipedia').length).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
  });

  it('give fact-check evidence as unverified media, and are never reachable from the public listener', async () => {
    const a = await ask('/api/v1/search/fact-check', { claim: 'Court dismisses complaint about motion to dismiss' });
    expect(a.body.sources_searched).toEqual(expect.arrayContaining(['fact_check', 'web_brave', 'web_wikipedia']));
    const web = a.body.results.filter((r) => r.url.startsWith('http'));
    for (const r of web) expect(r.metadata).toMatchObject({ source_type: 'media', credibility: 0.26 });
    const pub = await call(`${f.server.url}/api/v1/search?q=dismiss`);
    expect(JSON.stringify(pub.body)).not.toMatch(/news\.example|brave\.example|wikipedia/);
  });
});

describe('each web engine’s quota and pace', () => {
  it('are the spec’s by default: Google 100 requests a day, Brave 1,000 a month, Wikipedia paced', () => {
    const { web } = agentsConfigOf({
      web: { google: { api_key: 'k', cx: 'c' }, brave: { api_key: 'k' }, wikipedia: {} },
    });
    expect(googleSpec(web.google!)).toMatchObject({ quota: { per: 'day', limit: 100 }, minIntervalMs: null });
    expect(braveSpec(web.brave!)).toMatchObject({ quota: { per: 'month', limit: 1000 }, minIntervalMs: null });
    expect(wikipediaSpec(web.wikipedia!)).toMatchObject({ quota: null, minIntervalMs: 1000 });
  });

  it('counts a day and a month in UTC, and a new period starts from nothing', () => {
    const lastSecond = new Date('2026-05-31T23:59:59Z');
    const next = new Date('2026-06-01T00:00:00Z');
    expect([periodOf('day', lastSecond), periodOf('day', next)]).toEqual(['2026-05-31', '2026-06-01']);
    expect([periodOf('month', lastSecond), periodOf('month', next)]).toEqual(['2026-05', '2026-06']);
    const store = new AgentStore(':memory:');
    try {
      expect([1, 2, 3].map(() => store.take('web_brave', '2026-05', 2))).toEqual([true, true, false]);
      expect(store.take('web_google', '2026-05-31', 2)).toBe(true);
      expect(store.take('web_brave', '2026-06', 2)).toBe(true);
      expect([store.usage('web_brave', '2026-05'), store.usage('web_brave', '2026-06')]).toEqual([2, 1]);
    } finally {
      store.close();
    }
  });
});
