/** Every engine's indexer, by the name `site.search_engine` gives it. */
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import type { SearchIndexer } from './indexer.js';
import { pagefindIndexer } from './pagefind-indexer.js';
import { rankedIndexer } from './ranked-indexer.js';

export const SEARCH_INDEXERS: Record<SearchEngineName, SearchIndexer> = {
  ranked: rankedIndexer,
  pagefind: pagefindIndexer,
};

/** Whether a folder at the site root holds a search index, of any engine. */
export function isIndexFolder(name: string): boolean {
  return Object.values(SEARCH_INDEXERS).some((indexer) => indexer.ownsFolder(name));
}
