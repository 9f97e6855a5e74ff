import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../actions/lib/core/config.js';
import { readRecords } from '../../actions/lib/archive/read.js';
import { diagnoseDeployment, gatherDeploymentFacts, type Finding } from '../../actions/lib/github/doctor.js';
import { GitHubForge } from '../../actions/lib/forge/github/github-forge.js';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { parseRepository } from '../../actions/lib/github/step-io.js';
import { GovernanceError, loadRoles, ROLES_FILE } from '../../actions/lib/github/governance.js';
import { EXIT, UsageError, type Command } from '../command.js';

const usage = `Usage: dirhub doctor [--repo DIR] [--repository OWNER/NAME] [--api-url URL] [--json]

Checks that a GitHub repository is set up to run the archive, and says what is missing and how to
fix each thing: the roles file (${ROLES_FILE}); the GitHub App that merges (it exists, its id matches,
it holds the permissions the workflows use); the DIRHUB_APP_CLIENT_ID variable; the App's key, a secret
of the environment dirhub-app that only the default branch may use, and no repository secret; Actions
(on, GitHub's actions allowed, fork pull requests' approval); GitHub Pages with GitHub Actions as its
source; the branch ruleset, its required checks (each one a pull request reports) and no merge queue;
the deploy environment; CODEOWNERS on the default branch; and what the originals cost in Git LFS.
Whether the App is installed cannot be seen with a personal token; the report says how to check it.
Nothing is changed.

Options:
  --repo DIR                the checkout holding ${ROLES_FILE} (default: the current folder)
  --repository OWNER/NAME   the GitHub repository (default: $GITHUB_REPOSITORY, else site.repository
                            in dirhub.config.json)
  --api-url URL             the GitHub API (default: $GITHUB_API_URL, else https://api.github.com)
  --json                    print {repository, ready, findings: [{check, status, message, hint}]}

The token comes from $GITHUB_TOKEN (or $GH_TOKEN); reading the ruleset, environment, variables and
secrets' names needs a repository admin's token. Exit status: 0 when nothing is missing or wrong,
1 when something is, 2 for a usage error.`;

const MARK: Record<Finding['status'], string> = {
  ok: 'ok     ',
  missing: 'MISSING',
  wrong: 'WRONG  ',
  warning: 'NOTE   ',
  unknown: 'CHECK  ',
};

function render(repository: string, findings: Finding[]): string {
  const lines = [`dirhub doctor: ${repository}`, ''];
  for (const f of findings) {
    lines.push(`${MARK[f.status]}  ${f.message}`);
    if (f.hint)
      lines.push(
        `         ${f.status === 'unknown' ? 'How to check' : f.status === 'warning' ? 'Consider' : 'Fix'}: ${f.hint}`,
      );
  }
  const toFix = findings.filter((f) => f.status === 'missing' || f.status === 'wrong').length;
  lines.push('', toFix ? `${toFix} thing${toFix === 1 ? '' : 's'} to fix.` : 'Ready: nothing is missing.');
  return lines.join('\n');
}

export const command: Command = {
  name: 'doctor',
  summary: 'Check a GitHub deployment: App, secrets, Pages, ruleset, CODEOWNERS, deploy environment',
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
      },
    });
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const root = resolve(values.repo ?? process.cwd());
    const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
    if (!token)
      throw new UsageError(
        "set GITHUB_TOKEN (a repository admin's token) to let dirhub doctor read the repository's settings",
      );
    const fullName = values.repository ?? process.env.GITHUB_REPOSITORY ?? (await loadConfig(root)).site.repository;
    if (!fullName) throw new UsageError('name the repository with --repository OWNER/NAME');
    const forge = new GitHubForge(
      createOctokit({ token, baseUrl: values['api-url'] ?? (process.env.GITHUB_API_URL || 'https://api.github.com') }),
      parseRepository(fullName),
    );
    let roles;
    try {
      roles = await loadRoles(root);
    } catch (err) {
      if (!(err instanceof GovernanceError)) throw err;
      roles = { problems: err.problems };
    }
    // What the originals weigh, from the records of the checkout's archive.
    const config = await loadConfig(root);
    let count = 0;
    let bytes = 0;
    for (const read of (await readRecords(root)).values())
      if (read?.ok) {
        count++;
        bytes += read.record.file.bytes;
      }
    let findings: Finding[];
    try {
      findings = diagnoseDeployment(
        await gatherDeploymentFacts(forge, roles, root, { count, bytes, originals_url: config.site.originals_url }),
      );
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 401 && status !== 403) throw err;
      process.stderr.write(
        `dirhub doctor: GitHub refused: ${(err as Error).message}\n  Use a token of an admin of ${fullName}: the ruleset, environment, variables and secrets are visible to admins only.\n`,
      );
      return EXIT.failure;
    }
    const ready = findings.every((f) => f.status !== 'missing' && f.status !== 'wrong');
    process.stdout.write(
      values.json
        ? `${JSON.stringify({ repository: fullName, ready, findings }, null, 2)}\n`
        : `${render(fullName, findings)}\n`,
    );
    return ready ? EXIT.ok : EXIT.failure;
  },
};
