/**
 * The watch asks git for the checked-out commit only when the files git rewrites on a move of HEAD
 * changed: every way HEAD moves must change them, and nothing else may look like a move.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HeadSignature } from '../../scripts/serve/head-signature.js';
import { git } from './helpers.js';

async function repository(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-head-'));
  git(root, 'init', '--quiet', '--initial-branch=main');
  return root;
}

function commit(root: string, name: string): void {
  writeFileSync(join(root, name), name);
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', name);
}

function signatureOf(root: string): HeadSignature {
  return new HeadSignature(
    git(root, 'rev-parse', '--absolute-git-dir'),
    resolve(root, git(root, 'rev-parse', '--git-common-dir')),
  );
}

describe('the signature of HEAD', () => {
  it('changes with every move of HEAD, and only then', async () => {
    const root = await repository();
    commit(root, 'a');
    const signature = signatureOf(root);
    expect(await signature.changed()).toBe(true);
    expect(await signature.changed()).toBe(false);
    writeFileSync(join(root, 'untracked'), 'not a commit');
    git(root, 'status', '--porcelain');
    expect(await signature.changed()).toBe(false);
    const moves: [string, () => void][] = [
      ['a commit', () => commit(root, 'b')],
      ['a reset', () => git(root, 'reset', '--quiet', '--hard', 'HEAD~1')],
      ['a new branch checked out', () => git(root, 'checkout', '--quiet', '-b', 'other')],
      ['a commit on it', () => commit(root, 'c')],
      ['packed refs, then a commit', () => (git(root, 'pack-refs', '--all'), commit(root, 'd'))],
      ['the branch moved by update-ref', () => git(root, 'update-ref', 'refs/heads/other', 'HEAD~1')],
      ['a merge', () => (git(root, 'checkout', '--quiet', 'main'), git(root, 'merge', '--quiet', 'other'))],
    ];
    for (const [move, make] of moves) {
      make();
      expect(await signature.changed(), move).toBe(true);
      expect(await signature.changed(), `${move}, looked at again`).toBe(false);
    }
  });

  it('follows a worktree, whose branches live in the repository it belongs to', async () => {
    const root = await repository();
    commit(root, 'a');
    const tree = join(await mkdtemp(join(tmpdir(), 'dirhub-tree-')), 'tree');
    git(root, 'worktree', 'add', '--quiet', '-b', 'side', tree);
    const signature = signatureOf(tree);
    expect(await signature.changed()).toBe(true);
    commit(root, 'on-main');
    expect(await signature.changed()).toBe(false);
    commit(tree, 'on-side');
    expect(await signature.changed()).toBe(true);
    git(root, 'update-ref', 'refs/heads/side', 'main');
    expect(await signature.changed()).toBe(true);
  });
});
