/**
 * The server's git starter: git runs as a child of a small process, not of the server (whose start of a
 * child would hold its event loop), with the same contract as git started here; if the starter dies,
 * git runs from here again and nothing asked is lost.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Git, gitText, GitError, readObjects, runGit } from '../../actions/lib/core/git.js';
import { useGitStarter } from '../../actions/lib/core/git-starter.js';

let root: string;

/** The process git runs as a child of: read while git runs, by the shell a git alias starts (git's child). */
async function gitParent(): Promise<number> {
  // /proc/<pid>/stat: "pid (name) state ppid …", of git, the shell's parent.
  const stat = await gitText(root, ['-c', 'alias.parent=!cat /proc/$PPID/stat', 'parent']);
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-git-starter-'));
  await gitText(root, ['init', '--quiet', '--initial-branch=main']);
  await writeFile(join(root, 'a.txt'), 'one\n');
  const git = new Git(root, { name: 'Ada Archivist', email: 'ada@example.org' });
  await git.text(['add', 'a.txt']);
  await git.text(['commit', '--quiet', '--no-gpg-sign', '-m', 'First']);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the git starter', () => {
  it('runs git as a child of its own process while used, and of this one once given back', async () => {
    expect(await gitParent()).toBe(process.pid);
    const release = useGitStarter();
    try {
      const parent = await gitParent();
      expect(parent).not.toBe(process.pid);
      // A second user shares the same starter; the first one's return leaves it running for the second.
      const second = useGitStarter();
      expect(await gitParent()).toBe(parent);
      second();
      expect(await gitParent()).toBe(parent);
    } finally {
      release();
    }
    expect(await gitParent()).toBe(process.pid);
  });

  it('keeps the contract: bytes in and out, the environment, git errors with their words', async () => {
    const release = useGitStarter();
    try {
      const blob = (await gitText(root, ['hash-object', '-w', '--stdin'], { input: 'two\n' })).trim();
      const [bytes, none] = await readObjects(root, [blob, '0123456789012345678901234567890123456789']);
      expect(Buffer.isBuffer(bytes)).toBe(true);
      expect(bytes!.toString('utf8')).toBe('two\n');
      expect(none).toBeNull();
      const binary = Buffer.from([0, 255, 10, 128, 0]);
      const binaryBlob = (await gitText(root, ['hash-object', '-w', '--stdin'], { input: binary })).trim();
      expect([...(await runGit(root, ['cat-file', 'blob', binaryBlob]))]).toEqual([...binary]);
      expect(
        (
          await gitText(root, ['-c', 'alias.said=!echo $DIRHUB_SAID', 'said'], { env: { DIRHUB_SAID: 'hello' } })
        ).trim(),
      ).toBe('hello');
      const err = (await gitText(root, ['show', 'HEAD:missing.txt']).catch((e: unknown) => e)) as GitError;
      expect(err).toBeInstanceOf(GitError);
      expect([err.exitCode, err.stderr]).toEqual([128, expect.stringMatching(/missing\.txt/)]);
    } finally {
      release();
    }
  });

  it('runs git from here once the starter dies, and fails what it had not answered', async () => {
    const release = useGitStarter();
    try {
      const starter = await gitParent();
      // Asked, then the starter killed before it answers: its git may have written, so it is not run again.
      const asked = gitText(root, ['-c', 'alias.slow=!sleep 0.3; echo done', 'slow']).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 100));
      process.kill(starter, 'SIGKILL');
      expect(((await asked) as Error).message).toMatch(
        /^git -c alias\.slow=.* slow: the process starting git for the server stopped before git answered/,
      );
      expect(await gitParent()).toBe(process.pid);
      expect((await gitText(root, ['show', 'HEAD:a.txt'])).trim()).toBe('one');
    } finally {
      release();
    }
  });
});
