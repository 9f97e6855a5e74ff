/**
 * Runs the repository's own workflow files the way the Actions runner does, against the local GitHub:
 * which workflows an event starts (`on:` with its types, branches and paths), jobs in `needs` order
 * with their `if:`, reusable workflows (`uses: ./.github/workflows/X.yml` with `with:` and `secrets:`),
 * job and step outputs, `uses: ./actions/X` through the action runner with `with:` and `env:` as
 * written, and `run:` steps in bash with GITHUB_OUTPUT, GITHUB_ENV and the step's environment. Every
 * push to `main` (a merge through the API, a job's `git push`) is a `push` event that starts the next
 * workflows, until nothing moves.
 *
 * What stands in for what cannot run here, each by name and nothing silently:
 * - third-party actions, matched by name whatever commit they are pinned to: `actions/checkout` is a
 *   real `git clone` of the local GitHub's repository at the ref (with `sparse-checkout` applied by git, as
 *   a partial clone; Git LFS content downloaded only with `lfs: true`, as GIT_LFS_SKIP_SMUDGE does);
 *   `actions/setup-node` does nothing (Node is here); `upload-artifact`/`download-artifact` copy through
 *   a folder; `create-github-app-token` gives the App's installation token of the local GitHub;
 *   `configure-pages`, `upload-pages-artifact` and `deploy-pages` give their outputs and copy the site to
 *   a "deployed" folder; `cache/restore` and `cache/save` keep caches in a folder by key (restore keys
 *   match by prefix, the newest first; a saved key is never overwritten);
 * - the clone gets this project's installed node_modules and compiled dist/ linked in, so a step
 *   `npm install --no-audit --no-fund` is not run again (recorded as substituted);
 * - `npm test` in a workflow is this very test suite; it is recorded as substituted, not run inside itself;
 * - `gh api PATH --jq .FIELD` is answered by a small stand-in that asks the local GitHub;
 * - `concurrency` is not modelled: runs here are sequential.
 *
 * DIRHUB_HARNESS_TRACE=1 prints each step as it starts, on stderr.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { runAction } from './action-runner.js';
import { TOKENS, type FakeGitHub } from './github-server.js';
import { PROJECT_ROOT } from './paths.js';
import { condition, interpolate, toText, type Context } from './workflow-expressions.js';

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: string;
};
type Job = {
  needs?: string | string[];
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  secrets?: Record<string, string> | 'inherit';
  steps?: Step[];
  outputs?: Record<string, string>;
  env?: Record<string, unknown>;
  permissions?: Record<string, string>;
};
type Workflow = {
  name?: string;
  on: Record<string, unknown>;
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
};

export interface StepRecord {
  name: string;
  outcome: 'success' | 'failure' | 'skipped';
  /** Why the step did not run as written, when the harness stood in for it. */
  substituted?: string;
  output?: string;
}
export interface JobRecord {
  workflow: string;
  job: string;
  result: 'success' | 'failure' | 'skipped';
  outputs: Record<string, string>;
  steps: StepRecord[];
}
export interface EventRecord {
  event: string;
  workflows: string[];
  /** Workflows the event starts that the harness was told to leave out, with why. */
  skipped: string[];
  jobs: JobRecord[];
}

export interface HarnessOptions {
  gh: FakeGitHub;
  scratch: string;
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  /** Workflows not to run, each with the reason (kept in `events` so a report shows it). */
  skip?: Record<string, string>;
}

const APP_SLUG = 'dirhub-bot';

/** Every combination of a `strategy.matrix` (one empty combination without a matrix). */
function combinations(matrix: Record<string, unknown[]> | undefined): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(matrix ?? {}))
    out = out.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  return out;
}

function globToRegExp(glob: string): RegExp {
  const re = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '.*');
  return new RegExp(`^${re}$`);
}

export class WorkflowHarness {
  readonly events: EventRecord[] = [];
  private counter = 0;
  readonly artifacts: string;
  readonly deployed: string;
  private readonly bin: string;

  constructor(private readonly options: HarnessOptions) {
    this.artifacts = join(options.scratch, 'artifacts');
    this.deployed = join(options.scratch, 'deployed');
    this.bin = join(options.scratch, 'bin');
    mkdirSync(this.bin, { recursive: true });
    const gh = join(this.bin, 'gh');
    writeFileSync(
      gh,
      `#!${process.execPath}\n` +
        `const [cmd, path, flag, jq] = process.argv.slice(2);\n` +
        `if (cmd !== 'api' || (flag && flag !== '--jq')) { console.error('gh stand-in: only "gh api PATH [--jq .FIELD]"'); process.exit(2); }\n` +
        `const res = await fetch(process.env.GITHUB_API_URL + path, { headers: { authorization: 'token ' + (process.env.GH_TOKEN || process.env.GITHUB_TOKEN) } });\n` +
        `if (!res.ok) { console.error('gh: HTTP ' + res.status); process.exit(1); }\n` +
        `const body = await res.json();\n` +
        `console.log(jq ? jq.slice(1).split('.').reduce((v, k) => v?.[k], body) : JSON.stringify(body));\n`,
    );
    chmodSync(gh, 0o755);
    // A job's `git push origin HEAD:main` lands on the local GitHub's checked-out main.
    options.gh.git(['config', 'receive.denyCurrentBranch', 'updateInstead']);
  }

  private get gh(): FakeGitHub {
    return this.options.gh;
  }

  private workflowsOnMain(): Map<string, Workflow> {
    const out = new Map<string, Workflow>();
    const names = this.gh
      .git(['ls-tree', '--name-only', 'main', '.github/workflows/'])
      .split('\n')
      .filter((n) => n.endsWith('.yml'));
    for (const path of names) out.set(basename(path), parse(this.gh.git(['show', `main:${path}`])) as Workflow);
    return out;
  }

  private starts(workflow: Workflow, event: string, payload: Record<string, unknown>, changed: string[]): boolean {
    const trigger = workflow.on[event] as Record<string, unknown> | null | undefined;
    if (!(event in workflow.on)) return false;
    // A scheduled run starts the workflows whose schedule lists that cron (github.event.schedule).
    if (event === 'schedule')
      return Array.isArray(trigger) && trigger.some((s: { cron?: string }) => s.cron === payload.schedule);
    const spec = trigger ?? {};
    const types = spec.types as string[] | undefined;
    const defaultTypes = event.startsWith('pull_request') ? ['opened', 'synchronize', 'reopened'] : undefined;
    const action = payload.action as string | undefined;
    if (action && (types ?? defaultTypes) && !(types ?? defaultTypes)!.includes(action)) return false;
    const branches = spec.branches as string[] | undefined;
    if (branches && event === 'push' && !branches.includes(String(payload.ref).replace('refs/heads/', '')))
      return false;
    const paths = spec.paths as string[] | undefined;
    if (paths && !changed.some((f) => paths.some((p) => globToRegExp(p).test(f)))) return false;
    return true;
  }

  /** Starts every workflow the event starts, then the pushes they cause. Returns the jobs that ran. */
  async trigger(event: string, payload: Record<string, unknown>, changed: string[] = []): Promise<JobRecord[]> {
    const before = this.gh.git(['rev-parse', 'main']);
    const record: EventRecord = { event, workflows: [], skipped: [], jobs: [] };
    this.events.push(record);
    for (const [file, workflow] of this.workflowsOnMain()) {
      if (!this.starts(workflow, event, payload, changed)) continue;
      const skip = this.options.skip?.[file];
      if (skip) {
        record.skipped.push(`${file}: ${skip}`);
        continue;
      }
      record.workflows.push(file);
      const github = {
        event_name: event,
        event: payload,
        repository: `${this.gh.owner}/${this.gh.repo}`,
        repository_owner: this.gh.owner,
        token: TOKENS.readOnly,
        run_id: String(++this.counter),
        sha: before,
        ref: (payload.ref as string) ?? 'refs/heads/main',
        ref_name: ((payload.ref as string) ?? 'refs/heads/main').replace(/^refs\/(heads|tags)\//, ''),
      };
      record.jobs.push(
        ...(await this.runWorkflow(file, workflow, { github, inputs: {}, secrets: this.options.secrets ?? {} })),
      );
    }
    const after = this.gh.git(['rev-parse', 'main']);
    if (after !== before) {
      const pushed = this.gh.git(['diff', '--name-only', before, after]).split('\n').filter(Boolean);
      record.jobs.push(
        ...(await this.trigger(
          'push',
          { ref: 'refs/heads/main', before, after, repository: { name: this.gh.repo, default_branch: 'main' } },
          pushed,
        )),
      );
    }
    return record.jobs;
  }

  private async runWorkflow(
    file: string,
    workflow: Workflow,
    call: { github: Record<string, unknown>; inputs: Record<string, unknown>; secrets: Record<string, string> },
  ): Promise<JobRecord[]> {
    const done = new Map<string, JobRecord>();
    const order = Object.keys(workflow.jobs);
    const records: JobRecord[] = [];
    while (done.size < order.length) {
      const ready = order.filter(
        (name) => !done.has(name) && [workflow.jobs[name]!.needs ?? []].flat().every((n) => done.has(n)),
      );
      if (!ready.length)
        throw new Error(`${file}: jobs wait on each other: ${order.filter((n) => !done.has(n)).join(', ')}`);
      for (const name of ready) {
        const job = workflow.jobs[name]!;
        const needs = [job.needs ?? []].flat();
        const needsCtx = Object.fromEntries(
          needs.map((n) => [n, { result: done.get(n)!.result, outputs: done.get(n)!.outputs }]),
        );
        const allNeedsOk = needs.every((n) => done.get(n)!.result === 'success');
        const ctx: Context = {
          github: call.github,
          inputs: call.inputs,
          secrets: call.secrets,
          vars: this.options.vars ?? {},
          needs: needsCtx,
          runner: { temp: '', os: 'Linux' },
          env: {},
        };
        let result: JobRecord;
        if (!condition(job.if, ctx, { succeeded: allNeedsOk })) {
          result = { workflow: file, job: name, result: 'skipped', outputs: {}, steps: [] };
        } else if (job.uses) {
          result = await this.runReusable(file, name, job, ctx);
        } else {
          // A matrix runs the job once per combination; the job's result is the worst of them.
          const runs: JobRecord[] = [];
          for (const matrix of combinations(
            (job as { strategy?: { matrix?: Record<string, unknown[]> } }).strategy?.matrix,
          ))
            runs.push(await this.runJob(file, name, job, workflow, { ...ctx, matrix }));
          result = runs.find((r) => r.result === 'failure') ?? runs[0]!;
        }
        done.set(name, result);
        records.push(result);
      }
    }
    return records;
  }

  private async runReusable(file: string, name: string, job: Job, ctx: Context): Promise<JobRecord> {
    const path = job.uses!.replace(/^\.\//, '');
    const called = parse(this.gh.git(['show', `main:${path}`])) as Workflow;
    const spec = (called.on.workflow_call ?? {}) as { inputs?: Record<string, { default?: unknown; type?: string }> };
    const inputs: Record<string, unknown> = {};
    for (const [key, def] of Object.entries(spec.inputs ?? {}))
      inputs[key] = def.default ?? (def.type === 'number' ? 0 : '');
    for (const [key, value] of Object.entries(job.with ?? {})) {
      const text = typeof value === 'string' ? interpolate(value, ctx) : value;
      inputs[key] = spec.inputs?.[key]?.type === 'number' ? Number(text) : text;
    }
    const secrets =
      job.secrets === 'inherit'
        ? (ctx.secrets as Record<string, string>)
        : Object.fromEntries(Object.entries(job.secrets ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]));
    const jobs = await this.runWorkflow(basename(path), called, {
      github: ctx.github as Record<string, unknown>,
      inputs,
      secrets,
    });
    const failed = jobs.some((j) => j.result === 'failure');
    return {
      workflow: file,
      job: name,
      result: failed ? 'failure' : 'success',
      outputs: {},
      steps: jobs.flatMap((j) => j.steps.map((s) => ({ ...s, name: `${basename(path)}/${j.job}: ${s.name}` }))),
    };
  }

  private async runJob(file: string, name: string, job: Job, workflow: Workflow, base: Context): Promise<JobRecord> {
    const root = join(this.options.scratch, `run-${++this.counter}-${file.replace(/\W/g, '_')}-${name}`);
    const workspace = join(root, 'workspace');
    const temp = join(root, 'temp');
    mkdirSync(workspace, { recursive: true });
    mkdirSync(temp, { recursive: true });
    const writes = Object.values(job.permissions ?? {}).includes('write');
    const token = writes ? TOKENS.actionsWrite : TOKENS.readOnly;
    const github = { ...(base.github as Record<string, unknown>), token, workspace };
    const steps: Record<string, { outputs: Record<string, string>; outcome: string }> = {};
    const records: StepRecord[] = [];
    let env: Record<string, string> = {};
    let succeeded = true;
    for (const [i, step] of (job.steps ?? []).entries()) {
      const ctx: Context = { ...base, github, runner: { temp, os: 'Linux' }, steps, env: { ...env } };
      const label = step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${i + 1}`;
      if (process.env.DIRHUB_HARNESS_TRACE)
        process.stderr.write(`[harness ${new Date().toISOString().slice(11, 19)}] ${file}/${name}: ${label}\n`);
      if (!condition(step.if, ctx, { succeeded })) {
        records.push({ name: label, outcome: 'skipped' });
        if (step.id) steps[step.id] = { outputs: {}, outcome: 'skipped' };
        continue;
      }
      const stepEnv: Record<string, string> = { ...env };
      for (const source of [workflow.env, job.env, step.env])
        for (const [k, v] of Object.entries(source ?? {})) stepEnv[k] = interpolate(toText(v), ctx);
      const withs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(toText(v), ctx)]),
      );
      // The runner replaces `${{ }}` in a run: script before bash sees it.
      const written = step.run === undefined ? step : { ...step, run: interpolate(step.run, ctx) };
      const result = await this.runStep(written, withs, stepEnv, {
        workspace,
        temp,
        token,
        github: github as Record<string, unknown>,
      });
      records.push({
        name: label,
        outcome: result.ok ? 'success' : 'failure',
        ...(result.substituted ? { substituted: result.substituted } : {}),
        output: result.output,
      });
      env = { ...env, ...result.env };
      if (step.id) steps[step.id] = { outputs: result.outputs, outcome: result.ok ? 'success' : 'failure' };
      if (!result.ok) succeeded = false;
    }
    const ctx: Context = { ...base, github, steps, runner: { temp, os: 'Linux' }, env };
    const outputs = Object.fromEntries(Object.entries(job.outputs ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]));
    return { workflow: file, job: name, result: succeeded ? 'success' : 'failure', outputs, steps: records };
  }

  private async runStep(
    step: Step,
    withs: Record<string, string>,
    env: Record<string, string>,
    job: { workspace: string; temp: string; token: string; github: Record<string, unknown> },
  ): Promise<{
    ok: boolean;
    outputs: Record<string, string>;
    env: Record<string, string>;
    output?: string;
    substituted?: string;
  }> {
    const none = { outputs: {}, env: {} };
    if (step.uses?.startsWith('./actions/')) {
      const name = step.uses.slice('./actions/'.length);
      const run = await runAction(name, {
        inputs: withs,
        event: job.github.event,
        eventName: String(job.github.event_name),
        githubToken: job.token,
        apiUrl: this.gh.url,
        repository: `${this.gh.owner}/${this.gh.repo}`,
        workspace: job.workspace,
        env: { ...env, RUNNER_TEMP: job.temp },
      });
      return { ok: run.exitCode === 0, outputs: run.outputs, env: {}, output: `${run.stdout}${run.stderr}` };
    }
    if (step.uses) {
      const action = step.uses.split('@')[0]!;
      switch (action) {
        case 'actions/checkout': {
          const ref = withs.ref || 'main';
          // As actions/checkout: LFS content only with `lfs: true`, and a sparse checkout fetches blobs it needs (blob:none).
          const gitEnv = { ...process.env, ...(withs.lfs === 'true' ? {} : { GIT_LFS_SKIP_SMUDGE: '1' }) };
          const sparse = (withs['sparse-checkout'] ?? '').split(/\s+/).filter(Boolean);
          const partial = sparse.length > 0 || Boolean(withs.filter);
          if (partial) this.gh.git(['config', 'uploadpack.allowFilter', 'true']);
          execFileSync(
            'git',
            [
              'clone',
              '-q',
              '--no-checkout',
              ...(partial ? [`--filter=${withs.filter || 'blob:none'}`] : []),
              partial ? pathToFileURL(this.gh.repoDir).href : this.gh.repoDir,
              job.workspace,
            ],
            { stdio: 'pipe', env: gitEnv },
          );
          if (sparse.length)
            execFileSync(
              'git',
              [
                'sparse-checkout',
                'set',
                ...(withs['sparse-checkout-cone-mode'] === 'false' ? ['--no-cone'] : []),
                ...sparse,
              ],
              { cwd: job.workspace, stdio: 'pipe', env: gitEnv },
            );
          execFileSync('git', ['checkout', '-q', ref], { cwd: job.workspace, stdio: 'pipe', env: gitEnv });
          for (const linked of ['node_modules', 'dist'])
            if (!existsSync(join(job.workspace, linked)))
              symlinkSync(join(PROJECT_ROOT, linked), join(job.workspace, linked));
          // The clone's own .git/info/exclude keeps the links out of `git status`, as an install's output is ignored.
          writeFileSync(join(job.workspace, '.git', 'info', 'exclude'), 'node_modules\ndist\n', { flag: 'a' });
          return {
            ok: true,
            ...none,
            substituted: 'a local git clone; node_modules and dist/ linked from the project',
          };
        }
        case 'actions/setup-node':
          return { ok: true, ...none, substituted: `Node ${process.version} is already here` };
        case 'actions/upload-artifact': {
          const to = join(this.artifacts, withs.name!);
          mkdirSync(to, { recursive: true });
          cpSync(withs.path!, join(to, basename(withs.path!)), { recursive: true });
          return { ok: true, ...none };
        }
        case 'actions/download-artifact': {
          const from = join(this.artifacts, withs.name!);
          if (!existsSync(from)) return { ok: false, ...none, output: `no artifact ${withs.name}` };
          mkdirSync(withs.path!, { recursive: true });
          for (const f of readdirSync(from)) cpSync(join(from, f), join(withs.path!, f), { recursive: true });
          return { ok: true, ...none };
        }
        case 'actions/create-github-app-token':
          if (!withs['private-key'] || !(withs['client-id'] || withs['app-id']))
            return {
              ok: false,
              ...none,
              output: 'create-github-app-token: the client-id and private-key inputs are empty',
            };
          return { ok: true, outputs: { token: TOKENS.bot, 'app-slug': APP_SLUG }, env: {} };
        case 'actions/cache/restore': {
          // The newest cache saved under the key, else under the newest key starting with a restore key.
          const caches = join(this.artifacts, 'actions-cache');
          const saved = existsSync(caches) ? readdirSync(caches).map(decodeURIComponent) : [];
          const newest = (match: (k: string) => boolean) =>
            saved
              .filter(match)
              .sort(
                (a, b) =>
                  statSync(join(caches, encodeURIComponent(b))).mtimeMs -
                  statSync(join(caches, encodeURIComponent(a))).mtimeMs,
              )[0];
          const prefixes = (withs['restore-keys'] ?? '')
            .split('\n')
            .map((k) => k.trim())
            .filter(Boolean);
          const hit = newest((k) => k === withs.key);
          const found = hit ?? prefixes.map((p) => newest((k) => k.startsWith(p))).find(Boolean);
          if (found)
            cpSync(join(caches, encodeURIComponent(found)), join(job.workspace, withs.path!), { recursive: true });
          return {
            ok: true,
            outputs: {
              'cache-hit': String(hit !== undefined),
              'cache-primary-key': withs.key!,
              'cache-matched-key': found ?? '',
            },
            env: {},
          };
        }
        case 'actions/cache/save': {
          // As the cache service: a key is saved once and never overwritten.
          const to = join(this.artifacts, 'actions-cache', encodeURIComponent(withs.key!));
          if (!existsSync(to)) cpSync(join(job.workspace, withs.path!), to, { recursive: true });
          return { ok: true, ...none };
        }
        case 'actions/configure-pages':
          return {
            ok: true,
            outputs: {
              base_path: `/${this.gh.repo}`,
              base_url: `https://${this.gh.owner.toLowerCase()}.github.io/${this.gh.repo}`,
              origin: `https://${this.gh.owner.toLowerCase()}.github.io`,
              host: `${this.gh.owner.toLowerCase()}.github.io`,
            },
            env: {},
          };
        case 'actions/upload-pages-artifact':
          cpSync(join(job.workspace, withs.path!), join(this.artifacts, 'github-pages'), { recursive: true });
          return { ok: true, ...none };
        case 'actions/deploy-pages':
          if (!existsSync(join(this.artifacts, 'github-pages')))
            return { ok: false, ...none, output: 'no github-pages artifact' };
          cpSync(join(this.artifacts, 'github-pages'), this.deployed, { recursive: true });
          return {
            ok: true,
            outputs: { page_url: `https://${this.gh.owner.toLowerCase()}.github.io/${this.gh.repo}/` },
            env: {},
          };
        default:
          throw new Error(`the harness has no stand-in for ${step.uses}`);
      }
    }
    const script = step.run!;
    if (script.trim() === 'npm install --no-audit --no-fund')
      return { ok: true, ...none, substituted: 'node_modules linked from the project at checkout' };
    if (script.trim() === 'npm test')
      return { ok: true, ...none, substituted: 'npm test is the suite running this harness' };
    const files = {
      output: join(job.temp, `output-${++this.counter}`),
      env: join(job.temp, `env-${this.counter}`),
      script: join(job.temp, `script-${this.counter}.sh`),
    };
    writeFileSync(files.output, '');
    writeFileSync(files.env, '');
    writeFileSync(files.script, script);
    // Asynchronous: the local GitHub answers from this same process, so a step that calls it (gh api)
    // must not block the event loop while it waits.
    const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done, fail) => {
      const child = spawn('bash', ['-e', files.script], {
        cwd: job.workspace,
        env: {
          PATH: `${this.bin}:${join(job.workspace, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
          HOME: process.env.HOME ?? job.temp,
          CI: 'true',
          GITHUB_ACTIONS: 'true',
          GITHUB_API_URL: this.gh.url,
          GITHUB_REPOSITORY: `${this.gh.owner}/${this.gh.repo}`,
          GITHUB_WORKSPACE: job.workspace,
          GITHUB_OUTPUT: files.output,
          GITHUB_ENV: files.env,
          RUNNER_TEMP: job.temp,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
      child.on('error', fail);
      child.on('close', (status) => {
        clearTimeout(timer);
        done({ status, stdout, stderr });
      });
    });
    const outputs = Object.fromEntries(
      readFileSync(files.output, 'utf8')
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    const newEnv = Object.fromEntries(
      readFileSync(files.env, 'utf8')
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    return { ok: r.status === 0, outputs, env: newEnv, output: `${r.stdout}${r.stderr}` };
  }
}
