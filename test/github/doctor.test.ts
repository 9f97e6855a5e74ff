/** `dirhub doctor` against the local GitHub: each piece of a deployment missing, then all of it in place. */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../actions/lib/github/doctor.js';
import { startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { DIRHUB_BIN, PROJECT_ROOT } from '../helpers/paths.js';

const run = promisify(execFile);
let gh: FakeGitHub;
let dir: string;
let checkout: string;

const ROLES = {
  admins: ['ada'],
  maintainers: ['mara'],
  bot: { app_slug: 'dirhub-bot', app_id: 9001 },
  required_checks: ['dirhub intake', 'test'],
  deploy_environment: 'github-pages',
};

async function dirhub(
  args: string[],
  token: string = TOKENS.admin,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [DIRHUB_BIN, ...args, '--repo', checkout, '--repository', `${gh.owner}/${gh.repo}`],
      {
        env: { ...process.env, GITHUB_TOKEN: token, GITHUB_API_URL: gh.url },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function doctor(token?: string): Promise<{ code: number; ready: boolean; findings: Finding[] }> {
  const r = await dirhub(['doctor', '--json'], token);
  const out = JSON.parse(r.stdout) as { ready: boolean; findings: Finding[] };
  return { code: r.code, ...out };
}

const statuses = (findings: Finding[]) => Object.fromEntries(findings.map((f) => [f.check, f.status]));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-doctor-'));
  gh = await startFakeGitHub(join(dir, 'origin'));
  checkout = join(dir, 'checkout');
  mkdirSync(join(checkout, '.github'), { recursive: true });
  writeFileSync(join(checkout, '.github', 'dirhub-roles.json'), JSON.stringify(ROLES, null, 2));
});
afterAll(async () => {
  expect(gh.responseProblems).toEqual([]);
  await gh.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('dirhub doctor', () => {
  it('on a bare repository, names everything that is missing with its fix, and exits 1', async () => {
    const r = await doctor();
    expect(r.code).toBe(1);
    expect(r.ready).toBe(false);
    expect(statuses(r.findings)).toEqual({
      roles: 'ok',
      app: 'missing',
      app_variable: 'missing',
      app_key_environment: 'missing',
      app_secret: 'missing',
      app_installed: 'unknown',
      actions: 'ok',
      pages: 'missing',
      ruleset: 'missing',
      // The checkout holds no workflow yet: nothing reports the required checks.
      required_checks: 'wrong',
      merge_queue: 'ok',
      environment: 'missing',
      codeowners: 'missing',
      lfs: 'ok',
    });
    const byCheck = Object.fromEntries(r.findings.map((f) => [f.check, f]));
    expect(byCheck.app_variable!.message).toBe(
      "The repository variable DIRHUB_APP_CLIENT_ID is not set: the workflows cannot make the App's token.",
    );
    expect(byCheck.app_variable!.hint).toContain(
      `https://github.com/${gh.owner}/${gh.repo}/settings/variables/actions`,
    );
    expect(byCheck.pages!.hint).toContain('"GitHub Actions" as the source');
    expect(byCheck.ruleset!.hint).toBe('Run dirhub governance apply (dirhub governance plan shows what it changes).');
    expect(byCheck.required_checks!.message).toContain(
      'No workflow reports "dirhub intake", "test" on every pull request',
    );
    for (const f of r.findings.filter((x) => x.status !== 'ok')) expect(f.hint.length).toBeGreaterThan(20);
    // It only reads.
    expect(gh.writes()).toEqual([]);
  });

  it('tells a key any branch can read, an App without Checks: write, Actions off and a merge queue', async () => {
    gh.secrets.add('DIRHUB_APP_PRIVATE_KEY');
    gh.environments.set('dirhub-app', { name: 'dirhub-app', deployment_branch_policy: null });
    gh.apps.set('dirhub-bot', {
      id: 9001,
      owner: 'ada',
      permissions: { contents: 'write', pull_requests: 'write', issues: 'write', metadata: 'read' },
    });
    gh.actionsSettings = { enabled: false, allowed_actions: 'all', fork_approval: 'first_time_contributors' };
    const r = await doctor();
    const byCheck = Object.fromEntries(r.findings.map((f) => [f.check, f]));
    expect(statuses(r.findings)).toMatchObject({
      app_permissions: 'wrong',
      app_key_environment: 'wrong',
      app_secret: 'wrong',
      actions: 'wrong',
    });
    expect(byCheck.app_permissions!.message).toContain('lacks checks: write');
    expect(byCheck.app_secret!.message).toContain(
      'is a repository secret: anyone with write access can push a branch whose workflow prints it',
    );
    expect(byCheck.app_key_environment!.message).toContain('lets every branch use the App');
    gh.secrets.delete('DIRHUB_APP_PRIVATE_KEY');
    gh.actionsSettings.enabled = true;
  });

  it('tells a Pages site published from a branch and an App id that does not match', async () => {
    gh.pages = { build_type: 'legacy' };
    gh.apps.set('dirhub-bot', { id: 4242, owner: 'ada' });
    const r = await doctor();
    expect(statuses(r.findings)).toMatchObject({ pages: 'wrong', app: 'wrong' });
    expect(r.findings.find((f) => f.check === 'app')!.message).toBe(
      'The App dirhub-bot has id 4242, but the roles file says 9001.',
    );
  });

  it('once everything is in place, says the repository is ready and exits 0', async () => {
    gh.pages = { build_type: 'workflow' };
    gh.apps.set('dirhub-bot', {
      id: 9001,
      owner: 'ada',
      permissions: { contents: 'write', pull_requests: 'write', issues: 'write', checks: 'write', metadata: 'read' },
    });
    gh.variables.set('DIRHUB_APP_CLIENT_ID', 'Iv23abc');
    // The App's key: a secret of the environment only the default branch may use.
    gh.environments.set('dirhub-app', {
      name: 'dirhub-app',
      deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
    });
    gh.branchPolicies.set('dirhub-app', ['main']);
    gh.environmentSecrets.set('dirhub-app', new Set(['DIRHUB_APP_PRIVATE_KEY']));
    // The checkout holds the workflows as shipped: ci.yml reports `test`, intake.yml runs on every pull request.
    cpSync(join(PROJECT_ROOT, '.github', 'workflows'), join(checkout, '.github', 'workflows'), { recursive: true });
    expect((await dirhub(['governance', 'apply'])).code).toBe(0);
    // CODEOWNERS written by governance apply, committed and pushed to the default branch.
    mkdirSync(join(gh.repoDir, '.github'), { recursive: true });
    writeFileSync(join(gh.repoDir, '.github', 'CODEOWNERS'), readFileSync(join(checkout, '.github', 'CODEOWNERS')));
    gh.git(['add', '.github/CODEOWNERS']);
    gh.git(['commit', '-q', '-m', 'CODEOWNERS from the roles file']);
    const r = await doctor();
    expect(statuses(r.findings)).toEqual({
      roles: 'ok',
      app: 'ok',
      app_permissions: 'ok',
      app_variable: 'ok',
      app_key_environment: 'ok',
      app_secret: 'ok',
      app_installed: 'unknown',
      actions: 'ok',
      pages: 'ok',
      ruleset: 'ok',
      required_checks: 'ok',
      merge_queue: 'ok',
      environment: 'ok',
      codeowners: 'ok',
      lfs: 'ok',
    });
    expect(r.ready).toBe(true);
    expect(r.code).toBe(0);
    const text = await dirhub(['doctor']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `ok       GitHub Pages publishes from the publish workflow at https://${gh.owner.toLowerCase()}.github.io/${gh.repo}/.`,
    );
    expect(text.stdout).toContain(
      'ok       Every required check ("dirhub intake", "test") is reported on every pull request.',
    );
    expect(text.stdout).toContain(
      'CHECK    Whether the App is installed on this repository is not visible to a personal token.',
    );
    expect(text.stdout.trim().endsWith('Ready: nothing is missing.')).toBe(true);
  });

  it('a merge queue: ready with the shipped workflows, which report every required check on merge groups', async () => {
    const id = [...gh.rulesets.keys()][0]!;
    const shipped = gh.rulesets.get(id)!;
    const queue = {
      type: 'merge_queue',
      parameters: {
        check_response_timeout_minutes: 60,
        grouping_strategy: 'ALLGREEN',
        max_entries_to_build: 5,
        max_entries_to_merge: 5,
        merge_method: 'MERGE',
        min_entries_to_merge: 1,
        min_entries_to_merge_wait_minutes: 5,
      },
    };
    gh.rulesets.set(id, { ...shipped, rules: [...(shipped.rules as object[]), queue] });
    try {
      const byCheck = async () => Object.fromEntries((await doctor()).findings.map((f) => [f.check, f]));
      expect((await byCheck()).merge_queue).toMatchObject({
        status: 'ok',
        message: 'A merge queue: every required check is reported on its merge groups.',
      });
      // The workflows as they were before merge-group.yml: the App's check never reaches a merge group.
      const listener = join(checkout, '.github', 'workflows', 'merge-group.yml');
      const text = readFileSync(listener, 'utf8');
      rmSync(listener);
      try {
        const stalled = (await byCheck()).merge_queue!;
        expect(stalled.status).toBe('wrong');
        expect(stalled.message).toContain('no workflow reports "dirhub intake" on its merge groups');
      } finally {
        writeFileSync(listener, text);
      }
    } finally {
      gh.rulesets.set(id, shipped);
    }
  });

  it('reports a ruleset changed by hand as wrong, and a maintainer token as not enough', async () => {
    const id = [...gh.rulesets.keys()][0]!;
    gh.rulesets.set(id, { ...gh.rulesets.get(id)!, enforcement: 'disabled' });
    const r = await doctor();
    expect(statuses(r.findings).ruleset).toBe('wrong');
    expect(r.findings.find((f) => f.check === 'ruleset')!.message).toContain('differs from the roles file');
    const refused = await dirhub(['doctor'], TOKENS.maintainer);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Use a token of an admin of');
  });
});
