/**
 * Language of a text, as an ISO 639-1 code (the code the collection profile and the upload metadata
 * use). tinyld is pure JavaScript with no dependencies, runs on Node 20 as ESM, and answers in ISO 639-1
 * directly; below a few dozen letters no detector is reliable, so short texts get `null`, and so do texts
 * the detector is unsure about.
 */
import { detectAll } from 'tinyld';

/** Fewer letters than this and the answer would be a guess. */
export const MIN_LETTERS_FOR_LANGUAGE = 60;
/** Below this confidence the detector is guessing (docketing stamps, case numbers, tables), and says nothing. */
export const MIN_LANGUAGE_CONFIDENCE = 0.5;
/** Enough text to decide; more only costs time. */
const SAMPLE_CHARS = 6000;

export interface DetectedLanguage {
  /** ISO 639-1 code. */
  code: string;
  /** The detector's confidence in [0, 1]. */
  confidence: number;
}

export function detectLanguage(text: string): DetectedLanguage | null {
  const sample = text.slice(0, SAMPLE_CHARS);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS_FOR_LANGUAGE) return null;
  const best = detectAll(sample)[0];
  if (!best || !best.lang || best.accuracy < MIN_LANGUAGE_CONFIDENCE) return null;
  return { code: best.lang, confidence: Math.round(best.accuracy * 1000) / 1000 };
}
