/**
 * A name or a case number as the index compares it: its words (the analyser's), folded (case and
 * accents), one space apart. `Ada Okafor` is `ada okafor`, `1:19-CV-0042` is `1 19 cv 0042`; a value
 * typed in a query matches when its words stand together in the name, whole: `okafor` finds `ada okafor`,
 * `ok` does not.
 */
import { foldWord, wordMatches } from '../../../actions/lib/text/analyser.js';

export function nameWords(text: string): string {
  return [...wordMatches(text)].map((m) => foldWord(m[0])).join(' ');
}

/**
 * A LIKE pattern for `' ' || words || ' '` that holds the value's words together and whole. Words are
 * letters, marks and digits only, so they hold no LIKE wildcard.
 */
export function wordsPattern(value: string): string {
  return `% ${nameWords(value)} %`;
}
