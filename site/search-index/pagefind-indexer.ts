/**
 * Pagefind behind the indexer interface (site.search_engine "pagefind"): one Pagefind bundle per shard
 * (shards.ts), each indexed by a fresh Pagefind process that is closed before the next starts, so the
 * indexer's memory is bounded by the shard limits rather than by the archive. Documents are added as
 * custom records (title, summary and text; metadata for the result card; filters; sort keys), which
 * keeps indexing proportional to the text rather than re-reading the rendered pages.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { IndexedDocument, IndexFile, SearchIndexer } from './indexer.js';
import { isShardDir, planSearchShards } from './shards.js';

const ADD_BATCH = 64;

function searchRecord(doc: IndexedDocument, content: string) {
  const meta: Record<string, string> = { title: doc.title, date: doc.date, source: doc.source };
  if (doc.category) meta.category = doc.category;
  return {
    // Pagefind prepends its baseUrl (the path prefix) when the browser asks for results.
    url: `/documents/${doc.id}/`,
    content: `${doc.title}.\n${doc.summary ?? ''}\n${content}`,
    language: 'en',
    meta,
    filters: Object.fromEntries(Object.entries(doc.filters).filter((e): e is [string, string[]] => e[1] !== undefined)),
    sort: { date: doc.date, title: doc.title.toLowerCase() },
  };
}

/**
 * Every shard's scripts, entry, metadata, filters and WebAssembly are fetched at install, so search
 * starts offline; its index chunks and fragments too while the whole index is small. Pagefind's own UI
 * is not used, and the highlighting script is the same in every shard.
 */
function precacheOf(name: string, shard: number): IndexFile['precache'] {
  if (/ui\.(js|css)$/.test(name)) return 'never';
  if (shard > 0 && name === 'pagefind-highlight.js') return 'never';
  return /^(index|fragment)\//.test(name) ? 'while-small' : 'always';
}

export const pagefindIndexer: SearchIndexer = {
  engine: 'pagefind',
  ownsFolder: isShardDir,
  addsToEarlier: false,
  shards: (documents, options) => planSearchShards(documents, options.shardLimits),
  async write(documents, text, outDir, options) {
    const log = options.log ?? (() => {});
    const shards = planSearchShards(documents, options.shardLimits);
    const pagefind = await import('pagefind');
    let n = 0;
    for (const [i, shard] of shards.entries()) {
      const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      try {
        for (let j = 0; j < shard.documents.length; j += ADD_BATCH) {
          const batch = shard.documents.slice(j, j + ADD_BATCH);
          const texts = await Promise.all(batch.map(text));
          for (let k = 0; k < batch.length; k++) {
            const added = await index.addCustomRecord(searchRecord(batch[k]!, texts[k]!.text));
            if (added.errors.length) throw new Error(`Pagefind rejected ${batch[k]!.id}: ${added.errors.join('; ')}`);
            n++;
          }
          if (n % 5000 < ADD_BATCH) log(`search index: ${n}/${documents.length} documents`);
        }
        const written = await index.writeFiles({ outputPath: join(outDir, shard.dir) });
        if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
      } finally {
        await pagefind.close();
      }
      if (shards.length > 1)
        log(
          `search index: shard ${i + 1}/${shards.length} written (${shard.documents.length} documents, ${shard.newestYear}–${shard.oldestYear})`,
        );
    }
    const files: IndexFile[] = [];
    for (const [i, shard] of shards.entries()) {
      for (const e of await readdir(join(outDir, shard.dir), { recursive: true, withFileTypes: true })) {
        if (!e.isFile()) continue;
        const f = join(e.parentPath, e.name);
        const path = relative(outDir, f).split('\\').join('/');
        files.push({ path, bytes: (await stat(f)).size, precache: precacheOf(path.slice(path.indexOf('/') + 1), i) });
      }
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { documents: n, shards: shards.length, files, cacheFirst: shards.map((s) => s.dir) };
  },
};
