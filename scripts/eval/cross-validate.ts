/**
 * Honest evaluation of relevance scoring on the labelled set. Items are split into folds by group
 * (a document and its page excerpts always together). An item in fold k is scored against an archive
 * made of the relevant whole documents of the other folds only, so nothing is ever compared with
 * itself. Each item is scored at several archive sizes: empty (a new collection: the profile alone),
 * a few documents, and all other folds.
 *
 * Two figures come out:
 * - held out: the model's weights are refitted for each fold on the other folds (nested: the training
 *   items are themselves measured against archives that exclude their own fold and the test fold), so
 *   neither weights nor archive have seen the item. This is the figure to trust.
 * - shipped model: the committed weights (model.json), fitted on this whole set; in-sample for the
 *   weights, out-of-sample for the archive. Shown so that the two can be compared.
 */
import { createHash } from 'node:crypto';
import type { CollectionProfile } from '../../actions/lib/core/config.js';
import {
  FEATURE_NAMES,
  measure,
  prepareText,
  type FeatureName,
  type PreparedText,
} from '../../actions/lib/pipeline/relevance/features.js';
import {
  buildRelevanceIndex,
  documentVector,
  type DocumentVector,
  type RelevanceIndex,
} from '../../actions/lib/pipeline/relevance/index.js';
import { DEFAULT_MODEL, type RelevanceModel } from '../../actions/lib/pipeline/relevance/model.js';
import { ruleOffset, scoreMeasurement } from '../../actions/lib/pipeline/relevance/score.js';
import type { LabelledItem } from './labelled-set.js';
import { fitNonNegative, type Row } from './logistic.js';

export const FOLDS = 5;
/** Archive sizes every item is scored at; `null` means all relevant documents of the other folds. */
export const ARCHIVE_SIZES: readonly (number | null)[] = [0, 5, null];
/** L2 penalty on standardised weights: enough to keep five features from chasing a few hundred items. */
export const L2 = 1;

export interface Metrics {
  n: number;
  tp: number;
  fp: number;
  tn: number;
  fn: number;
  accuracy: number;
  precision: number;
  recall: number;
  false_accept_rate: number;
  false_reject_rate: number;
}

export interface Prediction {
  id: string;
  label: LabelledItem['label'];
  archive: string;
  archive_documents: number;
  score: number;
}

export interface SliceReport {
  archive: string;
  metrics: Metrics;
  errors: Prediction[];
}

export interface EvaluationReport {
  threshold: number;
  folds: number;
  items: {
    total: number;
    relevant: number;
    off_topic: number;
    by_source: Record<string, { relevant: number; off_topic: number }>;
  };
  held_out: SliceReport[];
  shipped_model: SliceReport[];
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const hashOf = (s: string) => createHash('sha256').update(s).digest('hex');

export function metrics(predictions: readonly Prediction[], threshold: number): Metrics {
  let tp = 0, fp = 0, tn = 0, fn = 0; // prettier-ignore
  for (const p of predictions) {
    const accepted = p.score >= threshold;
    if (p.label === 'relevant') accepted ? tp++ : fn++;
    else accepted ? fp++ : tn++;
  }
  const ratio = (a: number, b: number) => (b ? round(a / b) : 0);
  return {
    n: predictions.length,
    tp,
    fp,
    tn,
    fn,
    accuracy: ratio(tp + tn, predictions.length),
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    false_accept_rate: ratio(fp, fp + tn),
    false_reject_rate: ratio(fn, fn + tp),
  };
}

/** Stratified by label, shuffled by a hash of the group name: the same folds on every run. */
export function assignFolds(items: readonly LabelledItem[], folds: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const label of ['relevant', 'off_topic'] as const) {
    const groups = [...new Set(items.filter((i) => i.label === label).map((i) => i.group))].sort((a, b) =>
      hashOf(a) < hashOf(b) ? -1 : 1,
    );
    groups.forEach((g, i) => out.set(g, i % folds));
  }
  return out;
}

function archiveName(size: number | null): string {
  return size === 0 ? 'empty' : size === null ? 'other folds' : `${size} documents`;
}

interface Prepared {
  item: LabelledItem;
  fold: number;
  text: PreparedText;
}

export interface Evaluator {
  report(threshold: number, model?: RelevanceModel): EvaluationReport;
  /** Weights fitted on every item (each measured against archives without its own fold). */
  fit(): RelevanceModel;
}

export interface FitOptions {
  /** Features the model may weigh; the others get weight 0. */
  features: readonly FeatureName[];
  /** Weigh the classes equally (each label's rows sum to the same weight), as if relevant and off-topic uploads were equally common. */
  balanced: boolean;
}

export const DEFAULT_FIT: FitOptions = { features: FEATURE_NAMES, balanced: true };

/** The labelled items prepared once, and the archive without given folds (built on first use). */
interface Folded {
  prepared: Prepared[];
  archive(excluded: readonly number[], size: number | null): RelevanceIndex;
}

/** The archives the items are measured against: the relevant documents of the other folds, cut to a size. */
function foldedArchives(profile: CollectionProfile, prepared: readonly Prepared[]): Folded['archive'] {
  const vectors = new Map<string, DocumentVector>();
  for (const p of prepared) {
    if (p.item.label === 'relevant' && p.item.kind === 'document')
      vectors.set(p.item.id, documentVector({ document_id: p.item.id, title: p.item.id, text: p.item.text }));
  }
  const foldById = new Map(prepared.map((p) => [p.item.id, p.fold]));
  const archiveOrder = [...vectors.keys()].sort((a, b) => (hashOf(a) < hashOf(b) ? -1 : 1));

  const indexes = new Map<string, RelevanceIndex>();
  /** The archive without the given folds, cut to `size` documents (a fixed pseudo-random choice). */
  return function archive(excluded: readonly number[], size: number | null): RelevanceIndex {
    const key = `${[...excluded].sort().join(',')}|${size}`;
    let index = indexes.get(key);
    if (!index) {
      const ids = archiveOrder.filter((id) => !excluded.includes(foldById.get(id)!));
      index = buildRelevanceIndex(
        profile,
        (size === null ? ids : ids.slice(0, size)).map((id) => vectors.get(id)!),
      );
      indexes.set(key, index);
    }
    return index;
  };
}

/** The training rows: each item in the chosen folds, measured against each archive size without `excludedFolds`. */
function rows(
  folded: Folded,
  options: FitOptions,
  excludedFolds: (p: Prepared) => number[],
  inFolds: (f: number) => boolean,
): Row[] {
  const out: Row[] = [];
  for (const p of folded.prepared) {
    if (!inFolds(p.fold)) continue;
    for (const size of ARCHIVE_SIZES) {
      const index = folded.archive(excludedFolds(p), size);
      const m = measure(index, p.text, null);
      out.push({
        x: options.features.map((f) => m.features[f]),
        y: p.item.label === 'relevant' ? 1 : 0,
        offset: ruleOffset(index, m),
        weight: 1 / ARCHIVE_SIZES.length,
      });
    }
  }
  if (options.balanced) {
    const positives = out.filter((r) => r.y === 1).length;
    const negatives = out.length - positives;
    for (const r of out) r.weight *= r.y === 1 ? out.length / (2 * positives) : out.length / (2 * negatives);
  }
  return out;
}

function toModel(
  fitted: { bias: number; weights: number[] },
  fittedInfo: RelevanceModel['fitted'],
  features: readonly FeatureName[],
): RelevanceModel {
  return {
    format: 'dirhub-relevance-model',
    version: 1,
    features: [...FEATURE_NAMES],
    bias: round(fitted.bias),
    weights: Object.fromEntries(
      FEATURE_NAMES.map((f) => [f, round(fitted.weights[features.indexOf(f)] ?? 0)]),
    ) as RelevanceModel['weights'],
    fitted: fittedInfo,
  };
}

/** Every item scored against each archive size without its own fold, by the model of its fold. */
function predict(folded: Folded, model: (fold: number) => RelevanceModel, threshold: number): Prediction[] {
  const out: Prediction[] = [];
  for (const p of folded.prepared) {
    for (const size of ARCHIVE_SIZES) {
      const index = folded.archive([p.fold], size);
      const result = scoreMeasurement(index, measure(index, p.text, null), threshold, model(p.fold));
      out.push({
        id: p.item.id,
        label: p.item.label,
        archive: archiveName(size),
        archive_documents: index.documents.length,
        score: result.score,
      });
    }
  }
  return out;
}

function slices(predictions: Prediction[], threshold: number): SliceReport[] {
  return ARCHIVE_SIZES.map(archiveName).map((name) => {
    const mine = predictions.filter((p) => p.archive === name);
    const errors = mine.filter((p) => p.score >= threshold !== (p.label === 'relevant'));
    return { archive: name, metrics: metrics(mine, threshold), errors };
  });
}

/** How the items divide: in all, by label and by source. */
function itemCounts(prepared: readonly Prepared[]): EvaluationReport['items'] {
  const bySource: EvaluationReport['items']['by_source'] = {};
  for (const { item } of prepared) {
    const s = (bySource[item.source] ??= { relevant: 0, off_topic: 0 });
    s[item.label]++;
  }
  return {
    total: prepared.length,
    relevant: prepared.filter((p) => p.item.label === 'relevant').length,
    off_topic: prepared.filter((p) => p.item.label === 'off_topic').length,
    by_source: bySource,
  };
}

/** The weights fitted on every item, each measured against archives without its own fold. */
function fitAll(folded: Folded, options: FitOptions, log: (line: string) => void): RelevanceModel {
  const { prepared } = folded;
  log('fitting on all items…');
  const all = rows(
    folded,
    options,
    (p) => [p.fold],
    () => true,
  );
  const fitted = fitNonNegative(all, L2);
  return toModel(
    fitted,
    {
      method:
        'L2-regularised logistic regression, weights constrained non-negative (Newton/IRLS on standardised features, rule log-odds as a fixed offset)',
      l2: L2,
      rows: all.length,
      items: prepared.length,
      relevant: prepared.filter((p) => p.item.label === 'relevant').length,
      off_topic: prepared.filter((p) => p.item.label === 'off_topic').length,
      archive_sizes: ARCHIVE_SIZES.map(archiveName),
      features: options.features,
      balanced_classes: options.balanced,
      folds: FOLDS,
      labelled_set: 'scripts/eval/labelled-set.json',
      command: 'npm run relevance:fit',
    },
    options.features,
  );
}

export function createEvaluator(
  profile: CollectionProfile,
  items: readonly LabelledItem[],
  log: (line: string) => void = () => {},
  options: FitOptions = DEFAULT_FIT,
): Evaluator {
  const foldOf = assignFolds(items, FOLDS);
  const compiled = buildRelevanceIndex(profile, []).profile;
  log(`preparing ${items.length} texts…`);
  const prepared: Prepared[] = items.map((item) => ({
    item,
    fold: foldOf.get(item.group)!,
    text: prepareText(compiled, item.text),
  }));
  const folded: Folded = { prepared, archive: foldedArchives(profile, prepared) };

  const heldOutModels = new Map<number, RelevanceModel>();
  function heldOutModel(k: number): RelevanceModel {
    let model = heldOutModels.get(k);
    if (!model) {
      log(`fold ${k + 1}/${FOLDS}: fitting on the other folds…`);
      const training = rows(
        folded,
        options,
        (p) => [k, p.fold],
        (f) => f !== k,
      );
      model = toModel(fitNonNegative(training, L2), null, options.features);
      heldOutModels.set(k, model);
    }
    return model;
  }

  return {
    report(threshold, shipped = DEFAULT_MODEL) {
      const items = itemCounts(prepared);
      const heldOut = predict(folded, heldOutModel, threshold);
      log('scoring with the shipped model…');
      const shippedPredictions = predict(folded, () => shipped, threshold);
      return {
        threshold,
        folds: FOLDS,
        items,
        held_out: slices(heldOut, threshold),
        shipped_model: slices(shippedPredictions, threshold),
      };
    },
    fit: () => fitAll(folded, options, log),
  };
}
