/**
 * Where OCR read each word of a page: the one format kept with the archive's OCR output, beside the page's
 * text (`text/0001.words.json` next to `text/0001.txt`), for the document viewer (a search hit drawn on the
 * scan) and for entities (a name's place on the page). Documented in docs/ocr.md, "Word boxes".
 *
 *   { "format": "dirhub-ocr-words/1", "page": 1, "width": 2550, "height": 3300, "dpi": 300,
 *     "language": "eng",
 *     "words": [ { "text": "Plaintiff", "box": [312, 401, 498, 447], "confidence": 93, "source": "tesseract",
 *                  "line": 3 }, … ] }
 *
 * Boxes are [left, top, right, bottom] in pixels of the page image the words were read from, whose size is
 * `width` × `height`: a viewer that shows the page at another size scales by its width ÷ `width`.
 */
import type { Problem } from '../core/problem.js';
import { problem } from '../core/problem.js';
import type { ArchiveCode } from './codes.js';

export const OCR_WORDS_FORMAT = 'dirhub-ocr-words/1';

const REREAD = 'Show the page without word boxes; reading the document again with dirhub writes them anew';

/** Which recogniser read a word: tesseract, the second recogniser (PaddleOCR), or both alike. */
export type OcrWordSource = 'tesseract' | 'paddle' | 'both';

export interface OcrWordBox {
  text: string;
  /** [left, top, right, bottom] in page-image pixels. */
  box: [number, number, number, number];
  /** How sure the recogniser that read it was, 0–100 (a whole number). */
  confidence: number;
  source: OcrWordSource;
  /** The line the word was read on, counted from 1 down the page (reading order within a line is left to right). */
  line: number;
}

export interface PageWords {
  format: typeof OCR_WORDS_FORMAT;
  /** 1-based page number. */
  page: number;
  /** Size in pixels of the page image the boxes are measured in. */
  width: number;
  height: number;
  /** Resolution of that image: a PDF page rendered at this many dots per inch (image uploads: assumed 300). */
  dpi: number;
  /** The Tesseract language the page was read in (`eng`, `fra`). */
  language: string;
  words: OcrWordBox[];
}

/** `text/0001.words.json`, beside the page's `text/0001.txt`. */
export function pageWordsName(page: number): string {
  return `text/${String(page).padStart(4, '0')}.words.json`;
}

/**
 * The words of one file, checked: a file that is not this format (a hand edit, a newer format) is a
 * problem value, never an exception, so a viewer can show the page without its boxes.
 */
export function parsePageWords(json: string): PageWords | Problem {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    return problem<ArchiveCode>('ocr_words.invalid', `The word boxes are not JSON: ${(err as Error).message}`, REREAD);
  }
  const v = value as Partial<PageWords>;
  if (v === null || typeof v !== 'object' || v.format !== OCR_WORDS_FORMAT) {
    return problem<ArchiveCode>('ocr_words.format', `The word boxes are not in the format ${OCR_WORDS_FORMAT}`, REREAD);
  }
  const number = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  const wordOk = (w: Partial<OcrWordBox>) =>
    typeof w.text === 'string' &&
    Array.isArray(w.box) &&
    w.box.length === 4 &&
    w.box.every(number) &&
    number(w.confidence) &&
    (w.source === 'tesseract' || w.source === 'paddle' || w.source === 'both') &&
    number(w.line);
  if (
    !number(v.page) ||
    !number(v.width) ||
    !number(v.height) ||
    !number(v.dpi) ||
    typeof v.language !== 'string' ||
    !Array.isArray(v.words) ||
    !v.words.every(wordOk)
  ) {
    return problem<ArchiveCode>(
      'ocr_words.invalid',
      `The word boxes of ${OCR_WORDS_FORMAT} are missing a field or hold a wrong one`,
      REREAD,
    );
  }
  return v as PageWords;
}

/** One file's content: one word a line, so that a diff of a re-read page shows the words that changed. */
export function serializePageWords(words: PageWords): string {
  const head = JSON.stringify({ ...words, words: [] }).slice(0, -3);
  if (words.words.length === 0) return `${head}[]}\n`;
  return `${head}[\n${words.words.map((w) => JSON.stringify(w)).join(',\n')}\n]}\n`;
}
