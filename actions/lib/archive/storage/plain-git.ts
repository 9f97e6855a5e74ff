/**
 * Originals as ordinary git objects. Every clone carries every original of its history (a partial clone,
 * `--filter=blob:none`, downloads each one when it is first checked out).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { problem } from '../../core/problem.js';
import type { ArchiveCode } from '../codes.js';
import { GITATTRIBUTES_FILE, LFS_ATTRIBUTES, withoutAttributes } from './attributes.js';
import type { ContentFetch, OriginalStorage } from './backend.js';
import { runGit } from '../../core/git.js';
import { locateOriginal } from './locate.js';

/** Checks out the paths a sparse checkout left out (a partial clone downloads their blobs then). */
export async function checkOutPaths(root: string, paths: string[], env: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < paths.length; i += 200) {
    await runGit(root, ['checkout', '--ignore-skip-worktree-bits', 'HEAD', '--', ...paths.slice(i, i + 200)], {
      env,
    }).catch(() => undefined);
  }
}

/** The paths of `paths` that are still not here after a fetch, with the problem to report. */
export async function stillMissing(
  root: string,
  paths: string[],
  hint: (path: string) => string,
): Promise<ContentFetch> {
  const out: ContentFetch = { fetched: [], missing: [] };
  for (const path of paths) {
    const where = await locateOriginal(root, path);
    if (where.state === 'present') out.fetched.push(path);
    else
      out.missing.push({
        path,
        problem: problem<ArchiveCode>(
          'storage.content_unavailable',
          where.state === 'missing'
            ? `${path} is not in the repository at HEAD.`
            : `The content of ${path} could not be fetched${where.pointer ? ` (LFS object ${where.pointer.oid.slice(0, 12)}…, ${where.pointer.size} bytes)` : ''}.`,
          hint(path),
        ),
      });
  }
  return out;
}

export const plainGitStorage: OriginalStorage = {
  name: 'plain-git',
  attributes: [],
  async unavailable() {
    return null;
  },
  async prepare(root) {
    const path = join(root, GITATTRIBUTES_FILE);
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) return;
    const kept = withoutAttributes(text, LFS_ATTRIBUTES);
    if (kept !== text) await writeFile(path, kept);
  },
  async fetch(root, paths, options = {}) {
    const absent = [];
    for (const p of paths) if ((await locateOriginal(root, p)).state !== 'present') absent.push(p);
    await checkOutPaths(root, absent, options.env);
    return stillMissing(
      root,
      paths,
      (path) => `Check the path, and that the remote still has the commit that added it: git log -- ${path}`,
    );
  },
  async pushContent() {
    // git push carries the originals with the commits.
  },
};
