/**
 * Makes a commit on a new branch of a local repository without touching its work tree or its index:
 * blobs are written to the object store, a tree is built in a temporary index from the base commit,
 * and the branch is created only if it does not exist yet (git update-ref with an empty old value), so
 * two requests for the same branch cannot both win.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitAsks, gitText, GitError, type GitRun } from '../../core/git.js';
import type { FileEdit, Person } from '../forge.js';

/** git's output, trimmed: a commit, a tree or a blob id. */
async function git(root: string, args: string[], run: GitRun = {}): Promise<string> {
  return (await gitText(root, args, run)).trim();
}

export interface BranchCommit {
  branch: string;
  base: string;
  /** A removal takes a file, or a folder with everything under it. */
  edits: FileEdit[];
  message: string;
  author: Person;
  committer: Person;
}

/** Refused because the branch exists already. */
export class BranchExists extends Error {
  constructor(readonly branch: string) {
    super(`branch ${branch} exists`);
  }
}

/**
 * Makes a commit on top of `base` (a branch or a commit) holding the edits, in the object store only: no
 * branch points at it yet. Returns the commit.
 */
export async function commitOnBase(root: string, c: Omit<BranchCommit, 'branch'>): Promise<string> {
  const baseCommit = await git(root, ['rev-parse', '--verify', `${c.base}^{commit}`]);
  const temp = await mkdtemp(join(tmpdir(), 'dirhub-index-'));
  const env = { GIT_INDEX_FILE: join(temp, 'index') };
  try {
    await git(root, ['read-tree', baseCommit], { env });
    for (const edit of c.edits) {
      if ('remove' in edit) {
        await git(root, ['rm', '--cached', '-r', '--quiet', '--ignore-unmatch', '--', edit.path], { env });
      } else {
        const blob = await git(root, ['hash-object', '-w', '--stdin'], { input: edit.bytes });
        await git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${edit.path}`], { env });
      }
    }
    const tree = await git(root, ['write-tree'], { env });
    return await git(root, ['commit-tree', tree, '-p', baseCommit, '-F', '-'], {
      input: c.message,
      env: {
        GIT_AUTHOR_NAME: c.author.name,
        GIT_AUTHOR_EMAIL: c.author.email,
        GIT_COMMITTER_NAME: c.committer.name,
        GIT_COMMITTER_EMAIL: c.committer.email,
      },
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** Points the new branch at `commit`; refuses (BranchExists) when the branch exists, even one made meanwhile. */
export async function createBranch(root: string, branch: string, commit: string): Promise<void> {
  // The empty old value makes git refuse when the branch appeared meanwhile.
  await gitText(root, ['update-ref', `refs/heads/${branch}`, commit, '']).catch((err: unknown) => {
    throw err instanceof GitError ? new BranchExists(branch) : err;
  });
}

/** Whether the repository has the branch. */
export async function hasBranch(root: string, branch: string): Promise<boolean> {
  return gitAsks(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
}

/** Creates `branch` at a new commit on top of `base` holding the edits; returns the commit. */
export async function commitToNewBranch(root: string, c: BranchCommit): Promise<string> {
  if (await hasBranch(root, c.branch)) throw new BranchExists(c.branch);
  const commit = await commitOnBase(root, c);
  await createBranch(root, c.branch, commit);
  return commit;
}
