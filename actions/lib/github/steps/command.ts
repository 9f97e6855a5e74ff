/**
 * The command action's step: a maintainer's `/dirhub` comment on a pull request, read from the
 * `issue_comment` event, checked against the commenter's role and answered.
 */
import type { RepoRole } from '../../forge/github/github-forge.js';
import { handleCommand } from '../commands.js';
import type { MaintainerOverride } from '../decision.js';
import { escapeMarkdown } from '../escape.js';
import { connect, type GitHubConnection, type StepResult } from '../step-io.js';

export interface CommandStepConfig extends GitHubConnection {
  /** The `issue_comment` event payload (GITHUB_EVENT_PATH). */
  event: unknown;
  allowed_roles: RepoRole[];
}

interface IssueCommentEvent {
  action?: string;
  issue?: { number?: number; pull_request?: unknown };
  comment?: { id?: number; body?: string; created_at?: string; user?: { login?: string; type?: string } };
}

export async function commandStep(cfg: CommandStepConfig): Promise<StepResult> {
  const e = cfg.event as IssueCommentEvent;
  const none: StepResult = {
    outputs: {
      command: '',
      allowed: 'false',
      'pull-number': '',
      actor: '',
      override: '',
      reason: '',
      'head-sha': '',
    },
    summary: '',
    notices: [],
    failure: null,
  };
  if (e.action !== 'created' || !e.issue?.number || !e.comment?.id)
    return { ...none, summary: 'No new comment in this event.' };
  const plan = await handleCommand(connect(cfg), {
    comment: {
      id: e.comment.id,
      body: e.comment.body ?? '',
      author: e.comment.user?.login ?? '',
      author_type: e.comment.user?.type ?? '',
      ...(e.comment.created_at ? { created_at: e.comment.created_at } : {}),
    },
    issue: { number: e.issue.number, is_pull_request: Boolean(e.issue.pull_request) },
    allowed_roles: cfg.allowed_roles,
  });
  if (!plan) return { ...none, summary: 'The comment holds no /dirhub command.' };
  const who = escapeMarkdown(plan.actor);
  return {
    outputs: {
      command: plan.command,
      allowed: String(plan.allowed),
      'pull-number': String(plan.pull_number),
      actor: plan.actor,
      override: plan.override?.command ?? '',
      reason: plan.override?.reason ?? '',
      'head-sha': plan.override?.head_sha ?? '',
    },
    summary: plan.allowed
      ? `### /dirhub ${plan.command} by ${who} on #${plan.pull_number}\n\n${plan.override ? overrideSummary(plan.override) : 'The pull request is analysed and decided again.'}\n`
      : `### /dirhub ${plan.command} by ${who} refused\n\n${escapeMarkdown(plan.refusal!.message)} ${escapeMarkdown(plan.refusal!.hint)}\n`,
    notices: plan.refusal
      ? [{ level: 'warning', title: plan.refusal.code, message: `${plan.refusal.message} ${plan.refusal.hint}` }]
      : [],
    failure: null,
  };
}

export function overrideSummary(o: MaintainerOverride): string {
  return `${o.command} by ${escapeMarkdown(o.by)}${o.reason ? `: ${escapeMarkdown(o.reason)}` : ''}`;
}
