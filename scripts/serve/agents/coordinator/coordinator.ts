/**
 * The multi-engine coordinator: one search runs its engines at once, each within the timeout, and
 * merges what they found: duplicates (the same document, entity, image or page found by several
 * engines) become one result with the best score and every engine that found it; results of similarity
 * engines under the relevance threshold are dropped; the rest are ranked by score. An answer is
 * `success` when every engine answered, `partial` when some failed, timed out or answered by a lesser
 * method (each one named in `engines`), `failed` when none answered. At most `max_concurrent_searches`
 * searches run the archive's engines at once; the others wait in a queue served by priority (urgent,
 * high, normal), then in order of arrival, and at most `max_queued_searches` wait: one more is refused
 * at once (`CoordinatorBusy`). An external engine (the web) does not take a turn in that queue: each has
 * a queue and a per-call timeout of its own, so a slow web service holds no search of the archive's own
 * engines. Answers found whole are kept in the three cache levels.
 */
import { createHash, randomUUID } from 'node:crypto';
import PQueue from 'p-queue';
import type { CoordinatorSettings } from '../config.js';
import type { CacheLevel, CacheStats, LayeredCache } from '../cache/levels.js';
import type { Engine, EngineAnswer, ResultItem } from '../engines/engine.js';

export const PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const SEARCH_STATUSES = ['success', 'partial', 'failed'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
export const ENGINE_STATUSES = ['ok', 'failed', 'timed_out'] as const;

export interface EngineReport {
  name: string;
  status: (typeof ENGINE_STATUSES)[number];
  /** Time the engine took (or was given, when it timed out). */
  ms: number;
  /** Results it answered. */
  found: number;
  /** Why it failed or timed out. */
  message?: string;
  /** Why it answered by a lesser method than its own (then the search is `partial`). */
  degraded?: string;
}

/** The spec's general response format, with each engine's report and the cache level that answered. */
export interface SearchAnswer {
  request_id: string;
  status: SearchStatus;
  results: ResultItem[];
  total_found: number;
  search_time_ms: number;
  /** The engines that answered. */
  sources_searched: string[];
  engines: EngineReport[];
  /** The cache level the answer came from; null when the engines were asked. */
  cache: CacheLevel | null;
  [extra: string]: unknown;
}

export interface SearchPlan<Q> {
  /** The endpoint (`documents`, `semantic`…): part of the cache key. */
  kind: string;
  query: Q;
  engines: Engine<Q>[];
  window: { offset: number; limit: number };
  priority?: Priority;
  /** Seconds the search may take, waiting in the queue included; at most the coordinator's timeout. */
  timeoutSeconds?: number;
  /** The caller's request id (a queue message's); a new UUID when absent. */
  requestId?: string;
  /** Fields added to the answer from the ranked results (the fact-check's verdict); kept in the cache with it. */
  finish?: (ranked: ResultItem[], engines: EngineReport[]) => Record<string, unknown>;
}

export interface CoordinatorStats {
  searches: number;
  running: number;
  waiting: number;
  cache: CacheStats;
}

const PRIORITY_VALUE: Record<Priority, number> = { normal: 0, high: 1, urgent: 2 };

/** Stable JSON (keys sorted) for cache keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

type Outcome = { report: EngineReport; answer: EngineAnswer | null; exact: boolean };

/** Refused at once: the queue of searches waiting for a turn is full. */
export class CoordinatorBusy extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} searches already wait for a turn`);
  }
}

export class Coordinator {
  private readonly queue: PQueue;
  private searches = 0;

  constructor(
    readonly settings: CoordinatorSettings,
    private readonly cache: LayeredCache,
    /** The archive commit being served: answers are cached per commit. */
    private readonly commit: () => string,
  ) {
    this.queue = new PQueue({ concurrency: settings.max_concurrent_searches });
  }

  stats(): CoordinatorStats {
    return {
      searches: this.searches,
      running: this.queue.pending,
      waiting: this.queue.size,
      cache: this.cache.stats(),
    };
  }

  /** Resolves once nothing runs or waits. */
  idle(): Promise<void> {
    return this.queue.onIdle();
  }

  async search<Q>(plan: SearchPlan<Q>): Promise<SearchAnswer> {
    const began = performance.now();
    const requestId = plan.requestId ?? randomUUID();
    const elapsed = () => Math.round(performance.now() - began);
    this.searches++;
    const key = this.cacheKey(plan);
    const held = this.cache.get(key);
    if (held) {
      const body = JSON.parse(held.entry.body) as Omit<SearchAnswer, 'request_id' | 'search_time_ms' | 'cache'>;
      return { ...body, request_id: requestId, search_time_ms: elapsed(), cache: held.level } as SearchAnswer;
    }
    const outcomes = await this.outcomes(plan);
    const merged = this.merge(outcomes);
    const reports = outcomes.map((o) => o.report);
    const answered = outcomes.filter((o) => o.answer);
    const whole = answered.length === outcomes.length && !answered.some((o) => o.answer!.degraded);
    const status: SearchStatus = whole ? 'success' : answered.length ? 'partial' : 'failed';
    const body = {
      status,
      results: merged.ranked.slice(plan.window.offset, plan.window.offset + plan.window.limit),
      total_found: merged.total,
      sources_searched: answered.map((o) => o.report.name),
      engines: reports,
      ...(plan.finish ? plan.finish(merged.ranked, reports) : {}),
    };
    if (status === 'success')
      this.cache.set(key, {
        stored_at: Date.now(),
        external: plan.engines.some((e) => e.external),
        body: JSON.stringify(body),
      });
    return { request_id: requestId, ...body, search_time_ms: elapsed(), cache: null };
  }

  private cacheKey<Q>(plan: SearchPlan<Q>): string {
    return createHash('sha256')
      .update(
        canonical([plan.kind, this.commit(), plan.engines.map((e) => e.name), plan.query, plan.window, this.settings]),
      )
      .digest('hex');
  }

  /**
   * Each engine's outcome, in the plan's order: the archive's own engines once the search has its turn
   * in the queue, the external ones at once (their own queues bound them), all within the timeout.
   */
  private async outcomes<Q>(plan: SearchPlan<Q>): Promise<Outcome[]> {
    const own = plan.engines.filter((e) => !e.external);
    const external = plan.engines.filter((e) => e.external);
    if (own.length && this.queue.size >= this.settings.max_queued_searches) throw new CoordinatorBusy(this.queue.size);
    const timeoutMs = Math.min(plan.timeoutSeconds ?? Infinity, this.settings.timeout_seconds) * 1000;
    const deadline = Date.now() + timeoutMs;
    const outside = this.runEngines(plan, external, timeoutMs);
    const inside = own.length ? this.inTurn(plan, own, timeoutMs, deadline) : Promise.resolve([]);
    const [mine, theirs] = await Promise.all([inside, outside]);
    const byEngine = new Map([...mine, ...theirs].map((o, i) => [[...own, ...external][i]!, o]));
    return plan.engines.map((e) => byEngine.get(e)!);
  }

  /** The engines run once the search has its turn; a search that waited out its time is timed out. */
  private async inTurn<Q>(plan: SearchPlan<Q>, engines: Engine<Q>[], timeoutMs: number, deadline: number) {
    // Only the wait in the queue is cut here; once started, the engines have what is left of the time.
    const waiting = new AbortController();
    let started = false;
    const waitTimer = setTimeout(() => {
      if (!started) waiting.abort(new Error('queue wait'));
    }, timeoutMs);
    try {
      return await this.queue.add(
        () => {
          started = true;
          return this.runEngines(plan, engines, Math.max(0, deadline - Date.now()));
        },
        { priority: PRIORITY_VALUE[plan.priority ?? 'normal'], signal: waiting.signal },
      );
    } catch (err) {
      if (!waiting.signal.aborted) throw err;
      const message = `waited ${timeoutMs} ms in the queue behind ${this.settings.max_concurrent_searches} running searches`;
      return engines.map((e): Outcome => ({
        report: { name: e.name, status: 'timed_out', ms: 0, found: 0, message },
        answer: null,
        exact: e.exact,
      }));
    } finally {
      clearTimeout(waitTimer);
    }
  }

  /** The engines at once, each stopped at the deadline. */
  private runEngines<Q>(plan: SearchPlan<Q>, engines: Engine<Q>[], budgetMs: number): Promise<Outcome[]> {
    const want = plan.window.offset + plan.window.limit;
    return Promise.all(
      engines.map(async (engine): Promise<Outcome> => {
        const controller = new AbortController();
        const started = performance.now();
        const ms = () => Math.round(performance.now() - started);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((done) => {
          timer = setTimeout(() => done('timeout'), budgetMs);
        });
        try {
          const result = await Promise.race([engine.search(plan.query, { signal: controller.signal, want }), timeout]);
          if (result === 'timeout') {
            controller.abort(new Error('timed out'));
            return {
              report: {
                name: engine.name,
                status: 'timed_out',
                ms: ms(),
                found: 0,
                message: `no answer within ${budgetMs} ms`,
              },
              answer: null,
              exact: engine.exact,
            };
          }
          return {
            report: {
              name: engine.name,
              status: 'ok',
              ms: ms(),
              found: result.items.length,
              ...(result.degraded ? { degraded: result.degraded } : {}),
            },
            answer: result,
            exact: engine.exact,
          };
        } catch (err) {
          controller.abort(err);
          return {
            report: {
              name: engine.name,
              status: 'failed',
              ms: ms(),
              found: 0,
              message: (err as Error).message || String(err),
            },
            answer: null,
            exact: engine.exact,
          };
        } finally {
          clearTimeout(timer);
        }
      }),
    );
  }

  /** Deduplicated (when set), thresholded, best first; the total counts what the engines held beyond their pages. */
  private merge(outcomes: Outcome[]): { ranked: ResultItem[]; total: number } {
    const threshold = this.settings.relevance_threshold;
    const kept: ResultItem[] = [];
    const byKey = new Map<string, { item: ResultItem; exact: boolean }>();
    let unseen = 0;
    for (const o of outcomes) {
      if (!o.answer) continue;
      unseen = Math.max(unseen, o.answer.total - o.answer.items.length);
      for (const item of o.answer.items) {
        const found = { ...item, metadata: { ...item.metadata, found_by: [o.report.name] } };
        if (!this.settings.deduplication) {
          if (o.exact || item.relevance_score >= threshold) kept.push(found);
          continue;
        }
        const held = byKey.get(item.url);
        if (!held) {
          byKey.set(item.url, { item: found, exact: o.exact });
          continue;
        }
        const by = [...(held.item.metadata.found_by as string[]), o.report.name];
        const better = item.relevance_score > held.item.relevance_score ? found : held.item;
        held.item = { ...better, metadata: { ...held.item.metadata, ...better.metadata, found_by: by } };
        held.exact ||= o.exact;
      }
    }
    if (this.settings.deduplication)
      for (const { item, exact } of byKey.values()) if (exact || item.relevance_score >= threshold) kept.push(item);
    kept.sort((a, b) => b.relevance_score - a.relevance_score || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    return { ranked: kept, total: kept.length + unseen };
  }
}
