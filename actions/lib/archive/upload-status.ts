/**
 * What happened to an upload, from the decisions log: its latest state, when, the reasons and where the
 * document went. `dirhub status` prints it; the server's status endpoint adds what the log cannot know
 * yet (the pull request still open, the analysis under way).
 */
import { lookupUpload, type DecisionLog } from './decisions-log.js';
import { documentDir } from './layout.js';
import type { DecisionLogEntry } from './records.js';

export interface StatusAnswer {
  upload_id: string;
  state: DecisionLogEntry['state'];
  decided_at: string;
  reasons: DecisionLogEntry['reasons'];
  document_id: string | null;
  /** Repository-relative folder of the archived document, with a trailing slash. */
  document_path: string | null;
  latest: DecisionLogEntry;
  /** Every decision, oldest first. */
  history: DecisionLogEntry[];
}

/** The answer for one upload's decisions (oldest first; at least one). */
export function statusAnswer(history: DecisionLogEntry[]): StatusAnswer {
  const latest = history[history.length - 1];
  if (!latest) throw new Error('statusAnswer: an upload with no decision has no status');
  return {
    upload_id: latest.upload_id,
    state: latest.state,
    decided_at: latest.decided_at,
    reasons: latest.reasons,
    document_id: latest.document_id,
    document_path: latest.document_id ? `${documentDir(latest.document_id)}/` : null,
    latest,
    history,
  };
}

/** The decisions log's answer for an upload id, or null when it holds no decision for it. */
export function uploadStatus(log: DecisionLog, uploadId: string): StatusAnswer | null {
  const found = lookupUpload(log, uploadId);
  return found ? statusAnswer(found.history) : null;
}
