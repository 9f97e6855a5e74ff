/**
 * The build side of search: one interface each engine's indexer implements (the site's ranked index,
 * `ranked-indexer.ts`; Pagefind, `pagefind-indexer.ts`), so that the build plans an index, writes it,
 * and learns its files and how the service worker should keep them, without knowing any engine's file
 * names. The browser side has its own interface over the same engines (site/client/search/engine.ts).
 */
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import type { SearchableText } from './furniture-lines.js';
import type { SearchShard, ShardDocument, ShardLimits } from './shards.js';
import type { IndexDocument } from './write.js';

/** A document as an indexer reads it: what a result shows, what it is filtered and cut into shards by. */
export type IndexedDocument = IndexDocument & ShardDocument;

export interface IndexerOptions {
  log?: (line: string) => void;
  /** Size bounds of one shard, for an engine that cuts its index into shards. */
  shardLimits?: ShardLimits;
  /** The ranked index: words in at least this many documents carry their first page in their chunk. */
  headMinDocuments?: number;
  /** Add to the index an earlier build left in the output folder, where the engine can (`addsToEarlier`). */
  reuse?: boolean;
}

/**
 * When the service worker fetches a file of the index: at install, whatever the index's size; at
 * install only while the whole index is small enough to keep offline; or only when a search asks.
 */
export type Precache = 'always' | 'while-small' | 'never';

export interface IndexFile {
  /** From the site root. */
  path: string;
  bytes: number;
  precache: Precache;
}

export interface WrittenIndex {
  documents: number;
  /** Bundles searched side by side (Pagefind's shards); 0 for an index that is one. */
  shards: number;
  files: IndexFile[];
  /** Path prefixes (from the site root) whose files never change under their names: served from the cache first. */
  cacheFirst: string[];
  /** For an engine that adds to an earlier index: whether it did, and why. */
  update?: {
    mode: 'full' | 'delta';
    reason: string;
    delta: { documents: number; removed: number; replacedChunks: number } | null;
  };
}

export interface SearchIndexer {
  engine: SearchEngineName;
  /** Whether a folder at the site root is this engine's: an earlier build's index, never pruned file by file. */
  ownsFolder(name: string): boolean;
  /**
   * Whether `write` can add to the index an earlier build left (`reuse`): the build then leaves the
   * engine's folder to it, rather than delete it first.
   */
  addsToEarlier: boolean;
  /** How the index is cut, for the plan and the search page; none when it is one. */
  shards<D extends ShardDocument>(documents: readonly D[], options: IndexerOptions): SearchShard<D>[];
  /** Writes the index of `documents` under `outDir`, reading each one's text as search reads it with `text`. */
  write<D extends IndexedDocument>(
    documents: readonly D[],
    text: (doc: D) => Promise<SearchableText>,
    outDir: string,
    options: IndexerOptions,
  ): Promise<WrittenIndex>;
}
