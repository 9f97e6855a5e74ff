/**
 * The decide action's step: the analysis the analyze job wrote, the pull request's state gathered through
 * the API, the decision planned and applied (comment, labels, check, merge). A decision the decisions log
 * must learn is left in the bot's comment and labelled for the record job (decisions-pending.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { applyPullRequestDecision } from '../apply-decision.js';
import { planPullRequestDecision, type MaintainerOverride, type PullRequestDecision } from '../decision.js';
import { gatherDecisionInput } from '../gather.js';
import type { PullRequestAnalysis } from '../pull-request.js';
import { connect, type GitHubConnection, type StepNotice, type StepResult } from '../step-io.js';

export interface DecideStepConfig extends GitHubConnection {
  analysis_path: string;
  bot_login: string;
  dry_run: boolean;
  now: string;
  decision_path: string | null;
  override?: MaintainerOverride;
}

export async function readAnalysis(path: string): Promise<PullRequestAnalysis> {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as PullRequestAnalysis;
  if (
    parsed.analysis_version !== 1 ||
    !Number.isInteger(parsed.pull_number) ||
    !/^[0-9a-f]{40}$/.test(parsed.head_sha) ||
    !Array.isArray(parsed.uploads)
  ) {
    throw new Error(`${path} is not a dirhub pull-request analysis (analysis_version 1).`);
  }
  return parsed;
}

export async function decideStep(cfg: DecideStepConfig): Promise<StepResult & { decision: PullRequestDecision }> {
  const forge = connect(cfg);
  const analysis = await readAnalysis(cfg.analysis_path);
  const input = await gatherDecisionInput(forge, analysis, {
    bot_login: cfg.bot_login,
    now: cfg.now,
    ...(cfg.override ? { override: cfg.override } : {}),
  });
  const decision = planPullRequestDecision(input);
  if (cfg.decision_path) await writeFile(cfg.decision_path, JSON.stringify(decision, null, 2) + '\n');
  const applied = cfg.dry_run ? null : await applyPullRequestDecision(forge, decision);
  const notices: StepNotice[] = (decision.check?.annotations ?? []).map((a) => ({
    level: a.annotation_level === 'failure' ? 'error' : a.annotation_level,
    message: a.message,
    title: a.title,
    file: a.path,
    line: a.start_line,
  }));
  if (decision.action === 'stale' || decision.action === 'skip') {
    for (const r of decision.reasons) notices.push({ level: 'notice', message: `${r.message} ${r.hint}` });
  }
  const header = cfg.dry_run ? `> dry run: nothing was changed on pull request #${decision.pull_number}.\n\n` : '';
  return {
    decision,
    outputs: {
      action: decision.action,
      state: decision.state ?? '',
      'head-sha': decision.head_sha,
      'merge-commit': applied?.merge_commit ?? '',
      'comment-id': applied?.comment_id ? String(applied.comment_id) : '',
      'decision-path': cfg.decision_path ?? '',
      // Set once the decision is applied and waits for the decisions log: the record job runs.
      'to-log': applied?.log_pending ? 'true' : '',
    },
    summary: header + (applied?.markdown ?? decision.markdown),
    notices,
    failure: applied?.merge_refused
      ? `Pull request #${decision.pull_number} was accepted but NOT merged: ${applied.merge_refused}. Its comment, the label dirhub:merge-failed and a failed check say so; a maintainer answers /dirhub rerun to try again.`
      : null,
  };
}
