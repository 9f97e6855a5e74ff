/**
 * Words the engine ran together: in tight print it misses the space between two short words and reads
 * "itsays" or "fromthe". Such a token is split when it is no English word at all and both halves are
 * common ones, by the SUBTLEX-US word counts (51 million words of subtitles, already a dependency).
 * Only lower-case tokens are split: a capitalised one may be a name ("Goodwin" is not "Good win").
 */
import { englishWordCounts } from '../../core/english-word-counts.js';

/**
 * Each half must occur at least this often in the 51 million words: the short everyday words that run
 * together ("it", "was", "from", "the"), not the parts of compounds a subtitle list lacks ("time line",
 * "end points", "back end" have a half under 14,000).
 */
const COMMON = 15_000;
/** Shorter tokens are left alone: "ina" or "ofa" are as likely misreads as missing spaces. */
const MIN_LENGTH = 5;

/**
 * The two words a run-together token stands for, each keeping the punctuation on its side
 * ("fromthe," → ["from", "the,"]), or null when the token is a word or no split is convincing.
 */
export function splitRunTogether(token: string): [string, string] | null {
  const match = /^(\P{L}*)(\p{Ll}+)(\P{L}*)$/u.exec(token);
  if (!match) return null;
  const before = match[1] ?? '';
  const letters = match[2] ?? '';
  const after = match[3] ?? '';
  if (letters.length < MIN_LENGTH) return null;
  const known = englishWordCounts();
  if (known.has(letters)) return null;
  let best: { at: number; score: number } | null = null;
  for (let at = 2; at <= letters.length - 2; at++) {
    const score = Math.min(known.get(letters.slice(0, at)) ?? 0, known.get(letters.slice(at)) ?? 0);
    if (score >= COMMON && (!best || score > best.score)) best = { at, score };
  }
  if (!best) return null;
  return [before + letters.slice(0, best.at), letters.slice(best.at) + after];
}

/** `text` with every run-together token split by a space (line breaks and other spacing kept). */
export function splitRunTogetherText(text: string): string {
  return text.replace(/\S+/g, (token) => splitRunTogether(token)?.join(' ') ?? token);
}

interface BoxedWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * The words with each run-together one split in two; the box is divided in proportion to the letters
 * on each side, which is how a proportional font sets them, near enough to find either word on the page.
 */
export function splitRunTogetherWords<W extends BoxedWord>(words: readonly W[]): W[] {
  return words.flatMap((word) => {
    const split = splitRunTogether(word.text);
    if (!split) return [word];
    const { x0, y0, x1, y1 } = word.bbox;
    const cut = Math.round(x0 + ((x1 - x0) * split[0].length) / word.text.length);
    return [
      { ...word, text: split[0], bbox: { x0, y0, x1: cut, y1 } },
      { ...word, text: split[1], bbox: { x0: cut, y0, x1, y1 } },
    ];
  });
}
