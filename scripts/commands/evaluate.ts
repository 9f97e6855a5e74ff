/**
 * `dirhub evaluate`: how well relevance scoring separates the demo collection's documents from
 * off-topic text, on the labelled set (scripts/eval/labelled-set.json), with every item scored against
 * an archive that does not contain it.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../../actions/lib/core/config.js';
import {
  createEvaluator,
  FOLDS,
  type EvaluationReport,
  type Metrics,
  type SliceReport,
} from '../eval/cross-validate.js';
import { loadLabelledSet, missingCorpusFiles } from '../eval/labelled-set.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../corpus.js';
import { EXIT, UsageError, type Command } from '../command.js';

/** What the intake promises (issue: relevance analysis): accuracy at least, false accepts at most. */
export const TARGETS = { accuracy: 0.95, false_accept_rate: 0.02 } as const;

const usage = `Usage: dirhub evaluate [--threshold N] [--json] [--corpus DIR] [--config DIR]

Scores the labelled set (court records against State of the Union addresses, e-mails and
off-topic PDFs; see docs/relevance.md) with the collection profile, each item against an
archive that does not contain it (${FOLDS}-fold, by document), at three archive sizes: empty,
5 documents, and all documents of the other folds. Reports accuracy, precision, recall,
false-accept rate and the confusion matrix at the threshold:

  held out       the model's weights refitted without the item's fold (the honest figure)
  shipped model  the committed weights (fitted on this whole set; shown for comparison)

Options:
  --threshold N  acceptance threshold in [0, 1] (default: routing.threshold of the config, 0.70)
  --json         print the report as JSON on stdout
  --corpus DIR   the shared corpus (default: ../shared/corpus beside the project)
  --config DIR   folder holding dirhub.config.json with the profile (default: the demo profile)
  -h, --help     show this help

Progress goes to stderr. Needs the dev dependencies (@stdlib datasets).`;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function metricsLine(m: Metrics): string {
  return `accuracy ${pct(m.accuracy)}  precision ${pct(m.precision)}  recall ${pct(m.recall)}  false accepts ${pct(m.false_accept_rate)}  (tp ${m.tp}, fp ${m.fp}, tn ${m.tn}, fn ${m.fn})`;
}

function meetsTargets(m: Metrics): boolean {
  return m.accuracy >= TARGETS.accuracy && m.false_accept_rate <= TARGETS.false_accept_rate;
}

function section(title: string, slices: SliceReport[], threshold: number): string[] {
  const lines = [title];
  for (const s of slices) {
    lines.push(
      `  archive ${s.archive.padEnd(12)} ${metricsLine(s.metrics)}${meetsTargets(s.metrics) ? '' : '  ← below target'}`,
    );
  }
  const last = slices[slices.length - 1];
  if (last?.errors.length) {
    lines.push(`  misjudged with archive "${last.archive}" at ${threshold}:`);
    for (const e of last.errors)
      lines.push(`    ${e.label === 'relevant' ? 'rejected' : 'accepted'} ${e.score.toFixed(3)}  ${e.id}`);
  }
  return lines;
}

function humanReport(r: EvaluationReport): string {
  const sources = Object.entries(r.items.by_source)
    .map(([s, c]) => `${s} ${c.relevant + c.off_topic}`)
    .join(', ');
  return [
    `Labelled set: ${r.items.total} items (${r.items.relevant} relevant, ${r.items.off_topic} off-topic): ${sources}.`,
    `Threshold ${r.threshold}; targets: accuracy ≥ ${pct(TARGETS.accuracy)}, false accepts ≤ ${pct(TARGETS.false_accept_rate)}.`,
    '',
    ...section('Held out (weights refitted without the item’s fold):', r.held_out, r.threshold),
    '',
    ...section('Shipped model (committed weights, fitted on this set):', r.shipped_model, r.threshold),
  ].join('\n');
}

export const command: Command = {
  name: 'evaluate',
  summary: 'Measure relevance accuracy, precision, recall and false accepts on the labelled set',
  usage,
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        threshold: { type: 'string' },
        json: { type: 'boolean', default: false },
        corpus: { type: 'string' },
        config: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    const config = await loadConfig(values.config ? resolve(values.config) : packageRoot());
    const threshold = values.threshold === undefined ? config.routing.threshold : Number(values.threshold);
    if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
      throw new UsageError(`--threshold must be a number from 0 to 1, not "${values.threshold}".`);
    }
    const log = (line: string) => process.stderr.write(`evaluate: ${line}\n`);
    const corpus = values.corpus ? resolve(values.corpus) : DEFAULT_CORPUS;
    const missing = missingCorpusFiles(corpus);
    if (missing.length) {
      process.stderr.write(
        `dirhub evaluate: the labelled set reads ${missing.length === 1 ? 'a file' : `${missing.length} files`} from the corpus of real documents at ${corpus}, ${existsSync(corpus) ? `which lacks ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}` : 'which is not there'}.\n` +
          'Place the corpus at ../shared/corpus beside the project, set DIRHUB_CORPUS, or pass --corpus DIR.\n',
      );
      return EXIT.failure;
    }
    const items = await loadLabelledSet(corpus, log);
    const report = createEvaluator(config.collection, items, log).report(threshold);
    const targetsMet = [...report.held_out].every((s) => meetsTargets(s.metrics));
    if (values.json) {
      process.stdout.write(JSON.stringify({ ...report, targets: TARGETS, targets_met: targetsMet }, null, 2) + '\n');
    } else {
      process.stdout.write(humanReport(report) + '\n');
    }
    return EXIT.ok;
  },
};
