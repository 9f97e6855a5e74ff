/**
 * Ingest on the default branch: whatever sits in uploads/ on main was merged by someone the rules let
 * merge (the bot after an accepted decision, or a maintainer), so merging is the acceptance. Each upload
 * is analysed again against the archive as it is now (text, pages, record fields), planned with the same
 * `planIntake` as the local flow; `performIngest` (perform.ts) moves them into archive/ in one commit by
 * the bot identity.
 */
import { Git } from '../core/git.js';
import { problem, warning } from '../core/problem.js';
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
 * The same file merged twice (two pull requests sent it before either was archived): the copy found later
 * cannot be archived beside the first, so it is invalid as an exact duplicate of it.
 */
function duplicateInBatch(r: AnalysisResult, first: { file: string; title: string | null }): AnalysisResult {
  return {
    ...r,
    status: 'invalid',
    errors: [
      problem(
        'duplicate.exact',
        `This file is byte-for-byte identical to ${first.file}${first.title ? ` ("${first.title}")` : ''}, merged before it and archived in the same run.`,
        'Nothing to do: the document is in the archive once.',
      ),
      ...r.errors,
    ],
    duplicates: [{ kind: 'exact', found_in: 'batch', ...(first.title ? { title: first.title } : {}), similarity: 1 }],
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
  /**
   * Uploads on main that cannot be archived (an exact copy of a document archived meanwhile: two pull
   * requests sent the same file and both were merged), set aside: removed from uploads/ and logged as
   * invalid, so that the others are archived and the next run is not stuck on them.
   */
  set_aside?: boolean;
}

type UploadPair = ReturnType<typeof classifyChanges>['uploads'][number];

/**
 * The waiting uploads grouped by the pull request they came through, in the order they reached main (how
 * many commits lead to each one's arrival): of two copies of one file, the one merged first comes first.
 */
async function uploadsByPull(
  root: string,
  head: string,
  uploads: UploadPair[],
  lookupPull: PullRequestLookup,
): Promise<Map<number | null, UploadPair[]>> {
  const git = new Git(root);
  const groups = new Map<number | null, UploadPair[]>();
  const pullOf = new Map<string, number | null>();
  const arrived: { pair: UploadPair; commit: string | null; order: number }[] = [];
  for (const pair of uploads) {
    const commit = await arrivalCommit(root, head, (pair.file ?? pair.metadata)!);
    const order = commit ? Number((await git.text(['rev-list', '--count', commit])).trim()) : Infinity;
    arrived.push({ pair, commit, order });
  }
  for (const { pair, commit } of arrived.sort((a, b) => a.order - b.order)) {
    if (commit && !pullOf.has(commit)) pullOf.set(commit, await lookupPull(commit));
    const pr = commit ? (pullOf.get(commit) ?? null) : null;
    groups.set(pr, [...(groups.get(pr) ?? []), pair]);
  }
  return groups;
}

/**
 * Each upload of one pull request analysed again, merged as accepted; a copy of a file accepted earlier in
 * this run (`firstOf`, shared across the run's groups) is invalid as its exact duplicate.
 */
async function analyseGroup(
  root: string,
  head: string,
  pairs: UploadPair[],
  analyze: (u: UploadInput) => Promise<AnalysisResult>,
  firstOf: Map<string, { file: string; title: string | null }>,
): Promise<Map<string, AnalysisResult>> {
  const git = new Git(root);
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
    let result = acceptedByMerge(await analyze(input));
    const first = result.status === 'accepted' ? firstOf.get(result.file.sha256) : undefined;
    if (first) result = duplicateInBatch(result, first);
    else if (result.status === 'accepted')
      firstOf.set(result.file.sha256, { file: pair.file, title: result.metadata?.title ?? null });
    analyses.set(pair.name, result);
  }
  return analyses;
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
  const groups = await uploadsByPull(root, head, uploads, lookupPull);
  const out: IngestPlan[] = [];
  const firstOf = new Map<string, { file: string; title: string | null }>();
  for (const [pull_number, pairs] of groups) {
    const analyses = await analyseGroup(root, head, pairs, analyze, firstOf);
    const submittedVia =
      pull_number === null
        ? undefined
        : {
            kind: 'pull_request' as const,
            ref: `pull/${pull_number}`,
            number: pull_number,
            ...(repository ? { url: `${repository.server_url}/${repository.full_name}/pull/${pull_number}` } : {}),
          };
    const planFor = (group: UploadPair[]) => {
      const paths = new Set(group.flatMap((p) => [p.file, p.metadata]));
      const facts: BranchFacts = {
        branch: 'main',
        base: 'main',
        head,
        base_head: head,
        merge_base: head,
        author: null,
        changes: changes.filter((c) => paths.has(c.path)),
        uploads: group,
        non_upload_changes: [],
        problems: [],
      };
      return planIntake(facts, analyses, { now, ...(submittedVia ? { submittedVia } : {}) });
    };
    // Merged is accepted, but a file that cannot be archived any more (its copy was archived first) is set
    // aside on its own, and the rest of its pull request's uploads are archived all the same.
    const blocked = pairs.filter((p) => p.file && analyses.get(p.name)?.status !== 'accepted');
    const archivable = pairs.filter((p) => !blocked.includes(p));
    if (archivable.length || !blocked.length) out.push({ pull_number, plan: planFor(archivable) });
    if (blocked.length) out.push({ pull_number, plan: planFor(blocked), set_aside: true });
  }
  return out;
}
