/** The git adapter's one contract, on a real repository: output on exit 0, "no" on exit 1 where asked, else GitError. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirhubError } from '../../actions/lib/core/errors.js';
import { Git, gitAsks, gitQuery, gitText, GitError, isWorkTree, runGit } from '../../actions/lib/core/git.js';

let root: string;
let first: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dirhub-git-'));
  await gitText(root, ['init', '--quiet', '--initial-branch=main']);
  await writeFile(join(root, 'a.txt'), 'one\n');
  const git = new Git(root, { name: 'Ada Archivist', email: 'ada@example.org' });
  await git.text(['add', 'a.txt']);
  await git.text(['commit', '--quiet', '--no-gpg-sign', '-m', 'First']);
  first = (await git.text(['rev-parse', 'HEAD'])).trim();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the git adapter', () => {
  it("gives git's output on exit 0, as bytes or text, with standard input", async () => {
    expect((await runGit(root, ['show', 'HEAD:a.txt'])).toString('utf8')).toBe('one\n');
    const blob = (await gitText(root, ['hash-object', '--stdin'], { input: 'one\n' })).trim();
    expect(await gitText(root, ['cat-file', '-p', blob])).toBe('one\n');
  });

  it("throws a GitError, a DirhubError with git's own words, for any other exit", async () => {
    const err = await gitText(root, ['show', 'HEAD:missing.txt']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitError);
    expect(err).toBeInstanceOf(DirhubError);
    const gitError = err as GitError;
    expect([gitError.code, gitError.exitCode, gitError.args]).toEqual([
      'git.failed',
      128,
      ['show', 'HEAD:missing.txt'],
    ]);
    expect(gitError.stderr).toMatch(/missing\.txt/);
    expect(gitError.message).toMatch(/^git show HEAD:missing\.txt failed \(128\): fatal: /);
  });

  it('answers a yes-or-no question with its exit code, and still throws for a broken one', async () => {
    expect(await gitAsks(root, ['cat-file', '-e', first])).toBe(true);
    expect(await gitAsks(root, ['cat-file', '-e', '0123456789012345678901234567890123456789'])).toBe(false);
    expect(await gitAsks(root, ['diff', '--quiet', 'HEAD'])).toBe(true);
    await expect(gitAsks(root, ['merge-base', '--is-ancestor', 'no-such-ref', 'HEAD'])).rejects.toBeInstanceOf(
      GitError,
    );
  });

  it('gives what a query names, or null when git says there is none', async () => {
    expect(await gitQuery(root, ['rev-parse', '--verify', '--quiet', 'refs/heads/main'])).toBe(first);
    expect(await gitQuery(root, ['rev-parse', '--verify', '--quiet', 'refs/heads/nothing'])).toBeNull();
    await expect(gitQuery(root, ['no-such-command'])).rejects.toBeInstanceOf(GitError);
  });

  it('commits as the identity it is given, whatever the environment says', async () => {
    const before = { ...process.env };
    process.env.GIT_AUTHOR_NAME = 'Someone Else';
    process.env.GIT_COMMITTER_EMAIL = 'else@example.org';
    try {
      const git = new Git(root, { name: 'dirhub-bot', email: 'bot@dirhub.invalid' });
      await git.text(['commit', '--quiet', '--no-gpg-sign', '--allow-empty', '-m', 'Second']);
      expect((await git.text(['log', '-1', '--format=%an <%ae> / %cn <%ce>'])).trim()).toBe(
        'dirhub-bot <bot@dirhub.invalid> / dirhub-bot <bot@dirhub.invalid>',
      );
      expect((await gitText(root, ['log', '-1', '--format=%an', first])).trim()).toBe('Ada Archivist');
    } finally {
      process.env = before;
    }
  });

  it('tells a work tree from a folder that is none, or that does not exist', async () => {
    expect(await isWorkTree(root)).toBe(true);
    expect(await isWorkTree(join(root, '.git'))).toBe(false);
    expect(await isWorkTree(tmpdir())).toBe(false);
    expect(await isWorkTree(join(root, 'no-such-folder'))).toBe(false);
  });
});
