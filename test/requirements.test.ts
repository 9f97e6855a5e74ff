/**
 * The gate at the start of `npm test` (test/helpers/requirements.ts): what a clone with nothing beside it
 * skips and says it skipped, and what a run that requires everything refuses to skip. It never keys on
 * `CI`, which GitHub Actions sets in every job of an archive's own workflows.
 */
import { describe, expect, it } from 'vitest';
import { decideGate, declaredSuites, missingHere, requiresAll, REQUIRE_ALL_VARIABLE } from './helpers/requirements.js';

const suites = declaredSuites();
const nothingBeside = (tool: (t: string) => boolean = () => true) =>
  missingHere(suites, { corpus: false, corpusAt: '/nowhere/corpus', tool });

describe('the test run’s gate', () => {
  it('finds the suites that need the corpus, Git LFS or Chromium, by how the test files declare them', () => {
    expect(suites.corpus.length).toBeGreaterThan(5);
    expect(suites.tools['git-lfs'].map((s) => s.file)).toEqual(
      expect.arrayContaining([
        'test/archive/backup-restore.test.ts',
        'test/archive/storage-contract.test.ts',
        'test/archive/storage-migrate.test.ts',
        'test/demo/demo.test.ts',
        'test/github/day.test.ts',
        'test/intake/local-flow.test.ts',
      ]),
    );
    expect(suites.tools.chromium.map((s) => s.file)).toEqual(
      expect.arrayContaining(['test/site/browser.test.ts', 'test/site/accessibility.test.ts']),
    );
  });

  it('lets a clone with no corpus beside it run, CI or not, with one line naming what did not run', () => {
    for (const env of [{}, { CI: 'true' }, { CI: 'true', GITHUB_ACTIONS: 'true' }]) {
      const gate = decideGate(nothingBeside(), requiresAll(env));
      expect(gate).toMatchObject({ ok: true });
      if (!gate.ok) continue;
      expect(gate.lines).toHaveLength(1);
      expect(gate.lines[0]).toMatch(/^not run without the corpus of real documents \(not at \/nowhere\/corpus; .*\): /);
      expect(gate.lines[0]).toContain('test/analyze/corpus.test.ts');
    }
  });

  it('skips what needs a missing tool with one line naming the tool and the suites', () => {
    const gate = decideGate(
      nothingBeside((t) => t !== 'git-lfs'),
      false,
    );
    expect(gate.ok).toBe(true);
    if (!gate.ok) return;
    const line = gate.lines.find((l) => l.startsWith('not run without git-lfs'))!;
    expect(line).toMatch(
      /^not run without git-lfs \(not installed; apt-get install git-lfs.*\): .*test\/github\/day\.test\.ts/,
    );
    expect(gate.lines).toHaveLength(2);
  });

  it(`refuses to go on without the corpus or a tool when ${REQUIRE_ALL_VARIABLE}=1, as .ci/run sets it`, () => {
    const env = { [REQUIRE_ALL_VARIABLE]: '1' };
    const noCorpus = decideGate(nothingBeside(), requiresAll(env));
    expect(noCorpus).toMatchObject({ ok: false });
    if (!noCorpus.ok) expect(noCorpus.message).toContain('the corpus of real documents');
    const noLfs = decideGate(
      missingHere(suites, { corpus: true, corpusAt: '/c', tool: (t) => t !== 'git-lfs' }),
      requiresAll(env),
    );
    expect(noLfs).toMatchObject({ ok: false });
    if (!noLfs.ok) expect(noLfs.message).toMatch(/git-lfs \(not installed/);
    expect(decideGate(missingHere(suites, { corpus: true, corpusAt: '/c', tool: () => true }), true)).toEqual({
      ok: true,
      lines: [],
    });
  });
});
