/** What the search index holds of a document, and a change to the documents it holds. */
export interface IndexedDocument {
  document_id: string;
  title: string;
  /** YYYY-MM-DD (or YYYY-MM, YYYY, or empty when unknown). */
  date: string;
  source: string;
  category: string | null;
  verification_level: number;
  summary: string | null;
  /** The full text, every page. */
  content: string;
  /**
   * The pages as search reads them, without their page furniture (running headers, page numbers: what the
   * site's index leaves out too); absent: `content` is searched as one page.
   */
  pages?: string[];
  /**
   * True when `pages` are the pages as extracted, their furniture still in: the index writer takes it out
   * (actions/lib/enrichment/searchable-pages.ts), in the thread that writes an index file, so that a long
   * document's furniture (tens of milliseconds at 40 pages) is not found on the thread that answers.
   */
  pagesWithFurniture?: boolean;
  /** Names of the people, places and organizations the document names. */
  entities: string[];
  /**
   * The names it is searched by: each name with its entity's aliases (site/read-model/search-names.ts);
   * absent: `entities`.
   */
  names?: string[];
  tags: string[];
  /** The record's case number, for `case:` (absent or null: none). */
  case_number?: string | null;
  /** The names again, each with its kind, for `person:`, `place:` and `organization:` (absent: no kinds known). */
  named?: { name: string; kind: NameKind }[];
}

export type NameKind = 'person' | 'place' | 'organization';

export interface IndexChange {
  /** Documents to add or replace. */
  upsert: IndexedDocument[];
  /** Document ids to drop. */
  remove: string[];
  /** The archive commit the index reflects once the change is applied. */
  commit: string;
}
