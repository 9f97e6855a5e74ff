/**
 * Originals as Git LFS objects: git holds a pointer per original (its sha256 and size), the content lives
 * in the local LFS store (`.git/lfs/objects`) and on the remote's LFS server. git-lfs serves `file://`
 * and plain-path remotes itself, which is how the tests and the backups run it with no server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { problem } from '../../core/problem.js';
import type { ArchiveCode } from '../codes.js';
import { GITATTRIBUTES_FILE, LFS_ATTRIBUTES, withAttributes } from './attributes.js';
import type { OriginalStorage } from './backend.js';
import { gitLfsVersion, runGit } from '../../core/git.js';
import { locateOriginal } from './locate.js';
import { checkOutPaths, stillMissing } from './plain-git.js';

/** Checkouts that must not download LFS content (the pointer is all they need). */
export const SKIP_SMUDGE = { GIT_LFS_SKIP_SMUDGE: '1' } as const;

/** The filter git-lfs installs, set directly when `git lfs install` refuses (another tool's hook is there). */
const FILTER_CONFIG: [string, string][] = [
  ['filter.lfs.clean', 'git-lfs clean -- %f'],
  ['filter.lfs.smudge', 'git-lfs smudge -- %f'],
  ['filter.lfs.process', 'git-lfs filter-process'],
  ['filter.lfs.required', 'true'],
];

const BATCH = 100;

export const gitLfsStorage: OriginalStorage = {
  name: 'git-lfs',
  attributes: LFS_ATTRIBUTES,
  async unavailable() {
    if (await gitLfsVersion()) return null;
    return problem<ArchiveCode>(
      'storage.git_lfs_missing',
      'Git LFS is not installed on this machine: `git lfs version` does not run.',
      'Install it (Debian and Ubuntu: apt-get install git-lfs; macOS: brew install git-lfs; or https://git-lfs.com), then run the command again.',
    );
  },
  async prepare(root) {
    const missing = await this.unavailable();
    if (missing) throw new Error(missing.message);
    try {
      // Filters and the pre-push hook (which uploads LFS content on every `git push`), in this repository only.
      await runGit(root, ['lfs', 'install', '--local']);
    } catch {
      for (const [key, value] of FILTER_CONFIG) await runGit(root, ['config', '--local', key, value]);
    }
    const path = join(root, GITATTRIBUTES_FILE);
    const text = (await readFile(path, 'utf8').catch(() => null)) ?? '';
    const wanted = withAttributes(text, LFS_ATTRIBUTES);
    if (wanted !== text) await writeFile(path, wanted);
  },
  async fetch(root, paths, options = {}) {
    const { remote, env = {} } = options;
    const absent = [];
    for (const p of paths) if ((await locateOriginal(root, p)).state !== 'present') absent.push(p);
    await checkOutPaths(root, absent, { ...env, ...SKIP_SMUDGE });
    for (let i = 0; i < absent.length; i += BATCH) {
      const include = absent.slice(i, i + BATCH).join(',');
      // A missing object fails the whole command, yet the others are fetched: which came is read back below.
      await runGit(root, ['lfs', 'fetch', ...(remote ? [remote, 'HEAD'] : []), '--include', include], { env }).catch(
        () => undefined,
      );
      await runGit(root, ['lfs', 'checkout', ...absent.slice(i, i + BATCH)]).catch(() => undefined);
    }
    return stillMissing(
      root,
      paths,
      (path) =>
        `Check that the LFS server of ${remote ?? 'the default remote'} still has it (git lfs fetch --include=${path}), or restore it from a backup (docs/backup.md).`,
    );
  },
  async pushContent(root, remote, ref) {
    await runGit(root, ['lfs', 'push', remote, ref]);
  },
};
