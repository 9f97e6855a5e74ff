/**
 * The notify action's steps: the health alerts kept in one open issue (opened, updated, closed), and each
 * merged pull request told where its uploads went once they are archived.
 */
import { readFile } from 'node:fs/promises';
import type { HealthReport } from '../../archive/health.js';
import { codeSpan, escapeMarkdown } from '../escape.js';
import { HEALTH_LABEL, planHealthIssue } from '../health-issue.js';
import {
  ARCHIVED_HEADING,
  findStickyComment,
  NOT_ARCHIVED_HEADING,
  planStickyComment,
  withArchivedNote,
} from '../sticky-comment.js';
import { connect, type GitHubConnection, type StepResult } from '../step-io.js';
import type { ArchivedUploads } from './ingest.js';

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
    const archivedLines = entry.uploads.map((u) => {
      const page = cfg.site_url
        ? ` — [its page](${cfg.site_url.replace(/\/$/, '')}/documents/${u.document_id}/) after the next publish`
        : '';
      return `- ${codeSpan(u.file)}${u.title ? ` (${escapeMarkdown(u.title)})` : ''} is document ${codeSpan(u.document_id)} in ${codeSpan(u.archive_path)}${page}.`;
    });
    // A merged upload ingest set aside (an exact copy of a document archived first) is said so plainly.
    const setAsideLines = (entry.set_aside ?? []).map(
      (u) =>
        `- ${codeSpan(u.file)} was merged but **not archived**, and removed from uploads/: ${escapeMarkdown(u.reason)}`,
    );
    const lines = [...archivedLines, ...setAsideLines];
    const comments = await forge.listComments(entry.pull_number);
    const action = planStickyComment(
      comments,
      cfg.bot_login,
      withArchivedNote(
        findStickyComment(comments, cfg.bot_login),
        lines.join('\n'),
        archivedLines.length ? ARCHIVED_HEADING : NOT_ARCHIVED_HEADING,
      ),
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
