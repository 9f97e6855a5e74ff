/**
 * The contract every storage backend of the archive's originals passes, with real repositories: a bare
 * `origin` reached as `file://` (git-lfs serves it itself), pushes, fresh clones that download no LFS
 * content, partial sparse clones, fetching one original, and the sha256 its record names.
 */
import { execFileSync } from 'node:child_process';
import { rm, symlink, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LFS_ATTRIBUTES } from '../../actions/lib/archive/storage/attributes.js';
import { BACKENDS, storageFor, storageForNewArchive } from '../../actions/lib/archive/storage/index.js';
import { locateOriginal, readCommittedFiles } from '../../actions/lib/archive/storage/locate.js';
import { lfsObjectRelativePath, parseLfsPointer } from '../../actions/lib/archive/storage/pointer.js';
import { fileSha256, sha256 } from '../../actions/lib/core/hash.js';
import { describeWithTool, PROJECT_ROOT } from '../helpers/paths.js';
import { archiveRepo, git, type ArchiveRepo } from './storage-fixture.js';

const NO_SMUDGE = { GIT_LFS_SKIP_SMUDGE: '1' };

/** What each backend commits for an original: its bytes, or an LFS pointer to them. */
const COMMITS_POINTERS = { 'plain-git': false, 'git-lfs': true } as const;

function storageContract(storage: (typeof BACKENDS)[keyof typeof BACKENDS]): void {
  let repo: ArchiveRepo;
  beforeAll(async () => {
    repo = await archiveRepo(storage);
  });
  afterAll(() => repo.cleanup());

  function clone(name: string, args: string[] = []): string {
    const to = join(repo.dir, name);
    git(repo.dir, ['clone', '-q', ...args, repo.remote.url, to], NO_SMUDGE);
    return to;
  }

  it('is the backend the repository says it uses, and commits each original under the sha256 of its record', async () => {
    expect((await storageFor(repo.root)).name).toBe(storage.name);
    const blobs = await readCommittedFiles(
      repo.root,
      repo.originals.map((o) => `HEAD:${o.path}`),
    );
    for (const [i, o] of repo.originals.entries()) {
      const raw = Buffer.from(git(repo.root, ['cat-file', 'blob', `HEAD:${o.path}`], NO_SMUDGE), 'latin1');
      const pointer = parseLfsPointer(raw);
      expect(pointer !== null).toBe(COMMITS_POINTERS[storage.name]);
      if (pointer) expect(pointer).toEqual({ oid: o.sha256, size: o.bytes });
      // Read back through the storage, the committed file is the original, whichever way it is stored.
      expect(sha256(blobs[i]!.bytes)).toBe(o.sha256);
      expect(blobs[i]!.local).toBe(true);
    }
  });

  it('leaves the content in the work tree where it was written', async () => {
    for (const o of repo.originals) {
      const where = await locateOriginal(repo.root, o.path);
      expect(where).toMatchObject({ state: 'present', via: 'work-tree' });
      expect(await fileSha256(join(repo.root, o.path))).toBe(o.sha256);
    }
  });

  it('a fresh clone that downloads no LFS content holds each original or its pointer, never other bytes', async () => {
    const to = clone('no-smudge');
    for (const o of repo.originals) {
      const where = await locateOriginal(to, o.path);
      if (where.state === 'present') {
        expect(COMMITS_POINTERS[storage.name]).toBe(false);
        expect(await fileSha256(where.file)).toBe(o.sha256);
      } else {
        expect(where).toEqual({
          state: 'not-local',
          pointer: { oid: o.sha256, size: o.bytes },
          why: 'lfs-content-not-fetched',
        });
      }
    }
  });

  it('fetching one original brings its content, with the sha256 its record names', async () => {
    const to = clone('fetch-one');
    const [first, second] = repo.originals;
    const result = await storage.fetch(to, [first!.path]);
    expect(result).toEqual({ fetched: [first!.path], missing: [] });
    const where = await locateOriginal(to, first!.path);
    expect(where.state).toBe('present');
    expect(await fileSha256(join(to, first!.path))).toBe(first!.sha256);
    // Only what was asked for came.
    expect((await locateOriginal(to, second!.path)).state).toBe(
      COMMITS_POINTERS[storage.name] ? 'not-local' : 'present',
    );
  });

  it('a partial sparse clone without the originals fetches one of them on demand', async () => {
    const to = join(repo.dir, 'sparse');
    git(repo.dir, ['clone', '-q', '--filter=blob:none', '--no-checkout', repo.remote.url, to], NO_SMUDGE);
    git(to, ['sparse-checkout', 'set', '--no-cone', '/*', '!/archive/documents/*/*/*.pdf'], NO_SMUDGE);
    git(to, ['checkout', '-q', 'main'], NO_SMUDGE);
    const [first, second] = repo.originals;
    expect(await locateOriginal(to, first!.path)).toEqual({
      state: 'not-local',
      pointer: null,
      why: 'outside-sparse-checkout',
    });
    // The records came, so the original can be checked against them once fetched.
    const record = JSON.parse(await readFile(join(to, first!.path, '..', 'record.json'), 'utf8')) as {
      file: { sha256: string };
    };
    expect((await storage.fetch(to, [first!.path])).missing).toEqual([]);
    expect(await fileSha256(join(to, first!.path))).toBe(record.file.sha256);
    expect((await locateOriginal(to, second!.path)).state).toBe('not-local');
  });

  it('a path the repository does not hold is reported, with a hint, never as fetched', async () => {
    const to = clone('fetch-missing');
    const ghost = 'archive/documents/ff/ffffffffffffffff/ffffffffffffffff.pdf';
    const result = await storage.fetch(to, [ghost]);
    expect(result.fetched).toEqual([]);
    expect(result.missing).toHaveLength(1);
    expect(result.missing[0]!.path).toBe(ghost);
    expect(result.missing[0]!.problem).toMatchObject({ code: 'storage.content_unavailable' });
    expect(result.missing[0]!.problem.hint.length).toBeGreaterThan(10);
    expect(await locateOriginal(to, ghost)).toEqual({ state: 'missing' });
  });

  it('a clone that downloads content as usual gets every original in its work tree', async () => {
    const to = join(repo.dir, 'full');
    execFileSync('git', ['clone', '-q', repo.remote.url, to], { env: { ...process.env, GIT_LFS_SKIP_SMUDGE: '0' } });
    for (const o of repo.originals) {
      expect(await locateOriginal(to, o.path)).toMatchObject({ state: 'present', via: 'work-tree' });
      expect(await fileSha256(join(to, o.path))).toBe(o.sha256);
    }
  });
}

describe('storage backend plain-git', () => storageContract(BACKENDS['plain-git']));
describeWithTool('git-lfs', 'storage backend git-lfs', () => storageContract(BACKENDS['git-lfs']));

describeWithTool('git-lfs', 'the git-lfs backend', () => {
  let repo: ArchiveRepo;
  beforeAll(async () => {
    repo = await archiveRepo(BACKENDS['git-lfs'], 2, 'dirhub-lfs-');
  });
  afterAll(() => repo.cleanup());

  it('writes the attributes for PDFs and images, and keeps the content in the remote LFS store', async () => {
    const attributes = await readFile(join(repo.root, '.gitattributes'), 'utf8');
    for (const line of LFS_ATTRIBUTES) expect(attributes).toContain(line);
    expect(LFS_ATTRIBUTES.map((l) => l.split(' ')[0])).toEqual([
      'archive/documents/**/*.pdf',
      'archive/documents/**/*.png',
      'archive/documents/**/*.jpg',
      'archive/documents/**/*.jpeg',
    ]);
    for (const o of repo.originals)
      expect(await fileSha256(join(repo.remote.path, 'lfs', 'objects', lfsObjectRelativePath(o.sha256)))).toBe(
        o.sha256,
      );
  });

  it('reads a pointer checkout through the local store once the content is there', async () => {
    const to = join(repo.dir, 'store');
    git(repo.dir, ['clone', '-q', repo.remote.url, to], NO_SMUDGE);
    const o = repo.originals[0]!;
    git(to, ['lfs', 'fetch', '--include', o.path]);
    // The work tree still holds the pointer; the store has the content.
    expect(parseLfsPointer(await readFile(join(to, o.path)))).toEqual({ oid: o.sha256, size: o.bytes });
    const where = await locateOriginal(to, o.path);
    expect(where).toMatchObject({ state: 'present', via: 'lfs-store' });
    expect(await fileSha256((where as { file: string }).file)).toBe(o.sha256);
  });

  it('says the content is unavailable when the LFS server lost it', async () => {
    const o = repo.originals[1]!;
    await rm(join(repo.remote.path, 'lfs', 'objects', lfsObjectRelativePath(o.sha256)));
    const to = join(repo.dir, 'lost');
    git(repo.dir, ['clone', '-q', repo.remote.url, to], NO_SMUDGE);
    const result = await BACKENDS['git-lfs'].fetch(to, [o.path]);
    expect(result.fetched).toEqual([]);
    expect(result.missing[0]!.problem.message).toContain(`LFS object ${o.sha256.slice(0, 12)}`);
    expect((await locateOriginal(to, o.path)).state).toBe('not-local');
  });

  it("the template's .gitattributes sends the archive's originals to LFS, and leaves uploads plain", async () => {
    const template = await readFile(join(PROJECT_ROOT, '.gitattributes'), 'utf8');
    for (const line of LFS_ATTRIBUTES) expect(template.split('\n')).toContain(line);
    // The pull-request checks read uploads through GitHub's API as plain blobs.
    expect(template).not.toMatch(/^uploads\/.*filter=lfs/m);
  });

  it('a new archive falls back to plain git, saying why, on a machine without git-lfs', async () => {
    expect((await storageForNewArchive()).storage.name).toBe('git-lfs');
    const bin = await mkdtemp(join(tmpdir(), 'dirhub-nolfs-'));
    const gitPath = execFileSync('sh', ['-c', 'command -v git']).toString().trim();
    await symlink(gitPath, join(bin, 'git'));
    const saved = process.env.PATH;
    process.env.PATH = bin;
    try {
      const { storage, notice } = await storageForNewArchive();
      expect(storage.name).toBe('plain-git');
      expect(notice).toMatchObject({ code: 'storage.plain_git_fallback', severity: 'warning' });
      expect(notice!.hint).toContain('dirhub storage migrate');
    } finally {
      process.env.PATH = saved;
      await rm(bin, { recursive: true, force: true });
    }
  });
});
