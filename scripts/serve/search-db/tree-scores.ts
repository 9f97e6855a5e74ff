/**
 * The scores of a query tree's matches on the server, added up as the site's index adds them
 * (site/search-index/tree-search.ts): a word scores `weight × idf × impact` (actions/lib/text/ranking.ts),
 * a prefix the best of its words, a phrase and a `title:` the sum of their words, an AND the sum of its
 * parts, an OR the sum of the sides a document is on; an exclusion, a date and the other fields score
 * nothing. With the same set operations (site/search-index/matches.ts) in the same order, so the same
 * doubles. `treeMatches` finds the tree's matches too, from the same lists and the rows of its fields and
 * phrases; `scoreMatches` scores the matches FTS5 and SQL found (query-plan.ts) the same way, for an index
 * that keeps no lists.
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
  /** Every row of the index, ascending (what a NOT takes from). */
  allRows(): Uint32Array;
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

/**
 * A word's matches among `rows` (ascending): what `word` finds there, with the same scores, read from its
 * list by a search for each row rather than a pass over all of it. A phrase of two common words is in a
 * hundred rows of their 18,000 each at 30,000 documents.
 */
function wordAmong(source: ScoreSource, typed: string, rows: Uint32Array): Matches {
  const { docs, impacts, scale } = scoredList(source, termOf(typed));
  const found = new Uint32Array(rows.length);
  const scores = new Float64Array(rows.length);
  let k = 0;
  let from = 0;
  for (const row of rows) {
    let high = docs.length;
    while (from < high) {
      const middle = (from + high) >>> 1;
      if (docs[middle]! < row) from = middle + 1;
      else high = middle;
    }
    if (from < docs.length && docs[from] === row) {
      found[k] = row;
      scores[k++] = impacts[from]! * scale;
    }
  }
  return { docs: found.subarray(0, k), scores: scores.subarray(0, k) };
}

/** A phrase's or `title:`'s documents (its FTS5 rows), scored the sum of its words where they score it. */
function leafMatches(source: ScoreSource, node: QueryNode, typed: string[]): Matches {
  const leaf = unscored(source.leafRows(node));
  // Its words' scores are read only where the leaf is: the sums are those of their whole lists joined.
  // A leaf row a word's list lacks stays, scored what it has: the lists are not trusted to hold them all.
  const scored = typed.length ? typed.map((w) => wordAmong(source, w, leaf.docs)).reduce(both) : null;
  return scored ? either(scored, leaf) : leaf;
}

/**
 * The node's matches with their scores, as the site's index finds and scores them (tree-search.ts
 * `evaluate`): from the terms' lists, the fields' rows (unscored: they add 0, which changes no sum) and the
 * rows FTS5 finds for phrases, `title:` and `tag:`; a NOT takes from every row of the index.
 */
export function treeMatches(source: ScoreSource, node: QueryNode): Matches {
  switch (node.type) {
    case 'word':
      return word(source, node.word, node.prefix === true);
    case 'phrase':
      return leafMatches(source, node, node.words);
    case 'field':
      if (node.field === 'title') return leafMatches(source, node, words(node.value));
      return unscored(node.field === 'tag' ? source.leafRows(node) : source.fieldRows(node));
    case 'date':
      return unscored(source.fieldRows(node));
    case 'and': {
      const positive = node.nodes.filter((n) => n.type !== 'not');
      const negative = node.nodes.flatMap((n) => (n.type === 'not' ? [n.node] : []));
      const kept = positive.length
        ? positive.map((n) => treeMatches(source, n)).reduce(both)
        : unscored(source.allRows());
      return negative.map((n) => treeMatches(source, n)).reduce(without, kept);
    }
    case 'or':
      return node.nodes.map((n) => treeMatches(source, n)).reduce(either);
    case 'not':
      return without(unscored(source.allRows()), treeMatches(source, node.node));
  }
}

/**
 * Each of `rowids` (the query's matches as FTS5 and SQL found them, ascending) with its score in
 * `treeMatches`; 0 for a row it does not hold.
 */
export function scoreMatches(source: ScoreSource, tree: QueryNode, rowids: readonly number[]): Float64Array {
  const scores = new Float64Array(rowids.length);
  const scored = treeMatches(source, tree);
  for (let i = 0, j = 0; i < rowids.length; i++) {
    const rowid = rowids[i]!;
    while (j < scored.docs.length && scored.docs[j]! < rowid) j++;
    if (j < scored.docs.length && scored.docs[j] === rowid) scores[i] = scored.scores[j]!;
  }
  return scores;
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

/**
 * True when a word, a phrase or a `title:` of the tree stands outside every NOT: the query has a term to
 * rank by (`a OR -b` has; `-sealed` and `category:legal` have not, and are listed newest first).
 */
export function hasRankedTerm(node: QueryNode): boolean {
  switch (node.type) {
    case 'word':
    case 'phrase':
      return true;
    case 'field':
      return node.field === 'title';
    case 'and':
    case 'or':
      return node.nodes.some(hasRankedTerm);
    default:
      return false;
  }
}
