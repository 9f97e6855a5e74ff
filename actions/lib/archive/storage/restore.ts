/**
 * Rebuilds a working archive from a backup: a mirror (a repository with its LFS content) or a dated
 * bundle plus a remote that holds the LFS content. The clone downloads no content; the content is then
 * fetched from the LFS source, and every original is re-hashed against its record by the same check the
 * health workflow runs. The report says which commit was restored and when it was made (the recovery
 * point) and how long the restore took (the recovery time).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { problem, type Problem } from '../../core/problem.js';
import type { ArchiveCode } from '../codes.js';
import { checkArchiveHealth, type Alert, type OriginalsCoverage } from '../health.js';
import { gitText, runGit } from '../../core/git.js';
import { SKIP_SMUDGE } from './git-lfs.js';
import { isBundleFile, remoteUrl } from './remote.js';
import { storageFor } from './index.js';

export interface RestoreOptions {
  /** A mirror (URL or folder) or a bundle file. */
  from: string;
  /** The folder to restore into: new or empty. */
  to: string;
  /** Where the LFS content comes from (URL or folder); default the mirror itself. Required for a bundle. */
  lfs?: string;
  /** Added to git's environment: credentials, as GIT_CONFIG_* entries. */
  env?: Record<string, string>;
  onProgress?: (message: string) => void;
}

export interface RestoreReport {
  from: string;
  to: string;
  /** The restored main (or default branch) commit, and its commit date: the recovery point. */
  head: { ref: string; commit: string; committed_at: string } | null;
  documents: number;
  originals: OriginalsCoverage;
  /** Critical alerts of the check: an original missing, changed or unavailable, a record unreadable. */
  critical: Alert[];
  /** Why the restore could not start or finish. */
  refused: Problem | null;
  ok: boolean;
  seconds: number;
  /** Where the time went: the clone, fetching the LFS content, re-hashing every original. */
  phases: { clone: number; content: number; check: number };
}

/**
 * The restored head: the clone's HEAD, or for a source without one (a bundle of branches only) main or its
 * only branch, checked out; a Problem when there is no branch to choose.
 */
async function checkOutDefaultBranch(
  to: string,
  from: string,
  env: Record<string, string>,
): Promise<RestoreReport['head'] | Problem> {
  let head = (await gitText(to, ['rev-parse', '--verify', '--quiet', 'HEAD']).catch(() => '')).trim();
  if (!head) {
    // A source without HEAD (a bundle of branches only): check out main, or its only branch.
    const branches = (await gitText(to, ['for-each-ref', '--format=%(refname:lstrip=3)', 'refs/remotes/origin']))
      .split('\n')
      .filter((b) => b && b !== 'HEAD');
    const branch = branches.includes('main') ? 'main' : branches.length === 1 ? branches[0]! : null;
    if (!branch) {
      return problem<ArchiveCode>(
        'restore.no_branch',
        `${from} names no default branch to check out (${branches.length ? `branches: ${branches.join(', ')}` : 'no branches at all'}).`,
        'Check that it is a backup of the archive (git bundle list-heads FILE, or git ls-remote URL).',
      );
    }
    await runGit(to, ['checkout', '--quiet', '-b', branch, `origin/${branch}`], { env: { ...env, ...SKIP_SMUDGE } });
    head = (await gitText(to, ['rev-parse', 'HEAD'])).trim();
  }
  if (!head) return null;
  return {
    ref: (await gitText(to, ['symbolic-ref', '--short', 'HEAD'])).trim(),
    commit: head,
    committed_at: new Date(
      Number((await gitText(to, ['log', '-1', '--format=%ct', head])).trim()) * 1000,
    ).toISOString(),
  };
}

export async function restoreArchive(options: RestoreOptions): Promise<RestoreReport> {
  const started = Date.now();
  const env = options.env ?? {};
  const say = options.onProgress ?? (() => undefined);
  const to = resolve(options.to);
  const report: RestoreReport = {
    from: options.from,
    to,
    head: null,
    documents: 0,
    originals: { rehashed: 0, pointer_only: 0, not_checked: 0 },
    critical: [],
    refused: null,
    ok: false,
    seconds: 0,
    phases: { clone: 0, content: 0, check: 0 },
  };
  let mark = started;
  const lap = (phase: keyof RestoreReport['phases']) => {
    report.phases[phase] = (Date.now() - mark) / 1000;
    mark = Date.now();
  };
  const finish = () => ({ ...report, seconds: (Date.now() - started) / 1000 });
  if (existsSync(to) && (await readdir(to)).length) {
    report.refused = problem<ArchiveCode>(
      'restore.target_not_empty',
      `${to} is not empty.`,
      'Restore into a new or empty folder; a restore never writes over an existing archive.',
    );
    return finish();
  }
  const bundle = isBundleFile(options.from);
  const source = bundle ? resolve(options.from) : remoteUrl(options.from);
  const lfs = options.lfs ? remoteUrl(options.lfs) : bundle ? null : source;
  say(`cloning ${options.from} (no LFS content yet)`);
  await runGit(process.cwd(), ['clone', '--quiet', source, to], { env: { ...env, ...SKIP_SMUDGE } });
  const checkedOut = await checkOutDefaultBranch(to, options.from, env);
  if (checkedOut && 'code' in checkedOut) {
    report.refused = checkedOut;
    return finish();
  }
  report.head = checkedOut;
  lap('clone');
  const storage = await storageFor(to);
  if (storage.name === 'git-lfs') {
    await storage.prepare(to);
    if (lfs) {
      say(`fetching the LFS content from ${options.lfs ?? options.from}`);
      await runGit(to, ['config', 'lfs.url', lfs]);
      // A lost object fails the command; the check below names each original that did not come.
      await runGit(to, ['lfs', 'pull'], { env }).catch(() => undefined);
    } else {
      report.refused = problem<ArchiveCode>(
        'restore.no_lfs_source',
        `${options.from} is a bundle: it holds the history, records and LFS pointers, not the originals' content.`,
        'Name the backup that holds the content: --lfs URL (the mirror, or the original repository).',
      );
    }
  }
  lap('content');
  say('re-hashing every original against its record');
  // Content the pull did not bring is asked for once more, so that each original the
  // backup lacks is named; without an LFS source it stays checked by its pointer only.
  const health = await checkArchiveHealth(to, { fetchOriginals: lfs !== null, gitEnv: env, onProgress: say });
  report.documents = health.documents;
  report.originals = health.originals;
  report.critical = health.alerts.filter((a) => a.class === 'critical');
  lap('check');
  report.ok =
    report.refused === null &&
    report.critical.length === 0 &&
    health.originals.pointer_only === 0 &&
    health.originals.not_checked === 0;
  return finish();
}
