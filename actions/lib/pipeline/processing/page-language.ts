/**
 * Which language an OCR'd page is in, judged from its own reading, and which Tesseract model reads it.
 *
 * The collection profile's languages (`collection.languages`, ISO 639-1) decide the models: English reads
 * with `@tesseract.js-data/eng`, French with `@tesseract.js-data/fra`. A page is read first in the archive's
 * main language; its words then say which language it is in, by the share of each language's commonest
 * words (function words: "the, of, and" against "le, de, et"), which holds up on OCR's noise far better
 * than a letter-statistics detector (tinyld calls a chart of English names Esperanto). A page in another
 * of the archive's languages is read again in that one; a page in a language the archive has no model for,
 * or in no language at all (another script read as Latin letters gives noise: few common words, low
 * confidence), is said to be so, with the text left out rather than noise put into search.
 */
import { letterRuns } from '../../text/analyser.js';
import { COMMON_WORDS_BY_LANGUAGE } from '../../text/stop-words.js';
import { isWord } from './combine.js';

/** The share of the reading's words of three letters or more that are English words (SUBTLEX). */
export function dictionaryShare(text: string): number {
  const words = letterRuns(text).filter((w) => w.length >= 3);
  return words.length ? words.filter((w) => isWord(w)).length / words.length : 0;
}

/** ISO 639-1 (the profile's codes) → Tesseract's code (the model packages' names). */
export const TESSERACT_CODES: Readonly<Record<string, string>> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
};

/** Fewer words than this and no judgement is made: a stamp, a table of figures, a label. */
export const MIN_WORDS_TO_JUDGE = 40;
/** A language is recognised when at least this share of the page's words are its common words (prose: 0.3–0.5). */
export const LANGUAGE_SHARE = 0.12;
/**
 * A page no language claims, read at under NOISE_CONFIDENCE, with under NOISE_DICTIONARY of its words of
 * three letters or more in the English dictionary, is noise: another script read as Latin letters
 * ("BEPXOBHBIU CVI POCCUMCKOU" for a Russian court's heading read at 51). The labelled English pages all
 * read above 70 or hold a language's common words.
 */
export const NOISE_CONFIDENCE = 65;
export const NOISE_DICTIONARY = 0.3;

export type PageLanguage =
  /** Keep the reading: it is in `language`, or nothing can be said. */
  | { kind: 'keep' }
  /** Read the page again in this Tesseract language, one of the archive's. */
  | { kind: 'read-in'; language: string }
  /** The page is in a language the archive has no model for (`iso`), or in none it can read (`iso` null). */
  | { kind: 'no-model'; iso: string | null };

/** The share of the reading's words that are each language's common words. */
export function languageShares(text: string): { words: number; shares: Map<string, number> } {
  const words = letterRuns(text.toLowerCase());
  const shares = new Map<string, number>();
  for (const [code, common] of Object.entries(COMMON_WORDS_BY_LANGUAGE)) {
    const hits = words.filter((w) => common.has(w)).length;
    shares.set(code, words.length ? hits / words.length : 0);
  }
  return { words: words.length, shares };
}

/**
 * What to do with a page read in `readIn` (a Tesseract code) at mean word confidence `confidence`, in an
 * archive whose profile lists `archive` (ISO 639-1 codes) and has models for `models` (Tesseract codes).
 */
export function judgePageLanguage(
  text: string,
  confidence: number,
  readIn: string,
  archive: readonly string[],
  models: readonly string[],
): PageLanguage {
  const { words, shares } = languageShares(text);
  if (words < MIN_WORDS_TO_JUDGE) return { kind: 'keep' };
  const [best, share] = [...shares].reduce((a, b) => (b[1] > a[1] ? b : a));
  if (share >= LANGUAGE_SHARE) {
    const model = TESSERACT_CODES[best];
    if (model === readIn) return { kind: 'keep' };
    if (model && models.includes(model)) return { kind: 'read-in', language: model };
    // Shared words ("a", "de", "in") give every Latin language some share: another language must lead
    // the archive's own clearly before the page is said to be in it.
    const ours = Math.max(0, ...archive.map((code) => shares.get(code) ?? 0));
    if (!archive.includes(best) && share >= 2 * ours) return { kind: 'no-model', iso: best };
    return { kind: 'keep' };
  }
  if (confidence < NOISE_CONFIDENCE && dictionaryShare(text) < NOISE_DICTIONARY) return { kind: 'no-model', iso: null };
  return { kind: 'keep' };
}

/** The Tesseract models the profile's languages call for, in its order; codes with no model known are left out. */
export function profileModels(profileLanguages: readonly string[]): string[] {
  const codes = profileLanguages.map((iso) => TESSERACT_CODES[iso.toLowerCase()]).filter((c): c is string => !!c);
  return [...new Set(codes)];
}
