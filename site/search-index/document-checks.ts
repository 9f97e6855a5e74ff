/**
 * What the lists alone cannot tell, checked on a document itself: a phrase (its words are in the lists,
 * their order is not), a title field (the lists do not say which field a word was in) and a date bound
 * finer than a year (the lists hold years). The search page reads the document's entry and its one text
 * file (format.ts), which it fetches anyway for the excerpts, so the index keeps no word positions.
 */
import { termInitial, termOf, rawWords } from './terms.js';
import type { DocumentEntry } from './format.js';

/** A document as a check reads it: its entry and, when a check needs them, its pages without furniture. */
export interface CheckedDocument {
  entry: DocumentEntry;
  /** Null when not read (no check needed them) or not readable (offline, never kept). */
  pages: string[] | null;
}

export interface DocumentCheck {
  /** What the check looks for, as the query wrote it (said when the checks were cut short). */
  label: string;
  /** Whether it needs the document's pages (a fetch of its text file), not its entry alone. */
  needsPages: boolean;
  holds(doc: CheckedDocument): boolean;
}

/**
 * Whether `terms` follow one another in `text`, the words cut as the analyser cuts them (`wordSpans`). A
 * phrase is checked on up to 200 documents of 20,000 words or so at once, where working out every word's
 * term was most of the search page's time (profiled in Chromium); here a word's term is worked out only
 * where its first letter could begin the phrase.
 */
export function textHoldsRun(text: string, terms: readonly string[]): boolean {
  if (!terms.length) return false;
  const words = rawWords(text);
  const first = terms[0]!;
  const initial = first[0]!;
  for (let i = 0; i + terms.length <= words.length; i++) {
    const w = words[i]!;
    if (termInitial(w) !== initial || termOf(w) !== first) continue;
    let k = 1;
    while (k < terms.length && termOf(words[i + k]!) === terms[k]) k++;
    if (k === terms.length) return true;
  }
  return false;
}

/** The terms in this order in the title, the summary or a page (a phrase is not read across pages). */
export function phraseCheck(label: string, terms: readonly string[]): DocumentCheck {
  return {
    label,
    needsPages: true,
    holds: ({ entry, pages }) => [entry[1], entry[5], ...(pages ?? [])].some((text) => textHoldsRun(text, terms)),
  };
}

/** The terms in this order in the title. */
export function titleCheck(label: string, terms: readonly string[]): DocumentCheck {
  return { label, needsPages: false, holds: ({ entry }) => textHoldsRun(entry[1], terms) };
}

/**
 * The document's date within bounds (YYYY, YYYY-MM or YYYY-MM-DD, inclusive, null open): a bound stands
 * for all of its year or month, so the date is cut to the bound's length before comparing.
 */
export function dateCheck(label: string, from: string | null, to: string | null): DocumentCheck {
  return {
    label,
    needsPages: false,
    holds: ({ entry }) => {
      const date = entry[2];
      if (!/^\d{4}/.test(date)) return false;
      return (from === null || date.slice(0, from.length) >= from) && (to === null || date.slice(0, to.length) <= to);
    },
  };
}
