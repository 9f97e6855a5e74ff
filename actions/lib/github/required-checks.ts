/**
 * Which check names the workflow files report on every pull request, the way GitHub names them, so that
 * `dirhub doctor` can tell a required check that no pull request will ever report (and that would block
 * every merge) from one that is there. Pure: the workflow files' text in, names out.
 *
 * GitHub's rules (docs.github.com, "Troubleshooting required status checks" and the workflow syntax):
 * a job reports its `name:` or, without one, its id; a matrix job reports once per combination, its values
 * after the name in parentheses (`test (20)`); a job of a called workflow reports `caller / called`; a job
 * skipped by its `if:` reports success; but a workflow a `paths` (or `paths-ignore`, `branches`) filter
 * skips reports nothing, and its checks stay pending. Jobs report on the commit their run is for: a
 * `pull_request` run's is the pull request's head, a `pull_request_target` run's the base branch's, so only
 * `pull_request` workflows' jobs count for a pull request's required checks.
 */
import { parse } from 'yaml';

export interface WorkflowText {
  file: string;
  text: string;
}

interface Job {
  name?: string;
  uses?: string;
  strategy?: { matrix?: unknown };
}

interface Workflow {
  name?: string;
  on?: unknown;
  jobs?: Record<string, Job>;
}

/** Whether the workflow has one of these pull-request triggers with no filter narrowing it. */
function onEveryPullRequest(on: unknown, events: string[]): boolean {
  const triggers: Record<string, unknown> =
    typeof on === 'string'
      ? { [on]: null }
      : Array.isArray(on)
        ? Object.fromEntries(on.map((e) => [e, null]))
        : ((on as Record<string, unknown>) ?? {});
  for (const event of events) {
    if (!(event in triggers)) continue;
    const spec = (triggers[event] ?? {}) as Record<string, unknown>;
    if (spec.paths || spec['paths-ignore'] || spec.branches || spec['branches-ignore']) continue;
    const types = spec.types as string[] | undefined;
    if (types && !['opened', 'synchronize'].every((t) => types.includes(t))) continue;
    return true;
  }
  return false;
}

/** Every combination of a literal matrix, or null when the matrix is computed (an expression). */
function combinations(matrix: unknown): Record<string, unknown>[] | null {
  if (matrix === undefined) return [{}];
  if (typeof matrix !== 'object' || matrix === null) return null;
  let out: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(matrix)) {
    if (key === 'include' || key === 'exclude') return null;
    if (!Array.isArray(values)) return null;
    out = out.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  }
  return out;
}

/** A job's check names, or null when they depend on something only a run knows. */
function jobChecks(id: string, job: Job, byFile: Map<string, Workflow>, caller?: string): string[] | null {
  if (job.uses) {
    const called = byFile.get(job.uses.replace(/^\.\/\.github\/workflows\//, ''));
    if (!called) return null;
    const prefix = job.name ?? id;
    if (/\$\{\{/.test(prefix)) return null;
    const names: string[] = [];
    for (const [calledId, calledJob] of Object.entries(called.jobs ?? {})) {
      const inner = jobChecks(calledId, calledJob, byFile, caller ? `${caller} / ${prefix}` : prefix);
      if (inner === null) return null;
      names.push(...inner);
    }
    return names;
  }
  const legs = combinations(job.strategy?.matrix);
  if (legs === null) return null;
  const names: string[] = [];
  for (const matrix of legs) {
    let name: string;
    if (job.name !== undefined) {
      name = job.name.replace(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g, (_, k: string) => String(matrix[k] ?? ''));
      if (/\$\{\{/.test(name)) return null;
    } else {
      const values = Object.values(matrix);
      name = values.length ? `${id} (${values.map(String).join(', ')})` : id;
    }
    names.push(caller ? `${caller} / ${name}` : name);
  }
  return names;
}

/**
 * The check names reported on every pull request by jobs of the workflows (`names`), and the workflows
 * whose names cannot be known before a run (`unknown`: a computed matrix or name).
 */
export function checksOnEveryPullRequest(workflows: WorkflowText[]): { names: string[]; unknown: string[] } {
  const byFile = new Map(workflows.map((w) => [w.file, (parse(w.text) ?? {}) as Workflow]));
  const names: string[] = [];
  const unknown: string[] = [];
  for (const [file, workflow] of byFile) {
    if (!onEveryPullRequest(workflow.on, ['pull_request'])) continue;
    for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
      const checks = jobChecks(id, job, byFile);
      if (checks === null) unknown.push(`${file}: ${id}`);
      else names.push(...checks);
    }
  }
  return { names: [...new Set(names)], unknown };
}

/** Whether the intake workflow runs on every pull request (the App then posts `dirhub intake` on each). */
export function intakeOnEveryPullRequest(workflows: WorkflowText[], file = 'intake.yml'): boolean {
  const intake = workflows.find((w) => w.file === file);
  return intake ? onEveryPullRequest(((parse(intake.text) ?? {}) as Workflow).on, ['pull_request_target']) : false;
}

/** The workflow's triggers as a map, whichever of GitHub's three forms `on:` takes. */
function triggersOf(on: unknown): Record<string, unknown> {
  return typeof on === 'string'
    ? { [on]: null }
    : Array.isArray(on)
      ? Object.fromEntries(on.map((e) => [e, null]))
      : ((on as Record<string, unknown>) ?? {});
}

/** Whether the workflow runs on every merge group (a `merge_group` trigger no filter narrows). */
function onEveryMergeGroup(workflow: Workflow): boolean {
  const triggers = triggersOf(workflow.on);
  if (!('merge_group' in triggers)) return false;
  const spec = (triggers.merge_group ?? {}) as Record<string, unknown>;
  return !(spec.branches || spec['branches-ignore'] || spec.paths || spec['paths-ignore']);
}

/**
 * The check names reported on every merge group: the jobs of workflows that run on `merge_group`, and
 * `dirhub intake` when the merge-group workflow (`merge-group.yml`: the App posts the check, from the
 * default branch, when a run of such a workflow is requested) listens to one of them.
 */
export function checksOnEveryMergeGroup(
  workflows: WorkflowText[],
  intakeCheck: string,
  file = 'merge-group.yml',
): { names: string[]; unknown: string[] } {
  const byFile = new Map(workflows.map((w) => [w.file, (parse(w.text) ?? {}) as Workflow]));
  const names: string[] = [];
  const unknown: string[] = [];
  const onGroups = new Set<string>();
  for (const [name, workflow] of byFile) {
    if (!onEveryMergeGroup(workflow)) continue;
    onGroups.add(workflow.name ?? name);
    for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
      const checks = jobChecks(id, job, byFile);
      if (checks === null) unknown.push(`${name}: ${id}`);
      else names.push(...checks);
    }
  }
  const listener = byFile.get(file);
  const run = listener ? (triggersOf(listener.on).workflow_run as { workflows?: string[] } | null | undefined) : null;
  if (run?.workflows?.some((w) => onGroups.has(w))) names.push(intakeCheck);
  return { names: [...new Set(names)], unknown };
}
