/**
 * One shard of an import: analyses the uploads of its slice of the folder, one after another, against
 * the archive as it is, and returns what the merge needs (shard-file.ts). Changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDocumentIds } from '../archive/read.js';
import type { AnalysisResult } from '../archive/records.js';
import type { DirhubConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import { PIPELINE_VERSION } from '../core/vocab.js';
import type { UploadInput } from '../pipeline/analyze.js';
import { entriesOfShard, type ImportFolder, type ImportSource, type ShardSpec } from './folder.js';
import {
  archiveSignature,
  decisionSettingsHash,
  shardItem,
  SHARD_FORMAT,
  SHARD_VERSION,
  type ShardItem,
  type ShardResult,
} from './shard-file.js';

export interface ShardRunOptions {
  folder: ImportFolder;
  source: ImportSource;
  shard: ShardSpec;
  /** The archive repository the uploads are judged against; null: an empty archive. */
  root: string | null;
  config: DirhubConfig;
  /** Analyses one upload (the CLI reads each file in a bounded process of its own). */
  analyze: (upload: UploadInput) => Promise<AnalysisResult>;
  now?: () => Date;
  onProgress?: (message: string) => void;
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Uploads per hour at the pace so far, for the progress line. */
export function perHour(done: number, seconds: number): number {
  return seconds > 0 ? Math.round((done * 3600) / seconds) : 0;
}

export async function analyseShard(options: ShardRunOptions): Promise<ShardResult> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const entries = entriesOfShard(options.folder.entries, options.shard);
  const ids = options.root ? await listDocumentIds(options.root) : [];
  const { index, count } = options.shard;
  options.onProgress?.(
    `shard ${index}/${count}: ${entries.length} of the folder's ${options.folder.entries.length} uploads, against an archive of ${ids.length} documents`,
  );
  const items: ShardItem[] = [];
  const started = performance.now();
  for (const [i, pair] of entries.entries()) {
    const metadata = pair.metadata ? new Uint8Array(await readFile(join(options.folder.dir, pair.metadata))) : null;
    const metadataSha = metadata ? sha256(metadata) : null;
    if (!pair.file) {
      items.push(shardItem(pair, metadataSha, null, null));
      continue;
    }
    const upload: UploadInput = {
      name: fileName(pair.file),
      file: new Uint8Array(await readFile(join(options.folder.dir, pair.file))),
      metadata,
      metadataName: pair.metadata ? fileName(pair.metadata) : null,
    };
    const t0 = performance.now();
    const analysis = await options.analyze(upload);
    const seconds = Math.round(performance.now() - t0) / 1000;
    items.push(shardItem(pair, metadataSha, analysis, seconds));
    const elapsed = (performance.now() - started) / 1000;
    options.onProgress?.(
      `[${i + 1}/${entries.length}] ${pair.file}: ${analysis.status}${analysis.relevance === null ? '' : ` ${analysis.relevance.toFixed(2)}`} (${seconds.toFixed(1)} s; ${perHour(i + 1, elapsed)} uploads/hour so far)`,
    );
  }
  return {
    format: SHARD_FORMAT,
    version: SHARD_VERSION,
    shard: options.shard,
    source: options.source,
    archive: { documents: ids.length, signature: archiveSignature(ids) },
    settings_sha256: decisionSettingsHash(options.config),
    pipeline_version: PIPELINE_VERSION,
    started_at: startedAt.toISOString(),
    finished_at: now().toISOString(),
    items,
  };
}
