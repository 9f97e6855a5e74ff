/**
 * What relevance is measured from: numbers about an upload's text against the index (profile and
 * archive), each with the evidence behind it for the explanation. No judgement here; the model weighs.
 */
import type { UploadMetadata } from '../../archive/records.js';
import { contentTermForms, joinHyphenatedLines, words } from '../../text/analyser.js';
import { cosine, heaviestTerms } from '../../text/vectors.js';
import { similarDocuments, weightVector, type RelevanceIndex } from './index.js';
import { background, backgroundProbability } from './background.js';
import { detectLanguage, type DetectedLanguage } from './language.js';
import { matchPhrases, type CompiledProfile, type Phrase } from './profile.js';
import { termVector, TOPIC_STEMMING, vectorText } from './vector.js';

/** The learned features, in the order the model's weights use. */
export const FEATURE_NAMES = [
  'key_terms',
  'key_term_variety',
  'profile_entities',
  'profile_similarity',
  'collection_vocabulary',
  'archive_similarity',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Densities are per 100 words, over at least this many words, so that a two-line text cannot look dense. */
export const MIN_DENSITY_WORDS = 100;
/** How many nearest archive documents the archive similarity averages. */
export const ARCHIVE_NEIGHBOURS = 3;
/**
 * A term is collection vocabulary when it is at least this many times more frequent in the collection
 * (profile + archive) than in everyday English.
 */
export const VOCABULARY_RATIO = 5;
/** Dirichlet smoothing of the collection's language model towards everyday English, in tokens. */
const SMOOTHING_TOKENS = 2000;
/** Archive similarity compares a text's most telling terms only, so long and short texts compare alike. */
export const QUERY_TERMS = 100;
/** How many nearest documents an explanation lists. */
export const NEAREST_LISTED = 5;

export interface Measurement {
  features: Record<FeatureName, number>;
  words: number;
  keyTermHits: { phrase: Phrase; count: number }[];
  entityHits: { phrase: Phrase; count: number }[];
  keyTermsInProfile: number;
  nearest: { document_id: string; title: string; similarity: number }[];
  /** The text's collection-vocabulary terms, most frequent first. */
  vocabulary: { term: string; count: number }[];
  archiveSize: number;
  profileSimilarity: number;
  language: DetectedLanguage | null;
  metadata: UploadMetadata | null;
}

const byCountThenLabel = (a: { phrase: Phrase; count: number }, b: { phrase: Phrase; count: number }) =>
  b.count - a.count || (a.phrase.label < b.phrase.label ? -1 : a.phrase.label > b.phrase.label ? 1 : 0);

/** Everything about a text that does not depend on the archive: computed once, measured against any index. */
export interface PreparedText {
  words: number;
  keyTermHits: { phrase: Phrase; count: number }[];
  entityHits: { phrase: Phrase; count: number }[];
  vector: { terms: string[]; counts: number[] };
  /** Each term of the vector as the text most often writes it (folded), for the explanation. */
  forms: Map<string, string>;
  language: DetectedLanguage | null;
}

export function prepareText(profile: CompiledProfile, text: string): PreparedText {
  const tokens = words(joinHyphenatedLines(text));
  const hits = [...matchPhrases(profile, tokens).entries()].map(([phrase, count]) => ({ phrase, count }));
  return {
    words: tokens.length,
    keyTermHits: hits.filter((h) => h.phrase.kind === 'key_term').sort(byCountThenLabel),
    entityHits: hits.filter((h) => h.phrase.kind !== 'key_term').sort(byCountThenLabel),
    vector: termVector(text),
    forms: contentTermForms(vectorText(text), TOPIC_STEMMING),
    language: detectLanguage(text),
  };
}

export function measure(
  index: RelevanceIndex,
  text: string | PreparedText,
  metadata: UploadMetadata | null,
): Measurement {
  const prepared = typeof text === 'string' ? prepareText(index.profile, text) : text;
  const { words, keyTermHits, entityHits, vector } = prepared;
  const keyTermOccurrences = keyTermHits.reduce((s, h) => s + h.count, 0);
  const per100 = (n: number) => (100 * n) / Math.max(words, MIN_DENSITY_WORDS);

  const query = weightVector(index, vector.terms, vector.counts);
  const profileSimilarity = cosine(query, index.profileVector);
  const similar = similarDocuments(
    index,
    heaviestTerms(query, QUERY_TERMS),
    Math.max(ARCHIVE_NEIGHBOURS, NEAREST_LISTED),
  );
  const vocabulary = collectionVocabulary(index, vector, prepared.forms);
  const top = similar.slice(0, ARCHIVE_NEIGHBOURS);
  // Averaged over ARCHIVE_NEIGHBOURS even when fewer documents share a term: missing neighbours count as 0.
  const archiveSimilarity = index.documents.length
    ? top.reduce((s, d) => s + d.similarity, 0) / Math.min(ARCHIVE_NEIGHBOURS, index.documents.length)
    : 0;

  return {
    features: {
      key_terms: Math.log1p(per100(keyTermOccurrences)),
      key_term_variety: Math.log1p(keyTermHits.length),
      profile_entities: Math.log1p(entityHits.length),
      profile_similarity: profileSimilarity,
      collection_vocabulary: vocabulary.share,
      archive_similarity: archiveSimilarity,
    },
    words,
    keyTermHits,
    entityHits,
    keyTermsInProfile: index.profile.phrases.filter((p) => p.kind === 'key_term').length,
    nearest: similar.slice(0, NEAREST_LISTED).map((d) => ({
      document_id: d.document.document_id,
      title: d.document.title,
      similarity: round(d.similarity),
    })),
    vocabulary: vocabulary.terms,
    archiveSize: index.documents.length,
    profileSimilarity,
    language: prepared.language,
    metadata,
  };
}

/**
 * Share of the text's content words that are collection vocabulary: far more frequent in the
 * collection's language model (profile and archive, smoothed towards everyday English) than in everyday
 * English. The archive sharpens it as it grows; an empty archive leaves the profile's own words.
 */
function collectionVocabulary(
  index: RelevanceIndex,
  vector: { terms: string[]; counts: number[] },
  forms: ReadonlyMap<string, string>,
): { share: number; terms: { term: string; count: number }[] } {
  const bg = background();
  let total = 0;
  let inVocabulary = 0;
  const terms: { term: string; count: number }[] = [];
  vector.terms.forEach((term, k) => {
    const count = vector.counts[k]!;
    total += count;
    const pBackground = backgroundProbability(bg, term);
    const pCollection =
      ((index.collectionCounts.get(term) ?? 0) + SMOOTHING_TOKENS * pBackground) /
      (index.collectionTotal + SMOOTHING_TOKENS);
    if (pCollection >= VOCABULARY_RATIO * pBackground) {
      inVocabulary += count;
      terms.push({ term: forms.get(term) ?? term, count });
    }
  });
  terms.sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1));
  return { share: total ? inVocabulary / total : 0, terms };
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
