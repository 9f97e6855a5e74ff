/**
 * The site's own ranked index (docs/search.md) behind the indexer interface: one index under
 * `search-index/`, its manifest always fetched for offline use, its chunks while the index is small.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { INDEX_DIR } from './format.js';
import type { SearchIndexer } from './indexer.js';
import { newestFirst } from './shards.js';
import { writeRankedIndex } from './write.js';

const MANIFEST = `${INDEX_DIR}/manifest.json`;

export const rankedIndexer: SearchIndexer = {
  engine: 'ranked',
  ownsFolder: (name) => name === INDEX_DIR,
  shards: () => [],
  async write(documents, text, outDir, options) {
    await rm(join(outDir, INDEX_DIR), { recursive: true, force: true });
    const written = await writeRankedIndex([...documents].sort(newestFirst), text, outDir, {
      ...(options.log ? { log: options.log } : {}),
      ...(options.headMinDocuments ? { headMinDocuments: options.headMinDocuments } : {}),
    });
    return {
      documents: written.documents,
      shards: 0,
      files: written.files.map((f) => ({ ...f, precache: f.path === MANIFEST ? 'always' : 'while-small' })),
      // The chunks live in a folder named after their content; the manifest that names it does not.
      cacheFirst: [
        ...new Set(
          written.files.filter((f) => f.path !== MANIFEST).map((f) => `${f.path.split('/').slice(0, 2).join('/')}/`),
        ),
      ],
    };
  },
};
