/**
 * The checkouts the workflows make, read from `.github/workflows/*.yml` so that the storage benchmark
 * clones exactly the way each job does: every `actions/checkout` step's `lfs`, `sparse-checkout`,
 * `sparse-checkout-cone-mode`, `fetch-depth` and `filter`, with actions/checkout's defaults (depth 1; a
 * sparse checkout without a filter fetches with `--filter=blob:none`). Jobs whose settings are the
 * same share one clone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface WorkflowCheckout {
  /** The jobs that check out this way, as `workflow: job`. */
  jobs: string[];
  lfs: boolean;
  /** Sparse-checkout patterns, or null for the whole tree. */
  sparse: string[] | null;
  cone: boolean;
  /** 0 for the whole history. */
  depth: number;
  /** The partial-clone filter, or null. */
  filter: string | null;
}

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

/** How the clone is made, in a few words: `depth 1, sparse actions/, lfs: false`. */
export function describeCheckout(c: WorkflowCheckout): string {
  return [
    c.depth === 0 ? 'full history' : `depth ${c.depth}`,
    ...(c.sparse ? [`sparse ${c.sparse.join(' ')}${c.cone ? '' : ' (no cone)'}`] : []),
    ...(c.filter ? [`filter ${c.filter}`] : []),
    `lfs: ${c.lfs}`,
  ].join(', ');
}

export function workflowCheckouts(projectRoot: string): WorkflowCheckout[] {
  const dir = join(projectRoot, '.github', 'workflows');
  const found = new Map<string, WorkflowCheckout>();
  for (const file of readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()) {
    const doc = parse(readFileSync(join(dir, file), 'utf8')) as { jobs?: Record<string, { steps?: Step[] }> };
    for (const [job, body] of Object.entries(doc.jobs ?? {})) {
      for (const step of body.steps ?? []) {
        if (!step.uses?.startsWith('actions/checkout@')) continue;
        const w = step.with ?? {};
        const sparseText = typeof w['sparse-checkout'] === 'string' ? w['sparse-checkout'].trim() : '';
        const sparse = sparseText ? sparseText.split(/\s+/) : null;
        const checkout: WorkflowCheckout = {
          jobs: [`${file.replace(/\.ya?ml$/, '')}: ${job}`],
          lfs: w.lfs === true,
          sparse,
          cone: w['sparse-checkout-cone-mode'] !== false,
          depth: w['fetch-depth'] === undefined ? 1 : Number(w['fetch-depth']),
          filter: typeof w.filter === 'string' ? w.filter : sparse ? 'blob:none' : null,
        };
        const key = describeCheckout(checkout);
        const same = found.get(key);
        if (same) same.jobs.push(...checkout.jobs);
        else found.set(key, checkout);
      }
    }
  }
  return [...found.values()];
}
