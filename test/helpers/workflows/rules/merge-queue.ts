/**
 * A merge queue: the commit it would merge (a merge group: the default branch with the queued pull requests
 * on it) must satisfy the required checks itself, and only what runs on the `merge_group` event reports them
 * there; a check a pull request passed on its own head does not count for the group.
 *
 * https://docs.github.com/en/repositories/configuring-branches-and-merges-in-your-repository/configuring-pull-request-merges/managing-a-merge-queue#triggering-merge-group-checks-with-github-actions
 *   "You must use the `merge_group` event to trigger your GitHub Actions workflow when a pull request is
 *   added to a merge queue."
 *   "If your repository uses GitHub Actions to perform required checks on pull requests in your repository,
 *   you need to update the workflows to include the `merge_group` event as an additional trigger.
 *   Otherwise, status checks will not be triggered when you add a pull request to a merge queue. The merge
 *   will fail as the required status check will not be reported."
 *
 * https://docs.github.com/en/repositories/configuring-branches-and-merges-in-your-repository/configuring-pull-request-merges/managing-a-merge-queue#about-merge-queues
 *   "Once a pull request has passed all required branch protection checks, a user with write access to the
 *   repository can add the pull request to the queue." "A merge queue will wait for required checks to be
 *   reported before it can proceed with merging."
 *
 * https://docs.github.com/en/actions/reference/workflows-and-actions/events-that-trigger-workflows#merge_group
 *   GITHUB_SHA: "SHA of the merge group"; GITHUB_REF: "Ref of the merge group" (a branch
 *   `gh-readonly-queue/<base>/pr-<number>-<base sha>`), whose workflow files are the ones that run: the
 *   group's, not the default branch's. Its only activity type is `checks_requested`.
 */
import { unsatisfiedChecks, type ReportedCheck, type RequiredCheck } from './check-names.js';

/** The branch GitHub creates for a merge group of one pull request. */
export function mergeGroupRef(base: string, pullNumber: number, baseSha: string): string {
  return `refs/heads/gh-readonly-queue/${base}/pr-${pullNumber}-${baseSha}`;
}

/** The `merge_group` event's payload (action `checks_requested`). */
export function mergeGroupPayload(group: {
  head_sha: string;
  head_ref: string;
  base_sha: string;
  base_ref: string;
  message: string;
  repository: Record<string, unknown>;
}): Record<string, unknown> {
  return {
    action: 'checks_requested',
    merge_group: {
      head_sha: group.head_sha,
      head_ref: group.head_ref,
      base_sha: group.base_sha,
      base_ref: group.base_ref,
      head_commit: { id: group.head_sha, message: group.message },
    },
    repository: group.repository,
    sender: { login: 'github-merge-queue[bot]', type: 'Bot' },
  };
}

/**
 * What the queue still waits for before it merges the group: each required check not reported (or not
 * passed) on the group's head commit. Empty when it merges. Pure.
 */
export function mergeGroupWaitingFor(required: RequiredCheck[], reportedOnGroup: ReportedCheck[]): string[] {
  return unsatisfiedChecks(required, reportedOnGroup);
}
