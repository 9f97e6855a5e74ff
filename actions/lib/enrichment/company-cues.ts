/**
 * Companies named without a legal form or a head word ("Aragon", "Timet", "Richemont"), read from the words
 * only a company takes: it is acquired, owned, a parent or a subsidiary, it has shares, a stock, a chief
 * executive. Research reports, news and merger filings name companies this way far more often than by
 * "Inc.". A person may be named in the same place ("owned by John Smith"): the extractor keeps these only
 * where no other rule or the name library read the same words (entities.ts).
 */
import type { Mention } from './profiles/profile.js';

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
    const text = m[1]!.replace(/[ \t]+(?:Acquisition|Shares|Stock|Inc|CEO)$/, '').trim();
    if (!text || NOT_A_NAME.test(text) || seen.has(text)) continue;
    seen.add(text);
    out.push({ type: 'organization', text, rule: 'company-cue' });
  }
  return out;
}
