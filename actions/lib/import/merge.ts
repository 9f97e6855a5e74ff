/**
 * The facts the merge of an import decides from (plan.ts): the shards' result files, read as hostile
 * input; every file of the folder hashed again; and the archive and its decisions log as they are now.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lookupUpload, readDecisionLog } from '../archive/decisions-log.js';
import { uploadIdFor } from '../archive/upload-id.js';
import { findExactDuplicates } from '../archive/exact-duplicates.js';
import { listDocumentIds } from '../archive/read.js';
import type { DecisionLogEntry } from '../archive/records.js';
import type { DirhubConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import type { Problem } from '../core/problem.js';
import { loadArchiveSnapshot } from '../pipeline/analyze.js';
import type { ContentCache } from '../pipeline/processing/cache.js';
import { detectKind } from '../pipeline/validation/sniff.js';
import type { ImportFolder, ImportSource } from './folder.js';
import type { EntryFacts, MergeFacts } from './plan.js';
import { archiveSignature, decisionSettingsHash, parseShardResult, type ShardResult } from './shard-file.js';

export interface MergeInput {
  /** The archive repository. */
  root: string;
  /** The folder as the user named it (shown in the plan). */
  label: string;
  folder: ImportFolder;
  source: ImportSource;
  /** The shards' result files: a name for messages, and their text. */
  results: { where: string; text: string }[];
  config: DirhubConfig;
  now: Date;
  batchSize?: number;
  cache?: ContentCache | null;
  onProgress?: (message: string) => void;
}

/** The log's latest decision on an upload, when an earlier import of this folder accepted or rejected it. */
function earlierImport(entries: DecisionLogEntry[] | undefined, ref: string): DecisionLogEntry | null {
  const latest = entries?.at(-1);
  return latest &&
    latest.submitted_via?.kind === 'import' &&
    latest.submitted_via.ref === ref &&
    (latest.state === 'accepted' || latest.state === 'rejected')
    ? latest
    : null;
}

export async function gatherMergeFacts(input: MergeInput): Promise<MergeFacts> {
  const progress = input.onProgress ?? (() => {});
  const shards: { where: string; result: ShardResult }[] = [];
  const unreadable: Problem[] = [];
  for (const r of input.results) {
    const parsed = parseShardResult(r.text, r.where);
    if (parsed.ok) shards.push({ where: r.where, result: parsed.result });
    else unreadable.push(parsed.problem);
  }
  shards.sort((a, b) => a.result.shard.index - b.result.shard.index);

  const log = await readDecisionLog(input.root);
  const entries: EntryFacts[] = [];
  const { dir } = input.folder;
  for (const [i, pair] of input.folder.entries.entries()) {
    if (i > 0 && i % 500 === 0) progress(`checked ${i}/${input.folder.entries.length} uploads against the folder`);
    const metadata = pair.metadata ? new Uint8Array(await readFile(join(dir, pair.metadata))) : null;
    const metadataSha = metadata ? sha256(metadata) : null;
    let file: EntryFacts['file'] = null;
    let exact: EntryFacts['exact'] = [];
    let earlier: DecisionLogEntry | null = null;
    if (pair.file) {
      const path = join(dir, pair.file);
      const bytes = new Uint8Array(await readFile(path));
      file = { path, sha256: sha256(bytes), bytes: bytes.byteLength, kind: detectKind(bytes) };
      earlier = earlierImport(lookupUpload(log, uploadIdFor(file.sha256, metadataSha))?.history, input.source.ref);
      if (!earlier) exact = await findExactDuplicates(file.sha256, input.root, { log });
    }
    entries.push({ pair, file, metadata, metadata_sha256: metadataSha, exact, earlier });
  }

  const signature = archiveSignature(await listDocumentIds(input.root));
  // A shard judged near copies against the archive it saw; if the archive changed since, they are found again.
  const stale = shards.some((s) => s.result.archive.signature !== signature);
  if (stale) progress('the archive changed since a shard read it: looking for near copies in it again');
  const sketches = stale ? (await loadArchiveSnapshot(input.root, input.config, input.cache ?? null)).sketches : null;
  return {
    folder: input.label,
    source: input.source,
    entries,
    folder_problems: input.folder.problems,
    shards,
    unreadable,
    settings_sha256: decisionSettingsHash(input.config),
    archive: { signature, sketches },
    config: input.config,
    today: input.now.toISOString().slice(0, 10),
    now: input.now.toISOString(),
    ...(input.batchSize ? { batch_size: input.batchSize } : {}),
  };
}
