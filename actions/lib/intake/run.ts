/**
 * The local intake: for each branch, gather facts → analyse each upload → plan → perform. Branches are
 * handled one after another so that each is analysed against the archive as the previous one left it
 * (two branches with the same file: the second is an exact duplicate).
 */
import { simpleGit } from 'simple-git';
import type { DirhubConfig } from '../core/config.js';
import { loadConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { AnalysisResult } from '../core/records.js';
import { branchHead, gatherBranchFacts, listUploadBranches, readBlob, type BranchFacts } from './branch.js';
import { checkWorkTree, performPlan } from './local-forge.js';
import { planIntake, type IntakePlan } from './plan.js';

export interface UploadInput {
  /** File name without the folder, e.g. `order.pdf`. */
  name: string;
  file: Uint8Array;
  metadata: Uint8Array | null;
  metadataName: string | null;
}

export type Analyzer = (upload: UploadInput, ctx: { root: string; config: DirhubConfig }) => Promise<AnalysisResult>;

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
}

export interface BranchOutcome {
  branch: string;
  plan: IntakePlan | null;
  /** Whether the repository changed for this branch. */
  changed: boolean;
  commits: string[];
  /** What stopped this branch (moved, merge conflict, analysis crashed…); other branches still run. */
  problem: Problem | null;
}

export interface IntakeRun {
  dry_run: boolean;
  base: string;
  /** Set when the intake refused to start (dirty work tree, base not checked out…). */
  refused: Problem | null;
  outcomes: BranchOutcome[];
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

async function analyseBranch(options: IntakeOptions, facts: BranchFacts, config: DirhubConfig): Promise<Map<string, AnalysisResult>> {
  const git = simpleGit({ baseDir: options.root });
  const analyses = new Map<string, AnalysisResult>();
  for (const pair of facts.uploads) {
    const metadata = pair.metadata ? await readBlob(git, facts.head, pair.metadata) : null;
    pair.metadata_sha256 = metadata ? sha256(metadata) : null;
    if (!pair.file) continue;
    options.onProgress?.(`  analysing ${pair.file}`);
    const file = await readBlob(git, facts.head, pair.file);
    const upload: UploadInput = { name: fileName(pair.file), file, metadata, metadataName: pair.metadata ? fileName(pair.metadata) : null };
    analyses.set(pair.name, await options.analyzer(upload, { root: options.root, config }));
  }
  return analyses;
}

export async function runIntake(options: IntakeOptions): Promise<IntakeRun> {
  const base = options.base ?? 'main';
  const dryRun = options.dryRun ?? false;
  const git = simpleGit({ baseDir: options.root });
  const run: IntakeRun = { dry_run: dryRun, base, refused: null, outcomes: [] };
  if (!(await git.checkIsRepo())) {
    run.refused = problem('intake.not_a_repository', `${options.root} is not a git repository.`, 'Pass the archive repository with --repo DIR.');
    return run;
  }
  if (!(await branchHead(git, base))) {
    run.refused = problem('intake.no_base', `There is no branch "${base}" in ${options.root}.`, 'The archive repository needs a main branch to merge into.');
    return run;
  }
  if (!dryRun) run.refused = await checkWorkTree(git, base);
  if (run.refused) return run;

  const config = options.config ?? (await loadConfig(options.root));
  const branches = options.branches ?? (await listUploadBranches(git, base));
  options.onProgress?.(`${branches.length} branch${branches.length === 1 ? '' : 'es'} to decide${dryRun ? ' (dry run)' : ''}`);
  for (const [i, branch] of branches.entries()) {
    options.onProgress?.(`[${i + 1}/${branches.length}] ${branch}`);
    const outcome: BranchOutcome = { branch, plan: null, changed: false, commits: [], problem: null };
    run.outcomes.push(outcome);
    try {
      if (!(await branchHead(git, branch))) {
        outcome.problem = problem('intake.no_branch', `There is no branch "${branch}".`, 'List the branches with git branch; a decided branch that was closed is gone (see dirhub status UPLOAD_ID).');
        continue;
      }
      const facts = await gatherBranchFacts(git, branch, base);
      const analyses = await analyseBranch(options, facts, config);
      outcome.plan = planIntake(facts, analyses, { now: (options.now?.() ?? new Date()).toISOString() });
      options.onProgress?.(`  ${outcome.plan.summary}`);
      if (dryRun) continue;
      const result = await performPlan(options.root, outcome.plan);
      outcome.changed = result.changed;
      outcome.commits = result.commits;
      outcome.problem = result.problem;
    } catch (err) {
      outcome.problem = problem('intake.failed', `Deciding "${branch}" failed: ${(err as Error).message}`, 'This is a bug or a broken repository; the branch was left as it was. Report it with the message above.');
    }
  }
  return run;
}
