/**
 * The check a job reports, under which name, on which commit; and which of them a required status check
 * counts.
 *
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-syntax#jobsjob_idname
 *   "Use `jobs.<job_id>.name` to set a name for the job, which is displayed in the GitHub UI."
 *   A matrix job is displayed (and reported as a check) once per combination, its values after its name in
 *   parentheses: `test (20)`, `test (24)`; a job of a called workflow as `caller / called`.
 *
 * https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/collaborating-on-repositories-with-code-quality-features/troubleshooting-required-status-checks
 *   "Successful check statuses are `success`, `skipped`, and `neutral`."
 *   "If a workflow is skipped due to path filtering, branch filtering or a commit message, then checks
 *   associated with that workflow will remain in a "Pending" state. A pull request that requires those
 *   checks to be successful will be blocked from merging."
 *   "If a job within a workflow is skipped due to a conditional, it will report its status as "Success"."
 *   "For checks created by workflow jobs to be evaluated for a pull request, the workflow run must be
 *   triggered by one of these events: push, pull_request, pull_request_review, pull_request_target,
 *   deployment, deployment_status." A check belongs to the commit its run ran for (GITHUB_SHA): a
 *   pull_request run's head commit, but a pull_request_target run's base branch commit, not the pull
 *   request's head, whose required checks it therefore does not satisfy.
 */

/** GitHub Actions' own App: the integration workflow jobs report their checks as. */
export const GITHUB_ACTIONS_APP_ID = 15368;

export const PASSING_CONCLUSIONS = ['success', 'skipped', 'neutral'];

/** The name a job's check carries. */
export function checkName(
  jobId: string,
  name: string | undefined,
  matrix: Record<string, unknown>,
  caller?: string,
): string {
  const values = Object.values(matrix);
  const own = name ?? (values.length ? `${jobId} (${values.map(String).join(', ')})` : jobId);
  return caller ? `${caller} / ${own}` : own;
}

/** The commit a run's checks are reported on, or null when the event reports none a pull request counts. */
export function checkCommit(event: string, payload: Record<string, unknown>, sha: string): string | null {
  if (event === 'pull_request') return (payload.pull_request as { head: { sha: string } }).head.sha;
  if (event === 'merge_group') return (payload.merge_group as { head_sha: string }).head_sha;
  if (['push', 'pull_request_target', 'pull_request_review', 'deployment', 'deployment_status'].includes(event))
    return sha;
  return null;
}

export interface RequiredCheck {
  context: string;
  /** When given, only a check by this App counts. */
  integration_id?: number;
}

export interface ReportedCheck {
  name: string;
  conclusion: string | null;
  app_id?: number;
}

/** The required checks a commit does not satisfy, each with what it lacks. Pure. */
export function unsatisfiedChecks(required: RequiredCheck[], reported: ReportedCheck[]): string[] {
  const out: string[] = [];
  for (const r of required) {
    const runs = reported.filter(
      (c) => c.name === r.context && (r.integration_id === undefined || c.app_id === r.integration_id),
    );
    const latest = runs.at(-1);
    if (!latest) out.push(`Required status check "${r.context}" is expected.`);
    else if (!PASSING_CONCLUSIONS.includes(latest.conclusion ?? ''))
      out.push(`Required status check "${r.context}" is ${latest.conclusion ?? 'in progress'}.`);
  }
  return out;
}
