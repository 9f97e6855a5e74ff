/**
 * The site's own ranked index (docs/search.md) behind the indexer interface: one index under
 * `search-index/`, its manifest always fetched for offline use, its chunks while the index is small.
 * With `reuse`, it adds to the index an earlier build left rather than write it whole (write.ts).
 */
import { INDEX_DIR } from './format.js';
import type { SearchIndexer } from './indexer.js';
import { newestFirst } from './shards.js';
import { STATE_FILE, writeRankedIndex } from './write.js';

const MANIFEST = `${INDEX_DIR}/manifest.json`;
const STATE = `${INDEX_DIR}/${STATE_FILE}`;

export const rankedIndexer: SearchIndexer = {
  engine: 'ranked',
  ownsFolder: (name) => name === INDEX_DIR,
  addsToEarlier: true,
  shards: () => [],
  async write(documents, text, outDir, options) {
    const written = await writeRankedIndex([...documents].sort(newestFirst), text, outDir, {
      ...(options.log ? { log: options.log } : {}),
      ...(options.headMinDocuments ? { headMinDocuments: options.headMinDocuments } : {}),
      ...(options.reuse ? { reuse: true } : {}),
    });
    return {
      documents: written.documents,
      shards: 0,
      files: written.files.map((f) => ({
        ...f,
        precache: f.path === MANIFEST ? 'always' : f.path === STATE ? 'never' : 'while-small',
      })),
      // The chunks live in folders named after their content; the manifest that names them does not.
      cacheFirst: [
        ...new Set(
          written.files
            .filter((f) => f.path !== MANIFEST && f.path !== STATE)
            .map((f) => `${f.path.split('/').slice(0, 2).join('/')}/`),
        ),
      ],
      update: { mode: written.mode, reason: written.reason, delta: written.delta },
    };
  },
};
