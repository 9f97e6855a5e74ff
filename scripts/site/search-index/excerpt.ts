/**
 * Finds a query's words in a text, the way the index matched them: the same terms (terms.ts), and for
 * the last word typed, any word that begins with it.
 */
import { foldWord, parseQuery, wordSpans, type WordSpan } from './terms.js';

export type Matcher = (span: WordSpan, text: string) => boolean;

export function queryMatcher(query: string): Matcher {
  const words = parseQuery(query);
  const terms = new Set(words.map((w) => w.term));
  const prefixes = words.map((w) => w.prefix).filter((p): p is string => p !== null);
  return (span, text) => terms.has(span.term) || prefixes.some((p) => span.term.startsWith(p) || foldWord(text.slice(span.start, span.end)).startsWith(p));
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** Words around the densest spot of matches, as text and marked segments; ellipses where cut. */
export function excerpt(text: string, matches: Matcher, words = 30): Segment[] {
  const spans = [...wordSpans(text)];
  if (!spans.length) return [];
  const hit = spans.map((s) => matches(s, text));
  // The window of `words` words with the most matches; the first such window wins.
  let bestStart = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < spans.length; i++) {
    if (hit[i]) count++;
    if (i >= words && hit[i - words]) count--;
    const start = Math.max(0, i - words + 1);
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  // The window's matches centred in it, so that the first has some words of context before it.
  let start = 0;
  if (bestCount > 0) {
    const firstHit = hit.indexOf(true, bestStart);
    const lastHit = hit.lastIndexOf(true, Math.min(spans.length, bestStart + words) - 1);
    start = Math.max(0, Math.min(firstHit, spans.length - words, firstHit - Math.floor((words - (lastHit - firstHit + 1)) / 2)));
  }
  const end = Math.min(spans.length, start + words);
  const out: Segment[] = [];
  let at = spans[start]!.start;
  if (start > 0) out.push({ text: '… ', mark: false });
  for (let i = start; i < end; i++) {
    const s = spans[i]!;
    if (!hit[i]) continue;
    if (s.start > at) out.push({ text: text.slice(at, s.start).replace(/\s+/g, ' '), mark: false });
    out.push({ text: text.slice(s.start, s.end), mark: true });
    at = s.end;
  }
  const stop = spans[end - 1]!.end;
  if (stop > at) out.push({ text: text.slice(at, stop).replace(/\s+/g, ' '), mark: false });
  if (end < spans.length) out.push({ text: ' …', mark: false });
  return out;
}
