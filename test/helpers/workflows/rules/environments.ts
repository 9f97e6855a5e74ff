/**
 * Deployment environments: whose secrets a job sees, which branches may use them, who must approve.
 *
 * https://docs.github.com/en/actions/how-tos/deploy/configure-and-manage-deployments/manage-environments
 *   "Secrets stored in an environment are only available to workflow jobs that reference the environment.
 *   If the environment requires approval, a job cannot access environment secrets until one of the required
 *   reviewers approves it."
 *   "Use deployment branches and tags to restrict which branches and tags can deploy to the environment."
 *   "Protected branches only: Only branches with branch protection rules or rulesets can deploy to the
 *   environment." "Selected branches and tags: Only branches and tags that match your specified name
 *   patterns can deploy to the environment."
 *   "Jobs that reference an environment with required reviewers will wait for an approval before starting."
 *
 * https://docs.github.com/en/actions/how-tos/reuse-automations/reuse-workflows#using-inputs-and-secrets-in-a-reusable-workflow
 *   "Environment secrets cannot be passed from the caller workflow as on.workflow_call does not support the
 *   environment keyword. If you include the environment keyword in the reusable workflow at the job level,
 *   the environment secret will be used, and not the secret passed from the caller workflow."
 *   So the job that reads an environment's secret declares `environment:` itself; the caller's `secrets:`
 *   sees repository secrets only.
 */
export interface EnvironmentSetup {
  /** Secrets stored in the environment (name → value). */
  secrets?: Record<string, string>;
  /** Branches that may deploy to it (its deployment branch policy); undefined for any. */
  branches?: string[];
  /** Whether a reviewer must approve each job that uses it. */
  reviewers?: boolean;
}

/** Null when a run on `ref` may use the environment; else GitHub's refusal. */
export function deploymentRefused(name: string, env: EnvironmentSetup | undefined, ref: string): string | null {
  if (!env) return null;
  const branch = ref.replace(/^refs\/heads\//, '');
  if (env.branches && !(ref.startsWith('refs/heads/') && env.branches.includes(branch)))
    return `${ref.startsWith('refs/heads/') ? `Branch "${branch}"` : `"${ref}"`} is not allowed to deploy to ${name} due to environment protection rules.`;
  return null;
}

/** The environment a job names (`environment: NAME` or `environment: {name: NAME, url}`), or null. */
export function environmentName(raw: unknown, evaluate: (text: string) => string): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string') return evaluate(raw);
  return evaluate(String((raw as { name: string }).name));
}
