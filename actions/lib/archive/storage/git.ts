/**
 * Runs git (and git-lfs, which git runs as `git lfs`) for the storage backends: with extra environment
 * (GIT_LFS_SKIP_SMUDGE…) and standard input, which `git cat-file --batch` needs. A failure is an
 * exception carrying git's own message: the callers turn the expected ones into problems.
 */
import { spawn } from 'node:child_process';

export interface GitRun {
  env?: Record<string, string>;
  input?: string | Uint8Array;
}

export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly args: string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${exitCode ?? 'killed'}): ${stderr.trim() || 'no message'}`);
  }
}

export function runGit(cwd: string, args: string[], run: GitRun = {}): Promise<Buffer> {
  return new Promise((done, fail) => {
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
    child.on('close', (code) => {
      if (code === 0) done(Buffer.concat(out));
      else fail(new GitError(args, code, Buffer.concat(err).toString('utf8')));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(run.input ?? '');
  });
}

export async function gitText(cwd: string, args: string[], run: GitRun = {}): Promise<string> {
  return (await runGit(cwd, args, run)).toString('utf8');
}

/** Whether `git lfs` runs on this machine (Debian's `git-lfs` package, or any install). */
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
 * deleted, or not in git. No optional locks: a status taken beside another git command must not fight
 * it for the index.
 */
export async function uncommittedPaths(cwd: string, pathspecs: string[]): Promise<string[]> {
  const [prefix, out] = await Promise.all([
    gitText(cwd, ['rev-parse', '--show-prefix']),
    runGit(cwd, [
      '--no-optional-locks',
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
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
