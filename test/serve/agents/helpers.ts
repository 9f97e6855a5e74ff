/**
 * The agent suites' parts: the public server on the site tests' known documents (a real git repository),
 * with the agent-only listener beside it on loopback, a service token, and a caller that sends it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newToken } from '../../../scripts/serve/roles.js';
import { agentsConfigOf, type AgentsConfig } from '../../../scripts/serve/agents/config.js';
import {
  startAgentServer,
  type AgentServerOptions,
  type RunningAgentServer,
} from '../../../scripts/serve/agents/server.js';
import type { RunningServer } from '../../../scripts/serve/server.js';
import { writeFileSync } from 'node:fs';
import type { FixtureDoc } from '../../helpers/archive-fixtures.js';
import { knownArchive } from '../../site/fixture.js';
import { call, git, serve, type Answer } from '../helpers.js';

/** The known documents (and `extraDocs` after them), committed on main of a new repository. */
async function repository(extraDocs: FixtureDoc[] = []) {
  const archive = await knownArchive({ extraDocs });
  git(archive.root, 'init', '--quiet', '--initial-branch=main');
  writeFileSync(join(archive.root, '.gitignore'), '.dirhub-cache/\n');
  git(archive.root, 'add', '-A');
  git(archive.root, 'commit', '--quiet', '-m', 'The archive');
  return archive;
}

export interface AgentFixture {
  root: string;
  ids: string[];
  server: RunningServer;
  agents: RunningAgentServer;
  /** The token DIRHUB_SERVICE_TOKEN would name. */
  token: string;
  /** Where the agent caches and the stored semantic model are (null: memory only). */
  cacheDir: string | null;
  post(path: string, body: unknown, token?: string | null): Promise<Answer>;
  close(): Promise<void>;
}

export async function agentFixture(
  options: {
    config?: unknown;
    engines?: AgentServerOptions['engines'];
    learn?: AgentServerOptions['learn'];
    cache?: 'none' | 'disk';
    extraDocs?: FixtureDoc[];
  } = {},
): Promise<AgentFixture> {
  const archive = await repository(options.extraDocs);
  const server = await serve(archive.root);
  const token = newToken();
  const config: AgentsConfig = agentsConfigOf(options.config ?? {});
  const cacheDir = options.cache === 'disk' ? await mkdtemp(join(tmpdir(), 'dirhub-agents-cache-')) : null;
  const agents = await startAgentServer({
    context: server.context,
    config,
    envToken: token,
    logger: false,
    cacheDir,
    ...(options.engines ? { engines: options.engines } : {}),
    ...(options.learn ? { learn: options.learn } : {}),
  });
  return {
    root: archive.root,
    ids: archive.ids,
    server,
    agents,
    token,
    cacheDir,
    post: (path, body, sent = token) =>
      call(`${agents.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(sent ? { authorization: `Bearer ${sent}` } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await agents.close();
      await server.close();
    },
  };
}

export interface GeneralAnswer {
  request_id: string;
  status: 'success' | 'partial' | 'failed';
  results: {
    document_id: string;
    title: string;
    relevance_score: number;
    summary: string;
    url: string;
    metadata: Record<string, unknown>;
  }[];
  total_found: number;
  search_time_ms: number;
  sources_searched: string[];
  engines: { name: string; status: string; ms: number; found: number; message?: string; degraded?: string }[];
  cache: string | null;
  [extra: string]: unknown;
}
