/**
 * The external web engines behind the coordinator's interface, for the agents only (the public
 * listener never reaches them, and their credentials never leave the server: no answer or error names
 * them). Each one: a documented search API, asked for 10 results with safe search off, within a quota
 * counted in the agent store so a restart does not reset it, and a queue of its own (Bottleneck): its
 * calls wait there, one at a time a least interval apart where the service asks for a pace, a few at
 * once otherwise, and at most `max_queued` of them; one more fails at once. Each call has its own
 * timeout, its wait in that queue included, so a service that takes a connection and never answers
 * costs a search that much and no more, and no search of another engine waits for it. A result's score
 * follows the service's own order, every one of its ten above the relevance threshold.
 */
import Bottleneck from 'bottleneck';
import { score, type Engine, type ResultItem } from '../engine.js';

/** Each engine's answers per query (the spec: ten). */
export const WEB_RESULTS = 10;

export interface WebHit {
  title: string;
  url: string;
  snippet: string;
}

/** Counts requests per engine and period; the agent store keeps them on disk. */
export interface UsageCounter {
  take(engine: string, period: string, limit: number): boolean;
  usage(engine: string, period: string): number;
}

/** A counter held in memory only (a server without a cache folder). */
export function memoryUsage(): UsageCounter {
  const counts = new Map<string, number>();
  return {
    take(engine, period, limit) {
      const key = `${engine}|${period}`;
      const used = counts.get(key) ?? 0;
      if (used >= limit) return false;
      counts.set(key, used + 1);
      return true;
    },
    usage: (engine, period) => counts.get(`${engine}|${period}`) ?? 0,
  };
}

export interface Quota {
  /** `day` resets at midnight UTC, `month` on the first of the month (UTC). */
  per: 'day' | 'month';
  limit: number;
}

export function periodOf(per: Quota['per'], now = new Date()): string {
  return per === 'day' ? now.toISOString().slice(0, 10) : now.toISOString().slice(0, 7);
}

export interface WebEngineSpec {
  name: string;
  quota: Quota | null;
  /** Least milliseconds between two requests, one at a time; null: no pacing. */
  minIntervalMs: number | null;
  /** Milliseconds a call may take, its wait for a turn included. */
  timeoutMs: number;
  /** Calls that may wait for a turn; one more fails at once. */
  maxQueued: number;
  /** The request for a query: its address and headers (credentials go here, and nowhere else). */
  request(query: string): { url: string; headers: Record<string, string> };
  /** The service's published answer format, read into hits. */
  read(body: unknown): { hits: WebHit[]; total: number };
}

export interface WebUsage {
  engine: string;
  period: string | null;
  used: number;
  limit: number | null;
}

export interface WebEngine extends Engine<{ query: string }> {
  usage(): WebUsage;
}

/** Calls of an engine without a pace that run at once. */
const UNPACED_CONCURRENCY = 4;

/** Rejects with `why` when `signal` aborts, whatever `work` is doing. */
function abortable<T>(work: Promise<T>, signal: AbortSignal, why: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(why());
  return new Promise<T>((done, fail) => {
    const onAbort = () => fail(why());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(done, fail).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function webEngine(spec: WebEngineSpec, counter: UsageCounter, fetcher: typeof fetch = fetch): WebEngine {
  const queue = new Bottleneck({
    maxConcurrent: spec.minIntervalMs === null ? UNPACED_CONCURRENCY : 1,
    minTime: spec.minIntervalMs ?? 0,
    highWater: spec.maxQueued,
    strategy: Bottleneck.strategy.OVERFLOW,
  });
  const ask = async (query: string, signal: AbortSignal) => {
    const { url, headers } = spec.request(query);
    const res = await fetcher(url, { headers: { accept: 'application/json', ...headers }, signal });
    if (!res.ok) throw new Error(`${spec.name} answered HTTP ${res.status}`);
    return spec.read(await res.json());
  };
  /** One call through the engine's queue, within its own timeout and the coordinator's. */
  const call = (query: string, signal: AbortSignal) => {
    const bounded = AbortSignal.any([signal, AbortSignal.timeout(spec.timeoutMs)]);
    const job = queue.schedule(() => (bounded.aborted ? Promise.reject(bounded.reason) : ask(query, bounded)));
    return abortable(job, bounded, () =>
      signal.aborted
        ? new Error(`${spec.name}: stopped by the coordinator`)
        : new Error(`${spec.name}: no answer within ${spec.timeoutMs} ms (its per-call timeout)`),
    ).catch((err: unknown) => {
      if (err instanceof Bottleneck.BottleneckError)
        throw new Error(`${spec.name} is busy: ${spec.maxQueued} calls already wait for it`);
      throw err;
    });
  };
  return {
    name: spec.name,
    exact: false,
    external: true,
    usage() {
      const period = spec.quota ? periodOf(spec.quota.per) : null;
      return {
        engine: spec.name,
        period,
        used: period ? counter.usage(spec.name, period) : 0,
        limit: spec.quota?.limit ?? null,
      };
    },
    async search(q, { signal, want }) {
      if (spec.quota && !counter.take(spec.name, periodOf(spec.quota.per), spec.quota.limit))
        throw new Error(
          `${spec.name}: the quota of ${spec.quota.limit} requests a ${spec.quota.per} is spent until the next ${spec.quota.per} (UTC)`,
        );
      const { hits, total } = await call(q.query, signal);
      const items: ResultItem[] = hits.slice(0, Math.min(WEB_RESULTS, want)).map((h, rank) => ({
        document_id: h.url,
        title: h.title,
        relevance_score: score(1 - rank * 0.03),
        summary: h.snippet,
        url: h.url,
        metadata: { engine: spec.name, rank: rank + 1, source_type: 'media', verification_level: 0 },
      }));
      return { items, total: Math.max(total, items.length) };
    },
  };
}

/** Text of an HTML snippet (Wikipedia marks matches with spans). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
