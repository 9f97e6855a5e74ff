/**
 * Entity agent: people, locations and organizations named in a document, with counts and pages.
 * Three sources, merged: court-filing patterns (court-patterns.ts), the compromise NLP library's
 * people and places, and the collection profile's known names. Names are normalised and merged by key
 * (names.ts); within a document a surname alone ("Mr. Smith") joins the one full name with that surname.
 */
import nlp from 'compromise';
import type { DirhubConfig } from '../core/config.js';
import type { PageText } from '../archive/records.js';
import { ENTITY_TYPES, type EntityType } from '../core/vocab.js';
import {
  captionMentions,
  caseNameMentions,
  courtMentions,
  maskCourts,
  organizationMentions,
  placeMentions,
  roleMentions,
  stripCaptionColumns,
  type Mention,
} from './court-patterns.js';
import { NOT_NAME_WORDS, NOT_PLACE_WORDS, ORG_HEADS, STATE_NAMES, US_STATES } from './gazetteer.js';
import { entityKey, normalizeName, surnameOf } from './names.js';
import { byText, cleanPages } from './text.js';
import type { DocumentEntity } from '../archive/enrichment.js';

export interface KnownNames {
  person: string[];
  location: string[];
  organization: string[];
}

export function knownNamesOf(config: DirhubConfig): KnownNames {
  return {
    person: config.collection.people,
    location: config.collection.places,
    organization: config.collection.organizations,
  };
}

const STATE_KEYS = new Set(STATE_NAMES.map((s) => s.toLowerCase()));
/** Rules strong enough to name a person by one word (a judge's surname). */
const SINGLE_NAME_RULES = new Set(['before-judges', 'judge', 'caption-party', 'salutation', 'case-name', 'known']);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function validPerson(name: string, rule: string): boolean {
  const tokens = name.split(' ');
  if (tokens.length > 5 || /\d|@/.test(name)) return false;
  if (tokens.length === 1 && !SINGLE_NAME_RULES.has(rule)) return false;
  if (tokens.every((t) => /^[A-Z]\.$/.test(t)) || /^[A-Z]\.$/.test(tokens[tokens.length - 1]!)) return false;
  if (STATE_KEYS.has(name.toLowerCase())) return false;
  return tokens.every((t) => {
    const bare = t.toLowerCase().replace(/[.,'’]/g, '');
    if (/^(?:de|la|van|von|del|da|du)$/.test(bare)) return true;
    return /^\p{Lu}/u.test(t) && !NOT_NAME_WORDS.has(bare) && bare.length > 0;
  });
}

function validOrganization(name: string): boolean {
  const tokens = name.split(' ');
  if (tokens.length < 2 && !/^[A-Z]{2,}$/.test(name)) return false;
  if (/^(?:This|That|The|Said|Our|Such|Each|Any|Every|Trial|Lower)\s+(?:Court|Circuit|Panel|Office)$/i.test(name))
    return false;
  if (/^(?:Court|Office|Department)$/i.test(name)) return false;
  if (
    /^(?:(?:Northern|Southern|Eastern|Western|Central|Middle) District|U\.S\. District|States District Court)$/i.test(
      name,
    )
  )
    return false;
  return tokens.length <= 14;
}

function validLocation(name: string): boolean {
  const key = name.toLowerCase();
  if (name.length < 3 || NOT_PLACE_WORDS.has(key) || /\d|@/.test(name) || name.split(' ').length > 4) return false;
  if (!/^\p{Lu}/u.test(name)) return false;
  const words = key.replace(/[.,]/g, '').split(' ');
  return (
    !words.some((w) => ORG_HEADS.has(w) && w !== 'district') &&
    !words.some((w) => ['circuit', 'judge', 'appellant', 'appellee', 'plaintiff', 'defendant'].includes(w))
  );
}

/** compromise's people and places on one page, as mentions. */
function libraryMentions(text: string): Mention[] {
  const doc = nlp(text);
  const out: Mention[] = [];
  for (const p of doc.people().out('array') as string[]) out.push({ type: 'person', text: p, rule: 'nlp' });
  // "Atlanta, GA" is two places: the city, and the state its code stands for.
  for (const p of doc.places().out('array') as string[]) {
    for (const part of p.split(/\s*,\s*/).filter(Boolean))
      out.push({ type: 'location', text: (part !== 'DC' && US_STATES[part.replace(/\W/g, '')]) || part, rule: 'nlp' });
  }
  return out;
}

function knownMentions(flat: string, known: KnownNames): Mention[] {
  const out: Mention[] = [];
  for (const type of ENTITY_TYPES) {
    for (const name of known[type]) {
      if (name.trim() && new RegExp(`\\b${escapeRegExp(name.trim())}\\b`, 'i').test(flat))
        out.push({ type, text: name, rule: 'known' });
    }
  }
  return out;
}

/** Every mention on one page, raw. */
export function pageMentions(text: string, known: KnownNames): Mention[] {
  const stripped = stripCaptionColumns(text);
  const lines = stripped.split('\n').map((l) => l.trim());
  const flat = lines.join('\n');
  const spaced = flat.replace(/\n/g, ' ');
  const courts = courtMentions(spaced);
  const mentions = [
    ...courts,
    ...captionMentions(lines),
    ...caseNameMentions(lines),
    ...roleMentions(spaced, lines),
    ...placeMentions(lines),
    ...organizationMentions(maskCourts(flat)),
    ...knownMentions(spaced, known),
  ];
  // The library's guesses count only where no pattern saw the same words as something else.
  const taken = mentions.map((m) => ({ type: m.type, text: m.text.toLowerCase() }));
  for (const m of libraryMentions(flat)) {
    const t = m.text.toLowerCase().replace(/[,;:.]+$/, '');
    // A longer person name than a pattern found ("John Smith" over "Mr. Smith") is kept; anything else
    // that overlaps a pattern's find is the library splitting or joining what the pattern read better.
    const clash = taken.some(
      (x) => x.text.includes(t) || (t.includes(x.text) && (x.type !== m.type || m.type !== 'person')),
    );
    if (!clash) mentions.push(m);
  }
  return mentions;
}

interface Group {
  type: EntityType;
  key: string;
  names: Map<string, number>;
  raws: Set<string>;
  pages: Set<number>;
  count: number;
}

function occurrences(text: string, forms: Iterable<string>): number {
  let n = 0;
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const seen = new Set<string>();
  for (const form of forms) {
    const f = form.toLowerCase();
    if (f.length < 2 || seen.has(f)) continue;
    seen.add(f);
    n = Math.max(n, lower.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(f)}(?![\\p{L}])`, 'gu'))?.length ?? 0);
  }
  return n;
}

function displayName(names: Map<string, number>): string {
  return [...names.keys()].sort(
    (a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length || byText(a, b),
  )[0]!;
}

/** Drops organizations whose key is a strict part of a longer one found on the same page by a stronger rule. */
function dropFragments<T extends { type: EntityType; key: string; rule: string }>(mentions: T[]): T[] {
  const orgKeys = mentions.filter((m) => m.type === 'organization').map((m) => m.key);
  return mentions.filter(
    (m) =>
      m.type !== 'organization' ||
      m.rule !== 'org-head' ||
      !orgKeys.some((k) => k !== m.key && k.length > m.key.length && ` ${k} `.includes(` ${m.key} `)),
  );
}

/** Entities of a document: normalised, merged by key and by surname, counted, with pages. */
export function extractEntities(
  pages: PageText[],
  known: KnownNames = { person: [], location: [], organization: [] },
): DocumentEntity[] {
  const groups = new Map<string, Group>();
  const cleaned = cleanPages(pages);
  for (const page of cleaned) {
    const raw = pageMentions(page.text, known);
    const normalized = raw
      .map((m) => ({ ...m, name: normalizeName(m.type, m.text) }))
      .filter(
        (m) =>
          m.name &&
          (m.type === 'person'
            ? validPerson(m.name, m.rule)
            : m.type === 'organization'
              ? validOrganization(m.name)
              : validLocation(m.name)),
      )
      .map((m) => ({ ...m, key: entityKey(m.type, m.name) }))
      .filter((m) => m.key.length > 1);
    for (const m of dropFragments(normalized)) {
      const id = `${m.type}:${m.key}`;
      let g = groups.get(id);
      if (!g)
        groups.set(
          id,
          (g = { type: m.type, key: m.key, names: new Map(), raws: new Set(), pages: new Set(), count: 0 }),
        );
      g.names.set(m.name, (g.names.get(m.name) ?? 0) + 1);
      g.raws.add(
        m.text
          .replace(/\s+/g, ' ')
          .replace(/[,;:]+$/, '')
          .trim(),
      );
      g.pages.add(page.page);
    }
  }
  // "Mr. Smith" / "Smith" joins the one full name with that surname, when there is exactly one.
  const people = [...groups.values()].filter((g) => g.type === 'person');
  for (const single of people.filter((g) => !g.key.includes(' '))) {
    const full = people.filter((g) => g.key.includes(' ') && surnameOf(displayName(g.names)) === single.key);
    if (full.length !== 1) continue;
    const target = full[0]!;
    for (const [n, c] of single.names) target.names.set(n, (target.names.get(n) ?? 0) + c);
    for (const r of single.raws) target.raws.add(r);
    for (const p of single.pages) target.pages.add(p);
    groups.delete(`person:${single.key}`);
  }
  const allText = cleaned.map((p) => p.text);
  const out: DocumentEntity[] = [];
  for (const g of groups.values()) {
    const name = displayName(g.names);
    const forms = new Set([...g.names.keys(), ...g.raws]);
    const count = Math.max(
      1,
      allText.reduce((n, t) => n + occurrences(t, forms), 0),
    );
    const aliases = [...forms]
      .filter((f) => f !== name && f.length > 1)
      .sort(byText)
      .slice(0, 12);
    out.push({ name, type: g.type, count, pages: [...g.pages].sort((a, b) => a - b), aliases });
  }
  return out.sort((a, b) => byText(a.type, b.type) || b.count - a.count || byText(a.name, b.name));
}
