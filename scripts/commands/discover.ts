import { appendFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UPLOADS_DIR } from '../../actions/lib/archive/layout.js';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import type { Forge } from '../../actions/lib/forge/forge.js';
import { PIPELINE_VERSION } from '../../actions/lib/core/vocab.js';
import { readDiscoveryConfig } from '../../actions/lib/discovery/config.js';
import { Http } from '../../actions/lib/discovery/http.js';
import { renderRunSummary } from '../../actions/lib/discovery/report.js';
import { runDiscovery, type DiscoveryRun, type OpenPullRequest } from '../../actions/lib/discovery/run.js';
import { DISCOVERY_BRANCH } from '../../actions/lib/discovery/state.js';
import {
  gatherKnown,
  gitHubStateStore,
  localStateStore,
  type StateStore,
} from '../../actions/lib/discovery/state-store.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub discover [--repo DIR] [--source NAME] [--all] [--dry-run] [--json] [--quiet]
                       [--github OWNER/REPO] [--base NAME] [--summary FILE]

Asks each source the archive follows (dirhub.config.json, "discovery") what is new since its cursor,
leaves what the archive or its decisions log already knows (the same sha256, the same address, the
same docket entry), downloads the rest within the upload limits and the run's budget (per_run:
documents, bytes, minutes), and opens one pull request per document, labelled source:NAME; the intake
then decides it as any other. Kinds of source: courtlistener (a docket or a RECAP search through
CourtListener's REST API v4, PDFs from the Internet Archive), feed (Atom or RSS entries that link PDFs),
page (a web page of PDF links, within its robots.txt), folder (a consumption folder). docs/discovery.md
says what each takes and how it is asked.

Every request names the archive in its User-Agent, waits a second between two requests to one host (or
the host's Crawl-delay), and is tried again with back-off, honouring Retry-After. A source that fails
is reported and keeps its cursor; the other sources still run. A document gone upstream is noted and
not asked for again. The cursors are kept on the branch ${DISCOVERY_BRANCH} of the archive repository,
never on the default branch.

  dirhub discover --dry-run          what each source would bring (listed, nothing fetched or saved)
  dirhub discover                    open local pull requests (branches discover/SOURCE/…), then: dirhub intake
  dirhub discover --source inbox     only that source, due or not

Options:
  --repo DIR        the archive repository (default: the current folder)
  --source NAME     ask only this source (whether due or not)
  --all             ask every source now, whatever its "every"
  --dry-run         list what each source would bring; fetch, open and save nothing
  --json            print the run as JSON: {dry_run, sources: [{name, status, problem, opened, known,
                    noted, retry, would_fetch, …}], used, budget, budget_reached}
  --quiet           no progress on stderr
  --github REPO     open the pull requests on GitHub (OWNER/NAME) through the API with the token in
                    GITHUB_TOKEN (GITHUB_API_URL for another server), and keep the cursors on that
                    repository's ${DISCOVERY_BRANCH} branch
  --base NAME       the branch pull requests go into (default: main; with --github, the repository's
                    default branch)
  --summary FILE    append the run's summary (Markdown) to FILE, e.g. "$GITHUB_STEP_SUMMARY"

Exit status: 0 when every source asked answered (whatever it brought), 1 when a source failed or the
state could not be read or saved (the others still ran), 2 for a usage error.`;

/** Where the pull requests are opened and the cursors kept: GitHub through its API, or this repository. */
async function connect(
  root: string,
  github: string | undefined,
  base: string | undefined,
  say: (line: string) => void,
): Promise<{ store: StateStore; open: OpenPullRequest }> {
  const labelled =
    <P extends string | number>(forge: Forge<P>): OpenPullRequest =>
    async (proposal, labels) => {
      const opened = await forge.openPullRequest(proposal);
      if (opened.opened) await forge.addLabels(opened.pull, labels);
      return opened;
    };
  if (!github) {
    const { LocalForge } = await import('../../actions/lib/forge/local/local-forge.js');
    return { store: localStateStore(root), open: labelled(new LocalForge(root, base ?? 'main')) };
  }
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(github);
  if (!m) throw new UsageError(`--github is "${github}"; give OWNER/NAME`);
  const token = process.env.GITHUB_TOKEN;
  if (!token) throw new UsageError('--github needs a token in the environment variable GITHUB_TOKEN');
  const { createOctokit } = await import('../../actions/lib/forge/github/octokit.js');
  const { GitHubForge } = await import('../../actions/lib/forge/github/github-forge.js');
  const octokit = createOctokit({
    token,
    ...(process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {}),
    log: say,
    ...(process.env.DIRHUB_WRITE_SPACING_MS ? { writeSpacingMs: Number(process.env.DIRHUB_WRITE_SPACING_MS) } : {}),
  });
  const repo = { owner: m[1]!, repo: m[2]! };
  // Into the repository's default branch unless told otherwise.
  const into = base ?? (await octokit.rest.repos.get(repo)).data.default_branch;
  return { store: gitHubStateStore(octokit, repo), open: labelled(new GitHubForge(octokit, repo, into)) };
}

/** Saves the run's state on top of the commit it was read at; what went wrong when it could not. */
async function save(
  store: StateStore,
  run: DiscoveryRun,
  readAt: string | null,
  say: (line: string) => void,
): Promise<string | null> {
  const opened = run.sources.reduce((n, s) => n + s.opened.filter((o) => !o.existing).length, 0);
  const failed = run.sources.filter((s) => s.status === 'failed').length;
  const asked = run.sources.filter((s) => s.status === 'ok' || s.status === 'failed').map((s) => s.name);
  try {
    const commit = await store.save(
      run.state,
      readAt,
      `Discovery run: ${opened} opened, ${failed} source(s) failed\n\nSources asked: ${asked.join(', ') || 'none'}.\n`,
    );
    say(`cursors saved on ${store.where} (${commit.slice(0, 12)})`);
    return null;
  } catch (err) {
    const message = (err as Error).message;
    process.stderr.write(`dirhub discover: ${message}\n`);
    return message;
  }
}

function userAgent(config: DirhubConfig, contact: string | null): string {
  const archive = config.collection.name.replace(/[^\x20-\x7e]/g, '');
  return `dirhub/${PIPELINE_VERSION} (+${contact ?? 'no contact configured'}; archive: ${archive})`;
}

export const command: Command = {
  name: 'discover',
  summary: 'Ask the sources the archive follows what is new, and open a pull request for each document',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        repo: { type: 'string' },
        source: { type: 'string' },
        all: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        github: { type: 'string' },
        base: { type: 'string' },
        summary: { type: 'string' },
      },
    });
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const root = resolve(values.repo ?? '.');
    const say = values.quiet ? () => {} : progressPrinter('discover');
    const config = await loadConfig(root);
    const fallbackContact = config.site.repository ? `https://github.com/${config.site.repository}` : null;
    const read = readDiscoveryConfig(config.discovery, fallbackContact);
    if (!read.ok) {
      for (const p of read.problems) process.stderr.write(`dirhub discover: ${p.message}\n  ${p.hint}\n`);
      return EXIT.failure;
    }
    const discovery = read.config;
    if (values.source && !discovery.sources.some((s) => s.name === values.source))
      throw new UsageError(
        `there is no source "${values.source}"; dirhub.config.json names ${discovery.sources.map((s) => s.name).join(', ') || 'none'}`,
      );
    if (!discovery.sources.length) {
      process.stdout.write(
        values.json
          ? `${JSON.stringify({ dry_run: values['dry-run'], sources: [] })}\n`
          : 'No sources are configured ("discovery" in dirhub.config.json; see docs/discovery.md).\n',
      );
      return EXIT.ok;
    }
    const { store, open } = await connect(root, values.github, values.base, say);
    const stored = await store.load();
    if (!stored.read.ok) {
      process.stderr.write(`dirhub discover: ${stored.read.problem.message}\n  ${stored.read.problem.hint}\n`);
      return EXIT.failure;
    }
    const http = new Http({ userAgent: userAgent(config, discovery.contact), log: say });
    let run: DiscoveryRun;
    try {
      run = await runDiscovery({
        root,
        sources: discovery.sources,
        budget: discovery.per_run,
        maxFileBytes: config.limits.max_file_bytes,
        uploadsDir: UPLOADS_DIR,
        state: stored.read.state,
        known: await gatherKnown(root),
        http,
        open,
        only: values.source ?? null,
        force: values.all,
        dryRun: values['dry-run'],
        now: () => new Date(),
        env: process.env,
        onProgress: say,
      });
    } finally {
      await http.close();
    }
    const saveProblem = run.dry_run ? null : await save(store, run, stored.commit, say);
    const summary = renderRunSummary(run);
    if (values.summary) await appendFile(values.summary, summary);
    const shown: Partial<DiscoveryRun> = { ...run };
    delete shown.state;
    process.stdout.write(
      values.json ? `${JSON.stringify({ ...shown, save_problem: saveProblem }, null, 2)}\n` : summary,
    );
    return run.sources.some((s) => s.status === 'failed') || saveProblem ? EXIT.failure : EXIT.ok;
  },
};
