/**
 * Reading one page: the types of the OCR stage's engine, the page's preparation and its check, the second
 * reading of the stretches tesseract is unsure of, the page's language, and the text in reading order.
 * ocr.ts makes the engines and runs this over a document's pages.
 */
import { findGutters, readColumns } from './columns.js';
import { COMBINE, combineReadings, replaceWords, unsureStretches, type WordSource } from './combine.js';
import { decodeToGray, encodePgm, resizeGray, type GrayImage } from './images.js';
import { judgePageLanguage } from './page-language.js';
import type { Box, LineReading } from './paddle.js';
import {
  alternativePreparation,
  AS_IS,
  choosePreparation,
  letterCoverage,
  measurePage,
  smoothGray,
  type Preparation,
} from './prepare.js';
import { eraseRules, type RuleRuns } from './rules.js';
import { splitRunTogetherText, splitRunTogetherWords } from './run-together.js';

export interface OcrWord {
  text: string;
  /** 0–100, as reported by the engine. */
  confidence: number;
  /** Pixel box in the image that was recognised: left, top, right, bottom. */
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** The engine's line the word was read on, counted from 1 down the page. */
  line?: number;
  /** Which recogniser's reading the text is (combine.ts); tesseract's when absent. */
  source?: WordSource;
}

export interface OcrResult {
  text: string;
  /** Mean word confidence 0–100; 0 when no word was found. */
  confidence: number;
  words: OcrWord[];
}

export interface RecognizeOptions {
  /** Resolution of the image when known (rendered PDF pages); helps the engine size its text. */
  dpi?: number;
  /** The Tesseract language to read in, one of the engine's `languages`; the first of them when absent. */
  language?: string;
}

export interface OcrEngine {
  /** `image` is PNG, JPEG or binary PGM bytes. */
  recognize(image: Uint8Array, options?: RecognizeOptions): Promise<OcrResult>;
  /** The Tesseract languages it reads, the archive's main one first; `['eng']` when absent. */
  languages?: readonly string[];
  /**
   * The second recogniser (paddle.ts), reading the given boxes of a grey page as lines of text in
   * `language`; absent on an engine without one, and null for a language it does not read.
   */
  readLines?(image: GrayImage, boxes: readonly Box[], language: string): Promise<LineReading[]> | null;
  /** Ends every worker; the engine cannot be used afterwards. */
  close(): Promise<void>;
}

/** Resolution assumed for image uploads, which rarely state theirs: a typical document scan. */
export const IMAGE_DPI = 300;

export function meanConfidence(words: { confidence: number }[]): number {
  if (words.length === 0) return 0;
  const sum = words.reduce((acc, w) => acc + w.confidence, 0);
  return Math.round((sum / words.length) * 100) / 100;
}

export interface LinedWord extends OcrWord {
  line: number;
}

/**
 * The text of a page set in columns, read column by column: PSM 6 reads each line across the whole
 * page, so a line of a two-column page holds the words of both columns. The engine's lines are cut at
 * the gutters (found in the word boxes) and read column by column; null for a page of one column,
 * whose text stays the engine's own (with its spacing).
 */
export function textInColumns(words: readonly LinedWord[]): string | null {
  const pieces = words.map((word) => ({ ...word.bbox, speck: !/[\p{L}\p{N}]/u.test(word.text), word }));
  const lineOf = (piece: (typeof pieces)[number]) => piece.word.line;
  const gutters = findGutters(pieces, lineOf);
  if (gutters.length === 0) return null;
  return readColumns(pieces, gutters, lineOf)
    .map((line) => line.map((piece) => piece.word.text).join(' '))
    .join('\n');
}

/**
 * Below this mean word confidence the page is read a second time with the other preparation, and the
 * more confident reading kept. Clean scans read at 84–94; a page the first preparation failed (a dithered
 * form read as is: 54) falls well below it, so the second reading costs time only where it can pay.
 */
export const RETRY_BELOW_CONFIDENCE = 70;

/**
 * Below this share of the page's letters in or beside a word, a reading is taken to have left part of the
 * page out. Every development page but one is read covering 0.88–1.00 of its letters; the ruled table whose
 * block the engine gave up on, 0.03 as is and 0.54 smoothed.
 */
export const MIN_LETTER_COVERAGE = 0.8;

/**
 * Runs of ink taken for a table's rules, by the page's letter height: across, eight letters' height
 * (longer than any letter, shorter than a table's rules); down, four (no letter is that tall).
 */
export function ruleRuns(textHeight: number): RuleRuns {
  return { across: Math.round(8 * textHeight), down: Math.round(4 * textHeight) };
}

export interface PreparedResult extends OcrResult {
  /** The preparation whose reading was kept. */
  preparation: Preparation;
  /** Preparations read, in order (one, or two when the first reading's confidence was low). */
  tried: Preparation[];
  /** The Tesseract language the kept reading is in. */
  language: string;
  /** How many stretches of lines the second recogniser read (0: tesseract was sure, or there is none). */
  secondStretches: number;
  /**
   * Set when the page is in a language the archive has no model for: its ISO 639-1 code, or null when
   * it reads as no language at all (another script). The reading's words and text are then left out.
   */
  noModelFor?: string | null;
}

/** One reading of `image` (or `smoothed`, the same smoothed) under `preparation`, boxes in the coordinates of `image`. */
async function recognizeAs(
  engine: OcrEngine,
  image: GrayImage,
  smoothed: GrayImage,
  dpi: number,
  preparation: Preparation,
  language: string,
  textHeight: number | null = null,
): Promise<OcrResult> {
  let source = preparation.smooth ? smoothed : image;
  if (preparation.eraseRules && textHeight) source = eraseRules(source, ruleRuns(textHeight));
  const prepared = await resizeGray(source, preparation.scale);
  const options = { dpi: dpi * prepared.scale, ...(engine.languages ? { language } : {}) };
  return unscaled(await engine.recognize(encodePgm(prepared), options), prepared.scale);
}

/** `result` with its word boxes taken back from an image resized by `scale` to the original's coordinates. */
export function unscaled<T extends OcrResult>(result: T, scale: number): T {
  if (scale === 1) return result;
  const back = (v: number) => Math.round(v / scale);
  return {
    ...result,
    words: result.words.map((w) => ({
      ...w,
      bbox: { x0: back(w.bbox.x0), y0: back(w.bbox.y0), x1: back(w.bbox.x1), y1: back(w.bbox.y1) },
    })),
  };
}

/**
 * Recognises one grey page prepared the way its measures call for (`prepare.ts`): small letters enlarged,
 * others smoothed. When the engine's mean confidence is below RETRY_BELOW_CONFIDENCE, the page is read
 * again with the other preparation and the more confident reading is kept. Where the engine has a second
 * recogniser, the stretches of lines tesseract is unsure of are read by it too and the two readings
 * combined word by word (combine.ts). Words the engine ran together are then split. `prepare: false` reads
 * the page as it is, with tesseract alone, unsplit (the benchmark's comparison).
 *
 * `archiveLanguages` (the profile's ISO 639-1 codes) has the page's language judged from its reading
 * (page-language.ts): a page in another of the engine's languages is read again in it, and a page in a
 * language it has no model for comes back with no words and `noModelFor` set.
 */
export async function recognizePage(
  engine: OcrEngine,
  image: GrayImage,
  dpi: number,
  options: { prepare?: boolean; language?: string; archiveLanguages?: readonly string[] } = {},
): Promise<PreparedResult> {
  const language = options.language ?? engine.languages?.[0] ?? 'eng';
  if (options.prepare === false) {
    const result = await recognizeAs(engine, image, image, dpi, AS_IS, language);
    return { ...result, preparation: AS_IS, tried: [AS_IS], language, secondStretches: 0 };
  }
  const first = await readPrepared(engine, image, dpi, language);
  if (!options.archiveLanguages) return first;
  const judged = judgePageLanguage(
    first.text,
    first.confidence,
    language,
    options.archiveLanguages,
    engine.languages ?? [language],
  );
  if (judged.kind === 'read-in') return readPrepared(engine, image, dpi, judged.language);
  if (judged.kind === 'no-model') return { ...first, text: '', words: [], noModelFor: judged.iso };
  return first;
}

/** recognizePage's reading in one language: prepared, checked, read again where unsure, split. */
async function readPrepared(
  engine: OcrEngine,
  image: GrayImage,
  dpi: number,
  language: string,
): Promise<PreparedResult> {
  // Letters are measured on the smoothed page: on a dithered scan the raw ink is dots, not letters.
  const smoothed = smoothGray(image);
  const measures = measurePage(smoothed);
  const first = choosePreparation(measures);
  const firstResult = await recognizeAs(engine, image, smoothed, dpi, first, language);
  let kept = { result: firstResult, preparation: first, tried: [first] };
  // An enlarged page is not read again smoothed: smoothing small letters runs their strokes together, and
  // the engine's confidence then misleads (a page of 9 px print: 745 words right at 64, 675 smoothed at 68).
  if (firstResult.confidence < RETRY_BELOW_CONFIDENCE && first.scale === 1) {
    const second = alternativePreparation(first);
    const secondResult = await recognizeAs(engine, image, smoothed, dpi, second, language);
    const tried = [first, second];
    kept =
      secondResult.confidence > firstResult.confidence
        ? { result: secondResult, preparation: second, tried }
        : { result: firstResult, preparation: first, tried };
  }
  // A reading that left most of the page's letters out (the engine gave up on a ruled table's block) is
  // made again with the rules erased, as is; the reading that covers more of the letters is kept.
  const reach = (measures.textHeight ?? 0) / 2;
  const coverage = letterCoverage(measures.letters, kept.result.words, reach);
  if (measures.textHeight && coverage < MIN_LETTER_COVERAGE) {
    const ruled: Preparation = { scale: first.scale, smooth: false, eraseRules: true };
    const ruledResult = await recognizeAs(engine, image, smoothed, dpi, ruled, language, measures.textHeight);
    const tried = [...kept.tried, ruled];
    kept =
      letterCoverage(measures.letters, ruledResult.words, reach) > coverage
        ? { result: ruledResult, preparation: ruled, tried }
        : { ...kept, tried };
  }
  const combined = await withSecondReading(engine, image, kept.result, language);
  return {
    ...withRunTogetherSplit(combined.result),
    preparation: kept.preparation,
    tried: kept.tried,
    language,
    secondStretches: combined.stretches,
  };
}

/**
 * The reading with the stretches tesseract is unsure of read again by the engine's second recogniser and
 * combined word by word; the text follows the words. Unchanged when the engine has none for `language`.
 */
async function withSecondReading(
  engine: OcrEngine,
  image: GrayImage,
  result: OcrResult,
  language: string,
): Promise<{ result: OcrResult; stretches: number }> {
  const stretches = engine.readLines && result.confidence >= COMBINE.pageAtLeast ? unsureStretches(result.words) : [];
  const reading = stretches.length
    ? engine.readLines!(
        image,
        stretches.map((s) => s.box),
        language,
      )
    : null;
  if (!reading) return { result: { ...result, words: result.words.map(byTesseract) }, stretches: 0 };
  const words = combineReadings(result.words, stretches, await reading);
  const after = words.map((w) => w.text);
  const columns = textInColumns(words.map((w, i) => ({ ...w, line: w.line ?? -1 - i })));
  const text =
    columns ??
    replaceWords(
      result.text,
      result.words.map((w) => w.text),
      after,
    ) ??
    linesOf(words);
  return { result: { text, confidence: meanConfidence(words), words }, stretches: stretches.length };
}

const byTesseract = (word: OcrWord): OcrWord => ({ ...word, source: word.source ?? 'tesseract' });

/** Words joined by spaces, a line of text per engine line. */
function linesOf(words: readonly OcrWord[]): string {
  const lines = new Map<number, string[]>();
  words.forEach((w, i) => {
    const key = w.line ?? -1 - i;
    lines.set(key, [...(lines.get(key) ?? []), w.text]);
  });
  return [...lines.values()].map((line) => line.join(' ')).join('\n');
}

/** The reading with words the engine ran together split again (`run-together.ts`), in its words and its text. */
function withRunTogetherSplit(result: OcrResult): OcrResult {
  return { ...result, text: splitRunTogetherText(result.text), words: splitRunTogetherWords(result.words) };
}

/**
 * Recognises a PNG or JPEG: decoded to grey (within the pixel budget; `upscale` enlarges it first, which
 * the benchmark measures but the intake does not use), prepared and read by `recognizePage`. Word boxes
 * are given in the coordinates of the original image even when it was resized.
 */
export async function recognizeImage(
  engine: OcrEngine,
  bytes: Uint8Array,
  options: { upscale?: number; prepare?: boolean } = {},
): Promise<PreparedResult> {
  const gray = await decodeToGray(bytes, options.upscale ?? 1);
  return unscaled(await recognizePage(engine, gray, IMAGE_DPI * gray.scale, options), gray.scale);
}
