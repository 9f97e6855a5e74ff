/**
 * Whether a repository's checked-out commit may have moved, from the files git rewrites when it does: HEAD,
 * HEAD's reflog, the branch's ref, the packed refs (and a reftable's table list). The server's watch asks
 * this every interval and runs `git rev-parse` only when the answer is yes: starting a process from the
 * server's (large) one costs its thread 20–170 ms, once every two seconds by default, whatever it was
 * answering. Git stays the judge of which commit is checked out; this only says when to ask it.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The files' states (modification time, size, inode), or null when there is none. */
async function stateOf(path: string): Promise<string | null> {
  try {
    const s = await stat(path, { bigint: true });
    return `${s.mtimeNs}:${s.size}:${s.ino}`;
  } catch {
    return null;
  }
}

export class HeadSignature {
  private last: string | null = null;

  /** `gitDir` and `commonDir`: `git rev-parse --absolute-git-dir` and `--git-common-dir` (they differ in a worktree). */
  constructor(
    private readonly gitDir: string,
    private readonly commonDir: string,
  ) {}

  /** True when any of the files changed since the last call (and on the first). */
  async changed(): Promise<boolean> {
    const now = await this.read();
    const changed = now !== this.last;
    this.last = now;
    return changed;
  }

  private async read(): Promise<string> {
    const head = await readFile(join(this.gitDir, 'HEAD'), 'utf8').catch(() => '');
    const ref = /^ref: (\S+)/.exec(head)?.[1];
    const files = [
      join(this.gitDir, 'HEAD'),
      join(this.gitDir, 'logs', 'HEAD'),
      join(this.commonDir, 'packed-refs'),
      join(this.commonDir, 'reftable', 'tables.list'),
      ...(ref ? [join(this.commonDir, ref)] : []),
    ];
    const states = await Promise.all(files.map(stateOf));
    return JSON.stringify([head, states]);
  }
}
