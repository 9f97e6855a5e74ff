/**
 * How the measurements become a score: a logistic model whose weights were fitted on a labelled set
 * (model.json records how), plus a few fixed rules for evidence the labelled set cannot teach (a date
 * outside the collection's range, a language it does not hold, too little text to judge). Rules act on
 * the same log-odds scale as the weights, so every factor's effect is measured the same way.
 */
import modelData from './model.json' with { type: 'json' };
import { FEATURE_NAMES, type FeatureName } from './features.js';

export interface RelevanceModel {
  format: 'dirhub-relevance-model';
  version: 1;
  features: FeatureName[];
  bias: number;
  weights: Record<FeatureName, number>;
  /** How the weights were obtained; null for hand-set weights. */
  fitted: Record<string, unknown> | null;
}

export const RULES = {
  /** Log-odds taken off when the text is in a language the collection does not hold. */
  language_outside_profile: -4,
  /** Log-odds taken off when the document date (from the metadata) is outside the profile's range. */
  date_outside_range: -3,
  /** Below this many words there is too little text to judge; the penalty grows to `short_text_max` at 0 words. */
  short_text_words: 50,
  short_text_max: -4,
} as const;

export function loadModel(data: unknown = modelData): RelevanceModel {
  const m = data as RelevanceModel;
  if (m?.format !== 'dirhub-relevance-model' || m.version !== 1) throw new Error('relevance model: unknown format');
  for (const name of FEATURE_NAMES) {
    if (typeof m.weights?.[name] !== 'number') throw new Error(`relevance model: no weight for feature "${name}"`);
  }
  return m;
}

export const DEFAULT_MODEL: RelevanceModel = loadModel();

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The model's log-odds from the learned features alone. */
export function linearScore(model: RelevanceModel, features: Record<FeatureName, number>): number {
  let z = model.bias;
  for (const name of FEATURE_NAMES) z += model.weights[name] * features[name];
  return z;
}
