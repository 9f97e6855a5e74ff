/**
 * The git adapter: every git (and git-lfs, which git runs as `git lfs`) command of the product runs
 * here, as a child process with its arguments, never through a shell. One contract for all of them:
 *
 * - exit 0 gives git's output (`runGit`: bytes, `gitText`: text);
 * - a question git answers with its exit code, 1 and nothing said for "no", is asked with `gitAsks`
 *   (does the commit exist? is one an ancestor of the other?: true or false) or `gitQuery` (which commit
 *   does this ref name?: its output, or null);
 * - any other exit is a `GitError`, an exception (broken infrastructure, or a bug) with git's own words;
 *   the callers that expect one (a merge that conflicts, a branch created twice) turn it into a problem.
 *
 * `Git` is the same bound to a repository and to whom its commits are by.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DirhubError } from './errors.js';

export interface GitRun {
  env?: Record<string, string>;
  input?: string | Uint8Array;
}

export class GitError extends DirhubError<'git.failed'> {
  constructor(
    readonly args: string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    /** What git printed on stdout before it failed (git merge tells its conflicts there). */
    readonly stdout = '',
  ) {
    super(
      'git.failed',
      `git ${args.join(' ')} failed (${exitCode ?? 'killed'}): ${stderr.trim() || 'no message'}`,
      "Read git's message above; run the same git command in the repository to see it whole.",
    );
  }
}

/** What one run of git gave: its exit code (null: killed), its output and its messages. */
export interface GitExit {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Starts git with `args` in `cwd` and resolves with its exit; rejects only when git cannot start. */
export type GitStarter = (cwd: string, args: string[], run: GitRun) => Promise<GitExit>;

/** Runs git as a child of this process. */
export const startGitHere: GitStarter = (cwd, args, run) =>
  new Promise((done, fail) => {
    const child = spawn('git', args, {
      cwd,
      env: { ...process.env, ...run.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', fail);
    child.on('close', (code) =>
      done({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }),
    );
    // A git that exits before reading all of stdin closes the pipe; its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    child.stdin.end(run.input ?? '');
  });

let starter: GitStarter = startGitHere;

/**
 * Starts every later git through `next` (null: as a child of this process again). Starting a child
 * copies the parent's memory map, which holds the event loop for tens of milliseconds in a process of
 * a gigabyte or more: a server starts git through a small process of its own (git-starter.ts).
 */
export function startGitWith(next: GitStarter | null): void {
  starter = next ?? startGitHere;
}

function spawnGit(cwd: string, args: string[], run: GitRun): Promise<GitExit> {
  return starter(cwd, args, run);
}

/**
 * git's output, or null when it answers "no": exit 1 with nothing on stderr (a failure that exits 1, an
 * unknown command, says why there); a `GitError` for any other exit.
 */
async function answer(cwd: string, args: string[], run: GitRun): Promise<Buffer | null> {
  const { code, stdout, stderr } = await spawnGit(cwd, args, run);
  if (code === 0) return stdout;
  if (code === 1 && !stderr.trim()) return null;
  throw new GitError(args, code, stderr, stdout.toString('utf8'));
}

/** git's output as bytes; any exit but 0 is a `GitError`. */
export async function runGit(cwd: string, args: string[], run: GitRun = {}): Promise<Buffer> {
  const { code, stdout, stderr } = await spawnGit(cwd, args, run);
  if (code !== 0) throw new GitError(args, code, stderr, stdout.toString('utf8'));
  return stdout;
}

/** git's output as text, as git printed it (trim it where a line is meant). */
export async function gitText(cwd: string, args: string[], run: GitRun = {}): Promise<string> {
  return (await runGit(cwd, args, run)).toString('utf8');
}

/** A yes-or-no question git answers with its exit code: 0 yes, 1 (silent) no, anything else a `GitError`. */
export async function gitAsks(cwd: string, args: string[], run: GitRun = {}): Promise<boolean> {
  return (await answer(cwd, args, run)) !== null;
}

/** git's output trimmed, or null when git answers "none" with a silent exit 1 (`rev-parse --verify --quiet`…). */
export async function gitQuery(cwd: string, args: string[], run: GitRun = {}): Promise<string | null> {
  const out = await answer(cwd, args, run);
  return out === null ? null : out.toString('utf8').trim();
}

/** Whether `dir` is inside a git work tree (false for a folder that is not, or that does not exist). */
export async function isWorkTree(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  const { code, stdout } = await spawnGit(dir, ['rev-parse', '--is-inside-work-tree'], {});
  return code === 0 && stdout.toString('utf8').trim() === 'true';
}

export interface Identity {
  name: string;
  email: string;
}

/**
 * A repository, and whom the commits made in it are by: its author and committer are `identity` whatever
 * the environment holds (a GIT_AUTHOR_NAME of the machine's user is not the bot's).
 */
export class Git {
  private readonly env: Record<string, string>;

  constructor(
    readonly root: string,
    identity?: Identity,
  ) {
    this.env = identity
      ? {
          GIT_AUTHOR_NAME: identity.name,
          GIT_AUTHOR_EMAIL: identity.email,
          GIT_COMMITTER_NAME: identity.name,
          GIT_COMMITTER_EMAIL: identity.email,
        }
      : {};
  }

  private with(run: GitRun): GitRun {
    return { ...run, env: { ...this.env, ...run.env } };
  }

  bytes(args: string[], run: GitRun = {}): Promise<Buffer> {
    return runGit(this.root, args, this.with(run));
  }

  text(args: string[], run: GitRun = {}): Promise<string> {
    return gitText(this.root, args, this.with(run));
  }

  asks(args: string[], run: GitRun = {}): Promise<boolean> {
    return gitAsks(this.root, args, this.with(run));
  }

  query(args: string[], run: GitRun = {}): Promise<string | null> {
    return gitQuery(this.root, args, this.with(run));
  }
}

export async function gitLfsVersion(): Promise<string | null> {
  try {
    return (await gitText(process.cwd(), ['lfs', 'version'])).trim();
  } catch {
    return null;
  }
}

/**
 * The objects of `names` (`<commit>:<path>` or blob ids) read in one `git cat-file --batch`: each one's
 * bytes, or null when there is no such object.
 */
export async function readObjects(cwd: string, names: string[]): Promise<(Buffer | null)[]> {
  if (!names.length) return [];
  if (names.some((n) => n.includes('\n'))) throw new Error('readObjects: an object name holds a line break');
  const out = await runGit(cwd, ['cat-file', '--batch'], { input: names.join('\n') + '\n' });
  const result: (Buffer | null)[] = [];
  let at = 0;
  for (let i = 0; i < names.length; i++) {
    const eol = out.indexOf(0x0a, at);
    const header = out.subarray(at, eol).toString('utf8');
    at = eol + 1;
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      result.push(null);
      continue;
    }
    const size = Number(header.slice(header.lastIndexOf(' ') + 1));
    result.push(out.subarray(at, at + size));
    at += size + 1;
  }
  return result;
}

/**
 * The paths under `pathspecs` whose work-tree files differ from the checked-out commit: edited, added,
 * deleted, or (unless `untracked` is false) not in git. No optional locks: a status taken beside another
 * git command must not fight it for the index. Untracked files are found by reading every folder under
 * the pathspecs, whatever files they name: a caller that finds new ones otherwise leaves them out.
 * `oneThread`: git checks the files on one thread (`core.preloadIndex=false`; by default it checks them
 * on as many as the machine has, git-config(1)), leaving the other cores to a caller that answers
 * requests meanwhile.
 */
export async function uncommittedPaths(
  cwd: string,
  pathspecs: string[],
  { untracked = true, oneThread = false }: { untracked?: boolean; oneThread?: boolean } = {},
): Promise<string[]> {
  const [prefix, out] = await Promise.all([
    gitText(cwd, ['rev-parse', '--show-prefix']),
    runGit(cwd, [
      ...(oneThread ? ['-c', 'core.preloadIndex=false'] : []),
      '--no-optional-locks',
      'status',
      '--porcelain=v1',
      '-z',
      `--untracked-files=${untracked ? 'all' : 'no'}`,
      '--no-renames',
      '--',
      ...pathspecs,
    ]),
  ]);
  // `XY <path>` entries, NUL-terminated (no renames asked, so one path each), from the repository's
  // top level whatever the folder: made relative to `cwd`, as the pathspecs are.
  const top = prefix.trim();
  return out
    .toString('utf8')
    .split('\0')
    .filter((entry) => entry.length > 3 && entry.startsWith(top, 3))
    .map((entry) => entry.slice(3 + top.length));
}
