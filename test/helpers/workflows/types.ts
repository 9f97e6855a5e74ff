/** The shapes the workflow harness reads (workflow files) and writes (what each run did). */
import type { FakeGitHub } from '../github/server.js';
import type { RepositoryPermissions } from '../github/permissions.js';
import type { EnvironmentSetup } from './rules/environments.js';

export type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: string | boolean;
  'working-directory'?: string;
  'continue-on-error'?: boolean;
};
export type Job = {
  name?: string;
  needs?: string | string[];
  if?: string | boolean;
  uses?: string;
  with?: Record<string, unknown>;
  secrets?: Record<string, string> | 'inherit';
  steps?: Step[];
  outputs?: Record<string, string>;
  env?: Record<string, unknown>;
  permissions?: Record<string, string> | 'read-all' | 'write-all';
  concurrency?: unknown;
  environment?: unknown;
  strategy?: { matrix?: Record<string, unknown> | string; 'fail-fast'?: boolean };
  'timeout-minutes'?: number;
};
export type Workflow = {
  name?: string;
  on: Record<string, unknown>;
  env?: Record<string, unknown>;
  permissions?: Record<string, string> | 'read-all' | 'write-all';
  concurrency?: unknown;
  jobs: Record<string, Job>;
};

export type Result = 'success' | 'failure' | 'skipped' | 'cancelled';

export interface StepRecord {
  name: string;
  outcome: 'success' | 'failure' | 'skipped' | 'cancelled';
  /** Why the step did not run as written, when the harness stood in for it. */
  substituted?: string;
  output?: string;
  /** The step's outputs (`steps.<id>.outputs`). */
  outputs?: Record<string, string>;
}
export interface JobRecord {
  workflow: string;
  job: string;
  result: Result;
  outputs: Record<string, string>;
  steps: StepRecord[];
  /** The check runs the job reported (one per matrix combination), when its event reports checks. */
  checks?: string[];
  /** Why the job did not run or stopped, when something other than a step decided it. */
  note?: string;
}
export interface EventRecord {
  event: string;
  /** Who caused it: a person, the App, a job's GITHUB_TOKEN. */
  actor: string;
  workflows: string[];
  /** Workflows the event starts that the harness was told to leave out, with why. */
  skipped: string[];
  /** Why the event started no run at all, when a rule of GitHub's says so. */
  notStarted?: string;
  jobs: JobRecord[];
}

export interface AppSetup {
  slug: string;
  id: number;
  /** The repository permissions the App's installation holds. */
  installation: RepositoryPermissions;
  /** The private key the App accepts (create-github-app-token refuses any other). */
  privateKey: string;
}

export interface HarnessOptions {
  gh: FakeGitHub;
  scratch: string;
  vars?: Record<string, string>;
  /** Repository secrets. */
  secrets?: Record<string, string>;
  /** Deployment environments: their secrets, the branches that may use them, whether reviewers approve. */
  environments?: Record<string, EnvironmentSetup>;
  /** Workflows not to run, each with the reason (kept in `events` so a report shows it). */
  skip?: Record<string, string>;
  app?: Partial<AppSetup>;
  /** How a job waiting for an environment's reviewers is approved: at once (default), or by `approve()`. */
  approvals?: 'auto' | 'manual';
}
