/**
 * Starts the agent-only listener beside a running public server: the same archive view and index, its
 * own Fastify instance on its own address (loopback by default), its own services. Closing it lets the
 * searches in flight finish.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServeContext } from '../context.js';
import { SERVE_CACHE_DIR } from '../server.js';
import { buildAgentApp } from './app.js';
import { serviceTokens, SERVICE_TOKEN_ENV } from './auth.js';
import { agentsConfigOf, type AgentsConfig } from './config.js';
import { watchedFile } from '../watched-file.js';
import { agentServices, type AgentServices, type ServicesOptions } from './services.js';

export interface AgentServerOptions {
  context: ServeContext;
  config: AgentsConfig;
  /**
   * The settings file the config was read from: its service tokens are read again whenever it changes.
   * Omitted: the tokens of `config`, fixed.
   */
  configPath?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Default: .dirhub-cache/serve/agents in the repository; null: memory cache only. */
  cacheDir?: string | null;
  /** The token DIRHUB_SERVICE_TOKEN names; default: the environment's. */
  envToken?: string;
  logger?: FastifyServerOptions['logger'];
  engines?: ServicesOptions['engines'];
  learn?: ServicesOptions['learn'];
  /** Progress of the engines' indexes (stderr in the CLI). */
  log?: (line: string) => void;
}

export interface RunningAgentServer {
  app: FastifyInstance;
  services: AgentServices;
  url: string;
  close(): Promise<void>;
}

export async function startAgentServer(options: AgentServerOptions): Promise<RunningAgentServer> {
  const services = await agentServices({
    context: options.context,
    config: options.config,
    cacheDir: options.cacheDir === undefined ? join(options.context.root, SERVE_CACHE_DIR, 'agents') : options.cacheDir,
    ...(options.engines ? { engines: options.engines } : {}),
    ...(options.learn ? { learn: options.learn } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  const configPath = options.configPath;
  const entries = configPath
    ? watchedFile(
        configPath,
        (text) => agentsConfigOf(text === null ? {} : JSON.parse(text), configPath).service_tokens,
      )
    : () => options.config.service_tokens;
  const tokens = serviceTokens(entries, options.envToken ?? process.env[SERVICE_TOKEN_ENV]);
  const app = await buildAgentApp({
    services,
    tokens,
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  try {
    const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    services.learnInBackground();
    let closing: Promise<void> | null = null;
    return {
      app,
      services,
      url: address.replace('[::1]', 'localhost'),
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await services.close();
        })()),
    };
  } catch (err) {
    await app.close().catch(() => undefined);
    await services.close();
    throw err;
  }
}
