import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DIRHUB_BIN, HAS_CORPUS, PROJECT_ROOT, describeWithCorpus } from '../../helpers/paths.js';

function dirhub(...args: string[]) {
  return spawnSync(process.execPath, [DIRHUB_BIN, ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 300_000 });
}

describeWithCorpus('dirhub evaluate', 'dirhub evaluate on the labelled set of real documents', () => {
  it('scores the labelled set held out and prints the metrics as JSON', () => {
    const run = dirhub('evaluate', '--threshold', '0.7', '--json');
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/evaluate: loaded 233 State of the Union addresses/);
    const report = JSON.parse(run.stdout);
    expect(report.threshold).toBe(0.7);
    expect(report.folds).toBe(5);
    expect(report.items).toMatchObject({ total: 502, relevant: 130, off_topic: 372 });
    expect(report.items.by_source.sotu).toEqual({ relevant: 0, off_topic: 233 });
    for (const part of [report.held_out, report.shipped_model]) {
      expect(part.map((s: { archive: string }) => s.archive)).toEqual(['empty', '5 documents', 'other folds']);
      for (const slice of part) {
        const m = slice.metrics;
        expect(Object.keys(m)).toEqual([
          'n',
          'tp',
          'fp',
          'tn',
          'fn',
          'accuracy',
          'precision',
          'recall',
          'false_accept_rate',
          'false_reject_rate',
        ]);
        expect(m.tp + m.fp + m.tn + m.fn).toBe(502);
        expect(m.accuracy).toBeCloseTo((m.tp + m.tn) / 502, 4);
        expect(m.false_accept_rate).toBeCloseTo(m.fp / (m.fp + m.tn), 4);
        expect(slice.errors.length).toBe(m.fp + m.fn);
      }
    }
    // The promise of the intake: at least 95% accuracy and at most 2% false accepts, on held-out data.
    expect(report.targets).toEqual({ accuracy: 0.95, false_accept_rate: 0.02 });
    expect(report.targets_met).toBe(true);
  });

  it('rejects a threshold outside [0, 1] with the usage', () => {
    const run = dirhub('evaluate', '--threshold', '7');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--threshold must be a number from 0 to 1, not "7".');
    expect(run.stderr).toContain('Usage: dirhub evaluate');
  });
});

describe('dirhub evaluate without the corpus', () => {
  it('says where it looked and how to point it at the corpus, and exits 1 without a stack', () => {
    const run = dirhub('evaluate', '--corpus', '/nonexistent-corpus');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'dirhub evaluate: the labelled set reads 41 files from the corpus of real documents at /nonexistent-corpus, which is not there.\n' +
        'Place the corpus at ../shared/corpus beside the project, set DIRHUB_CORPUS, or pass --corpus DIR.\n',
    );
  });
});
