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
  /** Names of the people, places and organizations the document names. */
  entities: string[];
  tags: string[];
}

export interface IndexChange {
  /** Documents to add or replace. */
  upsert: IndexedDocument[];
  /** Document ids to drop. */
  remove: string[];
  /** The archive commit the index reflects once the change is applied. */
  commit: string;
}
