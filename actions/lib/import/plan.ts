/**
 * The merge of an import, as data: the shards' results checked against the folder, every upload decided
 * again with the same rules as a pull request, and the archive's writes cut into batches, one commit
 * each. Pure: `gatherMergeFacts` (merge.ts) reads the folder, the shards' files and the archive;
 * `performImport` (perform.ts) writes and commits; `--dry-run` prints this plan.
 *
 * What the merge takes from a shard, and what it does not:
 * - the file's hash, size, kind and upload id are computed again from the folder; a shard that says
 *   otherwise, names an upload of another shard or leaves one out refuses the whole merge;
 * - the metadata is parsed again from the folder's own file;
 * - duplicates are found again at merge time: exact copies in the archive and the decisions log, exact and
 *   near copies among the import's own uploads (which no shard can see), and near copies in the archive
 *   when it changed since the shard compared against it;
 * - the relevance score, the page texts and the file's own problems are the shard's: reading the file
 *   is the work the shards were there to share.
 */
import { basename } from 'node:path';
import { decisionLogEntry, decisionLogPath, type DecisionLogAppend } from '../archive/decisions-log.js';
import {
  buildRecord,
  documentDir,
  documentWrites,
  originalFilePath,
  searchableCopyFor,
  type FileWrite,
  type SearchableCopyPlan,
} from '../archive/layout.js';
import type { AnalysisResult, DecisionLogEntry, DuplicateMatch, FileKind } from '../archive/records.js';
import type { DirhubConfig } from '../core/config.js';
import { isBlocking, problem, type Problem } from '../core/problem.js';
import { PIPELINE_VERSION, type AnalysisStatus, type UploadState } from '../core/vocab.js';
import { parseMetadata, type UploadMetadata } from '../contract/metadata.js';
import { uploadIdFor } from '../archive/upload-id.js';
import type { UploadPair } from '../intake/branch.js';
import { joinPages } from '../pipeline/processing/process.js';
import { findNearDuplicates, sketch, type SketchedText } from '../pipeline/relevance/near-duplicates.js';
import { decide } from '../pipeline/routing/decide.js';
import { MEDIA_TYPES } from '../pipeline/validation/sniff.js';
import type { ImportCode } from './codes.js';
import { shardOfName, type ImportSource } from './folder.js';
import type { ShardAnalysis, ShardResult } from './shard-file.js';

/** Decisions per commit: a commit of 500 documents stays readable in `git show --stat` and quick to push. */
export const DEFAULT_BATCH_SIZE = 500;

/** One upload of the folder as the merge found it. */
export interface EntryFacts {
  pair: UploadPair;
  /** The document as hashed now; null when the pair has none. */
  file: { path: string; sha256: string; bytes: number; kind: FileKind | 'unknown' } | null;
  metadata: Uint8Array | null;
  metadata_sha256: string | null;
  /** Exact copies known at merge time (the archive, earlier rejections in the log). */
  exact: DuplicateMatch[];
  /** The log's latest decision on this upload, when an earlier import of the same folder accepted or rejected it. */
  earlier: DecisionLogEntry | null;
}

export interface MergeFacts {
  /** The folder as the user named it. */
  folder: string;
  source: ImportSource;
  entries: EntryFacts[];
  /** What the folder holds that is no upload (links): reported. */
  folder_problems: Problem[];
  shards: { where: string; result: ShardResult }[];
  /** Result files that could not be read or do not follow the schema. */
  unreadable: Problem[];
  settings_sha256: string;
  /** The archive now: its signature, and its texts' sketches when a shard compared against another archive. */
  archive: { signature: string; sketches: SketchedText[] | null };
  config: DirhubConfig;
  /** YYYY-MM-DD, for the metadata's "not in the future". */
  today: string;
  /** ISO timestamp of the decisions. */
  now: string;
  batch_size?: number;
  pipeline_version?: string;
}

export interface ImportDecision {
  name: string;
  file: string | null;
  metadata: string | null;
  /** Null for a metadata file alone: there is no document to name the upload by (and no log line). */
  upload_id: string | null;
  /** What the merge decided; null when it decided nothing (already decided, or nothing to decide). */
  state: AnalysisStatus | null;
  /** The earlier import's decision, when this upload was left alone because of it. */
  earlier: { state: UploadState; decided_at: string; commit: string | null } | null;
  title: string | null;
  relevance: number | null;
  document_id: string | null;
  archive_path: string | null;
  /** Errors first, then warnings. */
  reasons: Problem[];
  /** The shard that analysed it. */
  shard: number;
  /** Seconds the shard spent reading it. */
  seconds: number | null;
}

export interface ImportBatch {
  /** Originals copied into the archive: from where (absolute), to where (repository-relative). */
  copies: { from: string; to: string }[];
  writes: FileWrite[];
  /** Searchable copies of the scanned PDFs copied in (layout.ts `searchableCopyFor`). */
  searchable: SearchableCopyPlan[];
  log: DecisionLogAppend;
  /** Folders of the documents this batch archives. */
  documents: string[];
  message: string;
}

export interface ImportPlan {
  plan_version: 1;
  folder: string;
  source: ImportSource;
  shards: number;
  /** Why nothing can be merged (a shard missing, a file changed since it was analysed…); empty when it can. */
  refused: Problem[];
  warnings: Problem[];
  decisions: ImportDecision[];
  batches: ImportBatch[];
  counts: { uploads: number; accepted: number; rejected: number; invalid: number; already_decided: number };
  summary: string;
}

/** Codes the merge works out again instead of taking the shard's word for them. */
function rederived(code: string): boolean {
  return (
    code.startsWith('metadata.') ||
    code === 'upload.metadata_missing' ||
    code === 'duplicate.exact' ||
    code === 'duplicate.near' ||
    code === 'relevance.below_threshold'
  );
}

const refusal = (code: ImportCode, message: string, hint: string) => problem<ImportCode>(code, message, hint);

const RERUN = 'Run the import again from its shards (the workflow, or dirhub import --shard for each), then merge.';

/** Checks the shards' files against each other, the settings and the folder; every problem refuses the merge. */
function checkShards(facts: MergeFacts): {
  refused: Problem[];
  items: Map<string, { shard: number; item: ShardResult['items'][number] }>;
} {
  const refused = [...facts.unreadable];
  const items = new Map<string, { shard: number; item: ShardResult['items'][number] }>();
  const counts = new Set(facts.shards.map((s) => s.result.shard.count));
  if (counts.size > 1)
    refused.push(
      refusal(
        'import.shard_mismatch',
        `The result files come from splits into different numbers of shards (${[...counts].join(', ')}).`,
        'Merge the results of one run only.',
      ),
    );
  const count = facts.shards[0]?.result.shard.count ?? 0;
  const seen = new Map<number, string>();
  for (const { where, result } of facts.shards) {
    const { index } = result.shard;
    if (index > result.shard.count)
      refused.push(
        refusal('import.shard_invalid', `${where} says it is shard ${index} of ${result.shard.count}.`, RERUN),
      );
    const other = seen.get(index);
    if (other)
      refused.push(
        refusal(
          'import.shard_twice',
          `${where} and ${other} are both shard ${index}/${count}.`,
          'Merge one result file per shard.',
        ),
      );
    seen.set(index, where);
    const src = result.source;
    if (src.ref !== facts.source.ref || (facts.source.commit !== null && src.commit !== facts.source.commit))
      refused.push(
        refusal(
          'import.folder_changed',
          `${where} analysed ${src.ref}${src.commit ? ` at ${src.commit.slice(0, 12)}` : ''}, but the folder here is ${facts.source.ref}${facts.source.commit ? ` at ${facts.source.commit.slice(0, 12)}` : ''}.`,
          `Merge against the folder the shards read (check out that commit), or ${RERUN.toLowerCase()}`,
        ),
      );
    if (
      result.settings_sha256 !== facts.settings_sha256 ||
      result.pipeline_version !== (facts.pipeline_version ?? PIPELINE_VERSION)
    )
      refused.push(
        refusal(
          'import.settings_changed',
          `${where} was decided with other settings or another version of dirhub (${result.pipeline_version}) than this merge.`,
          `Uploads are decided with one set of rules: ${RERUN.toLowerCase()}`,
        ),
      );
    for (const item of result.items) {
      if (shardOfName(item.name, result.shard.count) !== index)
        refused.push(
          refusal('import.item_foreign', `${where} holds ${item.name}, which belongs to another shard.`, RERUN),
        );
      if (items.has(item.name))
        refused.push(refusal('import.item_twice', `${item.name} is in more than one result file.`, RERUN));
      else items.set(item.name, { shard: index, item });
    }
  }
  for (let i = 1; i <= count; i++)
    if (!seen.has(i))
      refused.push(
        refusal(
          'import.shard_missing',
          `There is no result for shard ${i}/${count}.`,
          `Run it (dirhub import FOLDER --shard ${i}/${count} --out FILE) and merge every shard's file together.`,
        ),
      );
  if (!facts.shards.length && !facts.unreadable.length)
    refused.push(
      refusal('import.shard_missing', 'No shard result was given to merge.', 'Pass the result files of every shard.'),
    );
  return { refused, items };
}

/** The shard's analysis of one upload checked against the folder; a problem when they disagree. */
function checkItem(entry: EntryFacts, item: ShardResult['items'][number]): Problem | null {
  const name = entry.pair.name;
  const changed = (what: string) =>
    refusal('import.file_changed', `${what} of ${name} is not what the shard analysed.`, RERUN);
  if (item.file !== entry.pair.file || item.metadata !== entry.pair.metadata) return changed('The files');
  if (item.metadata_sha256 !== entry.metadata_sha256) return changed('The metadata file');
  const a = item.analysis;
  if (!entry.file) return a ? changed('The document') : null;
  if (!a) return changed('The document');
  if (a.file.sha256 !== entry.file.sha256 || a.file.bytes !== entry.file.bytes || a.file.kind !== entry.file.kind)
    return changed('The document');
  if (a.upload_id !== uploadIdFor(entry.file.sha256, entry.metadata_sha256)) return changed('The upload id');
  const pages = a.page_texts.map((p) => p.page);
  if (new Set(pages).size !== pages.length || (a.pages !== null && pages.some((p) => p > a.pages!)))
    return changed('The page texts');
  return null;
}

function metadataOf(entry: EntryFacts, today: string): { metadata: UploadMetadata | null; problems: Problem[] } {
  if (!entry.metadata) return { metadata: null, problems: [] };
  const parsed = parseMetadata(entry.metadata, today);
  return parsed.ok ? { metadata: parsed.metadata, problems: [] } : { metadata: null, problems: parsed.problems };
}

/** Problems said once each (pairing and the analysis may both report a missing metadata file). */
function distinct(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.code}\u0000${p.message}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}

interface Judged {
  analysis: AnalysisResult;
  text: string;
}

/** Decides one upload again from the shard's reading, the folder's metadata and the duplicates known now. */
function judge(entry: EntryFacts, shard: ShardAnalysis, duplicates: DuplicateMatch[], facts: MergeFacts): Judged {
  const file = entry.file!;
  const kind = file.kind;
  const image = kind === 'png' || kind === 'jpeg';
  const threshold = image ? facts.config.routing.image_threshold : facts.config.routing.threshold;
  const meta = metadataOf(entry, facts.today);
  const detail = shard.relevance_detail ? { ...shard.relevance_detail, threshold } : null;
  const validation = distinct([
    ...entry.pair.problems,
    ...[...shard.errors, ...shard.warnings].filter((p) => !rederived(p.code)),
    ...meta.problems,
  ]);
  const decision = decide({
    validation,
    duplicates,
    relevance: detail,
    rejectNearDuplicates: facts.config.validation.reject_near_duplicates,
  });
  if (!detail && !decision.errors.length)
    decision.errors.push(
      problem<ImportCode>(
        'import.not_scored',
        `${entry.pair.name} was not scored by its shard (it was a duplicate when the shard read it), and is no duplicate now.`,
        RERUN,
      ),
    );
  // A pairing problem (another file with the same name) makes the upload invalid, as in a pull request.
  const pairingFailed = entry.pair.problems.some(isBlocking);
  const status: AnalysisStatus = pairingFailed ? 'invalid' : decision.status;
  const page_texts = [...shard.page_texts].sort((a, b) => a.page - b.page);
  const text = joinPages(page_texts);
  return {
    text,
    analysis: {
      ...shard,
      upload_id: uploadIdFor(file.sha256, entry.metadata_sha256),
      status,
      relevance: detail?.score ?? null,
      threshold,
      errors: decision.errors,
      warnings: decision.warnings,
      text,
      file: { name: basename(file.path), kind, bytes: file.bytes, sha256: file.sha256, media_type: MEDIA_TYPES[kind] },
      metadata: meta.metadata,
      relevance_detail: detail,
      duplicates,
      page_texts,
    },
  };
}

function commitMessage(source: ImportSource, batch: ImportDecision[], index: number, total: number): string {
  const n = (s: AnalysisStatus) => batch.filter((d) => d.state === s).length;
  const part = total > 1 ? ` (${index + 1}/${total})` : '';
  return [
    `Import ${source.ref}${part}: ${n('accepted')} archived, ${n('rejected')} rejected, ${n('invalid')} invalid`,
    '',
    `Decided ${batch.length} upload${batch.length === 1 ? '' : 's'} of the folder ${source.ref}${source.commit ? ` at ${source.commit}` : ''}; each decision is in the decisions log.`,
    '',
    `Import-Source: ${source.ref}${source.commit ? `@${source.commit}` : ''}`,
  ].join('\n');
}

type ShardItems = ReturnType<typeof checkShards>['items'];

/** Each upload of the folder against the shards' items: one missing on either side refuses the merge. */
function checkEntries(facts: MergeFacts, items: ShardItems, count: number): Problem[] {
  const refused: Problem[] = [];
  const names = new Set(facts.entries.map((e) => e.pair.name));
  for (const entry of facts.entries) {
    const held = items.get(entry.pair.name);
    if (!held) {
      // An upload of a shard with no result is already said missing with its shard.
      if (count && facts.shards.some((s) => s.result.shard.index === shardOfName(entry.pair.name, count)))
        refused.push(
          refusal(
            'import.item_missing',
            `No shard analysed ${entry.pair.file ?? entry.pair.metadata}.`,
            `The folder changed since the shards read it. ${RERUN}`,
          ),
        );
      continue;
    }
    const wrong = checkItem(entry, held.item);
    if (wrong) refused.push(wrong);
  }
  for (const name of items.keys())
    if (!names.has(name))
      refused.push(refusal('import.item_missing', `A shard analysed ${name}, which is not in the folder.`, RERUN));
  return refused;
}

/** One upload's decision before it is decided: what the folder and its shard say of it. */
function undecided(entry: EntryFacts, shard: number, item: ShardResult['items'][number]): ImportDecision {
  return {
    name: entry.pair.name,
    file: entry.pair.file,
    metadata: entry.pair.metadata,
    upload_id: entry.file ? uploadIdFor(entry.file.sha256, entry.metadata_sha256) : null,
    state: null,
    earlier: null,
    title: null,
    relevance: null,
    document_id: null,
    archive_path: null,
    reasons: entry.pair.problems,
    shard,
    seconds: item.seconds,
  };
}

/** An upload an earlier import of the same folder decided: its decision stands, and is said again. */
function keepEarlier(decision: ImportDecision, earlier: DecisionLogEntry, source: ImportSource): void {
  decision.earlier = { state: earlier.state, decided_at: earlier.decided_at, commit: earlier.commit };
  decision.document_id = earlier.document_id;
  decision.archive_path = earlier.document_id ? documentDir(earlier.document_id) : null;
  decision.title = earlier.title;
  decision.relevance = earlier.relevance;
  decision.reasons = [
    problem<ImportCode>(
      'import.already_decided',
      `An earlier import of ${source.ref} ${earlier.state} this upload on ${earlier.decided_at.slice(0, 10)}.`,
      'Nothing to do: its decision stands (dirhub status shows it). A changed file or metadata file is a new upload.',
      { severity: 'warning' },
    ),
  ];
}

/** The import's own uploads decided so far: an exact copy of any of them, or a near copy of an accepted one. */
interface DecidedSoFar {
  sha256: Map<string, string>;
  accepted: SketchedText[];
}

/**
 * An upload's duplicates at merge time: the exact copies known (archive, log), else the first exact copy
 * among the import's own uploads, else near copies in the archive (compared again when it changed since
 * the shard read it) and among the import's accepted uploads.
 */
function duplicatesOf(
  entry: EntryFacts,
  analysis: ShardAnalysis,
  shardResult: ShardResult,
  facts: MergeFacts,
  decided: DecidedSoFar,
): DuplicateMatch[] {
  const duplicates: DuplicateMatch[] = [...entry.exact];
  const firstCopy = decided.sha256.get(entry.file!.sha256);
  if (!duplicates.length && firstCopy)
    duplicates.push({ kind: 'exact', found_in: 'batch', upload_id: firstCopy, similarity: 1 });
  if (duplicates.length) return duplicates;
  const text = joinPages(analysis.page_texts);
  const threshold = facts.config.validation.near_duplicate_threshold;
  const near =
    shardResult.archive.signature !== facts.archive.signature
      ? findNearDuplicates(text, facts.archive.sketches ?? [], threshold).map((n): DuplicateMatch => ({
          kind: 'near',
          found_in: 'archive',
          document_id: n.document_id,
          title: n.title,
          similarity: n.similarity,
        }))
      : analysis.duplicates.filter((d) => d.kind === 'near' && d.found_in === 'archive');
  duplicates.push(...near);
  for (const n of findNearDuplicates(text, decided.accepted, threshold))
    duplicates.push({
      kind: 'near',
      found_in: 'batch',
      upload_id: n.document_id,
      title: n.title,
      similarity: n.similarity,
    });
  return duplicates;
}

type Pending = { decision: ImportDecision; judged: Judged | null; metadata_sha256: string | null };

/** Every upload decided again, in the folder's order, and the plan's counts kept. */
function decideEntries(facts: MergeFacts, items: ShardItems, plan: ImportPlan): Pending[] {
  const decided: DecidedSoFar = { sha256: new Map(), accepted: [] };
  const pending: Pending[] = [];
  for (const entry of facts.entries) {
    const { shard, item } = items.get(entry.pair.name)!;
    const decision = undecided(entry, shard, item);
    pending.push({ decision, judged: null, metadata_sha256: entry.metadata_sha256 });
    if (!entry.file || !item.analysis) continue;
    plan.counts.uploads++;
    if (entry.earlier) {
      keepEarlier(decision, entry.earlier, facts.source);
      plan.counts.already_decided++;
      continue;
    }
    const shardResult = facts.shards.find((s) => s.result.shard.index === shard)!.result;
    const judged = judge(entry, item.analysis, duplicatesOf(entry, item.analysis, shardResult, facts, decided), facts);
    const a = judged.analysis;
    decision.state = a.status;
    decision.title = a.metadata?.title ?? null;
    decision.relevance = a.relevance;
    decision.reasons = [...a.errors, ...a.warnings];
    plan.counts[a.status]++;
    if (!decided.sha256.has(a.file.sha256)) decided.sha256.set(a.file.sha256, a.upload_id);
    // Keyed by upload id: a later near copy names the upload, not a document that is not archived yet.
    if (a.status === 'accepted')
      decided.accepted.push({
        document_id: a.upload_id,
        title: decision.title ?? decision.name,
        sketch: sketch(judged.text),
      });
    pending[pending.length - 1]!.judged = judged;
  }
  return pending;
}

type Provenance = Parameters<typeof decisionLogEntry>[2];

/** One commit's worth of decisions: the accepted uploads' originals, records and texts, and every log line. */
function batchOf(
  facts: MergeFacts,
  slice: Pending[],
  provenance: Provenance,
  message: string,
  byName: Map<string, EntryFacts>,
): ImportBatch {
  const batch: ImportBatch = {
    copies: [],
    writes: [],
    searchable: [],
    log: { path: decisionLogPath(facts.now), entries: [] },
    documents: [],
    message,
  };
  for (const { decision, judged, metadata_sha256 } of slice) {
    const a = judged!.analysis;
    if (a.status === 'accepted') {
      const record = buildRecord(a, provenance, facts.now);
      decision.document_id = record.document_id;
      decision.archive_path = documentDir(record.document_id);
      const entry = byName.get(decision.name)!;
      batch.copies.push({ from: entry.file!.path, to: originalFilePath(record.document_id, a.file.name, a.file.kind) });
      batch.writes.push(...documentWrites(record, a.page_texts));
      const copy = searchableCopyFor(record);
      if (copy) batch.searchable.push(copy);
      batch.documents.push(documentDir(record.document_id));
    }
    const outcome = {
      state: a.status,
      reasons: decision.reasons,
      title: decision.title,
      document_id: decision.document_id,
      metadata_sha256,
    };
    batch.log.entries.push(decisionLogEntry(a, outcome, provenance, facts.now));
  }
  return batch;
}

/** The decided uploads cut into batches of `batch_size`, one commit each. */
function batchesOf(facts: MergeFacts, pending: Pending[]): ImportBatch[] {
  const provenance: Provenance = {
    submitted_via: { kind: 'import', ref: facts.source.ref },
    submitted_by: facts.source.submitted_by,
    commit: facts.source.commit,
    pipeline_version: facts.pipeline_version ?? PIPELINE_VERSION,
  };
  const byName = new Map(facts.entries.map((e) => [e.pair.name, e]));
  const decided = pending.filter((p) => p.judged);
  const size = Math.max(1, facts.batch_size ?? DEFAULT_BATCH_SIZE);
  const total = Math.ceil(decided.length / size);
  return Array.from({ length: total }, (_, b) => {
    const slice = decided.slice(b * size, (b + 1) * size);
    const message = commitMessage(
      facts.source,
      slice.map((p) => p.decision),
      b,
      total,
    );
    return batchOf(facts, slice, provenance, message, byName);
  });
}

export function planImportMerge(facts: MergeFacts): ImportPlan {
  const { refused, items } = checkShards(facts);
  const count = facts.shards[0]?.result.shard.count ?? 0;
  refused.push(...checkEntries(facts, items, count));
  const plan: ImportPlan = {
    plan_version: 1,
    folder: facts.folder,
    source: facts.source,
    shards: count,
    refused,
    warnings: facts.folder_problems,
    decisions: [],
    batches: [],
    counts: { uploads: 0, accepted: 0, rejected: 0, invalid: 0, already_decided: 0 },
    summary: '',
  };
  if (refused.length) {
    plan.summary = `refused: ${refused[0]!.message}${refused.length > 1 ? ` (and ${refused.length - 1} more)` : ''}`;
    return plan;
  }
  const pending = decideEntries(facts, items, plan);
  plan.batches = batchesOf(facts, pending);
  plan.decisions = pending.map((p) => p.decision);
  const c = plan.counts;
  plan.summary = `${c.uploads} upload${c.uploads === 1 ? '' : 's'}: ${c.accepted} accepted, ${c.rejected} rejected, ${c.invalid} invalid, ${c.already_decided} already decided; ${plan.batches.length} commit${plan.batches.length === 1 ? '' : 's'}`;
  return plan;
}
