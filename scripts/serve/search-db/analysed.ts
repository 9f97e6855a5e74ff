/**
 * What the server's FTS5 index is given of a document: not its text but the analyser's terms of it
 * (actions/lib/text/analyser.ts), one space apart, which FTS5's `ascii` tokenizer cuts back into the very
 * same terms. So the server and the site's index count the same terms in the same documents, and rank
 * them alike (actions/lib/text/ranking.ts); FTS5's own Porter stemmer, which stems otherwise (words with
 * digits, long words), is not used.
 */
import { FIELD_WEIGHTS, fieldTerms } from '../../../actions/lib/text/ranking.js';

/** The index's tokenizer: terms are runs of anything but ASCII punctuation and spaces, left as they are. */
export const TOKENIZE = 'ascii';

/**
 * Put between two pages: a token no query term can be (it is no letter or digit), so that a phrase is not
 * found across a page break, as the site's index checks phrases page by page.
 */
export const PAGE_BREAK = '\u00b6';

/** What is indexed and ranked of a document. */
export interface AnalysedFields {
  title: string;
  summary: string;
  /** The pages as search reads them: without their furniture. */
  pages: readonly string[];
  /** The names the document names, ` · ` between them. */
  entities: string;
  /** Its tags, ` · ` between them. */
  tags: string;
}

/** The FTS5 values, in the index's column order (columns.ts): each field's terms, one space apart. */
export function analysedColumns(fields: AnalysedFields): string[] {
  const terms = (text: string) => fieldTerms(text).join(' ');
  return [
    terms(fields.title),
    terms(fields.summary),
    fields.pages.map(terms).join(` ${PAGE_BREAK} `),
    terms(fields.entities),
    terms(fields.tags),
  ];
}

/** The document's length as the ranking counts it: each field's terms times its weight. */
export function rankLength(fields: AnalysedFields): number {
  let text = 0;
  for (const page of fields.pages) text += fieldTerms(page).length;
  return (
    FIELD_WEIGHTS.title * fieldTerms(fields.title).length +
    FIELD_WEIGHTS.summary * fieldTerms(fields.summary).length +
    FIELD_WEIGHTS.text * text +
    FIELD_WEIGHTS.names * fieldTerms(fields.entities).length +
    FIELD_WEIGHTS.tags * fieldTerms(fields.tags).length
  );
}

/** The FTS5 phrase of terms (quoted, quotes doubled). */
export function phraseOfTerms(terms: readonly string[]): string {
  return `"${terms.join(' ').replace(/"/g, '""')}"`;
}
