/**
 * Writes the ranked search index (format.ts) for a built site: in full, one base segment of every
 * document; or, when the caller reuses an earlier build and update-plan.ts allows it, only a delta
 * beside the earlier base: the documents added or changed since the base was written, and the base's
 * chunks that held documents removed or changed since, rewritten without them. The base's folder is
 * then left as it was but for what named those documents, which is deleted: their entries, and its
 * versions of the chunks the delta rewrote.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  Chunk,
  chunkFile,
  documentFile,
  INDEX_DIR,
  INDEX_FORMAT,
  replacedChunkFile,
  separator,
  type IndexManifest,
} from './format.js';
import type { SearchableText } from './furniture-lines.js';
import { withoutDocuments } from './scrub.js';
import { isDated, writeSegment, type IndexDocument, type SegmentOptions } from './segment.js';
import { deltaLimit, planIndexUpdate, searchKey, STATE_FORMAT, type IndexState } from './update-plan.js';

export { HEAD_MIN_DOCUMENTS, HEAD_SIZE, CHUNK_BYTES, type IndexDocument } from './segment.js';

/** Beside the manifest: what the next write needs to add to this one. Never read by the search page. */
export const STATE_FILE = 'index-state.json';

export interface RankedIndexReport {
  documents: number;
  /** Words and filter values, and their list entries, in the segment(s) written now. */
  keys: number;
  postings: number;
  /** Chunks of the base and the delta. */
  chunks: number;
  /** Every file of the index, its path from the site root and its size. */
  files: { path: string; bytes: number }[];
  /** Written whole, or a delta beside the earlier base; and why. */
  mode: 'full' | 'delta';
  reason: string;
  /** With a delta: its documents, the base documents removed in all, base chunks rewritten. */
  delta: { documents: number; removed: number; replacedChunks: number } | null;
}

export interface RankedIndexOptions {
  log?: (line: string) => void;
  /** Words in at least this many documents carry a head (default HEAD_MIN_DOCUMENTS). */
  headMinDocuments?: number;
  /** Add to the index already in `outDir` when its state allows, rather than write it whole. */
  reuse?: boolean;
  /** Documents the delta may hold (added or changed, and removed) before the index is written whole. */
  deltaLimit?: number;
  /**
   * BM25's reference length for an index written whole (default: its documents' average). A delta always
   * takes the base's.
   */
  referenceLength?: number;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The earlier write's state, when it and its manifest are this format's and agree on the base. */
async function earlierIndex(root: string): Promise<{ state: IndexState; manifest: IndexManifest } | null> {
  const [state, manifest] = await Promise.all([
    readJson<IndexState>(join(root, STATE_FILE)),
    readJson<IndexManifest>(join(root, 'manifest.json')),
  ]);
  if (state?.format !== STATE_FORMAT || manifest?.format !== INDEX_FORMAT) return null;
  if (manifest.base?.dir !== state.base_dir || manifest.base.documents !== state.base.length) return null;
  return { state, manifest };
}

/** Every file under a folder of the index, with its size, from the site root. */
async function filesUnder(outDir: string, dir: string): Promise<{ path: string; bytes: number }[]> {
  const out: { path: string; bytes: number }[] = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const f = join(e.parentPath, e.name);
    out.push({ path: relative(outDir, f).split('\\').join('/'), bytes: (await stat(f)).size });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

type SegmentSettings = Pick<SegmentOptions, 'log' | 'headMinDocuments'>;

/** What one write leaves: the manifest search reads, the state the next write reads, and what it counted. */
interface IndexWrite {
  manifest: IndexManifest;
  state: IndexState;
  written: { keys: number; postings: number };
  delta: RankedIndexReport['delta'];
}

/** The whole index: one base segment of every document, and a state the next write can add to. */
async function writeWhole<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  root: string,
  segmentOptions: SegmentSettings,
  referenceLength: number | undefined,
): Promise<IndexWrite> {
  await rm(root, { recursive: true, force: true });
  const base = await writeSegment(documents, text, root, {
    ...segmentOptions,
    ...(referenceLength ? { referenceLength } : {}),
  });
  return {
    manifest: { format: INDEX_FORMAT, documents: documents.length, base: base.manifest, delta: null },
    state: {
      format: STATE_FORMAT,
      base_dir: base.manifest.dir,
      reference_length: referenceLength ?? base.averageLength,
      base: documents.map((d) => [d.id, searchKey(d) ?? '', d.date]),
    },
    written: base,
    delta: null,
  };
}

/** The base's chunks the delta carries, and each base chunk's first and last key as it now stands. */
interface CurrentBaseChunks {
  replaced: { path: string; data: Uint8Array }[];
  replacedChunks: number[];
  /** Each base chunk's first and last key (null for an empty one), when every chunk is read. */
  ends: ([string, string] | null)[];
}

/**
 * Each base chunk as it now stands (rewritten by an earlier delta, or as the base wrote it), taken
 * without the documents removed now; the chunks rewritten before are carried into the new delta.
 */
async function currentBaseChunks(
  root: string,
  manifest: IndexManifest,
  removed: readonly number[],
  removedNow: Uint8Array,
): Promise<CurrentBaseChunks> {
  const baseDir = join(root, manifest.base.dir);
  const oldDelta = manifest.delta;
  const replacedBefore = new Set(oldDelta?.replaced ?? []);
  const out: CurrentBaseChunks = { replaced: [], replacedChunks: [], ends: [] };
  for (let i = 0; i < manifest.base.chunks.length; i++) {
    if (!removed.length && !replacedBefore.has(i)) continue;
    const current = new Uint8Array(
      await readFile(
        replacedBefore.has(i) ? join(root, oldDelta!.dir, replacedChunkFile(i)) : join(baseDir, chunkFile(i)),
      ),
    );
    const rewritten = removed.length ? withoutDocuments(current, removedNow) : null;
    if (rewritten || replacedBefore.has(i)) {
      out.replaced.push({ path: replacedChunkFile(i), data: rewritten ?? current });
      out.replacedChunks.push(i);
    }
    const keys = new Chunk(rewritten ?? current).keys;
    out.ends.push(keys.length ? [keys[0]!, keys[keys.length - 1]!] : null);
  }
  return out;
}

/**
 * The base chunks' lower bounds. A chunk's lower bound is cut from its first key: once keys are gone
 * (a removed document's own words), each bound is cut again from the keys that remain, so the manifest
 * no longer names them.
 */
function chunkBounds(chunks: readonly string[], ends: CurrentBaseChunks['ends'], anyRemoved: boolean): string[] {
  const bounds = [...chunks];
  if (!anyRemoved) return bounds;
  const firstFrom: (string | undefined)[] = [];
  let first: string | undefined;
  for (let i = ends.length - 1; i >= 0; i--) firstFrom[i] = first = ends[i]?.[0] ?? first;
  let before = '';
  for (let i = 1; i < ends.length; i++) {
    before = ends[i - 1]?.[1] ?? before;
    bounds[i] = firstFrom[i] !== undefined ? separator(before, firstFrom[i]!) : `${before}\u0000`;
  }
  return bounds;
}

/**
 * A delta beside the earlier base: the added and changed documents, and the base chunks rewritten
 * without the removed ones. What named the removed documents leaves the base's folder.
 */
async function writeDelta<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  root: string,
  earlier: { state: IndexState; manifest: IndexManifest },
  plan: Extract<ReturnType<typeof planIndexUpdate>, { mode: 'delta' }>,
  segmentOptions: SegmentSettings,
): Promise<IndexWrite> {
  const { state: before, manifest: m } = earlier;
  // Gone until the write ends: an interrupted write leaves no state to add to, and the next is whole.
  await rm(join(root, STATE_FILE), { force: true });
  const baseDir = join(root, m.base.dir);
  const removedNow = new Uint8Array(m.base.documents);
  for (const n of plan.removed) removedNow[n] = 1;
  const { replaced, replacedChunks, ends } = await currentBaseChunks(root, m, plan.removed, removedNow);
  const bounds = chunkBounds(m.base.chunks, ends, plan.removed.length > 0);
  const deltaDocuments = plan.delta.map((i) => documents[i]!);
  const segment = await writeSegment(deltaDocuments, text, root, {
    ...segmentOptions,
    referenceLength: before.reference_length,
    extra: replaced,
  });
  // The removed documents leave the published base: their entries, and the base's own versions of the
  // chunks rewritten without them (the delta's versions replace those).
  const replacedBefore = new Set(m.delta?.replaced ?? []);
  await Promise.all([
    ...plan.removed.map((n) => rm(join(baseDir, documentFile(n)), { force: true })),
    ...replacedChunks
      .filter((i) => !replacedBefore.has(i))
      .map((i) => rm(join(baseDir, chunkFile(i)), { force: true })),
  ]);
  const changed = deltaDocuments.length > 0 || replacedChunks.length > 0;
  // Anything else in the index's folder (the earlier delta, what an interrupted write left) goes.
  const keep = new Set([m.base.dir, ...(changed ? [segment.manifest.dir] : [])]);
  for (const e of await readdir(root, { withFileTypes: true }))
    if (e.isDirectory() && !keep.has(e.name)) await rm(join(root, e.name), { recursive: true, force: true });
  const delta = changed
    ? {
        ...segment.manifest,
        // A dated document comes before every undated base number, kept or removed.
        positions: plan.positions.map((p, k) => (isDated(deltaDocuments[k]!.date) ? Math.min(p, m.base.dated) : p)),
        replaced: replacedChunks,
      }
    : null;
  return {
    manifest: { format: INDEX_FORMAT, documents: documents.length, base: { ...m.base, chunks: bounds }, delta },
    state: { ...before, base: before.base.map((entry, n) => (removedNow[n] ? null : entry)) },
    written: segment,
    delta: { documents: deltaDocuments.length, removed: plan.removedInAll, replacedChunks: replacedChunks.length },
  };
}

/**
 * `documents` must be numbered already: newest first, undated last (shards.ts `newestFirst`).
 * `text(doc)` gives a document's text as search reads it, and the furniture lines it left out of its
 * pages (`furniture-lines.ts`). Writes `search-index/manifest.json` and the segment folders beside it.
 */
export async function writeRankedIndex<D extends IndexDocument>(
  documents: readonly D[],
  text: (doc: D) => Promise<SearchableText>,
  outDir: string,
  options: RankedIndexOptions = {},
): Promise<RankedIndexReport> {
  const log = options.log ?? (() => {});
  const root = join(outDir, INDEX_DIR);
  const earlier = options.reuse ? await earlierIndex(root) : null;
  const plan = planIndexUpdate(
    earlier?.state ?? null,
    documents,
    options.deltaLimit ?? (earlier ? deltaLimit(earlier.state.base.length) : undefined),
  );
  const segmentOptions = {
    log,
    ...(options.headMinDocuments ? { headMinDocuments: options.headMinDocuments } : {}),
  };
  const whole = plan.mode === 'full' || !earlier;
  if (whole && options.reuse) log(`search index: written whole (${plan.reason})`);
  if (!whole) log(`search index: ${plan.reason}`);
  const { manifest, state, written, delta } =
    plan.mode === 'full' || !earlier
      ? await writeWhole(documents, text, root, segmentOptions, options.referenceLength)
      : await writeDelta(documents, text, root, earlier, plan, segmentOptions);

  const manifestText = JSON.stringify(manifest);
  await writeFile(join(root, 'manifest.json'), manifestText);
  // Last: without it the next write is whole, so a manifest left by an interrupted write is never added to.
  await writeFile(join(root, STATE_FILE), JSON.stringify(state));
  const files = [
    ...(await filesUnder(outDir, join(root, manifest.base.dir))),
    ...(manifest.delta ? await filesUnder(outDir, join(root, manifest.delta.dir)) : []),
    { path: `${INDEX_DIR}/${STATE_FILE}`, bytes: (await stat(join(root, STATE_FILE))).size },
    { path: `${INDEX_DIR}/manifest.json`, bytes: Buffer.byteLength(manifestText) },
  ];
  return {
    documents: documents.length,
    keys: written.keys,
    postings: written.postings,
    chunks: manifest.base.chunks.length + (manifest.delta?.chunks.length ?? 0),
    files,
    mode: delta ? 'delta' : 'full',
    reason: plan.reason,
    delta,
  };
}
