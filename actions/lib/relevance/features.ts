/**
 * What relevance is measured from: numbers about an upload's text against the index (profile and
 * archive), each with the evidence behind it for the explanation. No judgement here; the model weighs.
 */
import type { UploadMetadata } from '../core/records.js';
import { cosine, similarDocuments, weightVector, type RelevanceIndex } from './index.js';
import { detectLanguage, type DetectedLanguage } from './language.js';
import { matchPhrases, type Phrase } from './profile.js';
import { phraseTokens } from './text.js';
import { termVector } from './vector.js';

/** The learned features, in the order the model's weights use. */
export const FEATURE_NAMES = ['key_terms', 'key_term_variety', 'profile_entities', 'profile_similarity', 'archive_similarity'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Densities are per 100 words, over at least this many words, so that a two-line text cannot look dense. */
export const MIN_DENSITY_WORDS = 100;
/** How many nearest archive documents the archive similarity averages. */
export const ARCHIVE_NEIGHBOURS = 3;
/** How many nearest documents an explanation lists. */
export const NEAREST_LISTED = 5;

export interface Measurement {
  features: Record<FeatureName, number>;
  words: number;
  keyTermHits: { phrase: Phrase; count: number }[];
  entityHits: { phrase: Phrase; count: number }[];
  keyTermsInProfile: number;
  nearest: { document_id: string; title: string; similarity: number }[];
  archiveSize: number;
  profileSimilarity: number;
  language: DetectedLanguage | null;
  metadata: UploadMetadata | null;
}

const byCountThenLabel = (a: { phrase: Phrase; count: number }, b: { phrase: Phrase; count: number }) =>
  b.count - a.count || (a.phrase.label < b.phrase.label ? -1 : a.phrase.label > b.phrase.label ? 1 : 0);

export function measure(index: RelevanceIndex, text: string, metadata: UploadMetadata | null): Measurement {
  const tokens = phraseTokens(text);
  const hits = [...matchPhrases(index.profile, tokens).entries()].map(([phrase, count]) => ({ phrase, count }));
  const keyTermHits = hits.filter((h) => h.phrase.kind === 'key_term').sort(byCountThenLabel);
  const entityHits = hits.filter((h) => h.phrase.kind !== 'key_term').sort(byCountThenLabel);
  const keyTermOccurrences = keyTermHits.reduce((s, h) => s + h.count, 0);
  const per100 = (n: number) => (100 * n) / Math.max(tokens.length, MIN_DENSITY_WORDS);

  const vector = termVector(text);
  const query = weightVector(index, vector.terms, vector.counts);
  const profileSimilarity = cosine(query, index.profileVector);
  const similar = similarDocuments(index, query, Math.max(ARCHIVE_NEIGHBOURS, NEAREST_LISTED));
  const top = similar.slice(0, ARCHIVE_NEIGHBOURS);
  // Averaged over ARCHIVE_NEIGHBOURS even when fewer documents share a term: missing neighbours count as 0.
  const archiveSimilarity = index.documents.length ? top.reduce((s, d) => s + d.similarity, 0) / Math.min(ARCHIVE_NEIGHBOURS, index.documents.length) : 0;

  return {
    features: {
      key_terms: Math.log1p(per100(keyTermOccurrences)),
      key_term_variety: Math.log1p(keyTermHits.length),
      profile_entities: Math.log1p(entityHits.length),
      profile_similarity: profileSimilarity,
      archive_similarity: archiveSimilarity,
    },
    words: tokens.length,
    keyTermHits,
    entityHits,
    keyTermsInProfile: index.profile.phrases.filter((p) => p.kind === 'key_term').length,
    nearest: similar.slice(0, NEAREST_LISTED).map((d) => ({
      document_id: d.document.document_id,
      title: d.document.title,
      similarity: round(d.similarity),
    })),
    archiveSize: index.documents.length,
    profileSimilarity,
    language: detectLanguage(text),
    metadata,
  };
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
