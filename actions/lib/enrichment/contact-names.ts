/**
 * Names an e-mail address vouches for. A research report's analyst box, a letter's signature or a firm's
 * contact list writes "Fahad Tariq" above fahad.tariq@credit-suisse.com: the address says the capitalised
 * words are a person's given name and surname, which no lexicon of given names needs to know, and its domain
 * says "Credit Suisse" is the organization that person writes from.
 */
import type { Mention } from './profiles/profile.js';

const EMAIL = /\b([\p{L}][\p{L}0-9._'-]*)@((?:[a-z0-9-]+\.)+)[a-z]{2,}\b/giu;
/** A capitalised given name, an optional initial, a surname: the words an address may spell. */
const PERSON = /\b(\p{Lu}\p{Ll}+)(?:[ \t]+\p{Lu}\.)?[ \t]+(\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?)\b/gu;
/** Capitalised words, one to four, that a domain may spell ("Credit Suisse", "Morgan Stanley"). */
const WORDS = /\b\p{Lu}[\p{L}&]*(?:[ \t]+\p{Lu}[\p{L}&]*){0,3}\b/gu;
/** Mail hosts and public domains that name no employer. */
const NOT_AN_EMPLOYER = new Set(
  'gmail yahoo hotmail outlook aol icloud me mail protonmail live msn comcast verizon att gov uscourts state'.split(
    ' ',
  ),
);

const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The ways an address writes a person: first.last, firstlast, flast, f.last, first_last, last.first, firstl. */
function spellings(given: string, surname: string): Set<string> {
  const g = letters(given);
  const s = letters(surname);
  return new Set([`${g}${s}`, `${g[0]}${s}`, `${s}${g}`, `${g}${s[0]}`]);
}

/** The people and the organizations the page's e-mail addresses vouch for, as mentions. */
export function contactMentions(flat: string): Mention[] {
  const locals = new Set<string>();
  const domains = new Set<string>();
  for (const m of flat.matchAll(EMAIL)) {
    const local = letters(m[1]!);
    locals.add(local);
    // The label before the top-level domain: "credit-suisse" of "credit-suisse.com", "crtllc" of "crtllc.com";
    // not a government's ("oag.texas.gov" names a state, not an employer called Texas), nor a person's own
    // domain (david@davidkim.com).
    const label = m[2]!.split('.').filter(Boolean).at(-1)!;
    const government = /\.(?:gov|mil|us)$/i.test(m[0]);
    if (!NOT_AN_EMPLOYER.has(label) && !government && !letters(label).startsWith(local)) domains.add(letters(label));
  }
  if (!locals.size) return [];
  const out: Mention[] = [];
  const seen = new Set<string>();
  for (const m of flat.matchAll(PERSON)) {
    const text = m[0].replace(/\s+/g, ' ');
    if (seen.has(text) || ![...spellings(m[1]!, m[2]!)].some((s) => locals.has(s))) continue;
    seen.add(text);
    out.push({ type: 'person', text, rule: 'email' });
  }
  for (const m of flat.matchAll(WORDS)) {
    const words = m[0].split(/[ \t]+/);
    // Every run of words inside the match, longest first: "Source: Company data, Refinitiv, Credit Suisse".
    for (let length = words.length; length >= 1; length--)
      for (let start = 0; start + length <= words.length; start++) {
        const text = words.slice(start, start + length).join(' ');
        // One word must be a name of some length ("Janney"), not an acronym a domain happens to hold.
        if (length === 1 && !/^\p{Lu}\p{Ll}{3,}$/u.test(text)) continue;
        if (seen.has(text) || !domains.has(letters(text))) continue;
        seen.add(text);
        out.push({ type: 'organization', text, rule: 'email-domain' });
      }
  }
  return out;
}
