import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../actions/lib/core/config.js';
import { GitHubForge } from '../../actions/lib/forge/github/github-forge.js';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { applyGovernance } from '../../actions/lib/github/apply-governance.js';
import {
  gatherGovernance,
  GovernanceError,
  loadRoles,
  planGovernance,
  ROLES_FILE,
  type GovernancePlan,
} from '../../actions/lib/github/governance.js';
import { parseRepository } from '../../actions/lib/github/step-io.js';
import { EXIT, UsageError, type Command } from '../command.js';

const usage = `Usage: dirhub governance plan|apply|check [--repo DIR] [--repository OWNER/NAME] [--json] [--dry-run]

Turns the roles table in ${ROLES_FILE} into GitHub's protections: a ruleset for the default branch
(pull requests required, required status checks, code-owner review for everything outside uploads/, no
force pushes or deletion, the dirhub App as the only bypass actor), .github/CODEOWNERS, and the deploy
environment (admins approve deployments; the secrets live there).

  plan    print the exact API calls and file writes that would bring GitHub in line; changes nothing
  apply   perform them (running it again changes nothing)
  check   report drift: exit 1 when GitHub or CODEOWNERS differ from the roles file

Options:
  --repo DIR                the repository checkout holding ${ROLES_FILE} (default: the current folder)
  --repository OWNER/NAME   the GitHub repository (default: $GITHUB_REPOSITORY, else site.repository
                            in dirhub.config.json)
  --api-url URL             the GitHub API (default: $GITHUB_API_URL, else https://api.github.com)
  --json                    print the plan as JSON
  --dry-run                 with apply: print the plan and change nothing

The token comes from $GITHUB_TOKEN (or $GH_TOKEN) and needs administration rights on the repository.
Exit status: 0 done (check: no drift), 1 drift found or something broke, 2 usage error.`;

function render(plan: GovernancePlan, verb: string): string {
  if (!plan.changes.length) return `governance: GitHub matches ${ROLES_FILE}; nothing to ${verb}.`;
  const lines = [`governance: ${plan.changes.length} change(s) to ${verb}:`];
  for (const c of plan.changes) {
    lines.push(`- ${c.action} ${c.target}: ${c.request}`);
    for (const d of c.differences) lines.push(`    ${d}`);
  }
  return lines.join('\n');
}

export const command: Command = {
  name: 'governance',
  summary: 'Enforce the roles table on GitHub: ruleset, CODEOWNERS, deploy environment (plan, apply, check)',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        repo: { type: 'string' },
        repository: { type: 'string' },
        'api-url': { type: 'string' },
        json: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
      },
    });
    const verb = positionals[0];
    if (positionals.length !== 1 || !verb || !['plan', 'apply', 'check'].includes(verb))
      throw new UsageError('give one of: plan, apply, check');
    const root = resolve(values.repo ?? process.cwd());
    const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
    if (!token) throw new UsageError('set GITHUB_TOKEN (a token with administration rights on the repository)');
    const fullName = values.repository ?? process.env.GITHUB_REPOSITORY ?? (await loadConfig(root)).site.repository;
    if (!fullName) throw new UsageError('name the repository with --repository OWNER/NAME');
    const forge = new GitHubForge(
      createOctokit({ token, baseUrl: values['api-url'] ?? (process.env.GITHUB_API_URL || 'https://api.github.com') }),
      parseRepository(fullName),
    );
    try {
      const roles = await loadRoles(root);
      const plan = planGovernance(roles, await gatherGovernance(forge, roles, root), forge.target);
      const perform = verb === 'apply' && !values['dry-run'];
      if (perform) await applyGovernance(forge, plan, root);
      if (values.json)
        process.stdout.write(
          JSON.stringify(
            { command: verb, applied: perform, drift: plan.changes.length > 0, changes: plan.changes },
            null,
            2,
          ) + '\n',
        );
      else
        process.stdout.write(
          render(plan, verb === 'check' ? 'fix' : 'apply') +
            (perform && plan.changes.length ? '\nApplied.' : '') +
            '\n',
        );
      return verb === 'check' && plan.changes.length ? EXIT.failure : EXIT.ok;
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 401 || status === 403) {
        process.stderr.write(
          `dirhub governance: GitHub refused: ${(err as Error).message}\n  The token needs administration rights on ${fullName} (a repository admin's token, or an App with Administration: write).\n`,
        );
        return EXIT.failure;
      }
      if (!(err instanceof GovernanceError)) throw err;
      for (const p of err.problems) process.stderr.write(`dirhub governance: ${p.message}\n  ${p.hint}\n`);
      return EXIT.failure;
    }
  },
};
