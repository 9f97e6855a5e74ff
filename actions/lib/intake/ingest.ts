/**
 * Ingest on the default branch: whatever sits in uploads/ on main was merged by someone the rules let
 * merge (the bot after an accepted decision, or a maintainer), so merging is the acceptance. Each upload
 * is analysed again against the archive as it is now (text, pages, record fields), planned with the same
 * `planIntake` as the local flow; `performIngest` (perform.ts) moves them into archive/ in one commit by
 * the bot identity.
 */
import { Git } from '../core/git.js';
import { warning } from '../core/problem.js';
import type { IntakeCode } from './codes.js';
import type { AnalysisResult } from '../archive/records.js';
import { classifyChanges, isUploadsPlaceholder, readBlob, type BranchFacts } from './branch.js';
import { UPLOADS_DIR } from '../archive/layout.js';
import { planIntake, type IntakePlan } from './plan.js';
import type { UploadInput } from '../pipeline/analyze.js';

export interface IngestResult {
  plan: IntakePlan | null;
  commit: string | null;
}

/** A merged upload the score would have rejected was accepted by a maintainer's merge. */
function acceptedByMerge(r: AnalysisResult): AnalysisResult {
  if (r.status !== 'rejected') return r;
  const note = warning<IntakeCode>(
    'intake.accepted_by_merge',
    'Merged by a maintainer although the automatic decision was to reject.',
    'No action needed.',
  );
  return {
    ...r,
    status: 'accepted',
    errors: [],
    warnings: [note, ...r.errors.map((e) => ({ ...e, severity: 'warning' as const })), ...r.warnings],
  };
}

/**
 * The commit that brought a file to main: the first merge after the commit that added it (a merged
 * pull request's merge commit), or the adding commit itself (a squash or rebase merge, a direct push).
 * Which pull request that was is asked of GitHub (`PullRequestLookup`), never read from a commit message,
 * which whoever wrote the commit chose.
 */
export async function arrivalCommit(root: string, head: string, path: string): Promise<string | null> {
  const git = new Git(root);
  const added = (await git.text(['log', '--format=%H', '--diff-filter=A', '-1', head, '--', path])).trim();
  if (!added) return null;
  const merges = (
    await git.text(['log', '--merges', '--ancestry-path', '--reverse', '--format=%H', `${added}..${head}`])
  )
    .split('\n')
    .filter(Boolean);
  return merges[0] ?? added;
}

/** The number of the merged pull request whose merge made `commit`, from GitHub; null when there is none. */
export type PullRequestLookup = (commit: string) => Promise<number | null>;

const noLookup: PullRequestLookup = async () => null;

export interface IngestPlan {
  /** The pull request the uploads came through, as GitHub answers for their merge commit; null when unknown. */
  pull_number: number | null;
  plan: IntakePlan;
}

/** One plan per pull request the waiting uploads came through, so each record names its own. */
export async function planIngest(
  root: string,
  analyze: (u: UploadInput) => Promise<AnalysisResult>,
  now: string,
  repository: { server_url: string; full_name: string } | null = null,
  lookupPull: PullRequestLookup = noLookup,
): Promise<IngestPlan[]> {
  const git = new Git(root);
  const head = (await git.text(['rev-parse', 'HEAD'])).trim();
  const listed = (await git.text(['ls-tree', '--name-only', '-z', 'HEAD', `${UPLOADS_DIR}/`]))
    .split('\0')
    .filter((p) => p && !isUploadsPlaceholder(p));
  const changes = listed.map((path) => ({ status: 'added' as const, path }));
  const { uploads } = classifyChanges(changes);
  const groups = new Map<number | null, typeof uploads>();
  const pullOf = new Map<string, number | null>();
  for (const pair of uploads) {
    const commit = await arrivalCommit(root, head, (pair.file ?? pair.metadata)!);
    if (commit && !pullOf.has(commit)) pullOf.set(commit, await lookupPull(commit));
    const pr = commit ? (pullOf.get(commit) ?? null) : null;
    groups.set(pr, [...(groups.get(pr) ?? []), pair]);
  }
  const out: IngestPlan[] = [];
  for (const [pull_number, pairs] of groups) {
    const analyses = new Map<string, AnalysisResult>();
    for (const pair of pairs) {
      if (!pair.file) continue;
      const metadata = pair.metadata ? await readBlob(git, head, pair.metadata) : null;
      const input: UploadInput = {
        name: pair.file.slice(UPLOADS_DIR.length + 1),
        file: await readBlob(git, head, pair.file),
        metadata,
        metadataName: pair.metadata?.slice(UPLOADS_DIR.length + 1) ?? null,
      };
      analyses.set(pair.name, acceptedByMerge(await analyze(input)));
    }
    const paths = new Set(pairs.flatMap((p) => [p.file, p.metadata]));
    const facts: BranchFacts = {
      branch: 'main',
      base: 'main',
      head,
      base_head: head,
      merge_base: head,
      author: null,
      changes: changes.filter((c) => paths.has(c.path)),
      uploads: pairs,
      non_upload_changes: [],
      problems: [],
    };
    const submittedVia =
      pull_number === null
        ? undefined
        : {
            kind: 'pull_request' as const,
            ref: `pull/${pull_number}`,
            number: pull_number,
            ...(repository ? { url: `${repository.server_url}/${repository.full_name}/pull/${pull_number}` } : {}),
          };
    out.push({ pull_number, plan: planIntake(facts, analyses, { now, ...(submittedVia ? { submittedVia } : {}) }) });
  }
  return out;
}
