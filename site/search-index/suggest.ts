/**
 * "Did you mean": for a word that matches nothing, the index's own words one or two edits away (a letter
 * added, dropped, changed, or two side by side swapped), the closest first and, among equals, the one in
 * the most documents.
 */

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
 * turn (52 more parts of the vocabulary), which the search page cannot fetch for one suggestion.
 */
export function suggestionPrefixes(term: string): string[] {
  if (term.length < 3) return [term.slice(0, 2)];
  const [a, b, c] = [term[0]!, term[1]!, term[2]!];
  return [...new Set([a + b, b + a, b + c, a + c])];
}
