/**
 * Entity agent: people, locations and organizations named in a document, with counts and pages.
 * Three sources, merged: the patterns of the collection's entity profile (profiles/, US court filings
 * by default), the compromise NLP library's people and places, and the collection profile's known names. Names are normalised and merged by key
 * (names.ts); within a document a surname alone ("Mr. Smith") joins the one full name with that surname.
 */
import nlp from 'compromise';
import type { DirhubConfig } from '../core/config.js';
import type { PageText } from '../archive/records.js';
import { ENTITY_TYPES, type EntityType } from '../core/vocab.js';
import { US_COURTS_PROFILE, type EntityProfile, type Mention } from './profiles/index.js';
import { NOT_NAME_WORDS, NOT_PLACE_WORDS, ORG_HEADS, PERSON_TITLES, STATE_NAMES, US_STATES } from './gazetteer.js';
import { entityKey, normalizeName, surnameOf } from './names.js';
import { documentWordCounts, nameNoise, pageSupport } from './noise.js';
import { writtenWords } from '../text/analyser.js';
import { byText, cleanPages } from './text.js';
import type { DocumentEntity, EntityRoleFinding } from '../archive/enrichment.js';
import { addRole } from './roles.js';
import { contactMentions } from './contact-names.js';
import { companyCueMentions } from './company-cues.js';

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
const SINGLE_NAME_RULES = new Set([
  'before-judges',
  'judge',
  'caption-party',
  'salutation',
  'case-name',
  'known',
  'speaker',
]);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function validPerson(name: string, rule: string): boolean {
  const tokens = name.split(' ');
  if (tokens.length > 5 || /\d|@/.test(name)) return false;
  if (tokens.length === 1 && !SINGLE_NAME_RULES.has(rule)) return false;
  if (tokens.every((t) => /^[A-Z]\.$/.test(t)) || /^[A-Z]\.$/.test(tokens[tokens.length - 1]!)) return false;
  if (STATE_KEYS.has(name.toLowerCase())) return false;
  // "Carter W. Page": after a given name and an initial, a surname may be a common word.
  const initialled = /^[A-Z][a-z]+ [A-Z]\. [A-Z][a-z]+$/.test(name);
  return tokens.every((t, i) => {
    const bare = t.toLowerCase().replace(/[.,'’]/g, '');
    if (initialled && i === 2) return true;
    if (/^(?:de|la|van|von|del|da|du)$/.test(bare)) return true;
    return /^\p{Lu}/u.test(t) && !NOT_NAME_WORDS.has(bare) && bare.length > 0;
  });
}

/** Rules that name an organization by one word ("Congress", "his employer SPIREON"). */
const SINGLE_WORD_ORGANIZATION_RULES = new Set([
  'institution',
  'employer',
  'known',
  'email-domain',
  'company-cue',
  'lexicon',
]);
/**
 * Organizations' words that are a form's or a table's, not a name's ("Case Caption", "Case Number"), and the
 * courts' filing systems (CM/ECF, PACER).
 */
const NOT_ORGANIZATION =
  /^(?:DC Court|District Court|United States District|U\.S\. District|Law Office|Law Offices|Clerk's Office|CM\/ECF|PACER|ECF)$|\b(?:Caption|Case Number)\b/i;

/**
 * A person's title read as a name ("Senior Counsel", "Vice President for Operations"), and a circuit's bar or
 * rule without its number ("6th Circuit Bar" read from "Circuit"). An office is an organization only as a
 * party of the caption.
 */
const TITLE_AS_ORGANIZATION =
  /^(?:(?:Vice|Senior|Deputy|Assistant|Associate|Executive|Chief|General|Managing|Special)\s+)+(?:President|Counsel|Director|Manager|Officer|Attorney|Secretary|Partner|Solicitor)\b|^(?:Vice\s+)?President\s+(?:for|of)\s+(?:Operations|Sales|Marketing|Finance|Human Resources)\b|^Circuit\s+(?!Court\b)/i;
const CAPTION_RULES = new Set(['caption-party', 'caption-office', 'known']);

/**
 * A form's labels and values read as one name ("Arresting Officer WILSON Place of Arrest PALM BCH CO"): a
 * word in capitals, not an acronym, between words written in small letters.
 */
const FORM_FIELDS = /\b\p{Lu}\p{Ll}+[ \t]+\p{Lu}{5,}[ \t]+\p{Lu}\p{Ll}+\b/u;

function validOrganization(name: string, rule: string, written = name): boolean {
  if (FORM_FIELDS.test(written)) return false;
  const tokens = name.split(' ');
  if (TITLE_AS_ORGANIZATION.test(name) && !CAPTION_RULES.has(rule)) return false;
  if (tokens.length < 2 && !/^[A-Z]{2,}$/.test(name) && !SINGLE_WORD_ORGANIZATION_RULES.has(rule)) return false;
  if (NOT_ORGANIZATION.test(name)) return false;
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
  if (/\b(?:Street|Avenue|Road|Boulevard|Drive|Lane|Suite|Floor)$/i.test(name)) return false;
  if (!/^\p{Lu}/u.test(name)) return false;
  const words = key.replace(/[.,]/g, '').split(' ');
  return (
    !words.some((w) => ORG_HEADS.has(w) && w !== 'district') &&
    !words.some((w) => ['circuit', 'judge', 'appellant', 'appellee', 'plaintiff', 'defendant'].includes(w))
  );
}

/** The words compromise's lexicon lists with a tag ("Organization", "Place"). */
function lexiconWords(tag: string): string[] {
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  return Object.entries(lexicon)
    .filter(([, tags]) => (Array.isArray(tags) ? tags.includes(tag) : tags === tag))
    .map(([word]) => word);
}

/** The organizations compromise's lexicon knows by name, less the abbreviations of a name's kind ("Dept."). */
const LEXICON_ORGANIZATIONS = new Set(
  lexiconWords('Organization').filter(
    (word) => !['dept', 'univ', 'assn', 'inc', 'ltd', 'co', 'corp', 'bros'].includes(word),
  ),
);

/** The places compromise's lexicon knows other than cities, countries and regions ("Brooklyn", "Americas"). */
const LEXICON_PLACES = new Set(lexiconWords('Place'));

/**
 * A place of that lexicon, where the text puts it after a preposition of place ("founder of a shop in
 * Brooklyn"): its list holds surnames too (Caldwell, Hastings), which the preposition tells apart.
 */
function lexiconPlace(found: string, text: string): boolean {
  const name = found.replace(/[.,;:]+$/, '').trim();
  if (!/^\p{Lu}\p{Ll}{3,}(?:\s+\p{Lu}\p{Ll}+)*$/u.test(name) || !LEXICON_PLACES.has(name.toLowerCase())) return false;
  return new RegExp(
    `\\b(?:in|from|near|across|throughout|outside|inside|around)\\s+(?:the\\s+)?${escapeRegExp(name)}\\b`,
  ).test(text);
}

/** compromise's people, places and known organizations on one page, as mentions. */
function libraryMentions(text: string): Mention[] {
  const doc = nlp(text);
  const out: Mention[] = [];
  for (const found of doc.people().out('array') as string[]) {
    // The library may end a name at a hyphen ("Tracy Doherty-" of "Tracy Doherty-McCormack"): the name
    // runs on to the end of the hyphenated word.
    const p = /-$/.test(found)
      ? (new RegExp(`${escapeRegExp(found)}[\\p{L}'’]+`, 'u').exec(text)?.[0] ?? found.replace(/-$/, ''))
      : found;
    // "Thomas F. Eagleton Courthouse" is a building.
    if (
      new RegExp(
        `${escapeRegExp(p.replace(/[,;:.]+$/, ''))}\\s+(?:U\\.S\\.\\s+)?(?:Courthouse|Building|Center|Hall)\\b`,
      ).test(text)
    )
      continue;
    out.push({ type: 'person', text: p, rule: 'nlp' });
  }
  // "Atlanta, GA" is two places: the city, and the state its code stands for. The library guesses a place
  // from its shape ("Sandhill Amusements", "District Attorneys"); only places its lexicon knows (a city, a
  // country, a region) are kept, the patterns read the rest.
  for (const place of doc.places().json() as { text: string; terms: { tags: string[] }[] }[]) {
    const known =
      place.terms.some((t) => t.tags.some((tag) => tag === 'City' || tag === 'Country' || tag === 'Region')) ||
      lexiconPlace(place.text, text);
    if (!known) continue;
    for (const part of place.text
      .replace(/[.,;:]+$/, '')
      .split(/\s*,\s*/)
      .filter(Boolean))
      out.push({ type: 'location', text: (part !== 'DC' && US_STATES[part.replace(/\W/g, '')]) || part, rule: 'nlp' });
  }
  // Organizations likewise only where the lexicon knows the words as one ("Boeing", "FBI"), capitalised as
  // a name is: its guesses from a shape ("Earnings power", "STYLE & FASHION") are the patterns' to read.
  for (const org of doc.organizations().out('array') as string[]) {
    const name = org.replace(/^[("“]+|[)"”,;:.]+$/g, '').replace(/['’]s$/, '');
    if (/^\p{Lu}/u.test(name) && LEXICON_ORGANIZATIONS.has(name.toLowerCase()))
      out.push({ type: 'organization', text: name, rule: 'lexicon' });
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

/**
 * The name library's work grows faster than its text on a page without sentences (a hostile file's one line
 * of 100,000 capitalised words took minutes): a page longer than this is read in pieces cut at line breaks,
 * a longer line at a space (a name across such a cut is missed). Pages of documents are far shorter, and
 * read whole.
 */
const LIBRARY_PIECE = 20_000;

function pieces(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const out: string[] = [];
  let piece = '';
  for (const line of text.split('\n')) {
    for (let rest = line; rest;) {
      const room = size - piece.length - 1;
      if (rest.length <= room) {
        piece += (piece ? '\n' : '') + rest;
        rest = '';
      } else if (piece) {
        out.push(piece);
        piece = '';
      } else {
        const space = rest.lastIndexOf(' ', size);
        const cut = space > 0 ? space : size;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut).trimStart();
      }
    }
  }
  if (piece) out.push(piece);
  return out;
}

/** Every mention on one page, raw: the profile's patterns', the known names', the e-mail addresses', then the library's. */
export function pageMentions(text: string, known: KnownNames, profile: EntityProfile = US_COURTS_PROFILE): Mention[] {
  const lines = profile
    .readPage(text)
    .split('\n')
    .map((l) => l.trim());
  const flat = lines.join('\n');
  const spaced = flat.replace(/\n/g, ' ');
  const mentions = [
    ...profile.pageMentions({ lines, flat, spaced }),
    ...knownMentions(spaced, known),
    ...contactMentions(flat),
  ];
  // The library's guesses count only where no pattern saw the same words as something else.
  const taken = mentions.map((m) => ({ type: m.type, text: m.text.toLowerCase() }));
  for (const m of pieces(flat, LIBRARY_PIECE).flatMap(libraryMentions)) {
    const t = m.text.toLowerCase().replace(/[,;:.]+$/, '');
    // A longer person name than a pattern found ("John Smith" over "Mr. Smith") is kept; anything else
    // that overlaps a pattern's find is the library splitting or joining what the pattern read better.
    const clash = taken.some(
      (x) => x.text.includes(t) || (t.includes(x.text) && (x.type !== m.type || m.type !== 'person')),
    );
    if (!clash) mentions.push(m);
  }
  // A company read from its cue words only where nothing else read those words (a person "owned by John
  // Smith" is the library's, a court's name the patterns').
  const read = mentions.map((m) => m.text.toLowerCase().replace(/[,;:.]+$/, ''));
  for (const m of companyCueMentions(flat)) {
    const t = m.text.toLowerCase();
    if (!read.some((x) => x.includes(t) || t.includes(x))) mentions.push(m);
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
  roles: EntityRoleFinding[];
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

/**
 * Drops organizations read by their head word or an e-mail domain whose key is a strict part of a longer one
 * found on the same page ("Kilpatrick Townsend" of "Kilpatrick Townsend & Stockton LLP").
 */
function dropFragments<T extends { type: EntityType; key: string; rule: string }>(mentions: T[]): T[] {
  const isFragment = fragmentsOf(new Set(mentions.filter((m) => m.type === 'organization').map((m) => m.key)));
  return mentions.filter(
    (m) => m.type !== 'organization' || (m.rule !== 'org-head' && m.rule !== 'email-domain') || !isFragment(m.key),
  );
}

/** Keys of more words than this are compared one by one rather than cut into their runs of words. */
const MOST_WORDS_CUT = 40;

/**
 * Whether a key is a run of whole words of a longer key among `keys`. Each key's runs of words are listed
 * once (a name has a few words), rather than every mention compared with every other: a page of 20,000
 * organization lines took 8 s that way.
 */
function fragmentsOf(keys: ReadonlySet<string>): (key: string) => boolean {
  const inside = new Set<string>();
  const long: string[] = [];
  for (const k of keys) {
    const words = k.split(' ');
    if (words.length > MOST_WORDS_CUT) long.push(k);
    else
      for (let i = 0; i < words.length; i++)
        for (let j = i + 1; j <= words.length; j++) if (j - i < words.length) inside.add(words.slice(i, j).join(' '));
  }
  const known = new Map<string, boolean>();
  return (key) => {
    let fragment = known.get(key);
    if (fragment === undefined) {
      fragment = inside.has(key) || long.some((k) => k.length > key.length && ` ${k} `.includes(` ${key} `));
      known.set(key, fragment);
    }
    return fragment;
  };
}

/**
 * The pages as the patterns read them: a word broken at a line's end joined again on the next line ("Da-\nvid
 * Silver" → "\nDavid Silver": a name goes on after its broken word more often than it ends there), and what
 * the profile blanks (citations of other cases) blanked, across page breaks too.
 */
function readablePages(pages: PageText[], profile: EntityProfile): PageText[] {
  const joined = pages.map((p) => p.text.replace(/(\S*\p{Ll})-\n(\p{Ll})/gu, '\n$1$2'));
  const masked = profile.maskDocument(joined.join('\f')).split('\f');
  return pages.map((p, i) => ({ ...p, text: masked[i] ?? '' }));
}

/** Entities of a document: normalised, merged by key and by surname, counted, with pages. */
export function extractEntities(
  pages: PageText[],
  known: KnownNames = { person: [], location: [], organization: [] },
  profile: EntityProfile = US_COURTS_PROFILE,
): DocumentEntity[] {
  const cleaned = cleanPages(pages);
  const groups = groupMentions(cleaned, known, profile);
  mergeNameEndings(groups);
  mergeSurnames(groups);
  dropNamesWithinOthers(groups);
  return withLayoutRoles(cleaned, entitiesOf(groups, cleaned), profile).sort(
    (a, b) => byText(a.type, b.type) || b.count - a.count || byText(a.name, b.name),
  );
}

/** The mentions of every page that pass as names, grouped by type and key, with their forms, pages and roles. */
function groupMentions(cleaned: PageText[], known: KnownNames, profile: EntityProfile): Map<string, Group> {
  const groups = new Map<string, Group>();
  const documentWords = documentWordCounts(cleaned);
  const knownWords = new Set(ENTITY_TYPES.flatMap((t) => known[t].flatMap((n) => writtenWords(n))));
  for (const page of readablePages(cleaned, profile)) {
    const raw = pageMentions(page.text, known, profile);
    const support = pageSupport(page, documentWords, knownWords);
    const normalized = raw
      .map((m) => ({ ...m, name: normalizeName(m.type, m.text) }))
      .filter(
        (m) =>
          m.name &&
          (m.rule === 'known' || !nameNoise(m.type, m.name, support)) &&
          (m.type === 'person'
            ? validPerson(m.name, m.rule)
            : m.type === 'organization'
              ? validOrganization(m.name, m.rule, m.text)
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
          (g = { type: m.type, key: m.key, names: new Map(), raws: new Set(), pages: new Set(), count: 0, roles: [] }),
        );
      g.names.set(m.name, (g.names.get(m.name) ?? 0) + 1);
      g.raws.add(
        m.text
          .replace(/\s+/g, ' ')
          .replace(/[,;:]+$/, '')
          .trim(),
      );
      g.pages.add(page.page);
      if (m.role) addRole(g.roles, { ...m.role, page: page.page });
    }
  }
  return groups;
}

/** One group taken into another: its forms, pages and roles. */
function mergeInto(target: Group, from: Group): void {
  for (const [n, c] of from.names) target.names.set(n, (target.names.get(n) ?? 0) + c);
  for (const r of from.raws) target.raws.add(r);
  for (const p of from.pages) target.pages.add(p);
  for (const r of from.roles) addRole(target.roles, r);
}

function mergeNameEndings(groups: Map<string, Group>): void {
  // "Zepeda Rivas" is the end of "Angel Zepeda Rivas": the same person, when only one name ends so.
  const multi = [...groups.values()].filter((g) => g.type === 'person');
  for (const short of multi) {
    const words = displayName(short.names).toLowerCase().split(' ');
    if (words.length < 2) continue;
    const longer = multi.filter((g) => {
      const w = displayName(g.names).toLowerCase().split(' ');
      return g !== short && w.length > words.length && w.slice(-words.length).join(' ') === words.join(' ');
    });
    if (longer.length !== 1 || !groups.has(`person:${short.key}`)) continue;
    const target = longer[0]!;
    mergeInto(target, short);
    groups.delete(`person:${short.key}`);
  }
}

function mergeSurnames(groups: Map<string, Group>): void {
  // "Mr. Smith" / "Smith" joins the one full name with that surname, when there is exactly one.
  const people = [...groups.values()].filter((g) => g.type === 'person');
  for (const single of people.filter((g) => !g.key.includes(' '))) {
    const full = people.filter((g) => g.key.includes(' ') && surnameOf(displayName(g.names)) === single.key);
    if (full.length !== 1) continue;
    const target = full[0]!;
    mergeInto(target, single);
    groups.delete(`person:${single.key}`);
  }
}

function dropNamesWithinOthers(groups: Map<string, Group>): void {
  // A person's name that begins an organization's ("C. R. Bard" of "C. R. Bard, Inc.") is the organization's;
  // a place that is a person's name or part of it ("St. Pierre" of "Vanessa St. Pierre") is the person's.
  const orgNames = [...groups.values()].filter((g) => g.type === 'organization').map((g) => displayName(g.names));
  const personWords = [...groups.values()]
    .filter((g) => g.type === 'person')
    .map((g) => ` ${displayName(g.names).toLowerCase().replace(/[.,]/g, '')} `);
  for (const [id, g] of groups) {
    const name = displayName(g.names);
    if (g.type === 'person' && orgNames.some((o) => o.startsWith(`${name},`) || o.startsWith(`${name} `)))
      groups.delete(id);
    if (g.type === 'location' && personWords.some((w) => w.includes(` ${name.toLowerCase().replace(/[.,]/g, '')} `)))
      groups.delete(id);
  }
}

/** The groups as entities: a display name, the count of their forms in the text, pages and aliases. */
function entitiesOf(groups: Map<string, Group>, cleaned: PageText[]): DocumentEntity[] {
  const allText = cleaned.map((p) => p.text);
  const out: DocumentEntity[] = [];
  for (const g of groups.values()) {
    const name = displayName(g.names);
    const forms = new Set([...g.names.keys(), ...g.raws]);
    const count = Math.max(
      1,
      allText.reduce((n, t) => n + occurrences(t, forms), 0),
    );
    // Aliases are the other forms as written (the name in capitals included, for matching); not a form
    // read with a title or a word before it ("RE CARTER W. PAGE").
    const aliases = [...forms]
      .filter((f) => {
        const first = f.toLowerCase().split(' ')[0]!.replace(/[.:,]/g, '');
        return f !== name && f.length > 1 && !(g.type === 'person' && PERSON_TITLES.has(first));
      })
      .sort(byText)
      .slice(0, 12);
    out.push({
      name,
      type: g.type,
      count,
      pages: [...g.pages].sort((a, b) => a - b),
      aliases,
      ...(g.roles.length ? { roles: g.roles } : {}),
    });
  }
  return out;
}

/** The entities with the roles the document's layout gives them (the profile's), roles in a stable order. */
function withLayoutRoles(pages: PageText[], entities: DocumentEntity[], profile: EntityProfile): DocumentEntity[] {
  for (const a of profile.layoutRoles(pages, entities)) {
    const e = entities.find((x) => x.type === a.type && x.name === a.name);
    if (!e) continue;
    const roles = e.roles ?? [];
    addRole(roles, a);
    e.roles = roles;
  }
  for (const e of entities)
    e.roles?.sort(
      (a, b) => byText(a.role, b.role) || byText((a.kinds ?? a.for ?? []).join(), (b.kinds ?? b.for ?? []).join()),
    );
  return entities;
}
