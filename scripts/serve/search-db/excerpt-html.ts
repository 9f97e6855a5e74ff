/**
 * Highlighted titles and passages for search results, as HTML: the words matched the way the site's
 * own search matches them (the same folding and Porter stems), everything else escaped. Done here
 * rather than with FTS5's snippet(), which reads the whole of each long text: the first place a query
 * word's stem occurs is found with one native regular expression per word, and only the text around
 * it is split into words.
 */
import { excerpt, markedSegments, queryMatcher, type Segment } from '../../../site/search-index/excerpt.js';
import { parseQuery } from '../../../site/search-index/terms.js';

const EXCERPT_WORDS = 30;
/** The text read around the first match: enough for the densest window of EXCERPT_WORDS words near it. */
const BEFORE = 250;
const AFTER = 1_200;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(segments: Segment[]): string {
  return segments.map((s) => (s.mark ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('');
}

export interface Highlighter {
  title(text: string): string;
  /** The passage of the first text (in order) that holds a match; else the start of the first non-empty one. */
  passage(...texts: (string | null)[]): string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The part of `text` around its first match, with ellipses where it was cut; null when no match. */
function around(text: string, stems: RegExp[], matches: ReturnType<typeof queryMatcher>): Segment[] | null {
  let first = -1;
  for (const stem of stems) {
    const at = text.search(stem);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return null;
  const from = Math.max(0, first - BEFORE);
  const to = Math.min(text.length, first + AFTER);
  const segments = excerpt(text.slice(from, to), matches, EXCERPT_WORDS);
  if (!segments.some((s) => s.mark)) return null;
  if (from > 0 && segments[0]?.text !== '… ') segments.unshift({ text: '… ', mark: false });
  if (to < text.length && segments[segments.length - 1]?.text !== ' …') segments.push({ text: ' …', mark: false });
  return segments;
}

export function highlighter(query: string): Highlighter {
  // A trailing space: every word is matched whole, as FTS5 matched it (no prefix of the last word).
  const matches = queryMatcher(`${query} `);
  // Where a word's stem starts a word of the text: a cheap first guess, confirmed by the matcher.
  const stems = parseQuery(`${query} `).map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w.term)}`, 'iu'));
  return {
    title: (text) => html(markedSegments(text, matches)),
    passage: (...texts) => {
      const present = texts.filter((t): t is string => Boolean(t && t.trim()));
      for (const text of present) {
        const segments = around(text, stems, matches);
        if (segments) return html(segments);
      }
      return present[0] ? html(excerpt(present[0].slice(0, AFTER), matches, EXCERPT_WORDS)) : '';
    },
  };
}
