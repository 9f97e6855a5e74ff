/**
 * Maintainer commands in pull-request comments: `/dirhub accept`, `/dirhub reject REASON`,
 * `/dirhub rerun`. A command counts only when the commenter's repository role (asked from the API, never
 * taken from the comment) is one the roles table lets merge.
 */
import { problem, type Problem } from '../core/problem.js';
import type { CommandCode } from './codes.js';
import type { MaintainerOverride } from './decision.js';
import type { GitHubForge, RepoRole } from '../forge/github/github-forge.js';

export const MAINTAINER_COMMANDS = ['accept', 'reject', 'rerun'] as const;
export type MaintainerCommand = (typeof MAINTAINER_COMMANDS)[number];

/** Roles allowed to merge (spec roles table: maintainer and admin) unless the roles file says otherwise. */
export const DEFAULT_MERGE_ROLES: RepoRole[] = ['admin', 'maintain', 'write'];
const REASON_LIMIT = 500;

export interface ParsedCommand {
  command: MaintainerCommand;
  reason: string | null;
}

/** The first `/dirhub …` line of a comment; anything else in the comment is ignored. */
export function parseCommand(body: string): ParsedCommand | null {
  for (const line of body.split(/\r?\n/)) {
    const m = /^\s*\/dirhub\s+(\S+)\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    const command = m[1]!.toLowerCase();
    if (!(MAINTAINER_COMMANDS as readonly string[]).includes(command)) return null;
    return { command: command as MaintainerCommand, reason: m[2] ? m[2].slice(0, REASON_LIMIT) : null };
  }
  return null;
}

export interface CommandFacts {
  comment: { id: number; body: string; author: string; author_type: string; created_at?: string };
  issue: { number: number; is_pull_request: boolean };
  role: RepoRole;
  allowed_roles: RepoRole[];
  /**
   * The pull request's head now, and when GitHub received it; an accept or reject applies to the head the
   * maintainer saw, so a head that arrived at or after the comment refuses the command.
   */
  head?: { sha: string; arrived_at: string | null };
}

export interface CommandPlan {
  command: MaintainerCommand;
  pull_number: number;
  actor: string;
  allowed: boolean;
  refusal: Problem<CommandCode> | null;
  reaction: '+1' | '-1';
  override: MaintainerOverride | null;
}

/** Null when the comment is no command for us (not a PR, no `/dirhub` line, written by a bot). */
export function planCommand(f: CommandFacts): CommandPlan | null {
  if (!f.issue.is_pull_request || f.comment.author_type === 'Bot') return null;
  const parsed = parseCommand(f.comment.body);
  if (!parsed) return null;
  const base = { command: parsed.command, pull_number: f.issue.number, actor: f.comment.author };
  let refusal: Problem<CommandCode> | null = null;
  if (!f.allowed_roles.includes(f.role)) {
    refusal = problem<CommandCode>(
      'command.not_permitted',
      `${f.comment.author} has the role "${f.role}" on this repository; /dirhub ${parsed.command} needs one of: ${f.allowed_roles.join(', ')}.`,
      'Ask a maintainer to give the command.',
    );
  } else if (parsed.command === 'reject' && !parsed.reason) {
    refusal = problem<CommandCode>(
      'command.reason_missing',
      '/dirhub reject needs a reason.',
      'Write the reason after the command: /dirhub reject REASON. The contributor reads it.',
    );
  }
  const arrived = f.head?.arrived_at ? Date.parse(f.head.arrived_at) : null;
  const commented = f.comment.created_at ? Date.parse(f.comment.created_at) : null;
  // GitHub's times are whole seconds: a head pushed in the same second as the comment may be unseen, so it refuses.
  if (
    !refusal &&
    parsed.command !== 'rerun' &&
    f.head &&
    arrived !== null &&
    commented !== null &&
    arrived >= commented
  ) {
    refusal = problem<CommandCode>(
      'command.head_moved',
      `Commit ${f.head.sha.slice(0, 12)} arrived at ${f.head.arrived_at} (UTC), at or after this command (${f.comment.created_at}): /dirhub ${parsed.command} was given for an earlier commit.`,
      `Review the new commit, then give the command again: /dirhub ${parsed.command}${parsed.reason ? ' REASON' : ''}.`,
    );
  }
  if (refusal) return { ...base, allowed: false, refusal, reaction: '-1', override: null };
  const override =
    parsed.command === 'rerun'
      ? null
      : {
          command: parsed.command,
          by: f.comment.author,
          reason: parsed.reason,
          ...(f.head ? { head_sha: f.head.sha } : {}),
        };
  return { ...base, allowed: true, refusal: null, reaction: '+1', override };
}

/** Looks the commenter's role up through the API, plans, and acknowledges with a reaction. */
export async function handleCommand(
  forge: GitHubForge,
  facts: Omit<CommandFacts, 'role'>,
): Promise<CommandPlan | null> {
  const parsed = parseCommand(facts.comment.body);
  if (!facts.issue.is_pull_request || !parsed || facts.comment.author_type === 'Bot') return null;
  const role = await forge.roleOf(facts.comment.author);
  let head: CommandFacts['head'];
  if (parsed.command !== 'rerun') {
    const pull = await forge.getPullRequest(facts.issue.number);
    head = { sha: pull.head_sha, arrived_at: await forge.commitArrivedAt(pull.head_sha) };
  }
  const plan = planCommand({ ...facts, role, ...(head ? { head } : {}) });
  if (plan) await forge.react(facts.comment.id, plan.reaction);
  return plan;
}
