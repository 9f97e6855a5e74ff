/**
 * `dirhub import` as real processes on real PDFs: a folder split over two shards run side by side,
 * each shard's file checked by the merge (a tampered, missing or misplaced result refuses it), then the
 * merge's batched commits, the decisions log, and a rerun that changes nothing.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SimpleGit } from 'simple-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { listRecords } from '../../actions/lib/archive/read.js';
import type { ShardResult } from '../../actions/lib/import/shard-file.js';
import { runDirhub, type DirhubRun } from '../helpers/dirhub-process.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { createRepo } from '../intake/git-fixture.js';
import { writeImportFolder, type ImportFixture } from './fixture.js';

const dirhub = (...args: string[]) => runDirhub(args);

const SHARDS = 2;
let root: string;
let git: SimpleGit;
let cleanup: () => Promise<void>;
let scratch: string;
let folder: string;
let results: string;
let fixture: ImportFixture;
let sourceCommit: string;
let shardRuns: DirhubRun[];

const head = async () => (await git.raw(['rev-parse', 'HEAD'])).trim();
const shardFile = (i: number) => join(results, `shard-${i}.json`);
const readShard = (i: number) => JSON.parse(readFileSync(shardFile(i), 'utf8')) as ShardResult;

beforeAll(async () => {
  ({ root, git, cleanup } = await createRepo());
  await writeFile(join(root, 'dirhub.config.json'), await readFile(join(PROJECT_ROOT, 'dirhub.config.json')));
  await git.raw(['add', 'dirhub.config.json']);
  await git.raw(['commit', '--quiet', '-m', 'Collection profile']);
  // The folder lives in a repository of its own (as on an import branch), so its commit is known.
  scratch = mkdtempSync(join(tmpdir(), 'dirhub-import-'));
  const source = join(scratch, 'source');
  folder = join(source, 'imports', 'batch-1');
  fixture = await writeImportFolder(folder);
  const { simpleGit } = await import('simple-git');
  const sg = simpleGit({ baseDir: source, config: ['user.name=Ada Archivist', 'user.email=ada@example.org'] });
  await sg.raw(['init', '--quiet', '--initial-branch=import']);
  await sg.raw(['add', '.']);
  await sg.raw(['commit', '--quiet', '--no-gpg-sign', '-m', 'Files to import']);
  sourceCommit = (await sg.raw(['rev-parse', 'HEAD'])).trim();
  results = join(scratch, 'results');
  // The shards run side by side, as a matrix's jobs do.
  shardRuns = await Promise.all(
    Array.from({ length: SHARDS }, (_, i) =>
      dirhub('import', folder, '--shard', `${i + 1}/${SHARDS}`, '--out', shardFile(i + 1), '--repo', root, '--json'),
    ),
  );
  for (const r of shardRuns) expect(r.code, r.stderr).toBe(0);
}, 600_000);

afterAll(async () => {
  await cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe('dirhub import: shards', () => {
  it('deals every upload to exactly one shard, by a hash of its name, and says how big each shard is', async () => {
    const shards = Array.from({ length: SHARDS }, (_, i) => i + 1);
    const names = shards.flatMap((i) => readShard(i).items.map((item) => item.file ?? item.metadata));
    expect(names.sort()).toEqual(Object.keys(fixture.expected).sort());
    for (const i of shards) expect(readShard(i).shard).toEqual({ index: i, count: SHARDS });
    // Both shards had work, so the merge below really joins two processes' results.
    for (const i of shards) expect(readShard(i).items.filter((item) => item.analysis).length).toBeGreaterThan(0);
    expect(readShard(1).source).toEqual({
      ref: 'imports/batch-1',
      commit: sourceCommit,
      submitted_by: 'Ada Archivist <ada@example.org>',
    });
    // The dry run lists the same slice without reading a single document.
    const dry = await dirhub('import', folder, '--shard', `2/${SHARDS}`, '--dry-run', '--json', '--repo', root);
    expect(dry.code).toBe(0);
    const listed = JSON.parse(dry.stdout) as { uploads: { file: string | null }[]; shards: { uploads: number }[] };
    expect(listed.uploads.map((u) => u.file)).toEqual(readShard(2).items.map((item) => item.file));
    expect(listed.shards.reduce((n, s) => n + s.uploads, 0)).toBe(
      Object.keys(fixture.expected).filter((p) => p.endsWith('.pdf')).length,
    );
  });

  it('reports its progress on stderr, one line per upload, and its summary on stdout as JSON', async () => {
    for (const [i, run] of shardRuns.entries()) {
      const items = readShard(i + 1).items.filter((item) => item.file);
      const lines = run.stderr.split('\n').filter((l) => /^\[import +\d+\.\ds\] \[\d+\/\d+\] /.test(l));
      expect(lines.map((l) => l.replace(/^.*\] \[\d+\/\d+\] ([^:]+):.*$/, '$1'))).toEqual(
        items.map((item) => item.file),
      );
      const summary = JSON.parse(run.stdout) as { shard: unknown; uploads: number; uploads_per_hour: number };
      expect(summary.shard).toEqual({ index: i + 1, count: SHARDS });
      expect(summary.uploads).toBe(items.length);
      expect(summary.uploads_per_hour).toBeGreaterThan(0);
    }
  });

  it('explains itself with --help', async () => {
    const r = await dirhub('import', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: dirhub import FOLDER');
    expect(r.stdout).toContain('--shard I/N');
    expect(r.stdout).toContain('--merge FILE');
  });

  it('refuses usage errors with exit code 2', async () => {
    const runs = await Promise.all([
      dirhub('import', folder, '--shard', '4/3', '--out', 'x.json'),
      dirhub('import', folder, '--shard', '1/3'),
      dirhub('import', join(scratch, 'nowhere')),
      dirhub('import', folder, '--merge'),
    ]);
    expect(runs.map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(runs.map((r) => r.stderr.trim().split('\n')[0])).toEqual([
      expect.stringContaining('--shard is "4/3"'),
      expect.stringContaining('--shard needs --out FILE'),
      expect.stringContaining('no such folder'),
      expect.stringContaining("--merge needs the shards' result files"),
    ]);
  });
});

describe('dirhub import --merge: what it refuses', () => {
  const tampered = (name: string, change: (r: ShardResult) => void) => {
    const path = join(scratch, 'tampered', name);
    const r = readShard(1);
    change(r);
    rmSync(join(scratch, 'tampered'), { recursive: true, force: true });
    const dir = join(scratch, 'tampered');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, JSON.stringify(r));
    for (let i = 2; i <= SHARDS; i++) copyFileSync(shardFile(i), join(dir, `shard-${i}.json`));
    return dir;
  };

  async function refusedWith(dir: string): Promise<string[]> {
    const before = await head();
    const r = await dirhub('import', folder, '--merge', dir, '--repo', root, '--json', '--quiet');
    expect(r.code, r.stderr).toBe(1);
    expect(await head()).toBe(before);
    return (JSON.parse(r.stdout) as { plan: { refused: { code: string }[] } }).plan.refused.map((p) => p.code);
  }

  it('a document whose sha256 is not the file in the folder', async () => {
    const dir = tampered('shard-1.json', (r) => {
      const item = r.items.find((i) => i.analysis)!;
      item.analysis!.file.sha256 = 'f'.repeat(64);
    });
    expect(await refusedWith(dir)).toContain('import.file_changed');
  });

  it('a file that is not a shard result, and a shard that is missing', async () => {
    const dir = tampered('shard-1.json', (r) => {
      (r.items[0] as unknown as Record<string, unknown>).accepted = true;
    });
    expect(await refusedWith(dir)).toEqual(['import.shard_invalid', 'import.shard_missing']);
  });

  it('an upload claimed by a shard it does not belong to, and left out of its own', async () => {
    const other = readShard(2).items[0]!;
    const dir = tampered('shard-1.json', (r) => r.items.push(other));
    expect(await refusedWith(dir)).toEqual(['import.item_foreign', 'import.item_twice']);
  });
});

describe('dirhub import --merge: archiving', () => {
  it('the dry run prints the plan and changes nothing', async () => {
    const before = await head();
    const r = await dirhub('import', folder, '--merge', results, '--repo', root, '--dry-run', '--json', '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const { plan } = JSON.parse(r.stdout) as { plan: { decisions: { file: string | null; state: string | null }[] } };
    const decided = Object.fromEntries(plan.decisions.map((d) => [d.file ?? 'notes/lonely.json', d.state]));
    expect(decided).toEqual(Object.fromEntries(Object.entries(fixture.expected).map(([p, s]) => [p, s])));
    expect(await head()).toBe(before);
  });

  it('decides every upload with the intake rules, in commits of --batch decisions, each logged', async () => {
    const before = await head();
    const r = await dirhub(
      'import',
      folder,
      '--merge',
      shardFile(1),
      shardFile(2),
      '--repo',
      root,
      '--batch',
      '3',
      '--json',
      '--quiet',
    );
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      commits: string[];
      plan: { decisions: { file: string | null; state: string | null; reasons: { code: string }[] }[] };
    };
    const decided = out.plan.decisions.filter((d) => d.state);
    expect(out.commits).toHaveLength(Math.ceil(decided.length / 3));
    expect((await git.raw(['rev-list', '--count', `${before}..HEAD`])).trim()).toBe(String(out.commits.length));
    const byFile = new Map(out.plan.decisions.map((d) => [d.file, d]));
    expect(byFile.get('zz-harlow-again.pdf')!.reasons.map((p) => p.code)).toContain('duplicate.exact');
    expect(byFile.get('zz-castellano-docketing-amended.pdf')!.reasons.map((p) => p.code)).toContain('duplicate.near');
    expect(byFile.get('cookies.pdf')!.reasons.map((p) => p.code)).toContain('relevance.below_threshold');

    const { items: records } = await listRecords(root);
    expect(records.map((rec) => rec.title).sort()).toEqual(
      Object.entries(fixture.expected)
        .filter(([, s]) => s === 'accepted')
        .map(([p]) => JSON.parse(readFileSync(join(folder, p.replace(/\.pdf$/, '.json')), 'utf8')).title)
        .sort(),
    );
    for (const rec of records) {
      expect(rec.provenance.submitted_via).toEqual({ kind: 'import', ref: 'imports/batch-1' });
      expect(rec.provenance.commit).toBe(sourceCommit);
      expect(rec.provenance.submitted_by).toBe('Ada Archivist <ada@example.org>');
    }
    const log = await readDecisionLog(root);
    expect(log.entries).toHaveLength(decided.length);
    expect(log.entries.map((e) => e.state).sort()).toEqual(decided.map((d) => d.state).sort());
    expect(await git.raw(['status', '--porcelain', '--', '.', ':(exclude).dirhub-cache'])).toBe('');
  });

  it('a rerun changes nothing: decided uploads are left alone, the archived copy is no new document', async () => {
    const before = await head();
    const logBefore = readdirSync(join(root, 'archive', 'decisions')).map((f) =>
      readFileSync(join(root, 'archive', 'decisions', f), 'utf8'),
    );
    const r = await dirhub('import', folder, '--merge', results, '--repo', root, '--json', '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      commits: string[];
      plan: { counts: { already_decided: number; accepted: number } };
    };
    expect(out.commits).toEqual([]);
    expect(out.plan.counts.accepted).toBe(0);
    expect(out.plan.counts.already_decided).toBe(
      Object.values(fixture.expected).filter((s) => s === 'accepted' || s === 'rejected').length,
    );
    expect(await head()).toBe(before);
    expect(
      readdirSync(join(root, 'archive', 'decisions')).map((f) =>
        readFileSync(join(root, 'archive', 'decisions', f), 'utf8'),
      ),
    ).toEqual(logBefore);
  });
});
