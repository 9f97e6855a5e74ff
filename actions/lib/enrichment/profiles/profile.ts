/**
 * What a collection brings to entity extraction: the patterns that find names in its kind of documents
 * and the roles their layout gives them. The extractor (entities.ts) does the rest the same for every
 * collection: the NLP library's people and places, the profile's known names, normalising, merging and
 * counting. A collection picks its profile by name in dirhub.config.json (`enrichment.profile`).
 */
import type { DocumentEntity } from '../../archive/enrichment.js';
import type { PageText } from '../../archive/records.js';
import type { EntityRole, EntityType, PartyKind } from '../../core/vocab.js';

export interface Mention {
  type: EntityType;
  text: string;
  /** How it was found, for the evidence and for tuning. */
  rule: string;
  /** The role the place it was found in gives it: a caption party above its label, a judge in a "Before:" line. */
  role?: { role: EntityRole; kinds?: PartyKind[] };
}

/** A role to add to an entity, keyed by its type and name. */
export interface RoleAssignment {
  type: EntityType;
  name: string;
  role: EntityRole;
  kinds?: PartyKind[];
  for?: string[];
  page: number;
}

/** One page as the patterns read it: its lines trimmed, joined by line breaks, and joined by spaces. */
export interface PageLines {
  lines: string[];
  flat: string;
  spaced: string;
}

export interface EntityProfile {
  /** The name `enrichment.profile` gives it in dirhub.config.json. */
  readonly name: string;
  /** The whole document's text (pages joined by form feeds) with what no pattern may read blanked. */
  maskDocument(text: string): string;
  /** One page's text as its lines are to be read (a caption in two columns read column by column). */
  readPage(text: string): string;
  /** The mentions this collection's patterns find on one page, raw; names.ts normalises them. */
  pageMentions(page: PageLines): Mention[];
  /** Roles the document's layout gives the entities found: judges, parties, counsel, witnesses. */
  layoutRoles(pages: PageText[], entities: DocumentEntity[]): RoleAssignment[];
}
