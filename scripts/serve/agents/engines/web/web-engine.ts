/**
 * The external web engines behind the coordinator's interface, for the agents only (the public
 * listener never reaches them, and their credentials never leave the server: no answer or error names
 * them). Each one: a documented search API, asked for 10 results with safe search off, within a quota
 * counted in the agent store so a restart does not reset it, and a pace of requests (one at a time, a
 * least interval apart, with Bottleneck) where the service asks for one. A result's score follows the
 * service's own order, every one of its ten above the relevance threshold.
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

export function webEngine(spec: WebEngineSpec, counter: UsageCounter, fetcher: typeof fetch = fetch): WebEngine {
  const limiter =
    spec.minIntervalMs === null ? null : new Bottleneck({ maxConcurrent: 1, minTime: spec.minIntervalMs });
  const ask = async (query: string, signal: AbortSignal) => {
    const { url, headers } = spec.request(query);
    const res = await fetcher(url, { headers: { accept: 'application/json', ...headers }, signal });
    if (!res.ok) throw new Error(`${spec.name} answered HTTP ${res.status}`);
    return spec.read(await res.json());
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
      const { hits, total } = await (limiter ? limiter.schedule(() => ask(q.query, signal)) : ask(q.query, signal));
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
