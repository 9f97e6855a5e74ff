/**
 * Finds a query's words and phrases in a text, the way the index matched them: the same terms
 * (terms.ts), the words and phrases the query asks for (query-language.ts; not those it excludes), a
 * `prefix*` as any word that begins with it, and the last word typed, while it is being typed, also so.
 * A phrase is one hit, its words marked together, never one by one.
 */
import { foldWord, termOf, wordMatches, wordSpans, type WordSpan } from './terms.js';
import { parseQuery, type QueryNode } from './query-language.js';
import { MIN_PREFIX_LENGTH } from './terms.js';

/**
 * Whether one word is a hit on its own or as part of a phrase (what a page image marks word by word);
 * `phrases` and `words` say more, for marking text: the phrases' terms, and the words that are hits alone.
 */
export interface Matcher {
  (span: WordSpan, text: string): boolean;
  phrases?: readonly (readonly string[])[];
  words?: (span: WordSpan, text: string) => boolean;
  /**
   * The letters a hit's word can begin with (folded), when the matcher knows them: a word beginning
   * otherwise is no hit, and its term need not be found. A term begins with its word's folded first
   * letter (folding and stemming change a word's end, never its start).
   */
  firsts?: ReadonlySet<string>;
}

/** The words and phrases a query looks for (not those under a minus), and its prefixes. */
export interface WantedTerms {
  terms: Set<string>;
  prefixes: string[];
  phrases: string[][];
}

/** The words the query asks for, whatever the field they are asked in (a title's words are words of the text too). */
export function wantedTerms(tree: QueryNode | null, typing: QueryNode | null = null): WantedTerms {
  const out: WantedTerms = { terms: new Set(), prefixes: [], phrases: [] };
  const words = (ws: string[]) => {
    const ts = ws.map((w) => termOf(w)).filter(Boolean);
    if (ts.length === 1) out.terms.add(ts[0]!);
    else if (ts.length > 1) out.phrases.push(ts);
  };
  const walk = (n: QueryNode) => {
    if (n.type === 'word') {
      words([n.word]);
      if (n.prefix || n === typing) out.prefixes.push(foldWord(n.word));
    } else if (n.type === 'phrase') words(n.words);
    else if (n.type === 'field' && (n.field === 'title' || n.field === 'tag' || n.field === 'case'))
      words([...wordMatches(n.value)].map((m) => m[0]));
    else if (n.type === 'and' || n.type === 'or') n.nodes.forEach(walk);
  };
  if (tree) walk(tree);
  return out;
}

/**
 * The word a person is still typing: the query's last, when the query ends in it (no space, quote or
 * parenthesis after it), it is a plain word (not excluded, not a field) and has MIN_PREFIX_LENGTH letters.
 */
export function typingWord(query: string, tree: QueryNode | null): QueryNode | null {
  const last = [...wordMatches(query)].at(-1);
  if (!tree || !last || last.index + last[0].length !== query.length) return null;
  let n: QueryNode = tree;
  while (n.type === 'and' || n.type === 'or') n = n.nodes[n.nodes.length - 1]!;
  return n.type === 'word' && !n.prefix && foldWord(n.word).length >= MIN_PREFIX_LENGTH ? n : null;
}

export function queryMatcher(query: string): Matcher {
  const { tree } = parseQuery(query);
  const { terms, prefixes, phrases } = wantedTerms(tree, typingWord(query, tree));
  const words = (span: WordSpan, text: string) =>
    terms.has(span.term) ||
    prefixes.some((p) => span.term.startsWith(p) || foldWord(text.slice(span.start, span.end)).startsWith(p));
  const inPhrase = new Set(phrases.flat());
  const matcher: Matcher = (span, text) => words(span, text) || inPhrase.has(span.term);
  matcher.phrases = phrases;
  matcher.words = words;
  matcher.firsts = new Set([...terms, ...inPhrase, ...prefixes].map((t) => t[0]!));
  return matcher;
}

/**
 * `text` cut into its words, as `wordSpans` cuts it, with the term of only those words `matches` may take
 * for hits (Matcher `firsts`); the others' term is ''. A search result's excerpt reads some 200 words a
 * hit, of which a few begin as the query's words do.
 */
function spansFor(text: string, matches: Matcher): WordSpan[] {
  const firsts = matches.firsts;
  if (!firsts) return [...wordSpans(text)];
  const out: WordSpan[] = [];
  for (const m of wordMatches(text)) {
    const word = m[0];
    const code = word.charCodeAt(0);
    // An ASCII letter folds to its lower case; any other first letter is folded with its word.
    const first = code < 0x80 ? String.fromCharCode(code >= 0x41 && code <= 0x5a ? code + 0x20 : code) : null;
    out.push({
      start: m.index,
      end: m.index + word.length,
      term: first === null || firsts.has(first) ? termOf(word) : '',
    });
  }
  return out;
}

/** The hits among `spans`: runs of span indexes, first and last inclusive, in order, none overlapping. */
export function hitRuns(spans: readonly WordSpan[], text: string, matches: Matcher): [number, number][] {
  const alone = matches.words ?? matches;
  const phrases = matches.phrases ?? [];
  const runs: [number, number][] = [];
  for (let i = 0; i < spans.length; i++) {
    const phrase = phrases.find((p) => p.every((t, k) => spans[i + k]?.term === t));
    if (phrase) {
      runs.push([i, i + phrase.length - 1]);
      i += phrase.length - 1;
    } else if (alone(spans[i]!, text)) runs.push([i, i]);
  }
  return runs;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** Words around the densest spot of matches, as text and marked segments; ellipses where cut. */
export function excerpt(text: string, matches: Matcher, words = 30): Segment[] {
  return excerptOfSpans(text, spansFor(text, matches), matches, words);
}

/** `excerpt` of a text already cut into its words (`wordSpans`), for cutting several from one text. */
export function excerptOfSpans(text: string, spans: readonly WordSpan[], matches: Matcher, words = 30): Segment[] {
  if (!spans.length) return [];
  const runs = hitRuns(spans, text, matches);
  const hit = spans.map(() => false);
  for (const [a, b] of runs) for (let i = a; i <= b; i++) hit[i] = true;
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
    spans,
    runs.filter(([a, b]) => a >= start && b < end),
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
  const spans = spansFor(text, matches);
  return segments(text, spans, hitRuns(spans, text, matches), 0, text.length);
}

/** `text` from `from` to `to` as runs of plain text and the hits (`hitRuns` of `spans`), each one mark. */
function segments(
  text: string,
  spans: readonly WordSpan[],
  runs: [number, number][],
  from: number,
  to: number,
): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [a, b] of runs) {
    const { start } = spans[a]!;
    const { end } = spans[b]!;
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (to > at) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

/** The pages (numbered from 1) that hold hits, with how many each, in page order. */
export function hitsPerPage(pages: readonly string[], matches: Matcher): { page: number; hits: number }[] {
  const out: { page: number; hits: number }[] = [];
  pages.forEach((text, i) => {
    const hits = hitRuns(spansFor(text, matches), text, matches).length;
    if (hits) out.push({ page: i + 1, hits });
  });
  return out;
}
