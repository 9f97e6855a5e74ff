/**
 * Starts and stops the whole server: opens the index, builds the app, listens, then reads the archive
 * (answering 503 meanwhile) and opens the write side; on close stops taking requests, lets the ones in
 * flight and the write queue finish, and closes the index.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isWorkTree } from '../../actions/lib/core/git.js';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { DirhubError } from '../../actions/lib/core/errors.js';
import { problem, type Problem } from '../../actions/lib/core/problem.js';
import { normalizePathPrefix } from '../../site/read-model/urls.js';
import { buildApp, DEFAULT_RATE_LIMITS, type RateLimits } from './app.js';
import { ArchiveView, type SyncReport } from './archive-view.js';
import type { ServeContext } from './context.js';
import { useGitStarter } from '../../actions/lib/core/git-starter.js';
import type { RoleResolver } from './roles.js';
import { SearchDb } from './search-db/search-db.js';
import { SearchThreads } from './search-db/search-threads.js';
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
  /**
   * The public site's address, whose pages may send uploads and follow their status from a browser
   * (CORS). Default: site.url in the archive's dirhub.config.json; null: no cross-origin answers.
   */
  siteUrl?: string | null;
  /** How often to look for a new commit, in ms; 0: never (tests refresh by hand). */
  watchMs?: number;
  /**
   * Threads that answer searches (search-threads.ts), started with the index; 0 or absent:
   * searches are answered on the server's own thread, as they always are for an index in memory.
   */
  searchThreads?: number;
  /** Progress of the first index build, on stderr in the CLI. */
  onProgress?: (line: string) => void;
  /**
   * Resolve as soon as the server listens, and read the archive afterwards (answering 503 meanwhile; see
   * `ready`), rather than once it is read. The command line does; a restart then answers its health
   * check at once, and a load balancer sends traffic when /api/ready says so.
   */
  answerWhileStarting?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  context: ServeContext;
  /** `http://host:port` */
  url: string;
  /**
   * Settles once the archive is read and the index is at its commit (and the write side is open): until
   * then the server answers 503 but for health and readiness. Rejects when the archive cannot be read;
   * the server is closed by then.
   */
  ready: Promise<SyncReport>;
  /** The first sync, once `ready` has settled (at once unless `answerWhileStarting`). */
  firstSync: SyncReport | null;
  close(): Promise<void>;
}

/** Why the site's address cannot be answered cross-origin. */
export type SiteUrlCode = 'serve.site_url_invalid';

/**
 * The web origin of the site's address (`https://owner.github.io` of `https://owner.github.io/repo/`), or
 * why it has none. `setting` names where the address came from, for the message. An address that is not
 * an http(s) URL is a problem, never "no origin": it would turn cross-origin answers off without a word,
 * and the site's upload page would fail with nothing to say why.
 */
export function siteOriginsOf(siteUrl: string | null, setting = 'site.url'): string[] | Problem<SiteUrlCode> {
  if (siteUrl === null) return [];
  let url: URL | null = null;
  try {
    url = new URL(siteUrl);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return [url.origin];
  return problem(
    'serve.site_url_invalid',
    `${setting} is "${siteUrl}", which is not an http:// or https:// address: the site's pages could not send uploads or follow them.`,
    `Set ${setting} to the address the site is published at, e.g. https://OWNER.github.io/REPO/ (or remove it, or pass --site-url none, to answer no cross-origin requests).`,
  );
}

export async function isGitRepository(root: string): Promise<boolean> {
  return isWorkTree(root);
}

/** The site's address and its origins, from the options or the archive's config; throws when it is no address. */
function siteSetting(options: ServerOptions, config: DirhubConfig): { siteUrl: string | null; siteOrigins: string[] } {
  const siteUrl = options.siteUrl === undefined ? config.site.url : options.siteUrl;
  const siteOrigins =
    options.siteUrl === undefined ? siteOriginsOf(siteUrl, 'site.url') : siteOriginsOf(siteUrl, 'siteUrl');
  if (!Array.isArray(siteOrigins)) throw new DirhubError(siteOrigins.code, siteOrigins.message, siteOrigins.hint);
  return { siteUrl, siteOrigins };
}

/** The threads that answer searches; none for an index in memory. */
function searchThreadsOf(db: SearchDb, indexPath: string, options: ServerOptions): SearchThreads | null {
  if (!options.searchThreads || indexPath === ':memory:') return null;
  return new SearchThreads(db, indexPath, options.searchThreads, {}, options.onProgress);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const root = resolve(options.root);
  const config: DirhubConfig = await loadConfig(root);
  // Checked before anything is opened: a start with a setting no run can use stops here, saying which.
  const { siteUrl, siteOrigins } = siteSetting(options, config);
  const indexPath = options.indexPath ?? join(root, SERVE_CACHE_DIR, 'search.sqlite');
  if (indexPath !== ':memory:') mkdirSync(dirname(indexPath), { recursive: true });
  const db = SearchDb.open(indexPath, options.onProgress ? { log: options.onProgress } : {});
  // Forked now, while this process is small: git started from it later does not hold the answers.
  const releaseGitStarter = useGitStarter();
  // Started with the index, so that they have read its lists by the time the archive is read.
  const threads = searchThreadsOf(db, indexPath, options);
  const view = new ArchiveView({
    root,
    db,
    threads,
    base: normalizePathPrefix(config.site.path_prefix),
    ...(options.onProgress ? { log: options.onProgress } : {}),
  });
  // Writes go to the submissions once they are open (after the archive is read); until then the
  // server refuses every request that needs the archive (routes/health.ts).
  const context: ServeContext = { root, view, config, roles: options.roles, submissions: null };
  let starting = true;
  let app: FastifyInstance | null = null;
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await app?.close();
      await reading.catch(() => undefined);
      await context.submissions?.close();
      await view.close();
      await threads?.close();
      db.close();
      releaseGitStarter();
    })());
  const startUp = async (): Promise<SyncReport> => {
    const sync = await view.refresh();
    if (options.submissions) context.submissions = await options.submissions(context);
    starting = false;
    if (options.watchMs) view.watch(options.watchMs);
    return sync;
  };
  /** The archive being read, once the server listens. */
  let reading: Promise<unknown> = Promise.resolve();
  try {
    app = await buildApp({
      context,
      rateLimits: options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits,
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.trustProxy ? { trustProxy: true } : {}),
      siteOrigins,
      siteUrl,
      isStarting: () => starting,
    });
    const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    const ready = startUp();
    reading = ready;
    const running: RunningServer = {
      app,
      context,
      url: address.replace('[::1]', 'localhost'),
      ready: ready.catch(async (err: unknown) => {
        await close().catch(() => undefined);
        throw err;
      }),
      firstSync: null,
      close,
    };
    void running.ready.then(
      (sync) => (running.firstSync = sync),
      () => undefined,
    );
    if (!options.answerWhileStarting) running.firstSync = await running.ready;
    return running;
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
