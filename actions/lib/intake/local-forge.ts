/**
 * Performs an intake plan on a plain local repository with simple-git: a branch is a pull request,
 * merge and close are real git operations. Thin on purpose: every decision is already in the plan.
 * Commits are made by the bot identity, never by whoever runs the command.
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import { problem, type Problem } from '../core/problem.js';
import type { IntakeCode } from './codes.js';
import { DEFAULT_CACHE_DIRNAME } from '../pipeline/processing/cache.js';
import { formatLogLine, hasDecision, readDecisionLog } from '../archive/decisions-log.js';
import type { IntakePlan } from './plan.js';

export const BOT_NAME = 'dirhub-bot';
export const BOT_EMAIL = 'bot@dirhub.invalid';

/**
 * A simple-git handle whose commits carry the bot identity. simple-git strips ambient GIT_* variables
 * (GIT_AUTHOR_NAME…) from the child environment, so this config is what git uses, whoever runs it.
 */
export function botGit(root: string): SimpleGit {
  return simpleGit({ baseDir: root, config: [`user.name=${BOT_NAME}`, `user.email=${BOT_EMAIL}`] });
}

/** Bot commits are not signed with the user's key and do not run the user's local hooks. */
const COMMIT_FLAGS = ['--no-verify', '--no-gpg-sign'];

async function headOf(git: SimpleGit): Promise<string> {
  return (await git.raw(['rev-parse', 'HEAD'])).trim();
}

/**
 * Checks that the repository can be changed safely: the base branch is checked out and the work tree is
 * clean. Returns the problem to show, or null.
 */
export async function checkWorkTree(git: SimpleGit, base: string): Promise<Problem<IntakeCode> | null> {
  const current = (await git.raw(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')).trim();
  if (current !== base) {
    return problem<IntakeCode>(
      'intake.not_on_base',
      `The intake changes ${base}, but ${current ? `"${current}"` : 'a detached HEAD'} is checked out.`,
      `Switch to it first: git switch ${base}`,
    );
  }
  // The extraction/OCR cache is derived data that the analysis writes at the root; it never counts as a change.
  const status = await git.raw([
    'status',
    '--porcelain',
    '--untracked-files=normal',
    '--',
    '.',
    `:(exclude)${DEFAULT_CACHE_DIRNAME}`,
  ]);
  const lines = status.split('\n').filter((l) => l.trim());
  if (lines.length) {
    const files = lines
      .slice(0, 5)
      .map((l) => l.slice(3))
      .join(', ');
    return problem<IntakeCode>(
      'intake.dirty_work_tree',
      `The work tree has uncommitted changes (${files}${lines.length > 5 ? ', …' : ''}).`,
      'Commit or set them aside first (git commit, or git stash -u); the intake only runs on a clean checkout of the base branch.',
    );
  }
  return null;
}

export interface PerformResult {
  /** Whether the repository changed. */
  changed: boolean;
  /** Commits made, oldest first. */
  commits: string[];
  /** Why nothing was done, when something stopped the plan (the branch moved, a merge conflict…). */
  problem: Problem<IntakeCode> | null;
}

/** Appends the plan's decision-log lines that the log does not hold yet; true when it wrote any. */
export async function appendDecisions(root: string, plan: IntakePlan): Promise<boolean> {
  const log = await readDecisionLog(root);
  const fresh = plan.log.entries.filter((e) => !hasDecision(log, e));
  if (!fresh.length) return false;
  const path = join(root, plan.log.path);
  await mkdir(dirname(path), { recursive: true });
  // A hand-edited file may lack its final newline; never glue a new entry onto the last line.
  const existing = existsSync(path) ? await readFile(path, 'utf8') : '';
  const separator = existing && !existing.endsWith('\n') ? '\n' : '';
  await appendFile(path, separator + fresh.map(formatLogLine).join(''));
  return true;
}

/**
 * git's own reason for a failure: its `error:`/`fatal:` lines (git merge prints "Automatic merge
 * failed" on stdout even when the index could not be written at all), else its first line.
 */
function gitReason(err: Error): string {
  const lines = err.message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const reasons = lines.filter((l) => /^(error|fatal):/.test(l)).map((l) => l.replace(/^(error|fatal):\s*/, ''));
  return (reasons.length ? reasons.join(' ') : (lines[0] ?? 'git gave no reason')).replace(/\.?$/, '.');
}

async function commit(git: SimpleGit, message: string): Promise<string> {
  await git.raw(['commit', '--quiet', ...COMMIT_FLAGS, '-m', message]);
  return headOf(git);
}

async function recordDecisionsOnly(git: SimpleGit, root: string, plan: IntakePlan): Promise<string[]> {
  if (!(await appendDecisions(root, plan))) return [];
  await git.raw(['add', '--', plan.log.path]);
  return [await commit(git, plan.commit_messages.record!)];
}

/**
 * Stages the storage part of a merge plan in the work tree and index: moves the uploads into archive/,
 * removes the metadata files, writes records and texts, appends the log. The caller commits.
 */
export async function archiveAccepted(git: SimpleGit, root: string, plan: IntakePlan): Promise<void> {
  for (const move of plan.moves) {
    await mkdir(dirname(join(root, move.to)), { recursive: true });
    await git.raw(['mv', '--', move.from, move.to]);
  }
  // `git mv` keeps the object as it was stored under uploads/; adding the files again applies the
  // archive's .gitattributes, which send originals to Git LFS.
  if (plan.moves.length) await git.raw(['add', '--', ...plan.moves.map((m) => m.to)]);
  if (plan.removes.length) await git.raw(['rm', '--quiet', '--', ...plan.removes]);
  for (const w of plan.writes) {
    await mkdir(dirname(join(root, w.path)), { recursive: true });
    await writeFile(join(root, w.path), w.content);
  }
  if (plan.writes.length) await git.raw(['add', '--', ...plan.writes.map((w) => w.path)]);
  if (await appendDecisions(root, plan)) await git.raw(['add', '--', plan.log.path]);
}

/**
 * A merge that failed before it changed anything (git could not write the index: another git process
 * held .git/index.lock) leaves MERGE_HEAD behind when its own `merge --abort` fails the same way, and
 * every later merge then refuses with "MERGE_HEAD exists". With nothing staged or changed there is
 * nothing in that merge to keep, so it is aborted; a merge with changes is left for a person.
 */
async function clearAbandonedMerge(git: SimpleGit): Promise<void> {
  const pending = await git.raw(['rev-parse', '--quiet', '--verify', 'MERGE_HEAD']).catch(() => '');
  if (!pending.trim()) return;
  const status = await git.raw(['status', '--porcelain', '--untracked-files=no']);
  if (!status.trim()) await git.raw(['merge', '--abort']);
}

/** Performs one branch's plan. The caller has checked the work tree (checkWorkTree). */
export async function performPlan(root: string, plan: IntakePlan): Promise<PerformResult> {
  const git = botGit(root);
  const none: PerformResult = { changed: false, commits: [], problem: null };
  if (plan.action === 'skip') return none;

  const baseHead = await headOf(git);
  if (baseHead !== plan.base_head) {
    return {
      ...none,
      problem: problem<IntakeCode>(
        'intake.base_moved',
        `${plan.base} moved since the plan for "${plan.branch}" was made.`,
        'Run the intake again.',
      ),
    };
  }
  if (plan.action === 'needs_review') {
    const commits = await recordDecisionsOnly(git, root, plan);
    return { changed: commits.length > 0, commits, problem: null };
  }

  const branchHead = (
    await git.raw(['rev-parse', '--verify', '--quiet', `refs/heads/${plan.branch}`]).catch(() => '')
  ).trim();
  if (branchHead !== plan.head) {
    return {
      ...none,
      problem: problem<IntakeCode>(
        'intake.branch_moved',
        `Branch "${plan.branch}" ${branchHead ? 'moved' : 'disappeared'} since it was analysed (${plan.head.slice(0, 12)}).`,
        'Run the intake again to decide its new state.',
      ),
    };
  }

  if (plan.action === 'close') {
    const commits = await recordDecisionsOnly(git, root, plan);
    // Compare-and-delete: removes the branch only if it still points at the commit that was judged.
    await git.raw(['update-ref', '-d', `refs/heads/${plan.branch}`, plan.head]);
    return { changed: true, commits, problem: null };
  }

  for (const move of plan.moves) {
    if (existsSync(join(root, dirname(move.to)))) {
      throw new Error(
        `Archive folder ${dirname(move.to)} already exists; an exact duplicate should have been rejected by the analysis.`,
      );
    }
  }
  await clearAbandonedMerge(git);
  try {
    await git.raw(['merge', '--no-ff', '--no-edit', ...COMMIT_FLAGS, '-m', plan.commit_messages.merge!, plan.head]);
  } catch (err) {
    await git.raw(['merge', '--abort']).catch(() => undefined);
    return {
      ...none,
      problem: problem<IntakeCode>(
        'intake.merge_failed',
        `Merging "${plan.branch}" into ${plan.base} failed: ${gitReason(err as Error)}`,
        `If another git command is working in this repository, let it finish (one that crashed leaves .git/index.lock behind: remove it). If the branch conflicts with ${plan.base}, merge it by hand: git merge ${plan.branch}. Then run the intake again.`,
      ),
    };
  }
  const mergeCommit = await headOf(git);
  try {
    await archiveAccepted(git, root, plan);
    const archiveCommit = await commit(git, plan.commit_messages.record!);
    return { changed: true, commits: [mergeCommit, archiveCommit], problem: null };
  } catch (err) {
    // Leave the base exactly as it was before this plan rather than half-archived.
    await git.raw(['reset', '--hard', '--quiet', baseHead]);
    throw err;
  }
}
