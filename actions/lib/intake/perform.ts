/**
 * The intake's executors on a local repository: `performPlan` carries out one branch's plan through the
 * local forge (merge or close the branch, record the decisions), `performIngest` archives what waits in
 * uploads/ on the default branch; both store through the archive writer (`stageArchiveChange`). Thin on
 * purpose: every decision is already in the plan.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Git } from '../core/git.js';
import { problem, type Problem } from '../core/problem.js';
import { DEFAULT_CACHE_DIRNAME } from '../pipeline/processing/cache.js';
import { stageArchiveChange } from '../archive/write.js';
import { mergeRequest } from '../forge/forge.js';
import { LocalForge, type Identity } from '../forge/local/local-forge.js';
import { faultPoint } from '../core/faults.js';
import type { IntakeCode } from './codes.js';
import { clearMergeNote, writeMergeNote } from './merge-note.js';
import type { IntakePlan } from './plan.js';

/**
 * Checks that the repository can be changed safely: the base branch is checked out and the work tree is
 * clean. `options.ignore` names folders that do not count (a folder being imported that lies inside the
 * repository). Returns the problem to show, or null.
 */
export async function checkWorkTree(
  git: Git,
  base: string,
  options: { ignore?: string[] } = {},
): Promise<Problem<IntakeCode> | null> {
  const current = (await git.query(['symbolic-ref', '--quiet', '--short', 'HEAD'])) ?? '';
  if (current !== base) {
    return problem<IntakeCode>(
      'intake.not_on_base',
      `The intake changes ${base}, but ${current ? `"${current}"` : 'a detached HEAD'} is checked out.`,
      `Switch to it first: git switch ${base}`,
    );
  }
  // The extraction/OCR cache is derived data that the analysis writes at the root; it never counts as a change.
  const status = await git.text([
    'status',
    '--porcelain',
    '--untracked-files=normal',
    '--',
    '.',
    `:(exclude)${DEFAULT_CACHE_DIRNAME}`,
    ...(options.ignore ?? []).map((path) => `:(exclude)${path}`),
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

/** Performs one branch's plan. The caller has checked the work tree (checkWorkTree). */
export async function performPlan(forge: LocalForge, plan: IntakePlan): Promise<PerformResult> {
  const none: PerformResult = { changed: false, commits: [], problem: null };
  if (plan.action === 'skip') return none;

  const baseHead = await forge.baseHead();
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
  const record = async () => {
    const commit = await forge.recordDecision(plan.log, plan.commit_messages.record!);
    return commit ? [commit] : [];
  };
  if (plan.action === 'needs_review') {
    const commits = await record();
    return { changed: commits.length > 0, commits, problem: null };
  }

  const branchHead = await forge.head(plan.branch);
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
    const commits = await record();
    // Compare-and-delete: removes the branch only if it still points at the commit that was judged.
    await forge.close(plan.branch, plan.head);
    return { changed: true, commits, problem: null };
  }

  for (const move of plan.moves) {
    if (existsSync(join(forge.root, dirname(move.to)))) {
      throw new Error(
        `Archive folder ${dirname(move.to)} already exists; an exact duplicate should have been rejected by the analysis.`,
      );
    }
  }
  // Noted before the merge and cleared once the archive commit is made or the base is put back: a
  // process that dies in between leaves the note, and the next intake puts the base back (merge-note.ts).
  const note = { base: plan.base, base_head: baseHead, branch: plan.branch, head: plan.head };
  await writeMergeNote(forge.git, forge.root, { ...note, at: new Date().toISOString() });
  const merged = await forge.merge(plan.branch, mergeRequest(plan.head, plan.commit_messages.merge!));
  if (!merged.merged) {
    await clearMergeNote(forge.git, forge.root);
    const { code, message, hint } = merged.refusal;
    return {
      ...none,
      problem:
        code === 'forge.head_moved'
          ? problem<IntakeCode>('intake.branch_moved', message, hint)
          : problem<IntakeCode>('intake.merge_failed', message, hint),
    };
  }
  try {
    await faultPoint('between-merge-and-archive');
    await stageArchiveChange(forge.git, plan);
    const archiveCommit = await forge.commit(plan.commit_messages.record!);
    await clearMergeNote(forge.git, forge.root);
    return { changed: true, commits: [merged.commit, archiveCommit], problem: null };
  } catch (err) {
    // Leave the base exactly as it was before this plan rather than half-archived.
    await forge.resetBase(baseHead);
    await clearMergeNote(forge.git, forge.root);
    throw err;
  }
}

/**
 * Sets aside uploads on the default branch that cannot be archived: removes them from uploads/, logs their
 * decision (invalid, with why) and commits once as `bot`. Ingest does this so that one such upload never
 * stops the archive; what the contributor sent stays in the pull request and in history.
 */
export async function performSetAside(root: string, plan: IntakePlan, bot: Identity): Promise<string | null> {
  if (plan.action !== 'close' || !plan.uploads.length) return null;
  const forge = new LocalForge(root, plan.base, bot);
  const paths = plan.uploads.flatMap((u) => [u.file, u.metadata]).filter((p): p is string => Boolean(p));
  await stageArchiveChange(forge.git, { removes: paths, writes: [], log: plan.log });
  const lines = plan.uploads.map((u) => `- ${u.file ?? u.name}: ${u.reasons[0]?.message ?? u.state}`);
  return forge.commit(
    [`Set aside ${plan.uploads.length} merged upload(s) that cannot be archived`, '', ...lines].join('\n'),
  );
}

/** Moves the accepted uploads into archive/, writes records, texts and decisions, and commits once as `bot`. */
export async function performIngest(root: string, plan: IntakePlan, bot: Identity): Promise<string | null> {
  if (plan.action !== 'merge') return null;
  const forge = new LocalForge(root, plan.base, bot);
  await stageArchiveChange(forge.git, plan);
  return forge.commit(plan.commit_messages.record!);
}
