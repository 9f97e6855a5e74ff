/**
 * Health's sha256 re-check of the originals, whichever backend stores them: content hashed where the
 * checkout holds it, LFS pointers checked against their records where it does not (and said so), content
 * fetched in bounded batches and dropped again when asked, and a lost or changed original always critical.
 */
import { execFileSync } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArchiveHealth, type HealthReport } from '../../actions/lib/archive/health.js';
import { BACKENDS } from '../../actions/lib/archive/storage/index.js';
import { locateOriginal } from '../../actions/lib/archive/storage/locate.js';
import { formatLfsPointer, lfsObjectRelativePath } from '../../actions/lib/archive/storage/pointer.js';
import { describeWithTool, DIRHUB_BIN } from '../helpers/paths.js';
import { archiveRepo, git, type ArchiveRepo } from './storage-fixture.js';

const NO_SMUDGE = { GIT_LFS_SKIP_SMUDGE: '1' };

const critical = (r: HealthReport) => r.alerts.filter((a) => a.class === 'critical').map((a) => a.code);
const digest = (r: HealthReport) => r.alerts.find((a) => a.code === 'health.digest')!;

async function storeFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(join(dir, e.name));
      else out.push(e.name);
    }
  };
  await walk(join(root, '.git', 'lfs', 'objects'));
  return out;
}

describe('health re-checks the originals of a plain-git archive', () => {
  let repo: ArchiveRepo;
  beforeAll(async () => {
    repo = await archiveRepo(BACKENDS['plain-git'], 3, 'dirhub-health-plain-');
  });
  afterAll(() => repo.cleanup());

  it('re-hashes every original, and a changed one is critical', async () => {
    const ok = await checkArchiveHealth(repo.root);
    expect(critical(ok)).toEqual([]);
    expect(ok.originals).toEqual({ rehashed: 3, pointer_only: 0, not_checked: 0 });
    expect(digest(ok).message).toBe('3 documents and 0 decisions checked; 3 originals re-hashed.');
    await writeFile(join(repo.root, repo.originals[0]!.path), 'changed');
    const bad = await checkArchiveHealth(repo.root);
    expect(critical(bad)).toEqual(['archive.hash_mismatch']);
    git(repo.root, ['checkout', '--', repo.originals[0]!.path]);
  });
});

describeWithTool('git-lfs', 'health re-checks the originals of a Git LFS archive', () => {
  let repo: ArchiveRepo;
  let clone: string;
  beforeAll(async () => {
    repo = await archiveRepo(BACKENDS['git-lfs'], 3, 'dirhub-health-lfs-');
    clone = join(repo.dir, 'pointers');
    git(repo.dir, ['clone', '-q', repo.remote.url, clone], NO_SMUDGE);
  });
  afterAll(() => repo.cleanup());

  it('re-hashes the content where the checkout holds it', async () => {
    const report = await checkArchiveHealth(repo.root);
    expect(critical(report)).toEqual([]);
    expect(report.originals).toEqual({ rehashed: 3, pointer_only: 0, not_checked: 0 });
  });

  it('checks pointers against their records where the content is not here, and says it did not re-hash them', async () => {
    const report = await checkArchiveHealth(clone);
    expect(critical(report)).toEqual([]);
    expect(report.alerts.filter((a) => a.class === 'warning')).toEqual([]);
    expect(report.originals).toEqual({ rehashed: 0, pointer_only: 3, not_checked: 0 });
    expect(digest(report).message).toBe(
      '3 documents and 0 decisions checked; 0 originals re-hashed, 3 checked by their Git LFS pointer only (sha256 and size match the record; the content is not in this checkout and was not re-hashed).',
    );
    expect(digest(report).hint).toContain('dirhub health --fetch-originals');
  });

  it('fetches the content a batch at a time, re-hashes it and drops it again', async () => {
    const progress: string[] = [];
    const report = await checkArchiveHealth(clone, {
      fetchOriginals: true,
      batchBytes: 3000,
      onProgress: (m) => progress.push(m),
    });
    expect(critical(report)).toEqual([]);
    expect(report.originals).toEqual({ rehashed: 3, pointer_only: 0, not_checked: 0 });
    // The fixture's originals are about 2.0, 2.7 and 3.4 kB: a batch each under a 3 kB bound.
    expect(progress).toHaveLength(3);
    expect(await storeFiles(clone)).toEqual([]);
    for (const o of repo.originals)
      expect(await locateOriginal(clone, o.path)).toMatchObject({ state: 'not-local', pointer: { oid: o.sha256 } });
    expect(git(clone, ['status', '--porcelain'])).toBe('');
  });

  it('a pointer naming other content is critical, and so is content the LFS server lost', async () => {
    const [first, second] = repo.originals;
    await writeFile(join(clone, first!.path), formatLfsPointer({ oid: 'a'.repeat(64), size: first!.bytes }));
    await rm(join(repo.remote.path, 'lfs', 'objects', lfsObjectRelativePath(second!.sha256)));
    const report = await checkArchiveHealth(clone, { fetchOriginals: true });
    expect(critical(report).sort()).toEqual(['archive.original_unavailable', 'archive.pointer_mismatch']);
    expect(report.alerts.find((a) => a.code === 'archive.original_unavailable')!.message).toContain(second!.path);
    expect(report.originals).toEqual({ rehashed: 1, pointer_only: 0, not_checked: 0 });
    git(clone, ['checkout', '--', first!.path], NO_SMUDGE);
  });

  it('a corrupted object in the local LFS store is critical', async () => {
    const o = repo.originals[2]!;
    // Replaced, not written in place: git-lfs hard-links objects into a file:// remote on the same disk.
    const stored = join(repo.root, '.git', 'lfs', 'objects', lfsObjectRelativePath(o.sha256));
    await rm(stored);
    await writeFile(stored, Buffer.alloc(o.bytes));
    await writeFile(join(repo.root, o.path), formatLfsPointer({ oid: o.sha256, size: o.bytes }));
    const report = await checkArchiveHealth(repo.root);
    expect(critical(report)).toEqual(['archive.hash_mismatch']);
  });

  it('dirhub health prints the same, and exits 1 on a critical alert', () => {
    let status = 0;
    let out = '';
    try {
      out = execFileSync(process.execPath, [DIRHUB_BIN, 'health', '--repo', clone, '--fetch-originals', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (err) {
      status = (err as { status: number }).status;
      out = (err as { stdout: string }).stdout;
    }
    const report = JSON.parse(out) as HealthReport;
    expect(status).toBe(1);
    expect(critical(report)).toEqual(['archive.original_unavailable']);
  });
});
