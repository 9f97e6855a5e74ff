/**
 * The scores of a query tree's matches on the server, added up as the site's index adds them
 * (site/search-index/tree-search.ts): a word scores `weight × idf × impact` (actions/lib/text/ranking.ts),
 * a prefix the best of its words, a phrase and a `title:` the sum of their words, an AND the sum of its
 * parts, an OR the sum of the sides a document is on; an exclusion, a date and the other fields score
 * nothing. With the same set operations (site/search-index/matches.ts) in the same order, so the same
 * doubles. `treeMatches` finds the tree's matches too, from the same lists and the rows of its fields and
 * phrases; `scoreMatches` scores matches FTS5 and SQL found (query-plan.ts), for the queries it cannot.
 */
import { foldWord, termOf, words } from '../../../actions/lib/text/analyser.js';
import { EXACT_WEIGHT, termScale } from '../../../actions/lib/text/ranking.js';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import { both, either, fromLists, without, type Matches } from '../../../site/search-index/matches.js';
import { listImpacts, type TermList } from './term-lists.js';

/** What scoring reads of the index. */
export interface ScoreSource {
  /** Rows in the index (the N of idf). */
  rows: number;
  /** One more than the highest rowid. */
  bound: number;
  /** Each row's length norm (ranking.ts `lengthNorm`), by rowid. */
  norms: Float64Array;
  /** A term's rows holding it in their text, with its weighted frequency. */
  list(term: string): TermList;
  /** The terms of the index's text beginning with `prefix` (folded), at most as many as the site reads. */
  prefixTerms(prefix: string): string[];
  /** The rows a phrase, `title:` or `tag:` leaf matches (its FTS5 expression's), ascending. */
  leafRows(node: QueryNode): Uint32Array;
  /** The rows another field or a date range holds (a SQL condition's), ascending. */
  fieldRows(node: QueryNode): Uint32Array;
}

type Scored = { docs: Uint32Array; impacts: Uint8Array; scale: number };

/** Rows that score nothing (0 adds nothing to a sum: joined with scored rows, it changes no score). */
const unscored = (docs: Uint32Array): Matches => ({ docs, scores: new Float64Array(docs.length) });

function scoredList(source: ScoreSource, term: string): Scored {
  const list = source.list(term);
  return {
    // Rowids are positive: the same numbers, read as unsigned, without a copy.
    docs: new Uint32Array(list.rowids.buffer, list.rowids.byteOffset, list.rowids.length),
    impacts: listImpacts(list, source.norms),
    scale: termScale(EXACT_WEIGHT, list.rowids.length, source.rows),
  };
}

function word(source: ScoreSource, typed: string, prefix: boolean): Matches {
  const term = termOf(typed);
  const lists = [scoredList(source, term)];
  if (prefix)
    for (const other of source.prefixTerms(foldWord(typed))) if (other !== term) lists.push(scoredList(source, other));
  return fromLists(
    lists.filter((l) => l.docs.length),
    source.bound,
  );
}

function allWords(source: ScoreSource, typed: string[]): Matches | null {
  if (!typed.length) return null;
  return typed.map((w) => word(source, w, false)).reduce(both);
}

/** The node's scored documents, or null when it scores nothing (its matches are the query's business). */
function scoreOf(source: ScoreSource, node: QueryNode): Matches | null {
  switch (node.type) {
    case 'word':
      return word(source, node.word, node.prefix === true);
    case 'phrase': {
      const scored = allWords(source, node.words);
      return scored && both(scored, unscored(source.leafRows(node)));
    }
    case 'field': {
      if (node.field !== 'title') return null;
      const scored = allWords(source, words(node.value));
      return scored && both(scored, unscored(source.leafRows(node)));
    }
    case 'and': {
      const parts = node.nodes.filter((n) => n.type !== 'not').map((n) => scoreOf(source, n));
      const scored = parts.filter((p): p is Matches => p !== null);
      return scored.length ? scored.reduce(both) : null;
    }
    case 'or': {
      const scored = node.nodes.map((n) => scoreOf(source, n)).filter((p): p is Matches => p !== null);
      return scored.length ? scored.reduce(either) : null;
    }
    default:
      return null;
  }
}

/**
 * Each of `rowids` (the query's matches, ascending) with its score: the tree's sum where the document is
 * scored, 0 where nothing it matched scores.
 */
export function scoreMatches(source: ScoreSource, tree: QueryNode, rowids: readonly number[]): Float64Array {
  const scores = new Float64Array(rowids.length);
  const scored = scoreOf(source, tree);
  if (!scored) return scores;
  for (let i = 0, j = 0; i < rowids.length; i++) {
    const rowid = rowids[i]!;
    while (j < scored.docs.length && scored.docs[j]! < rowid) j++;
    if (j < scored.docs.length && scored.docs[j] === rowid) scores[i] = scored.scores[j]!;
  }
  return scores;
}

/** A leaf FTS5 matches: its rows, scored where its words score it. */
function leafMatches(source: ScoreSource, node: QueryNode): Matches {
  const leaf = unscored(source.leafRows(node));
  const scored = scoreOf(source, node);
  // Its words' lists hold every row of the leaf; joined with the leaf rather than trusted to.
  return scored ? either(scored, leaf) : leaf;
}

/**
 * The node's matches with their scores, from the terms' lists and the fields' rows, as FTS5 and SQL would
 * match them and `scoreMatches` score them (a part that scores nothing adds 0, which changes no sum); null
 * for a part that needs every row of the index (an OR with an exclusion, a NOT with nothing beside it),
 * which the query plan answers instead.
 */
export function treeMatches(source: ScoreSource, node: QueryNode): Matches | null {
  switch (node.type) {
    case 'word':
      return word(source, node.word, node.prefix === true);
    case 'phrase':
      return leafMatches(source, node);
    case 'field':
      return node.field === 'title' || node.field === 'tag'
        ? leafMatches(source, node)
        : unscored(source.fieldRows(node));
    case 'date':
      return unscored(source.fieldRows(node));
    case 'and': {
      const positive = node.nodes.filter((n) => n.type !== 'not').map((n) => treeMatches(source, n));
      const negative = node.nodes.flatMap((n) => (n.type === 'not' ? [treeMatches(source, n.node)] : []));
      if (!positive.length || [...positive, ...negative].some((m) => m === null)) return null;
      return (negative as Matches[]).reduce(without, (positive as Matches[]).reduce(both));
    }
    case 'or': {
      const parts = node.nodes.map((n) => treeMatches(source, n));
      return parts.some((m) => m === null) ? null : (parts as Matches[]).reduce(either);
    }
    default:
      return null;
  }
}

/** The matches whose row `flags` marks (1), with their scores. */
export function onlyFlagged(matches: Matches, flags: Uint8Array): Matches {
  const docs = new Uint32Array(matches.docs.length);
  const scores = new Float64Array(docs.length);
  let k = 0;
  for (let i = 0; i < docs.length; i++)
    if (flags[matches.docs[i]!] === 1) {
      docs[k] = matches.docs[i]!;
      scores[k++] = matches.scores[i]!;
    }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}
