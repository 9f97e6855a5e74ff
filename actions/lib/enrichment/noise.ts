/**
 * Noise that must never become a name, a tag or a timeline event: a title or a role read as a name ("Hon",
 * "Count I. The"), a page header's or a form's words, a line number, and — on a page read through OCR —
 * words the reading made up ("SR Ses", "Fe Appeals Board", "Unrrep States Court"). One rule, asked by the
 * entity, tag and timeline code here and by the viewer and the OCR code: `nameNoise` for a candidate name,
 * `wordSupported` for one word, `lineNoise` for a line of OCR text.
 *
 * An OCR word is supported when the reading is sure of it (its confidence, where the reading kept it) and
 * something vouches for it: an English word of the SUBTLEX-US counts (already a dependency), a person or a
 * place the compromise lexicon knows, a name the collection profile knows, or a word the document writes
 * more than once (a misread is rarely made twice the same way; a real surname recurs); a place is vouched
 * for whole by its name among the world's towns and cities (city-names.ts). A name read through
 * OCR needs one word so vouched for; its other words may be rarer surnames, but they must be well formed
 * (four letters or more, a vowel, no run of four consonants, no capital inside), and a short word (three
 * letters or fewer) must be a common one: "Rebecca Pell Se" and "SR Ses" are misreads. A text layer's words
 * are the document's own and need no support; its titles and headers are still noise.
 */
import nlp from 'compromise';
import type { PageText } from '../archive/records.js';
import type { EntityType } from '../core/vocab.js';
import { PERSON_TITLES } from './gazetteer.js';
import { JOINING_WORDS } from '../text/stop-words.js';
import { writtenWords } from '../text/analyser.js';
import { englishWordCounts } from '../core/english-word-counts.js';
import { isCityName } from '../core/city-names.js';

/** Why a candidate is noise. */
export type NoiseReason =
  | 'title_only'
  | 'function_word'
  | 'line_number'
  | 'fragment'
  | 'low_confidence'
  | 'unsupported_word'
  | 'title_in_organization'
  | 'filing_system';

/** What vouches for the words of one page (or one line) of a document. */
export interface WordSupport {
  /** The text was read through OCR: its words need support. */
  ocr: boolean;
  /** How often each lower-case word occurs in the whole document. */
  documentWords: ReadonlyMap<string, number>;
  /** Lower-case words the OCR engine read with low confidence, where the reading kept word confidences. */
  lowConfidence?: ReadonlySet<string>;
  /** Lower-case words of the names the collection profile knows. */
  knownWords?: ReadonlySet<string>;
}

/** Below this OCR word confidence (0–100) a word is not trusted as part of a name. */
export const LOW_WORD_CONFIDENCE = 60;
/** An English word counts as dictionary support when SUBTLEX-US has it at least this often. */
const DICTIONARY_COUNT = 2;
/** A short word (three letters or fewer) must be this common to stand in an OCR'd name: "Se" is a misread. */
const SHORT_WORD_COUNT = 5_000;

const lexiconNames = new Map<string, boolean>();

/** Whether the compromise lexicon knows a word as a person's name or a place ("Susan", "Davidson", "Bristol"). */
function inLexicon(word: string): boolean {
  let known = lexiconNames.get(word);
  if (known === undefined) {
    known = nlp(word.charAt(0).toUpperCase() + word.slice(1)).has('(#Person|#FirstName|#LastName|#Place)') as boolean;
    lexiconNames.set(word, known);
  }
  return known;
}

const bare = (word: string) => word.toLowerCase().replace(/[’]/g, "'").replace(/'s$/, '');

/** Whether something vouches for a word (see the module's comment); a text layer's words always pass. */
export function wordSupported(word: string, support: WordSupport): boolean {
  const w = bare(word);
  if (support.lowConfidence?.has(w)) return false;
  if (!support.ocr) return true;
  if (/^\p{L}\.?$/u.test(word)) return true;
  const inDictionary = englishWordCounts().get(w) ?? 0;
  if (w.length <= 3) return inDictionary >= SHORT_WORD_COUNT || inLexicon(w) || !!support.knownWords?.has(w);
  return (
    inDictionary >= DICTIONARY_COUNT ||
    inLexicon(w) ||
    !!support.knownWords?.has(w) ||
    (support.documentWords.get(w) ?? 0) >= 2
  );
}

/** Whether a word is shaped like a word: a rare surname may be, a misread mostly is not ("Illst", "NDNBIR6"). */
function wellFormed(word: string): boolean {
  const letters = word.replace(/['’.-]/g, '');
  return (
    letters.length >= 4 &&
    /^\p{L}+$/u.test(letters) &&
    /[aeiouy]/i.test(letters) &&
    !/[^aeiouy]{4}/i.test(letters) &&
    (/^\p{Lu}?\p{Ll}+$/u.test(letters) || /^\p{Lu}+$/u.test(letters))
  );
}

/** Court filing systems written like names ("CM/ECF", "PACER"): no organization. */
const FILING_SYSTEMS = /^(?:CM\/ECF|ECF|PACER|Cm\/ecf|Pacer)$/i;
/** A person's title at the end of what was read as an organization ("… District Judge"). */
const TRAILING_TITLE = /\s(?:(?:Chief|Senior|District|Circuit|Magistrate|Bankruptcy)\s+)*(?:Judge|Justice|Clerk)$/;

/** Why a candidate name of this type is noise, or null when it may be a name. */
export function nameNoise(type: EntityType, name: string, support: WordSupport): NoiseReason | null {
  const tokens = name.split(/\s+/).filter(Boolean);
  if (tokens.some((t) => /^\d+$/.test(t))) return 'line_number';
  if (type === 'person') {
    const bare = tokens.map((t) => t.toLowerCase().replace(/[.,:]/g, ''));
    if (bare.every((t) => PERSON_TITLES.has(t))) return 'title_only';
    // Words that are never part of a person's name, whatever the source: a sentence's words read as one.
    if (bare.some((t) => JOINING_WORDS.has(t))) return 'function_word';
    // "Francis J" of "Francis J, Ortman": a name does not end on a bare initial.
    if (tokens.length > 1 && /^\p{Lu}$/u.test(tokens[tokens.length - 1]!)) return 'fragment';
  }
  if (type === 'organization') {
    if (FILING_SYSTEMS.test(name)) return 'filing_system';
    if (TRAILING_TITLE.test(name)) return 'title_in_organization';
    // "Fe Appeals Board": an OCR fragment of a seal before the name.
    if (support.ocr && /^\p{L}{1,2}$/u.test(tokens[0] ?? '') && !/^\p{Lu}{2}$/u.test(tokens[0]!)) return 'fragment';
  }
  // Initials, suffixes and legal forms ask for no support: "Inc." is no misread.
  const named = tokens.filter(
    (t) =>
      !/^\p{Lu}\.?,?$/u.test(t) &&
      !/^(?:&|of|the|and|for|Jr|Sr|II|III|IV|Inc|LLC|LLP|PLLC|Co|Corp|Ltd|L\.?P|P\.?A)\.?,?$/i.test(t),
  );
  if (support.lowConfidence && named.some((t) => support.lowConfidence!.has(bare(t.replace(/[.,;:]+$/, '')))))
    return 'low_confidence';
  if (!support.ocr || !named.length) return null;
  // A town's or a city's name, whole, vouches for itself ("Greensboro, NC 27401"): no dictionary holds it,
  // and a misread of five letters or more is seldom one of them.
  if (type === 'location' && name.length >= 5 && isCityName(name)) return null;
  const clean = named.map((t) => t.replace(/[.,;:]+$/, ''));
  const vouched = clean.filter((t) => wordSupported(t, support));
  if (!vouched.length) return 'unsupported_word';
  if (clean.some((t) => !vouched.includes(t) && (bare(t).length <= 3 || !wellFormed(t)))) return 'unsupported_word';
  return null;
}

/** Whether a line read through OCR is noise: fewer than half its words are supported. */
export function lineNoise(line: string, support: WordSupport): boolean {
  if (!support.ocr) return false;
  const all = writtenWords(line).filter((w) => w.length > 1);
  if (!all.length) return false;
  return all.filter((w) => wordSupported(w, support)).length * 2 < all.length;
}

/** Lower-case word counts of a document's pages, for `WordSupport.documentWords`. */
export function documentWordCounts(pages: readonly PageText[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of pages) for (const w of writtenWords(p.text)) out.set(w, (out.get(w) ?? 0) + 1);
  return out;
}

/** The support of one page of a document whose word counts are `documentWords`. */
export function pageSupport(
  page: Pick<PageText, 'source'>,
  documentWords: ReadonlyMap<string, number>,
  knownWords?: ReadonlySet<string>,
): WordSupport {
  return { ocr: page.source === 'ocr', documentWords, ...(knownWords ? { knownWords } : {}) };
}
