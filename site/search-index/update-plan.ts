/**
 * Whether the ranked index is written again whole or only its delta, decided from what the last write
 * kept of its base (`IndexState`) and the documents now: a document whose key is unchanged stays in the
 * base; every other one (added, or changed since) is written into the delta; a base document that is
 * gone or changed is removed from the base's lists. Past a bound on the delta, everything is written
 * whole again, which also renumbers the documents and takes a fresh average length. Pure: write.ts
 * reads the state and performs the plan.
 */
import { createHash } from 'node:crypto';
import { newestFirst } from './shards.js';
import type { IndexDocument } from './segment.js';

export const STATE_FORMAT = 1;

/** What a write keeps beside the index to plan the next one (`search-index/index-state.json`). */
export interface IndexState {
  format: typeof STATE_FORMAT;
  /** The base's folder, as the manifest names it. */
  base_dir: string;
  /** The base's average weighted length, which the delta's impacts are worked out against. */
  reference_length: number;
  /**
   * Per base document, by number: its id, key and date; null once it is removed or changed (its
   * lists no longer hold it, and its entry file is deleted).
   */
  base: ([id: string, key: string, date: string] | null)[];
}

/** The delta is written again whole each time: past this share of the base, the whole index is. */
export const DELTA_SHARE = 0.1;
/** …but never below this many documents, so that a small archive is not rewritten at every change. */
export const DELTA_MIN = 500;

export function deltaLimit(baseDocuments: number): number {
  return Math.max(DELTA_MIN, Math.floor(baseDocuments * DELTA_SHARE));
}

export type IndexUpdate =
  | { mode: 'full'; reason: string }
  | {
      mode: 'delta';
      reason: string;
      /** The delta's documents, as indexes into the documents given, in their order (newest first). */
      delta: number[];
      /** Per delta document, how many base documents come before it newest first (format.ts). */
      positions: number[];
      /** Base numbers to remove from the base's lists now, ascending. */
      removed: number[];
      /** Base numbers removed by this write and earlier ones. */
      removedInAll: number;
    };

/**
 * A document's key: a hash of everything its entry and lists are made from. Null when its text has no
 * key, so that it cannot be told unchanged.
 */
export function searchKey(doc: IndexDocument): string | null {
  if (!doc.textKey) return null;
  const sorted = (values: Partial<Record<string, string[]>>) =>
    Object.keys(values)
      .sort()
      .map((f) => [f, values[f] ?? []]);
  const filters = sorted(doc.filters);
  return createHash('sha256')
    .update(
      JSON.stringify([
        doc.id,
        doc.title,
        doc.date,
        doc.source,
        doc.category,
        doc.summary,
        filters,
        sorted(doc.fieldFilters ?? {}),
        doc.tags ?? [],
        doc.names ?? [],
      ]),
    )
    .update('\0')
    .update(doc.textKey)
    .digest('hex')
    .slice(0, 24);
}

/** `documents` newest first (shards.ts `newestFirst`), as the index numbers them. */
export function planIndexUpdate(
  state: IndexState | null,
  documents: readonly IndexDocument[],
  limit = state ? deltaLimit(state.base.length) : DELTA_MIN,
): IndexUpdate {
  if (!state) return { mode: 'full', reason: 'no earlier index to add to' };
  // A base without documents has no average length for a delta to be scored against.
  if (!state.base.some((entry) => entry !== null)) return { mode: 'full', reason: 'the base holds no documents' };
  const keys = documents.map(searchKey);
  if (keys.some((k) => k === null)) return { mode: 'full', reason: 'a document has no key for its text' };
  const baseNumber = new Map<string, number>();
  state.base.forEach((entry, n) => {
    if (entry) baseNumber.set(entry[0], n);
  });
  const kept = new Uint8Array(state.base.length);
  const delta: number[] = [];
  documents.forEach((doc, i) => {
    const n = baseNumber.get(doc.id);
    if (n !== undefined && state.base[n]![1] === keys[i]) kept[n] = 1;
    else delta.push(i);
  });
  const removed: number[] = [];
  let removedInAll = 0;
  state.base.forEach((entry, n) => {
    if (!entry) removedInAll++;
    else if (!kept[n]) removed.push(n);
  });
  removedInAll += removed.length;
  if (delta.length + removedInAll > limit)
    return {
      mode: 'full',
      reason: `${delta.length} documents added or changed and ${removedInAll} removed since the index was last written whole: more than ${limit}`,
    };
  // Where each delta document comes among the base's: before the first kept base document that sorts
  // after it. Removed numbers never match a search, so their place does not matter.
  const live: number[] = [];
  for (let n = 0; n < kept.length; n++) if (kept[n]) live.push(n);
  const baseDoc = (n: number) => ({ id: state.base[n]![0], date: state.base[n]![2] });
  const positions = delta.map((i) => {
    let lo = 0;
    let hi = live.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newestFirst(documents[i]!, baseDoc(live[mid]!)) < 0) hi = mid;
      else lo = mid + 1;
    }
    return lo < live.length ? live[lo]! : state.base.length;
  });
  return {
    mode: 'delta',
    reason: `${delta.length} documents in the delta, ${removed.length} removed from the base now (${removedInAll} in all)`,
    delta,
    positions,
    removed,
    removedInAll,
  };
}
