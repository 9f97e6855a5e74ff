/**
 * Makes a commit on a new branch of a local repository without touching its work tree or its index:
 * blobs are written to the object store, a tree is built in a temporary index from the base commit,
 * and the branch is created only if it does not exist yet (git update-ref with an empty old value), so
 * two requests for the same branch cannot both win.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileEdit, Person } from '../forge.js';

export interface GitResult {
  stdout: string;
  code: number;
  stderr: string;
}

/** Runs git in `root`, with optional bytes on stdin; never through a shell. */
export function runGit(
  root: string,
  args: string[],
  options: { input?: Uint8Array | string; env?: Record<string, string> } = {},
): Promise<GitResult> {
  return new Promise((done, fail) => {
    const child = spawn('git', args, {
      cwd: root,
      env: { ...process.env, ...options.env },
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (c: Buffer) => out.push(c));
    child.stderr!.on('data', (c: Buffer) => err.push(c));
    child.on('error', fail);
    child.on('close', (code) =>
      done({
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        code: code ?? 1,
      }),
    );
    if (child.stdin) {
      // A git that exits before reading all of stdin closes the pipe; its exit code tells what happened.
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
    }
  });
}

export async function git(root: string, args: string[], options: Parameters<typeof runGit>[2] = {}): Promise<string> {
  const result = await runGit(root, args, options);
  if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.stderr.trim() || `exit ${result.code}`}`);
  return result.stdout.trim();
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
  const created = await runGit(root, ['update-ref', `refs/heads/${branch}`, commit, '']);
  if (created.code !== 0) throw new BranchExists(branch);
}

/** Whether the repository has the branch. */
export async function hasBranch(root: string, branch: string): Promise<boolean> {
  return (await runGit(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])).code === 0;
}

/** Creates `branch` at a new commit on top of `base` holding the edits; returns the commit. */
export async function commitToNewBranch(root: string, c: BranchCommit): Promise<string> {
  if (await hasBranch(root, c.branch)) throw new BranchExists(c.branch);
  const commit = await commitOnBase(root, c);
  await createBranch(root, c.branch, commit);
  return commit;
}
