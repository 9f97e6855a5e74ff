/**
 * How Pagefind's index is split (site.search_engine "pagefind"); `newestFirst` also numbers the ranked
 * index's documents. Pagefind's indexer holds a whole index in memory (9 GB for one index of
 * 30,000 documents), and one query's work grows with the documents it matches.
 * So the archive is indexed as several Pagefind bundles ("shards") of bounded size, each built and
 * released in turn; the browser searches them side by side in separate workers and merges the results.
 *
 * Shards hold consecutive documents in date order, newest first: a date-ordered search is the shards'
 * results one after the other, and a year filter skips the shards that cannot hold that year.
 */

export interface ShardLimits {
  /** At most this many documents in one shard. */
  documents: number;
  /** At most this many characters of text in one shard (a shard's first document may exceed it alone). */
  chars: number;
}

/** Pagefind 1.6's indexer peaks near 6 GB on a full shard (docs/benchmarks/site.md): within a 16 GB CI runner. */
export const DEFAULT_SHARD_LIMITS: ShardLimits = { documents: 10_000, chars: 128_000_000 };

export interface ShardDocument {
  id: string;
  date: string;
  year: string;
  chars: number;
}

export interface SearchShard<D extends ShardDocument = ShardDocument> {
  /** Folder of the Pagefind bundle, relative to the site root: `pagefind/`, then `pagefind-2/`, … */
  dir: string;
  documents: D[];
  /** Newest and oldest year in the shard (`undated` sorts last), for skipping shards by year. */
  newestYear: string;
  oldestYear: string;
}

export function shardDir(index: number): string {
  return index === 0 ? 'pagefind/' : `pagefind-${index + 1}/`;
}

/** Whether a folder name at the site root is one of `shardDir`'s. */
export function isShardDir(name: string): boolean {
  return /^pagefind(-\d+)?$/.test(name);
}

/** Newest first; undated documents last; ties by id so that the plan is the same on every build. */
export function newestFirst(a: Pick<ShardDocument, 'id' | 'date'>, b: Pick<ShardDocument, 'id' | 'date'>): number {
  const ad = /^\d{4}/.test(a.date) ? a.date : '';
  const bd = /^\d{4}/.test(b.date) ? b.date : '';
  if (ad !== bd) return ad < bd ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function planSearchShards<D extends ShardDocument>(
  documents: readonly D[],
  limits: ShardLimits = DEFAULT_SHARD_LIMITS,
): SearchShard<D>[] {
  if (!(limits.documents >= 1) || !(limits.chars >= 1))
    throw new Error(`search shard limits must be positive, got ${JSON.stringify(limits)}`);
  const sorted = [...documents].sort(newestFirst);
  const groups: D[][] = [];
  let current: D[] = [];
  let chars = 0;
  for (const doc of sorted) {
    if (current.length && (current.length >= limits.documents || chars + doc.chars > limits.chars)) {
      groups.push(current);
      current = [];
      chars = 0;
    }
    current.push(doc);
    chars += doc.chars;
  }
  if (current.length || !groups.length) groups.push(current);
  return groups.map((docs, i) => ({
    dir: shardDir(i),
    documents: docs,
    newestYear: docs[0]?.year ?? 'undated',
    oldestYear: docs[docs.length - 1]?.year ?? 'undated',
  }));
}

/** What the search page needs to know of each shard. */
export interface ShardSummary {
  /** URL of the bundle folder, with the site's base. */
  url: string;
  documents: number;
  newestYear: string;
  oldestYear: string;
}

/** Whether a shard can hold documents of `year` (always true when either side is not a 4-digit year). */
export function shardMayHoldYear(shard: Pick<ShardSummary, 'newestYear' | 'oldestYear'>, year: string): boolean {
  const y = /^\d{4}$/.test(year) ? year : null;
  if (!y) return true;
  const newest = /^\d{4}$/.test(shard.newestYear) ? shard.newestYear : null;
  const oldest = /^\d{4}$/.test(shard.oldestYear) ? shard.oldestYear : null;
  if (newest && y > newest) return false;
  if (oldest && y < oldest) return false;
  // An undated tail means the shard's oldest end is unknown: only the newest bound applies.
  return true;
}
