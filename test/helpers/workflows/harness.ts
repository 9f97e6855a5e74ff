/**
 * Runs the repository's own workflow files the way GitHub Actions does, against the local GitHub, with the
 * rules of GitHub's documentation that decide what happens (each in rules/, quoted beside its link):
 *
 * - an event starts the workflows whose `on:` matches it (types, branches, paths), unless a GITHUB_TOKEN
 *   caused it (rules/triggering.ts); the local GitHub raises events for what a job does through the API
 *   (a merge, a close, a reopen, a comment) and for its `git push` (through the repository's hooks);
 * - runs and jobs wait in, replace each other in and cancel each other in concurrency groups, at the
 *   workflow and the job level (rules/concurrency.ts); runs go on at the same time otherwise;
 * - each job gets its own GITHUB_TOKEN with the job's `permissions:` (every other permission none), read-only
 *   for a fork's pull request, held by the local GitHub to what each endpoint needs
 *   (../github/permissions.ts); an App token has the installation's permissions narrowed by
 *   `permission-*`; both are revoked when the job ends;
 * - a job sees repository secrets, and an environment's secrets only when it names the environment itself
 *   and its run's branch may use it (rules/environments.ts); reviewers approve such a job first;
 * - every job has the default variables (`CI=true`, …: rules/default-environment.ts); checkout fetches one
 *   commit unless told otherwise (rules/checkout.ts); artifacts belong to their run and expire
 *   (rules/artifacts.ts); an action on a runtime the runners dropped does not run (rules/runtimes.ts);
 * - each job reports a check under the name GitHub gives it, on the commit its run is for
 *   (rules/check-names.ts), which the local GitHub holds a merge to (../github/branch-rules.ts).
 * - a run requested or completed raises `workflow_run` for the default branch's workflows that listen
 *   (rules/triggering.ts); a merge group (`mergeGroup`) runs the group's own workflow files on
 *   `merge_group`, and the queue waits for the ruleset's required checks on the group's commit
 *   (rules/merge-queue.ts).
 *
 * What stands in for what cannot run here, each by name and nothing silently: third-party actions
 * (stand-ins.ts); `npm install` (the project's node_modules and dist/ are linked into each checkout);
 * `npm test` (this suite, not run inside itself: its start-up gate, test/helpers/requirements.ts, is run
 * under the job's environment and checkout instead, which is what decides whether it can start there);
 * `npm run check:actions` (the bundles in the checkout are the project's own, linked);
 * `gh api` (shims.ts). DIRHUB_HARNESS_TRACE=1 prints each step as it starts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { runAction } from '../action-runner.js';
import { rulesFor, type Ruleset } from '../github/branch-rules.js';
import type { GitHubEvent } from '../github/events.js';
import { githubTokenPermissions, type RepositoryPermissions } from '../github/permissions.js';
import type { FakeGitHub } from '../github/server.js';
import { decideGate, missingHere, requiresAll, declaredSuites } from '../requirements.js';
import { condition, evaluate, interpolate, toText, type Context } from '../workflow-expressions.js';
import { days } from './rules/artifacts.js';
import { checkCommit, checkName, GITHUB_ACTIONS_APP_ID, type RequiredCheck } from './rules/check-names.js';
import { ConcurrencyGroups, concurrencySpec, type ConcurrencySpec } from './rules/concurrency.js';
import { actionRuntimeEnvironment, defaultEnvironment } from './rules/default-environment.js';
import { deploymentRefused, environmentName } from './rules/environments.js';
import { mergeGroupPayload, mergeGroupRef, mergeGroupWaitingFor } from './rules/merge-queue.js';
import {
  isForkPullRequest,
  readOnly,
  whyNoRun,
  workflowRunPayload,
  WORKFLOW_RUN_LEVELS,
  type Actor,
} from './rules/triggering.js';
import { installReceiveHooks, writeShims } from './shims.js';
import { ArtifactStore, runStandIn, type JobRuntime, type StepOutcome } from './stand-ins.js';
import type {
  AppSetup,
  EventRecord,
  HarnessOptions,
  Job,
  JobRecord,
  Result,
  Step,
  StepRecord,
  Workflow,
} from './types.js';
import { validateWorkflow } from './validate.js';

const DEFAULT_APP: AppSetup = {
  slug: 'dirhub-bot',
  id: 9001,
  // The repository permissions docs/governance.md's step 1 gives the App.
  installation: { contents: 'write', 'pull-requests': 'write', issues: 'write', checks: 'write', metadata: 'read' },
  privateKey: '-----BEGIN PRIVATE KEY-----',
};

/** One workflow run: its file, what started it, and the contexts its jobs see. */
interface Run {
  id: string;
  file: string;
  workflow: Workflow;
  event: string;
  payload: Record<string, unknown>;
  github: Record<string, unknown>;
  /** Whether it is a fork's pull_request run (read-only token, no secrets). */
  fork: boolean;
  /** How many `workflow_run` links lead to it (0: an event of its own). */
  level: number;
  actor: Actor;
  scope: Scope;
}

/** Jobs that are cancelled together: a run's, or those of a workflow a job calls. */
interface Scope {
  cancelled: string | null;
  stops: Set<(reason: string) => void>;
}

interface Call {
  inputs: Record<string, unknown>;
  secrets: Record<string, string>;
  capPermissions: RepositoryPermissions | null;
  caller: string | undefined;
  scope: Scope;
}

/** Every combination of a `strategy.matrix` (one empty combination without a matrix). */
function combinations(matrix: Record<string, unknown> | undefined): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(matrix ?? {})) {
    if (!Array.isArray(values)) throw new Error(`matrix ${key} is not a list: ${JSON.stringify(values)}`);
    out = out.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  }
  return out;
}

/** A `paths:` filter: globs, `!` excluding what an earlier pattern included (the last match decides). */
export function pathsMatch(patterns: string[], files: string[]): boolean {
  const re = (glob: string) =>
    new RegExp(
      `^${glob
        .replace(/[.+^$()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\u0000/g, '.*')}$`,
    );
  return files.some((f) => {
    let included = false;
    for (const p of patterns) {
      if (p.startsWith('!')) {
        if (re(p.slice(1)).test(f)) included = false;
      } else if (re(p).test(f)) included = true;
    }
    return included;
  });
}

export class WorkflowHarness {
  readonly events: EventRecord[] = [];
  readonly artifacts: ArtifactStore;
  readonly deployed: string;
  readonly groups = new ConcurrencyGroups();
  readonly app: AppSetup;
  private readonly bin: string;
  private counter = 0;
  private clockOffset = 0;
  private active = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly allJobs: JobRecord[] = [];
  private readonly approvals: { environment: string; label: string; approve: () => void }[] = [];
  private failure: Error | null = null;
  private readonly workflowTrees = new Map<string, Map<string, Workflow>>();

  constructor(private readonly options: HarnessOptions) {
    this.artifacts = new ArtifactStore(join(options.scratch, 'artifacts'));
    this.deployed = join(options.scratch, 'deployed');
    this.bin = writeShims(join(options.scratch, 'bin'));
    this.app = { ...DEFAULT_APP, ...options.app } as AppSetup;
    const gh = options.gh;
    gh.appId = this.app.id;
    if (!gh.apps.has(this.app.slug)) gh.apps.set(this.app.slug, { id: this.app.id, owner: gh.owner });
    // A job's `git push origin HEAD:main` lands on the local GitHub's checked-out main, through its hooks.
    gh.git(['config', 'receive.denyCurrentBranch', 'updateInstead']);
    installReceiveHooks(gh.repoDir, gh.url);
    gh.onEvent = (event) => this.deliver(event);
  }

  private get gh(): FakeGitHub {
    return this.options.gh;
  }

  /** The harness's clock: now, moved on by `advance`. */
  now(): number {
    return Date.now() + this.clockOffset;
  }

  /** Lets time pass (artifacts expire, approvals come late). */
  advance(daysToPass: number): void {
    this.clockOffset += days(daysToPass);
  }

  /** Jobs waiting for an environment's reviewers (with `approvals: 'manual'`). */
  waitingForApproval(): string[] {
    return this.approvals.map((a) => `${a.label} (${a.environment})`);
  }

  /** A reviewer approves every job waiting for the environment. */
  approve(environment: string): void {
    for (const a of this.approvals.filter((x) => x.environment === environment)) {
      this.approvals.splice(this.approvals.indexOf(a), 1);
      a.approve();
    }
  }

  /** An event a person causes (a pull request opened, a comment, a schedule): every job it leads to, once all is quiet. */
  async trigger(event: string, payload: Record<string, unknown>, changed?: string[]): Promise<JobRecord[]> {
    const from = this.allJobs.length;
    this.deliver({
      name: event,
      payload,
      changed: changed ?? this.changedBy(event, payload),
      actor: { kind: 'person', login: String((payload.sender as { login?: string } | undefined)?.login ?? 'someone') },
    });
    await this.idle();
    return this.allJobs.slice(from);
  }

  /** Resolves when no run is going on (runs waiting for approval count as going on). */
  async idle(): Promise<void> {
    if (process.env.DIRHUB_HARNESS_TRACE) process.stderr.write(`[harness] waiting for ${this.active} run(s)\n`);
    if (this.active > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    if (this.failure) {
      const err = this.failure;
      this.failure = null;
      throw err;
    }
  }

  /**
   * A maintainer adds a pull request to the merge queue: GitHub builds the merge group (main with the pull
   * request merged onto it, on a `gh-readonly-queue/` branch) and raises `merge_group`; once every run it
   * led to is over, the required checks of main's ruleset are held to what was reported on the group's
   * commit (rules/merge-queue.ts). Returns the group's commit and what the queue still waits for (empty:
   * it merges). Nothing is merged here: what the queue then does is GitHub's ordinary merge.
   */
  async mergeGroup(pullNumber: number): Promise<{ headSha: string; waitingFor: string[]; jobs: JobRecord[] }> {
    const pull = this.gh.pull(pullNumber);
    const baseSha = this.gh.git(['rev-parse', 'main']);
    const tree = this.gh.git(['merge-tree', '--write-tree', baseSha, pull.head_sha]).split('\n')[0]!;
    const message = `Merge pull request #${pullNumber} from ${pull.head_repo.split('/')[0]}/${pull.head_ref}`;
    const headSha = this.gh.git(['commit-tree', tree, '-p', baseSha, '-p', pull.head_sha, '-m', message]);
    const headRef = mergeGroupRef('main', pullNumber, baseSha);
    this.gh.git(['update-ref', headRef, headSha]);
    const jobs = await this.trigger(
      'merge_group',
      mergeGroupPayload({
        head_sha: headSha,
        head_ref: headRef,
        base_sha: baseSha,
        base_ref: 'refs/heads/main',
        message,
        repository: { name: this.gh.repo, full_name: `${this.gh.owner}/${this.gh.repo}`, default_branch: 'main' },
      }),
      this.gh.git(['diff', '--name-only', baseSha, headSha]).split('\n').filter(Boolean),
    );
    const { rules } = rulesFor([...this.gh.rulesets.values()] as Ruleset[], 'refs/heads/main');
    const required = rules
      .filter((r) => r.type === 'required_status_checks')
      .flatMap((r) => (r.parameters?.required_status_checks as RequiredCheck[] | undefined) ?? []);
    const waitingFor = mergeGroupWaitingFor(
      required,
      this.gh.checkRuns.filter((c) => c.head_sha === headSha),
    );
    return { headSha, waitingFor, jobs };
  }

  /** Takes a group's place for something outside these workflows (a long import), until released. */
  holdGroup(group: string, label: string): () => void {
    const member = { label, cancel: () => undefined };
    void this.groups.enter(member, { group, cancelInProgress: false, queue: 'max' });
    return () => this.groups.leave(member, group);
  }

  private changedBy(event: string, payload: Record<string, unknown>): string[] {
    const number = (payload.pull_request as { number?: number } | undefined)?.number;
    if (number !== undefined && this.gh.pulls.has(number))
      return this.gh.json.changedFiles(this.gh.pull(number)).map((f) => f.filename);
    if (event === 'push' && payload.before && payload.after && !/^0+$/.test(String(payload.before)))
      return this.gh
        .git(['diff', '--name-only', String(payload.before), String(payload.after)])
        .split('\n')
        .filter(Boolean);
    return [];
  }

  /**
   * The workflow files an event runs: those at the pushed commit for a push (a branch's own workflows run
   * on its pushes), the default branch's for every other event this harness raises.
   */
  private workflowsAt(commit = 'main'): Map<string, Workflow> {
    // By the tree's id: a commit's workflow files never change, and every run asks (workflow_run) again.
    const tree = this.gh.tryGit(['rev-parse', '-q', '--verify', `${commit}:.github/workflows`]);
    if (!tree) return new Map();
    const known = this.workflowTrees.get(tree);
    if (known) return known;
    const out = new Map<string, Workflow>();
    const names = this.gh
      .git(['ls-tree', '--name-only', commit, '.github/workflows/'])
      .split('\n')
      .filter((n) => n.endsWith('.yml'));
    for (const path of names) out.set(basename(path), parse(this.gh.git(['show', `${commit}:${path}`])) as Workflow);
    this.workflowTrees.set(tree, out);
    return out;
  }

  private workflowsOnMain(): Map<string, Workflow> {
    return this.workflowsAt('main');
  }

  private starts(workflow: Workflow, event: string, payload: Record<string, unknown>, changed: string[]): boolean {
    if (!(event in workflow.on)) return false;
    const trigger = workflow.on[event] as Record<string, unknown> | null | undefined;
    // A scheduled run starts the workflows whose schedule lists that cron (github.event.schedule).
    if (event === 'schedule')
      return Array.isArray(trigger) && trigger.some((s: { cron?: string }) => s.cron === payload.schedule);
    const spec = trigger ?? {};
    if (event === 'workflow_run') {
      const run = payload.workflow_run as { name: string; head_branch: string | null };
      const names = (spec.workflows as string[] | undefined) ?? [];
      if (!names.includes(run.name)) return false;
      const wantedTypes = spec.types as string[] | undefined;
      if (wantedTypes && !wantedTypes.includes(String(payload.action))) return false;
      const onBranches = spec.branches as string[] | undefined;
      if (onBranches && !(run.head_branch !== null && pathsMatch(onBranches, [run.head_branch]))) return false;
      return true;
    }
    const types = spec.types as string[] | undefined;
    const defaultTypes = event.startsWith('pull_request')
      ? ['opened', 'synchronize', 'reopened']
      : event === 'merge_group'
        ? ['checks_requested']
        : undefined;
    const action = payload.action as string | undefined;
    const wanted = types ?? defaultTypes;
    if (action && wanted && !wanted.includes(action)) return false;
    const branches = spec.branches as string[] | undefined;
    if (branches) {
      const branch =
        event === 'push'
          ? String(payload.ref).replace('refs/heads/', '')
          : event.startsWith('pull_request')
            ? String((payload.pull_request as { base?: { ref?: string } })?.base?.ref ?? 'main')
            : event === 'merge_group'
              ? String((payload.merge_group as { base_ref?: string }).base_ref).replace('refs/heads/', '')
              : null;
      if (branch !== null && !branches.includes(branch)) return false;
    }
    const paths = spec.paths as string[] | undefined;
    if (paths && !pathsMatch(paths, changed)) return false;
    const ignored = spec['paths-ignore'] as string[] | undefined;
    if (ignored && changed.length && changed.every((f) => pathsMatch(ignored, [f]))) return false;
    return true;
  }

  /** The commit and ref a run is for (GITHUB_SHA and GITHUB_REF), by event. */
  private runTarget(event: string, payload: Record<string, unknown>): { sha: string; ref: string } {
    const main = this.gh.git(['rev-parse', 'main']);
    if (event === 'push') return { sha: String(payload.after), ref: String(payload.ref) };
    if (event === 'pull_request') {
      const n = (payload.pull_request as { number: number }).number;
      return { sha: String((payload.pull_request as { head: { sha: string } }).head.sha), ref: `refs/pull/${n}/merge` };
    }
    if (event === 'merge_group') {
      const group = payload.merge_group as { head_sha: string; head_ref: string };
      return { sha: group.head_sha, ref: group.head_ref };
    }
    // pull_request_target, issue_comment, schedule, workflow_dispatch: the default branch's last commit.
    return { sha: main, ref: 'refs/heads/main' };
  }

  /** An event happened: start the workflows it starts (synchronously: their places in groups are taken now). */
  private deliver(event: GitHubEvent): void {
    const record: EventRecord = {
      event: event.name,
      actor: `${event.actor.kind} ${event.actor.login}`,
      workflows: [],
      skipped: [],
      jobs: [],
    };
    this.events.push(record);
    const notStarted = whyNoRun(event.name, event.actor);
    if (notStarted) {
      record.notStarted = notStarted;
      return;
    }
    // A push runs the pushed commit's workflow files, a merge group the group's; every other event the
    // default branch's (rules/merge-queue.ts, rules/triggering.ts).
    const at =
      event.name === 'push' && !/^0+$/.test(String(event.payload.after))
        ? String(event.payload.after)
        : event.name === 'merge_group'
          ? String((event.payload.merge_group as { head_sha: string }).head_sha)
          : 'main';
    for (const [file, workflow] of this.workflowsAt(at)) {
      if (!this.starts(workflow, event.name, event.payload, event.changed)) continue;
      // A dispatch starts the one workflow it names.
      if (event.name === 'workflow_dispatch' && event.payload.workflow && event.payload.workflow !== file) continue;
      const skip = this.options.skip?.[file];
      if (skip) {
        record.skipped.push(`${file}: ${skip}`);
        continue;
      }
      record.workflows.push(file);
      const target = this.runTarget(event.name, event.payload);
      const id = String(++this.counter);
      const run: Run = {
        id,
        file,
        workflow,
        event: event.name,
        payload: event.payload,
        fork: isForkPullRequest(event.name, event.payload),
        scope: { cancelled: null, stops: new Set() },
        level: event.name === 'workflow_run' ? ((event as { level?: number }).level ?? 1) : 0,
        actor: event.actor,
        github: {
          event_name: event.name,
          event: event.payload,
          repository: `${this.gh.owner}/${this.gh.repo}`,
          repository_owner: this.gh.owner,
          server_url: 'https://github.com',
          api_url: this.gh.url,
          run_id: id,
          sha: target.sha,
          ref: target.ref,
          ref_name: target.ref.replace(/^refs\/(heads|tags)\//, ''),
          actor: event.actor.login,
          workflow: workflow.name ?? file,
        },
      };
      this.announce(run, 'requested', null);
      this.track(
        this.execute(run, record).then((jobs) =>
          this.announce(
            run,
            'completed',
            jobs.some((j) => j.result === 'failure')
              ? 'failure'
              : jobs.some((j) => j.result === 'cancelled')
                ? 'cancelled'
                : 'success',
          ),
        ),
      );
    }
  }

  /**
   * A run was requested or completed: the `workflow_run` event, for the default branch's workflows that
   * listen to it (raised only when one does, so the event log stays readable), up to three levels.
   */
  private announce(run: Run, action: 'requested' | 'completed', conclusion: string | null): void {
    if (run.level >= WORKFLOW_RUN_LEVELS) return;
    const listens = [...this.workflowsOnMain().values()].some(
      (w) => typeof w.on === 'object' && w.on !== null && 'workflow_run' in w.on,
    );
    if (!listens) return;
    const ref = String(run.github.ref);
    const event: GitHubEvent & { level: number } = {
      name: 'workflow_run',
      payload: workflowRunPayload({
        id: run.id,
        name: run.workflow.name ?? run.file,
        path: `.github/workflows/${run.file}`,
        event: run.event,
        headSha: String(run.github.sha),
        headBranch: ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null,
        action,
        conclusion,
        repository: { name: this.gh.repo, full_name: `${this.gh.owner}/${this.gh.repo}`, default_branch: 'main' },
        sender: run.actor.login,
      }),
      changed: [],
      actor: run.actor,
      level: run.level + 1,
    };
    this.deliver(event);
  }

  private track(work: Promise<unknown>): void {
    this.active++;
    work
      .catch((err: Error) => {
        this.failure ??= err;
      })
      .finally(() => {
        this.active--;
        if (this.active === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
  }

  private async execute(run: Run, record: EventRecord): Promise<JobRecord[]> {
    const problems = validateWorkflow(run.file, run.workflow);
    if (problems.length) throw new Error(`${run.file} breaks GitHub's rules:\n${problems.join('\n')}`);
    const evaluateText = (text: string) =>
      interpolate(text, { github: run.github, inputs: {}, vars: this.options.vars ?? {} });
    const spec = concurrencySpec(run.workflow.concurrency, evaluateText, run.file);
    const member = {
      label: `${run.file} run ${run.id}`,
      cancel: (reason: string) => {
        run.scope.cancelled ??= reason;
        for (const stop of run.scope.stops) stop(reason);
      },
    };
    if (spec && process.env.DIRHUB_HARNESS_TRACE)
      process.stderr.write(
        `[harness] ${member.label} enters ${spec.group}: ${JSON.stringify(this.groups.state(spec.group))}\n`,
      );
    if (spec && !(await this.groups.enter(member, spec))) {
      const cancelled = Object.keys(run.workflow.jobs).map((job): JobRecord => ({
        workflow: run.file,
        job,
        result: 'cancelled',
        outputs: {},
        steps: [],
        note: 'the run was cancelled before it started',
      }));
      record.jobs.push(...cancelled);
      this.allJobs.push(...cancelled);
      return cancelled;
    }
    try {
      const jobs = await this.runJobGraph(run, run.file, run.workflow, {
        inputs: {},
        secrets: run.fork ? {} : { ...(this.options.secrets ?? {}) },
        capPermissions: null,
        caller: undefined,
        scope: run.scope,
      });
      record.jobs.push(...jobs);
      this.allJobs.push(...jobs);
      return jobs;
    } finally {
      if (spec) this.groups.leave(member, spec.group);
    }
  }

  private async runJobGraph(run: Run, file: string, workflow: Workflow, call: Call): Promise<JobRecord[]> {
    const names = Object.keys(workflow.jobs);
    const done = new Map<string, Promise<JobRecord>>();
    const start = (name: string): Promise<JobRecord> => {
      const existing = done.get(name);
      if (existing) return existing;
      const job = workflow.jobs[name]!;
      const needs = [job.needs ?? []].flat();
      for (const n of needs)
        if (!workflow.jobs[n]) throw new Error(`${file}: job ${name} needs ${n}, which does not exist`);
      const promise = (async () => {
        const before = await Promise.all(needs.map(start));
        return this.runJob(run, file, workflow, name, job, needs, before, call);
      })();
      done.set(name, promise);
      return promise;
    };
    return Promise.all(names.map(start));
  }

  private async runJob(
    run: Run,
    file: string,
    workflow: Workflow,
    name: string,
    job: Job,
    needs: string[],
    before: JobRecord[],
    call: Call,
  ): Promise<JobRecord> {
    const needsCtx = Object.fromEntries(
      needs.map((n, i) => [n, { result: before[i]!.result, outputs: before[i]!.outputs }]),
    );
    const status = {
      succeeded: before.every((r) => r.result === 'success'),
      cancelled: call.scope.cancelled !== null || before.some((r) => r.result === 'cancelled'),
    };
    const base: Context = {
      github: run.github,
      inputs: call.inputs,
      secrets: call.secrets,
      vars: this.options.vars ?? {},
      needs: needsCtx,
      runner: { temp: '', os: 'Linux' },
      env: {},
      strategy: {},
      matrix: {},
    };
    const checkSha = checkCommit(run.event, run.payload, String(run.github.sha));
    const reportCheck = (checkName_: string, conclusion: string) => {
      if (!checkSha) return;
      this.gh.checkRuns.push({
        id: this.gh.nextId(),
        name: checkName_,
        head_sha: checkSha,
        status: 'completed',
        conclusion,
        output: { annotations: [] },
        app_id: GITHUB_ACTIONS_APP_ID,
      });
    };
    if (!condition(job.if, base, status)) {
      // "If a job within a workflow is skipped due to a conditional, it will report its status as Success."
      const check = checkName(name, job.name === undefined ? undefined : interpolate(job.name, base), {}, call.caller);
      reportCheck(check, 'skipped');
      return {
        workflow: file,
        job: name,
        result: status.cancelled ? 'cancelled' : 'skipped',
        outputs: {},
        steps: [],
        checks: [check],
      };
    }
    const rawMatrix = job.strategy?.matrix;
    const matrix =
      typeof rawMatrix === 'string'
        ? (evaluate(rawMatrix.replace(/^\$\{\{|\}\}$/g, ''), base) as Record<string, unknown>)
        : Object.fromEntries(
            Object.entries(rawMatrix ?? {}).map(([k, v]) => [
              k,
              typeof v === 'string' && v.startsWith('${{') ? evaluate(v.replace(/^\$\{\{|\}\}$/g, ''), base) : v,
            ]),
          );
    const legs = await Promise.all(
      combinations(matrix).map((m) =>
        this.runLeg(run, file, workflow, name, job, { ...base, matrix: m, strategy: {} }, m, call, reportCheck),
      ),
    );
    const result: Result = legs.some((l) => l.result === 'failure')
      ? 'failure'
      : legs.some((l) => l.result === 'cancelled')
        ? 'cancelled'
        : legs[0]!.result;
    const worst = legs.find((l) => l.result === result) ?? legs[0]!;
    return { ...worst, result, checks: legs.flatMap((l) => l.checks ?? []) };
  }

  private async runLeg(
    run: Run,
    file: string,
    workflow: Workflow,
    name: string,
    job: Job,
    ctx: Context,
    matrix: Record<string, unknown>,
    call: Call,
    reportCheck: (name: string, conclusion: string) => void,
  ): Promise<JobRecord> {
    const check = checkName(name, job.name === undefined ? undefined : interpolate(job.name, ctx), matrix, call.caller);
    const label = `${file}/${name}${Object.keys(matrix).length ? ` ${JSON.stringify(matrix)}` : ''} (run ${run.id})`;
    const stops = new Set<(reason: string) => void>();
    let cancelledBecause: string | null = call.scope.cancelled;
    const stopAll = (reason: string) => {
      cancelledBecause ??= reason;
      for (const s of stops) s(reason);
    };
    call.scope.stops.add(stopAll);
    const spec: ConcurrencySpec | null = concurrencySpec(
      job.concurrency,
      (t) => interpolate(t, ctx),
      `${file}: job ${name}`,
    );
    const member = { label, cancel: stopAll };
    try {
      if (spec && process.env.DIRHUB_HARNESS_TRACE)
        process.stderr.write(
          `[harness] ${label} enters ${spec.group}: ${JSON.stringify(this.groups.state(spec.group))}\n`,
        );
      if (spec && !(await this.groups.enter(member, spec))) {
        reportCheck(check, 'cancelled');
        return {
          workflow: file,
          job: name,
          result: 'cancelled',
          outputs: {},
          steps: [],
          checks: [check],
          note: cancelledBecause ?? 'cancelled',
        };
      }
      try {
        const record = job.uses
          ? await this.runCalled(run, file, name, job, ctx, call, (s) => stops.add(s))
          : await this.runSteps(
              run,
              file,
              workflow,
              name,
              job,
              ctx,
              call,
              (s) => stops.add(s),
              () => cancelledBecause,
            );
        if (!job.uses) reportCheck(check, record.result);
        return { ...record, checks: job.uses ? record.checks : [check] };
      } finally {
        if (spec) this.groups.leave(member, spec.group);
      }
    } finally {
      call.scope.stops.delete(stopAll);
    }
  }

  /** A job that calls a reusable workflow: its jobs run with the inputs and secrets the caller gives. */
  private async runCalled(
    run: Run,
    file: string,
    name: string,
    job: Job,
    ctx: Context,
    call: Call,
    onStop: (stop: (reason: string) => void) => void,
  ): Promise<JobRecord> {
    const path = job.uses!.replace(/^\.\//, '');
    const called = parse(this.gh.git(['show', `main:${path}`])) as Workflow;
    const problems = validateWorkflow(basename(path), called);
    if (problems.length) throw new Error(`${basename(path)} breaks GitHub's rules:\n${problems.join('\n')}`);
    const spec = (called.on.workflow_call ?? {}) as {
      inputs?: Record<string, { default?: unknown; type?: string; required?: boolean }>;
      secrets?: Record<string, { required?: boolean }>;
    };
    const inputs: Record<string, unknown> = {};
    for (const [key, def] of Object.entries(spec.inputs ?? {}))
      inputs[key] = def.default ?? (def.type === 'number' ? 0 : def.type === 'boolean' ? false : '');
    for (const [key, value] of Object.entries(job.with ?? {})) {
      if (!spec.inputs?.[key]) throw new Error(`${file}: job ${name} passes ${key}, which ${path} does not declare`);
      const text = typeof value === 'string' ? interpolate(value, ctx) : value;
      inputs[key] =
        spec.inputs[key]!.type === 'number'
          ? Number(text)
          : spec.inputs[key]!.type === 'boolean'
            ? text === 'true' || text === true
            : text;
    }
    // The caller's `secrets:` is evaluated in the caller's job, which names no environment: repository secrets only.
    const secrets =
      job.secrets === 'inherit'
        ? { ...(ctx.secrets as Record<string, string>) }
        : Object.fromEntries(Object.entries(job.secrets ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]));
    for (const [key, def] of Object.entries(spec.secrets ?? {}))
      if (def.required && !(key in secrets))
        throw new Error(`${file}: job ${name} does not pass the required secret ${key}`);
    // "The GITHUB_TOKEN permissions passed from the caller workflow can be only downgraded by the called workflow."
    const cap = githubTokenPermissions(job.permissions ?? this.workflowPermissions(file));
    // Cancelling the calling job cancels the called workflow's jobs.
    const scope: Scope = { cancelled: call.scope.cancelled, stops: new Set() };
    onStop((reason) => {
      scope.cancelled ??= reason;
      for (const stop of scope.stops) stop(reason);
    });
    const jobs = await this.runJobGraph(run, basename(path), called, {
      inputs,
      secrets,
      capPermissions: cap,
      caller: checkName(name, job.name === undefined ? undefined : interpolate(job.name, ctx), {}, call.caller),
      scope,
    });
    const result: Result = jobs.some((j) => j.result === 'failure')
      ? 'failure'
      : jobs.some((j) => j.result === 'cancelled')
        ? 'cancelled'
        : 'success';
    const outputs = Object.fromEntries(
      Object.entries(
        (called.on.workflow_call as { outputs?: Record<string, { value: string }> } | null)?.outputs ?? {},
      ).map(([k, v]) => [
        k,
        interpolate(v.value, {
          jobs: Object.fromEntries(jobs.map((j) => [j.job, { result: j.result, outputs: j.outputs }])),
        }),
      ]),
    );
    return {
      workflow: file,
      job: name,
      result,
      outputs,
      steps: jobs.flatMap((j) => j.steps.map((s) => ({ ...s, name: `${basename(path)}/${j.job}: ${s.name}` }))),
      checks: jobs.flatMap((j) => j.checks ?? []),
    };
  }

  private workflowPermissions(file: string): Workflow['permissions'] {
    return this.workflowsOnMain().get(file)?.permissions;
  }

  private async runSteps(
    run: Run,
    file: string,
    workflow: Workflow,
    name: string,
    job: Job,
    base: Context,
    call: Call,
    onStop: (stop: (reason: string) => void) => void,
    cancelled: () => string | null,
  ): Promise<JobRecord> {
    const fail = (note: string): JobRecord => ({
      workflow: file,
      job: name,
      result: 'failure',
      outputs: {},
      steps: [],
      note,
    });
    // The job's environment: its branch rule, its reviewers, its secrets (for this job alone).
    const envName = environmentName(job.environment, (t) => interpolate(t, base));
    let secrets = call.secrets;
    if (envName) {
      const setup = this.options.environments?.[envName];
      const refused = deploymentRefused(envName, setup, String(run.github.ref));
      if (refused) return fail(refused);
      if (setup?.reviewers) {
        if (this.options.approvals === 'manual')
          await new Promise<void>((approve) =>
            this.approvals.push({ environment: envName, label: `${file}/${name}`, approve }),
          );
        if (cancelled())
          return { workflow: file, job: name, result: 'cancelled', outputs: {}, steps: [], note: cancelled()! };
      }
      if (!run.fork) secrets = { ...secrets, ...(setup?.secrets ?? {}) };
    }
    // The job's GITHUB_TOKEN: its permissions (or its workflow's), capped by a caller's, read-only for a fork.
    let permissions = githubTokenPermissions(job.permissions ?? workflow.permissions);
    if (call.capPermissions) {
      const cap = call.capPermissions;
      permissions = Object.fromEntries(
        Object.entries(permissions).map(([k, v]) => {
          const c = cap[k as keyof RepositoryPermissions] ?? 'none';
          const rank = { none: 0, read: 1, write: 2 } as const;
          return [k, rank[v ?? 'none'] <= rank[c] ? v : c];
        }),
      );
    }
    if (run.fork) permissions = readOnly(permissions);
    const minted: string[] = [];
    const mint = (grant: { login: string; permissions: RepositoryPermissions; kind: 'app' | 'github_token' }) => {
      const token = `ghs_${grant.kind}_${++this.counter}`;
      this.gh.tokens[token] = { login: grant.login, access: 'write', permissions: grant.permissions, kind: grant.kind };
      minted.push(token);
      return token;
    };
    const token = mint({ login: 'github-actions[bot]', permissions, kind: 'github_token' });
    const root = join(this.options.scratch, `run-${run.id}-${file.replace(/\W/g, '_')}-${name}-${++this.counter}`);
    const workspace = join(root, 'workspace');
    const temp = join(root, 'temp');
    mkdirSync(workspace, { recursive: true });
    mkdirSync(temp, { recursive: true });
    const eventPath = join(root, 'event.json');
    writeFileSync(eventPath, JSON.stringify(run.payload));
    const github = { ...run.github, token, workspace };
    const runtime: JobRuntime = {
      gh: this.gh,
      runId: run.id,
      workspace,
      temp,
      token,
      permissions,
      sha: String(run.github.sha),
      ref: String(run.github.ref),
      environment: envName,
      artifacts: this.artifacts,
      app: this.app,
      now: () => this.now(),
      mintToken: (g) => mint(g),
    };
    const jobEnv = defaultEnvironment({
      workflow: workflow.name ?? file,
      runId: run.id,
      eventName: run.event,
      eventPath,
      sha: runtime.sha,
      ref: runtime.ref,
      repository: `${this.gh.owner}/${this.gh.repo}`,
      apiUrl: this.gh.url,
      workspace,
      temp,
      actor: String(run.github.actor),
    });
    const steps: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }> = {};
    const records: StepRecord[] = [];
    let env: Record<string, string> = {};
    let succeeded = true;
    const controller = { current: null as AbortController | null };
    onStop(() => controller.current?.abort());
    try {
      for (const [i, step] of (job.steps ?? []).entries()) {
        const ctx: Context = {
          ...base,
          secrets: { ...secrets, GITHUB_TOKEN: token },
          github,
          runner: { temp, os: 'Linux' },
          steps,
          env: { ...env },
        };
        const label = step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${i + 1}`;
        const status = { succeeded, cancelled: cancelled() !== null };
        if (process.env.DIRHUB_HARNESS_TRACE)
          process.stderr.write(`[harness ${new Date().toISOString().slice(11, 19)}] ${file}/${name}: ${label}\n`);
        if (!condition(step.if, ctx, status)) {
          records.push({ name: label, outcome: 'skipped' });
          if (step.id) steps[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' };
          continue;
        }
        const stepEnv: Record<string, string> = { ...env };
        for (const source of [workflow.env, job.env, step.env])
          for (const [k, v] of Object.entries(source ?? {})) stepEnv[k] = interpolate(toText(v), ctx);
        const withs = Object.fromEntries(
          Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(toText(v), ctx)]),
        );
        controller.current = new AbortController();
        const result = await this.runStep(
          step,
          step.run === undefined ? undefined : interpolate(step.run, ctx),
          withs,
          stepEnv,
          {
            runtime,
            jobEnv,
            github,
            signal: controller.current.signal,
          },
        );
        const stopped = cancelled() !== null && !result.ok;
        records.push({
          name: label,
          outcome: stopped ? 'cancelled' : result.ok ? 'success' : 'failure',
          ...(result.substituted ? { substituted: result.substituted } : {}),
          output: result.output,
          outputs: result.outputs,
        });
        env = { ...env, ...result.env };
        const ok = result.ok || step['continue-on-error'] === true;
        if (step.id)
          steps[step.id] = {
            outputs: result.outputs,
            outcome: result.ok ? 'success' : 'failure',
            conclusion: ok ? 'success' : 'failure',
          };
        if (!ok) succeeded = false;
      }
    } finally {
      // Tokens die with the job (create-github-app-token revokes its token in its post step).
      for (const t of minted) delete this.gh.tokens[t];
    }
    const ctx: Context = { ...base, secrets, github, steps, runner: { temp, os: 'Linux' }, env };
    const outputs = Object.fromEntries(Object.entries(job.outputs ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]));
    const stopped = cancelled();
    return {
      workflow: file,
      job: name,
      result: stopped ? 'cancelled' : succeeded ? 'success' : 'failure',
      outputs,
      steps: records,
      ...(stopped ? { note: stopped } : {}),
    };
  }

  private async runStep(
    step: Step,
    script: string | undefined,
    withs: Record<string, string>,
    stepEnv: Record<string, string>,
    job: { runtime: JobRuntime; jobEnv: Record<string, string>; github: Record<string, unknown>; signal: AbortSignal },
  ): Promise<StepOutcome> {
    const { runtime } = job;
    if (step.uses?.startsWith('./actions/')) {
      const name = step.uses.slice('./actions/'.length);
      const run = await runAction(name, {
        inputs: withs,
        event: job.github.event,
        eventName: String(job.github.event_name),
        githubToken: runtime.token,
        apiUrl: this.gh.url,
        repository: `${this.gh.owner}/${this.gh.repo}`,
        workspace: runtime.workspace,
        env: {
          ...job.jobEnv,
          ...actionRuntimeEnvironment(runtime.runId),
          PATH: `${this.bin}:${process.env.PATH ?? ''}`,
          ...stepEnv,
        },
        signal: job.signal,
      });
      return { ok: run.exitCode === 0, outputs: run.outputs, env: {}, output: `${run.stdout}${run.stderr}` };
    }
    if (step.uses) return runStandIn(step.uses.split('@')[0]!, withs, runtime, this.options.scratch);
    const trimmed = script!.trim();
    if (trimmed === 'npm install --no-audit --no-fund')
      return { ok: true, outputs: {}, env: {}, substituted: 'node_modules linked from the project at checkout' };
    if (trimmed === 'npm test') return this.npmTestGate(runtime, { ...job.jobEnv, ...stepEnv });
    if (trimmed === 'npm run check:actions')
      return {
        ok: true,
        outputs: {},
        env: {},
        substituted:
          'the bundles are the project’s own (linked into the checkout): npm run check:actions checks them where they are built',
      };
    const dir = step['working-directory'] ? join(runtime.workspace, step['working-directory']) : runtime.workspace;
    const n = ++this.counter;
    const files = {
      output: join(runtime.temp, `output-${n}`),
      env: join(runtime.temp, `env-${n}`),
      summary: join(runtime.temp, `summary-${n}`),
      script: join(runtime.temp, `script-${n}.sh`),
    };
    for (const f of [files.output, files.env, files.summary]) writeFileSync(f, '');
    writeFileSync(files.script, script!);
    // GitHub's default shell on Linux: bash --noprofile --norc -eo pipefail {0}.
    const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done, fail) => {
      const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', files.script], {
        cwd: dir,
        detached: true,
        env: {
          HOME: process.env.HOME ?? runtime.temp,
          ...job.jobEnv,
          PATH: `${this.bin}:${join(runtime.workspace, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
          GITHUB_OUTPUT: files.output,
          GITHUB_ENV: files.env,
          GITHUB_STEP_SUMMARY: files.summary,
          ...stepEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const kill = () => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      job.signal.addEventListener('abort', kill, { once: true });
      const timer = setTimeout(kill, 900_000);
      child.on('error', fail);
      child.on('close', (status) => {
        clearTimeout(timer);
        job.signal.removeEventListener('abort', kill);
        done({ status, stdout, stderr });
      });
    });
    const lines = (file: string) =>
      Object.fromEntries(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.includes('='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
    return {
      ok: r.status === 0,
      outputs: lines(files.output),
      env: lines(files.env),
      output: `${r.stdout}${r.stderr}`,
    };
  }

  /**
   * `npm test` in a job is this very suite: what the harness runs of it is its start-up gate
   * (test/helpers/requirements.ts), with the job's environment and what sits beside the job's checkout.
   * That gate is what decides whether `npm test` can start on the runner.
   */
  private npmTestGate(runtime: JobRuntime, env: Record<string, string>): StepOutcome {
    const corpusAt = env.DIRHUB_CORPUS ?? join(runtime.workspace, '..', 'shared', 'corpus');
    const gate = decideGate(
      missingHere(declaredSuites(), { corpus: existsSync(join(corpusAt, 'court')), corpusAt, tool: () => true }),
      requiresAll(env),
    );
    return {
      ok: gate.ok,
      outputs: {},
      env: {},
      output: gate.ok ? gate.lines.join('\n') : gate.message,
      substituted: 'npm test is the suite running this harness: its start-up gate ran under the job’s environment',
    };
  }
}
