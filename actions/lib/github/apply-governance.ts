/**
 * Performs a governance plan: the ruleset and environment calls through the GitHub client, CODEOWNERS
 * written into the checkout. Every request and its body are in the plan already.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { GitHubForge } from '../forge/github/github-forge.js';
import { CODEOWNERS_FILE, type DesiredEnvironment, type DesiredRuleset, type GovernancePlan } from './governance.js';

export async function applyGovernance(forge: GitHubForge, plan: GovernancePlan, root: string): Promise<void> {
  const { octokit, target } = forge;
  for (const change of plan.changes) {
    if (change.target === 'ruleset') {
      const body = change.body as DesiredRuleset;
      if (change.action === 'create') await octokit.rest.repos.createRepoRuleset({ ...target, ...body });
      else
        await octokit.rest.repos.updateRepoRuleset({
          ...target,
          ruleset_id: Number(change.request.split('/').pop()),
          ...body,
        });
    } else if (change.target === 'environment') {
      await octokit.rest.repos.createOrUpdateEnvironment({
        ...target,
        environment_name: decodeURIComponent(change.request.split('/').pop()!),
        ...(change.body as DesiredEnvironment['body']),
      });
    } else {
      await mkdir(dirname(join(root, CODEOWNERS_FILE)), { recursive: true });
      await writeFile(join(root, CODEOWNERS_FILE), change.body as string);
    }
  }
}
