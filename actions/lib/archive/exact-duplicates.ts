/**
 * Exact copies of an upload already known, by its content's sha256: the archived document, and earlier
 * uploads of it that the decisions log holds as rejected on their own merits.
 */
import type { DecisionLogEntry, DuplicateMatch } from './records.js';
import { chronological, lookupSha256, readDecisionLog, type DecisionLog } from './decisions-log.js';
import { findArchivedBySha256 } from './read.js';

/** Reason codes that are about the pull request, not the file: such a decision does not brand the file. */
export const BATCH_REASON_PREFIX = 'intake.batch.';

function rejectedOnItsOwn(entry: DecisionLogEntry): boolean {
  return entry.state === 'rejected' && entry.reasons.some((r) => !r.code.startsWith(BATCH_REASON_PREFIX));
}

/**
 * Which of the log's earlier rejections make an exact copy of a file a re-submission of it:
 * - `all` (the default): every one;
 * - `{ except_pull_request: N }`: all but pull request N's own, which is being decided again (a rerun, a
 *   maintainer's command, a reopened pull request), not sent again;
 * - `none`: no rejection counts, because the file is already accepted (ingest: a merge is the acceptance).
 */
export type EarlierRejections = 'all' | 'none' | { except_pull_request: number };

function countsAgainst(entry: DecisionLogEntry, rejections: EarlierRejections): boolean {
  if (rejections === 'none') return false;
  if (rejections === 'all') return true;
  const via = entry.submitted_via;
  return !(via?.kind === 'pull_request' && via.number === rejections.except_pull_request);
}

/**
 * Exact copies of a file already known: the archived document with this content, and earlier uploads of
 * it whose latest judgement was a rejection on their own merits. Invalid uploads are not counted (the
 * contributor may fix the metadata and send the same file again), nor are uploads closed only because of
 * another file in the same pull request, nor ones left for review; and since none of those judges the
 * file, none of them clears an earlier rejection of the same upload either: only an acceptance does.
 */
export async function findExactDuplicates(
  sha256: string,
  root: string,
  options: { log?: DecisionLog; excludeUploadId?: string; rejections?: EarlierRejections } = {},
): Promise<DuplicateMatch[]> {
  const matches: DuplicateMatch[] = [];
  const archived = await findArchivedBySha256(root, sha256);
  if (archived)
    matches.push({
      kind: 'exact',
      found_in: 'archive',
      document_id: archived.document_id,
      title: archived.title,
      similarity: 1,
    });
  const rejections = options.rejections ?? 'all';
  if (archived || rejections === 'none') return matches;
  const log = options.log ?? (await readDecisionLog(root));
  const latestRejection = new Map<string, DecisionLogEntry>();
  for (const entry of chronological(lookupSha256(log, sha256))) {
    if (entry.upload_id === options.excludeUploadId || !countsAgainst(entry, rejections)) continue;
    if (rejectedOnItsOwn(entry)) latestRejection.set(entry.upload_id, entry);
    else if (entry.state === 'accepted') latestRejection.delete(entry.upload_id);
  }
  for (const entry of latestRejection.values()) {
    matches.push({
      kind: 'exact',
      found_in: 'decisions',
      upload_id: entry.upload_id,
      ...(entry.title ? { title: entry.title } : {}),
      similarity: 1,
    });
  }
  return matches;
}
