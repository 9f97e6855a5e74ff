/**
 * What GitHub refuses in a workflow file before anything runs (or what the harness refuses to guess), each
 * rule from rules/: a concurrency group with `queue: max` and `cancel-in-progress: true`; an action on a
 * runtime the runners dropped; a job whose GITHUB_TOKEN permissions are left to the repository's default;
 * `environment:` on a job that calls a reusable workflow (on.workflow_call has no environment: the called
 * job names it); an App token asked for more than the App holds is refused when it is minted.
 */
import { githubTokenPermissions } from '../github/permissions.js';
import { runtimeRefusal } from './rules/runtimes.js';
import type { Workflow } from './types.js';

export function validateWorkflow(file: string, workflow: Workflow): string[] {
  const out: string[] = [];
  const concurrency = (raw: unknown, where: string) => {
    if (raw && typeof raw === 'object') {
      const c = raw as { queue?: string; 'cancel-in-progress'?: unknown };
      if (c.queue === 'max' && c['cancel-in-progress'] === true)
        out.push(
          `${where}: "The combination of queue: max and cancel-in-progress: true is not allowed and will result in a workflow validation error."`,
        );
    }
  };
  concurrency(workflow.concurrency, `${file}`);
  for (const [name, job] of Object.entries(workflow.jobs ?? {})) {
    const where = `${file}: job ${name}`;
    concurrency(job.concurrency, where);
    try {
      githubTokenPermissions(job.permissions ?? workflow.permissions);
    } catch (err) {
      out.push(`${where}: ${(err as Error).message}`);
    }
    if (job.uses && job.environment !== undefined)
      out.push(`${where}: a job that calls a reusable workflow cannot name an environment; the called job does`);
    for (const step of job.steps ?? []) {
      if (!step.uses || step.uses.startsWith('./')) continue;
      const refused = runtimeRefusal(step.uses.split('@')[0]!);
      if (refused) out.push(`${where}: ${refused}`);
    }
  }
  return out;
}
