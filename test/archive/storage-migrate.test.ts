/**
 * `dirhub storage migrate` on a real archive whose originals are plain git objects, with a history that
 * holds them twice over (the upload, then the archived copy): the plan changes nothing, the migration
 * makes one commit that turns the originals at HEAD into LFS pointers, history is left alone, and the
 * rewrite the plan prints, run as printed, takes the old blobs out with the figures it announced.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArchiveHealth } from '../../actions/lib/archive/health.js';
import { GITATTRIBUTES_FILE, LFS_ATTRIBUTES } from '../../actions/lib/archive/storage/attributes.js';
import { BACKENDS } from '../../actions/lib/archive/storage/index.js';
import { locateOriginal } from '../../actions/lib/archive/storage/locate.js';
import {
  gatherStorageFacts,
  performMigration,
  planMigration,
  type MigrationPlan,
} from '../../actions/lib/archive/storage/migrate.js';
import { parseLfsPointer } from '../../actions/lib/archive/storage/pointer.js';
import { fileSha256 } from '../../actions/lib/core/hash.js';
import { DIRHUB_BIN, itWithTool } from '../helpers/paths.js';
import { archiveRepo, git, writeDocument, type ArchiveRepo } from './storage-fixture.js';

let repo: ArchiveRepo;

beforeAll(async () => {
  repo = await archiveRepo(BACKENDS['plain-git'], 2, 'dirhub-migrate-');
  // A document that came the usual way: uploaded, then moved into the archive (the same blob twice).
  const doc = await writeDocument(repo.root, 77, 20_000);
  const upload = join(repo.root, 'uploads', 'order.pdf');
  await mkdir(dirname(upload), { recursive: true });
  await rename(join(repo.root, doc.path), upload);
  git(repo.root, ['add', '-A', 'uploads']);
  git(repo.root, ['commit', '-q', '-m', 'Upload an order']);
  await rename(upload, join(repo.root, doc.path));
  git(repo.root, ['add', '-A']);
  git(repo.root, ['commit', '-q', '-m', 'Archive the order']);
  repo.originals.push(doc);
});
afterAll(() => repo.cleanup());

function storageCli(...args: string[]): { status: number; out: string } {
  try {
    return {
      status: 0,
      out: execFileSync(process.execPath, [DIRHUB_BIN, 'storage', ...args, '--repo', repo.root], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    };
  } catch (err) {
    return { status: (err as { status: number }).status, out: (err as { stdout: string }).stdout };
  }
}

describe('dirhub storage migrate', () => {
  let plan: MigrationPlan;

  it('reports the originals as plain git objects, at HEAD and in history', async () => {
    const facts = await gatherStorageFacts(repo.root);
    expect(facts.backend).toBe('plain-git');
    expect(facts.at_head.map((b) => b.pointer)).toEqual([null, null, null]);
    expect(facts.history.plain_blobs).toBe(3);
    expect(facts.history.plain_bytes).toBe(repo.originals.reduce((n, o) => n + o.bytes, 0));
    expect(facts.history.paths.some((p) => p.startsWith('uploads/'))).toBe(true);
    const status = storageCli('status', '--json');
    expect(status.status).toBe(0);
    expect(JSON.parse(status.out)).toMatchObject({ backend: 'plain-git', history: { plain_blobs: 3 } });
  });

  itWithTool('git-lfs', 'a dry run prints the plan and changes nothing', async () => {
    const head = git(repo.root, ['rev-parse', 'HEAD']);
    const { status, out } = storageCli('migrate', '--dry-run', '--json');
    expect(status).toBe(0);
    plan = (JSON.parse(out) as { plan: MigrationPlan }).plan;
    expect(plan.action).toBe('migrate');
    expect(plan.attributes).toEqual([...LFS_ATTRIBUTES]);
    expect(plan.move.map((m) => m.path).sort()).toEqual(repo.originals.map((o) => o.path).sort());
    expect(plan.figures.head_plain_bytes).toEqual({
      before: repo.originals.reduce((n, o) => n + o.bytes, 0),
      after: 0,
    });
    expect(plan.rewrite.commands[0]).toBe(
      'git lfs migrate import --everything --include="archive/documents/**/*.pdf,uploads/*.pdf"',
    );
    expect(git(repo.root, ['rev-parse', 'HEAD'])).toBe(head);
    expect(git(repo.root, ['status', '--porcelain'])).toBe('');
  });

  itWithTool('git-lfs', 'refuses while the work tree has changes', async () => {
    await writeFile(join(repo.root, 'notes.txt'), 'draft');
    const refused = planMigration(await gatherStorageFacts(repo.root));
    expect(refused.action).toBe('refused');
    expect(refused.problems.map((p) => p.code)).toEqual(['storage.dirty_work_tree']);
    expect(storageCli('migrate').status).toBe(1);
    execFileSync('rm', [join(repo.root, 'notes.txt')]);
  });

  itWithTool(
    'git-lfs',
    'moves the originals at HEAD to LFS in one commit, history untouched, content unchanged',
    async () => {
      const before = git(repo.root, ['rev-parse', 'HEAD']).trim();
      const result = await performMigration(repo.root, planMigration(await gatherStorageFacts(repo.root)));
      expect(git(repo.root, ['rev-parse', 'HEAD~1']).trim()).toBe(before);
      expect(git(repo.root, ['log', '-1', '--format=%s'])).toBe("Store the archive's originals in Git LFS (3 moved)\n");
      for (const o of repo.originals) {
        expect(parseLfsPointer(Buffer.from(git(repo.root, ['cat-file', 'blob', `HEAD:${o.path}`]), 'latin1'))).toEqual({
          oid: o.sha256,
          size: o.bytes,
        });
        expect(await fileSha256(join(repo.root, o.path))).toBe(o.sha256);
        expect(await locateOriginal(repo.root, o.path)).toMatchObject({ state: 'present' });
      }
      expect(await readFile(join(repo.root, GITATTRIBUTES_FILE), 'utf8')).toContain(LFS_ATTRIBUTES[0]);
      expect(result.after.backend).toBe('git-lfs');
      expect(result.after.history.plain_bytes).toBe(plan.figures.history_plain_bytes.after_commit);
      expect(result.after.lfs_store_bytes).toBe(repo.originals.reduce((n, o) => n + o.bytes, 0));
      expect(git(repo.root, ['status', '--porcelain'])).toBe('');
      const health = await checkArchiveHealth(repo.root);
      expect(health.alerts.filter((a) => a.class !== 'info')).toEqual([]);
      expect(health.originals.rehashed).toBe(3);
      // Run again: nothing left to move, the rewrite still on offer.
      const again = planMigration(await gatherStorageFacts(repo.root));
      expect(again.action).toBe('nothing_to_do');
      expect(again.rewrite.needed).toBe(true);
    },
  );

  itWithTool(
    'git-lfs',
    'the rewrite it prints, run as printed, takes the old blobs out of history with the figures it announced',
    async () => {
      const now = planMigration(await gatherStorageFacts(repo.root));
      for (const command of now.rewrite.commands)
        execFileSync('sh', ['-c', command], { cwd: repo.root, stdio: 'pipe' });
      const after = await gatherStorageFacts(repo.root);
      expect(after.history).toMatchObject({ plain_blobs: 0, plain_bytes: 0 });
      // The originals (seeded noise, which does not compress) left git's objects: at most the announced size
      // remains (git gc packs the rest tighter still), and at least their bytes went.
      expect(after.repository_bytes).toBeLessThanOrEqual(now.figures.repository_bytes.after_rewrite);
      expect(now.figures.repository_bytes.before - after.repository_bytes).toBeGreaterThan(
        now.figures.history_plain_bytes.before,
      );
      // Uploads stay plain files for the pull-request checks; the archive's originals stay in LFS.
      const attributes = await readFile(join(repo.root, GITATTRIBUTES_FILE), 'utf8');
      expect(attributes).not.toContain('uploads/');
      expect(attributes).toContain(LFS_ATTRIBUTES[0]);
      expect(git(repo.root, ['status', '--porcelain'])).toBe('');
      expect(git(repo.remote.path, ['rev-parse', 'main'])).toBe(git(repo.root, ['rev-parse', 'main']));
      const health = await checkArchiveHealth(repo.root);
      expect(health.originals.rehashed).toBe(3);
      expect(health.alerts.filter((a) => a.class === 'critical')).toEqual([]);
    },
  );
});
