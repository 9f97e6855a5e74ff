/** Vocabularies are `as const` arrays: the type and the order come from one place. */

export const PIPELINE_STAGES = ['discovery', 'validation', 'processing', 'storage', 'indexing', 'publication'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The contributor's own claim of importance; recorded, shown, never trusted as the score. */
export const RELEVANCE_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RelevanceLevel = (typeof RELEVANCE_LEVELS)[number];

export const SOURCE_TYPES = ['court', 'government', 'media'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** Default category vocabulary; a collection may extend it in dirhub.config.json. */
export const DEFAULT_CATEGORIES = [
  'legal',
  'financial',
  'investigation',
  'government',
  'correspondence',
  'media',
  'other',
] as const;

/**
 * Upload lifecycle. The spec shows submitted → analysed → accepted | rejected; we add `invalid`
 * (failed validation, never scored) and `needs_review` (the change touches more than uploads/,
 * so a maintainer decides).
 */
export const UPLOAD_STATES = ['submitted', 'analysed', 'accepted', 'rejected', 'invalid', 'needs_review'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** What `dirhub analyze` reports: the decision for one file. */
export const ANALYSIS_STATUSES = ['accepted', 'rejected', 'invalid'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const ENTITY_TYPES = ['person', 'location', 'organization'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** What an entity is in a court record: who decides, who is a party, who appears for whom, who testifies. */
export const ENTITY_ROLES = ['judge', 'party', 'counsel', 'court', 'agency', 'witness'] as const;
export type EntityRole = (typeof ENTITY_ROLES)[number];

/** A party's place in its case, as captions write it ("Plaintiff-Appellant" is a plaintiff and an appellant). */
export const PARTY_KINDS = [
  'plaintiff',
  'defendant',
  'appellant',
  'appellee',
  'petitioner',
  'respondent',
  'debtor',
  'creditor',
  'movant',
  'intervenor',
  'claimant',
  'amicus',
] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

export const CROSS_REFERENCE_TYPES = ['cites', 'cited_by', 'related', 'similar'] as const;
export type CrossReferenceType = (typeof CROSS_REFERENCE_TYPES)[number];

export const ENTITY_RELATIONSHIP_TYPES = ['connected_to', 'mentioned_with'] as const;
export type EntityRelationshipType = (typeof ENTITY_RELATIONSHIP_TYPES)[number];

export const ALERT_CLASSES = ['critical', 'warning', 'info'] as const;
export type AlertClass = (typeof ALERT_CLASSES)[number];

export const PIPELINE_VERSION = '0.1.0';
