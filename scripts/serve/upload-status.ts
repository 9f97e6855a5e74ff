/**
 * The status record of an upload or a change, as the status endpoint answers it: the states it went
 * through with their times and reasons, from the server's journal (submitted, analysed), the decisions
 * log (the decision, which outlives the pull request) and the pull request itself (still open, merged
 * or closed). Pure: the facts are gathered by the local or GitHub side.
 */
import type { Problem } from '../../actions/lib/core/problem.js';
import type { UploadState } from '../../actions/lib/core/vocab.js';
import type { StatusAnswer } from '../../actions/lib/archive/upload-status.js';
import { documentPath } from './documents-json.js';
import type { ChangeKind } from './schemas.js';

/** Where a change waits: a branch of the local repository, or a pull request on GitHub. */
export interface PullRequestRef {
  kind: 'branch' | 'pull_request';
  ref: string;
  number?: number;
  url?: string;
}

export interface StatusFacts {
  upload_id: string;
  kind: ChangeKind;
  submitted: { at: string; title: string | null; document_id: string | null } | null;
  analysed_at: string | null;
  /** Why the intake could not decide yet (the work tree was dirty, another intake held the lock…). */
  stalled: Problem | null;
  /** The decisions log's answer for an upload. */
  decisions: StatusAnswer | null;
  /**
   * An upload's outcome the decisions log cannot hold, from the server's journal: left for review with
   * no upload logged, its branch deleted undecided, or abandoned before it had a branch.
   */
  outcome?: { state: 'needs_review' | 'rejected'; at: string; reasons: Problem[] } | null;
  /** A change's outcome, read from its branch or pull request (changes are not in the decisions log). */
  change_outcome: { state: 'accepted' | 'rejected' | 'needs_review'; at: string; reasons: Problem[] } | null;
  pull_request: PullRequestRef | null;
}

export interface HistoryItem {
  state: UploadState;
  at: string;
  reasons?: Problem[];
}

export interface UploadStatusJson {
  upload_id: string;
  kind: ChangeKind;
  state: UploadState;
  updated_at: string;
  history: HistoryItem[];
  reasons: Problem[];
  title: string | null;
  relevance: number | null;
  document_id: string | null;
  document_url: string | null;
  pull_request: PullRequestRef | null;
}

/** Null when nothing is known of the id. */
export function uploadStatusJson(f: StatusFacts): UploadStatusJson | null {
  const history: HistoryItem[] = [];
  if (f.submitted) history.push({ state: 'submitted', at: f.submitted.at });
  if (f.analysed_at) history.push({ state: 'analysed', at: f.analysed_at });
  for (const d of f.decisions?.history ?? []) history.push({ state: d.state, at: d.decided_at, reasons: d.reasons });
  if (f.outcome && !f.decisions) history.push({ state: f.outcome.state, at: f.outcome.at, reasons: f.outcome.reasons });
  if (f.change_outcome)
    history.push({ state: f.change_outcome.state, at: f.change_outcome.at, reasons: f.change_outcome.reasons });
  const latest = history[history.length - 1];
  if (!latest) return null;
  const decided = f.decisions?.latest ?? null;
  const documentId = f.decisions?.document_id ?? f.submitted?.document_id ?? null;
  const reasons = latest.reasons ?? (f.stalled && !decided ? [f.stalled] : []);
  return {
    upload_id: f.upload_id,
    kind: f.kind,
    state: latest.state,
    updated_at: latest.at,
    history,
    reasons,
    title: decided?.title ?? f.submitted?.title ?? null,
    relevance: decided?.relevance ?? null,
    document_id: documentId,
    document_url:
      documentId && (latest.state === 'accepted' || f.kind !== 'upload') && f.kind !== 'delete'
        ? documentPath(documentId)
        : null,
    pull_request: f.pull_request,
  };
}
