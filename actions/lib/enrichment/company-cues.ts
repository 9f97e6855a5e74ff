/**
 * Companies named without a legal form or a head word ("Aragon", "Timet", "Richemont"), read from the words
 * only a company takes: it is acquired, owned, a parent or a subsidiary, it has shares, a stock, a chief
 * executive. Research reports, news and merger filings name companies this way far more often than by
 * "Inc.". A person may be named in the same place ("owned by John Smith"): the extractor keeps these only
 * where no other rule or the name library read the same words (entities.ts).
 */
import { englishWordCounts } from '../core/english-word-counts.js';
import { NOT_NAME_WORDS } from './gazetteer.js';
import type { Mention } from './profiles/profile.js';

/** A word this common in SUBTLEX-US is a word of the language ("Units", "Knowledge", "Monday"). */
const COMMON_COUNT = 100;

/**
 * A word of the language, not of a name: a common English word, a party's or a role's word ("Plaintiff",
 * "Debtor"), or a letter ("Class B"). A company named by common words only ("Apple") is left to other rules.
 */
function commonWord(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return /^\p{L}$/u.test(w) || NOT_NAME_WORDS.has(w) || (englishWordCounts().get(w) ?? 0) >= COMMON_COUNT;
}

/** Either case of a cue's first letter: a title writes "JNJ’s Acquisition of Aragon". */
const cased = (words: string) =>
  words
    .split('|')
    .map((w) => `[${w[0]!.toLowerCase()}${w[0]!.toUpperCase()}]${w.slice(1).replace(/ /g, '\\s+')}`)
    .join('|');

/** A name: one to four capitalised words ("Thomson Reuters", "Precision Castparts"), or an acronym. */
const NAME = "((?:\\p{Lu}[\\p{L}&'’-]*)(?:[ \\t]+(?:&[ \\t]+)?\\p{Lu}[\\p{L}&'’-]*){0,3})";
/** What a company is described by before its name: "privately-held Aragon", "Denver-based Frontier". */
const DESCRIBED = '(?:(?:[a-z]+-(?:held|based|owned|listed)|luxury|parent|rival|group|company|firm)\\s+){0,2}';
const BEFORE = new RegExp(
  `\\b(?:${cased('acquisition of|acquired|acquire|acquiring|merger with|merged with|subsidiary of|owned by|unit of|stake in|shares of|takeover of|spun off from|spin-off of|joint venture with')})\\s+${DESCRIBED}${NAME}`,
  'gu',
);
const AFTER = new RegExp(
  `${NAME}(?:['’]s)?[ \\t]+(?:${cased('acquisition|shares|stock|shareholders|subsidiary|chief executive|CEO')})\\b`,
  'gu',
);
/** Capitalised words that open a sentence or a heading rather than a name. */
const NOT_A_NAME = /^(?:The|This|That|These|Its|Their|Our|His|Her|A|An|Total|Common|Preferred|Company|Such)\b/;

/** The companies a page's cue words name, as mentions. */
export function companyCueMentions(flat: string): Mention[] {
  const out: Mention[] = [];
  const seen = new Set<string>();
  for (const m of [...flat.matchAll(BEFORE), ...flat.matchAll(AFTER)]) {
    // A name ends at a cue's own word written in capitals ("Aragon Acquisition" of a heading).
    const text = m[1]!
      .replace(/[ \t]+(?:Acquisition|Shares|Stock|Inc|CEO)$/, '')
      .replace(/^The[ \t]+/, '')
      .trim();
    // "shares of Series A Preferred", "acquired Knowledge of", "merger with Defendant": words of the
    // language in a company's place.
    if (!text || NOT_A_NAME.test(text) || seen.has(text) || text.split(/\s+/).every(commonWord)) continue;
    seen.add(text);
    out.push({ type: 'organization', text, rule: 'company-cue' });
  }
  return out;
}
