/**
 * Patterns that court filings share: court names in the caption, parties around "v.", judges in
 * "Before …" lines and "Hon." references, clerks, counsel above their e-mail addresses, and places in
 * "City, ST 12345" address lines. Each returns raw mentions; names.ts normalises them.
 */
import type { EntityType } from '../core/vocab.js';
import { ORG_HEADS, ORG_JOINERS, STATE_NAMES, US_STATES } from './gazetteer.js';

export interface Mention {
  type: EntityType;
  text: string;
  /** How it was found, for the evidence and for tuning. */
  rule: string;
}

const STATE_ALT = STATE_NAMES.map((s) => s.replace(/ /g, '\\s+')).join('|');
/** State names as written in title case or in capitals, for patterns that must stay case-sensitive. */
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
    `Circuit\\s+Court\\s+of\\s+(?:the\\s+City\\s+of\\s+)?(?:St\\.\\s+)?[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?\\s+County`,
    `(?:(?<=\\bthe\\s+)|^)(?:Court\\s+of\\s+Appeals|Superior\\s+Court)`,
  ].join('|'),
  'gim',
);

/** Court names, case-insensitive across line breaks ("UNITED STATES COURT OF APPEALS\nFOR THE TENTH CIRCUIT"). */
export function courtMentions(flat: string): Mention[] {
  return [...flat.matchAll(COURT_NAME)].map((m) => ({
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
  return text.replace(COURT_NAME, (m) => '\n\n' + ' '.repeat(Math.max(0, m.length - 2)));
}

/** Caption column marks (")" and "]" at the side of a caption) removed line by line. */
export function stripCaptionColumns(text: string): string {
  return text
    .split('\n')
    .map((l) =>
      l
        .replace(/(^|\s)[)\]](?=\s|$)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('\n');
}

const ROLE_LINE =
  /^(?:(?:and\s+)?(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Movants?|Intervenors?|Cross-Appellants?)(?:\s*[-—–,]\s*|\s+))*(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Movants?|Intervenors?)[.,;]?(?:\s+No\.\s.*)?$/i;
const ROLE_INLINE =
  /,\s*(?:Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?)(?:[-—–]\w+)?,?\s*$/i;
const V_LINE = /^(?:v\.?|vs\.?|versus)(?:\s.*)?$/i;

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

function isRoleHead(text: string): boolean {
  return /^(?:BRANCH\s+HEAD|SECRETARY|DIRECTOR|GOVERNOR|COMMISSIONER|WARDEN|ATTORNEY\s+GENERAL|SHERIFF|CHIEF)\b/i.test(
    text,
  );
}

/** Classifies one party of a caption. Role descriptions ("SECRETARY OF THE … DEPARTMENT") name the department. */
function partyMention(text: string): Mention | null {
  if (isRoleHead(text)) {
    const of = /\bOF\s+THE\s+(.+)$/i.exec(text);
    if (of && looksLikeOrganization(of[1]!))
      return { type: 'organization', text: of[1]!.replace(/^.*\bOF\s+THE\s+/i, ''), rule: 'caption-party' };
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

/**
 * Caption parties: the lines above a role label ("Plaintiff-Appellant,") back to the previous caption
 * boundary, and the party after "In re:".
 */
export function captionMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  let block: string[] = [];
  let afterV = false;
  const emit = (extra?: string) => {
    const lines = [...block, ...(extra ? [extra] : [])];
    block = [];
    afterV = false;
    // Walk back from the role label while the lines belong to one party list.
    let from = lines.length - 1;
    while (from > 0) {
      const prev = lines[from - 1]!;
      const cur = lines[from]!;
      const continues =
        /[,;]$/.test(prev) ||
        /\b(?:and|of|the|in|his|her|AND|OF|THE)$/.test(prev) ||
        /^[a-z]/.test(cur) ||
        prev.length > 55;
      if (!continues) break;
      from--;
    }
    const text = lines.slice(Math.max(0, from)).join(' ').trim();
    if (text)
      for (const p of splitParties(text)) {
        const m = partyMention(p);
        if (m) out.push(m);
      }
  };
  for (const line of lines) {
    if (ROLE_LINE.test(line)) {
      emit();
      continue;
    }
    const inline = ROLE_INLINE.exec(line);
    if (inline && line.length > inline[0].length) {
      emit(line.slice(0, inline.index));
      continue;
    }
    if (V_LINE.test(line)) {
      block = [];
      afterV = true;
      continue;
    }
    if (
      !line ||
      line.length > 90 ||
      /^(?:no\.|case|civil action|appeal|on appeal|before|on discretionary|\d)/i.test(line)
    ) {
      if (afterV && block.length) emit();
      block = [];
      afterV = false;
      continue;
    }
    const inRe = /^in\s+re:?\s+(.+?)(?:\s+No\.\s.*)?$/i.exec(line);
    if (inRe) {
      block = [];
      const m = partyMention(inRe[1]!.trim());
      if (m && m.type === 'person') out.push({ ...m, rule: 'in-re' });
      continue;
    }
    block.push(line);
    if (block.length > 8) block.shift();
  }
  return out;
}

// Names may not start on one line and go on at the next ("… Claims\nLisa A. Lowe"), except after an initial.
const NAME = "[A-Z][\\p{L}'’-]+(?:(?:[ \\t]+|(?<=\\b[A-Z]\\.)\\s+)(?:[A-Z]\\.|[A-Z][\\p{L}'’-]+)){0,3}";
const NAME_WITH_INITIAL =
  "\\b[A-Z][\\p{L}'’-]+(?:[ \\t]+[A-Z][\\p{L}'’-]+)?(?:\\s+[A-Z]\\.)+\\s+(?:(?:de|van|von|la)\\s+)?[A-Z][\\p{L}'’-]+(?:,?\\s+(?:Jr\\.?|Sr\\.?|III|II|IV)\\b)?";
const CAPS_NAME_WITH_INITIAL =
  "\\b[A-Z]{2,}(?:[ \\t]+[A-Z]\\.)(?:\\s+[A-Z]\\.)*\\s+[A-Z][A-Z'’-]+(?:,?\\s+(?:JR\\.?|SR\\.?|III|II|IV)\\b)?";

/** Judges, clerks and other people named by their office. */
export function roleMentions(spaced: string, lines: string[]): Mention[] {
  const out: Mention[] = [];
  const flat = lines.join('\n');
  const push = (text: string, rule: string) => out.push({ type: 'person', text, rule });
  const before =
    /\bBefore:?\s+((?:[^.]|\b[A-Z]\.)+?),?\s+(?:Senior\s+)?(?:Circuit|District|Chief|Bankruptcy|Appellate)?\s*Judges\b/g;
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
  for (const m of flat.matchAll(new RegExp(`\\b(?:Hon\\.|Honorable|Judge|Justice)\\s+(${NAME})`, 'gu')))
    push(m[1]!, 'judge');
  for (const m of flat.matchAll(
    new RegExp(
      `(${NAME}),\\s+(?:Jr\\.,\\s+)?(?:U\\.S\\.\\s+)?(?:Chief\\s+|Senior\\s+)?(?:District\\s+|Magistrate\\s+|Circuit\\s+|Bankruptcy\\s+)?Judge\\b`,
      'gu',
    ),
  ))
    push(m[1]!, 'judge');
  for (const m of flat.matchAll(new RegExp(`(${NAME_WITH_INITIAL}),\\s+(?:P\\.J\\.|C\\.J\\.|J\\.)`, 'gu')))
    push(m[1]!, 'judge');
  for (const m of flat.matchAll(/\bJudge:\s+([A-Z][a-z]+)\b/g)) push(m[1]!, 'judge');
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
  for (const m of flat.matchAll(new RegExp(NAME_WITH_INITIAL, 'gu'))) push(m[0], 'initial');
  for (const m of flat.matchAll(new RegExp(CAPS_NAME_WITH_INITIAL, 'gu'))) push(m[0], 'initial');
  return out;
}

/** Case names in running text: "Christopher Mielo, et al v. Steak N Shake Operations Inc". */
export function caseNameMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  const side = "[A-Z][\\w.'’&-]*(?:\\s+(?:[A-Z][\\w.'’&-]*|of|the|N|&))*";
  const re = new RegExp(`(${side})(?:,?\\s+[Ee][Tt]\\s+[Aa][Ll]\\.?)?,?\\s+(?:v\\.|vs\\.?|V\\.)\\s+(${side})`, 'g');
  for (const line of lines) {
    for (const m of line.matchAll(re)) {
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
  for (const line of lines) out.push(...linePlaces(line));
  return out;
}

function linePlaces(flat: string): Mention[] {
  const out: Mention[] = [];
  const push = (text: string, rule: string) => out.push({ type: 'location', text, rule });
  const city = "((?:St\\.\\s+)?[A-Z][A-Za-z'’-]+(?:\\s+[A-Z][A-Za-z'’-]+){0,2})";
  for (const m of flat.matchAll(new RegExp(`${city},\\s+([A-Z]{2})\\s+\\d{5}(?:-\\d{4})?\\b`, 'g'))) {
    const state = US_STATES[m[2]!];
    if (!state) continue;
    push(m[1]!, 'address');
    if (m[2] !== 'DC') push(state, 'address');
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
  return out;
}

/** Capitalised words that open a run but are not part of an organization's name. */
const LEADING_NOISE = new Set(
  (
    'a an and appeal appellant appellants appellee appellees before by dear defendant defendants entered filed for from in ' +
    're via wo plaintiff plaintiffs petitioner respondent see the this that mr ms mrs dr hon on to under january february ' +
    'march april may june july august september october november december of with counsel attorneys whom civil action'
  ).split(' '),
);
const LEGAL_FORM =
  /^(?:LLC|L\.L\.C\.|LLP|PLLC|Inc\.?|INC\.?|Ltd\.?|LTD\.?|Corp\.?|CORP\.?|Co\.|CO\.|P\.A\.|L\.P\.)[,;.]?$/;
const KEEPS_RUN = /^(?:[A-Z]\.|St\.|U\.S\.|Inc\.|Co\.|Corp\.|Ltd\.|P\.A\.|Jr\.|Bros\.|Mt\.|Ft\.)$/;

/**
 * Organizations by their head word: a run of capitalised words ending in Company, Church, Society,
 * Department…, with "of the …" after it ("First Baptist Church of Waldoboro"). Runs stop at sentence
 * ends, brackets, and the end of a short (letterhead or caption) line.
 */
export function organizationMentions(text: string): Mention[] {
  const out: Mention[] = [];
  const tokens: { word: string; breakAfter: boolean }[] = [];
  const lines = text.split('\n');
  lines.forEach((line, n) => {
    const words = line.split(/\s+/).filter(Boolean);
    // A short line ends a name, unless it ends on "of"/"the"/"&", or it has no head word and the next line
    // opens with one ("AMERICAN CIVIL LIBERTIES / UNION FOUNDATION OF / NORTHERN CALIFORNIA").
    const next = (lines[n + 1] ?? '').trim().split(/\s+/)[0] ?? '';
    const isHead = (w: string) => ORG_HEADS.has(w.toLowerCase().replace(/[^a-z]/g, ''));
    const continues = /\b(?:of|the|&|and)$/i.test(line.trim()) || (isHead(next) && !words.some(isHead));
    words.forEach((w, i) =>
      tokens.push({ word: w, breakAfter: i === words.length - 1 && line.length < 45 && !continues }),
    );
    if (!words.length && tokens.length) tokens[tokens.length - 1]!.breakAfter = true;
  });
  let run: string[] = [];
  const flush = () => {
    while (run.length && LEADING_NOISE.has(run[0]!.toLowerCase().replace(/[.,:]/g, ''))) run.shift();
    // "SECRETARY OF THE … DEPARTMENT", "Christine M. Kroupa of Gordon Rees …": the name starts after "of (the)".
    const of = run.findIndex((w) => w.toLowerCase() === 'of');
    if (of > 0) {
      const before = run.slice(0, of).join(' ');
      if (isRoleHead(before) || new RegExp(`^${NAME_WITH_INITIAL}$`, 'u').test(before)) {
        run = run.slice(run[of + 1]?.toLowerCase() === 'the' ? of + 2 : of + 1);
      }
    }
    while (run.length && ['of', 'the', '&'].includes(run[run.length - 1]!.toLowerCase())) run.pop();
    let headAt = -1;
    run.forEach((w, i) => {
      if (
        ORG_HEADS.has(
          w
            .toLowerCase()
            .replace(/[.,;:'’]+$/g, '')
            .replace(/[^a-z.&]/g, ''),
        ) ||
        LEGAL_FORM.test(w)
      )
        headAt = i;
    });
    if (headAt >= 0 && !run.some((w) => /^clerk/i.test(w))) {
      let end = headAt;
      if (run[headAt + 1]?.toLowerCase() === 'of') {
        let j = headAt + 2;
        if (run[j]?.toLowerCase() === 'the') j++;
        let k = j;
        while (k < run.length && k < j + 3 && /^[A-Z]/.test(run[k]!)) k++;
        if (k > j) end = k - 1;
      }
      const picked = run.slice(0, end + 1);
      if (picked.length >= 2)
        out.push({ type: 'organization', text: picked.join(' ').replace(/\s+(?=,)/g, ''), rule: 'org-head' });
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const { word, breakAfter } = tokens[i]!;
    if (/^[(“"]/.test(word)) flush();
    const bare = word.replace(/[,;:)”"]+$/g, '').replace(/^[(“"]+/, '');
    const ok = /^(?:[A-Z][\p{L}.'’&-]*|&|of|the|N)$/u.test(bare);
    if (!ok) {
      flush();
      continue;
    }
    const next = tokens[i + 1]?.word ?? '';
    // "Gift Surplus, LLC": a comma before a legal form does not end the name.
    const commaJoins = /,$/.test(word) && LEGAL_FORM.test(next);
    run.push(commaJoins ? `${bare},` : bare);
    const sentenceEnd = /\.$/.test(bare) && !KEEPS_RUN.test(bare) && !LEGAL_FORM.test(bare);
    if (!commaJoins && (/[,;:)”"]$/.test(word) || sentenceEnd || breakAfter)) flush();
  }
  flush();
  return out;
}
