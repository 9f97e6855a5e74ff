/**
 * `dirhub doctor`: is a GitHub repository set up to run the archive? Facts are gathered through the API
 * (what a maintainer's token can see), judged by a pure function into findings, each saying what is
 * missing and how to fix it. Nothing is changed.
 */
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

/** The repository variable holding the App's client ID, and the secret holding its private key. */
export const APP_CLIENT_ID_VARIABLE = 'DIRHUB_APP_CLIENT_ID';
export const APP_PRIVATE_KEY_SECRET = 'DIRHUB_APP_PRIVATE_KEY';

export const DOCTOR_CHECKS = [
  'roles',
  'app',
  'app_variable',
  'app_secret',
  'app_installed',
  'pages',
  'ruleset',
  'environment',
  'codeowners',
] as const;
export type DoctorCheck = (typeof DOCTOR_CHECKS)[number];

export interface Finding {
  check: DoctorCheck;
  /** `ok`; `missing` or `wrong` (to fix); `unknown` when the token cannot see it (said how to check). */
  status: 'ok' | 'missing' | 'wrong' | 'unknown';
  message: string;
  /** How to fix it, or how to check it by hand; empty when ok. */
  hint: string;
}

export interface DeploymentFacts {
  repository: string;
  roles: RolesConfig | { problems: Problem[] };
  /** The App as GitHub knows it by the roles file's slug, or null when there is none. */
  app: { slug: string; id: number } | null;
  variable_present: boolean;
  secret_present: boolean;
  pages: { build_type: string | null; html_url: string | null } | null;
  governance: GovernanceState | null;
  /** CODEOWNERS on the default branch, or null when it is not there. */
  codeowners_on_github: string | null;
}

const ok = (check: DoctorCheck, message: string): Finding => ({ check, status: 'ok', message, hint: '' });
const fix = (check: DoctorCheck, status: 'missing' | 'wrong', message: string, hint: string): Finding => ({
  check,
  status,
  message,
  hint,
});

/** The findings, in the order a person sets a repository up (docs/governance.md). Pure. */
export function diagnoseDeployment(f: DeploymentFacts): Finding[] {
  const out: Finding[] = [];
  const settings = `https://github.com/${f.repository}/settings`;
  if ('problems' in f.roles) {
    out.push(
      fix(
        'roles',
        'wrong',
        `The roles file cannot be used: ${f.roles.problems.map((p) => p.message).join(' ')}`,
        f.roles.problems.map((p) => p.hint).join(' '),
      ),
    );
  } else
    out.push(
      ok(
        'roles',
        `The roles file names ${f.roles.admins.length} admin(s), ${f.roles.maintainers.length} maintainer(s) and the App ${f.roles.bot.app_slug}.`,
      ),
    );
  const roles = 'problems' in f.roles ? null : f.roles;

  if (roles) {
    if (!f.app)
      out.push(
        fix(
          'app',
          'missing',
          `GitHub knows no App called ${roles.bot.app_slug}.`,
          'Create the GitHub App that merges (docs/governance.md, step 1) and put its slug and id in .github/dirhub-roles.json.',
        ),
      );
    else if (f.app.id !== roles.bot.app_id)
      out.push(
        fix(
          'app',
          'wrong',
          `The App ${f.app.slug} has id ${f.app.id}, but the roles file says ${roles.bot.app_id}.`,
          `Set bot.app_id to ${f.app.id} in .github/dirhub-roles.json, then run dirhub governance apply.`,
        ),
      );
    else out.push(ok('app', `The App ${f.app.slug} exists (id ${f.app.id}).`));
  }
  out.push(
    f.variable_present
      ? ok('app_variable', `The repository variable ${APP_CLIENT_ID_VARIABLE} is set.`)
      : fix(
          'app_variable',
          'missing',
          `The repository variable ${APP_CLIENT_ID_VARIABLE} is not set: the workflows cannot make the App's token.`,
          `Add it with the App's client ID (the App's settings, General → About) under ${settings}/variables/actions.`,
        ),
  );
  out.push(
    f.secret_present
      ? ok('app_secret', `The repository secret ${APP_PRIVATE_KEY_SECRET} is set.`)
      : fix(
          'app_secret',
          'missing',
          `The repository secret ${APP_PRIVATE_KEY_SECRET} is not set: the workflows cannot sign in as the App.`,
          `Generate a private key in the App's settings and add the .pem file's contents as a secret under ${settings}/secrets/actions.`,
        ),
  );
  // GitHub answers "is the App installed here" only to the App itself (a JWT), not to a person's token.
  out.push({
    check: 'app_installed',
    status: 'unknown',
    message: 'Whether the App is installed on this repository is not visible to a personal token.',
    hint: `Check ${settings}/installations lists ${roles?.bot.app_slug ?? 'the App'}; the first pull request's decide job also fails at "create-github-app-token" when it is not.`,
  });

  if (!f.pages)
    out.push(
      fix(
        'pages',
        'missing',
        'GitHub Pages is not enabled.',
        `Enable it with "GitHub Actions" as the source under ${settings}/pages.`,
      ),
    );
  else if (f.pages.build_type !== 'workflow')
    out.push(
      fix(
        'pages',
        'wrong',
        `GitHub Pages publishes from a branch (build type ${f.pages.build_type ?? 'legacy'}), not from the publish workflow.`,
        `Choose "GitHub Actions" as the source under ${settings}/pages.`,
      ),
    );
  else
    out.push(
      ok(
        'pages',
        `GitHub Pages publishes from the publish workflow${f.pages.html_url ? ` at ${f.pages.html_url}` : ''}.`,
      ),
    );

  if (roles && f.governance) {
    const [owner, repo] = f.repository.split('/') as [string, string];
    const plan = planGovernance(roles, f.governance, { owner, repo });
    for (const target of ['ruleset', 'environment'] as const) {
      const change = plan.changes.find((c) => c.target === target);
      const what = target === 'ruleset' ? 'The branch ruleset' : `The deploy environment ${roles.deploy_environment}`;
      if (!change) out.push(ok(target, `${what} matches the roles file.`));
      else
        out.push(
          fix(
            target,
            change.action === 'create' ? 'missing' : 'wrong',
            `${what} ${change.action === 'create' ? 'does not exist' : `differs from the roles file: ${change.differences.join('; ')}`}.`,
            'Run dirhub governance apply (dirhub governance plan shows what it changes).',
          ),
        );
    }
    const want = renderCodeowners(roles);
    if (f.codeowners_on_github === null)
      out.push(
        fix(
          'codeowners',
          'missing',
          `${CODEOWNERS_FILE} is not on the default branch.`,
          `Run dirhub governance apply, then commit and push ${CODEOWNERS_FILE}.`,
        ),
      );
    else if (f.codeowners_on_github !== want)
      out.push(
        fix(
          'codeowners',
          'wrong',
          `${CODEOWNERS_FILE} on the default branch differs from the roles file.`,
          `Run dirhub governance apply, then commit and push ${CODEOWNERS_FILE}.`,
        ),
      );
    else out.push(ok('codeowners', `${CODEOWNERS_FILE} on the default branch matches the roles file.`));
  }
  return out;
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

/** Reads what `diagnoseDeployment` judges. `root` is the checkout holding the roles file. */
export async function gatherDeploymentFacts(
  forge: GitHubForge,
  roles: RolesConfig | { problems: Problem[] },
  root: string,
): Promise<DeploymentFacts> {
  const { octokit, target } = forge;
  const repository = `${target.owner}/${target.repo}`;
  let app: DeploymentFacts['app'] = null;
  if (!('problems' in roles)) {
    try {
      const found = (await octokit.rest.apps.getBySlug({ app_slug: roles.bot.app_slug })).data;
      if (found) app = { slug: found.slug ?? roles.bot.app_slug, id: found.id };
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
    }
  }
  let pages: DeploymentFacts['pages'] = null;
  try {
    const data = (await octokit.rest.repos.getPages({ ...target })).data;
    pages = { build_type: data.build_type ?? null, html_url: data.html_url ?? null };
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err;
  }
  let codeowners_on_github: string | null = null;
  try {
    const data = (await octokit.rest.repos.getContent({ ...target, path: CODEOWNERS_FILE })).data;
    if (!Array.isArray(data) && data.type === 'file' && 'content' in data)
      codeowners_on_github = Buffer.from(data.content, 'base64').toString('utf8');
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err;
  }
  return {
    repository,
    roles,
    app,
    variable_present: await present(() =>
      octokit.rest.actions.getRepoVariable({ ...target, name: APP_CLIENT_ID_VARIABLE }),
    ),
    secret_present: await present(() =>
      octokit.rest.actions.getRepoSecret({ ...target, secret_name: APP_PRIVATE_KEY_SECRET }),
    ),
    pages,
    governance: 'problems' in roles ? null : await gatherGovernance(forge, roles, root),
    codeowners_on_github,
  };
}

/** The findings as problems, for reports that list what to fix. */
export function findingProblems(findings: Finding[]): Problem[] {
  return findings
    .filter((f) => f.status === 'missing' || f.status === 'wrong')
    .map((f) => problem(`doctor.${f.check}`, f.message, f.hint));
}
