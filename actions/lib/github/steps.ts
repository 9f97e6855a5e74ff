/**
 * What each custom action does, as plain functions over a typed config: the action entries only parse
 * their inputs, call one of these, and hand back outputs, the job summary and annotations. Nothing here
 * imports @actions/*, so the same steps run from tests and the CLI.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { codeSpan, escapeMarkdown } from './escape.js';
import { findStickyComment, planStickyComment, withArchivedNote } from './sticky-comment.js';
import { applyPullRequestDecision } from './apply-decision.js';
import { decisionsToRecord } from './decisions-record.js';
import { sha256 } from '../core/hash.js';
import { planPullRequestDecision, type MaintainerOverride, type PullRequestDecision } from './decision.js';
import type { ArchivedUploads } from './analyze-step.js';
import { handleCommand } from './commands.js';
import { checkArchiveHealth, type HealthReport } from '../archive/health.js';
import { HEALTH_LABEL, planHealthIssue, renderAlerts } from './health-issue.js';
import type { RepoRole } from '../forge/github/github-forge.js';
import { gatherDecisionInput } from './gather.js';
import type { PullRequestAnalysis } from './pull-request.js';
import { connect, type GitHubConnection, type StepNotice, type StepResult } from './step-io.js';

// ---- decide -----------------------------------------------------------------------------------

export interface DecideStepConfig extends GitHubConnection {
  analysis_path: string;
  bot_login: string;
  dry_run: boolean;
  now: string;
  decision_path: string | null;
  /**
   * Where to write the log lines of a pull request closed or left for review, for the job that records
   * them on the default branch (`decisionsToRecord`); null for nowhere.
   */
  decisions_path?: string | null;
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
  // Only once the decision is applied: the log never holds a decision the pull request does not show.
  const record = applied && cfg.decisions_path ? decisionsToRecord(decision) : null;
  let recordSha256 = '';
  if (record && cfg.decisions_path) {
    const text = JSON.stringify(record, null, 2) + '\n';
    await writeFile(cfg.decisions_path, text);
    recordSha256 = sha256(text);
  }
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
      'decisions-sha256': recordSha256,
    },
    summary: header + (applied?.markdown ?? decision.markdown),
    notices,
    failure: applied?.merge_refused
      ? `Pull request #${decision.pull_number} was accepted but NOT merged: ${applied.merge_refused}. Its comment, the label dirhub:merge-failed and a failed check say so; a maintainer answers /dirhub rerun to try again.`
      : null,
  };
}

// ---- maintainer commands ------------------------------------------------------------------------

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

// ---- health and notify --------------------------------------------------------------------------

export interface HealthStepConfig {
  root: string;
  output_path: string;
  /** Fetch and re-hash the content of originals the checkout holds only as Git LFS pointers. */
  fetch_originals?: boolean;
  /** A token that may read the repository, for fetching that content (a private repository's LFS). */
  token?: string;
  /** GITHUB_SERVER_URL, whose git and LFS requests the token authorizes. */
  server_url?: string;
}

/**
 * git configuration, as environment, that authorizes git and git-lfs against the GitHub server with a
 * token, the way actions/checkout does, without writing it into .git/config.
 */
export function gitTokenEnv(serverUrl: string, token: string): Record<string, string> {
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${serverUrl.replace(/\/$/, '')}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
  };
}

export async function healthStep(cfg: HealthStepConfig): Promise<StepResult> {
  const report = await checkArchiveHealth(cfg.root, {
    fetchOriginals: cfg.fetch_originals ?? false,
    gitEnv: cfg.token ? gitTokenEnv(cfg.server_url ?? 'https://github.com', cfg.token) : {},
  });
  await writeFile(cfg.output_path, JSON.stringify(report, null, 2) + '\n');
  const count = (c: string) => String(report.alerts.filter((a) => a.class === c).length);
  return {
    outputs: {
      'alerts-path': cfg.output_path,
      critical: count('critical'),
      warning: count('warning'),
      documents: String(report.documents),
    },
    summary: renderAlerts(report.alerts, null),
    notices: report.alerts
      .filter((a) => a.class !== 'info')
      .map((a) => ({
        level: a.class === 'critical' ? 'error' : 'warning',
        title: a.code,
        message: `${a.message} ${a.hint}`,
      })),
    failure: null,
  };
}

export interface NotifyStepConfig extends GitHubConnection {
  alerts_path: string;
  bot_login: string;
  run_url: string | null;
}

export async function notifyStep(cfg: NotifyStepConfig): Promise<StepResult> {
  const forge = connect(cfg);
  const report = JSON.parse(await readFile(cfg.alerts_path, 'utf8')) as HealthReport;
  const plan = planHealthIssue(await forge.listOpenIssues(HEALTH_LABEL), report.alerts, cfg.bot_login, cfg.run_url);
  let number: number | null = null;
  if (plan.kind === 'create') number = await forge.createIssue(plan.title, plan.body, plan.labels);
  else if (plan.kind === 'update') {
    await forge.updateIssue(plan.number, { title: plan.title, body: plan.body });
    number = plan.number;
  } else if (plan.kind === 'close') {
    await forge.createComment(plan.number, plan.comment);
    await forge.updateIssue(plan.number, { state: 'closed' });
    number = plan.number;
  } else number = plan.number;
  return {
    outputs: { issue: number ? String(number) : '', action: plan.kind },
    summary: `Health issue: ${plan.kind}${number ? ` #${number}` : ''}.\n`,
    notices: [],
    failure: null,
  };
}

export interface NotifyArchivedConfig extends GitHubConnection {
  archived_path: string;
  bot_login: string;
  /** The public site's address, for links to the new pages; null when unknown. */
  site_url: string | null;
}

/** Tells each pull request where its uploads went, in the bot's one comment. */
export async function notifyArchivedStep(cfg: NotifyArchivedConfig): Promise<StepResult> {
  const forge = connect(cfg);
  const archived = JSON.parse(await readFile(cfg.archived_path, 'utf8')) as ArchivedUploads[];
  const done: string[] = [];
  for (const entry of archived) {
    const lines = entry.uploads.map((u) => {
      const page = cfg.site_url
        ? ` — [its page](${cfg.site_url.replace(/\/$/, '')}/documents/${u.document_id}/) after the next publish`
        : '';
      return `- ${codeSpan(u.file)}${u.title ? ` (${escapeMarkdown(u.title)})` : ''} is document ${codeSpan(u.document_id)} in ${codeSpan(u.archive_path)}${page}.`;
    });
    const comments = await forge.listComments(entry.pull_number);
    const action = planStickyComment(
      comments,
      cfg.bot_login,
      withArchivedNote(findStickyComment(comments, cfg.bot_login), lines.join('\n')),
    );
    if (action.kind === 'create') await forge.createComment(entry.pull_number, action.body);
    else if (action.kind === 'update') await forge.updateComment(entry.pull_number, action.comment_id, action.body);
    done.push(`#${entry.pull_number}: ${action.kind}`);
  }
  return {
    outputs: { issue: '', action: archived.length ? 'archived' : 'none' },
    summary: `Archived-upload notes: ${done.join(', ') || 'none'}.\n`,
    notices: [],
    failure: null,
  };
}
