import { isBlocking, problem, type Problem } from '../../core/problem.js';
import type { DuplicateMatch, RelevanceResult } from '../../archive/records.js';
import type { AnalysisStatus } from '../../core/vocab.js';

export interface RoutingFacts {
  /** Problems from validation (file and metadata); blocking ones make the upload invalid. */
  validation: Problem[];
  /** Exact and near duplicates found. */
  duplicates: DuplicateMatch[];
  /** Null when the upload never reached scoring (invalid). */
  relevance: RelevanceResult | null;
  rejectNearDuplicates: boolean;
}

export interface RoutingDecision {
  status: AnalysisStatus;
  errors: Problem[];
  warnings: Problem[];
}

function percent(n: number): string {
  return `${Math.round(n * 100)}%`;
}

export function duplicateProblems(duplicates: DuplicateMatch[], rejectNear: boolean): Problem[] {
  return duplicates.map((d) => {
    const where = d.document_id
      ? `archived document ${d.document_id}`
      : d.upload_id
        ? `earlier upload ${d.upload_id}`
        : 'another upload in this pull request';
    const named = d.title ? ` ("${d.title}")` : '';
    if (d.kind === 'exact') {
      return problem(
        'duplicate.exact',
        `This file is byte-for-byte identical to ${where}${named}.`,
        d.document_id
          ? 'The archive already holds it; nothing needs to be uploaded.'
          : "It was decided before; see that upload's status instead of submitting it again.",
      );
    }
    return problem(
      'duplicate.near',
      `This document's text is ${percent(d.similarity)} similar to ${where}${named}.`,
      'If it is a different version (an amended filing, a corrected copy), say so in "description" and ask a maintainer to accept it; otherwise it is already in the archive.',
      rejectNear ? {} : { severity: 'warning' },
    );
  });
}

/**
 * The document routing agent: a pure function from the gathered facts to a decision.
 * - invalid: validation failed (broken file, bad metadata, exact duplicate); never scored.
 * - rejected: scored below the threshold, or a near duplicate of an archived document.
 * - accepted: relevance at or above the threshold (spec: ≥ 70%).
 */
export function decide(facts: RoutingFacts): RoutingDecision {
  const problems = [...facts.validation, ...duplicateProblems(facts.duplicates, facts.rejectNearDuplicates)];
  const errors = problems.filter(isBlocking);
  const warnings = problems.filter((p) => !isBlocking(p));
  const invalid = errors.some((e) => e.code !== 'duplicate.near');
  if (invalid || !facts.relevance) return { status: 'invalid', errors, warnings };
  const { score, threshold } = facts.relevance;
  if (score < threshold) {
    errors.push(
      problem(
        'relevance.below_threshold',
        `Relevance ${score.toFixed(2)} is below the archive's threshold of ${threshold.toFixed(2)}.`,
        'The document does not match what this archive collects (see what lowered the score). If it belongs here, add a description that explains the connection and ask a maintainer to review it.',
      ),
    );
  }
  return { status: errors.length ? 'rejected' : 'accepted', errors, warnings };
}
