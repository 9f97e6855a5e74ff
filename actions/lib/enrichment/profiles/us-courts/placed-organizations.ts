/**
 * Organizations a court filing names by where they stand rather than by a head word: address blocks,
 * counsel and amici lists, "the City of …", an employer named as one.
 */
import nlp from 'compromise';
import type { Mention } from '../profile.js';

/** Whether a word is a given name (the library's lexicon) or an initial. */
function givenName(word: string): boolean {
  return /^[A-Z]\.$/.test(word) || (nlp(word).has('#FirstName') as boolean);
}

/** A street line of an address block ("175 E. Main Street", "One PPG Place, Suite 1900"). */
const STREET_LINE =
  /^(?:\d+[A-Z]?|One|Two|Three)\s+[A-Z0-9].*\b(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.|Boulevard|Blvd\.?|Place|Square|Drive|Plaza|Way|Lane|Suite)\b/;

/**
 * Organizations named by where they stand in a filing rather than by a head word: the firm between a
 * lawyer's name and the street in an address block ("Mr. William S. Mattingly / Jackson Kelly / 175 E.
 * Main Street"); in "X, Y, and Z on brief for …", and in the list after it, the names that are not
 * people's ("Bernstein Shur", "Cozen O'Connor", "Anti-Defamation League"); "the City of El Paso"; an
 * employer named as one ("his current employer SPIREON"); Congress.
 */
export function placedOrganizations(lines: string[], spaced: string): Mention[] {
  const out: Mention[] = [];
  const push = (text: string, rule: string) => out.push({ type: 'organization', text, rule });
  const personLine = (l: string) =>
    /^(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?[A-Z][\p{L}'’-]+(?:\s+[A-Z]\.)+\s+[A-Z][\p{L}'’-]+(?:,?\s+(?:Jr\.|Sr\.|III|II))?,?$/u.test(
      l,
    ) || /^(?:Mr|Ms|Mrs|Dr)\.\s+[A-Z]/.test(l);
  lines.forEach((line, i) => {
    if (i === 0 || !STREET_LINE.test(lines[i + 1] ?? '')) return;
    if (!personLine(lines[i - 1]!) || personLine(line) || /\d|@|^(?:Law Office|Clerk|Suite)\b/i.test(line)) return;
    if (/^[A-Z][\p{L}'’&.,-]*(?:\s+(?:[A-Z][\p{L}'’&.,-]*|&|of|and|the))*$/u.test(line)) push(line, 'address-block');
  });
  // Counsel and amici lists: "…, and Bernstein Shur on brief for Americans United for …, amici curiae."
  for (const m of spaced.matchAll(/\s+(?:were\s+)?on\s+brief\s+for\s+/g)) {
    const left = spaced.slice(Math.max(0, m.index! - 600), m.index!);
    const sentence = [...left.matchAll(/[a-z)]{2}\.\s+(?=[A-Z])|Judges?\.\s+/g)].pop();
    const counsel = left.slice(sentence ? sentence.index! + sentence[0].length : 0);
    const rest = spaced.slice(m.index! + m[0].length, m.index! + m[0].length + 1500);
    const end = /,?\s+(?:amic(?:i|us)\s+curiae|for\s+(?:the\s+)?appell\w+)/.exec(rest);
    const parties = end ? rest.slice(0, end.index) : '';
    const items = [...counsel.split(/,\s*(?:and\s+)?|\s+and\s+(?=[A-Z])/), ...parties.split(/,\s*(?:and\s+)?/)];
    for (const raw of items) {
      const item = raw.replace(/^(?:with whom|and)\s+/i, '').trim();
      const words = item.split(/\s+/);
      if (words.length < 2 || words.length > 12 || !/^[A-Z]/.test(item) || /\b(?:Jr|Sr)\.?$/.test(item)) continue;
      if (!words.every((w) => /^(?:[A-Z][\p{L}'’.-]*|of|the|for|and|in|USA|&)$/u.test(w))) continue;
      // People: a given name or an initial first, or a middle initial ("Stephen M. Crampton").
      if (givenName(words[0]!) || words.some((w) => /^[A-Z]\.$/.test(w))) continue;
      push(item, 'counsel-list');
    }
  }
  for (const m of spaced.matchAll(/\b(?:the\s+)?City\s+of\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s+\(|[,.]|\s+[a-z])/g))
    push(`City of ${m[1]}`, 'city');
  for (const m of spaced.matchAll(/\b(?:employer|employed by|employment with)\s+([A-Z][A-Za-z]{2,}|[A-Z]{3,})\b/g))
    push(m[1]!, 'employer');
  if (/\bCongress\b/.test(spaced)) push('Congress', 'institution');
  return out;
}
