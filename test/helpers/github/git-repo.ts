/**
 * The real git repository behind the local GitHub: branch `main` is the default branch, a pull request's
 * head is a commit on a branch of its own (and `refs/pull/N/head`, as on GitHub), blobs and diffs are git's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Who GitHub commits as when it merges through the API. */
export const GITHUB_GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'GitHub',
  GIT_AUTHOR_EMAIL: 'noreply@github.com',
  GIT_COMMITTER_NAME: 'GitHub',
  GIT_COMMITTER_EMAIL: 'noreply@github.com',
};

export type FileChanges = Record<string, string | Uint8Array | null>;

export class GitRepo {
  constructor(readonly dir: string) {}

  /** Creates the repository with one commit on `main` when there is none. */
  ensureCreated(): void {
    if (this.tryGit(['rev-parse', '--verify', 'main'])) return;
    mkdirSync(this.dir, { recursive: true });
    this.git(['init', '-q', '-b', 'main']);
    writeFileSync(join(this.dir, 'README.md'), '# archive\n');
    this.git(['add', 'README.md']);
    this.git(['commit', '-q', '-m', 'Initial commit']);
  }

  git(args: string[], env: Record<string, string> = {}): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...process.env, ...GITHUB_GIT_IDENTITY, ...env },
    }).trim();
  }

  tryGit(args: string[], env: Record<string, string> = {}): string | undefined {
    try {
      return this.git(args, env);
    } catch {
      return undefined;
    }
  }

  /** Stores bytes as a blob; its id. */
  hashObject(bytes: Uint8Array | string): string {
    return execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: this.dir, input: bytes }).toString().trim();
  }

  blob(sha: string): Buffer {
    return execFileSync('git', ['cat-file', 'blob', sha], { cwd: this.dir });
  }

  /** Commits `files` (null deletes) on a new branch from `base`, as `author`; the commit. main stays checked out. */
  commitOnBranch(branch: string, base: string, files: FileChanges, message: string, author?: string): string {
    this.git(['checkout', '-q', '-b', branch, base]);
    try {
      this.writeFiles(files);
      this.git(
        ['commit', '-q', '-m', message],
        author ? { GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: `${author}@users.noreply.github.com` } : {},
      );
    } finally {
      this.git(['checkout', '-q', 'main']);
    }
    return this.git(['rev-parse', branch]);
  }

  /** Another commit on an existing branch; the new head. */
  commitOnExistingBranch(branch: string, files: FileChanges, message: string): string {
    this.git(['checkout', '-q', branch]);
    try {
      this.writeFiles(files);
      this.git(['commit', '-q', '-m', message]);
    } finally {
      this.git(['checkout', '-q', 'main']);
    }
    return this.git(['rev-parse', branch]);
  }

  private writeFiles(files: FileChanges): void {
    for (const [path, content] of Object.entries(files)) {
      const abs = join(this.dir, path);
      if (content === null) {
        rmSync(abs, { force: true });
        this.git(['rm', '-q', '--cached', '--ignore-unmatch', path]);
        continue;
      }
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
      this.git(['add', path]);
    }
  }
}
