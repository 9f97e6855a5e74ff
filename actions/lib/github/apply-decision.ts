/**
 * Performs a pull request's decision on a forge, step by step, in the order the contributor should see
 * them: comment first (they always hear why), then labels, check, merge or close. Thin: every word and
 * label is in the decision already; what is said after a merge depends only on the forge's answer.
 */
import type { Forge } from '../forge/forge.js';
import { codeSpan, escapeMarkdown, fitBody } from './escape.js';
import type { PullRequestDecision } from './decision.js';
import { decisionLabel, MERGE_FAILED_LABEL } from './labels.js';
import { LOG_PENDING_LABEL } from './decisions-pending.js';
import { stickyBody } from './sticky-comment.js';

/** The forge a decision is applied on: the shared steps, and reopening (a maintainer's accept of a closed one). */
export type DecisionForge = Forge<number> & { reopen(pull: number): Promise<void> };

export interface AppliedDecision {
  comment_id: number | null;
  check_run_id: number | null;
  merge_commit: string | null;
  /** Why the merge did not happen (GitHub's refusal, or a server or network failure after retries); null when merged or not asked. */
  merge_refused: string | null;
  closed: boolean;
  /** Whether the decision waits for the decisions log (the label `dirhub:log-pending` was put on last). */
  log_pending: boolean;
  /** What the comment says now: the decision's markdown, or the final words after a merge or its failure. */
  markdown: string;
}

/** The note put on top of the bot's comment when a merge the decision asked for did not happen. */
export function mergeRefusedNote(message: string): string {
  return `> [!WARNING]\n> Not merged: ${escapeMarkdown(message)}. The pull request stays open and nothing is archived. Next: if the pull request changes, the new commit is decided by its own run; otherwise a maintainer answers ${codeSpan('/dirhub rerun')} to try the merge again (or merges it by hand).`;
}

/**
 * For a merge the comment says "merging…" until the forge answers; then the comment, the label
 * (`dirhub:accepted`, or `dirhub:merge-failed`) and the check (success, or failure) say what happened.
 */
export async function applyPullRequestDecision(forge: DecisionForge, d: PullRequestDecision): Promise<AppliedDecision> {
  const pull = d.pull_number;
  const applied: AppliedDecision = {
    comment_id: null,
    check_run_id: null,
    merge_commit: null,
    merge_refused: null,
    closed: false,
    log_pending: false,
    markdown: d.markdown,
  };
  if (d.reopen) await forge.reopen(pull);
  if (d.comment?.kind === 'create') applied.comment_id = await forge.createComment(pull, d.comment.body);
  else if (d.comment?.kind === 'update') {
    await forge.updateComment(pull, d.comment.comment_id, d.comment.body);
    applied.comment_id = d.comment.comment_id;
  } else if (d.comment) applied.comment_id = d.comment.comment_id;
  for (const name of d.labels.remove) await forge.removeLabel(pull, name);
  await forge.addLabels(pull, d.labels.add);
  if (!d.merge) {
    if (d.check) applied.check_run_id = await forge.publishCheck(pull, d.check);
  } else {
    const outcome = await forge.merge(pull, { head: d.merge.sha, title: d.merge.title, message: d.merge.message });
    if (outcome.merged) {
      applied.merge_commit = outcome.commit;
      applied.markdown = d.merge.merged_markdown;
      await forge.addLabels(pull, [decisionLabel('accepted')]);
    } else {
      applied.merge_refused = outcome.refusal.message;
      applied.markdown = `${mergeRefusedNote(outcome.refusal.message)}\n\n${d.merge.not_merged_markdown}`;
      await forge.addLabels(pull, [MERGE_FAILED_LABEL]);
    }
    if (applied.comment_id !== null) await forge.updateComment(pull, applied.comment_id, stickyBody(applied.markdown));
    if (d.check) {
      const check = outcome.merged
        ? d.check
        : {
            ...d.check,
            conclusion: 'failure' as const,
            output: { title: d.merge.not_merged_title, summary: fitBody(applied.markdown, 65_535) },
          };
      applied.check_run_id = await forge.publishCheck(pull, check);
    }
  }
  if (d.close) {
    await forge.close(pull);
    applied.closed = true;
  }
  // Last: only a decision fully applied is logged (the record job takes every pull request so labelled).
  if (d.log) {
    await forge.addLabels(pull, [LOG_PENDING_LABEL]);
    applied.log_pending = true;
  }
  return applied;
}
