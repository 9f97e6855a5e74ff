/**
 * The coordinator's three cache levels, looked up in order: memory (an LRU, 15 minutes), disk (one file
 * per answer, 24 hours) and the result database (SQLite, 7 days). A hit at a lower level is copied into
 * the levels above it. Each level counts its hits and misses. Keys hold the archive's commit, so an answer
 * is never served for another commit; answers holding web results also expire after `cache_ttl`.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { CacheSettings } from '../config.js';
import type { AgentStore } from './store.js';

export const CACHE_LEVELS = ['memory', 'disk', 'database'] as const;
export type CacheLevel = (typeof CACHE_LEVELS)[number];

export interface CacheEntry {
  /** When the answer was made, ms since the epoch. */
  stored_at: number;
  /** Whether it holds answers of external engines (the web). */
  external: boolean;
  /** The answer as JSON. */
  body: string;
}

export type CacheStats = Record<CacheLevel, { hits: number; misses: number; entries: number | null }>;

interface Level {
  name: CacheLevel;
  maxAgeMs: number;
  get(key: string): CacheEntry | null;
  set(key: string, entry: CacheEntry): void;
  entries(): number | null;
}

function memoryLevel(settings: CacheSettings): Level {
  const maxAgeMs = settings.memory_minutes * 60_000;
  const lru = new LRUCache<string, CacheEntry>({ max: settings.memory_entries });
  return {
    name: 'memory',
    maxAgeMs,
    get: (key) => lru.get(key) ?? null,
    set: (key, entry) => void lru.set(key, entry),
    entries: () => lru.size,
  };
}

/** One JSON file per answer under `dir`, in folders by the key's first two hex digits. */
function diskLevel(settings: CacheSettings, dir: string): Level {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key}.json`);
  return {
    name: 'disk',
    maxAgeMs: settings.disk_hours * 3_600_000,
    get(key) {
      try {
        const entry = JSON.parse(readFileSync(pathOf(key), 'utf8')) as CacheEntry;
        return typeof entry.stored_at === 'number' && typeof entry.body === 'string' ? entry : null;
      } catch {
        return null; // absent, or half-written by a crash: a miss either way
      }
    },
    set(key, entry) {
      const path = pathOf(key);
      mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(entry));
      renameSync(temp, path);
    },
    entries: () => null,
  };
}

function databaseLevel(settings: CacheSettings, store: AgentStore): Level {
  return {
    name: 'database',
    maxAgeMs: settings.database_days * 86_400_000,
    get(key) {
      const row = store.getResult(key);
      if (!row) return null;
      const { external, body } = JSON.parse(row.body) as { external: boolean; body: string };
      return { stored_at: row.stored_at, external, body };
    },
    set: (key, entry) =>
      store.putResult(key, entry.stored_at, JSON.stringify({ external: entry.external, body: entry.body })),
    entries: () => (store.db.prepare('SELECT count(*) FROM results').pluck().get() as number) ?? 0,
  };
}

export class LayeredCache {
  private readonly levels: Level[];
  private readonly counts = Object.fromEntries(CACHE_LEVELS.map((l) => [l, { hits: 0, misses: 0 }])) as Record<
    CacheLevel,
    { hits: number; misses: number }
  >;

  constructor(
    settings: CacheSettings,
    where: { dir: string | null; store: AgentStore | null },
    /** Seconds an answer with web results may be served. */
    private readonly externalTtlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.levels = [memoryLevel(settings)];
    if (where.dir) this.levels.push(diskLevel(settings, where.dir));
    if (where.store) {
      this.levels.push(databaseLevel(settings, where.store));
      where.store.pruneResults(this.now() - settings.database_days * 86_400_000);
    }
  }

  private fresh(level: Level, entry: CacheEntry): boolean {
    const age = this.now() - entry.stored_at;
    if (age < 0 || age >= level.maxAgeMs) return false;
    return !entry.external || age < this.externalTtlSeconds * 1000;
  }

  /** The first level holding a fresh answer, which is then copied into the levels above it. */
  get(key: string): { level: CacheLevel; entry: CacheEntry } | null {
    for (let i = 0; i < this.levels.length; i++) {
      const level = this.levels[i]!;
      const entry = level.get(key);
      if (entry && this.fresh(level, entry)) {
        this.counts[level.name].hits++;
        for (const above of this.levels.slice(0, i)) if (this.fresh(above, entry)) above.set(key, entry);
        return { level: level.name, entry };
      }
      this.counts[level.name].misses++;
    }
    return null;
  }

  set(key: string, entry: CacheEntry): void {
    for (const level of this.levels) level.set(key, entry);
  }

  stats(): CacheStats {
    const out = {} as CacheStats;
    for (const name of CACHE_LEVELS) {
      const level = this.levels.find((l) => l.name === name);
      out[name] = { ...this.counts[name], entries: level ? level.entries() : null };
    }
    return out;
  }

  /** Empties the disk level's folder (tests and `--no-cache` runs). */
  static clearDisk(dir: string): void {
    rmSync(dir, { recursive: true, force: true });
  }
}
