/**
 * A phrase with a function word in it (`"the request"`, `"request of"`) is, for FTS5, a walk through the
 * positions of a term in nearly every document and nearly every sentence: 17 ms for `"the request"` at
 * 30,000 documents, where a word takes 2. So each pair of adjacent terms of a document's text (title,
 * summary, pages) with a function word in it is indexed as one token of a table of its own
 * (`documents_pairs`, FTS5 with `detail=none`: which rows hold the pair, nothing more), and a phrase of two
 * terms that is such a pair is answered by that token's rows alone, which are exactly the rows FTS5 finds
 * the phrase in. A longer phrase is still FTS5's.
 */
import { termOf } from '../../../actions/lib/text/analyser.js';
import { STOP_WORDS } from '../../../actions/lib/text/stop-words.js';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import { PAGE_BREAK } from './analysed.js';
import { FTS_COLUMNS } from './columns.js';

/** The table of the pairs. */
export const PAIRS_TABLE = 'documents_pairs';

/**
 * Joins a pair's two terms into one token: no letter or digit, so in no term, and not ASCII, so FTS5's
 * `ascii` tokenizer keeps it inside the token.
 */
const JOIN = '\u00a6';

/** The terms of the function words (the analyser's terms: `was` is `wa`), which make a pair. */
const STOP_TERMS: ReadonlySet<string> = new Set([...STOP_WORDS].map((word) => termOf(word)).filter(Boolean));

/** The token of two adjacent terms, or null when neither is a function word's (no such token is indexed). */
export function pairToken(first: string, second: string): string | null {
  if (!STOP_TERMS.has(first) && !STOP_TERMS.has(second)) return null;
  return `${first}${JOIN}${second}`;
}

/** The columns a phrase is looked for in (columns.ts TEXT_COLUMNS), by their place among the FTS5 values. */
const TEXT_PLACES = (['title', 'summary', 'content'] as const).map((column) => FTS_COLUMNS.indexOf(column));

/**
 * The pair tokens of a document, one space apart, each once: from its FTS5 values (analysed.ts: terms one
 * space apart, pages parted by PAGE_BREAK, which no pair crosses), in the columns a phrase is looked for in.
 */
export function stopPairs(values: readonly string[]): string {
  const pairs = new Set<string>();
  for (const place of TEXT_PLACES) {
    const terms = values[place]!.split(' ');
    for (let i = 1; i < terms.length; i++) {
      const first = terms[i - 1]!;
      const second = terms[i]!;
      if (!first || !second || first === PAGE_BREAK || second === PAGE_BREAK) continue;
      const token = pairToken(first, second);
      if (token) pairs.add(token);
    }
  }
  return [...pairs].join(' ');
}

/** The pair token a phrase is answered by: a phrase of two terms that make a pair; else null. */
export function phrasePair(node: QueryNode): string | null {
  if (node.type !== 'phrase') return null;
  const terms = node.words.map((word) => termOf(word)).filter(Boolean);
  return terms.length === 2 ? pairToken(terms[0]!, terms[1]!) : null;
}
