/**
 * The decision for one pull request, as data: which intake action (from the shared `planIntake`), and
 * what the bot says and does about it on GitHub (sticky comment, labels, check run, merge pinned to the
 * head commit, or close). Pure: `applyPullRequestDecision` (apply-decision.ts) performs it.
 */
import { isBlocking, problem, warning, type Problem } from '../core/problem.js';
import type { IntakeCode } from '../intake/codes.js';
import type { CommandCode } from './codes.js';
import type { AnalysisResult } from '../archive/records.js';
import { PIPELINE_VERSION, type UploadState } from '../core/vocab.js';
import { planIntake, type IntakeAction, type IntakePlan } from '../intake/plan.js';
import { renderReport } from '../report/markdown.js';
import { annotationsFor, type AnnotatedFile } from './annotations.js';
import { codeSpan, escapeMarkdown, fitBody } from './escape.js';
import { mergeRequest, type Check, type IssueComment } from '../forge/forge.js';
import { AUTOMATION_LABEL, decisionLabel, planLabels, problemLabel, type LabelPlan } from './labels.js';
import type { PullRequestAnalysis, PullRequestFacts } from './pull-request.js';
import { findStickyComment, planStickyComment, type StickyAction } from './sticky-comment.js';
import { LOG_PENDING_LABEL, mergePending, pendingIn, withPending } from './decisions-pending.js';
import { decisionsToRecord, type DecisionsToRecord } from './decisions-record.js';
import { isUnderCorrections } from '../archive/corrections.js';
import {
  correctionsCheck,
  renderCorrectionsReview,
  reviewCorrections,
  type PullRequestCorrection,
} from './corrections-review.js';

export const CHECK_NAME = 'dirhub intake';

/** Paths whose change means the pull request alters the automation itself. */
export const AUTOMATION_PATHS = [
  '.github/',
  'actions/',
  'scripts/',
  'package.json',
  'package-lock.json',
  'dirhub.config.json',
];

export interface MaintainerOverride {
  command: 'accept' | 'reject';
  by: string;
  reason: string | null;
  /** The head commit the maintainer saw when commenting; the command applies to that commit only. */
  head_sha?: string;
}

export interface DecisionInput {
  facts: PullRequestFacts;
  analysis: PullRequestAnalysis;
  /** sha256 of each upload file read again through the API by the deciding job, by repository path. */
  current_sha256: Record<string, string>;
  /** The files under `archive/corrections/` the pull request touches, read at its head (null: removed). */
  corrections?: PullRequestCorrection[];
  /** How many more correction files it touches than were read. */
  corrections_unread?: number;
  comments: IssueComment[];
  labels: string[];
  bot_login: string;
  now: string;
  override?: MaintainerOverride;
}

export type DecisionAction = IntakeAction | 'stale';

export interface PullRequestDecision {
  pull_number: number;
  head_sha: string;
  action: DecisionAction;
  state: UploadState | null;
  reasons: Problem[];
  intake: IntakePlan | null;
  comment: StickyAction | null;
  labels: LabelPlan;
  check: (Check & { conclusion: 'success' | 'failure' | 'neutral' }) | null;
  /**
   * The merge, pinned to the head. Before it the comment says "merging…" and no decision label or check
   * is set; `merged_markdown` replaces the comment only once GitHub confirms the merge, and
   * `not_merged_markdown` (under a note with GitHub's answer) when it does not, with the check's
   * `not_merged_title`.
   */
  merge: {
    sha: string;
    title: string;
    message: string;
    merged_markdown: string;
    not_merged_markdown: string;
    not_merged_title: string;
  } | null;
  close: boolean;
  /** Reopen first (a maintainer accepted a pull request that had been closed). */
  reopen: boolean;
  /** The report as markdown: what the comment says when the decision is applied (before any merge). */
  markdown: string;
  /**
   * What the decisions log must learn once this decision is applied (a pull request closed or left for
   * review): kept in the bot's comment and marked with the label `dirhub:log-pending`, added last.
   */
  log: DecisionsToRecord | null;
}

function noChange(input: DecisionInput, action: DecisionAction, reasons: Problem[]): PullRequestDecision {
  const { pull } = input.facts;
  return {
    pull_number: pull.number,
    head_sha: pull.head_sha,
    action,
    state: null,
    reasons,
    intake: null,
    comment: null,
    labels: { add: [], remove: [] },
    check: null,
    merge: null,
    close: false,
    reopen: false,
    markdown: `dirhub: nothing done for pull request #${pull.number}: ${reasons.map((r) => escapeMarkdown(r.message)).join(' ')}`,
    log: null,
  };
}

/** The summary of the passing check a pull request without uploads gets (a required check must report). */
const NO_UPLOADS_SUMMARY =
  'This pull request adds nothing under `uploads/`: there is nothing for the intake to decide. It is an ordinary change; a maintainer reviews and merges it.';

/** Records the bot's comment holds, of the shape a record has (the record job checks each strictly). */
function heldRecords(input: DecisionInput): DecisionsToRecord[] {
  const sticky = findStickyComment(input.comments, input.bot_login);
  return pendingIn(sticky?.body).filter(
    (r): r is DecisionsToRecord =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as DecisionsToRecord).pull_number === 'number' &&
      typeof (r as DecisionsToRecord).head_sha === 'string' &&
      Array.isArray((r as DecisionsToRecord).entries),
  );
}

/** The intake skips the pull request: a pull request that adds no upload passes the required check. */
function skipDecision(input: DecisionInput, intake: IntakePlan): PullRequestDecision {
  const skipped = { ...noChange(input, 'skip', intake.reasons), intake };
  // With no comment or label: it is an ordinary change, which a maintainer reviews and merges.
  if (!intake.reasons.some((r) => r.code === 'intake.no_uploads')) return skipped;
  if (input.corrections?.length || input.corrections_unread) return correctionsDecision(input, skipped);
  return {
    ...skipped,
    check: {
      name: CHECK_NAME,
      head_sha: input.facts.pull.head_sha,
      conclusion: 'success',
      output: { title: 'No uploads', summary: NO_UPLOADS_SUMMARY },
      annotations: [],
    },
  };
}

/**
 * A pull request of corrections: the comment says what each file alters, the required check passes when
 * every file is a valid correction; a maintainer merges it (corrections-review.ts).
 */
function correctionsDecision(input: DecisionInput, skipped: PullRequestDecision): PullRequestDecision {
  const { pull, branch } = input.facts;
  const otherPaths = branch.non_upload_changes
    .filter((c) => !isUnderCorrections(c.path) && !(c.from && isUnderCorrections(c.from)))
    .map((c) => c.path);
  const review = reviewCorrections(input.corrections ?? [], input.corrections_unread ?? 0, otherPaths);
  const markdown = renderCorrectionsReview(review, pull.head_sha);
  return {
    ...skipped,
    comment: planStickyComment(input.comments, input.bot_login, markdown),
    check: correctionsCheck(review, pull.head_sha, CHECK_NAME),
    markdown,
  };
}

/** Everything the analysis saw must still be exactly what the pull request holds now. */
function staleness(input: DecisionInput): Problem[] {
  const { facts, analysis } = input;
  const out: Problem[] = [];
  if (analysis.pull_number !== facts.pull.number)
    out.push(
      problem<IntakeCode>(
        'intake.analysis_mismatch',
        `The analysis is for pull request #${analysis.pull_number}, not #${facts.pull.number}.`,
        'Run the analysis for this pull request.',
      ),
    );
  if (analysis.head_sha !== facts.pull.head_sha)
    out.push(
      problem<IntakeCode>(
        'intake.head_moved',
        `The pull request moved from ${analysis.head_sha.slice(0, 12)} to ${facts.pull.head_sha.slice(0, 12)} after it was analysed.`,
        'The newer commit is analysed and decided by its own run.',
      ),
    );
  const blobs = new Map(facts.files.map((f) => [f.path, f.blob_sha]));
  const analysedPaths = new Set<string>();
  for (const u of analysis.uploads) {
    for (const [path, blob] of [
      [u.file, u.file_blob],
      [u.metadata, u.metadata_blob],
    ] as const) {
      if (!path) continue;
      analysedPaths.add(path);
      if (blobs.get(path) !== blob)
        out.push(
          problem<IntakeCode>(
            'intake.file_changed',
            `${path} is not the file that was analysed.`,
            'The current files are analysed by a new run.',
          ),
        );
    }
    const r = u.result;
    if (u.file && r && input.current_sha256[u.file] !== r.file.sha256)
      out.push(
        problem<IntakeCode>(
          'intake.hash_mismatch',
          `${u.file} hashes to ${input.current_sha256[u.file]?.slice(0, 16) ?? 'nothing'} now, but ${r.file.sha256.slice(0, 16)} was analysed.`,
          'The current files are analysed by a new run.',
        ),
      );
  }
  for (const pair of facts.branch.uploads) {
    for (const path of [pair.file, pair.metadata])
      if (path && !analysedPaths.has(path))
        out.push(
          problem<IntakeCode>(
            'intake.file_unanalysed',
            `${path} was not part of the analysis.`,
            'The current files are analysed by a new run.',
          ),
        );
  }
  return out;
}

function applyOverride(result: AnalysisResult, override: MaintainerOverride | undefined): AnalysisResult {
  if (!override) return result;
  const who = override.by;
  const reason = override.reason ? `: ${override.reason}` : '';
  if (override.command === 'reject') {
    return {
      ...result,
      status: result.status === 'invalid' ? 'invalid' : 'rejected',
      errors: [
        problem<CommandCode>(
          'maintainer.rejected',
          `Rejected by maintainer ${who}${reason}.`,
          'Ask the maintainer in this pull request if you think this is wrong.',
        ),
        ...result.errors,
      ],
    };
  }
  // A maintainer may overrule the score, never a broken file or invalid metadata.
  if (result.status !== 'rejected') return result;
  return {
    ...result,
    status: 'accepted',
    errors: [],
    warnings: [
      warning<CommandCode>(
        'maintainer.accepted',
        `Accepted by maintainer ${who} although the automatic decision was to reject${reason}.`,
        'No action needed.',
      ),
      ...result.errors.map((e) => ({ ...e, severity: 'warning' as const })),
      ...result.warnings,
    ],
  };
}

function stateOf(plan: IntakePlan): UploadState {
  switch (plan.action) {
    case 'merge':
      return 'accepted';
    case 'needs_review':
      return 'needs_review';
    default:
      return plan.uploads.some((u) => u.state === 'invalid') ? 'invalid' : 'rejected';
  }
}

const HEADLINE: Record<IntakeAction | MergePhase, string> = {
  merging: '⏳ Accepted: merging…',
  merge: '✅ Accepted: this pull request is merged',
  not_merged: '⚠️ Accepted, but not merged',
  close: '❌ Not accepted: this pull request is closed',
  needs_review: '👀 Waiting for a maintainer',
  skip: 'Nothing to decide',
};

/** Where an accepted pull request stands: the merge asked for, done, or refused by GitHub. */
type MergePhase = 'merging' | 'not_merged';

function why(plan: IntakePlan, override: MaintainerOverride | undefined, phase: IntakeAction | MergePhase): string {
  const by = override
    ? ` ${override.command === 'accept' ? 'Accepted' : 'Rejected'} on the word of maintainer ${escapeMarkdown(override.by)}.`
    : '';
  const passed = `Every upload passed validation and scored at or above the archive's threshold, and the pull request only adds files under ${codeSpan('uploads/')}.`;
  switch (phase) {
    case 'merging':
      return `${passed} It is being merged at commit ${codeSpan(plan.head.slice(0, 12))}; this comment says so once GitHub confirms the merge.${by}`;
    case 'not_merged':
      return `${passed} GitHub did not merge it (see above): nothing is merged and nothing is archived yet.${by}`;
    case 'merge':
      return `${passed} It is merged at commit ${codeSpan(plan.head.slice(0, 12))}; the documents are moved into ${codeSpan('archive/')} and published with the next site build.${by}`;
    case 'close':
      return `At least one upload did not pass; the reasons and how to fix them are below. Fix them and open a new pull request with the corrected files.${by}`;
    case 'needs_review':
      return `This pull request changes more than new files in ${codeSpan('uploads/')}, so it is never merged automatically: a maintainer reviews it${
        override?.command === 'accept'
          ? ` and, if it is right, merges it by hand (${codeSpan('/dirhub accept')} overrules a relevance score, never a change outside ${codeSpan('uploads/')})`
          : ''
      }.`;
    case 'skip':
      return 'There is nothing under uploads/ to decide.';
  }
}

function renderComment(
  input: DecisionInput,
  plan: IntakePlan,
  results: Map<string, AnalysisResult>,
  phase: IntakeAction | MergePhase = plan.action,
): string {
  const out = [`## dirhub — ${HEADLINE[phase]}`, '', why(plan, input.override, phase), ''];
  if (plan.reasons.length) {
    out.push('#### About the pull request as a whole', '');
    for (const r of plan.reasons)
      out.push(`- **${escapeMarkdown(r.message)}**  \n  ${escapeMarkdown(r.hint)} <sub>${codeSpan(r.code)}</sub>`);
    out.push('');
  }
  for (const u of plan.uploads) {
    const result = results.get(u.name);
    if (result) out.push(renderReport(result), '');
    const extra = result
      ? u.reasons.filter(
          (r) =>
            !result.errors.some((e) => e.code === r.code) &&
            !result.warnings.some((w) => w.code === r.code) &&
            !plan.reasons.includes(r),
        )
      : u.reasons;
    if (extra.length) {
      if (!result) out.push(`### ${codeSpan(u.file ?? u.metadata ?? u.name)}`, '');
      for (const r of extra)
        out.push(
          `- **${escapeMarkdown(r.message)}**  \n  How to fix: ${escapeMarkdown(r.hint)} <sub>${codeSpan(r.code)}</sub>`,
        );
      out.push('');
    }
  }
  out.push(
    `<sub>Decided for commit ${codeSpan(plan.head)} by dirhub ${PIPELINE_VERSION}. Maintainers can answer with ${codeSpan('/dirhub accept')}, ${codeSpan('/dirhub reject REASON')} or ${codeSpan('/dirhub rerun')}.</sub>`,
  );
  return out.join('\n');
}

function checkTitle(phase: IntakeAction | MergePhase, plan: IntakePlan): string {
  return `${HEADLINE[phase].replace(/^\S+ /, '')} (${plan.uploads.length} upload${plan.uploads.length === 1 ? '' : 's'})`;
}

/**
 * The decision when there is nothing to decide: a pull request already merged or closed (unless a
 * maintainer's accept brings it back), a command given for an older commit, or an analysis of one.
 */
function nothingToDecide(input: DecisionInput, reopen: boolean): PullRequestDecision | null {
  const { pull } = input.facts;
  if ((pull.state !== 'open' && !reopen) || pull.merged)
    return noChange(input, 'skip', [
      warning<IntakeCode>(
        'intake.pull_closed',
        `Pull request #${pull.number} is already ${pull.merged ? 'merged' : 'closed'}.`,
        'Nothing to do.',
      ),
    ]);
  const override = input.override;
  if (override?.head_sha && override.head_sha !== pull.head_sha)
    return noChange(input, 'stale', [
      problem<CommandCode>(
        'command.head_moved',
        `/dirhub ${override.command} by ${override.by} was given for commit ${override.head_sha.slice(0, 12)}, but the pull request is now at ${pull.head_sha.slice(0, 12)}.`,
        'The new commit is decided by its own run; review it and give the command again if it still applies.',
      ),
    ]);
  const stale = staleness(input);
  return stale.length ? noChange(input, 'stale', stale) : null;
}

/** The intake's plan of the pull request's branch, each analysis with the maintainer's override applied. */
function planOfBranch(input: DecisionInput): { intake: IntakePlan; results: Map<string, AnalysisResult> } {
  const { pull } = input.facts;
  const results = new Map<string, AnalysisResult>();
  for (const u of input.analysis.uploads) if (u.result) results.set(u.name, applyOverride(u.result, input.override));
  const branch = {
    ...input.facts.branch,
    uploads: input.facts.branch.uploads.map((p) => ({
      ...p,
      metadata_sha256: input.analysis.uploads.find((u) => u.name === p.name)?.metadata_sha256 ?? null,
    })),
  };
  const intake = planIntake(branch, results, {
    now: input.now,
    submittedVia: { kind: 'pull_request', ref: branch.branch, number: pull.number, url: pull.html_url },
    maintainerRejected: input.override?.command === 'reject',
  });
  return { intake, results };
}

/** The labels the pull request should carry: its state's (not before a merge), each error's, automation's. */
function desiredLabels(intake: IntakePlan, state: UploadState, merging: boolean, logPending: boolean): string[] {
  const errors = [...intake.reasons, ...intake.uploads.flatMap((u) => u.reasons)].filter(isBlocking);
  const touchesAutomation = intake.non_upload_changes.some((c) =>
    AUTOMATION_PATHS.some((p) => c.path.startsWith(p) || c.from?.startsWith(p)),
  );
  // `dirhub:accepted` is added only after the merge (applyPullRequestDecision); a stale merge-failed goes now.
  return [
    ...(merging ? [] : [decisionLabel(state)]),
    ...errors.map(problemLabel),
    ...(touchesAutomation ? [AUTOMATION_LABEL] : []),
    // Still waiting for the log: the record job takes the label off once the log holds it.
    ...(logPending ? [LOG_PENDING_LABEL] : []),
  ];
}

/** Where each problem is shown: on the metadata file's field, on the upload's file, on a change outside uploads/. */
function annotatedFiles(input: DecisionInput, intake: IntakePlan): AnnotatedFile[] {
  const annotated: AnnotatedFile[] = intake.uploads.map((u) => {
    const analysed = input.analysis.uploads.find((a) => a.name === u.name);
    return {
      path: u.metadata ?? u.file ?? '',
      problems: u.reasons.filter((r) => r.field && u.metadata),
      json_text: analysed?.metadata_text ?? undefined,
    };
  });
  for (const u of intake.uploads)
    annotated.push({
      path: u.file ?? u.metadata ?? '',
      problems: u.reasons.filter((r) => !(r.field && u.metadata) && !intake.reasons.includes(r)),
    });
  for (const c of intake.non_upload_changes) {
    if (c.status === 'deleted') continue;
    annotated.push({
      path: c.path,
      problems: [
        warning<IntakeCode>(
          'intake.non_upload_change',
          `${c.path} is outside uploads/ (${c.status}).`,
          'A maintainer reviews this change; uploads alone are decided automatically.',
        ),
      ],
    });
  }
  return annotated;
}

export function planPullRequestDecision(input: DecisionInput): PullRequestDecision {
  const { pull } = input.facts;
  // A maintainer's accept may bring back a pull request the bot closed; nothing else reopens one.
  const reopen = pull.state === 'closed' && !pull.merged && input.override?.command === 'accept';
  const none = nothingToDecide(input, reopen);
  if (none) return none;
  const { intake, results } = planOfBranch(input);
  if (intake.action === 'skip') return skipDecision(input, intake);

  const state = stateOf(intake);
  const merging = intake.action === 'merge';
  // What the log must learn, kept in the comment with what it already waits for (every variant of it).
  const log = decisionsToRecord({ pull_number: pull.number, head_sha: pull.head_sha, action: intake.action, intake });
  const pending = mergePending(heldRecords(input), log);
  // An accepted pull request is announced as merging; the final words wait for GitHub's answer.
  const markdown = renderComment(input, intake, results, merging ? 'merging' : intake.action);
  const mergedMarkdown = merging ? renderComment(input, intake, results, 'merge') : '';
  const desired = desiredLabels(intake, state, merging, input.labels.includes(LOG_PENDING_LABEL));
  const annotated = annotatedFiles(input, intake);
  const conclusion = intake.action === 'merge' ? 'success' : intake.action === 'close' ? 'failure' : 'neutral';
  const merge = mergeRequest(pull.head_sha, intake.commit_messages.merge ?? '');
  return {
    pull_number: pull.number,
    head_sha: pull.head_sha,
    action: intake.action,
    state,
    reasons: intake.reasons,
    intake,
    comment: planStickyComment(input.comments, input.bot_login, withPending(markdown, pending)),
    labels: planLabels(input.labels, desired),
    check: {
      name: CHECK_NAME,
      head_sha: pull.head_sha,
      conclusion,
      output: {
        title: checkTitle('merge' === intake.action ? 'merge' : intake.action, intake),
        summary: fitBody(merging ? mergedMarkdown : markdown, 65_535),
      },
      annotations: annotationsFor(annotated.filter((a) => a.path && a.problems.length)),
    },
    merge: merging
      ? {
          sha: merge.head,
          title: merge.title,
          message: merge.message,
          merged_markdown: withPending(mergedMarkdown, pending),
          not_merged_markdown: withPending(renderComment(input, intake, results, 'not_merged'), pending),
          not_merged_title: checkTitle('not_merged', intake),
        }
      : null,
    close: intake.action === 'close' && !reopen,
    reopen: reopen && intake.action === 'merge',
    markdown,
    log,
  };
}
