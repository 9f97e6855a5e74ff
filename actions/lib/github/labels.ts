/**
 * Labels the bot owns: one for the decision (`dirhub:<state>`) and one per kind of problem
 * (`problem:<area>`). Labels that people add by hand are never touched.
 */
import type { Problem } from '../core/problem.js';
import type { UploadState } from '../core/vocab.js';
import { LABEL_NAME_LIMIT } from './escape.js';

export const DECISION_LABEL_PREFIX = 'dirhub:';
export const PROBLEM_LABEL_PREFIX = 'problem:';
/** Set when the PR changes workflows, actions or the toolchain: a person must review it. */
export const AUTOMATION_LABEL = 'dirhub:touches-automation';

/** Set when a pull request was accepted but GitHub did not merge it; removed when a rerun merges it. */
export const MERGE_FAILED_LABEL = `${DECISION_LABEL_PREFIX}merge-failed`;

export function decisionLabel(state: UploadState): string {
  return `${DECISION_LABEL_PREFIX}${state.replace(/_/g, '-')}`;
}

/** `metadata.date.future` → `problem:metadata`; codes are ours, so the label set stays small. */
export function problemLabel(p: Problem): string {
  const area = p.code
    .split('.')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  return `${PROBLEM_LABEL_PREFIX}${area}`.slice(0, LABEL_NAME_LIMIT);
}

export function isManagedLabel(name: string): boolean {
  return name.startsWith(DECISION_LABEL_PREFIX) || name.startsWith(PROBLEM_LABEL_PREFIX);
}

export interface LabelPlan {
  add: string[];
  remove: string[];
}

export function planLabels(current: string[], desired: string[]): LabelPlan {
  const want = [...new Set(desired)].sort();
  return {
    add: want.filter((l) => !current.includes(l)),
    remove: current.filter((l) => isManagedLabel(l) && !want.includes(l)).sort(),
  };
}
