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
  return (span, text) =>
    terms.has(span.term) ||
    prefixes.some((p) => span.term.startsWith(p) || foldWord(text.slice(span.start, span.end)).startsWith(p));
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** Words around the densest spot of matches, as text and marked segments; ellipses where cut. */
export function excerpt(text: string, matches: Matcher, words = 30): Segment[] {
  return excerptOfSpans(text, [...wordSpans(text)], matches, words);
}

/** `excerpt` of a text already cut into its words (`wordSpans`), for cutting several from one text. */
export function excerptOfSpans(text: string, spans: readonly WordSpan[], matches: Matcher, words = 30): Segment[] {
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
    start = Math.max(
      0,
      Math.min(firstHit, spans.length - words, firstHit - Math.floor((words - (lastHit - firstHit + 1)) / 2)),
    );
  }
  const end = Math.min(spans.length, start + words);
  const window = segments(
    text,
    spans.slice(start, end),
    hit.slice(start, end),
    spans[start]!.start,
    spans[end - 1]!.end,
  );
  return [
    ...(start > 0 ? [{ text: '… ', mark: false }] : []),
    ...window.map((seg) => (seg.mark ? seg : { text: seg.text.replace(/\s+/g, ' '), mark: false })),
    ...(end < spans.length ? [{ text: ' …', mark: false }] : []),
  ];
}

/** All of `text` as plain and marked segments: the matching words marked (the document page's highlight). */
export function markedSegments(text: string, matches: Matcher): Segment[] {
  const spans = [...wordSpans(text)];
  return segments(
    text,
    spans,
    spans.map((s) => matches(s, text)),
    0,
    text.length,
  );
}

/** `text` from `from` to `to` as runs of plain text and the words of `spans` that `hit` marks. */
function segments(text: string, spans: WordSpan[], hit: boolean[], from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let at = from;
  spans.forEach((s, i) => {
    if (!hit[i]) return;
    if (s.start > at) out.push({ text: text.slice(at, s.start), mark: false });
    out.push({ text: text.slice(s.start, s.end), mark: true });
    at = s.end;
  });
  if (to > at) out.push({ text: text.slice(at, to), mark: false });
  return out;
}
