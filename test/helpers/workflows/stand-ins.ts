/**
 * Third-party actions, stood in for by name whatever commit they are pinned to, doing what the real one
 * does with what the local GitHub holds: checkout is a real `git fetch` of the local GitHub's repository
 * (at the documented default depth, sparse as asked, LFS content only with `lfs: true`, the token left in
 * the config unless `persist-credentials: false`); artifacts and caches go through folders, scoped and
 * expiring as GitHub's do; create-github-app-token mints an installation token of the App, narrowed by its
 * `permission-*` inputs; Pages is a folder. Each refuses what the real action refuses.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FakeGitHub } from '../github/server.js';
import { narrowedAppPermissions, type RepositoryPermissions } from '../github/permissions.js';
import { PROJECT_ROOT } from '../paths.js';
import {
  DEFAULT_RETENTION_DAYS,
  expiry,
  PAGES_ARTIFACT_RETENTION_DAYS,
  type StoredArtifact,
} from './rules/artifacts.js';
import { checkoutPlan } from './rules/checkout.js';
import { runtimeRefusal } from './rules/runtimes.js';
import type { AppSetup } from './types.js';

export interface StepOutcome {
  ok: boolean;
  outputs: Record<string, string>;
  env: Record<string, string>;
  output?: string;
  substituted?: string;
}

/** What a stand-in knows of the job it runs in. */
export interface JobRuntime {
  gh: FakeGitHub;
  /** The workflow run artifacts belong to (a called workflow shares its caller's). */
  runId: string;
  workspace: string;
  temp: string;
  /** The job's GITHUB_TOKEN and what it may do. */
  token: string;
  permissions: RepositoryPermissions;
  /** The commit and ref the run is for (GITHUB_SHA, GITHUB_REF). */
  sha: string;
  ref: string;
  environment: string | null;
  artifacts: ArtifactStore;
  app: AppSetup;
  now(): number;
  /** Registers a token for the rest of the job (revoked when it ends). */
  mintToken(grant: { login: string; permissions: RepositoryPermissions; kind: 'app' }): string;
}

/** Artifacts by workflow run, each with its expiry. */
export class ArtifactStore {
  private readonly stored: StoredArtifact[] = [];
  constructor(private readonly root: string) {}

  upload(
    runId: string,
    name: string,
    from: string,
    retentionDays: string | undefined,
    fallbackDays: number,
    now: number,
  ) {
    if (this.stored.some((a) => a.runId === runId && a.name === name))
      throw new Error(`an artifact named ${name} was already uploaded in this run (artifact names are unique per run)`);
    const dir = join(this.root, runId, name);
    mkdirSync(dir, { recursive: true });
    cpSync(from, join(dir, basename(from)), { recursive: true });
    this.stored.push({ name, runId, dir, uploadedAt: now, expiresAt: expiry(now, retentionDays, fallbackDays) });
  }

  /** The run's artifacts matching a name or a pattern, or why none can be had. */
  find(runId: string, match: (name: string) => boolean, now: number): StoredArtifact[] | string {
    const found = this.stored.filter((a) => a.runId === runId && match(a.name));
    if (!found.length) return 'Unable to download artifact(s): Artifact not found';
    const expired = found.filter((a) => a.expiresAt <= now);
    if (expired.length) return `Artifact has expired: ${expired.map((a) => a.name).join(', ')}`;
    return found;
  }
}

const none = { outputs: {}, env: {} };

function glob(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );
}

/** actions/checkout: fetch the ref at the documented depth into the workspace (or `path`). */
function checkout(withs: Record<string, string>, job: JobRuntime): StepOutcome {
  const plan = checkoutPlan(withs);
  const dest = withs.path ? join(job.workspace, withs.path) : job.workspace;
  mkdirSync(dest, { recursive: true });
  const origin = job.gh.repoDir;
  // The local GitHub serves any commit a fetch asks for, as GitHub does for a SHA.
  job.gh.git(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
  job.gh.git(['config', 'uploadpack.allowFilter', 'true']);
  const sparse = (withs['sparse-checkout'] ?? '').split(/\s+/).filter(Boolean);
  const env = { ...process.env, ...(plan.lfs ? {} : { GIT_LFS_SKIP_SMUDGE: '1' }) };
  const git = (args: string[]) => execFileSync('git', args, { cwd: dest, stdio: 'pipe', env, encoding: 'utf8' }).trim();
  git(['init', '-q']);
  git(['remote', 'add', 'origin', pathToFileURL(origin).href]);
  if (sparse.length || withs.filter) {
    git(['config', 'remote.origin.promisor', 'true']);
    git(['config', 'remote.origin.partialclonefilter', withs.filter || 'blob:none']);
  }
  const ref = withs.ref || job.sha;
  const branch = /^[0-9a-f]{40}$/.test(ref) ? null : ref.replace(/^refs\/heads\//, '');
  const depth = plan.depth === null ? [] : [`--depth=${plan.depth}`];
  const filter = sparse.length || withs.filter ? [`--filter=${withs.filter || 'blob:none'}`] : [];
  if (plan.depth === null) git(['fetch', '-q', '--tags', ...filter, 'origin', '+refs/heads/*:refs/remotes/origin/*']);
  if (branch)
    git([
      'fetch',
      '-q',
      '--no-tags',
      ...depth,
      ...filter,
      'origin',
      `+refs/heads/${branch}:refs/remotes/origin/${branch}`,
    ]);
  else git(['fetch', '-q', '--no-tags', ...depth, ...filter, 'origin', ref]);
  if (sparse.length)
    git([
      'sparse-checkout',
      'set',
      ...(withs['sparse-checkout-cone-mode'] === 'false' ? ['--no-cone'] : []),
      ...sparse,
    ]);
  if (branch) git(['checkout', '-q', '-B', branch, `refs/remotes/origin/${branch}`]);
  else git(['checkout', '-q', '--detach', plan.depth === null ? ref : 'FETCH_HEAD']);
  if (plan.persistCredentials) {
    const token = withs.token || job.token;
    git([
      'config',
      '--local',
      'http.https://github.com/.extraheader',
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
    ]);
  }
  if (existsSync(join(dest, 'package.json'))) {
    for (const linked of ['node_modules', 'dist'])
      if (!existsSync(join(dest, linked))) symlinkSync(join(PROJECT_ROOT, linked), join(dest, linked));
    // The clone's own .git/info/exclude keeps the links out of `git status`, as an install's output is ignored.
    writeFileSync(join(dest, '.git', 'info', 'exclude'), 'node_modules\ndist\n', { flag: 'a' });
  }
  return {
    ok: true,
    ...none,
    substituted: `git fetch of the local GitHub at ${plan.depth === null ? 'full history' : `depth ${plan.depth}`}; node_modules and dist/ linked from the project`,
  };
}

function appToken(withs: Record<string, string>, job: JobRuntime): StepOutcome {
  if (!withs['private-key'] || !(withs['client-id'] || withs['app-id']))
    return { ok: false, ...none, output: 'create-github-app-token: the client-id and private-key inputs are empty' };
  if (withs['private-key'] !== job.app.privateKey)
    return {
      ok: false,
      ...none,
      output: 'create-github-app-token: A JSON web token could not be decoded (the private key is not the App’s)',
    };
  let permissions: RepositoryPermissions;
  try {
    permissions = narrowedAppPermissions(job.app.installation, withs);
  } catch (err) {
    return { ok: false, ...none, output: (err as Error).message };
  }
  const token = job.mintToken({ login: `${job.app.slug}[bot]`, permissions, kind: 'app' });
  return { ok: true, outputs: { token, 'app-slug': job.app.slug, 'installation-id': '1' }, env: {} };
}

/** The paths a cache step names (one a line), each in the workspace unless absolute. */
function cachePaths(withs: Record<string, string>, job: JobRuntime): string[] {
  return (withs.path ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (isAbsolute(p) ? p : join(job.workspace, p)));
}

function cacheRestore(withs: Record<string, string>, job: JobRuntime): StepOutcome {
  // Caches a run may restore: its own ref's and the default branch's.
  const usable = [...job.gh.caches].filter(([, c]) => c.ref === job.ref || c.ref === 'refs/heads/main');
  const newest = (match: (k: string) => boolean) =>
    usable.filter(([k]) => match(k)).sort((a, b) => b[1].created_at.localeCompare(a[1].created_at))[0];
  const prefixes = (withs['restore-keys'] ?? '')
    .split('\n')
    .map((k) => k.trim())
    .filter(Boolean);
  const hit = newest((k) => k === withs.key);
  const found = hit ?? prefixes.map((p) => newest((k) => k.startsWith(p))).find(Boolean);
  if (found)
    for (const [i, path] of cachePaths(withs, job).entries())
      if (existsSync(join(found[1].dir, String(i)))) cpSync(join(found[1].dir, String(i)), path, { recursive: true });
  return {
    ok: true,
    outputs: {
      'cache-hit': String(hit !== undefined),
      'cache-primary-key': withs.key!,
      'cache-matched-key': found?.[0] ?? '',
    },
    env: {},
  };
}

function cacheSave(withs: Record<string, string>, job: JobRuntime, store: string): StepOutcome {
  // As the cache service: a key is saved once and never overwritten.
  if (job.gh.caches.has(withs.key!))
    return {
      ok: true,
      ...none,
      output: `Failed to save: Unable to reserve cache with key ${withs.key}, another job may be creating this cache.`,
    };
  const paths = cachePaths(withs, job).filter((p) => existsSync(p));
  if (!paths.length)
    return {
      ok: true,
      ...none,
      output:
        'Path Validation Error: Path(s) specified in the action for caching do(es) not exist, hence no cache is being saved.',
    };
  const dir = join(store, encodeURIComponent(withs.key!));
  rmSync(dir, { recursive: true, force: true });
  for (const [i, path] of cachePaths(withs, job).entries())
    if (existsSync(path)) cpSync(path, join(dir, String(i)), { recursive: true });
  job.gh.caches.set(withs.key!, { dir, created_at: new Date(job.now()).toISOString(), ref: job.ref });
  return { ok: true, ...none };
}

export function runStandIn(
  action: string,
  withs: Record<string, string>,
  job: JobRuntime,
  scratch: string,
): StepOutcome {
  const refused = runtimeRefusal(action);
  if (refused) return { ok: false, ...none, output: refused };
  switch (action) {
    case 'actions/checkout':
      return checkout(withs, job);
    case 'actions/setup-node':
      return { ok: true, ...none, substituted: `Node ${process.version} is already here` };
    case 'actions/upload-artifact': {
      try {
        job.artifacts.upload(
          job.runId,
          withs.name || 'artifact',
          withs.path!,
          withs['retention-days'],
          DEFAULT_RETENTION_DAYS,
          job.now(),
        );
      } catch (err) {
        return { ok: false, ...none, output: (err as Error).message };
      }
      return { ok: true, ...none };
    }
    case 'actions/download-artifact': {
      const match = withs.name
        ? (n: string) => n === withs.name
        : withs.pattern
          ? (n: string) => glob(withs.pattern!).test(n)
          : () => true;
      const found = job.artifacts.find(withs['run-id'] || job.runId, match, job.now());
      if (typeof found === 'string') return { ok: false, ...none, output: found };
      const to = withs.path || job.workspace;
      for (const a of found) {
        const dest = withs.name || withs['merge-multiple'] === 'true' ? to : join(to, a.name);
        mkdirSync(dest, { recursive: true });
        for (const f of readdirSync(a.dir)) cpSync(join(a.dir, f), join(dest, f), { recursive: true });
      }
      return { ok: true, ...none };
    }
    case 'actions/create-github-app-token':
      return appToken(withs, job);
    case 'actions/cache/restore':
      return cacheRestore(withs, job);
    case 'actions/cache/save':
      return cacheSave(withs, job, join(scratch, 'actions-cache'));
    case 'actions/upload-pages-artifact': {
      try {
        job.artifacts.upload(
          job.runId,
          withs.name || 'github-pages',
          join(job.workspace, withs.path!),
          withs['retention-days'],
          PAGES_ARTIFACT_RETENTION_DAYS,
          job.now(),
        );
      } catch (err) {
        return { ok: false, ...none, output: (err as Error).message };
      }
      return { ok: true, ...none };
    }
    case 'actions/deploy-pages': {
      // "permissions: pages: write … id-token: write" (deploy-pages README): it asks for an OIDC token and
      // creates the deployment with the job's GITHUB_TOKEN.
      if (job.permissions.pages !== 'write' || job.permissions['id-token'] !== 'write')
        return {
          ok: false,
          ...none,
          output: 'deploy-pages: Ensure GITHUB_TOKEN has permission "id-token: write" and "pages: write".',
        };
      const found = job.artifacts.find(job.runId, (n) => n === (withs.artifact_name || 'github-pages'), job.now());
      if (typeof found === 'string')
        return { ok: false, ...none, output: `deploy-pages: No uploaded artifact was found! (${found})` };
      const deployed = join(scratch, 'deployed');
      rmSync(deployed, { recursive: true, force: true });
      cpSync(join(found[0]!.dir, readdirSync(found[0]!.dir)[0]!), deployed, { recursive: true });
      return {
        ok: true,
        outputs: { page_url: `https://${job.gh.owner.toLowerCase()}.github.io/${job.gh.repo}/` },
        env: {},
      };
    }
    default:
      throw new Error(`the harness has no stand-in for ${action}`);
  }
}
