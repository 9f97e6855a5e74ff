/**
 * The intake decision for one local pull request (a branch), as data. Pure: the same facts, analyses and
 * time give the same plan. An executor performs it (`performPlan` in perform.ts on a local repository,
 * `applyPullRequestDecision` on GitHub); `--dry-run` prints it.
 *
 * - merge:        every upload accepted and nothing but additions under uploads/ → merged into the base,
 *                 each document moved to archive/ with its record, texts and a decision-log line.
 * - close:        any upload rejected or invalid → the whole branch is closed (deleted) and every upload's
 *                 decision is logged; an accepted upload closed with a failing sibling is logged as
 *                 rejected with the reason `intake.batch.sibling_rejected`, so it can be sent again alone.
 * - needs_review: the branch changes anything besides adding uploads (workflows, code, other files)
 *                 → nothing is merged or deleted; the uploads are logged as needs_review.
 * - skip:         nothing to decide (no changes since the merge base, e.g. already merged; or no uploads).
 */
import { isBlocking, problem, type Problem } from '../core/problem.js';
import type { IntakeCode } from './codes.js';
import type { AnalysisResult, DecisionLogEntry, DocumentRecord } from '../archive/records.js';
import { PIPELINE_VERSION, type UploadState } from '../core/vocab.js';
import { commitMessageLine, decisionLogEntry, decisionLogPath } from '../archive/decisions-log.js';
import { BATCH_REASON_PREFIX } from '../archive/exact-duplicates.js';
import {
  buildRecord,
  documentDir,
  documentIdFor,
  documentWrites,
  originalFilePath,
  UPLOADS_DIR,
  type FileWrite,
  type SearchableCopyPlan,
  searchableCopyFor,
} from '../archive/layout.js';
import type { BranchFacts, FileChange, UploadPair } from './branch.js';

export const INTAKE_ACTIONS = ['merge', 'close', 'needs_review', 'skip'] as const;
export type IntakeAction = (typeof INTAKE_ACTIONS)[number];

export interface UploadDecision {
  name: string;
  file: string | null;
  metadata: string | null;
  /** Null only when there is no document to identify (a metadata file alone). */
  upload_id: string | null;
  state: UploadState;
  /** What the analysis alone said, before the branch-level decision. */
  analysis_status: AnalysisResult['status'] | null;
  title: string | null;
  relevance: number | null;
  threshold: number | null;
  document_id: string | null;
  /** Repository-relative folder of the archived document. */
  archive_path: string | null;
  /** Errors first, then warnings. */
  reasons: Problem[];
}

export interface IntakePlan {
  plan_version: 1;
  branch: string;
  base: string;
  /** The pinned head: the adapter refuses to act if the branch has moved since. */
  head: string;
  base_head: string;
  author: string | null;
  action: IntakeAction;
  summary: string;
  /** Why the branch as a whole got its action (non-upload changes, a failing sibling, no uploads…). */
  reasons: Problem[];
  uploads: UploadDecision[];
  non_upload_changes: FileChange[];
  /** Files moved from uploads/ to archive/ (after the merge). */
  moves: { from: string; to: string }[];
  /** Upload files removed after the merge (metadata files; their content lives on in record.json). */
  removes: string[];
  writes: FileWrite[];
  /** Searchable copies of the scanned PDFs moved in (layout.ts `searchableCopyFor`). */
  searchable: SearchableCopyPlan[];
  log: { path: string; entries: DecisionLogEntry[] };
  commit_messages: { merge: string | null; record: string | null };
  delete_branch: boolean;
}

export interface PlanOptions {
  /** ISO timestamp of the decision. */
  now: string;
  pipelineVersion?: string;
  /** How the uploads arrived; default: the local branch. The GitHub layer passes the pull request. */
  submittedVia?: DocumentRecord['provenance']['submitted_via'];
  /**
   * A maintainer answered `/dirhub reject`: the review a needs_review branch waits for has happened, so
   * such a branch is closed instead of left waiting. (An accept never merges a branch that changes more
   * than uploads/: that merge stays a person's, by hand.)
   */
  maintainerRejected?: boolean;
}

function touchesUploads(change: FileChange): boolean {
  const prefix = `${UPLOADS_DIR}/`;
  return change.path.startsWith(prefix) || (change.from?.startsWith(prefix) ?? false);
}

function nonUploadProblem(changes: FileChange[]): Problem {
  const listed = changes
    .slice(0, 10)
    .map((c) => `${c.path} (${c.status})`)
    .join(', ');
  const more = changes.length > 10 ? ` and ${changes.length - 10} more` : '';
  return problem<IntakeCode>(
    'intake.non_upload_changes',
    `The branch changes more than new files in ${UPLOADS_DIR}/: ${listed}${more}.`,
    `A maintainer reviews and merges it by hand. To have an upload decided automatically, send a branch that only adds ${UPLOADS_DIR}/NAME.pdf and ${UPLOADS_DIR}/NAME.json.`,
  );
}

function siblingProblem(failed: string[]): Problem {
  return problem<IntakeCode>(
    `${BATCH_REASON_PREFIX}sibling_rejected`,
    `This upload passed, but the branch was closed because ${failed.join(', ')} did not.`,
    'Send this upload again on a branch of its own, or fix the other upload and send both again.',
  );
}

function batchDuplicate(name: string, other: string): Problem {
  return problem(
    'duplicate.exact',
    `${name} is byte-for-byte identical to ${other} in the same branch.`,
    `Remove one of the two copies and send the branch again.`,
  );
}

interface Draft {
  pair: UploadPair;
  analysis: AnalysisResult | null;
  state: UploadState;
  reasons: Problem[];
}

function draftUploads(facts: BranchFacts, analyses: Map<string, AnalysisResult>): Draft[] {
  const seen = new Map<string, string>();
  return facts.uploads.map((pair) => {
    const analysis = pair.file ? (analyses.get(pair.name) ?? null) : null;
    if (pair.file && !analysis)
      throw new Error(`planIntake: no analysis for upload "${pair.name}" of branch ${facts.branch}`);
    const reasons = [...pair.problems];
    // A broken pair or a second copy in the same branch is never judged on its content.
    let notJudged = !analysis || pair.problems.some(isBlocking);
    if (analysis) {
      const earlier = seen.get(analysis.file.sha256);
      if (earlier) {
        reasons.push(batchDuplicate(pair.file!, earlier));
        notJudged = true;
      } else seen.set(analysis.file.sha256, pair.file!);
      // The analysis may report what pairing already found (a missing metadata file): say it once.
      const known = new Set(pair.problems.map((p) => p.code));
      reasons.push(...[...analysis.errors, ...analysis.warnings].filter((p) => !known.has(p.code)));
    }
    const ownFailure = reasons.some(isBlocking);
    const state: UploadState =
      !analysis || notJudged || (ownFailure && analysis.status === 'accepted') ? 'invalid' : analysis.status;
    return { pair, analysis, state, reasons };
  });
}

/**
 * The branch's action, and why: skip a branch with nothing to decide, leave one that changes more than
 * uploads for review (or close it on a maintainer's word), merge when every upload passed, else close.
 * The drafts' states follow the action (an upload that passed in a closed branch is rejected with it).
 */
function chooseAction(
  facts: BranchFacts,
  drafts: Draft[],
  options: PlanOptions,
): { action: IntakeAction; branchReasons: Problem[] } {
  const branchReasons: Problem[] = [...facts.problems];
  let action: IntakeAction;
  if (facts.problems.length === 0 && facts.changes.length === 0) {
    action = 'skip';
    branchReasons.push(
      problem<IntakeCode>(
        'intake.nothing_to_do',
        `Branch "${facts.branch}" has no changes since it left ${facts.base} (already merged?).`,
        'Nothing to do.',
        { severity: 'warning' },
      ),
    );
  } else if (facts.problems.length === 0 && drafts.length === 0 && !facts.non_upload_changes.some(touchesUploads)) {
    action = 'skip';
    branchReasons.push(
      problem<IntakeCode>(
        'intake.no_uploads',
        `Branch "${facts.branch}" adds nothing under ${UPLOADS_DIR}/.`,
        'It is not an upload; review it as an ordinary change.',
        { severity: 'warning' },
      ),
    );
  } else if (facts.problems.length > 0 || facts.non_upload_changes.length > 0) {
    if (facts.non_upload_changes.length > 0) branchReasons.push(nonUploadProblem(facts.non_upload_changes));
    action = options.maintainerRejected ? 'close' : 'needs_review';
    for (const d of drafts)
      d.state = action === 'close' ? (d.state === 'accepted' ? 'rejected' : d.state) : 'needs_review';
  } else if (drafts.every((d) => d.state === 'accepted')) {
    action = 'merge';
  } else {
    action = 'close';
    const failed = drafts
      .filter((d) => d.state !== 'accepted')
      .map((d) => d.pair.file ?? d.pair.metadata ?? d.pair.name);
    for (const d of drafts) {
      if (d.state !== 'accepted') continue;
      d.state = 'rejected';
      d.reasons.unshift(siblingProblem(failed));
    }
  }
  if (action === 'needs_review') for (const d of drafts) d.reasons.unshift(...branchReasons);
  return { action, branchReasons };
}

type Provenance = Parameters<typeof decisionLogEntry>[2];

/**
 * Each upload's decision into the plan, with, for a merge, its original's move, its metadata file's
 * removal and its record's writes, and its line in the decisions log (none for a skip). Returns the records.
 */
function planUploads(
  plan: IntakePlan,
  drafts: Draft[],
  provenance: Provenance,
  now: PlanOptions['now'],
): DocumentRecord[] {
  const action = plan.action;
  const records: DocumentRecord[] = [];
  for (const d of drafts) {
    const a = d.analysis;
    let documentId: string | null = null;
    if (action === 'merge' && a) {
      const record = buildRecord(a, provenance, now);
      records.push(record);
      documentId = record.document_id;
      plan.moves.push({ from: d.pair.file!, to: originalFilePath(documentId, a.file.name, a.file.kind) });
      if (d.pair.metadata) plan.removes.push(d.pair.metadata);
      plan.writes.push(...documentWrites(record, a.page_texts));
      const copy = searchableCopyFor(record);
      if (copy) plan.searchable.push(copy);
    }
    const errors = d.reasons.filter(isBlocking);
    const warnings = d.reasons.filter((r) => !isBlocking(r));
    const decision: UploadDecision = {
      name: d.pair.name,
      file: d.pair.file,
      metadata: d.pair.metadata,
      upload_id: a?.upload_id ?? null,
      state: d.state,
      analysis_status: a?.status ?? null,
      title: a?.metadata?.title ?? null,
      relevance: a?.relevance ?? null,
      threshold: a?.threshold ?? null,
      document_id: documentId,
      archive_path: documentId ? documentDir(documentId) : null,
      reasons: [...errors, ...warnings],
    };
    plan.uploads.push(decision);
    if (a && action !== 'skip') {
      const verdict = { ...decision, metadata_sha256: d.pair.metadata_sha256 ?? null };
      plan.log.entries.push(decisionLogEntry(a, verdict, provenance, now));
    }
  }
  return records;
}

export function planIntake(
  facts: BranchFacts,
  analyses: Map<string, AnalysisResult>,
  options: PlanOptions,
): IntakePlan {
  const drafts = draftUploads(facts, analyses);
  const { action, branchReasons } = chooseAction(facts, drafts, options);
  const via = options.submittedVia ?? { kind: 'branch' as const, ref: facts.branch };
  const plan: IntakePlan = {
    plan_version: 1,
    branch: facts.branch,
    base: facts.base,
    head: facts.head,
    base_head: facts.base_head,
    author: facts.author,
    action,
    summary: '',
    reasons: branchReasons,
    uploads: [],
    non_upload_changes: facts.non_upload_changes,
    moves: [],
    removes: [],
    writes: [],
    searchable: [],
    log: { path: decisionLogPath(options.now), entries: [] },
    commit_messages: { merge: null, record: null },
    delete_branch: action === 'close',
  };
  const provenance = {
    submitted_via: via,
    submitted_by: facts.author,
    commit: facts.head,
    pipeline_version: options.pipelineVersion ?? PIPELINE_VERSION,
  };
  const records = planUploads(plan, drafts, provenance, options.now);
  plan.summary = summarize(plan);
  plan.commit_messages = commitMessages(plan, records);
  return plan;
}

function uploadLine(u: UploadDecision): string {
  const id = u.upload_id ?? u.name;
  const why = u.reasons.find(isBlocking);
  const line =
    u.state === 'accepted'
      ? `${id} accepted as ${u.document_id}${u.title ? ` "${u.title}"` : ''}`
      : `${id} ${u.state}${why ? `: ${why.message}` : ''}`;
  return commitMessageLine(line);
}

function summarize(plan: IntakePlan): string {
  const n = plan.uploads.length;
  const uploads = `${n} upload${n === 1 ? '' : 's'}`;
  switch (plan.action) {
    case 'merge':
      return `merge: ${uploads} accepted`;
    case 'close': {
      const failed = plan.uploads.filter((u) => !u.reasons.some((r) => r.code.startsWith(BATCH_REASON_PREFIX)));
      return `close: ${failed.map((u) => `${u.file ?? u.metadata ?? u.name} ${u.state}`).join(', ')}`;
    }
    case 'needs_review':
      return `needs review: ${plan.reasons[0]?.message ?? 'changes outside uploads/'}`;
    case 'skip':
      return `skip: ${plan.reasons[0]?.message ?? 'nothing to do'}`;
  }
}

function commitMessages(plan: IntakePlan, records: DocumentRecord[]): IntakePlan['commit_messages'] {
  const trailers = plan.uploads.filter((u) => u.upload_id).map((u) => `Upload-Id: ${u.upload_id}`);
  const body = (lines: string[]) => [...lines.map((l) => `- ${l}`), '', ...trailers].join('\n');
  switch (plan.action) {
    case 'merge': {
      const subject =
        records.length === 1
          ? `Archive "${records[0]!.title}" as ${records[0]!.document_id}`
          : `Archive ${records.length} documents from branch '${plan.branch}'`;
      return {
        merge: `Merge upload branch '${plan.branch}' (${plan.uploads.length} accepted)\n\n${body(plan.uploads.map(uploadLine))}`,
        record: `${subject}\n\n${body(plan.uploads.map(uploadLine))}`,
      };
    }
    case 'close':
      return {
        merge: null,
        record: `Record decision: close branch '${plan.branch}'\n\n${body(plan.uploads.map(uploadLine))}`,
      };
    case 'needs_review':
      return {
        merge: null,
        record: `Record decision: branch '${plan.branch}' needs review\n\n${body([commitMessageLine(plan.reasons[0]?.message ?? ''), ...plan.uploads.map(uploadLine)])}`,
      };
    case 'skip':
      return { merge: null, record: null };
  }
}
