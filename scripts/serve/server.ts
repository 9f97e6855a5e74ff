/**
 * Starts and stops the whole server: opens the index, reads the archive, builds the app, listens, and on
 * close stops taking requests, lets the ones in flight and the write queue finish, and closes the index.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { simpleGit } from 'simple-git';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { normalizePathPrefix } from '../../site/build/urls.js';
import { buildApp, DEFAULT_RATE_LIMITS, type RateLimits } from './app.js';
import { ArchiveView, type SyncReport } from './archive-view.js';
import type { ServeContext } from './context.js';
import type { RoleResolver } from './roles.js';
import { SearchDb } from './search-db/search-db.js';
import type { Submissions } from './submissions/submissions.js';

/** Where derived data lives in an archive repository: never committed (the intake ignores it too). */
export const SERVE_CACHE_DIR = '.dirhub-cache/serve';

export interface ServerOptions {
  /** The archive repository's root. */
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The search index file; `:memory:` for none on disk. Default: .dirhub-cache/serve/search.sqlite. */
  indexPath?: string;
  roles: RoleResolver;
  /** Builds the write side once the view is ready; omitted: a read-only server. */
  submissions?: (ctx: Omit<ServeContext, 'submissions'>) => Submissions | Promise<Submissions>;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: RateLimits | null;
  trustProxy?: boolean;
  /** How often to look for a new commit, in ms; 0: never (tests refresh by hand). */
  watchMs?: number;
  /** Progress of the first index build, on stderr in the CLI. */
  onProgress?: (line: string) => void;
}

export interface RunningServer {
  app: FastifyInstance;
  context: ServeContext;
  /** `http://host:port` */
  url: string;
  firstSync: SyncReport;
  close(): Promise<void>;
}

export async function isGitRepository(root: string): Promise<boolean> {
  return simpleGit({ baseDir: root })
    .checkIsRepo()
    .catch(() => false);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const root = resolve(options.root);
  const config: DirhubConfig = await loadConfig(root);
  const indexPath = options.indexPath ?? join(root, SERVE_CACHE_DIR, 'search.sqlite');
  if (indexPath !== ':memory:') mkdirSync(dirname(indexPath), { recursive: true });
  const db = SearchDb.open(indexPath);
  const view = new ArchiveView({
    root,
    db,
    base: normalizePathPrefix(config.site.path_prefix),
    ...(options.onProgress ? { log: options.onProgress } : {}),
  });
  let app: FastifyInstance | null = null;
  let submissions: Submissions | null = null;
  try {
    const firstSync = await view.refresh();
    const base = { root, view, config, roles: options.roles };
    submissions = options.submissions ? await options.submissions(base) : null;
    const context: ServeContext = { ...base, submissions };
    app = await buildApp({
      context,
      rateLimits: options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits,
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.trustProxy ? { trustProxy: true } : {}),
    });
    const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    if (options.watchMs) view.watch(options.watchMs);
    const running = app;
    let closing: Promise<void> | null = null;
    return {
      app,
      context,
      url: address.replace('[::1]', 'localhost'),
      firstSync,
      close: () =>
        (closing ??= (async () => {
          await running.close();
          await submissions?.close();
          await view.close();
          db.close();
        })()),
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await submissions?.close().catch(() => undefined);
    await view.close();
    db.close();
    throw err;
  }
}
