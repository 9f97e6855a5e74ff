/**
 * A pull request that adds no upload but adds, changes or removes correction files (`archive/corrections/`):
 * the intake reads each file as the archive will, says in its comment what each one alters, and passes the
 * required check when every file is a valid correction (failing it, with what to fix on the file's line,
 * when one is not). It never merges one: a correction changes what the archive says about people, so a
 * maintainer reviews it like any other change. Pure: the texts come from `gatherDecisionInput`.
 */
import { problem, type Problem } from '../core/problem.js';
import { PIPELINE_VERSION } from '../core/vocab.js';
import {
  CORRECTIONS_DIR,
  describeCorrection,
  isUnderCorrections,
  parseCorrection,
  type Correction,
} from '../archive/corrections.js';
import type { ArchiveCode } from '../archive/codes.js';
import type { PullRequestFile } from '../forge/github/github-forge.js';
import { annotationsFor } from './annotations.js';
import { codeSpan, escapeMarkdown, fitBody } from './escape.js';

/** At most this many correction files are read from one pull request; a correction is one change per file. */
export const MAX_CORRECTIONS_PER_PULL = 50;

/** A file under `archive/corrections/` that a pull request touches, with its text at the head (null: removed). */
export interface PullRequestCorrection {
  path: string;
  text: string | null;
}

/**
 * The correction files a pull request touches: those to read at the head (added, changed, renamed into the
 * folder), those it removes (deleted, or renamed out of the folder), and how many lie over the cap.
 */
export function correctionFilesOf(files: PullRequestFile[]): {
  read: PullRequestFile[];
  removed: string[];
  unread: number;
} {
  const removed = files.flatMap((f) =>
    f.status === 'removed' && isUnderCorrections(f.path)
      ? [f.path]
      : f.previous_path && isUnderCorrections(f.previous_path) && !isUnderCorrections(f.path)
        ? [f.previous_path]
        : [],
  );
  const present = files.filter((f) => f.status !== 'removed' && isUnderCorrections(f.path));
  const room = Math.max(0, MAX_CORRECTIONS_PER_PULL - removed.length);
  return { read: present.slice(0, room), removed, unread: Math.max(0, present.length - room) };
}

/** One correction file as the review reads it. */
export interface ReviewedCorrection {
  path: string;
  text: string | null;
  removed: boolean;
  correction: Correction | null;
  problems: Problem[];
}

export interface CorrectionsReview {
  files: ReviewedCorrection[];
  /** Problems of the pull request as a whole (more files than are read). */
  problems: Problem[];
  /** The pull request's other changes outside uploads/ and the corrections folder. */
  other_paths: string[];
}

/** Reads each correction file of a pull request into a correction or the problems that keep it from applying. */
export function reviewCorrections(
  corrections: PullRequestCorrection[],
  unread: number,
  otherPaths: string[],
): CorrectionsReview {
  const files = corrections.map((c): ReviewedCorrection => {
    if (c.text === null) return { path: c.path, text: null, removed: true, correction: null, problems: [] };
    return { path: c.path, text: c.text, removed: false, ...parseCorrection(c.path, c.text) };
  });
  const problems = unread
    ? [
        problem<ArchiveCode>(
          'correction.invalid',
          `This pull request touches ${corrections.length + unread} correction files; the intake reads at most ${MAX_CORRECTIONS_PER_PULL}.`,
          `Send at most ${MAX_CORRECTIONS_PER_PULL} corrections in one pull request (one change per file).`,
        ),
      ]
    : [];
  return { files, problems, other_paths: otherPaths };
}

/** Every problem of a review: the pull request's and each file's. */
export function reviewProblems(review: CorrectionsReview): Problem[] {
  return [...review.problems, ...review.files.flatMap((f) => f.problems)];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function fileLine(f: ReviewedCorrection): string {
  if (f.removed)
    return `- ${codeSpan(f.path)}: removed; what it corrected is undone at the next enrichment, unless another correction says it again.`;
  if (f.correction) {
    const reason = f.correction.reason ? ` Reason given: “${escapeMarkdown(f.correction.reason)}”` : '';
    return `- ${codeSpan(f.path)}: ${escapeMarkdown(describeCorrection(f.correction))}.${reason}`;
  }
  return `- ${codeSpan(f.path)}: not a correction the archive can apply (below).`;
}

/** The bot's comment on the pull request: what each file alters, what to fix, who decides. */
export function renderCorrectionsReview(review: CorrectionsReview, headSha: string): string {
  const problems = reviewProblems(review);
  const headline = problems.length
    ? '❌ A correction that cannot be applied yet'
    : '✅ Corrections, for a maintainer to review';
  const out = [`## dirhub — ${headline}`, ''];
  out.push(
    `This pull request changes ${plural(review.files.length, 'correction file')} in ${codeSpan(`${CORRECTIONS_DIR}/`)}. ` +
      (problems.length
        ? 'Fix what is listed below and push to this pull request: the intake reads the files again.'
        : 'Every file is a valid correction. It is never merged automatically: a maintainer checks it against the documents and merges it. ' +
          'The next enrichment then applies it, and the pages of the names it alters say so, with this pull request, its author and its date.'),
    '',
    '#### What it alters',
    '',
    ...review.files.map(fileLine),
    '',
  );
  if (review.other_paths.length)
    out.push(
      `It also changes ${plural(review.other_paths.length, 'other file')} (${review.other_paths
        .slice(0, 10)
        .map(codeSpan)
        .join(', ')}${review.other_paths.length > 10 ? ', …' : ''}), which a maintainer reviews as any change.`,
      '',
    );
  if (problems.length) {
    out.push('#### What to fix', '');
    for (const p of problems)
      out.push(
        `- **${escapeMarkdown(p.message)}**  \n  How to fix: ${escapeMarkdown(p.hint)} <sub>${codeSpan(p.code)}</sub>`,
      );
    out.push('');
  }
  out.push(
    `<sub>Read for commit ${codeSpan(headSha)} by dirhub ${PIPELINE_VERSION}, with the schema in ${codeSpan('contract/correction.schema.json')}; the shape of each correction is in docs/enrichment.md, "Corrections".</sub>`,
  );
  return out.join('\n');
}

/** The required check's result for the review: passing when every file is a valid correction. */
export function correctionsCheck(review: CorrectionsReview, headSha: string, name: string) {
  const problems = reviewProblems(review);
  const valid = review.files.filter((f) => f.correction).length;
  return {
    name,
    head_sha: headSha,
    conclusion: problems.length ? ('failure' as const) : ('success' as const),
    output: {
      title: problems.length
        ? `${plural(problems.length, 'problem')} in the correction files`
        : `${plural(valid, 'correction')}${review.files.length > valid ? ` and ${plural(review.files.length - valid, 'removal')}` : ''}, for review`,
      summary: fitBody(renderCorrectionsReview(review, headSha), 65_535),
    },
    annotations: annotationsFor(
      review.files
        .filter((f) => f.problems.length)
        .map((f) => ({
          path: f.path,
          problems: f.problems.map(atTopLevelField),
          ...(f.text === null ? {} : { json_text: f.text }),
        })),
    ),
  };
}

/** A schema problem names `entity.name`; its annotation points at the line of the top-level key `entity`. */
function atTopLevelField(p: Problem): Problem {
  const { field, ...rest } = p;
  return field && field !== 'the file' ? { ...rest, field: field.split('.')[0]! } : rest;
}
