/**
 * Backups of an archive whose originals are in Git LFS, where a clone no longer carries them:
 *
 * - `mirrorArchive` copies the repository (every branch and tag) and the LFS content its history names
 *   to a second remote. Only what the backup does not have yet is sent: the LFS objects of commits the
 *   backup's refs do not reach, downloaded from the origin a bounded batch at a time and dropped once
 *   sent, so a runner's disk holds one batch however large the archive. The content goes first, the
 *   refs after, so the backup never names content it lacks. Nothing is deleted from the backup: a branch
 *   deleted or rewritten at the origin keeps its old commits in the dated bundles.
 * - `writeBundle` writes a dated `git bundle` of every ref (history, records, texts, pointers; not the
 *   LFS content, which the mirror holds) with a manifest of the content it names.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { problem, type Problem } from '../../core/problem.js';
import type { ArchiveCode } from '../codes.js';
import { runGit, gitText, readObjects } from '../../core/git.js';
import { lfsStoreDir } from './locate.js';
import { lfsObjectRelativePath, MAX_POINTER_BYTES, parseLfsPointer, type LfsPointer } from './pointer.js';
import { remoteUrl } from './remote.js';
import { SKIP_SMUDGE } from './git-lfs.js';

export interface MirrorOptions {
  /** The archive repository to back up (URL or folder). */
  from: string;
  /** The backup remote, a bare repository (URL or folder). */
  to: string;
  /** Where the bare mirror clone lives; reused (fetched) when it is already there. */
  work: string;
  /** LFS content downloaded before it is sent and dropped (default 1 GiB). */
  batchBytes?: number;
  /** Added to git's environment: credentials for both remotes, as GIT_CONFIG_* entries. */
  env?: Record<string, string>;
  /** Say what would be sent, send nothing. */
  dryRun?: boolean;
  onProgress?: (message: string) => void;
}

export interface LfsObject extends LfsPointer {
  /** One path that names it, for messages. */
  path: string;
  /** The pointer blob that names it. */
  blob: string;
}

export interface MirrorReport {
  from: string;
  to: string;
  dry_run: boolean;
  /** The refs the backup has after the run (or would have, in a dry run). */
  refs: { ref: string; commit: string }[];
  lfs: {
    /** Objects named by commits the backup did not reach before this run. */
    new_objects: number;
    new_bytes: number;
    /** Objects sent to the backup. */
    sent: number;
    sent_bytes: number;
    batches: number;
  };
  /** Content the origin could not give (lost from its LFS server): the backup lacks it too. */
  problems: Problem[];
  seconds: number;
}

const DEFAULT_BATCH_BYTES = 1 << 30;
const BATCH_REF = 'refs/dirhub/mirror-batch';

async function refsOf(cwd: string, remote: string, env: Record<string, string>): Promise<Map<string, string>> {
  const out = await gitText(cwd, ['ls-remote', remote], { env }).catch((err: Error) => {
    // An empty new backup repository answers with no refs, not an error.
    throw new Error(`Cannot read the refs of ${remote}: ${err.message}`);
  });
  const refs = new Map<string, string>();
  for (const line of out.split('\n')) {
    const [commit, ref] = line.split('\t');
    if (commit && ref && /^refs\/(heads|tags)\//.test(ref) && !ref.endsWith('^{}')) refs.set(ref, commit);
  }
  return refs;
}

async function exists(cwd: string, object: string): Promise<boolean> {
  return runGit(cwd, ['cat-file', '-e', `${object}^{commit}`]).then(
    () => true,
    () => false,
  );
}

/**
 * The LFS objects named by blobs reachable from `include` and not from `exclude` (commits), each once:
 * every pointer-sized blob is read and parsed, whatever its path or attributes say.
 */
export async function lfsObjectsBetween(cwd: string, include: string[], exclude: string[]): Promise<LfsObject[]> {
  if (!include.length) return [];
  const listed = await gitText(cwd, ['rev-list', '--objects', ...include, '--not', ...exclude, '--']);
  const pathOf = new Map<string, string>();
  for (const line of listed.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0 && !pathOf.has(line.slice(0, space))) pathOf.set(line.slice(0, space), line.slice(space + 1));
  }
  const shas = [...pathOf.keys()];
  const checked = await gitText(cwd, ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'], {
    input: shas.join('\n') + '\n',
  });
  const small = checked
    .split('\n')
    .map((l) => l.split(' '))
    .filter(([, type, size]) => type === 'blob' && Number(size) <= MAX_POINTER_BYTES)
    .map(([sha]) => sha!);
  const found = new Map<string, LfsObject>();
  for (let i = 0; i < small.length; i += 5000) {
    const blobs = await readObjects(cwd, small.slice(i, i + 5000));
    blobs.forEach((blob, k) => {
      const pointer = blob ? parseLfsPointer(blob) : null;
      const sha = small[i + k]!;
      if (pointer && !found.has(pointer.oid)) found.set(pointer.oid, { ...pointer, path: pathOf.get(sha)!, blob: sha });
    });
  }
  return [...found.values()].sort((a, b) => (a.oid < b.oid ? -1 : 1));
}

/** Splits objects into batches of at most `limit` bytes (an object larger than the limit alone). */
export function batchesOf<T extends { size: number }>(items: T[], limit: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length && bytes + item.size > limit) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += item.size;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Downloads exactly these LFS objects from `from` into the bare repository's store: a throw-away commit
 * whose tree holds their pointer blobs is what `git lfs fetch` is given.
 */
async function fetchObjects(cwd: string, from: string, objects: LfsObject[], env: Record<string, string>) {
  const tree = (
    await gitText(cwd, ['mktree'], { input: objects.map((o, i) => `100644 blob ${o.blob}\t${i}\n`).join('') })
  ).trim();
  const commit = (await gitText(cwd, ['commit-tree', '-m', 'dirhub backup batch', tree], { env: IDENTITY })).trim();
  await runGit(cwd, ['update-ref', BATCH_REF, commit]);
  // A lost object fails the command; the others are fetched all the same, and each is checked below.
  await runGit(cwd, ['lfs', 'fetch', from, BATCH_REF], { env }).catch(() => undefined);
  await runGit(cwd, ['update-ref', '-d', BATCH_REF]);
}

/** An identity for the throw-away batch commits, which never leave the mirror clone. */
const IDENTITY = {
  GIT_AUTHOR_NAME: 'dirhub backup',
  GIT_AUTHOR_EMAIL: 'backup@dirhub.invalid',
  GIT_COMMITTER_NAME: 'dirhub backup',
  GIT_COMMITTER_EMAIL: 'backup@dirhub.invalid',
};

/**
 * After a fetch of branches and tags: the mirror's HEAD names the origin's default branch (a bundle of it
 * checks that branch out), and the pull-request refs a clone an older version made with --mirror kept go.
 */
async function followDefaultBranch(work: string, env: Record<string, string>): Promise<void> {
  const head = /^ref: (refs\/heads\/\S+)\tHEAD$/m.exec(
    await gitText(work, ['ls-remote', '--symref', 'origin', 'HEAD'], { env: { ...env, ...SKIP_SMUDGE } }),
  );
  if (head) await runGit(work, ['symbolic-ref', 'HEAD', head[1]!]);
  for (const ref of (await gitText(work, ['for-each-ref', '--format=%(refname)', 'refs/pull']))
    .split('\n')
    .filter(Boolean))
    await runGit(work, ['update-ref', '-d', ref]);
}

/**
 * Makes `work` a bare clone of the origin's branches and tags, or brings the one there up to date. Branches
 * and tags only: a mirror clone would also fetch GitHub's pull-request refs (refs/pull/*), the files of
 * every upload ever rejected, which a backup of the archive has no use for.
 */
async function updateMirrorClone(
  work: string,
  name: string,
  from: string,
  env: Record<string, string>,
  say: (message: string) => void,
): Promise<void> {
  if (existsSync(join(work, 'HEAD'))) {
    say(`updating the mirror clone in ${work}`);
    await runGit(work, ['remote', 'set-url', 'origin', from]);
  } else {
    say(`cloning ${name} (branches and tags: history, records, texts, pointers; no LFS content)`);
    await mkdir(work, { recursive: true });
    await runGit(work, ['init', '--quiet', '--bare']);
    await runGit(work, ['remote', 'add', 'origin', from]);
  }
  await runGit(work, ['config', '--replace-all', 'remote.origin.fetch', '+refs/heads/*:refs/heads/*']);
  await runGit(work, ['config', '--add', 'remote.origin.fetch', '+refs/tags/*:refs/tags/*']);
  await runGit(work, ['fetch', '--quiet', '--prune', 'origin'], { env: { ...env, ...SKIP_SMUDGE } });
  await followDefaultBranch(work, env);
}

/**
 * Sends the LFS objects the backup may lack in batches of about `batchBytes`: each batch is fetched from
 * the origin, checked, pushed to the backup and removed from the disk before the next one comes.
 */
async function sendLfsObjects(
  work: string,
  remotes: { from: string; to: string; env: Record<string, string>; say: (message: string) => void },
  objects: LfsObject[],
  batchBytes: number,
  report: MirrorReport,
): Promise<void> {
  const { from, to, env, say } = remotes;
  const store = (await lfsStoreDir(work))!;
  const batches = batchesOf(objects, batchBytes);
  for (const [i, batch] of batches.entries()) {
    say(`LFS batch ${i + 1}/${batches.length}: ${batch.length} objects`);
    await fetchObjects(work, from, batch, env);
    const here: LfsObject[] = [];
    for (const o of batch) {
      const file = join(store, lfsObjectRelativePath(o.oid));
      if ((await stat(file).catch(() => null))?.size === o.size) here.push(o);
      else
        report.problems.push(
          problem<ArchiveCode>(
            'backup.lfs_object_unavailable',
            `The origin's LFS server does not give the content of ${o.path} (object ${o.oid.slice(0, 12)}…, ${o.size} bytes); the backup does not have it either.`,
            `Restore it from an older backup or a copy of the file (its sha256 is ${o.oid}), then push it: git lfs push --object-id origin ${o.oid}.`,
          ),
        );
    }
    for (let k = 0; k < here.length; k += 200)
      await runGit(work, ['lfs', 'push', to, '--object-id', ...here.slice(k, k + 200).map((o) => o.oid)], { env });
    report.lfs.sent += here.length;
    report.lfs.sent_bytes += here.reduce((n, o) => n + o.size, 0);
    report.lfs.batches++;
    // Sent: the batch leaves the runner's disk before the next one comes.
    for (const o of here) await rm(join(store, lfsObjectRelativePath(o.oid)), { force: true });
  }
}

export async function mirrorArchive(options: MirrorOptions): Promise<MirrorReport> {
  const started = Date.now();
  const env = options.env ?? {};
  const from = remoteUrl(options.from);
  const to = remoteUrl(options.to);
  const say = options.onProgress ?? (() => undefined);
  const work = options.work;
  await updateMirrorClone(work, options.from, from, env, say);
  const ours = new Map<string, string>();
  for (const line of (
    await gitText(work, ['for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/tags'])
  )
    .split('\n')
    .filter(Boolean)) {
    const [ref, commit] = line.split(' ');
    ours.set(ref!, commit!);
  }
  const theirs = await refsOf(work, to, env);
  const had: string[] = [];
  for (const commit of new Set(theirs.values())) if (await exists(work, commit)) had.push(commit);
  const objects = await lfsObjectsBetween(work, [...new Set(ours.values())], had);
  const report: MirrorReport = {
    from: options.from,
    to: options.to,
    dry_run: options.dryRun ?? false,
    refs: [...ours].map(([ref, commit]) => ({ ref, commit })),
    lfs: {
      new_objects: objects.length,
      new_bytes: objects.reduce((n, o) => n + o.size, 0),
      sent: 0,
      sent_bytes: 0,
      batches: 0,
    },
    problems: [],
    seconds: 0,
  };
  say(
    `${ours.size} refs; the backup has ${theirs.size}; ${objects.length} LFS objects (${report.lfs.new_bytes} bytes) it may lack`,
  );
  if (report.dry_run) {
    report.seconds = (Date.now() - started) / 1000;
    return report;
  }
  await sendLfsObjects(work, { from, to, env, say }, objects, options.batchBytes ?? DEFAULT_BATCH_BYTES, report);
  say(`pushing ${ours.size} refs`);
  if (ours.size)
    await runGit(work, ['push', '--quiet', to, '+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*'], { env });
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

export interface BundleReport {
  bundle: string;
  manifest: string;
  bytes: number;
  refs: { ref: string; commit: string }[];
  /** The LFS content the bundle's history names (not inside the bundle: the mirror holds it). */
  lfs: { objects: number; bytes: number };
  created_at: string;
}

/** Writes `dirhub-<date>.bundle` (every branch and tag) and its manifest `dirhub-<date>.json` into `outDir`. */
export async function writeBundle(repo: string, outDir: string, now: Date = new Date()): Promise<BundleReport> {
  await mkdir(outDir, { recursive: true });
  const date = now.toISOString().slice(0, 10);
  const bundle = join(outDir, `dirhub-${date}.bundle`);
  const manifest = join(outDir, `dirhub-${date}.json`);
  const listed = (await gitText(repo, ['for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/tags']))
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [ref, commit] = l.split(' ');
      return { ref: ref!, commit: commit! };
    });
  if (!listed.length) throw new Error(`${repo} has no branch or tag to bundle.`);
  // HEAD too, so that a clone of the bundle checks out the default branch.
  await runGit(repo, ['bundle', 'create', '--quiet', bundle, 'HEAD', '--branches', '--tags']);
  await runGit(repo, ['bundle', 'verify', '--quiet', bundle]);
  const objects = await lfsObjectsBetween(repo, [...new Set(listed.map((r) => r.commit))], []);
  const report: BundleReport = {
    bundle,
    manifest,
    bytes: (await stat(bundle)).size,
    refs: listed,
    lfs: { objects: objects.length, bytes: objects.reduce((n, o) => n + o.size, 0) },
    created_at: now.toISOString(),
  };
  await writeFile(
    manifest,
    `${JSON.stringify({ ...report, lfs_objects: objects.map(({ oid, size }) => ({ oid, size })) }, null, 2)}\n`,
  );
  return report;
}
