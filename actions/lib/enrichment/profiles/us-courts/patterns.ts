/**
 * The US-court profile's patterns, for what court filings share: court names in the caption, parties around "v.", judges in
 * "Before …" lines and "Hon." references, clerks, counsel above their e-mail addresses, speakers of a
 * transcript, and places in "City, ST 12345" address lines (organizations by their head word are
 * organizations.ts'). Each returns raw mentions; names.ts normalises them.
 */
import type { PartyKind } from '../../../core/vocab.js';
import {
  NOT_NAME_WORDS,
  ORG_HEADS,
  PERSON_TITLES,
  STATE_ABBREVIATIONS,
  STATE_NAMES,
  US_STATES,
} from '../../gazetteer.js';
import { partyKinds } from '../../party-kinds.js';
import type { Mention } from '../profile.js';

const STATE_ALT = STATE_NAMES.map((s) => s.replace(/ /g, '\\s+')).join('|');
/** State names as written in title case or in capitals, for patterns that must stay case-sensitive. */
const STATE_ABBREVIATION_ALT = Object.keys(STATE_ABBREVIATIONS)
  .sort((a, b) => b.length - a.length)
  .map((a) => a.replace(/\./g, '\\.\\s*'))
  .join('|');
const STATE_ALT_CASED = STATE_NAMES.flatMap((s) => [s, s.toUpperCase()].map((v) => v.replace(/ /g, '\\s+'))).join('|');
const DISTRICT = `(?:(?:Northern|Southern|Eastern|Western|Central|Middle)\\s+)?District\\s+of\\s+(?:${STATE_ALT}|Columbia)`;
const CIRCUIT =
  '(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|D\\.C\\.|District\\s+of\\s+Columbia|Federal)\\s+Circuit';
const COURT_NAME = new RegExp(
  [
    `United\\s+States\\s+(?:Court\\s+of\\s+Appeals|District\\s+Court|Bankruptcy\\s+Court)(?:\\s*,?\\s+(?:(?:for|of)\\s+the\\s+)?(?:${CIRCUIT}|${DISTRICT}))?`,
    `(?:United\\s+States\\s+)?Judicial\\s+Panel\\s+on\\s+Multidistrict\\s+Litigation`,
    `United\\s+States\\s+Judicial\\s+Panel\\s+for\\s+Multidistrict\\s+Litigation`,
    `Supreme\\s+Court\\s+of\\s+(?:the\\s+United\\s+States|${STATE_ALT})`,
    `(?:${STATE_ALT})\\s+(?:Court\\s+of\\s+Appeals|Supreme\\s+Court|Superior\\s+Court)`,
    // A state's courts named by their kind and their state: "Court of Appeals of the State of Oregon",
    // "Supreme Court of the State of New York", "Superior Court of California", "Court of Criminal Appeals of Texas".
    `(?:Supreme\\s+Court|Court\\s+of\\s+(?:Criminal\\s+|Civil\\s+)?Appeals|Superior\\s+Court|Appellate\\s+Court|Commonwealth\\s+Court|District\\s+Court\\s+of\\s+Appeal|Court\\s+of\\s+Common\\s+Pleas|Court\\s+of\\s+Chancery)\\s+of\\s+(?:the\\s+)?(?:(?:State|Commonwealth)\\s+of\\s+)?(?:${STATE_ALT})`,
    `United\\s+States\\s+(?:Court\\s+of\\s+Federal\\s+Claims|Tax\\s+Court|Court\\s+of\\s+International\\s+Trade|Court\\s+of\\s+Appeals\\s+for\\s+Veterans\\s+Claims)`,
    `Circuit\\s+Court\\s+of\\s+(?:the\\s+City\\s+of\\s+)?(?:St\\.\\s+)?[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?\\s+County`,
  ].join('|'),
  'gim',
);
/** A court named by its kind, written as a name ("the Court of Appeals"), not "the court of appeals". */
const COURT_BY_KIND = /(?:(?<=\bthe\s+)|^)(?:Court\s+of\s+Appeals|Superior\s+Court|COURT\s+OF\s+APPEALS)\b/gm;

/** Court names, case-insensitive across line breaks ("UNITED STATES COURT OF APPEALS\nFOR THE TENTH CIRCUIT"). */
export function courtMentions(flat: string): Mention[] {
  const named = [...flat.matchAll(COURT_NAME)];
  const byKind = [...flat.matchAll(COURT_BY_KIND)].filter(
    (k) => !named.some((n) => k.index! >= n.index! && k.index! < n.index! + n[0].length),
  );
  return [...named, ...byKind].map((m) => ({
    type: 'organization' as const,
    text: canonicalCourt(m[0]),
    rule: 'court',
  }));
}

/** "UNITED STATES DISTRICT COURT CENTRAL DISTRICT OF CALIFORNIA" → "… Court for the Central District of California". */
function canonicalCourt(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ' ')
    .replace(
      /(Court|Appeals)\s+(?:(?:for|of)\s+the\s+)?((?:\w+\s+)?(?:District|Circuit))/i,
      (_m, a: string, b: string) => `${a} for the ${b}`,
    );
}

/** The same text with court names blanked, so that other patterns do not run across them. */
export function maskCourts(text: string): string {
  const blank = (m: string) => '\n\n' + ' '.repeat(Math.max(0, m.length - 2));
  return text.replace(COURT_NAME, blank).replace(COURT_BY_KIND, blank);
}

/**
 * Captions set in two columns with ")" or "]" between them ("STATE OF MISSOURI, ) Honorable Deborah J.
 * Alessi") are read column by column: the left parts of a run of such lines, then the right parts, so
 * that a party's name is not joined to the judge's beside it.
 */
export function stripCaptionColumns(text: string): string {
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  const tidyLine = (l: string) => l.replace(/\s+/g, ' ').trim();
  for (const line of text.split('\n')) {
    // ")", "]", a lone "*" ("United States of America, *") or a "§" not before a number (a Texas caption's
    // column, not "§ 1983") between the columns.
    const parts = line.split(/(?:^|\s)(?:[)\]*]|§(?!\s+\d))(?=\s|$)/);
    if (parts.length < 2) {
      flush();
      out.push(tidyLine(line));
      continue;
    }
    const l = tidyLine(parts[0]!);
    const r = tidyLine(parts.slice(1).join(' '));
    if (l) left.push(l);
    if (r) right.push(r);
  }
  flush();
  return out.join('\n');
}

/** The side across "v." from a party block of these kinds: a plaintiff's opponent is a defendant. */
function opposingKinds(kinds: PartyKind[]): PartyKind[] {
  const opposite: Partial<Record<PartyKind, PartyKind>> = {
    plaintiff: 'defendant',
    defendant: 'plaintiff',
    appellant: 'appellee',
    appellee: 'appellant',
    petitioner: 'respondent',
    respondent: 'petitioner',
  };
  return kinds.map((k) => opposite[k]).filter((k): k is PartyKind => k !== undefined);
}

// A label may have the right column's number beside it: "Petitioner, Agency No. A012-345-678".
const ROLE_LINE =
  /^(?:(?:and\s+)?(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Movants?|Intervenors?|Cross-Appellants?|Debtors?)(?:\s*[-—–,]\s*|\s+))*(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Movants?|Intervenors?|Debtors?)[.,;]?(?:\s+(?:[A-Z][a-z]+\s+)?No\.\s.*)?$/i;
const ROLE_INLINE =
  /,\s*(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Debtors?)(?:[-—–]\w+)?,?\s*$/i;
/**
 * The right column of a caption read on the party's line: the case's number ("JOSE RAMIREZ, No. 18-70123",
 * "Agency No. A012-345-678", "Case No. 1:21-cv-04567", or its label alone, "CIVIL ACTION NO."), the
 * filing's title ("MEMORANDUM*") or the jury demand ("HIRE DYNAMICS, LLC, JURY TRIAL DEMANDED").
 */
const RIGHT_COLUMN_TAIL =
  /\s+(?:(?:(?:Agency|Case|Civil\s+Action|Criminal\s+Action|Index|Docket|Appeal|Adv(?:ersary)?\.?\s+Pro(?:c|ceeding)?\.?)\s+)?No\.?\s*[A-Z]{0,3}\d\S*.*|(?:CIVIL|Civil|CRIMINAL|Criminal)\s+(?:ACTION|Action)\s+(?:(?:FILE|File)\s+)?(?:NO|No)\.?|(?:MEMORANDUM|OPINION|ORDER|DECISION AND ORDER|JUDGMENT)\**|JURY\s+TRIAL\s+DEMANDED|Jury\s+Trial\s+Demanded|DEMAND\s+FOR\s+(?:A\s+)?JURY\s+TRIAL)$/;
const KIND_LABEL =
  '(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Movants?|Debtors?)(?:[-—–](?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?))?';
const INLINE_CAPTION = new RegExp(
  `^(.+?),\\s+(${KIND_LABEL}),?\\s+(?:v\\.?|vs\\.?)\\s+(.+?),\\s+(${KIND_LABEL})\\.?$`,
  'i',
);
/** A caption line that is only the filing's title, set between the parties ("DECISION AND ORDER", "MEMORANDUM*"). */
const TITLE_LINE =
  /^(?:MEMORANDUM(?:\s+(?:OPINION|DECISION))?(?:\s+AND\s+ORDER)?|OPINION(?:\s+AND\s+ORDER)?|ORDER|DECISION(?:\s+AND\s+ORDER)?|JUDGMENT)\**$/;
// "-against-" is New York's "v.".
const V_LINE = /^(?:v\.?|vs\.?|versus|-\s*against\s*-)(?:\s.*)?$/i;
/** A caption's rule: "----------------------------X" above and below New York's parties. */
const RULE_LINE = /^[-=_*]{5,}\s*[Xx]?$/;

function looksLikeOrganization(text: string): boolean {
  if (/\b(?:state|commonwealth|people|county|city)\s+of\b|^united states(?: of america)?$|\bex rel\b/i.test(text))
    return true;
  const words = text.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  return words.some((w) => ORG_HEADS.has(w) && w !== 'counsel' && w !== 'district' && w !== 'court');
}

/** Splits a caption party block into the parties it names ("A, LLC, and B, Inc." → two). */
function splitParties(block: string): string[] {
  const cleaned = block
    .replace(/,?\s*\b(?:in\s+(?:his|her|their|its)\s+official\s+capacit(?:y|ies)(?:\s+as\s+[^,;]+)?)/gi, ';')
    .replace(/,?\s*\bet\s+al\.?/gi, '')
    .replace(/\bex\s+rel\.?\s*/gi, ';')
    .replace(/\bdba\b|\bd\/b\/a\b/gi, ';')
    .replace(/\s*;\s*and\s+|\s*,\s*and\s+(?=[A-Z])|\s+and\s+(?=DOES\b)/g, ';');
  const parts: string[] = [];
  for (const piece of cleaned.split(';')) {
    // "GIFT SURPLUS, LLC" keeps its comma; "BRANCH HEAD OF …, MARK J. SENTER" splits.
    const split = piece.split(
      /,\s+(?!(?:LLC|L\.L\.C\.|Inc\.?|INC\.?|LLP|PLLC|P\.A\.|Ltd\.?|Co\.|Corp\.?|Jr\.?|Sr\.?|II|III|IV)\b)/,
    );
    // "SMITH, JOHN Q.": a lone surname and a given name are one person written last name first.
    const chunks: string[] = [];
    for (let i = 0; i < split.length; i++) {
      const c = split[i]!.trim();
      const next = split[i + 1]?.trim().replace(/[,.;]+$/, '') ?? '';
      if (
        /^[\p{Lu}][\p{L}'’-]+$/u.test(c) &&
        /^[\p{Lu}][\p{L}'’-]+(?:\s+[A-Z]\.)?$/u.test(next) &&
        !looksLikeOrganization(c)
      ) {
        chunks.push(`${c}, ${next}`);
        i++;
      } else chunks.push(c);
    }
    for (const c of chunks) {
      const t = c
        .replace(/^\s*(?:and|IN RE:?)\s+/i, '')
        .replace(/[,.;:\s]+$/, '')
        .trim();
      if (t && !/^DOES\b|^\d/.test(t) && t.split(' ').length <= 12) parts.push(t);
    }
  }
  return parts;
}

export function isRoleHead(text: string): boolean {
  return /^(?:BRANCH\s+HEAD|SECRETARY|DIRECTOR|GOVERNOR|COMMISSIONER|WARDEN|ATTORNEY\s+GENERAL|SHERIFF|CHIEF)\b/i.test(
    text,
  );
}

/** Classifies one party of a caption. Role descriptions ("SECRETARY OF THE … DEPARTMENT") name the department. */
function partyMention(text: string): Mention | null {
  if (isRoleHead(text)) {
    const of = /\bOF\s+THE\s+(.+)$/i.exec(text);
    if (of && looksLikeOrganization(of[1]!))
      return { type: 'organization', text: of[1]!.replace(/^.*\bOF\s+THE\s+/i, ''), rule: 'caption-office' };
    return null;
  }
  if (/\blitigation$/i.test(text)) return null;
  if (looksLikeOrganization(text)) return { type: 'organization', text, rule: 'caption-party' };
  const words = text.replace(/,/g, '').split(/\s+/);
  if (
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((w) => /^[\p{Lu}][\p{L}.'’-]*$/u.test(w) || /^(?:de|la|van|von)$/i.test(w))
  )
    return { type: 'person', text, rule: 'caption-party' };
  if (words.length === 1 && /^[A-Z](?:[a-z]+|[A-Z]{2,})$/.test(words[0]!))
    return { type: 'person', text, rule: 'caption-party' };
  return null;
}

/** Where a caption's party list begins: walking back from its role label while the lines belong to one list. */
function partyBlockStart(lines: string[]): number {
  let from = lines.length - 1;
  while (from > 0) {
    const prev = lines[from - 1]!;
    const cur = lines[from]!;
    // A docket number or a caption's heading is no party's name ("OFFICIAL … CAPTION FOR 17-3994").
    if (/\b\d{2}-\d{3,}|\bcaption\b/i.test(prev)) break;
    const firstWord = cur
      .split(' ')[0]!
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const continues =
      /[,;]$/.test(prev) ||
      /\b(?:and|of|the|in|his|her|AND|OF|THE)$/.test(prev) ||
      /^[a-z]/.test(cur) ||
      (!/[.,;:]$/.test(prev) &&
        cur.split(' ').some((w) => ORG_HEADS.has(w.toLowerCase().replace(/[^a-z]/g, ''))) &&
        !ORG_HEADS.has(
          prev
            .split(' ')
            .pop()!
            .toLowerCase()
            .replace(/[^a-z]/g, ''),
        )) ||
      prev.length > 55;
    if (!continues) break;
    from--;
  }
  return from;
}

/** A line that ends a caption's party list: blank, a rule, prose, a docket number, a heading of the case. */
const captionBoundary = (line: string) =>
  !line ||
  RULE_LINE.test(line) ||
  line.length > 90 ||
  /^(?:no\.|case|civil action|appeal|on appeal|before|on discretionary|filed|dated|decided|argued|\d)/i.test(line);

/**
 * Caption parties: the lines above a role label ("Plaintiff-Appellant,") back to the previous caption
 * boundary, and the party after "In re:".
 */
export function captionMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  let block: string[] = [];
  let afterV = false;
  // The kinds of the last labelled party block: the block after "v." without a label of its own is the other side.
  let lastKinds: PartyKind[] = [];
  const emit = (label: string, extra?: string) => {
    const kinds = label || !afterV ? partyKinds(label) : opposingKinds(lastKinds);
    if (label) lastKinds = kinds;
    const lines = [...block, ...(extra ? [extra] : [])];
    block = [];
    afterV = false;
    const from = partyBlockStart(lines);
    const text = lines.slice(Math.max(0, from)).join(' ').trim();
    if (text)
      for (const p of splitParties(text)) {
        const m = partyMention(p);
        // An office's department ("SECRETARY OF THE … DEPARTMENT") is named, but the officer is the party.
        if (m) out.push(kinds.length && m.rule !== 'caption-office' ? { ...m, role: { role: 'party', kinds } } : m);
      }
  };
  for (const [n, line] of lines.entries()) {
    // A caption on one line: "JOHN DOE, Plaintiff, v. ACME WIDGET CORP., Defendant."
    const oneLine = INLINE_CAPTION.exec(line);
    if (oneLine) {
      for (const at of [1, 3]) {
        block = [oneLine[at]!];
        emit(oneLine[at + 1]!);
      }
      continue;
    }
    // "Plaintiff, CIVIL ACTION NO.": the label with the right column's words beside it.
    const label = line.replace(RIGHT_COLUMN_TAIL, '');
    if (ROLE_LINE.test(label)) {
      emit(label);
      continue;
    }
    const inline = ROLE_INLINE.exec(line);
    if (inline && line.length > inline[0].length) {
      emit(inline[0], line.slice(0, inline.index));
      continue;
    }
    if (V_LINE.test(line)) {
      block = [];
      afterV = true;
      continue;
    }
    if (captionBoundary(line)) {
      if (afterV && block.length) emit('');
      block = [];
      afterV = false;
      continue;
    }
    // "In re:" on a line of its own: the party is named in the lines below, down to its label ("Debtors.").
    if (/^in\s+re:?$/i.test(line)) {
      block = [];
      afterV = false;
      continue;
    }
    if (TITLE_LINE.test(line)) continue;
    const inRe = /^in\s+re:?\s+(.+?)(?:\s+No\.\s.*)?$/i.exec(line);
    if (inRe) {
      block = [];
      // "IN RE CARTER W. PAGE, A U.S. PERSON": the subject is named before the comma; "IN RE: Bard IVC
      // Filters Products / Liability Litigation" names a litigation, not a party.
      const m = /\blitigation\b/i.test(`${line} ${lines[n + 1] ?? ''}`)
        ? null
        : partyMention(inRe[1]!.split(/,\s+(?!(?:Jr|Sr|III|II|IV|Inc|LLC)\b)/i)[0]!.trim());
      if (m && m.type === 'person') out.push({ ...m, rule: 'in-re', role: { role: 'party' } });
      continue;
    }
    block.push(line.replace(RIGHT_COLUMN_TAIL, ''));
    if (block.length > 8) block.shift();
  }
  return out;
}

// Names may not start on one line and go on at the next ("… Claims\nLisa A. Lowe"), except after an initial.
const NAME =
  "(?:St\\.\\s+)?[A-Z][\\p{L}-]+(?:['’][\\p{L}]{2,}[\\p{L}-]*)?(?:(?:[ \\t]+|(?<=\\b[A-Z]\\.)\\s+)(?:[A-Z]\\.|[A-Z][\\p{L}-]+(?:['’][\\p{L}]{2,}[\\p{L}-]*)?)){0,3}";
/**
 * A judge's name after "Judge" on its line, or after "Honorable" (which may end its line): the line below a
 * signature's "District Judge" is what follows the signature (a caption, a certificate), not the judge.
 */
const TITLE_BEFORE_JUDGE = new RegExp(
  `\\b(?:(?:Hon\\.|HON\\.|Honorable|HONORABLE)\\s+|(?:Judge|Justice)[ \\t]+)(${NAME})`,
  'gu',
);
// A given name has a small letter second ("LaToya", not "FL" of "BROWARD COUNTY, FL Howard C. Forman").
export const NAME_WITH_INITIAL =
  "\\b[A-Z]\\p{Ll}[\\p{L}'’-]*(?:[ \\t]+[A-Z]\\p{Ll}[\\p{L}'’-]*)?(?:\\s+[A-Z]\\.)+\\s+(?:(?:de|van|von|la)\\s+)?[A-Z][\\p{L}'’-]+(?:,?\\s+(?:Jr\\.?|Sr\\.?|III|II|IV)\\b)?";
const CAPS_NAME_WITH_INITIAL =
  "\\b[A-Z]{2,}(?:[ \\t]+[A-Z]\\.)(?:\\s+[A-Z]\\.)*\\s+[A-Z][A-Z'’-]+(?:,?\\s+(?:JR\\.?|SR\\.?|III|II|IV)\\b)?";

/** What follows a name that is a company's ("C. R. Bard, Inc.") or a building's ("Thomas F. Eagleton Courthouse"). */
const NOT_A_PERSON_AFTER =
  '(?!,?\\s*(?:Inc|LLC|L\\.L\\.C|LLP|Corp|Co|Ltd|PLLC|P\\.A)\\b|\\s+(?:U\\.S\\.\\s+)?(?:Courthouse|Building|Federal Building|Center|Hall)\\b)';

/** Words after a rank that name an office, not the officer. */
const RANK_NOT_NAME = new RegExp(
  `^(?:${[...PERSON_TITLES, ...ORG_HEADS, 'public', 'defender', 'prosecutor', 'marshal', 'warden'].join('|')})$`,
  'i',
);

/** Judges, clerks and other people named by their office. */
export function roleMentions(spaced: string, lines: string[]): Mention[] {
  const out: Mention[] = [];
  const flat = lines.join('\n');
  const push = (text: string, rule: string) =>
    out.push({
      type: 'person',
      text,
      rule,
      ...(rule === 'judge' || rule === 'before-judges' ? { role: { role: 'judge' as const } } : {}),
    });
  // A panel's names fit in 300 characters; unbounded, each "Before:" read on to the text's end (quadratic).
  const before =
    /\bBefore:?\s+((?:[^.]|\b[A-Z]\.){1,300}?),?\s+(?:Senior\s+)?(?:Circuit|District|Chief|Bankruptcy|Appellate)?\s*Judges\b/g;
  for (const m of spaced.matchAll(before)) {
    const list = m[1]!
      .replace(/,?\s*(?:Chief|Senior|Circuit|District)?\s*Judges?\s*,?/gi, ',')
      .replace(/\band\b/g, ',');
    for (const name of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (/^[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+){0,3}$/u.test(name)) push(name, 'before-judges');
    }
  }
  // A letter's note of the argument and its panel: "(Arg. & Sub. – Jan. 12, 2023—Smith, Wollman and Loken)".
  for (const m of spaced.matchAll(
    /\((?:Arg(?:ued)?|Sub(?:mitted)?)\b[^()]{0,60}?[—–-]\s*([A-Z][\p{L}'’-]+(?:,?\s+(?:and\s+)?[A-Z][\p{L}'’-]+){1,4})\)/gu,
  ))
    for (const name of m[1]!.split(/,?\s+(?:and\s+)?/)) push(name, 'before-judges');
  for (const m of flat.matchAll(TITLE_BEFORE_JUDGE)) push(m[1]!, 'judge');
  for (const m of flat.matchAll(
    new RegExp(
      `(${NAME}),\\s+(?:Jr\\.,\\s+)?(?:U\\.S\\.\\s+|United\\s+States\\s+)?(?:Chief\\s+|Senior\\s+|Presiding\\s+|Associate\\s+)?(?:District\\s+|Magistrate\\s+|Circuit\\s+|Bankruptcy\\s+)?Judge\\b`,
      'gu',
    ),
  ))
    push(m[1]!, 'judge');
  for (const m of flat.matchAll(new RegExp(`(${NAME_WITH_INITIAL}),\\s+(?:P\\.J\\.|C\\.J\\.|J\\.)`, 'gu')))
    push(m[1]!, 'judge');
  for (const m of flat.matchAll(new RegExp(`\\bJudge:[ \\t]+(${NAME})`, 'gu'))) push(m[1]!, 'judge');
  // A name on the line above "Clerk" or "Clerk of Court".
  lines.forEach((line, i) => {
    const clerk = /^(.+?),?\s+Clerk\b/.exec(line);
    if (clerk && /[A-Z]/.test(clerk[1]!) && clerk[1]!.split(' ').length <= 5) push(clerk[1]!, 'clerk');
    if (/^Clerk(?: of (?:the )?Court)?$/i.test(line) && i > 0 && lines[i - 1]!.split(' ').length <= 5)
      push(lines[i - 1]!, 'clerk');
    // Counsel blocks: a name in capitals above an e-mail address.
    const next = lines[i + 1] ?? '';
    if (
      /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(next) &&
      /^[A-ZÀ-Þ][A-ZÀ-Þ.'’ -]+$/.test(line) &&
      line.split(' ').length <= 4
    )
      push(line, 'counsel');
  });
  for (const m of flat.matchAll(new RegExp(`\\b(?:Mr|Mrs|Ms|Dr)\\.\\s+(${NAME})`, 'gu'))) push(m[1]!, 'salutation');
  // A police or court officer by rank: "Officer Smith", "Detective Jane Roe", a form's "Arresting Officer WILSON".
  for (const m of flat.matchAll(
    /\b(?:Officer|Detective|Sergeant|Sgt\.|Deputy|Trooper|Corporal|Cpl\.|Lieutenant|Lt\.|Captain|Capt\.)[ \t]+([A-Z][A-Z'’-]{2,}(?![\p{L}])|[A-Z]\p{Ll}[\p{L}'’-]*(?:[ \t]+[A-Z]\p{Ll}[\p{L}'’-]*)?)/gu,
  ))
    // ("Deputy Director Smith", "Deputy Public Defender": a rank before an office names no one by it.)
    if (!m[1]!.split(/\s+/).some((w) => RANK_NOT_NAME.test(w) || NOT_NAME_WORDS.has(w.toLowerCase())))
      push(m[1]!, 'salutation');
  for (const m of flat.matchAll(new RegExp(`${NAME_WITH_INITIAL}(?![\\p{L}'’-])${NOT_A_PERSON_AFTER}`, 'gu')))
    push(m[0], 'initial');
  // "SELYA, Circuit Judge.", "HUDSON, Justice.", "SOTOMAYOR, J., delivered the opinion", "ARMSTEAD, P. J.".
  for (const m of flat.matchAll(
    /^([A-Z][A-Z'’-]{2,}),\s+(?:J\.|[CP]\.\s?J\.|Justice|Chief Justice|(?:Senior\s+)?(?:Circuit|District) Judge)(?:[,.]|$)/gm,
  ))
    push(m[1]!, 'judge');
  for (const m of flat.matchAll(new RegExp(CAPS_NAME_WITH_INITIAL, 'gu'))) push(m[0], 'initial');
  // A transcript's speakers: in a deposition (its questions and answers) or a hearing ("THE COURT:"), "MR.
  // GROVE:" is a lawyer speaking; the witness speaks as "A." or "THE WITNESS:".
  if (/^(?:\d{1,2}\s+)?(?:Q\.|A\.|THE COURT:)/m.test(flat))
    for (const m of flat.matchAll(/^(?:\d{1,2}\s+)?(?:MR|MS|MRS)\.\s+([A-Z][A-Z'’-]+):/gm))
      out.push({ type: 'person', text: m[1]!, rule: 'speaker', role: { role: 'counsel' } });
  return out;
}

/** Case names in running text: "Christopher Mielo, et al v. Steak N Shake Operations Inc". */
export function caseNameMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  const side = "[A-Z][\\w.'’&-]*(?:\\s+(?:[A-Z][\\w.'’&-]*|of|the|N|&))*";
  const re = new RegExp(`(${side})(?:,?\\s+[Ee][Tt]\\s+[Aa][Ll]\\.?)?,?\\s+(?:v\\.|vs\\.?|V\\.)\\s+(${side})`, 'g');
  for (const line of lines) {
    if (/^Short Title\b/i.test(line)) continue;
    // A long line (a page without its line breaks) is read near each "v." only: across a long run of
    // capitalised words the pattern's work grows with the square of the run.
    const spans =
      line.length <= 2000
        ? [line]
        : [...line.matchAll(/\s(?:v\.|vs\.?|V\.)\s/g)].map((v) =>
            line.slice(Math.max(0, v.index - 300), v.index + 300),
          );
    for (const m of spans.flatMap((span) => [...span.matchAll(re)])) {
      for (const raw of [m[1]!, m[2]!]) {
        const text = raw
          .replace(/^(?:RE|Re|Title|Short Title|Case No\.?|See|In)\s*:?\s+/, '')
          .replace(/,.*$/, '')
          .trim();
        const mention = partyMention(text);
        if (mention) out.push({ ...mention, rule: 'case-name' });
      }
    }
  }
  return out;
}

/** Places: "City, ST 12345", "City, State", "X County", and state names. */
export function placeMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  lines.forEach((line, i) => out.push(...linePlaces(line, lines[i + 1] ?? '')));
  return out;
}

function linePlaces(flat: string, next: string): Mention[] {
  const out: Mention[] = [];
  const push = (text: string, rule: string) => out.push({ type: 'location', text, rule });
  const city = "((?:St\\.\\s+)?[A-Z][A-Za-z'’-]+(?:\\s+[A-Z][A-Za-z'’-]+){0,2})";
  for (const m of flat.matchAll(new RegExp(`${city},\\s+([A-Z]{2})\\s+\\d{5}(?:-\\d{4})?\\b`, 'g'))) {
    const state = US_STATES[m[2]!];
    if (!state) continue;
    push(m[1]!, 'address');
    if (m[2] !== 'DC') push(state, 'address');
  }
  // "San Francisco, CA" at a line's end (its ZIP on the next), "BROWARD COUNTY, FL …": a postal code after
  // other words may be a degree's ("Fahad Tariq, CPA, CA").
  // (Only above a ZIP: "Karen Miller, CA" or "Amy Wong, MD" ending a signature's line is a person's degree.)
  const zipNext = /^\d{5}(?:-\d{4})?\b/.test(next.trim());
  const lineEnd = new RegExp(`${city},\\s+([A-Z]{2})\\s*$`, 'g');
  const county = new RegExp(`(${city.slice(1, -1)}\\s+(?:County|COUNTY)),\\s+([A-Z]{2})\\b`, 'g');
  for (const m of [...(zipNext ? flat.matchAll(lineEnd) : []), ...flat.matchAll(county)]) {
    const state = US_STATES[m[2]!];
    if (!state || /^[A-Z]{2,3}$/.test(m[1]!)) continue;
    // (The county itself is the county rule's, which knows where its name starts.)
    if (!/county$/i.test(m[1]!)) push(m[1]!, 'address');
    if (m[2] !== 'DC') push(state, 'address');
  }
  for (const m of flat.matchAll(new RegExp(`${city},\\s+(${STATE_ABBREVIATION_ALT})\\.`, 'g'))) {
    push(m[1]!, 'city-state');
    push(STATE_ABBREVIATIONS[m[2]!.replace(/\\s+/g, '')]!, 'city-state');
  }
  for (const m of flat.matchAll(new RegExp(`${city},\\s+(${STATE_ALT_CASED})\\b`, 'g'))) {
    if (/^(?:City and County of|County of|State of)\s/i.test(m[1]!)) continue;
    push(m[1]!.replace(/^(?:the\s+)?City\s+and\s+County\s+of\s+/i, ''), 'city-state');
  }
  for (const m of flat.matchAll(/\b((?:St\.\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+County\b/g))
    push(`${m[1]} County`, 'county');
  for (const m of flat.matchAll(new RegExp(`\\b(${STATE_ALT})\\b`, 'gi'))) push(m[1]!.replace(/\s+/g, ' '), 'state');
  for (const m of flat.matchAll(/\b(?:City\s+and\s+County\s+of|City\s+of)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)/g))
    push(m[1]!, 'city');
  // Rivers: "the Red River", not "the Red River Compact".
  for (const m of flat.matchAll(/\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+River)\b(?!\s+[A-Z])/g)) push(m[1]!, 'river');
  return out;
}
