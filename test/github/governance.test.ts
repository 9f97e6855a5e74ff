import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESET_NAME } from '../../actions/lib/github/governance.js';
import { startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { DIRHUB_BIN } from '../helpers/paths.js';

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

async function governance(
  args: string[],
  token: string = TOKENS.admin,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [DIRHUB_BIN, 'governance', ...args, '--repo', checkout, '--repository', `${gh.owner}/${gh.repo}`],
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-gov-'));
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

describe('dirhub governance', () => {
  it('plan shows the exact API calls and changes nothing', async () => {
    const r = await governance(['plan', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      drift: boolean;
      applied: boolean;
      changes: { target: string; action: string; request: string }[];
    };
    expect(out.applied).toBe(false);
    expect(out.changes.map((c) => `${c.action} ${c.target}: ${c.request}`)).toEqual([
      `create ruleset: POST /repos/${gh.owner}/${gh.repo}/rulesets`,
      `create environment: PUT /repos/${gh.owner}/${gh.repo}/environments/github-pages`,
      'create codeowners: write .github/CODEOWNERS',
    ]);
    expect(gh.writes()).toEqual([]);
  });

  it('apply creates the ruleset, the environment and CODEOWNERS; a second apply is a no-op', async () => {
    const first = await governance(['apply']);
    expect(first.code).toBe(0);
    expect([...gh.rulesets.values()]).toHaveLength(1);
    const ruleset = [...gh.rulesets.values()][0]!;
    expect(ruleset).toMatchObject({
      name: RULESET_NAME,
      enforcement: 'active',
      bypass_actors: [{ actor_id: 9001, actor_type: 'Integration', bypass_mode: 'always' }],
      conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
    });
    expect((ruleset.rules as { type: string }[]).map((r) => r.type)).toEqual([
      'deletion',
      'non_fast_forward',
      'pull_request',
      'required_status_checks',
    ]);
    expect(gh.environments.get('github-pages')).toMatchObject({
      protection_rules: [
        { type: 'required_reviewers', reviewers: [{ type: 'User', reviewer: { login: 'ada', id: 102 } }] },
        { type: 'branch_policy' },
      ],
    });
    const codeowners = readFileSync(join(checkout, '.github', 'CODEOWNERS'), 'utf8');
    expect(codeowners.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '*  @mara @ada',
      '/.github/  @ada',
      '/actions/  @ada',
      '/scripts/  @ada',
      '/package.json  @ada',
      '/package-lock.json  @ada',
      '/dirhub.config.json  @ada',
      '/uploads/',
    ]);

    const writes = gh.writes().length;
    const second = await governance(['apply']);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe('governance: GitHub matches .github/dirhub-roles.json; nothing to apply.\n');
    expect(gh.writes().length).toBe(writes);
    expect((await governance(['check'])).code).toBe(0);
  });

  it('check reports a rule changed on GitHub, and apply restores it', async () => {
    const ruleset = [...gh.rulesets.values()][0]!;
    ruleset.enforcement = 'evaluate';
    ruleset.rules = (ruleset.rules as { type: string }[]).filter((r) => r.type !== 'non_fast_forward');
    const check = await governance(['check']);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe(
      [
        'governance: 1 change(s) to fix:',
        `- update ruleset: PUT /repos/${gh.owner}/${gh.repo}/rulesets/${String(ruleset.id)}`,
        '    enforcement: "evaluate" → "active"',
        '    rule non_fast_forward: missing',
        '',
      ].join('\n'),
    );
    expect((await governance(['apply'])).code).toBe(0);
    expect((await governance(['check'])).code).toBe(0);
    expect(ruleset.enforcement).toBe('active');
  });

  it('a token without administration rights cannot apply', async () => {
    [...gh.rulesets.values()][0]!.enforcement = 'disabled';
    const r = await governance(['apply'], TOKENS.maintainer);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `dirhub governance: GitHub refused: Resource not accessible by integration - https://docs.github.com/rest\n  The token needs administration rights on ${gh.owner}/${gh.repo} (a repository admin's token, or an App with Administration: write).\n`,
    );
  });

  it('resolves teams to their ids for the deploy reviewers', async () => {
    gh.teams.set('admins', ['ada']);
    writeFileSync(
      join(checkout, '.github', 'dirhub-roles.json'),
      JSON.stringify({ ...ROLES, admins: [`@${gh.owner}/admins`] }),
    );
    const r = await governance(['apply', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { changes: { target: string; differences: string[] }[] };
    // The ruleset is still the one the refused apply above left disabled.
    expect(out.changes.map((c) => c.target)).toEqual(['ruleset', 'environment', 'codeowners']);
    expect(out.changes[1]!.differences[0]).toMatch(/^reviewers: \["User:102"\] → \["Team:\d+"\]$/);
    expect(gh.environments.get('github-pages')).toMatchObject({
      protection_rules: [
        { type: 'required_reviewers', reviewers: [{ type: 'Team', reviewer: { slug: 'admins' } }] },
        { type: 'branch_policy' },
      ],
    });
    expect(readFileSync(join(checkout, '.github', 'CODEOWNERS'), 'utf8')).toContain(`/.github/  @${gh.owner}/admins\n`);
    expect((await governance(['check'])).code).toBe(0);
  });

  it('refuses a roles file without admins, saying how to fix it', async () => {
    writeFileSync(join(checkout, '.github', 'dirhub-roles.json'), JSON.stringify({ ...ROLES, admins: [] }));
    const r = await governance(['plan']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'dirhub governance: "admins" in .github/dirhub-roles.json must be a non-empty list of GitHub logins or @org/team names.\n  Example: "admins": ["octocat", "@my-org/admins"]\n',
    );
  });
});
