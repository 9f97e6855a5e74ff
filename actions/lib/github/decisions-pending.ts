/**
 * Decisions waiting for the decisions log. When the bot closes a pull request or leaves it for review, the
 * decision's log lines (`DecisionsToRecord`) are kept in the bot's own comment on it, in a hidden block,
 * and the label `dirhub:log-pending` marks the pull request once the decision is fully applied. Any run of
 * the record job takes every pull request so labelled and logs what the log lacks: a record job that
 * GitHub cancels (a newer one replaced it while it waited in its concurrency group) loses nothing, because
 * the one that replaced it logs it. Only the bot's comment is read (anyone can paste the block into their
 * own), and every record is checked against the strict schema and its pull request before a line is written.
 */
import type { DecisionsToRecord } from './decisions-record.js';

export const LOG_PENDING_LABEL = 'dirhub:log-pending';

const BLOCK_START = '<!-- dirhub:decisions-to-log ';
const BLOCK_END = ' -->';
const BLOCK = /<!-- dirhub:decisions-to-log ([A-Za-z0-9+/=]*) -->\n?/;

/** The records a comment body carries, unchecked (parse each with parseDecisionsToRecord). */
export function pendingIn(body: string | undefined): unknown[] {
  const m = body ? BLOCK.exec(body) : null;
  if (!m) return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A record's identity: the same pull request, head, action and log lines. */
function keyOf(r: DecisionsToRecord): string {
  return JSON.stringify([
    r.pull_number,
    r.head_sha,
    r.action,
    r.entries.map((e) => [e.upload_id, e.state, e.decided_at]),
  ]);
}

/**
 * The records to keep in the comment: those it holds, and the new one; the newest `keep` of them (a record
 * the log already has is skipped when it is logged again, so dropping the oldest loses nothing once logged).
 */
export function mergePending(
  held: DecisionsToRecord[],
  added: DecisionsToRecord | null,
  keep = 8,
): DecisionsToRecord[] {
  const out = [...held];
  if (added && !out.some((r) => keyOf(r) === keyOf(added))) out.push(added);
  return out.slice(-keep);
}

/** The markdown with the records' block at its top (the end of a long comment may be cut to fit). */
export function withPending(markdown: string, records: DecisionsToRecord[]): string {
  const clean = markdown.replace(BLOCK, '');
  if (!records.length) return clean;
  return `${BLOCK_START}${Buffer.from(JSON.stringify(records)).toString('base64')}${BLOCK_END}\n${clean}`;
}
