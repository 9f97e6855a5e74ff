/**
 * Where the bytes of an original are in this checkout, whatever backend stored them: the file in the
 * work tree (plain git, or LFS after its smudge filter ran), the local Git LFS store when the work tree
 * holds only the pointer (a clone with GIT_LFS_SKIP_SMUDGE, a checkout with `lfs: false`), or nowhere
 * local. Every reader of originals (health, enrichment, the site, intake) asks here, so none of them
 * mistakes a 130-byte pointer for the document.
 */
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileSha256 } from '../../core/hash.js';
import { gitText, readObjects, runGit } from '../../core/git.js';
import {
  formatLfsPointer,
  lfsObjectRelativePath,
  MAX_POINTER_BYTES,
  parseLfsPointer,
  type LfsPointer,
} from './pointer.js';

export type OriginalLocation =
  /** The content is here: `file` is the path to read it from. */
  | { state: 'present'; file: string; via: 'work-tree' | 'lfs-store'; pointer: LfsPointer | null }
  /**
   * The repository names the content but this checkout does not hold it: an LFS pointer whose object is
   * not in the local store, or a path a sparse checkout left out (`pointer` null).
   */
  | { state: 'not-local'; pointer: LfsPointer | null; why: 'lfs-content-not-fetched' | 'outside-sparse-checkout' }
  /** No such file in the work tree, and git does not know it either. */
  | { state: 'missing' };

const stores = new Map<string, Promise<string | null>>();

/**
 * The folder of the local Git LFS store (`.git/lfs/objects`, or `lfs.storage`), shared by every work tree
 * of the repository; null when `root` is not in a git repository.
 */
export function lfsStoreDir(root: string): Promise<string | null> {
  const key = resolve(root);
  let found = stores.get(key);
  if (!found) {
    found = (async () => {
      let common: string;
      try {
        common = resolve(key, (await gitText(key, ['rev-parse', '--git-common-dir'])).trim());
      } catch {
        return null;
      }
      const configured = (await gitText(key, ['config', '--get', 'lfs.storage']).catch(() => '')).trim();
      const base = configured ? (isAbsolute(configured) ? configured : join(common, configured)) : join(common, 'lfs');
      return join(base, 'objects');
    })();
    stores.set(key, found);
  }
  return found;
}

/** The local store's copy of an LFS object, when it is there with the size the pointer names. */
export async function lfsObjectFile(root: string, pointer: LfsPointer): Promise<string | null> {
  const store = await lfsStoreDir(root);
  if (!store) return null;
  const file = join(store, lfsObjectRelativePath(pointer.oid));
  const st = await stat(file).catch(() => null);
  return st?.isFile() && st.size === pointer.size ? file : null;
}

/** The first bytes of a file, enough to tell a pointer from content. */
async function head(file: string, size: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(size, MAX_POINTER_BYTES + 1));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function outsideSparseCheckout(root: string, path: string): Promise<boolean> {
  // `git ls-files -t` marks entries with the skip-worktree bit (a sparse checkout left them out) with S.
  const listed = await gitText(root, ['ls-files', '-t', '--', path]).catch(() => '');
  return listed.startsWith('S ');
}

/**
 * Where the bytes of a work-tree file are (an absolute path, or relative to the current folder): the
 * file itself, the local LFS store's copy when the file is a pointer, or not here. Knows nothing of
 * sparse checkouts: a file that is not there is `missing` (see locateOriginal). `repository` is the
 * checkout it belongs to (any folder inside it will do): pass its root where known, so that the LFS store
 * is looked up once per checkout rather than once per folder.
 */
export async function locateFile(file: string, repository = dirname(file)): Promise<OriginalLocation> {
  const st = await stat(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
    throw err;
  });
  if (!st || !st.isFile()) return { state: 'missing' };
  const pointer = st.size <= MAX_POINTER_BYTES ? parseLfsPointer(await head(file, st.size)) : null;
  if (!pointer) return { state: 'present', file, via: 'work-tree', pointer: null };
  const stored = await lfsObjectFile(repository, pointer);
  return stored
    ? { state: 'present', file: stored, via: 'lfs-store', pointer }
    : { state: 'not-local', pointer, why: 'lfs-content-not-fetched' };
}

/** Where the bytes of the repository file `path` (relative to `root`) are. */
export async function locateOriginal(root: string, path: string): Promise<OriginalLocation> {
  const found = await locateFile(join(root, path), root);
  if (found.state === 'missing' && (await outsideSparseCheckout(root, path)))
    return { state: 'not-local', pointer: null, why: 'outside-sparse-checkout' };
  return found;
}

/** One line saying why an original's content is not readable here, and how to get it. */
export function unreadableReason(path: string, location: OriginalLocation): string {
  if (location.state === 'missing') return `${path} is missing`;
  if (location.state === 'not-local' && location.pointer)
    return `${path} is only a Git LFS pointer in this checkout (fetch the content: git lfs pull --include=${path})`;
  return `${path} is outside this sparse checkout (git sparse-checkout add, or check it out)`;
}

/** The content of an original, or its location when this checkout does not hold it. */
export async function readOriginal(
  root: string,
  path: string,
): Promise<
  { bytes: Buffer; location: OriginalLocation & { state: 'present' } } | { bytes: null; location: OriginalLocation }
> {
  const location = await locateOriginal(root, path);
  if (location.state !== 'present') return { bytes: null, location };
  return { bytes: await readFile(location.file), location };
}

/**
 * The sha256 of an original's content when this checkout holds it; for content it does not hold, the
 * sha256 its LFS pointer names (git-lfs checks every object against that hash when it downloads it);
 * null when neither is known.
 */
export async function originalSha256(root: string, path: string): Promise<string | null> {
  const location = await locateOriginal(root, path);
  if (location.state === 'present') return fileSha256(location.file);
  return location.state === 'not-local' ? (location.pointer?.oid ?? null) : null;
}

/**
 * The bytes of blobs as committed (`<commit>:<path>`), with LFS pointers replaced by their content from
 * the local store. A pointer whose content is not local comes back as the pointer bytes, marked.
 */
export async function readCommittedFiles(
  root: string,
  names: string[],
): Promise<({ bytes: Buffer; pointer: LfsPointer | null; local: boolean } | null)[]> {
  const blobs = await readObjects(root, names);
  return Promise.all(blobs.map((blob) => (blob ? resolveBlob(root, blob) : null)));
}

/** A committed blob's content: itself, or, for an LFS pointer, the content from the local store when it is there. */
export async function resolveBlob(
  root: string,
  blob: Buffer,
): Promise<{ bytes: Buffer; pointer: LfsPointer | null; local: boolean }> {
  const pointer = blob.length <= MAX_POINTER_BYTES ? parseLfsPointer(blob) : null;
  if (!pointer) return { bytes: blob, pointer: null, local: true };
  const stored = await lfsObjectFile(root, pointer);
  return stored ? { bytes: await readFile(stored), pointer, local: true } : { bytes: blob, pointer, local: false };
}

/**
 * Puts originals back the way a checkout without LFS content has them: the pointer in the work tree, no
 * copy in the local store. Only for content fetched from a remote that keeps it (health's bounded
 * batches): content that exists nowhere else must never be dropped.
 */
export async function dropLfsContent(root: string, originals: { path: string; pointer: LfsPointer }[]): Promise<void> {
  const store = await lfsStoreDir(root);
  const rewritten: string[] = [];
  for (const { path, pointer } of originals) {
    const file = join(root, path);
    const current = await stat(file).catch(() => null);
    if (current && (current.size > MAX_POINTER_BYTES || !parseLfsPointer(await head(file, current.size)))) {
      await writeFile(file, formatLfsPointer(pointer));
      rewritten.push(path);
    }
    if (store) await rm(join(store, lfsObjectRelativePath(pointer.oid)), { force: true });
  }
  // The index still has the content's size: adding the pointers again (the same blobs) refreshes it,
  // so `git status` stays clean.
  for (let i = 0; i < rewritten.length; i += 200) await runGit(root, ['add', '--', ...rewritten.slice(i, i + 200)]);
}
