/**
 * The restore drill, with real repositories and real LFS remotes: an archive in Git LFS is mirrored to a
 * second remote (only what the backup lacks is sent, a bounded batch at a time), a dated bundle is
 * written, the origin is lost, and the archive is rebuilt from the mirror and from the bundle, every
 * original re-hashed against its record. A backup that lost content never passes for a good restore.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorArchive, writeBundle, type MirrorReport } from '../../actions/lib/archive/storage/backup.js';
import { BACKENDS } from '../../actions/lib/archive/storage/index.js';
import { lfsObjectRelativePath } from '../../actions/lib/archive/storage/pointer.js';
import { restoreArchive } from '../../actions/lib/archive/storage/restore.js';
import { fileSha256 } from '../../actions/lib/core/hash.js';
import { describeWithTool, DIRHUB_BIN } from '../helpers/paths.js';
import {
  archiveRepo,
  bareRemote,
  git,
  writeDocument,
  type ArchiveRepo,
  type StoredOriginal,
} from './storage-fixture.js';

let repo: ArchiveRepo;
let mirror: { path: string; url: string };
const originals: StoredOriginal[] = [];

const work = () => join(repo.dir, 'mirror-work.git');
const mirrorOnce = (extra: Partial<Parameters<typeof mirrorArchive>[0]> = {}) =>
  mirrorArchive({ from: repo.remote.path, to: mirror.path, work: work(), ...extra });

async function addDocumentAtOrigin(seed: number): Promise<StoredOriginal> {
  const doc = await writeDocument(repo.root, seed, 1500);
  git(repo.root, ['add', '-A']);
  git(repo.root, ['commit', '-q', '-m', `Archive document ${seed}`]);
  git(repo.root, ['push', '-q', 'origin', 'main']);
  return doc;
}

describeWithTool('git-lfs', 'backup and restore of an archive in Git LFS', () => {
  beforeAll(async () => {
    repo = await archiveRepo(BACKENDS['git-lfs'], 3, 'dirhub-backup-');
    originals.push(...repo.originals);
    mirror = bareRemote(join(repo.dir, 'backup.git'));
  });
  afterAll(() => repo.cleanup());
  let first: MirrorReport;

  it('mirrors the branches and every LFS object to a second remote, a bounded batch at a time', async () => {
    const dry = await mirrorOnce({ dryRun: true });
    expect(dry.lfs).toMatchObject({ new_objects: 3, sent: 0 });
    expect(git(mirror.path, ['for-each-ref'])).toBe('');

    first = await mirrorOnce({ batchBytes: 4000 });
    expect(first.problems).toEqual([]);
    expect(first.lfs).toEqual({
      new_objects: 3,
      new_bytes: originals.reduce((n, o) => n + o.bytes, 0),
      sent: 3,
      sent_bytes: originals.reduce((n, o) => n + o.bytes, 0),
      batches: 3,
    });
    expect(git(mirror.path, ['rev-parse', 'main'])).toBe(git(repo.remote.path, ['rev-parse', 'main']));
    for (const o of originals)
      expect(await fileSha256(join(mirror.path, 'lfs', 'objects', lfsObjectRelativePath(o.sha256)))).toBe(o.sha256);
    // Sent batches leave the mirror clone's disk.
    expect(existsSync(join(work(), 'lfs', 'objects', lfsObjectRelativePath(originals[0]!.sha256)))).toBe(false);
  });

  it('sends only what is new on the next run, and never the pull requests GitHub keeps', async () => {
    originals.push(await addDocumentAtOrigin(40));
    // GitHub keeps every pull request's head under refs/pull/ (a rejected upload's files too): not backed up.
    const rejected = git(repo.root, ['commit-tree', '-p', 'HEAD', '-m', 'A rejected upload', 'HEAD^{tree}']).trim();
    git(repo.root, ['push', '-q', 'origin', `${rejected}:refs/pull/7/head`]);
    const again = await mirrorOnce();
    expect(git(work(), ['for-each-ref', 'refs/pull']).trim()).toBe('');
    expect(git(mirror.path, ['for-each-ref', 'refs/pull']).trim()).toBe('');
    expect(again.lfs).toMatchObject({ new_objects: 1, sent: 1, new_bytes: originals[3]!.bytes });
    expect(git(mirror.path, ['rev-parse', 'main'])).toBe(git(repo.remote.path, ['rev-parse', 'main']));
    const idle = await mirrorOnce();
    expect(idle.lfs).toMatchObject({ new_objects: 0, sent: 0, batches: 0 });
  });

  it('writes a dated bundle of every branch, with a manifest of the content it names', async () => {
    const report = await writeBundle(work(), join(repo.dir, 'bundles'), new Date('2026-11-22T03:23:00Z'));
    expect(report.bundle).toBe(join(repo.dir, 'bundles', 'dirhub-2026-11-22.bundle'));
    expect(report.refs.map((r) => r.ref)).toEqual(['refs/heads/main']);
    expect(report.lfs).toEqual({ objects: 4, bytes: originals.reduce((n, o) => n + o.bytes, 0) });
    const manifest = JSON.parse(await readFile(report.manifest, 'utf8')) as { lfs_objects: { oid: string }[] };
    expect(manifest.lfs_objects.map((o) => o.oid).sort()).toEqual(originals.map((o) => o.sha256).sort());
  });

  it('restores a working archive from the mirror after the origin is lost, every original re-hashed', async () => {
    const head = git(repo.remote.path, ['rev-parse', 'main']).trim();
    await rm(repo.remote.path, { recursive: true, force: true });
    await rm(repo.root, { recursive: true, force: true });
    const to = join(repo.dir, 'restored');
    const report = await restoreArchive({ from: mirror.path, to });
    expect(report.refused).toBeNull();
    expect(report.critical).toEqual([]);
    expect(report).toMatchObject({ ok: true, documents: 4, originals: { rehashed: 4, pointer_only: 0 } });
    expect(report.head).toMatchObject({ ref: 'main', commit: head });
    // The recovery time is told by phase, and the phases are the whole of it.
    const { clone, content, check } = report.phases;
    expect(Math.min(clone, content, check)).toBeGreaterThanOrEqual(0);
    expect(clone + content + check).toBeLessThanOrEqual(report.seconds + 0.01);
    for (const o of originals) expect(await fileSha256(join(to, o.path))).toBe(o.sha256);
    expect(git(to, ['status', '--porcelain'])).toBe('');
  });

  it('restores from the bundle with the mirror as the LFS source, and refuses a bundle alone', async () => {
    const bundle = join(repo.dir, 'bundles', 'dirhub-2026-11-22.bundle');
    const alone = await restoreArchive({ from: bundle, to: join(repo.dir, 'from-bundle-alone') });
    expect(alone.ok).toBe(false);
    expect(alone.refused).toMatchObject({ code: 'restore.no_lfs_source' });
    expect(alone.originals.pointer_only).toBe(4);

    const report = await restoreArchive({ from: bundle, lfs: mirror.path, to: join(repo.dir, 'from-bundle') });
    expect(report).toMatchObject({ ok: true, documents: 4, originals: { rehashed: 4 } });
  });

  it('a backup that lost an original fails the restore, naming it', async () => {
    const lost = originals[1]!;
    await rm(join(mirror.path, 'lfs', 'objects', lfsObjectRelativePath(lost.sha256)));
    const report = await restoreArchive({ from: mirror.path, to: join(repo.dir, 'damaged') });
    expect(report.ok).toBe(false);
    expect(report.critical.map((a) => a.code)).toEqual(['archive.original_unavailable']);
    expect(report.critical[0]!.message).toContain(lost.path);
    expect(report.originals.rehashed).toBe(3);
  });

  it('refuses to restore over a folder that is not empty', async () => {
    const to = join(repo.dir, 'occupied');
    execFileSync('mkdir', ['-p', to]);
    await writeFile(join(to, 'notes.txt'), 'keep me');
    const report = await restoreArchive({ from: mirror.path, to });
    expect(report.refused).toMatchObject({ code: 'restore.target_not_empty' });
    expect(await readFile(join(to, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it('dirhub restore exits 1 for the damaged backup and prints the report as JSON', () => {
    let status = 0;
    let out = '';
    try {
      out = execFileSync(
        process.execPath,
        [DIRHUB_BIN, 'restore', '--from', mirror.path, '--to', join(repo.dir, 'cli'), '--json'],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (err) {
      status = (err as { status: number }).status;
      out = (err as { stdout: string }).stdout;
    }
    expect(status).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ ok: false, documents: 4, originals: { rehashed: 3 } });
  });
});
