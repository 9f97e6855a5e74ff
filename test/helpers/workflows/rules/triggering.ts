/**
 * Which events start workflow runs, and what a run of a fork's pull request gets.
 *
 * https://docs.github.com/en/actions/how-tos/write-workflows/choose-when-workflows-run/trigger-a-workflow
 *   "When you use the repository's GITHUB_TOKEN to perform tasks, events triggered by the GITHUB_TOKEN, with
 *   the exception of workflow_dispatch and repository_dispatch, will not create a new workflow run."
 *   "If you do want to trigger a workflow from within a workflow run, you can use a GitHub App installation
 *   access token or a personal access token instead of GITHUB_TOKEN to trigger events that require a token."
 *
 * https://docs.github.com/en/actions/reference/workflows-and-actions/events-that-trigger-workflows#pull_request
 *   "With the exception of GITHUB_TOKEN, secrets are not passed to the runner when a workflow is triggered
 *   from a forked repository. The GITHUB_TOKEN has read-only permissions in pull requests from forked
 *   repositories."
 *
 * https://docs.github.com/en/actions/reference/workflows-and-actions/events-that-trigger-workflows#workflow_run
 *   "This event occurs when a workflow run is requested or completed. It allows you to execute a workflow
 *   based on execution or completion of another workflow." Activity types `completed`, `requested`,
 *   `in_progress`; GITHUB_SHA "Last commit on default branch", GITHUB_REF "Default branch"; "This event will
 *   only trigger a workflow run if the workflow file exists on the default branch." "You can't use
 *   `workflow_run` to chain together more than three levels of workflows." The run it reports on may be of
 *   any event and any branch (a merge group's, whose own workflow files are the group's).
 */
import type { RepositoryPermissions } from '../../github/permissions.js';

/** Who caused an event: a person, the App (its installation token), or a job's GITHUB_TOKEN. */
export type Actor = { kind: 'person' | 'app' | 'github_token'; login: string };

const STARTED_BY_GITHUB_TOKEN = ['workflow_dispatch', 'repository_dispatch'];

/** Null when the event starts workflows; else why not. */
export function whyNoRun(event: string, actor: Actor): string | null {
  if (actor.kind === 'github_token' && !STARTED_BY_GITHUB_TOKEN.includes(event))
    return `caused by a GITHUB_TOKEN (${actor.login}): "events triggered by the GITHUB_TOKEN, with the exception of workflow_dispatch and repository_dispatch, will not create a new workflow run."`;
  return null;
}

/** Whether a `pull_request` run comes from a fork (read-only token, no secrets). */
export function isForkPullRequest(event: string, payload: Record<string, unknown>): boolean {
  if (event !== 'pull_request') return false;
  const pr = payload.pull_request as {
    head?: { repo?: { full_name?: string } };
    base?: { repo?: { full_name?: string } };
  };
  const head = pr?.head?.repo?.full_name;
  const base = pr?.base?.repo?.full_name ?? (payload.repository as { full_name?: string } | undefined)?.full_name;
  return Boolean(head && base && head.toLowerCase() !== base.toLowerCase());
}

/** A fork's pull_request run: every write the job asked for becomes read. */
export function readOnly(permissions: RepositoryPermissions): RepositoryPermissions {
  return Object.fromEntries(Object.entries(permissions).map(([k, v]) => [k, v === 'write' ? 'read' : v]));
}

/** "You can't use workflow_run to chain together more than three levels of workflows." */
export const WORKFLOW_RUN_LEVELS = 3;

/** The `workflow_run` event's payload for a run of `name`, started by `event` on `headSha`/`headBranch`. */
export function workflowRunPayload(run: {
  id: string;
  name: string;
  path: string;
  event: string;
  headSha: string;
  headBranch: string | null;
  action: 'requested' | 'completed';
  conclusion: string | null;
  repository: Record<string, unknown>;
  sender: string;
}): Record<string, unknown> {
  return {
    action: run.action,
    workflow_run: {
      id: Number(run.id),
      name: run.name,
      path: run.path,
      event: run.event,
      head_sha: run.headSha,
      head_branch: run.headBranch,
      status: run.action === 'completed' ? 'completed' : 'queued',
      conclusion: run.conclusion,
    },
    workflow: { name: run.name, path: run.path },
    repository: run.repository,
    sender: { login: run.sender },
  };
}
