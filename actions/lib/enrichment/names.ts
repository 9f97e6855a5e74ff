/**
 * Normalisation of entity names: one display form and one matching key per name, so that
 * "SMITH, JOHN", "John Q. Smith", "Mr. Smith" and "JOHN SMITH" meet.
 */
import type { EntityType } from '../core/vocab.js';
import { PERSON_TITLES } from './gazetteer.js';

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);
const KEEP_UPPER = new Set([
  'llc',
  'llp',
  'pllc',
  'lp',
  'plc',
  'usa',
  'us',
  'fbi',
  'cia',
  'doj',
  'irs',
  'sec',
  'aclu',
  'nfl',
  'cbp',
  'ivc',
  'mdl',
  'dc',
  'ii',
  'iii',
  'iv',
  'pa',
  'nasa',
  'ibm',
  'ppg',
]);
const LOWER_JOINERS = new Set([
  'of',
  'the',
  'and',
  'for',
  'de',
  'la',
  'del',
  'van',
  'von',
  'der',
  'du',
  'da',
  'on',
  'in',
  'at',
  'dba',
]);

function capitalizeWord(word: string, index: number): string {
  const lower = word.toLowerCase();
  const bare = lower.replace(/[^a-z]/g, '');
  if (KEEP_UPPER.has(bare) && bare.length > 1) return word.toUpperCase();
  if (index > 0 && LOWER_JOINERS.has(lower)) return lower;
  // Mc/Mac/O' names and hyphenated parts: capitalise each part.
  return lower
    .replace(/(^|[-'’.])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/^Mc(\p{L})/u, (_m, ch: string) => 'Mc' + ch.toUpperCase());
}

/** Title case for names written in capitals ("JANET T. MILLS" → "Janet T. Mills"); mixed case is kept. */
export function titleCase(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  if (letters.length === 0 || upper / letters.length < 0.8) return name;
  return name
    .split(' ')
    .map((w, i) => capitalizeWord(w, i))
    .join(' ');
}

function tidy(name: string): string {
  return (
    name
      .replace(/[‘’]/g, "'")
      .replace(/[“”"*†‡]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;:.()[\]-]+|[\s,;:?!()[\]-]+$/g, '')
      .replace(/'s$/i, '')
      // "Experian Information Solutions' (“Experian”)": a plural's possessive.
      .replace(/(?<=s)'$/i, '')
      .trim()
  );
}

/**
 * A person's display name: titles and roles dropped, "LAST, FIRST" turned round, capitals made title
 * case, "Jr."/"III" kept after the surname without a comma.
 */
export function normalizePerson(raw: string): string {
  let name = tidy(raw).replace(/\s*,\s*(?:et al\.?|P\.J\.|C\.J\.|J\.|Esq\.?)$/i, '');
  let tokens = name.split(' ');
  // Titles and roles before the name, "Defendant-appellee" and "plaintiff-appellant" included.
  while (
    tokens.length > 1 &&
    (PERSON_TITLES.has(tokens[0]!.toLowerCase().replace(/[.:,]/g, '')) ||
      /^(?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?)-\w+$/i.test(tokens[0]!))
  )
    tokens.shift();
  name = tokens.join(' ');
  // "SMITH, JOHN Q." → "JOHN Q. SMITH" (but not "Smith, Jr.")
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  if (comma && !SUFFIXES.has(comma[2]!.toLowerCase().replace(/\./g, ''))) name = `${comma[2]} ${comma[1]}`;
  name = name.replace(/,\s*(Jr\.?|Sr\.?|II|III|IV)$/i, ' $1');
  tokens = name.split(' ');
  while (tokens.length > 1 && PERSON_TITLES.has(tokens[tokens.length - 1]!.toLowerCase().replace(/[.:,]/g, '')))
    tokens.pop();
  name = titleCase(tokens.join(' '));
  // A sentence's full stop is not part of the name ("… in Zepeda Rivas."); an initial's or "Jr." is.
  if (!/(?:\b[A-Z]|\bJr|\bSr)\.$/.test(name)) name = name.replace(/\.$/, '');
  return name.replace(/\b(Jr|Sr)$/, '$1.');
}

/** A full stop that ends a sentence, not an abbreviation ("Inc.", "P.A.", "Co."). */
function dropSentenceStop(name: string): string {
  return /(?:\b(?:Inc|Co|Corp|Ltd|Bros|Jr|Sr|St)|\b[A-Z]|\.[A-Z])\.$/.test(name) ? name : name.replace(/\.$/, '');
}

export function normalizeOrganization(raw: string): string {
  let name = dropSentenceStop(tidy(raw).replace(/^the\s+/i, ''));
  // "UNITED STATES COURT OF APPEALS for the Tenth Circuit": a heading in capitals joined to a line that is not.
  name = titleCase(name).replace(/\b[A-Z]{2,}(?:\s+[A-Z]{2,}){2,}\b/g, (caps) => titleCase(caps));
  return name.replace(/^The\s+(?=\S+\s+\S)/, (m) => (/^The Rock/.test(name) ? m : ''));
}

export function normalizeLocation(raw: string): string {
  return titleCase(dropSentenceStop(tidy(raw).replace(/^the\s+/i, '')));
}

export function normalizeName(type: EntityType, raw: string): string {
  return type === 'person'
    ? normalizePerson(raw)
    : type === 'organization'
      ? normalizeOrganization(raw)
      : normalizeLocation(raw);
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ORG_FORMS: Record<string, string> = { incorporated: 'inc', corporation: 'corp', company: 'co', limited: 'ltd' };

/**
 * The matching key. People: given name and surname without initials, titles or suffixes
 * ("Richard P. Liebowitz" ≡ "Richard Liebowitz"). Organizations: words without punctuation, "the" or
 * legal-form spelling differences. Places: plain lower case.
 */
export function entityKey(type: EntityType, name: string): string {
  const p = plain(name);
  if (type === 'person') {
    const tokens = p.split(' ').filter((t) => t.length > 1 && !SUFFIXES.has(t));
    if (tokens.length <= 2) return tokens.join(' ');
    return `${tokens[0]} ${tokens[tokens.length - 1]}`;
  }
  if (type === 'organization') {
    return p
      .split(' ')
      .filter((t) => t && t !== 'the')
      .map((t) => ORG_FORMS[t] ?? t)
      .join(' ');
  }
  return p;
}

/** The surname of a person's display name (for "Mr. Smith" → "John Smith"). */
export function surnameOf(name: string): string {
  const tokens = plain(name)
    .split(' ')
    .filter((t) => t.length > 1 && !SUFFIXES.has(t));
  return tokens[tokens.length - 1] ?? '';
}
