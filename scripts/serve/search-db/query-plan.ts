/**
 * A query tree (site/search-index/query-language.ts) as the server's index answers it: the part FTS5 can
 * match as one MATCH expression, and the rest as SQL conditions on the documents table. Every word and
 * phrase reaches FTS5 as a quoted string of the analyser's terms (`"term"`, `"two terms"`, `"prefix" *`,
 * analysed.ts), a phrase in the text columns (title, summary, text) as the site's index checks it, and every
 * field value as a bound SQL parameter, so nothing typed is ever FTS5 or SQL syntax.
 *
 * FTS5 cannot rank what has no positive term (`-sealed` alone, or `a OR -b`): such parts become
 * `rowid [NOT] IN (SELECT … MATCH ?)` conditions, and a query with no positive term at all is a filtered
 * list, newest first.
 */
import { foldWord, termOf, wordMatches } from '../../../actions/lib/text/analyser.js';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import { phraseOfTerms } from './analysed.js';
import { FTS_TABLE, inText } from './columns.js';
import type { Where } from './filters.js';
import { wordsPattern } from './name-words.js';

export interface QueryPlan {
  /** The FTS5 expression the matches are ranked by; null when the query has no positive term. */
  match: string | null;
  /** Conditions on `d` (the documents table) besides the match. */
  where: Where;
  /**
   * The words of a query that is nothing but words, each an FTS5 phrase: such a query may be ranked from
   * the kept lists (term-lists.ts). Null for any other query.
   */
  plainPhrases: string[] | null;
  /** The words and phrases to mark in the results (those a result holds, not those it must not). */
  highlight: string;
}

function quote(words: string | string[]): string {
  const text = typeof words === 'string' ? words : words.join(' ');
  return `"${text.replace(/"/g, '""')}"`;
}

/** Typed words as the FTS5 phrase of their terms. */
function termsPhrase(typed: readonly string[]): string {
  return phraseOfTerms(typed.map((w) => termOf(w)).filter(Boolean));
}

/**
 * A phrase or a `title:` (or `tag:`) as an FTS5 expression: the rows whose text (or title, tags) holds its
 * terms in order. What scoring reads to keep a phrase's score to the documents holding it (tree-scores.ts).
 */
export function textOf(node: QueryNode): string {
  if (node.type === 'phrase') return inText(termsPhrase(node.words));
  if (node.type === 'field' && COLUMN_OF[node.field])
    return `${COLUMN_OF[node.field]} : ${termsPhrase(words(node.value))}`;
  throw new Error(`query plan: ${node.type} is not a phrase`);
}

/** Fields matched in one column of the text index: a word or phrase within it. */
const COLUMN_OF: Partial<Record<string, string>> = {
  title: 'title',
  tag: 'tags',
};

/** The node as an FTS5 expression, or null when FTS5 cannot express it (a metadata field, a lone NOT). */
function ftsOf(node: QueryNode): string | null {
  switch (node.type) {
    case 'word':
      // A prefix finds its own term (`courts*` finds "court") and the terms beginning with it as typed.
      return node.prefix
        ? `(${termsPhrase([node.word])} OR ${quote(foldWord(node.word))} *)`
        : termsPhrase([node.word]);
    case 'phrase':
    case 'field':
      return node.type === 'field' && !COLUMN_OF[node.field] ? null : textOf(node);
    case 'or': {
      const parts = node.nodes.map(ftsOf);
      return parts.every((p) => p !== null) ? `(${parts.join(' OR ')})` : null;
    }
    case 'and': {
      const positive = node.nodes.filter((n) => n.type !== 'not').map(ftsOf);
      const negative = node.nodes.flatMap((n) => (n.type === 'not' ? [ftsOf(n.node)] : []));
      if (!positive.length || [...positive, ...negative].some((p) => p === null)) return null;
      const all = `(${positive.join(' AND ')})`;
      return negative.length ? `(${all} NOT (${negative.join(' OR ')}))` : all;
    }
    default:
      return null;
  }
}

function words(value: string): string[] {
  return [...wordMatches(value)].map((m) => m[0]);
}

const matching = (match: string): Where => ({
  sql: `d.rowid IN (SELECT rowid FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ?)`,
  params: [match],
});

/** The node as a SQL condition on `d`. */
function sqlOf(node: QueryNode): Where {
  const fts = ftsOf(node);
  if (fts) return matching(fts);
  const join = (op: string, parts: Where[]): Where => ({
    sql: `(${parts.map((p) => p.sql).join(` ${op} `)})`,
    params: parts.flatMap((p) => p.params),
  });
  switch (node.type) {
    case 'not': {
      const inner = sqlOf(node.node);
      return { sql: `NOT ${inner.sql}`, params: inner.params };
    }
    case 'and':
      return join('AND', node.nodes.map(sqlOf));
    case 'or':
      return join('OR', node.nodes.map(sqlOf));
    case 'date':
    case 'field':
      return conditionOf(node);
    default:
      throw new Error(`query plan: no SQL for ${node.type}`);
  }
}

/**
 * A field of the documents table (every field but `title:` and `tag:`, which are FTS5's) or a date range
 * as a SQL condition on `d`.
 */
export function conditionOf(node: QueryNode): Where {
  if (node.type === 'date') return dateSql(node.from, node.to);
  if (node.type === 'field' && !COLUMN_OF[node.field]) return fieldSql(node.field, node.value);
  throw new Error(`query plan: ${node.type} is not a condition on the documents`);
}

function fieldSql(field: string, value: string): Where {
  switch (field) {
    case 'category':
      // The category whole, any case, as the search page reads it.
      return { sql: 'lower(d.category) = lower(?)', params: [value] };
    case 'verification':
      return { sql: 'd.verification_level = ?', params: [Number(value)] };
    case 'case':
      return { sql: "(' ' || d.case_words || ' ') LIKE ?", params: [wordsPattern(value)] };
    case 'person':
    case 'place':
    case 'organization':
      return {
        sql: "d.rowid IN (SELECT doc FROM document_names WHERE kind = ? AND (' ' || words || ' ') LIKE ?)",
        params: [field, wordsPattern(value)],
      };
    case 'source':
      // Any part of the source's name: `court:appeals` finds "Court of Appeals, Ninth Circuit".
      return { sql: 'instr(lower(d.source), lower(?)) > 0', params: [value] };
    default:
      throw new Error(`query plan: no SQL for the field ${field}`);
  }
}

function dateSql(from: string | null, to: string | null): Where {
  const parts = ["d.date != ''"];
  const params: string[] = [];
  if (from) {
    parts.push('d.date >= ?');
    params.push(from);
  }
  if (to) {
    // A bound of 2019 or 2019-07 takes in every date within it.
    parts.push('d.date <= ?');
    params.push(`${to}\uffff`);
  }
  return { sql: `(${parts.join(' AND ')})`, params };
}

/** Fields whose value a result's text holds, and so are marked in it. */
const MARKED_FIELDS = new Set(['title', 'tag', 'case', 'person', 'place', 'organization']);

/** The words and phrases a result holds because of the query (none under a NOT). */
function positiveText(node: QueryNode): string[] {
  switch (node.type) {
    case 'word':
      return [node.word];
    case 'phrase':
      return [quote(node.words)];
    case 'field':
      return MARKED_FIELDS.has(node.field) ? [quote(words(node.value))] : [];
    case 'and':
    case 'or':
      return node.nodes.flatMap(positiveText);
    default:
      return [];
  }
}

export function planQuery(tree: QueryNode): QueryPlan {
  const parts = tree.type === 'and' ? tree.nodes : [tree];
  const positive: string[] = [];
  const negative: string[] = [];
  const conditions: Where[] = [];
  for (const part of parts) {
    const fts = part.type === 'not' ? ftsOf(part.node) : ftsOf(part);
    if (fts && part.type === 'not') negative.push(fts);
    else if (fts) positive.push(fts);
    else conditions.push(sqlOf(part));
  }
  let match: string | null = null;
  if (positive.length) {
    match = positive.join(' AND ');
    if (negative.length) match = `(${match}) NOT (${negative.join(' OR ')})`;
  } else if (negative.length) {
    const excluded = matching(negative.join(' OR '));
    conditions.push({ sql: `NOT ${excluded.sql}`, params: excluded.params });
  }
  const plain = parts.every((p) => p.type === 'word' && !p.prefix);
  return {
    match,
    where: {
      sql: conditions.length ? conditions.map((c) => c.sql).join(' AND ') : '1',
      params: conditions.flatMap((c) => c.params),
    },
    // Repeated words count again, as the site's index counts them.
    plainPhrases: plain ? parts.map((p) => termsPhrase([p.type === 'word' ? p.word : ''])) : null,
    highlight: positiveText(tree).join(' '),
  };
}
