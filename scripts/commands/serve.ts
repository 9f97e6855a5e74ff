import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gitText } from '../../actions/lib/core/git.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../serve/app.js';
import {
  githubResolver,
  isTokenName,
  newToken,
  readTokensFile,
  ROLES,
  tokenHash,
  tokensFileResolver,
  writeTokensFile,
  type RoleResolver,
  type TokenEntry,
} from '../serve/roles.js';
import {
  isGitRepository,
  siteOriginsOf,
  startServer,
  type RunningServer,
  type ServerOptions,
} from '../serve/server.js';
import { LocalSubmissions } from '../serve/submissions/local.js';
import { enrichAndCommit } from '../enrich-and-commit.js';
import { defaultAgentsConfigPath, serviceTokenCommand } from '../serve/agents/cli.js';
import { loadAgentsConfig } from '../serve/agents/config.js';
import { startAgentServer, type RunningAgentServer } from '../serve/agents/server.js';
import { GitHubSubmissions, githubIdentity } from '../serve/submissions/github.js';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { defaultSearchThreads } from '../serve/search-db/search-threads.js';

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;

const usage = `Usage: dirhub serve [--archive DIR] [--host H] [--port N] [options]
       dirhub serve token add NAME --role ROLE | list | remove NAME   [--archive DIR] [--tokens FILE]
       dirhub serve service-token add NAME | list | remove NAME   [--archive DIR] [--agents-config FILE]

Starts the live HTTP API over an archive repository and prints its address. Reads are public:
/api/v1/documents (paged, filtered), /api/v1/documents/ID, /api/v1/search, /api/search,
/api/v1/characters, /locations, /organizations, /timeline, /images, /api/status/UPLOAD_ID. Writes
(POST /api/upload, POST/PUT/DELETE /api/v1/documents) open pull requests and need a token; nothing
changes main but the intake. The OpenAPI document is at /api/openapi.json, its page at /api/docs.

The server reads the checked-out commit of the repository and keeps a search index (SQLite FTS5)
derived from it in .dirhub-cache/serve/, brought up to date with each new commit. See docs/serve.md.

Options:
  --archive DIR        the archive repository (default: the current folder)
  --host H             address to listen on (default: 127.0.0.1)
  --port N             port (default: 8787; 0 picks a free one)
  --tokens FILE        the tokens file (default: dirhub-serve-tokens.json in the repository's git folder)
  --index FILE         the search index (default: .dirhub-cache/serve/search.sqlite in the repository)
  --read-only          take no writes
  --github OWNER/NAME  GitHub mode: writes open pull requests on this repository (the archive folder is
                       its clone, kept current by git pull); callers send GitHub tokens, whose permission
                       on the repository gives their role. The server's own token: GITHUB_TOKEN.
  --github-api URL     the GitHub API (default: GITHUB_API_URL, else https://api.github.com)
  --rate-limit N       requests per client per minute (default: ${DEFAULT_RATE_LIMITS.perMinute}; 0: no limit)
  --write-rate-limit N uploads and changes per client per minute (default: ${DEFAULT_RATE_LIMITS.writesPerMinute})
  --trust-proxy        take the client address and https from X-Forwarded-For/-Proto (behind a proxy)
  --site-url URL       the public site's address (default: site.url in dirhub.config.json): its pages may
                       call the API from a browser (CORS), so a site built with --api-url sends uploads
                       here from its upload page and follows their status; "none": no cross-origin answers
  --watch SECONDS      how often to look for a new commit (default: 2; 0: never)
  --search-threads N   threads that answer searches, each with its own copy of the search lists in memory
                       (default: the machine's cores, at most 4; 0: searches on the server's own thread)
  --log-level LEVEL    ${LOG_LEVELS.join(', ')} (default: info); request logs go to stderr as JSON lines
  --internal-port N    also start the agent-only search API on this port (its own listener; see docs/agent-search.md)
  --internal-host H    address of the agent-only listener (default: 127.0.0.1, loopback only)
  --agents-config FILE the agent API's settings: service token hashes, coordinator, caches, web engines
                       (default: dirhub-agents.json in the repository's git folder)

Tokens (local mode): "token add" prints a new token once and stores only its sha256 with the name
and role (${ROLES.filter((r) => r !== 'public').join(', ')}); callers send it as Authorization: Bearer TOKEN.
"service-token add" does the same for the agent-only API (a service token has no role: it may search).

Stop with Ctrl-C (SIGINT) or SIGTERM: requests in flight and the upload being decided finish first.`;

function number(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be a whole number of at least ${min}`);
  return n;
}

export async function defaultTokensPath(root: string): Promise<string> {
  const gitDir = (await gitText(root, ['rev-parse', '--git-common-dir'])).trim();
  return resolve(root, gitDir, 'dirhub-serve-tokens.json');
}

async function tokenCommand(args: string[], root: string, tokensPath: string, role?: string): Promise<number> {
  const [action, name] = args;
  const file = await readTokensFile(tokensPath);
  if (action === 'list') {
    if (!file.tokens.length) process.stdout.write(`No tokens in ${tokensPath}.\n`);
    for (const t of file.tokens) process.stdout.write(`${t.name.padEnd(24)} ${t.role.padEnd(12)} ${t.created_at}\n`);
    return EXIT.ok;
  }
  if (!name || !isTokenName(name))
    throw new UsageError('give the token a NAME (letters, digits, . _ @ -, at most 64 characters)');
  if (action === 'add') {
    if (!role || !['contributor', 'maintainer', 'admin'].includes(role))
      throw new UsageError('give --role contributor, maintainer or admin');
    if (file.tokens.some((t) => t.name === name))
      throw new UsageError(`a token named "${name}" exists; remove it first`);
    const token = newToken();
    const entry: TokenEntry = {
      name,
      role: role as TokenEntry['role'],
      sha256: tokenHash(token),
      created_at: new Date().toISOString(),
    };
    await writeTokensFile(tokensPath, { tokens: [...file.tokens, entry] });
    process.stderr.write(
      `Token "${name}" (${role}) added to ${tokensPath} (a running server accepts it at once); it is shown this once:\n`,
    );
    process.stdout.write(`${token}\n`);
    return EXIT.ok;
  }
  if (action === 'remove') {
    const kept = file.tokens.filter((t) => t.name !== name);
    if (kept.length === file.tokens.length) {
      process.stderr.write(`No token named "${name}" in ${tokensPath}.\n`);
      return EXIT.failure;
    }
    await writeTokensFile(tokensPath, { tokens: kept });
    process.stderr.write(
      `Token "${name}" removed from ${tokensPath}; a running server refuses it from its next request.\n`,
    );
    return EXIT.ok;
  }
  throw new UsageError(`unknown token action "${action ?? ''}" (add, list or remove) for ${root}`);
}

const OPTIONS = {
  archive: { type: 'string' },
  host: { type: 'string' },
  port: { type: 'string' },
  tokens: { type: 'string' },
  index: { type: 'string' },
  role: { type: 'string' },
  'read-only': { type: 'boolean', default: false },
  github: { type: 'string' },
  'github-api': { type: 'string' },
  'rate-limit': { type: 'string' },
  'write-rate-limit': { type: 'string' },
  'trust-proxy': { type: 'boolean', default: false },
  'site-url': { type: 'string' },
  watch: { type: 'string' },
  'search-threads': { type: 'string' },
  'log-level': { type: 'string' },
  'internal-port': { type: 'string' },
  'internal-host': { type: 'string' },
  'agents-config': { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** --site-url as the server takes it: an http(s) address, "none", or absent (the config's site.url). */
function siteUrlOf(values: Values): { siteUrl?: string | null } {
  const given = values['site-url'];
  if (given === undefined) return {};
  if (given === 'none') return { siteUrl: null };
  const origins = siteOriginsOf(given, '--site-url');
  if (!Array.isArray(origins)) throw new UsageError(origins.message, origins.hint);
  return { siteUrl: given };
}

function rateLimitsOf(values: Values): RateLimits | null {
  const perMinute = number(values['rate-limit'], '--rate-limit', DEFAULT_RATE_LIMITS.perMinute);
  if (!perMinute) return null;
  const writes = number(values['write-rate-limit'], '--write-rate-limit', DEFAULT_RATE_LIMITS.writesPerMinute, 1);
  return { perMinute, writesPerMinute: writes };
}

/** GitHub mode's roles and write side, from `--github OWNER/NAME` and the server's own token. */
function githubMode(
  values: Values,
  root: string,
  progress: (line: string) => void,
): { roles: RoleResolver; submissions: GitHubSubmissions } {
  const [owner, repo, ...rest] = values.github!.split('/');
  if (!owner || !repo || rest.length) throw new UsageError('--github takes OWNER/NAME');
  const token = process.env.GITHUB_TOKEN;
  if (!token) throw new UsageError("GitHub mode needs the server's own token in GITHUB_TOKEN");
  const baseUrl = values['github-api'] ?? process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const serverOctokit = createOctokit({ token, baseUrl, log: progress });
  const roles = githubResolver(
    githubIdentity({
      serverOctokit,
      repo: { owner, repo },
      callerOctokit: (callerToken) => createOctokit({ token: callerToken, baseUrl }),
    }),
  );
  return {
    roles,
    submissions: new GitHubSubmissions({ octokit: serverOctokit, repo: { owner, repo }, root, log: progress }),
  };
}

/** Where writes go: nowhere (read-only), GitHub, or the local queue that decides them. */
function writeSide(
  values: Values,
  root: string,
  github: GitHubSubmissions | null,
  progress: (line: string) => void,
): Pick<ServerOptions, 'submissions'> {
  if (values['read-only']) return {};
  if (github) return { submissions: () => github };
  return {
    submissions: (ctx) =>
      LocalSubmissions.open({ root, view: ctx.view, config: ctx.config, enrich: enrichAndCommit, log: progress }),
  };
}

/** The agent-only listener beside the running server, when `--internal-port` asks for it. */
async function agentListener(
  values: Values,
  server: RunningServer,
  agentsPath: string,
  level: string,
  progress: (line: string) => void,
): Promise<RunningAgentServer | null> {
  if (values['internal-port'] === undefined) return null;
  const host = values['internal-host'] ?? '127.0.0.1';
  let agents: RunningAgentServer;
  try {
    agents = await startAgentServer({
      context: server.context,
      config: await loadAgentsConfig(agentsPath),
      configPath: agentsPath,
      host,
      port: number(values['internal-port'], '--internal-port', 0),
      logger: { level, stream: process.stderr },
      log: progress,
    });
  } catch (err) {
    await server.close();
    throw err;
  }
  if (!/^(127\.|::1$|localhost$)/.test(host))
    progress(`the agent-only API listens on ${host}, beyond loopback: keep that address off the public network`);
  process.stdout.write(
    `dirhub serve: agent-only search API at ${agents.url}/api/v1/search/ (docs at ${agents.url}/api/docs)\n`,
  );
  return agents;
}

/** Resolves once SIGINT or SIGTERM has stopped both listeners (the agent one first: it reads the index). */
function stopOnSignal(
  server: RunningServer,
  agents: RunningAgentServer | null,
  progress: (line: string) => void,
): Promise<void> {
  return new Promise<void>((done) => {
    const stop = (signal: string) => {
      progress(`${signal}: finishing requests in flight, then stopping`);
      (agents ? agents.close() : Promise.resolve())
        .then(() => server.close())
        .then(done, (err: unknown) => {
          progress(`stopping failed: ${(err as Error).message}`);
          done();
        });
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}

async function serve(values: Values, root: string, tokensPath: string, agentsPath: string): Promise<number> {
  const level = values['log-level'] ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new UsageError(`--log-level is one of ${LOG_LEVELS.join(', ')}`);
  const rateLimits = rateLimitsOf(values);
  const progress = progressPrinter('serve');
  const github = values.github ? githubMode(values, root, progress) : null;
  const server = await startServer({
    root,
    host: values.host ?? '127.0.0.1',
    port: number(values.port, '--port', 8787),
    roles: github?.roles ?? tokensFileResolver(tokensPath),
    ...(values.index ? { indexPath: resolve(values.index) } : {}),
    ...writeSide(values, root, github?.submissions ?? null, progress),
    logger: { level, stream: process.stderr },
    rateLimits,
    trustProxy: values['trust-proxy'],
    ...siteUrlOf(values),
    watchMs: number(values.watch, '--watch', 2) * 1000,
    searchThreads: number(values['search-threads'], '--search-threads', defaultSearchThreads()),
    onProgress: progress,
    answerWhileStarting: true,
  });
  // Health checks are answered from here on; everything else once the archive is read (503 before).
  process.stdout.write(
    `dirhub serve: listening at ${server.url}, reading the archive (GET /api/ready says when done)\n`,
  );
  await server.ready;
  const agents = await agentListener(values, server, agentsPath, level, progress);
  const snapshot = server.context.view.snapshot;
  process.stdout.write(
    `dirhub serve: ${server.url}/api/v1/ (${snapshot.model.documents.length} documents at ${snapshot.commit.slice(0, 12)}; ` +
      `docs at ${server.url}/api/docs)\n`,
  );
  await stopOnSignal(server, agents, progress);
  return EXIT.ok;
}

export const command: Command = {
  name: 'serve',
  summary: 'Serve the live HTTP API (documents, search, uploads as pull requests, status) over the archive',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
    const root = resolve(values.archive ?? '.');
    if (!(await isGitRepository(root)))
      throw new UsageError(`${root} is not a git repository; name the archive repository with --archive DIR`);
    const tokensPath = values.tokens ? resolve(values.tokens) : await defaultTokensPath(root);
    if (positionals[0] === 'token') return tokenCommand(positionals.slice(1), root, tokensPath, values.role);
    const agentsPath = values['agents-config'] ? resolve(values['agents-config']) : await defaultAgentsConfigPath(root);
    if (positionals[0] === 'service-token') return serviceTokenCommand(positionals.slice(1), agentsPath);
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    return serve(values, root, tokensPath, agentsPath);
  },
};
