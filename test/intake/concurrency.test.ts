/**
 * Two intakes on one repository, and git failing under them. A slow git (every call delayed) widens the
 * window in which two runs would interleave their merges and resets on the same main; an `index.lock`
 * left by another git process makes git refuse to touch the index.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimpleGit } from 'simple-git';
import { sha256 } from '../../actions/lib/core/hash.js';
import { INTAKE_LOCK_FILE, runIntake } from '../../actions/lib/intake/run.js';
import { readDecisionLog } from '../../actions/lib/archive/decisions-log.js';
import { addBranch, branches, createRepo, headOf, metadataJson, snapshot, textAnalyzer } from './git-fixture.js';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const REAL_GIT = '/usr/bin/git';

/** A `git` first on PATH that waits before every call, as on a loaded machine or a network disk. */
async function slowGitOnPath(delaySeconds: number): Promise<{ restore: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'dirhub-slow-git-'));
  await writeFile(join(dir, 'git'), `#!/bin/sh\nsleep ${delaySeconds}\nexec ${REAL_GIT} "$@"\n`);
  await chmod(join(dir, 'git'), 0o755);
  const before = process.env.PATH;
  process.env.PATH = `${dir}:${before ?? ''}`;
  return {
    restore: async () => {
      process.env.PATH = before;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('intakes on one repository', () => {
  let root: string;
  let git: SimpleGit;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ root, git, cleanup } = await createRepo());
  });
  afterEach(async () => {
    await cleanup();
  });

  const intake = (extra: Partial<Parameters<typeof runIntake>[0]> = {}) =>
    runIntake({ root, analyzer: textAnalyzer, now: () => NOW, ...extra });

  it('run one after another when started together on a slow git: every merge kept, every decision in its own commit', async () => {
    const names = ['a', 'b', 'c', 'd'];
    for (const n of names)
      await addBranch(git, root, `upload/${n}`, {
        [`uploads/${n}.pdf`]: `ORDER ${n} of the court.`,
        [`uploads/${n}.json`]: metadataJson(`Order ${n} of the court`),
      });
    const slow = await slowGitOnPath(0.05);
    let first, second;
    try {
      [first, second] = await Promise.all([
        intake({ branches: ['upload/a', 'upload/b'] }),
        intake({ branches: ['upload/c', 'upload/d'] }),
      ]);
    } finally {
      await slow.restore();
    }
    for (const run of [first, second]) {
      expect(run.refused).toBeNull();
      expect(run.outcomes.map((o) => [o.plan?.action, o.changed, o.problem])).toEqual([
        ['merge', true, null],
        ['merge', true, null],
      ]);
    }
    const merged = (await git.raw(['branch', '--merged', 'main']))
      .split('\n')
      .map((b) => b.replace(/^[* ]+/, ''))
      .filter(Boolean);
    expect(merged.sort()).toEqual(await branches(git));
    const log = await readDecisionLog(root);
    expect(log.entries.map((e) => e.file.sha256).sort()).toEqual(
      names.map((n) => sha256(`ORDER ${n} of the court.`)).sort(),
    );
    // main is a straight line of merge + archive commit pairs, and each archive commit adds exactly the
    // decision of the upload its merge brought in: nothing undone, nothing in another branch's commit.
    const firstParents = (await git.raw(['rev-list', '--first-parent', '--reverse', 'main']))
      .trim()
      .split('\n')
      .slice(1);
    expect(firstParents).toHaveLength(8);
    for (let i = 0; i < firstParents.length; i += 2) {
      const merged = (await git.raw(['log', '-1', '--format=%s', firstParents[i]!])).trim();
      const name = /upload\/(\w)/.exec(merged)?.[1];
      expect(name, merged).toBeDefined();
      const added = (
        await git.raw(['show', '--format=', '--unified=0', firstParents[i + 1]!, '--', 'archive/decisions'])
      )
        .split('\n')
        .filter((l) => l.startsWith('+{'));
      expect(added).toHaveLength(1);
      expect(JSON.parse(added[0]!.slice(1)).file.sha256).toBe(sha256(`ORDER ${name} of the court.`));
    }
  }, 120_000);

  it('a second intake waits for the lock and gives up with a clear problem, changing nothing', async () => {
    await addBranch(git, root, 'upload/a', {
      'uploads/a.pdf': 'ORDER a of the court.',
      'uploads/a.json': metadataJson('Order a of the court'),
    });
    // A run that holds the repository: its lock file, kept fresh as a live process keeps it.
    const lockPath = join(root, '.git', INTAKE_LOCK_FILE);
    const { mkdir } = await import('node:fs/promises');
    await mkdir(lockPath);
    const before = { head: await headOf(git), files: await snapshot(root) };
    const progress: string[] = [];
    const run = await intake({ lockWaitMs: 1_000, onProgress: (m) => progress.push(m) });
    expect(run.refused?.code).toBe('intake.locked');
    expect(run.refused?.message).toMatch(/^Another dirhub intake is still running on .+ after 1 s of waiting\.$/);
    expect(progress[0]).toBe('another intake is running on this repository; waiting up to 1 s for it to finish');
    expect(run.outcomes).toEqual([]);
    expect({ head: await headOf(git), files: await snapshot(root) }).toEqual(before);
    // A dry run only reads: it does not wait.
    const dry = await intake({ dryRun: true, lockWaitMs: 1_000 });
    expect(dry.refused).toBeNull();
    expect(dry.outcomes.map((o) => o.plan?.action)).toEqual(['merge']);
    await rm(lockPath, { recursive: true });
    expect((await intake()).outcomes.map((o) => [o.plan?.action, o.problem])).toEqual([['merge', null]]);
  });

  it('an index.lock left by another git process fails the branch with git’s reason; nothing is lost and the next run merges', async () => {
    const head = await addBranch(git, root, 'upload/a', {
      'uploads/a.pdf': 'ORDER a of the court.',
      'uploads/a.json': metadataJson('Order a of the court'),
    });
    const indexLock = join(root, '.git', 'index.lock');
    await writeFile(indexLock, '');
    const before = { main: await headOf(git), files: await snapshot(root) };
    const run = await intake();
    expect(run.outcomes.map((o) => o.problem?.code)).toEqual(['intake.merge_failed']);
    expect(run.outcomes[0]!.problem!.message).toBe('Merging "upload/a" into main failed: Unable to write index.');
    expect(run.outcomes[0]!.problem!.hint).toContain('remove it');
    expect({ main: await headOf(git), files: await snapshot(root) }).toEqual(before);
    expect(await headOf(git, 'upload/a')).toBe(head);
    expect((await readDecisionLog(root)).entries).toEqual([]);
    await rm(indexLock);
    const again = await intake();
    expect(again.outcomes.map((o) => [o.plan?.action, o.changed, o.problem])).toEqual([['merge', true, null]]);
    expect((await readDecisionLog(root)).entries).toHaveLength(1);
  });
});
