/**
 * The decisions of a pull request that GitHub closed or left for review, as the decide job hands them to
 * the job that writes them into the decisions log on the default branch. Merged pull requests are not
 * here: ingest logs their uploads when it archives them. Pure: built from the decision's own log lines
 * (`planIntake`), read back and checked by `readDecisionsToRecord` before a line reaches the log.
 */
import { commitMessageLine, decisionLogPath, type DecisionLogAppend } from '../archive/decisions-log.js';
import { BATCH_REASON_PREFIX } from '../archive/exact-duplicates.js';
import type { DecisionLogEntry } from '../archive/records.js';
import { isBlocking } from '../core/problem.js';
import type { IntakeAction, IntakePlan } from '../intake/plan.js';

/** The decision actions whose outcome only the log keeps once the pull request is gone. */
export const RECORDED_ACTIONS = ['close', 'needs_review'] as const;
export type RecordedAction = (typeof RECORDED_ACTIONS)[number];

export interface DecisionsToRecord {
  record_version: 1;
  pull_number: number;
  /** The head commit the decision was made for; every entry's `commit`. */
  head_sha: string;
  action: RecordedAction;
  entries: DecisionLogEntry[];
}

function isRecorded(action: IntakeAction | 'stale'): action is RecordedAction {
  return (RECORDED_ACTIONS as readonly string[]).includes(action);
}

/** What of a pull request's decision the log needs: which pull request, head and action, and the plan. */
export interface DecidedPullRequest {
  pull_number: number;
  head_sha: string;
  action: IntakeAction | 'stale';
  intake: IntakePlan | null;
}

/**
 * What the log must learn from a decision that was applied: its lines when the pull request was closed
 * or left for review; null when it was merged (ingest logs it), skipped or stale (nothing was decided),
 * or when no upload has a line (a metadata file alone has no upload id).
 */
export function decisionsToRecord(decision: DecidedPullRequest): DecisionsToRecord | null {
  const { intake } = decision;
  if (!intake || !isRecorded(decision.action) || !intake.log.entries.length) return null;
  return {
    record_version: 1,
    pull_number: decision.pull_number,
    head_sha: decision.head_sha,
    action: decision.action,
    entries: intake.log.entries,
  };
}

/** The states each recorded action may log: never `accepted`, which only an archived document is. */
const STATES: Record<RecordedAction, readonly DecisionLogEntry['state'][]> = {
  close: ['rejected', 'invalid'],
  needs_review: ['needs_review'],
};

/**
 * The entries' month files, after checking that they are this pull request's decision: the pull request
 * and head commit the job was given, states its action can log. The shape is checked by the caller's
 * schema; what fails here is a file that is not this decision, an error in the infrastructure.
 */
export function decisionLogAppends(record: DecisionsToRecord, pullNumber: number): DecisionLogAppend[] {
  const fail = (why: string) => {
    throw new Error(`The decisions to record are not those of pull request #${pullNumber}: ${why}.`);
  };
  if (record.pull_number !== pullNumber) fail(`they name pull request #${record.pull_number}`);
  const byPath = new Map<string, DecisionLogEntry[]>();
  for (const e of record.entries) {
    if (e.commit !== record.head_sha) fail(`${e.upload_id} was decided for commit ${e.commit}`);
    const via = e.submitted_via;
    if (via.kind !== 'pull_request' || via.number !== pullNumber || via.ref !== `pull/${pullNumber}`)
      fail(`${e.upload_id} came through ${via.kind} ${via.ref}`);
    if (!STATES[record.action].includes(e.state)) fail(`${e.upload_id} is ${e.state} in a ${record.action} decision`);
    if (e.document_id !== null) fail(`${e.upload_id} names document ${e.document_id}, which it was not archived as`);
    const path = decisionLogPath(e.decided_at);
    byPath.set(path, [...(byPath.get(path) ?? []), e]);
  }
  return [...byPath].map(([path, entries]) => ({ path, entries }));
}

/** The commit message of the decisions-log commit: what was decided for each upload, and its ids as trailers. */
export function recordCommitMessage(pullNumber: number, action: RecordedAction, entries: DecisionLogEntry[]): string {
  const subject =
    action === 'close'
      ? `Record decisions: pull request #${pullNumber} closed`
      : `Record decisions: pull request #${pullNumber} needs review`;
  const lines = entries.map((e) => {
    const why =
      e.reasons.find((r) => isBlocking(r) && !r.code.startsWith(BATCH_REASON_PREFIX)) ??
      e.reasons.find(isBlocking) ??
      e.reasons[0];
    return commitMessageLine(`- ${e.upload_id} ${e.file.name} ${e.state}${why ? `: ${why.message}` : ''}`);
  });
  const trailers = [...new Set(entries.map((e) => `Upload-Id: ${e.upload_id}`))];
  return [subject, '', ...lines, '', ...trailers].join('\n');
}
