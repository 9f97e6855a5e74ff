/**
 * What enrichment writes into the archive: `record.enrichment` (DocumentEnrichment), the findings of each
 * agent it is made of, the text-only enrichment an analysis carries with the findings a record keeps
 * from it (TextFindings), and the maintainers' corrections in
 * `archive/overrides.json`. Types and their vocabularies only, so that the record, the agents and the site read one definition.
 */
import type { CrossReferenceType, EntityRole, EntityType, PartyKind } from '../core/vocab.js';
import type { FiledCorrection } from './corrections.js';

export const DATE_PRECISIONS = ['day', 'month', 'year'] as const;

export type DatePrecision = (typeof DATE_PRECISIONS)[number];

export interface FoundDate {
  /** YYYY-MM-DD, YYYY-MM or YYYY, as precise as the text. */
  date: string;
  precision: DatePrecision;
  page: number;
  /** The words read as the date. */
  text: string;
  /**
   * `filed`: a date the document bears (a court's filing stamp, "Filed:", "Dated:", a date alone on its
   * line); `mentioned`: a date its text speaks of.
   */
  kind: 'filed' | 'mentioned';
  /** The sentence that holds a mentioned date (up to 240 characters, cut between words with "…"); empty for `filed`. */
  context: string;
}

export const PII_KINDS = [
  'ssn',
  'date_of_birth',
  'phone',
  'email',
  'street_address',
  'account_number',
  'card_number',
] as const;

export type PiiKind = (typeof PII_KINDS)[number];

export interface PiiFinding {
  kind: PiiKind;
  page: number;
  /** Character offset in the page text. */
  offset: number;
  /** The value with all but its last characters masked. */
  masked: string;
  /** Why it was flagged. */
  reason: string;
}

/** A role an entity has in one document, with where the document says so. */
export interface EntityRoleFinding {
  role: EntityRole;
  /** A party's kinds, as its caption or appearance gives them ("Plaintiff-Appellant": plaintiff, appellant). */
  kinds?: PartyKind[];
  /** The parties counsel appears for, by their display names in the document. */
  for?: string[];
  /** The page that says so first. */
  page: number;
}

export interface DocumentEntity {
  name: string;
  type: EntityType;
  /** Mentions in the text (every surface form counted), at least 1. */
  count: number;
  pages: number[];
  aliases: string[];
  /** What the entity is in this document (absent when the document gives it no role). */
  roles?: EntityRoleFinding[];
}

export interface SummarySentence {
  text: string;
  page: number;
  score: number;
}

export interface Classification {
  value: string;
  /** Posterior probability of the chosen category, 0–1 (tempered: see classify.ts). */
  confidence: number;
  source: 'contributor' | 'maintainer' | 'classifier';
  /** The three most probable categories with their probabilities. */
  ranking: { category: string; probability: number }[];
}

export interface Keyphrase {
  phrase: string;
  score: number;
  count: number;
}

export interface CrossReference {
  type: CrossReferenceType;
  document_id: string;
  /** 0–1. */
  score: number;
  /** What links them: the case number and page, the shared names, the shared terms. */
  evidence: string[];
}

export interface Overrides {
  entities: {
    /** Every name in `names` becomes `into` (which keeps them as aliases). */
    merge: { type: EntityType; into: string; names: string[] }[];
    aliases: { type: EntityType; name: string; aliases: string[] }[];
    /** A false entity; with `document_id` only in that document. */
    remove: { type: EntityType; name: string; document_id?: string }[];
  };
  /** document_id → category. */
  categories: Record<string, string>;
  /** document_id → the maintainer's review. */
  verification: Record<string, { level: number; reviewed_by: string; reviewed_on: string; note?: string }>;
  /** The correction files of `archive/corrections/`, applied after the entries above, in file order. */
  corrections: FiledCorrection[];
}

export type CheckOutcome = 'pass' | 'fail' | 'not_applicable';

export interface VerificationCheck {
  name: 'integrity' | 'text' | 'metadata_date' | 'metadata_title' | 'case_number' | 'source';
  outcome: CheckOutcome;
  detail: string;
}

export interface Verification {
  level: number;
  name: string;
  checks: VerificationCheck[];
  review: Overrides['verification'][string] | null;
}

export const IMAGE_CATEGORIES = ['scan', 'location', 'evidence', 'photo', 'figure'] as const;

export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export interface ImageFacts {
  /** `p<page>-<n>` for embedded images, `original` for an uploaded image. */
  id: string;
  page: number;
  width: number;
  height: number;
  /** Share of the page the image covers (1 for an uploaded image). */
  coverage: number;
  /** 16 hex digits. */
  dhash: string;
  exif: Record<string, string | number> | null;
}

/**
 * What the per-document agents (analysis, summarization, tagging) find in a document's text alone, with
 * the key of what they read. The analysis of an upload finds it; the record keeps it until `dirhub enrich`
 * takes it into `enrichment` instead of reading the text again, which it does only while the key is
 * current (same page texts, enrichment version, known names and profile).
 */
export interface TextFindings {
  /** The enrichment version that found them. */
  version: number;
  /** sha256 of what they read: the page texts (and which were OCR'd), the version, the known names and the profile. */
  input_key: string;
  /** Entities as extracted, before the maintainers' overrides. */
  extracted_entities: DocumentEntity[];
  dates: FoundDate[];
  document_date: FoundDate | null;
  pii: PiiFinding[];
  summary: { text: string; sentences: SummarySentence[] };
  keyphrases: Keyphrase[];
}

export interface TextEnrichment {
  summary: string;
  category: { value: string; confidence: number };
  entities: { name: string; type: EntityType; count: number; pages: number[]; aliases: string[] }[];
  dates: { date: string; precision: DatePrecision; page: number; text: string }[];
  tags: string[];
  pii: PiiFinding[];
  /** The findings this enrichment is drawn from, whole and keyed: what the archive record keeps. */
  findings: TextFindings;
}

/** What `record.enrichment` holds once the agents ran. */
export interface DocumentEnrichment {
  version: number;
  /** sha256 of what the per-document agents read (texts, metadata, known names, version). */
  input_key: string;
  /** Entities as extracted, before overrides (so that a changed override re-applies without re-reading). */
  extracted_entities: DocumentEntity[];
  entities: DocumentEntity[];
  dates: FoundDate[];
  /** The date the document bears (filing stamp, letter date); the record's `date` is the contributor's. */
  document_date: FoundDate | null;
  pii: PiiFinding[];
  summary: { text: string; sentences: SummarySentence[] };
  category: Classification;
  keyphrases: Keyphrase[];
  tags: string[];
  cross_references: CrossReference[];
  verification: Verification;
  images: (ImageFacts & { category: ImageCategory })[];
}
