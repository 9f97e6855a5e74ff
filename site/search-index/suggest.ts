/**
 * "Did you mean": for a word that matches nothing, the index's own words one or two edits away (a letter
 * added, dropped, changed, or two side by side swapped), the closest first and, among equals, the one in
 * the most documents.
 */
import { termOf, wordMatches } from './terms.js';

/**
 * How `term` is written in `texts`: its commonest form, case and accents kept ("Okafor", not "okafor"),
 * the first seen among equals; null when no word of theirs gives it. At most `maxWords` words are read.
 */
export function commonestForm(texts: Iterable<string>, term: string, maxWords = Infinity): string | null {
  const forms = new Map<string, number>();
  let read = 0;
  // Stop reading at `maxWords` across all the texts, not only within the one being read.
  reading: for (const text of texts)
    for (const m of wordMatches(text)) {
      if (read++ >= maxWords) break reading;
      if (termOf(m[0]) === term) forms.set(m[0], (forms.get(m[0]) ?? 0) + 1);
    }
  let best: string | null = null;
  for (const [form, n] of forms) if (best === null || n > forms.get(best)!) best = form;
  return best;
}

/** Edits between `a` and `b` (optimal string alignment), or `max + 1` once it is sure to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Edits allowed for a word of this length: one up to five letters, two beyond. */
export function allowedEdits(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/** The best of `words` (each with how many documents hold it) for `typed`, or null when none is near. */
export function closestWord(typed: string, words: Iterable<{ word: string; count: number }>): string | null {
  const max = allowedEdits(typed);
  let best: { word: string; count: number; edits: number } | null = null;
  for (const { word, count } of words) {
    if (word === typed) continue;
    const edits = editDistance(typed, word, max);
    if (edits > max) continue;
    if (!best || edits < best.edits || (edits === best.edits && count > best.count)) best = { word, count, edits };
  }
  return best?.word ?? null;
}

/**
 * The first two letters of the words "did you mean" looks among for a typed term: its own, and those a
 * typo in its first two letters leaves findable without reading the whole vocabulary, where the letters
 * after them are still the word's: the two swapped ("koafor" for "okafor"), or a letter typed too many
 * ("xokafor", "oxkafor"). A letter changed or missing there would take every letter of the alphabet in
 * turn (52 more parts of the vocabulary), which the search page cannot fetch for one suggestion: the
 * neighbour keys below find those.
 */
export function suggestionPrefixes(term: string): string[] {
  if (term.length < 3) return [term.slice(0, 2)];
  const [a, b, c] = [term[0]!, term[1]!, term[2]!];
  return [...new Set([a + b, b + a, b + c, a + c])];
}

/**
 * A typo in a word's first or second letter hides it from the chunks `suggestionPrefixes` reads, and
 * probing every letter there would take dozens of chunks. So the index also keys each of its commoner
 * words by what is left of it without its first letter and without its second (a deletion
 * neighbourhood of those two places): `okafor` is also `\u0002kafor\u0002o` and `\u0003oafor\u0003k`.
 * Each such key lists one document holding the word (the newest), so that it leaves the index with the
 * word when its documents are removed, and finds nothing itself: no typed word begins with a control
 * character. A typed `ikafor` (a letter changed) and `kafor` (one missing) meet `okafor` on the first key;
 * `oxafor` and `oafor` on the second.
 */
const FIRST_LEFT_OUT = '\u0002';
const SECOND_LEFT_OUT = '\u0003';

/** Words the site's index keys for a typo in their first letters: at most this many, those in the most documents. */
export const MAX_NEIGHBOUR_WORDS = 20_000;

/** Whether a key is a word's (not a filter value's, not a neighbour key). */
export function isWordKey(key: string): boolean {
  return key.charCodeAt(0) > 3;
}

/** Whether the index keys `word` by its neighbours: four letters or more, and letters only (no case numbers). */
export function hasNeighbourKeys(word: string): boolean {
  return /^\p{L}{4,}$/u.test(word) && !/[\ud800-\udfff]/.test(word);
}

/** The keys a word is found by when its first or its second letter was mistyped. */
export function neighbourKeys(word: string): string[] {
  return [
    `${FIRST_LEFT_OUT}${word.slice(1)}${FIRST_LEFT_OUT}${word[0]}`,
    `${SECOND_LEFT_OUT}${word[0]}${word.slice(2)}${SECOND_LEFT_OUT}${word[1]}`,
  ];
}

/**
 * The beginnings of the neighbour keys that can stand for a word one edit from `term` in its first two
 * letters: one changed or missing there (one too many, or two swapped, `suggestionPrefixes` finds).
 */
export function neighbourProbes(term: string): string[] {
  if (term.length < 3 || /[\ud800-\udfff]/.test(term)) return [];
  return [
    ...new Set([
      `${FIRST_LEFT_OUT}${term.slice(1)}${FIRST_LEFT_OUT}`,
      `${FIRST_LEFT_OUT}${term}${FIRST_LEFT_OUT}`,
      `${SECOND_LEFT_OUT}${term[0]}${term.slice(2)}${SECOND_LEFT_OUT}`,
      `${SECOND_LEFT_OUT}${term}${SECOND_LEFT_OUT}`,
    ]),
  ];
}

/** The word a neighbour key stands for; null for any other key. */
export function wordOfNeighbourKey(key: string): string | null {
  const mark = key[0];
  if (mark !== FIRST_LEFT_OUT && mark !== SECOND_LEFT_OUT) return null;
  const cut = key.lastIndexOf(mark);
  if (cut < 2 || cut !== key.length - 2) return null;
  const rest = key.slice(1, cut);
  const letter = key[cut + 1]!;
  return mark === FIRST_LEFT_OUT ? letter + rest : rest[0] + letter + rest.slice(1);
}

/**
 * The same words found without neighbour keys, for an index that can look words up one by one (the
 * server's): every word a letter of `alphabet` put in, or in place of, the first or second letter of
 * `term` makes, that `hasNeighbourKeys` accepts.
 */
export function neighbourCandidates(term: string, alphabet = 'abcdefghijklmnopqrstuvwxyz'): string[] {
  if (term.length < 3) return [];
  const out = new Set<string>();
  for (const c of alphabet) {
    out.add(c + term.slice(1));
    out.add(c + term);
    out.add(term[0] + c + term.slice(2));
    out.add(term[0] + c + term.slice(1));
  }
  out.delete(term);
  return [...out].filter(hasNeighbourKeys);
}
