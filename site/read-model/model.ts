/**
 * The public read model: what a document, an entity, a timeline entry, an image and a slideshow are to
 * the public, as the site generator renders them and the live API of `dirhub serve` answers with them.
 * `loadReadModel` (load.ts) reads it from an archive; json.ts says how the API spells each part.
 */
import type { CorrectionNote } from '../../actions/lib/archive/corrections.js';
import type { Problem } from '../../actions/lib/core/problem.js';
import type { PublicRole } from './roles.js';
import type { EntityKind } from './urls.js';

export interface EntityRef {
  name: string;
  kind: EntityKind | null;
  /** Link to the entity's page when it has one. */
  url: string | null;
  /** What the entity is in this document, in words ("judge", "counsel for …"); empty when nothing is said. */
  roles: string[];
}

export interface CrossReference {
  type: string;
  document_id: string;
  title: string;
  url: string;
  score: number | null;
  /** What links the two documents (a case number, shared names…), from the enrichment. */
  evidence: string[];
}

/** Who set a document's category, and how sure the classifier was when it chose it. */
export interface CategoryAssignment {
  source: 'classifier' | 'contributor' | 'maintainer';
  /** The classifier's probability (0–1) for its choice; null when a person set the category. */
  confidence: number | null;
  /** For readers, e.g. "chosen automatically, confidence 0.82" or "as given by the contributor". */
  note: string;
}

/** One kind of personal data flagged in a document: where, never what. */
export interface PersonalDataFlag {
  kind: string;
  /** Plural for readers, e.g. "Phone numbers". */
  label: string;
  pages: number[];
  count: number;
}

/**
 * How the document viewer shows each page beside its text (docs/site.md, "The document viewer"). A PDF's
 * pages are drawn in the browser by pdf.js from the PDF itself, which the browser must be allowed to read:
 * the site's own copy always is, a copy on another host only when that host allows cross-origin reads. An
 * image upload is its own one page, shown as an image (which needs no such permission).
 */
export interface PageViewer {
  /** The PDF whose pages the browser draws; null for an image, or a PDF the site's pages may not read. */
  pdf: string | null;
  /** An uploaded image, shown as its one page. */
  image: { href: string; width: number | null; height: number | null } | null;
  /**
   * Where OCR read each word of the document's scanned pages (`paths.documentWords`, page-words.ts), which
   * the viewer draws a search hit on the scan from; null when no page was OCR'd with its word boxes kept.
   */
  words: string | null;
}

export interface PublicDocument {
  id: string;
  title: string;
  date: string;
  year: string;
  source: string;
  /** As the metadata declares it, or read from its case number, source name or address (source-type.ts). */
  source_type: string | null;
  /** True when the metadata did not declare `source_type` and it was read from the rest of the metadata. */
  source_type_inferred: boolean;
  category: string | null;
  /** Null before enrichment, or when the record's category is not the one the enrichment recorded. */
  category_assignment: CategoryAssignment | null;
  personal_data: PersonalDataFlag[];
  verification_level: number;
  summary: string | null;
  description: string | null;
  case_number: string | null;
  source_url: string | null;
  language: string | null;
  tags: string[];
  entities: EntityRef[];
  cross_references: CrossReference[];
  pages: number;
  ocr_pages: number[];
  /** Absolute paths of the per-page text files, in page order. */
  text_files: string[];
  /** Absolute paths of the word boxes of the OCR'd pages (`text/0001.words.json`), in page order. */
  word_files: string[];
  /** Site-absolute URL of the text file (`paths.documentText`) that the page, the API and search read. */
  text_url: string;
  chars: number;
  /** `out`: where the site holds its copy; null when the site links to where the originals are served. */
  file: {
    name: string;
    source: string;
    href: string;
    out: string | null;
    bytes: number;
    sha256: string;
    media_type: string;
  };
  /**
   * A scanned PDF's searchable copy (its OCR text as an invisible layer), kept beside the original;
   * published and linked as the original is. Null when the document has none.
   */
  searchable: { source: string; href: string; out: string | null; bytes: number } | null;
  accepted_at: string;
  relevance: number | null;
  url: string;
  api_url: string;
  viewer: PageViewer;
}

export interface EntityConnection {
  name: string;
  type: string;
  weight: number | null;
  url: string | null;
}

export interface PublicEntity {
  kind: EntityKind;
  slug: string;
  name: string;
  description: string | null;
  aliases: string[];
  document_ids: string[];
  connections: EntityConnection[];
  /** Its roles, document by document (judge, party with its kinds, counsel with the parties…). */
  roles: PublicRole[];
  /** The correction files that made it what it is, with their pull request, author and date. */
  corrections: CorrectionNote[];
  url: string;
}

export interface TimelineEntry {
  date: string;
  year: string;
  label: string;
  /** The date the document bears (its filing stamp, "Dated:"), not a date it mentions. */
  own: boolean;
  document_id: string | null;
  document_title: string | null;
  page: number | null;
  url: string | null;
}

export interface PublicImage {
  id: string;
  source: string;
  /** The copy's file name under `images/`; null when the site links to where the originals are served. */
  out: string | null;
  url: string;
  width: number | null;
  height: number | null;
  caption: string;
  category: string | null;
  document_id: string | null;
  document_url: string | null;
  page: number | null;
}

export interface Slideshow {
  slug: string;
  title: string;
  url: string;
  images: PublicImage[];
}

export interface Publication {
  title: string;
  description: string;
  repository: string | null;
  base: string;
  /** The public address (`https://OWNER.github.io/REPO/`), ending with the base; null when not known. */
  url: string | null;
  /** A live API (`dirhub serve`) the upload page sends documents to, without a trailing slash; null: none. */
  apiUrl: string | null;
}

export interface ReadModel {
  /** How the archive is published: its title, description, repository and path prefix. */
  publication: Publication;
  archiveDir: string;
  /** Newest first (date, then title). */
  documents: PublicDocument[];
  byId: Map<string, PublicDocument>;
  entities: Record<EntityKind, PublicEntity[]>;
  /** Whether each kind came from an enrichment registry (true) or from the documents' own entity lists. */
  entitySource: Record<EntityKind, 'registry' | 'documents' | 'none'>;
  timeline: TimelineEntry[];
  timelineSource: 'registry' | 'documents';
  images: PublicImage[];
  /** Images the registry lists without a file to show. */
  imagesWithoutFile: number;
  slideshows: Slideshow[];
  /** What could not be read, and what the site shows instead. */
  warnings: Problem[];
}
