/**
 * Moving an archive whose originals are plain git objects to Git LFS. The migration itself rewrites no
 * history: it adds the LFS attributes and re-adds the originals at HEAD in one new commit, so they are
 * LFS pointers from then on. The old blobs stay in history (every clone of the full history still
 * downloads them) until the maintainer chooses to rewrite it; the plan says how (`git lfs migrate
 * import`), with the figures before and after. Facts are gathered from git, the plan is pure data.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { problem, type Problem } from '../../core/problem.js';
import type { ArchiveCode } from '../codes.js';
import { DOCUMENTS_DIR, UPLOADS_DIR } from '../layout.js';
import { GITATTRIBUTES_FILE, isOriginalPath, LFS_ATTRIBUTES, ORIGINAL_EXTENSIONS } from './attributes.js';
import type { StorageBackendName } from './backend.js';
import { gitLfsVersion, gitText, readObjects, runGit } from '../../core/git.js';
import { gitLfsStorage } from './git-lfs.js';
import { storageFor } from './index.js';
import { lfsStoreDir } from './locate.js';
import { MAX_POINTER_BYTES, parseLfsPointer, type LfsPointer } from './pointer.js';

export interface OriginalBlob {
  path: string;
  blob: string;
  /** The blob's size: the original's, or the pointer's. */
  size: number;
  pointer: LfsPointer | null;
}

export interface StorageFacts {
  /** What `.gitattributes` asks for. */
  backend: StorageBackendName;
  /** `git lfs version`, or null when git-lfs is not installed. */
  git_lfs: string | null;
  head: string | null;
  /** Paths with uncommitted changes. */
  uncommitted: string[];
  /** The archive's originals at HEAD, as git holds them. */
  at_head: OriginalBlob[];
  /** Originals (archived, or uploads of PDFs and images) anywhere in history that are plain blobs. */
  history: { plain_blobs: number; plain_bytes: number; plain_disk_bytes: number; paths: string[] };
  /** Git's objects on disk, compressed (see repositoryBytes). */
  repository_bytes: number;
  /** The local LFS store. */
  lfs_store_bytes: number;
}

const UPLOAD_ORIGINAL = new RegExp(`^${UPLOADS_DIR}/[^/]+\\.(${ORIGINAL_EXTENSIONS.join('|')})$`, 'i');

/** Whether a path held an original at some point: archived, or uploaded. */
function heldAnOriginal(path: string): boolean {
  return isOriginalPath(path) || UPLOAD_ORIGINAL.test(path);
}

async function blobsOf<T extends { path: string; blob: string; size: number }>(
  root: string,
  entries: T[],
): Promise<(T & { pointer: LfsPointer | null })[]> {
  const small = entries.filter((e) => e.size <= MAX_POINTER_BYTES);
  const read = await readObjects(
    root,
    small.map((e) => e.blob),
  );
  const pointers = new Map(small.map((e, i) => [e.blob, read[i] ? parseLfsPointer(read[i]!) : null]));
  return entries.map((e) => ({ ...e, pointer: pointers.get(e.blob) ?? null }));
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += (await stat(path)).size;
  }
  return total;
}

/**
 * The bytes git's objects take on disk, compressed (each object's `%(objectsize:disk)`, loose or packed),
 * which is what a full clone downloads, give or take the packing.
 */
export async function repositoryBytes(root: string): Promise<number> {
  const sizes = await gitText(root, ['cat-file', '--batch-all-objects', '--batch-check=%(objectsize:disk)']);
  return sizes.split('\n').reduce((n, l) => n + (Number(l) || 0), 0);
}

export async function gatherStorageFacts(root: string): Promise<StorageFacts> {
  const head = (await gitText(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).catch(() => '')).trim() || null;
  const status = await gitText(root, ['status', '--porcelain']);
  const atHead = head
    ? (await gitText(root, ['ls-tree', '-r', '-l', '-z', 'HEAD', '--', DOCUMENTS_DIR]))
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t') as [string, string];
          const [, , blob, size] = meta.split(/\s+/) as [string, string, string, string];
          return { path, blob, size: Number(size) };
        })
        .filter((e) => isOriginalPath(e.path))
    : [];
  // Every path each blob had in any commit (rev-list --objects names one path per blob only, and an
  // original is the same blob under uploads/ and under archive/).
  const changes = head
    ? await gitText(root, ['log', '--all', '--no-renames', '--diff-filter=AM', '--format=', '--raw', '--no-abbrev'])
    : '';
  const inHistory = new Map<string, string[]>();
  for (const line of changes.split('\n')) {
    const m = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) [AM]\t(.+)$/.exec(line);
    if (!m || !heldAnOriginal(m[2]!)) continue;
    const paths = inHistory.get(m[1]!) ?? [];
    if (!paths.includes(m[2]!)) paths.push(m[2]!);
    inHistory.set(m[1]!, paths);
  }
  const sizes = inHistory.size
    ? await gitText(root, ['cat-file', '--batch-check=%(objectname) %(objectsize) %(objectsize:disk)'], {
        input: [...inHistory.keys()].join('\n') + '\n',
      })
    : '';
  const historyBlobs = await blobsOf(
    root,
    sizes
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const [blob, size, disk] = l.split(' ');
        const paths = inHistory.get(blob!)!;
        return { blob: blob!, size: Number(size), disk: Number(disk), path: paths[0]!, paths };
      }),
  );
  const plain = historyBlobs.filter((b) => !b.pointer);
  const store = await lfsStoreDir(root);
  return {
    backend: (await storageFor(root)).name,
    git_lfs: await gitLfsVersion(),
    head,
    uncommitted: status
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.slice(3)),
    at_head: await blobsOf(root, atHead),
    history: {
      plain_blobs: plain.length,
      plain_bytes: plain.reduce((n, b) => n + b.size, 0),
      plain_disk_bytes: plain.reduce((n, b) => n + b.disk, 0),
      paths: [...new Set(plain.flatMap((b) => b.paths))].sort(),
    },
    repository_bytes: await repositoryBytes(root),
    lfs_store_bytes: store ? await folderBytes(store) : 0,
  };
}

export interface HistoryRewrite {
  /** Whether history still holds originals as plain blobs. */
  needed: boolean;
  /** The commands to run, in order, in a fresh clone with every branch; each rewrites or re-pushes history. */
  commands: string[];
  /** What it changes for everyone else. */
  consequences: string;
}

export interface MigrationPlan {
  action: 'migrate' | 'nothing_to_do' | 'refused';
  problems: Problem[];
  /** `.gitattributes` lines to add. */
  attributes: string[];
  /** Originals at HEAD that are plain blobs and become LFS pointers. */
  move: { path: string; bytes: number }[];
  /** Originals at HEAD already in LFS. */
  already_in_lfs: number;
  commit_message: string;
  figures: {
    /** Bytes of originals at HEAD in plain git objects, before and after the migration commit. */
    head_plain_bytes: { before: number; after: number };
    /** Bytes of plain original blobs in the whole history: unchanged by the commit, gone after a rewrite. */
    history_plain_bytes: { before: number; after_commit: number; after_rewrite: number };
    /**
     * Git's object store before, and after a rewrite and `git gc`: less the plain originals' packed
     * size (`%(objectsize:disk)`), which is what they take up in it now.
     */
    repository_bytes: { before: number; after_rewrite: number };
  };
  rewrite: HistoryRewrite;
}

/** `git lfs migrate import --include` patterns for the plain originals history holds, by folder and extension. */
export function rewriteIncludes(paths: string[]): string[] {
  const out = new Set<string>();
  for (const path of paths) {
    const ext = path.slice(path.lastIndexOf('.') + 1);
    out.add(path.startsWith(`${UPLOADS_DIR}/`) ? `${UPLOADS_DIR}/*.${ext}` : `${DOCUMENTS_DIR}/**/*.${ext}`);
  }
  return [...out].sort();
}

function rewritePlan(facts: StorageFacts): HistoryRewrite {
  if (!facts.history.plain_blobs) return { needed: false, commands: [], consequences: 'Nothing to rewrite.' };
  const includes = rewriteIncludes(facts.history.paths);
  const uploads = includes.filter((p) => p.startsWith(`${UPLOADS_DIR}/`));
  return {
    needed: true,
    commands: [
      `git lfs migrate import --everything --include="${includes.join(',')}"`,
      // The uploads must stay plain files: the pull-request decision reads them through GitHub's API.
      ...uploads.map((p) => `git lfs untrack "${p}"`),
      ...(uploads.length
        ? [`git add ${GITATTRIBUTES_FILE} && git commit -m "Keep uploads as plain files for the pull-request checks"`]
        : []),
      'git push --force-with-lease --all origin && git push --force-with-lease --tags origin',
      'git reflog expire --expire=now --all && git gc --prune=now',
    ],
    consequences:
      'Every commit id changes: every clone and fork must be cloned again, open pull requests must be rebased, and records that name a commit (provenance.commit) keep the old ids. GitHub keeps the old objects until its own garbage collection (ask GitHub support to run it to reclaim the space).',
  };
}

export function planMigration(facts: StorageFacts): MigrationPlan {
  const plainAtHead = facts.at_head.filter((b) => !b.pointer);
  const problems: Problem[] = [];
  if (!facts.git_lfs)
    problems.push(
      problem<ArchiveCode>(
        'storage.git_lfs_missing',
        'Git LFS is not installed on this machine: `git lfs version` does not run.',
        'Install it (Debian and Ubuntu: apt-get install git-lfs; macOS: brew install git-lfs), then run the migration again.',
      ),
    );
  if (!facts.head)
    problems.push(
      problem<ArchiveCode>(
        'storage.no_commit',
        'The repository has no commit yet.',
        'Commit something first, or start with `dirhub demo`.',
      ),
    );
  if (facts.uncommitted.length)
    problems.push(
      problem<ArchiveCode>(
        'storage.dirty_work_tree',
        `The work tree has uncommitted changes (${facts.uncommitted.slice(0, 5).join(', ')}${facts.uncommitted.length > 5 ? ', …' : ''}).`,
        'Commit or set them aside first (git stash -u): the migration makes one commit of its own.',
      ),
    );
  const attributes = facts.backend === 'git-lfs' ? [] : [...LFS_ATTRIBUTES];
  const plainHeadBytes = plainAtHead.reduce((n, b) => n + b.size, 0);
  const rewrite = rewritePlan(facts);
  return {
    action: problems.length ? 'refused' : plainAtHead.length || attributes.length ? 'migrate' : 'nothing_to_do',
    problems,
    attributes,
    move: plainAtHead.map((b) => ({ path: b.path, bytes: b.size })),
    already_in_lfs: facts.at_head.length - plainAtHead.length,
    commit_message: `Store the archive's originals in Git LFS (${plainAtHead.length} moved)\n\nThe originals at this commit become LFS pointers; history is not rewritten.\nMade by dirhub storage migrate.`,
    figures: {
      head_plain_bytes: { before: plainHeadBytes, after: 0 },
      history_plain_bytes: {
        before: facts.history.plain_bytes,
        after_commit: facts.history.plain_bytes,
        after_rewrite: 0,
      },
      repository_bytes: {
        before: facts.repository_bytes,
        after_rewrite: Math.max(0, facts.repository_bytes - facts.history.plain_disk_bytes),
      },
    },
    rewrite,
  };
}

export interface MigrationResult {
  plan: MigrationPlan;
  commit: string | null;
  /** The facts after the commit: originals at HEAD now pointers, the LFS store holding their content. */
  after: StorageFacts;
}

/** Performs a `migrate` plan: attributes, filters and hooks, the originals re-added, one commit. */
export async function performMigration(root: string, plan: MigrationPlan): Promise<MigrationResult> {
  if (plan.action !== 'migrate') return { plan, commit: null, after: await gatherStorageFacts(root) };
  await gitLfsStorage.prepare(root);
  await runGit(root, ['add', '--', GITATTRIBUTES_FILE]);
  // Added again under the new attributes: git-lfs's clean filter turns each into a pointer.
  const paths = plan.move.map((m) => m.path);
  for (let i = 0; i < paths.length; i += 200)
    await runGit(root, ['add', '--renormalize', '--', ...paths.slice(i, i + 200)]);
  await runGit(root, ['commit', '--quiet', '-m', plan.commit_message]);
  const commit = (await gitText(root, ['rev-parse', 'HEAD'])).trim();
  return { plan, commit, after: await gatherStorageFacts(root) };
}
