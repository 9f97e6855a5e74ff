/**
 * What a kind of source does: list what it holds since a cursor. Downloading is the same for every kind
 * (`run.ts`); a kind only says where each document is and what the source tells about it. Adding a kind
 * is one module here with a `list`, its settings in config.ts, and an entry in `KINDS` (docs/discovery.md).
 */
import type { Problem } from '../../core/problem.js';
import type { DiscoveryCode } from '../codes.js';
import type { SourceConfig } from '../config.js';
import type { Http } from '../http.js';
import type { Candidate, Cursor } from '../state.js';

export interface ListContext {
  http: Http;
  /** The archive repository (a folder source's relative path starts there). */
  root: string;
  now: Date;
  env: Record<string, string | undefined>;
  /** A dry run asks for everything the source holds (no conditional request), and changes nothing. */
  dryRun: boolean;
  log: (line: string) => void;
}

export type Listing =
  | {
      ok: true;
      candidates: Candidate[];
      /** The cursor to save once the candidates are safe (in a pull request or in the pending list). */
      cursor: Cursor;
      /** Robots.txt asked for this spacing between requests to the source's host (ms). */
      delayMs?: number | null;
      /** Whether robots.txt must be asked before each document is downloaded. */
      robots?: boolean;
      /** Headers every download of this source carries (none for public files). */
      downloadHeaders?: Record<string, string>;
    }
  | { ok: false; problem: Problem<DiscoveryCode> };

export interface SourceKindModule<S extends SourceConfig> {
  list(source: S, cursor: Cursor, ctx: ListContext): Promise<Listing>;
}

/** One line of text: whitespace runs (line breaks, tabs) become one space, ends trimmed, cut to `max`. */
export function oneLine(text: string | null | undefined, max = 300): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The date part (YYYY-MM-DD) of an ISO date or timestamp, or of any date Date can read; null otherwise. */
export function isoDay(text: string | null | undefined): string | null {
  if (!text) return null;
  const direct = /^(\d{4}-\d{2}-\d{2})/.exec(text.trim());
  if (direct) return direct[1]!;
  const t = Date.parse(text);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/**
 * The `source_url` metadata of a document at `url`: its address when it is on the web. A `file:` address
 * (a feed or page kept on this machine) names no public place, and the upload schema takes http(s) only.
 */
export function sourceUrlOf(url: string): { source_url?: string } {
  return /^https?:/i.test(url) ? { source_url: url } : {};
}
