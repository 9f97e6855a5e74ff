/**
 * What a person types, turned into an FTS5 MATCH expression that cannot be a syntax error: every word
 * becomes its term, quoted, a "quoted phrase" stays a phrase of terms (looked for in the text columns,
 * columns.ts), and they are joined with AND. FTS5's own operators (NEAR, column filters, `^`, `*`) are
 * not offered to the public: a stray quote or colon in a query must find documents, not fail.
 */
import { termOf, words } from '../../../actions/lib/text/analyser.js';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import { phraseOfTerms } from './analysed.js';
import { inText } from './columns.js';

/** Longest query read; the rest is ignored (a search box, not a document). */
export const MAX_QUERY_CHARS = 500;
/** At most this many terms are matched; more only slow the query down. */
export const MAX_QUERY_TERMS = 32;

export interface MatchQuery {
  /** The FTS5 expression, or null when the text holds no word to look for. */
  expression: string | null;
  /** The words and phrases looked for (their terms), in the order given. */
  terms: string[];
  /** Each term as the FTS5 phrase the expression joins, in the same order. */
  phrases: string[];
  /** Each as a node of the search syntax's tree, with the words as typed (folded), for scoring. */
  nodes: QueryNode[];
}

export function toMatchQuery(text: string): MatchQuery {
  const clipped = text.slice(0, MAX_QUERY_CHARS);
  const typed: string[][] = [];
  // Split on double quotes: the odd pieces were inside quotes (phrases), the even ones are loose words.
  clipped.split('"').forEach((piece, i) => {
    const found = words(piece).filter((w) => termOf(w));
    if (!found.length) return;
    if (i % 2 === 1 && found.length > 1) typed.push(found);
    else typed.push(...found.map((w) => [w]));
  });
  const seen = new Set<string>();
  const kept = typed
    .filter((t) => {
      const key = t.map((w) => termOf(w)).join(' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_QUERY_TERMS);
  const phrases = kept.map((t) => phraseOfTerms(t.map((w) => termOf(w))));
  return {
    expression: phrases.length
      ? kept.map((t, i) => (t.length > 1 ? inText(phrases[i]!) : phrases[i]!)).join(' AND ')
      : null,
    terms: kept.map((t) => t.map((w) => termOf(w)).join(' ')),
    phrases,
    nodes: kept.map((t): QueryNode => (t.length === 1 ? { type: 'word', word: t[0]! } : { type: 'phrase', words: t })),
  };
}

/**
 * The same words joined with OR: documents holding any of them, ranked as any query is (the agent API's
 * questions in natural language, where no document holds every word).
 */
export function toAnyMatchQuery(text: string): MatchQuery {
  const all = toMatchQuery(text);
  return {
    ...all,
    expression: all.phrases.length
      ? all.nodes.map((n, i) => (n.type === 'phrase' ? inText(all.phrases[i]!) : all.phrases[i]!)).join(' OR ')
      : null,
  };
}
