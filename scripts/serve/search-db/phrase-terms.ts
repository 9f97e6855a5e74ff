/**
 * The key a phrase's kept list is stored under. Queries reach FTS5 as phrases of the analyser's terms
 * (analysed.ts), which the index's `ascii` tokenizer leaves as they are: a phrase's key is its terms,
 * one space apart (one term for a word).
 */

/** The terms of an FTS5 phrase (`"text"`, doubled quotes inside) or of plain terms, in order. */
export function phraseTerms(phrase: string): string[] {
  const text = /^".*"$/s.test(phrase) ? phrase.slice(1, -1).replace(/""/g, '"') : phrase;
  return text.split(/[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/).filter(Boolean);
}

/**
 * The key a phrase's list is kept under: its terms joined by a space. A phrase with no term at all keeps
 * its own text, which holds a double quote and so is never a term.
 */
export function phraseKey(phrase: string): string {
  return phraseTerms(phrase).join(' ') || phrase;
}
