/**
 * Relevance of an upload to the collection: a score in [0, 1] with what raised it and what lowered it.
 *
 * The score starts from the model's `baseline` (a text with every feature at 0 and no rule applied)
 * and each factor's `effect` is its share of the way from there to the score, so the baseline and the
 * effects add up to the score in front of the reader. The model is logistic, so a factor's effect
 * depends on what else is present; the share is the factor's Shapley value (its mean marginal effect
 * over every order in which the factors could be added), the one split that adds up, treats factors
 * that act alike alike, and gives a factor that changes nothing 0.
 *
 * The contributor's own `relevance` level word is recorded as a factor with effect 0: it is a claim
 * about the document, and a score that a contributor can raise by saying "critical" would not be honest.
 * Likewise title, description and tags are not scored; only the document's own text, and the metadata
 * date and language, which can only lower the score.
 */
import type { RelevanceFactor, RelevanceResult, UploadMetadata } from '../../archive/records.js';
import { ARCHIVE_NEIGHBOURS, FEATURE_NAMES, measure, round, type FeatureName, type Measurement } from './features.js';
import type { RelevanceIndex } from './index.js';
import { apportion } from '../../core/apportion.js';
import { languageName } from '../../text/language-names.js';
import { DEFAULT_MODEL, linearScore, RULES, sigmoid, type RelevanceModel } from './model.js';

export interface Upload {
  title: string;
  text: string;
  metadata: UploadMetadata | null;
}

interface Contribution {
  name: string;
  /** Log-odds this factor adds. */
  logit: number;
  detail: string;
}

const LISTED_TERMS = 8;

function list<T>(items: T[], show: (x: T) => string, max = LISTED_TERMS): string {
  const head = items.slice(0, max).map(show).join(', ');
  return items.length > max ? `${head} and ${items.length - max} more` : head;
}

function featureDetail(name: FeatureName, m: Measurement): string {
  switch (name) {
    case 'key_terms': {
      const total = m.keyTermHits.reduce((s, h) => s + h.count, 0);
      if (!total) return `None of the collection's ${m.keyTermsInProfile} key terms appears in the text.`;
      const density = (100 * total) / Math.max(m.words, 1);
      return `${total} key-term occurrences in ${m.words} words (${density.toFixed(1)} per 100 words): ${list(m.keyTermHits, (h) => `${h.phrase.label} ×${h.count}`)}.`;
    }
    case 'key_term_variety':
      return `${m.keyTermHits.length} of the collection's ${m.keyTermsInProfile} key terms appear.`;
    case 'profile_entities':
      return m.entityHits.length
        ? `Names from the collection profile: ${list(m.entityHits, (h) => `${h.phrase.label} (${h.phrase.kind}) ×${h.count}`)}.`
        : 'No person, place or organization of the collection profile is named.';
    case 'profile_similarity':
      return `Vocabulary similarity to the collection description: ${m.profileSimilarity.toFixed(2)} (cosine of TF-IDF vectors).`;
    case 'collection_vocabulary':
      return m.vocabulary.length
        ? `${Math.round(100 * m.features.collection_vocabulary)}% of the content words are the collection's vocabulary (far more frequent in the profile and archive than in everyday English): ${list(m.vocabulary, (v) => `${v.term} ×${v.count}`)}.`
        : "None of the content words is the collection's vocabulary.";
    case 'archive_similarity': {
      if (!m.archiveSize)
        return 'The archive is empty: there is nothing to compare with yet, so the profile alone decides.';
      const first = m.nearest[0];
      if (!first) return `Shares no vocabulary with any of the ${m.archiveSize} archive documents.`;
      return `Mean similarity ${m.features.archive_similarity.toFixed(2)} to the ${Math.min(ARCHIVE_NEIGHBOURS, m.archiveSize)} nearest of ${m.archiveSize} archive documents; nearest: "${first.title}" (${first.similarity.toFixed(2)}).`;
    }
  }
}

function ruleContributions(index: RelevanceIndex, m: Measurement): Contribution[] {
  const out: Contribution[] = [];
  const profile = index.profile;

  if (m.words < RULES.short_text_words) {
    out.push({
      name: 'too_little_text',
      logit: RULES.short_text_max * (1 - m.words / RULES.short_text_words),
      detail: `Only ${m.words} words of text; at least ${RULES.short_text_words} are needed to judge. If the file is a scan, check that its pages were OCR'd.`,
    });
  }

  const allowed = profile.languages.map((l) => l.toLowerCase().slice(0, 2));
  if (!m.language) {
    out.push({
      name: 'language',
      logit: 0,
      detail: 'Too little text, or text too unlike any language, to tell the language.',
    });
  } else if (allowed.length && !allowed.includes(m.language.code)) {
    out.push({
      name: 'language',
      logit: RULES.language_outside_profile,
      detail: `The text is in ${languageName(m.language.code)} (${m.language.code}); the collection holds ${allowed.map((c) => `${languageName(c)} (${c})`).join(', ')}.`,
    });
  } else {
    const claimed = m.metadata?.language?.slice(0, 2);
    const note =
      claimed && claimed !== m.language.code ? ` The metadata says ${languageName(claimed)} (${claimed}).` : '';
    out.push({
      name: 'language',
      logit: 0,
      detail: `The text is in ${languageName(m.language.code)}, a language of the collection.${note}`,
    });
  }

  const date = m.metadata?.date;
  if (date) {
    const { start, end } = profile.date_range;
    const range = `${start ?? 'any date'} – ${end ?? 'today'}`;
    const outside = (start !== null && date < start) || (end !== null && date > end);
    out.push({
      name: 'date_range',
      logit: outside ? RULES.date_outside_range : 0,
      detail: outside
        ? `The document date ${date} is outside the collection's range ${range}.`
        : `The document date ${date} is inside the collection's range ${range}.`,
    });
  }

  if (m.metadata?.relevance) {
    out.push({
      name: 'contributor_relevance',
      logit: 0,
      detail: `The contributor rated it "${m.metadata.relevance}"; recorded, not scored (a claim, not evidence).`,
    });
  }
  return out;
}

/** The log-odds the fixed rules add for these measurements (what the model's weights are fitted around). */
export function ruleOffset(index: RelevanceIndex, m: Measurement): number {
  return ruleContributions(index, m).reduce((s, c) => s + c.logit, 0);
}

export function scoreRelevance(
  index: RelevanceIndex,
  upload: Upload,
  threshold: number,
  model: RelevanceModel = DEFAULT_MODEL,
): RelevanceResult {
  return scoreMeasurement(index, measure(index, upload.text, upload.metadata), threshold, model);
}

/** The score and its explanation from measurements already taken (the evaluation reuses prepared texts). */
export function scoreMeasurement(
  index: RelevanceIndex,
  m: Measurement,
  threshold: number,
  model: RelevanceModel = DEFAULT_MODEL,
): RelevanceResult {
  const learned: Contribution[] = FEATURE_NAMES.map((name) => ({
    name,
    logit: model.weights[name] * m.features[name],
    detail: featureDetail(name, m),
  }));
  const contributions = [...learned, ...ruleContributions(index, m)];
  const z = linearScore(model, m.features) + contributions.slice(learned.length).reduce((s, c) => s + c.logit, 0);
  const score = sigmoid(z);
  const start = z - contributions.reduce((sum, c) => sum + c.logit, 0);
  const baseline = round(sigmoid(start));
  const shares = apportion(
    shapleyShares(
      start,
      contributions.map((c) => c.logit),
    ),
    round(score) - baseline,
  );
  const factors: RelevanceFactor[] = contributions.map((c, i) => ({
    name: c.name,
    // `+ 0` turns a rounded −0 into 0, so that neutral factors read the same in JSON and in tests.
    effect: shares[i]! + 0,
    detail: c.detail,
  }));
  factors.sort((a, b) => b.effect - a.effect || (a.name < b.name ? -1 : 1));
  return { score: round(score), baseline, threshold, factors, nearest: m.nearest };
}

/**
 * Exact Shapley values of each log-odds term for sigmoid(start + Σ terms): the mean, over every order
 * of adding the terms, of how much the score moves when the term is added. Terms at 0 get 0 and are
 * left out of the enumeration, so the work is 2^k for k non-zero terms (k ≤ 10 here).
 */
export function shapleyShares(start: number, terms: number[]): number[] {
  const active = terms.map((t, i) => ({ t, i })).filter((x) => x.t !== 0);
  const k = active.length;
  const out = terms.map(() => 0);
  if (k > 20) throw new Error(`shapleyShares: ${k} terms is too many to enumerate`);
  const factorial = [1];
  for (let n = 1; n <= k; n++) factorial.push(factorial[n - 1]! * n);
  const value = new Float64Array(1 << k);
  for (let mask = 0; mask < 1 << k; mask++) {
    let z = start;
    for (let j = 0; j < k; j++) if (mask & (1 << j)) z += active[j]!.t;
    value[mask] = sigmoid(z);
  }
  for (let j = 0; j < k; j++) {
    let phi = 0;
    for (let mask = 0; mask < 1 << k; mask++) {
      if (mask & (1 << j)) continue;
      let size = 0;
      for (let m = mask; m; m &= m - 1) size++;
      phi += ((factorial[size]! * factorial[k - size - 1]!) / factorial[k]!) * (value[mask | (1 << j)]! - value[mask]!);
    }
    out[active[j]!.i] = phi;
  }
  return out;
}
