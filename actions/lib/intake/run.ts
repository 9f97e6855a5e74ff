/**
 * The local intake: for each branch, gather facts → analyse each upload → plan → perform. Branches are
 * handled one after another so that each is analysed against the archive as the previous one left it
 * (two branches with the same file: the second is an exact duplicate).
 */
import { join, resolve } from 'node:path';
import { lock } from 'proper-lockfile';
import { Git, isWorkTree } from '../core/git.js';
import { loadConfig, type DirhubConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { IntakeCode } from './codes.js';
import type { Analyzer, UploadInput } from '../pipeline/analyze.js';
import type { AnalysisResult } from '../archive/records.js';
import { branchHead, gatherBranchFacts, listUploadBranches, readBlob, type BranchFacts } from './branch.js';
import { LocalForge } from '../forge/local/local-forge.js';
import { checkWorkTree, performPlan } from './perform.js';
import { forgetLockOwner, noteLockOwner, removeLockOfDeadOwner } from './lock-owner.js';
import { recoverUnfinishedMerge } from './merge-note.js';
import { planIntake, type IntakePlan } from './plan.js';

export interface IntakeOptions {
  root: string;
  analyzer: Analyzer;
  /** Branch names to decide; omitted: every branch except the base that touches uploads/. */
  branches?: string[];
  base?: string;
  dryRun?: boolean;
  config?: DirhubConfig;
  now?: () => Date;
  onProgress?: (message: string) => void;
  /** How long to wait for another intake on the same repository to finish (default 10 minutes). */
  lockWaitMs?: number;
}

/** The lock file, inside the repository's git folder so it is never part of the work tree. */
export const INTAKE_LOCK_FILE = 'dirhub-intake.lock';
const LOCK_POLL_MS = 250;
/** A lock not refreshed for this long belongs to a process that died; refreshed every half of it. */
const LOCK_STALE_MS = 30_000;

/**
 * Takes the repository for this intake (or import) alone. Two intakes at once interleave their checkouts, merges
 * and resets on the same main (one's `reset --hard` can undo the other's merge), so a second run waits
 * for the first, and gives up with a problem after `waitMs`. Returns the release function.
 */
export async function lockRepository(
  git: Git,
  root: string,
  waitMs: number,
  onProgress?: (m: string) => void,
): Promise<(() => Promise<void>) | Problem<IntakeCode>> {
  const gitDir = resolve(root, (await git.text(['rev-parse', '--git-common-dir'])).trim());
  const lockfilePath = join(gitDir, INTAKE_LOCK_FILE);
  const attempt = (retries: number) =>
    lock(gitDir, {
      lockfilePath,
      stale: LOCK_STALE_MS,
      retries: { retries, factor: 1, minTimeout: LOCK_POLL_MS, maxTimeout: LOCK_POLL_MS },
      // Losing the lock (its file removed by hand, the machine suspended past the stale time) must not
      // crash the run in a timer; the intake's own checks (base moved, branch moved) still hold.
      onCompromised: () => undefined,
    });
  const held = async (retries: number) => {
    const release = await attempt(retries);
    await noteLockOwner(lockfilePath);
    return async () => {
      await forgetLockOwner(lockfilePath);
      await release();
    };
  };
  try {
    return await held(0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
  }
  const dead = await removeLockOfDeadOwner(lockfilePath);
  if (dead !== null) {
    onProgress?.(`the lock of intake process ${dead}, which no longer exists, was removed`);
    try {
      return await held(0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    }
  }
  onProgress?.(
    `another intake is running on this repository; waiting up to ${Math.round(waitMs / 1000)} s for it to finish`,
  );
  try {
    return await held(Math.ceil(waitMs / LOCK_POLL_MS));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    return problem<IntakeCode>(
      'intake.locked',
      `Another dirhub intake is still running on ${root} after ${Math.round(waitMs / 1000)} s of waiting.`,
      `Run again when it has finished. If no intake is running (a process that was killed on another host), the lock clears itself within ${LOCK_STALE_MS / 1000} s.`,
    );
  }
}

export interface BranchOutcome {
  branch: string;
  plan: IntakePlan | null;
  /** Whether the repository changed for this branch. */
  changed: boolean;
  commits: string[];
  /** What stopped this branch (moved, merge conflict, analysis crashed…); other branches still run. */
  problem: Problem<IntakeCode> | null;
}

export interface IntakeRun {
  dry_run: boolean;
  base: string;
  /** Set when the intake refused to start (dirty work tree, base not checked out…). */
  refused: Problem<IntakeCode> | null;
  outcomes: BranchOutcome[];
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

async function analyseBranch(
  options: IntakeOptions,
  facts: BranchFacts,
  config: DirhubConfig,
): Promise<Map<string, AnalysisResult>> {
  const git = new Git(options.root);
  const analyses = new Map<string, AnalysisResult>();
  for (const pair of facts.uploads) {
    const metadata = pair.metadata ? await readBlob(git, facts.head, pair.metadata) : null;
    pair.metadata_sha256 = metadata ? sha256(metadata) : null;
    if (!pair.file) continue;
    options.onProgress?.(`  analysing ${pair.file}`);
    const file = await readBlob(git, facts.head, pair.file);
    const upload: UploadInput = {
      name: fileName(pair.file),
      file,
      metadata,
      metadataName: pair.metadata ? fileName(pair.metadata) : null,
    };
    analyses.set(pair.name, await options.analyzer(upload, { root: options.root, config }));
  }
  return analyses;
}

export async function runIntake(options: IntakeOptions): Promise<IntakeRun> {
  const base = options.base ?? 'main';
  const dryRun = options.dryRun ?? false;
  const git = new Git(options.root);
  const run: IntakeRun = { dry_run: dryRun, base, refused: null, outcomes: [] };
  if (!(await isWorkTree(options.root))) {
    run.refused = problem<IntakeCode>(
      'intake.not_a_repository',
      `${options.root} is not a git repository.`,
      'Pass the archive repository with --repo DIR.',
    );
    return run;
  }
  if (!(await branchHead(git, base))) {
    run.refused = problem<IntakeCode>(
      'intake.no_base',
      `There is no branch "${base}" in ${options.root}.`,
      'The archive repository needs a main branch to merge into.',
    );
    return run;
  }
  // A dry run only reads, so it neither waits for nor blocks a running intake.
  let release: (() => Promise<void>) | null = null;
  if (!dryRun) {
    const locked = await lockRepository(git, options.root, options.lockWaitMs ?? 600_000, options.onProgress);
    if (typeof locked !== 'function') {
      run.refused = locked;
      return run;
    }
    release = locked;
  }
  try {
    return await decideBranches(options, git, run);
  } finally {
    await release?.();
  }
}

async function decideBranches(options: IntakeOptions, git: Git, run: IntakeRun): Promise<IntakeRun> {
  const { base, dry_run: dryRun } = run;
  if (!dryRun) {
    const recovered = await recoverUnfinishedMerge(git, options.root, base);
    if (recovered) options.onProgress?.(`recovered: ${recovered}`);
    run.refused = await checkWorkTree(git, base);
  }
  if (run.refused) return run;

  const config = options.config ?? (await loadConfig(options.root));
  const forge = new LocalForge(options.root, base);
  const branches = options.branches ?? (await listUploadBranches(git, base));
  options.onProgress?.(
    `${branches.length} branch${branches.length === 1 ? '' : 'es'} to decide${dryRun ? ' (dry run)' : ''}`,
  );
  for (const [i, branch] of branches.entries()) {
    options.onProgress?.(`[${i + 1}/${branches.length}] ${branch}`);
    const outcome: BranchOutcome = { branch, plan: null, changed: false, commits: [], problem: null };
    run.outcomes.push(outcome);
    try {
      if (!(await branchHead(git, branch))) {
        outcome.problem = problem<IntakeCode>(
          'intake.no_branch',
          `There is no branch "${branch}".`,
          'List the branches with git branch; a decided branch that was closed is gone (see dirhub status UPLOAD_ID).',
        );
        continue;
      }
      const facts = await gatherBranchFacts(git, branch, base);
      const analyses = await analyseBranch(options, facts, config);
      outcome.plan = planIntake(facts, analyses, { now: (options.now?.() ?? new Date()).toISOString() });
      options.onProgress?.(`  ${outcome.plan.summary}`);
      if (dryRun) continue;
      const result = await performPlan(forge, outcome.plan);
      outcome.changed = result.changed;
      outcome.commits = result.commits;
      outcome.problem = result.problem;
    } catch (err) {
      outcome.problem = problem<IntakeCode>(
        'intake.failed',
        `Deciding "${branch}" failed: ${(err as Error).message}`,
        'This is a bug or a broken repository; the branch was left as it was. Report it with the message above.',
      );
    }
  }
  return run;
}
