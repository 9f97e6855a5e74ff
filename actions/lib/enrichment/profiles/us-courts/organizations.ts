/**
 * Organizations by their head word, the US-court profile's widest pattern: a run of capitalised words that
 * ends in Company, Church, Department, LLC… ("First Baptist Church of Waldoboro"), the words that open the
 * run without naming it taken off (a filing's title, a person before "for", a rating).
 */
import nlp from 'compromise';
import { ORG_HEADS } from '../../gazetteer.js';
import type { Mention } from '../profile.js';
import { isRoleHead, NAME_WITH_INITIAL } from './patterns.js';

/** Capitalised words that open a run but are not part of an organization's name. */
const LEADING_NOISE = new Set(
  (
    'a an and appeal appellant appellants appellee appellees before by dear defendant defendants entered filed for from in ' +
    're via wo plaintiff plaintiffs petitioner respondent see the this that mr ms mrs dr hon on to under january february ' +
    'march april may june july august september october november december of with counsel attorneys whom civil action ' +
    'our their its his her these those had has have was were is are if when while although because since after during ' +
    'as at cf but also both either neither nor so thus then there here where which who each every any no not all'
  ).split(' '),
);
/** Titles of a filing's parts and forms that are written like names ("Certificate of Service"). */
const DOCUMENT_TERMS = new Set(
  (
    'appearance certificate position statement notice motion order application disclosure entry caption official ' +
    'schedule exhibit declaration memorandum brief petition summary table index plan objection response reply ' +
    'opposition complaint answer'
  ).split(' '),
);
/** Words after which a name is not a party's: role labels of a caption. */
const TRAILING_ROLES =
  /\s+(?:Respondents?|Petitioners?|Plaintiffs?|Defendants?|Appellants?|Appellees?|Intervenors?)[.,]?$/i;
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
  const tokens = organizationTokens(text);
  let run: string[] = [];
  let quoted = false;
  const flush = () => {
    out.push(...organizationsInRun(run, quoted));
    run = [];
    quoted = false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const { word, breakAfter } = tokens[i]!;
    if (/^[(“"]/.test(word)) {
      flush();
      // A quoted term ("Essential Businesses and Operations") is a defined term, not a name.
      quoted = /^[“"]/.test(word);
    }
    const bare = word.replace(/[,;:)”"]+$/g, '').replace(/^[(“"]+/, '');
    const ok = /^(?:[A-Z][\p{L}.'’&-]*|&|of|the|and|for|N)$/u.test(bare);
    if (!ok) {
      flush();
      continue;
    }
    const next = tokens[i + 1]?.word ?? '';
    // "Gift Surplus, LLC" and "Grace, Tisdale, Clifton, P.A.": a comma before a legal form, or in a list of
    // single names that ends in one, does not end the name.
    let ahead = i + 1;
    while (/^[A-Z][\p{L}'’-]+,$/u.test(tokens[ahead]?.word ?? '')) ahead++;
    const commaJoins =
      /,$/.test(word) && (LEGAL_FORM.test(next) || (ahead > i + 1 && LEGAL_FORM.test(tokens[ahead]?.word ?? '')));
    run.push(commaJoins ? `${bare},` : bare);
    const sentenceEnd = /\.$/.test(bare) && !KEEPS_RUN.test(bare) && !LEGAL_FORM.test(bare);
    // "C. R. Bard, Inc. and Bard Peripheral Vascular, Inc.": a legal form ends the name.
    const formEnds = LEGAL_FORM.test(bare) && !/^of$/i.test(next);
    if (!commaJoins && (/[,;:)”"]$/.test(word) || sentenceEnd || formEnds || breakAfter)) flush();
  }
  flush();
  return out;
}

/** The text's words, each marked where a line ends a name (a short letterhead or caption line). */
function organizationTokens(text: string): { word: string; breakAfter: boolean }[] {
  const tokens: { word: string; breakAfter: boolean }[] = [];
  const lines = text.split('\n');
  lines.forEach((line, n) => {
    const words = line.split(/\s+/).filter(Boolean);
    // A short line ends a name, unless it ends on "of"/"the"/"&", or it has no head word and the next line
    // opens with one ("AMERICAN CIVIL LIBERTIES / UNION FOUNDATION OF / NORTHERN CALIFORNIA").
    const next = (lines[n + 1] ?? '').trim().split(/\s+/)[0] ?? '';
    const isHead = (w: string) => ORG_HEADS.has(w.toLowerCase().replace(/[^a-z]/g, ''));
    // A line that opens with a docket entry's word ("Submitted May 12, 2020", "Argued: …") starts anew,
    // however long the line above it.
    const nextOpensEntry = /^(?:Submitted|Argued|Decided|Filed|Dated|Entered|Heard|Before)\b/.test(next);
    // A line of running text in a narrow column ("… owner of the Vintage / Watch Company in London") goes
    // on where it ends on a capitalised word with no stop and the next line opens with one.
    const running =
      !nextOpensEntry &&
      words.filter((w) => /^\p{Ll}/u.test(w)).length >= 3 &&
      /\p{Lu}[\p{L}'’-]*$/u.test(line.trim()) &&
      /^\p{Lu}/u.test(next);
    // ("Counsel" under a signature is a role, not the end of a name.)
    const continues =
      running ||
      /(?:^|\s)(?:of|the|&|and|for)$|\p{L}(?:['’]|['’]s)$/iu.test(line.trim()) ||
      (isHead(next) && !/^counsel/i.test(next) && !words.some(isHead));
    words.forEach((w, i) =>
      tokens.push({
        word: w,
        breakAfter: i === words.length - 1 && !continues && (line.length < 45 || nextOpensEntry),
      }),
    );
    if (!words.length && tokens.length) tokens[tokens.length - 1]!.breakAfter = true;
  });
  return tokens;
}

const isHeadWord = (w: string) =>
  ORG_HEADS.has(
    w
      .toLowerCase()
      .replace(/['’]s$/, '')
      .replace(/[^a-z]/g, ''),
  );

/**
 * A run of capitalised words with what opens it but is not the name taken off: a filing's title before
 * the filer, a person before "and"/"for"/"of", an office before "of (the)", joining words at the end.
 */
function trimRun(words: string[]): string[] {
  let run = words;
  // "Buy-rated Precision Castparts Corp.", "Denver-based Frontier Airlines": a word describing the name.
  const describing = (w: string) =>
    /^\p{Lu}[\p{L}]*-(?:rated|based|owned|held|led|backed|run|listed|controlled)$/u.test(w);
  while (run.length && (LEADING_NOISE.has(run[0]!.toLowerCase().replace(/[.,:]/g, '')) || describing(run[0]!)))
    run.shift();
  // "OBJECTION OF WHITEFISH ENERGY HOLDINGS, LLC": the filer is named after the filing's title.
  if (run.length > 2 && DOCUMENT_TERMS.has(run[0]!.toLowerCase()) && /^(?:of|by)$/i.test(run[1]!)) run = run.slice(2);
  // "Stephen M. Crampton and Thomas More Society", "Fred P. Baggett for North Carolina Association …":
  // the organization's name starts after the person's.
  for (let c = run.length - 2; c > 0; c--) {
    if (!/^(?:and|for|of)$/i.test(run[c]!)) continue;
    const before = run.slice(0, c).join(' ');
    // "Jim O’Neill for North Carolina Conference …": a given name the lexicon knows, and a surname.
    const lastTwo = run.slice(Math.max(0, c - 2), c);
    const givenAndSurname =
      run[c]!.toLowerCase() === 'for' &&
      /^[A-Z][a-z]+\s+[A-Z][\p{L}'’-]+$/u.test(lastTwo.join(' ')) &&
      (c === 2 || /^(?:and|&)$/i.test(run[c - 3] ?? '') || /,$/.test(run[c - 3] ?? '')) &&
      !lastTwo.some(isHeadWord) &&
      nlp(lastTwo.join(' ')).has('^#FirstName');
    if (givenAndSurname || new RegExp(`(?:^|\\s)${NAME_WITH_INITIAL}$`, 'u').test(before)) {
      run = run.slice(run[c + 1]?.toLowerCase() === 'the' ? c + 2 : c + 1);
      break;
    }
  }
  // "SECRETARY OF THE … DEPARTMENT", "Christine M. Kroupa of Gordon Rees …": the name starts after "of (the)".
  const of = run.findIndex((w) => w.toLowerCase() === 'of');
  if (of > 0) {
    const before = run.slice(0, of).join(' ');
    if (isRoleHead(before) || new RegExp(`^${NAME_WITH_INITIAL}$`, 'u').test(before)) {
      run = run.slice(run[of + 1]?.toLowerCase() === 'the' ? of + 2 : of + 1);
    }
  }
  while (run.length && ['of', 'the', '&', 'and', 'for'].includes(run[run.length - 1]!.toLowerCase())) run.pop();
  return run;
}

/**
 * The organizations a run of capitalised words names: up to its last head word that ends a name ("Church",
 * "LLC"), with "of the …" after it; a unit of another organization and that organization, each.
 */
function organizationsInRun(words: string[], quoted: boolean): Mention[] {
  const out: Mention[] = [];
  let run = trimRun(words);
  let headAt = -1;
  run.forEach((w, i) => {
    if (
      ORG_HEADS.has(
        w
          .toLowerCase()
          .replace(/['’]s$/, '')
          .replace(/[.,;:'’]+$/g, '')
          .replace(/[^a-z.&]/g, ''),
      ) ||
      LEGAL_FORM.test(w)
    )
      headAt = i;
  });
  // "… Branch of the State Bureau of Investigation": a unit of another organization is a name of its own,
  // and so is the organization it belongs to.
  const unitAt = run.findIndex(
    (w, i) => i >= 2 && /^(?:branch|division|section|unit)$/i.test(w) && run[i + 1]?.toLowerCase() === 'of',
  );
  if (unitAt > 0) {
    const rest = run.slice(run[unitAt + 2]?.toLowerCase() === 'the' ? unitAt + 3 : unitAt + 2);
    if (rest.length >= 2 && rest.some(isHeadWord)) {
      out.push({ type: 'organization', text: run.slice(0, unitAt + 1).join(' '), rule: 'org-unit' });
      out.push({ type: 'organization', text: rest.join(' ').replace(/[,;:]+$/, ''), rule: 'org-unit' });
      run = rest;
      headAt = run.reduce((at, w, i) => (isHeadWord(w) || LEGAL_FORM.test(w) ? i : at), -1);
    }
  }
  // "Equal Protection Clause": a head word followed by another capitalised word is not the name's end;
  // the last head word that ends a name is ("Conference" of "Conference of District Attorneys").
  const endsName = (i: number) => {
    const after = run[i + 1] ?? '';
    return !/^[A-Z]/.test(after) || LEGAL_FORM.test(after) || /^(?:of|for|and|the)$/i.test(after);
  };
  while (headAt >= 0 && !endsName(headAt)) {
    let previous = headAt - 1;
    while (previous >= 0 && !isHeadWord(run[previous]!) && !LEGAL_FORM.test(run[previous]!)) previous--;
    headAt = previous;
  }
  const headEnds = headAt >= 0;
  if (headAt >= 0 && headEnds && !quoted && !run.some((w) => /^clerk/i.test(w))) {
    let end = headAt;
    // "… of (the) X Y" and "… for X and Y": up to five more capitalised words, joined by of/the/and/&/for.
    if (/^(?:of|for|and|&)$/i.test(run[headAt + 1] ?? '')) {
      let k = headAt + 1;
      let last = -1;
      while (k < run.length && k < headAt + 9) {
        const w = run[k]!;
        if (/^[A-Z]/.test(w)) last = k;
        else if (!/^(?:of|the|and|&|for)$/i.test(w)) break;
        k++;
      }
      if (last > headAt) end = last;
    }
    const picked = run.slice(0, end + 1);
    const text = picked
      .join(' ')
      .replace(/\s+(?=,)/g, '')
      .replace(/['’]s$/, '')
      .replace(TRAILING_ROLES, '');
    const first = picked[0]!.toLowerCase().replace(/[^a-z]/g, '');
    // "The Company's Board of Directors": a body of whatever the possessive names, not a name.
    if (
      picked.length < 2 ||
      DOCUMENT_TERMS.has(first) ||
      /^(?:Company|Corporation|Debtor|Bank)['’]s$/i.test(picked[0]!)
    )
      return out;
    // "the Armed Services Board … and the Civilian Board …": two, each with its head word ("… Science and the Public": one).
    const pair = /^(.+?)\s+and\s+the\s+(.+)$/.exec(text);
    const sides = pair ? [pair[1]!, pair[2]!] : [];
    if (sides.length && sides.every((side) => side.split(' ').some(isHeadWord)))
      for (const side of sides) out.push({ type: 'organization', text: side, rule: 'org-head' });
    else out.push({ type: 'organization', text, rule: 'org-head' });
  }
  return out;
}
