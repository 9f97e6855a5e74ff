/**
 * `dirhub doctor`: is a GitHub repository set up to run the archive? Facts are gathered through the API
 * (what a maintainer's token can see) and from the checkout (the roles file, the workflows, the archive),
 * judged by pure functions into findings, each saying what is missing and how to fix it. Nothing is
 * changed. One function per check, in the order a person sets a repository up (docs/governance.md).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { problem, type Problem } from '../core/problem.js';
import type { GitHubForge } from '../forge/github/github-forge.js';
import {
  CODEOWNERS_FILE,
  gatherGovernance,
  planGovernance,
  renderCodeowners,
  type GovernanceState,
  type RolesConfig,
} from './governance.js';
import {
  checksOnEveryMergeGroup,
  checksOnEveryPullRequest,
  intakeOnEveryPullRequest,
  type WorkflowText,
} from './required-checks.js';
import { CHECK_NAME } from './decision.js';

/** The repository variable holding the App's client ID, and the secret holding its private key. */
export const APP_CLIENT_ID_VARIABLE = 'DIRHUB_APP_CLIENT_ID';
export const APP_PRIVATE_KEY_SECRET = 'DIRHUB_APP_PRIVATE_KEY';
/** The environment whose secret the App's key is: only the default branch may use it. */
export const APP_KEY_ENVIRONMENT = 'dirhub-app';

/** What the App's installation must hold: each write a decision, a record or an ingest makes. */
export const APP_PERMISSIONS: Record<string, 'read' | 'write'> = {
  contents: 'write',
  pull_requests: 'write',
  issues: 'write',
  checks: 'write',
  metadata: 'read',
};

/**
 * Git LFS on GitHub: what a Free or Pro account includes each month, and a Team or Enterprise one.
 * https://docs.github.com/en/billing/concepts/product-billing/git-lfs — "Each GitHub account receives a
 * quota of free bandwidth and storage for Git Large File Storage (Git LFS). Any usage beyond the included
 * amounts is billed to your account." (10 GiB of storage and 10 GiB of bandwidth for Free and Pro; 250 GiB
 * each for Team and Enterprise.)
 */
export const LFS_INCLUDED_GIB = { free_pro: 10, team_enterprise: 250 };
const GIB = 1024 ** 3;

export const DOCTOR_CHECKS = [
  'roles',
  'app',
  'app_permissions',
  'app_variable',
  'app_key_environment',
  'app_secret',
  'app_installed',
  'actions',
  'pages',
  'ruleset',
  'required_checks',
  'merge_queue',
  'environment',
  'codeowners',
  'lfs',
] as const;
export type DoctorCheck = (typeof DOCTOR_CHECKS)[number];

export interface Finding {
  check: DoctorCheck;
  /**
   * `ok`; `missing` or `wrong` (to fix: the repository is not ready); `warning` (works, but costs or risks
   * something worth knowing); `unknown` when the token cannot see it (said how to check).
   */
  status: 'ok' | 'missing' | 'wrong' | 'warning' | 'unknown';
  message: string;
  /** How to fix it, or how to check it by hand; empty when ok. */
  hint: string;
}

export interface DeploymentFacts {
  repository: string;
  roles: RolesConfig | { problems: Problem[] };
  /** The App as GitHub knows it by the roles file's slug, or null when there is none. */
  app: { slug: string; id: number; permissions: Record<string, string> } | null;
  variable_present: boolean;
  /** Whether the key is a repository secret (any workflow on any branch can read it) and an environment's. */
  repository_secret_present: boolean;
  environment_secret_present: boolean;
  /** The key's environment: null when it does not exist; the branches that may use it. */
  key_environment: { protected_branches: boolean; branches: string[] | null } | null;
  /** Actions for the repository, and who must approve a fork's first pull-request runs. */
  actions: { enabled: boolean; allowed_actions: string | null; fork_approval: string | null } | null;
  pages: { build_type: string | null; html_url: string | null } | null;
  governance: GovernanceState | null;
  /** CODEOWNERS on the default branch, or null when it is not there. */
  codeowners_on_github: string | null;
  /** The workflow files of the checkout. */
  workflows: WorkflowText[];
  /** The originals' bytes (from the records) and where the site links them (`site.originals_url`). */
  originals: { count: number; bytes: number; originals_url: string | null };
}

const ok = (check: DoctorCheck, message: string): Finding => ({ check, status: 'ok', message, hint: '' });
const fix = (check: DoctorCheck, status: 'missing' | 'wrong' | 'warning', message: string, hint: string): Finding => ({
  check,
  status,
  message,
  hint,
});
const settingsOf = (f: DeploymentFacts) => `https://github.com/${f.repository}/settings`;

function rolesCheck(f: DeploymentFacts): Finding {
  if ('problems' in f.roles)
    return fix(
      'roles',
      'wrong',
      `The roles file cannot be used: ${f.roles.problems.map((p) => p.message).join(' ')}`,
      f.roles.problems.map((p) => p.hint).join(' '),
    );
  return ok(
    'roles',
    `The roles file names ${f.roles.admins.length} admin(s), ${f.roles.maintainers.length} maintainer(s) and the App ${f.roles.bot.app_slug}.`,
  );
}

function appChecks(f: DeploymentFacts, roles: RolesConfig): Finding[] {
  if (!f.app)
    return [
      fix(
        'app',
        'missing',
        `GitHub knows no App called ${roles.bot.app_slug}.`,
        'Create the GitHub App that merges (docs/governance.md, step 1) and put its slug and id in .github/dirhub-roles.json.',
      ),
    ];
  const out: Finding[] = [];
  if (f.app.id !== roles.bot.app_id)
    out.push(
      fix(
        'app',
        'wrong',
        `The App ${f.app.slug} has id ${f.app.id}, but the roles file says ${roles.bot.app_id}.`,
        `Set bot.app_id to ${f.app.id} in .github/dirhub-roles.json, then run dirhub governance apply.`,
      ),
    );
  else out.push(ok('app', `The App ${f.app.slug} exists (id ${f.app.id}).`));
  const lacking = Object.entries(APP_PERMISSIONS).filter(([name, level]) => {
    const has = f.app!.permissions[name];
    return !(has === 'write' || (has === 'read' && level === 'read'));
  });
  out.push(
    lacking.length
      ? fix(
          'app_permissions',
          'wrong',
          `The App ${f.app.slug} lacks ${lacking.map(([n, l]) => `${n}: ${l}`).join(', ')}: without checks: write the decision fails at its check before it closes anything; without contents: write it merges and pushes nothing.`,
          `In the App's settings (Permissions & events → Repository permissions) give it ${Object.entries(
            APP_PERMISSIONS,
          )
            .map(([n, l]) => `${n}: ${l}`)
            .join(', ')}; then accept the new permissions on its installation.`,
        )
      : ok('app_permissions', `The App holds ${Object.keys(APP_PERMISSIONS).join(', ')} as the workflows need.`),
  );
  return out;
}

function variableCheck(f: DeploymentFacts): Finding {
  return f.variable_present
    ? ok('app_variable', `The repository variable ${APP_CLIENT_ID_VARIABLE} is set.`)
    : fix(
        'app_variable',
        'missing',
        `The repository variable ${APP_CLIENT_ID_VARIABLE} is not set: the workflows cannot make the App's token.`,
        `Add it with the App's client ID (the App's settings, General → About) under ${settingsOf(f)}/variables/actions.`,
      );
}

/** The key's environment: it exists and only the default branch may use it. */
function keyEnvironmentCheck(f: DeploymentFacts): Finding {
  const env = f.key_environment;
  const create = `Create the environment ${APP_KEY_ENVIRONMENT} under ${settingsOf(f)}/environments with "Deployment branches and tags: Selected branches and tags" and the one rule main (no reviewers: the workflows use it unattended).`;
  if (!env)
    return fix(
      'app_key_environment',
      'missing',
      `The environment ${APP_KEY_ENVIRONMENT}, which holds the App's key, does not exist.`,
      create,
    );
  const onlyDefault =
    env.protected_branches || (env.branches !== null && env.branches.length === 1 && env.branches[0] === 'main');
  if (!onlyDefault)
    return fix(
      'app_key_environment',
      'wrong',
      `The environment ${APP_KEY_ENVIRONMENT} lets ${env.branches === null ? 'every branch' : `the branches ${env.branches.join(', ')}`} use the App's key: a workflow pushed to any of them can read it and act as the App.`,
      `Under ${settingsOf(f)}/environments/${APP_KEY_ENVIRONMENT}, set "Deployment branches and tags" to "Selected branches and tags" with main alone.`,
    );
  return ok('app_key_environment', `Only the default branch may use the environment ${APP_KEY_ENVIRONMENT}.`);
}

function secretCheck(f: DeploymentFacts): Finding {
  if (f.repository_secret_present)
    return fix(
      'app_secret',
      'wrong',
      `${APP_PRIVATE_KEY_SECRET} is a repository secret: anyone with write access can push a branch whose workflow prints it, and then act as the App, the ruleset's bypass actor.`,
      `Delete the repository secret (${settingsOf(f)}/secrets/actions) and add the key as a secret of the environment ${APP_KEY_ENVIRONMENT} instead.`,
    );
  if (!f.environment_secret_present)
    return fix(
      'app_secret',
      'missing',
      `The environment ${APP_KEY_ENVIRONMENT} has no secret ${APP_PRIVATE_KEY_SECRET}: the workflows cannot sign in as the App.`,
      `Generate a private key in the App's settings and add the .pem file's contents as a secret of the environment ${APP_KEY_ENVIRONMENT} (${settingsOf(f)}/environments).`,
    );
  return ok('app_secret', `The App's key is a secret of the environment ${APP_KEY_ENVIRONMENT} alone.`);
}

function installedCheck(f: DeploymentFacts, roles: RolesConfig | null): Finding {
  // GitHub answers "is the App installed here" only to the App itself (a JWT), not to a person's token.
  return {
    check: 'app_installed',
    status: 'unknown',
    message: 'Whether the App is installed on this repository is not visible to a personal token.',
    hint: `Check ${settingsOf(f)}/installations lists ${roles?.bot.app_slug ?? 'the App'}; the first pull request's decide job also fails at "create-github-app-token" when it is not.`,
  };
}

/** Actions on, every action the workflows use allowed, and fork pull requests' runs not held forever. */
function actionsCheck(f: DeploymentFacts): Finding {
  const a = f.actions;
  if (!a)
    return {
      check: 'actions',
      status: 'unknown',
      message: 'The Actions settings could not be read.',
      hint: `Look at ${settingsOf(f)}/actions.`,
    };
  if (!a.enabled)
    return fix(
      'actions',
      'wrong',
      'GitHub Actions is disabled for this repository: nothing is decided, archived or published.',
      `Allow all actions under ${settingsOf(f)}/actions.`,
    );
  if (a.allowed_actions === 'local_only')
    return fix(
      'actions',
      'wrong',
      'Actions may run only actions of this repository, but the workflows use actions/checkout and the other actions of GitHub.',
      `Under ${settingsOf(f)}/actions, allow all actions, or actions created by GitHub.`,
    );
  if (a.fork_approval === 'all_external_contributors')
    return fix(
      'actions',
      'warning',
      "Every outside contributor's pull request waits for a maintainer to approve its runs before the preview analyses it.",
      `That is safe; to let the preview run at once for people who contributed before, choose "Require approval for first-time contributors" under ${settingsOf(f)}/actions.`,
    );
  return ok('actions', `GitHub Actions runs here (fork pull requests: ${a.fork_approval ?? 'the default approval'}).`);
}

function pagesCheck(f: DeploymentFacts): Finding {
  if (!f.pages)
    return fix(
      'pages',
      'missing',
      'GitHub Pages is not enabled.',
      `Enable it with "GitHub Actions" as the source under ${settingsOf(f)}/pages.`,
    );
  if (f.pages.build_type !== 'workflow')
    return fix(
      'pages',
      'wrong',
      `GitHub Pages publishes from a branch (build type ${f.pages.build_type ?? 'legacy'}), not from the publish workflow.`,
      `Choose "GitHub Actions" as the source under ${settingsOf(f)}/pages.`,
    );
  return ok(
    'pages',
    `GitHub Pages publishes from the publish workflow${f.pages.html_url ? ` at ${f.pages.html_url}` : ''}.`,
  );
}

function governanceChecks(f: DeploymentFacts, roles: RolesConfig): Finding[] {
  if (!f.governance) return [];
  const out: Finding[] = [];
  const [owner, repo] = f.repository.split('/') as [string, string];
  const plan = planGovernance(roles, f.governance, { owner, repo });
  for (const target of ['ruleset', 'environment'] as const) {
    const change = plan.changes.find((c) => c.target === target);
    const what = target === 'ruleset' ? 'The branch ruleset' : `The deploy environment ${roles.deploy_environment}`;
    out.push(
      !change
        ? ok(target, `${what} matches the roles file.`)
        : fix(
            target,
            change.action === 'create' ? 'missing' : 'wrong',
            `${what} ${change.action === 'create' ? 'does not exist' : `differs from the roles file: ${change.differences.join('; ')}`}.`,
            'Run dirhub governance apply (dirhub governance plan shows what it changes).',
          ),
    );
  }
  return out;
}

/** Every required check is one some pull request will report: a workflow job's, or the App's intake. */
function requiredChecksCheck(f: DeploymentFacts, roles: RolesConfig): Finding {
  const { names, unknown } = checksOnEveryPullRequest(f.workflows);
  const reported = new Set(names);
  if (intakeOnEveryPullRequest(f.workflows)) reported.add(CHECK_NAME);
  const never = roles.required_checks.filter((c) => !reported.has(c));
  if (never.length)
    return fix(
      'required_checks',
      'wrong',
      `No workflow reports ${never.map((c) => `"${c}"`).join(', ')} on every pull request, so no pull request could be merged (the ruleset waits for it forever). Reported on every pull request: ${[...reported].map((c) => `"${c}"`).join(', ') || 'nothing'}.${unknown.length ? ` Not known before a run: ${unknown.join(', ')}.` : ''}`,
      'Make required_checks in .github/dirhub-roles.json name checks a job reports on every pull request (a matrix job reports "name (values)"; a workflow with a paths filter reports nothing when it is skipped), then run dirhub governance apply.',
    );
  return ok(
    'required_checks',
    `Every required check (${roles.required_checks.map((c) => `"${c}"`).join(', ')}) is reported on every pull request.`,
  );
}

/**
 * A merge queue merges a group only once every required check passed on the group's own commit: each must
 * be reported on merge groups (a `merge_group` workflow's job, or the App's `dirhub intake` from
 * merge-group.yml), or the queue stalls.
 */
function mergeQueueCheck(f: DeploymentFacts, roles: RolesConfig): Finding {
  const rules = ((f.governance?.ruleset?.body.rules as { type: string }[] | undefined) ?? []).map((r) => r.type);
  if (!rules.includes('merge_queue'))
    return ok('merge_queue', 'No merge queue: pull requests are merged as their checks pass.');
  const { names, unknown } = checksOnEveryMergeGroup(f.workflows, CHECK_NAME);
  const never = roles.required_checks.filter((c) => !names.includes(c));
  if (never.length)
    return fix(
      'merge_queue',
      'wrong',
      `The ruleset requires a merge queue, and no workflow reports ${never.map((c) => `"${c}"`).join(', ')} on its merge groups: the queue waits for it forever.${unknown.length ? ` Not known before a run: ${unknown.join(', ')}.` : ''}`,
      'Keep the merge_group trigger of ci.yml and the workflow merge-group.yml as shipped (it posts "dirhub intake" on each merge group as the App), or take the merge queue rule out of the ruleset.',
    );
  return ok('merge_queue', 'A merge queue: every required check is reported on its merge groups.');
}

function codeownersCheck(f: DeploymentFacts, roles: RolesConfig): Finding {
  const want = renderCodeowners(roles);
  if (f.codeowners_on_github === null)
    return fix(
      'codeowners',
      'missing',
      `${CODEOWNERS_FILE} is not on the default branch.`,
      `Run dirhub governance apply, then open a pull request with ${CODEOWNERS_FILE}.`,
    );
  if (f.codeowners_on_github !== want)
    return fix(
      'codeowners',
      'wrong',
      `${CODEOWNERS_FILE} on the default branch differs from the roles file.`,
      `Run dirhub governance apply, then open a pull request with ${CODEOWNERS_FILE}.`,
    );
  return ok('codeowners', `${CODEOWNERS_FILE} on the default branch matches the roles file.`);
}

const gib = (bytes: number) => (bytes / GIB).toFixed(bytes < GIB ? 2 : 1);

/** What the originals cost in Git LFS, and who pays when visitors open them. */
function lfsCheck(f: DeploymentFacts): Finding {
  const { count, bytes, originals_url } = f.originals;
  const included = LFS_INCLUDED_GIB.free_pro * GIB;
  const mean = count ? bytes / count : 0;
  const downloads = mean ? Math.floor(included / mean) : 0;
  const stored = `${count} originals take ${gib(bytes)} GiB of Git LFS storage (GitHub Free and Pro include ${LFS_INCLUDED_GIB.free_pro} GiB of storage and ${LFS_INCLUDED_GIB.free_pro} GiB of download a month; Team and Enterprise ${LFS_INCLUDED_GIB.team_enterprise} GiB each; beyond, usage is billed to the owner, and a fork's pushes count against this repository)`;
  const host =
    'Serve the originals from a host that does not bill per download (docs/storage.md, "Where visitors download the originals") and set site.originals_url in dirhub.config.json.';
  if (bytes > included * 0.8)
    return fix(
      'lfs',
      'warning',
      `${stored}: past ${Math.round((bytes / included) * 100)}% of what Free and Pro include.`,
      `Buy storage for Git LFS or move the originals elsewhere. ${host}`,
    );
  if (!originals_url && count)
    return fix(
      'lfs',
      'warning',
      `${stored}. The site links each original where GitHub serves its LFS content: every visitor who opens one spends that download allowance (about ${downloads.toLocaleString('en-US')} originals of this archive's mean size a month).`,
      host,
    );
  return ok('lfs', `${stored}${originals_url ? `; visitors download them from ${originals_url}` : ''}.`);
}

/** The findings, in the order a person sets a repository up (docs/governance.md). Pure. */
export function diagnoseDeployment(f: DeploymentFacts): Finding[] {
  const roles = 'problems' in f.roles ? null : f.roles;
  return [
    rolesCheck(f),
    ...(roles ? appChecks(f, roles) : []),
    variableCheck(f),
    keyEnvironmentCheck(f),
    secretCheck(f),
    installedCheck(f, roles),
    actionsCheck(f),
    pagesCheck(f),
    ...(roles ? governanceChecks(f, roles) : []),
    ...(roles ? [requiredChecksCheck(f, roles), mergeQueueCheck(f, roles)] : []),
    ...(roles && f.governance ? [codeownersCheck(f, roles)] : []),
    lfsCheck(f),
  ].sort((a, b) => DOCTOR_CHECKS.indexOf(a.check) - DOCTOR_CHECKS.indexOf(b.check));
}

async function present(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return false;
    throw err;
  }
}

async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

async function gatherKeyEnvironment(forge: GitHubForge): Promise<DeploymentFacts['key_environment']> {
  const { octokit, target } = forge;
  const env = await orNull(
    async () => (await octokit.rest.repos.getEnvironment({ ...target, environment_name: APP_KEY_ENVIRONMENT })).data,
  );
  if (!env) return null;
  const policy = env.deployment_branch_policy;
  if (!policy) return { protected_branches: false, branches: null };
  if (policy.protected_branches) return { protected_branches: true, branches: null };
  const { data } = await octokit.rest.repos.listDeploymentBranchPolicies({
    ...target,
    environment_name: APP_KEY_ENVIRONMENT,
    per_page: 100,
  });
  return { protected_branches: false, branches: data.branch_policies.map((p) => p.name ?? '') };
}

async function gatherActions(forge: GitHubForge): Promise<DeploymentFacts['actions']> {
  const { octokit, target } = forge;
  const permissions = await orNull(
    async () => (await octokit.rest.actions.getGithubActionsPermissionsRepository({ ...target })).data,
  );
  if (!permissions) return null;
  // Newer than the client's generated methods: asked by its route.
  const approval = await orNull(
    async () =>
      (
        await octokit.request('GET /repos/{owner}/{repo}/actions/permissions/fork-pr-contributor-approval', {
          ...target,
        })
      ).data as { approval_policy?: string },
  );
  return {
    enabled: permissions.enabled,
    allowed_actions: permissions.allowed_actions ?? null,
    fork_approval: approval?.approval_policy ?? null,
  };
}

async function readWorkflows(root: string): Promise<WorkflowText[]> {
  const dir = join(root, '.github', 'workflows');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => /\.ya?ml$/.test(f)).sort();
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') })));
}

/** Reads what `diagnoseDeployment` judges. `root` is the checkout holding the roles file. */
export async function gatherDeploymentFacts(
  forge: GitHubForge,
  roles: RolesConfig | { problems: Problem[] },
  root: string,
  originals: DeploymentFacts['originals'] = { count: 0, bytes: 0, originals_url: null },
): Promise<DeploymentFacts> {
  const { octokit, target } = forge;
  const app =
    'problems' in roles
      ? null
      : await orNull(async () => (await octokit.rest.apps.getBySlug({ app_slug: roles.bot.app_slug })).data);
  const pages = await orNull(async () => (await octokit.rest.repos.getPages({ ...target })).data);
  const codeowners = await orNull(
    async () => (await octokit.rest.repos.getContent({ ...target, path: CODEOWNERS_FILE })).data,
  );
  return {
    repository: `${target.owner}/${target.repo}`,
    roles,
    app:
      app && !('problems' in roles)
        ? {
            slug: app.slug ?? roles.bot.app_slug,
            id: app.id,
            permissions: (app.permissions ?? {}) as Record<string, string>,
          }
        : null,
    variable_present: await present(() =>
      octokit.rest.actions.getRepoVariable({ ...target, name: APP_CLIENT_ID_VARIABLE }),
    ),
    repository_secret_present: await present(() =>
      octokit.rest.actions.getRepoSecret({ ...target, secret_name: APP_PRIVATE_KEY_SECRET }),
    ),
    environment_secret_present: await present(() =>
      octokit.rest.actions.getEnvironmentSecret({
        ...target,
        environment_name: APP_KEY_ENVIRONMENT,
        secret_name: APP_PRIVATE_KEY_SECRET,
      }),
    ),
    key_environment: await gatherKeyEnvironment(forge),
    actions: await gatherActions(forge),
    pages: pages ? { build_type: pages.build_type ?? null, html_url: pages.html_url ?? null } : null,
    governance: 'problems' in roles ? null : await gatherGovernance(forge, roles, root),
    codeowners_on_github:
      codeowners && !Array.isArray(codeowners) && codeowners.type === 'file' && 'content' in codeowners
        ? Buffer.from(codeowners.content, 'base64').toString('utf8')
        : null,
    workflows: await readWorkflows(root),
    originals,
  };
}

/** The findings as problems, for reports that list what to fix. */
export function findingProblems(findings: Finding[]): Problem[] {
  return findings
    .filter((f) => f.status === 'missing' || f.status === 'wrong')
    .map((f) => problem(`doctor.${f.check}`, f.message, f.hint));
}
