/**
 * The variables every job has, whatever the workflow says.
 *
 * https://docs.github.com/en/actions/reference/workflows-and-actions/variables#default-environment-variables
 *   "CI	Always set to true."
 *   "GITHUB_ACTIONS	Always set to true when GitHub Actions is running the workflow. You can use this variable
 *   to differentiate when tests are being run locally or by GitHub Actions."
 *   "GITHUB_SHA	The commit SHA that triggered the workflow. The value of this commit SHA depends on the event
 *   that triggered the workflow."
 *   "RUNNER_TEMP	The path to a temporary directory on the runner. This directory is emptied at the
 *   beginning and end of each job."
 *
 * JavaScript actions also find the runtime's token in their environment (ACTIONS_RUNTIME_TOKEN, which
 * @actions/artifact and @actions/cache use): a child process they start inherits it unless they say not to.
 */
export interface JobFacts {
  workflow: string;
  runId: string;
  eventName: string;
  eventPath?: string;
  sha: string;
  ref: string;
  repository: string;
  apiUrl: string;
  workspace: string;
  temp: string;
  actor: string;
}

export function defaultEnvironment(f: JobFacts): Record<string, string> {
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKFLOW: f.workflow,
    GITHUB_RUN_ID: f.runId,
    GITHUB_EVENT_NAME: f.eventName,
    GITHUB_SHA: f.sha,
    GITHUB_REF: f.ref,
    GITHUB_REF_NAME: f.ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_REPOSITORY: f.repository,
    GITHUB_REPOSITORY_OWNER: f.repository.split('/')[0]!,
    GITHUB_API_URL: f.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: f.workspace,
    GITHUB_ACTOR: f.actor,
    RUNNER_TEMP: f.temp,
    RUNNER_OS: 'Linux',
  };
}

/** What the runner gives a JavaScript action's process on top of the job's variables. */
export function actionRuntimeEnvironment(runId: string): Record<string, string> {
  return { ACTIONS_RUNTIME_TOKEN: `runtime-token-of-run-${runId}`, ACTIONS_RESULTS_URL: 'https://results.invalid/' };
}
