/**
 * What a person types, turned into an FTS5 MATCH expression that cannot be a syntax error: every word
 * becomes a quoted token, a "quoted phrase" stays a phrase, and the terms are joined with AND. FTS5's
 * own operators (NEAR, column filters, `^`, `*`) are not offered to the public: a stray quote or colon
 * in a query must find documents, not fail.
 */
import { words } from '../../../actions/lib/text/analyser.js';

/** Longest query read; the rest is ignored (a search box, not a document). */
export const MAX_QUERY_CHARS = 500;
/** At most this many terms are matched; more only slow the query down. */
export const MAX_QUERY_TERMS = 32;

export interface MatchQuery {
  /** The FTS5 expression, or null when the text holds no word to look for. */
  expression: string | null;
  /** The words and phrases looked for, in the order given. */
  terms: string[];
  /** Each term as the FTS5 phrase the expression joins, in the same order. */
  phrases: string[];
}

function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

export function toMatchQuery(text: string): MatchQuery {
  const clipped = text.slice(0, MAX_QUERY_CHARS);
  const terms: string[] = [];
  // Split on double quotes: the odd pieces were inside quotes (phrases), the even ones are loose words.
  clipped.split('"').forEach((piece, i) => {
    const found = words(piece);
    if (!found.length) return;
    if (i % 2 === 1 && found.length > 1) terms.push(found.join(' '));
    else terms.push(...found);
  });
  const kept = [...new Set(terms.map((t) => t.toLowerCase()))].slice(0, MAX_QUERY_TERMS);
  const phrases = kept.map(quote);
  return { expression: phrases.length ? phrases.join(' AND ') : null, terms: kept, phrases };
}

/**
 * The same words joined with OR: documents holding any of them, ranked by bm25 (the agent API's
 * questions in natural language, where no document holds every word).
 */
export function toAnyMatchQuery(text: string): MatchQuery {
  const all = toMatchQuery(text);
  return { ...all, expression: all.phrases.length ? all.phrases.join(' OR ') : null };
}
