/**
 * The runtime each third-party action the workflows pin runs on, from its action.yml at that commit, and
 * which runtimes GitHub's runners still have.
 *
 * https://github.blog/changelog/2025-09-19-deprecation-of-node-20-on-github-actions-runners/
 *   Node 20 reached its end of life in April 2026; GitHub's runners run JavaScript actions on Node 24 and
 *   removed Node 20 (docs/github.md, "runs.using: node24; GitHub removed Node 20 from its runners"). An action
 *   whose action.yml says `using: node20` no longer runs there.
 */
export const ACTION_RUNTIMES: Record<string, 'node20' | 'node24' | 'composite'> = {
  'actions/checkout': 'node24',
  'actions/setup-node': 'node24',
  'actions/upload-artifact': 'node24',
  'actions/download-artifact': 'node24',
  'actions/create-github-app-token': 'node24',
  'actions/cache/restore': 'node24',
  'actions/cache/save': 'node24',
  'actions/configure-pages': 'node20',
  'actions/upload-pages-artifact': 'composite',
  'actions/deploy-pages': 'node24',
};

export const RUNNER_RUNTIMES = ['node24', 'composite'];

/** Null when the runner can run the action; else why not. */
export function runtimeRefusal(action: string): string | null {
  const runtime = ACTION_RUNTIMES[action];
  if (!runtime) return `the harness does not know which runtime ${action} uses`;
  if (!RUNNER_RUNTIMES.includes(runtime))
    return `${action} runs on ${runtime}, which GitHub's runners no longer have (they run node24)`;
  return null;
}
