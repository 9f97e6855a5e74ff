/**
 * The fact-check's judgement, as pure functions: a claim parsed into its words, numbers, dates and
 * polarity; a passage's stance towards it (supporting, contradicting, or neither) from how much of the
 * claim it holds and where it differs (another number or year, the opposite outcome word, a negation the
 * claim lacks); each source's credibility from its type and verification level; and the verdict with a
 * report. Deliberately explainable: every stance names the words that decided it.
 */
import { joinLines, splitSentences } from '../../../../../actions/lib/enrichment/text.js';
import {
  contentTerms,
  foldWord,
  termOf,
  wordMatches,
  words as foldedWords,
} from '../../../../../actions/lib/text/analyser.js';

export const VERDICTS = ['supported', 'contradicted', 'disputed', 'not_enough_evidence'] as const;
export type Verdict = (typeof VERDICTS)[number];
/**
 * How a passage stands towards a claim. `unsettled`: it holds the claim's words but not what the claim
 * hinges on (one of its numbers or dates, its outcome word, its negation) — shown, never counted.
 */
export type Stance = 'supporting' | 'contradicting' | 'unsettled' | 'neither';

/** Outcome words whose opposite, in a passage about the same thing, contradicts a claim. */
const OPPOSITES: [string, string][] = [
  ['grant', 'deni'],
  ['granted', 'denied'],
  ['affirm', 'revers'],
  ['affirmed', 'reversed'],
  ['affirmed', 'vacated'],
  ['guilty', 'acquitted'],
  ['accept', 'reject'],
  ['accepted', 'rejected'],
  ['approv', 'disapprov'],
  ['win', 'lose'],
  ['won', 'lost'],
  ['upheld', 'struck'],
  ['allowed', 'denied'],
  ['increase', 'decrease'],
  ['support', 'oppos'],
  ['support', 'object'],
];
/** Words that deny what follows them ("No." before a number is an abbreviation, not a denial). */
const NEGATION = new Set(['not', 'no', 'never', 'neither', 'nor', 'cannot']);
/** The words whose contraction with "n't" denies ("didn't" is cut into "didn" and "t"). */
const CONTRACTED_NEGATION = new Set([
  'can',
  'didn',
  'doesn',
  'don',
  'wasn',
  'won',
  'isn',
  'aren',
  'weren',
  'hasn',
  'haven',
  'hadn',
]);
/** A denial counts when one of the claim's words follows it within this many words, in the same clause. */
const NEGATION_REACH = 4;
/** Punctuation that ends a denial's reach, as NegEx ends a negation's scope at a clause's end. */
const CLAUSE_END = /[.,;:]/;

/** Whether the text denies one of `terms` (a negation word shortly before it, in the same clause). */
function denies(text: string, terms: Set<string>): boolean {
  const tokens = [...wordMatches(text)].map((m) => ({
    word: foldWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  return tokens.some((t, i) => {
    const next = tokens[i + 1];
    let from = i + 1;
    if (CONTRACTED_NEGATION.has(t.word) && next?.word === 't' && /['’]/.test(text[t.end] ?? '')) from = i + 2;
    else if (!NEGATION.has(t.word)) return false;
    if (t.word === 'no' && (text[t.end] === '.' || /^\d/.test(next?.word ?? ''))) return false;
    const reach: typeof tokens = [];
    for (let j = from; j < Math.min(from + NEGATION_REACH, tokens.length); j++) {
      // The reach ends at the clause's end: punctuation between this word and the one before.
      if (CLAUSE_END.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start))) break;
      reach.push(tokens[j]!);
    }
    return reach.some((w) => /^\p{L}/u.test(w.word) && terms.has(termOf(w.word)));
  });
}

const MONTHS = 'january february march april may june july august september october november december'.split(' ');
const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;

/** A date as written: the parts it gives (a month and year without a day, a day and month without a year). */
export interface WrittenDate {
  year: number | null;
  month: number | null;
  day: number | null;
  text: string;
}

const monthOf = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1;
const DATE_FORMS: { re: RegExp; parts: (m: RegExpExecArray) => [number | null, number | null, number | null] }[] = [
  // 23 March 2021 · 2 February 2018
  {
    re: new RegExp(`\\b(\\d{1,2})\\s+${MONTH}(?:,?\\s+((?:18|19|20)\\d\\d))?\\b`, 'gi'),
    parts: (m) => [m[3] ? Number(m[3]) : null, monthOf(m[2]!), Number(m[1])],
  },
  // July 13, 2016 · June 13 2013 · August 2015 · May 31
  {
    re: new RegExp(`\\b${MONTH}(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?)?(?:,?\\s+((?:18|19|20)\\d\\d))?\\b`, 'gi'),
    parts: (m) => [m[3] ? Number(m[3]) : null, monthOf(m[1]!), m[2] ? Number(m[2]) : null],
  },
  // 12/22/2020 · 08/05/16 (a US court's month/day/year)
  {
    re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    parts: (m) => [m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[1]), Number(m[2])],
  },
];

/** The dates a text writes, and the text with them taken out (so their numbers are not read again as numbers). */
export function datesIn(text: string): { dates: WrittenDate[]; rest: string } {
  const dates: WrittenDate[] = [];
  let rest = text;
  for (const form of DATE_FORMS) {
    rest = rest.replace(form.re, (...args) => {
      const m = args.slice(0, -2) as unknown[] as RegExpExecArray;
      const [year, month, day] = form.parts(m);
      // A month word counts with a day or a year, and "may" with a year ("you may 2…" is no date).
      const may = /\bmay\b/i.test(m[0]);
      if (
        !month ||
        (day === null && year === null) ||
        (may && year === null) ||
        (day !== null && (day < 1 || day > 31))
      )
        return m[0];
      dates.push({ year, month, day, text: m[0].trim() });
      return ' ';
    });
  }
  return { dates, rest };
}

const PARTS = ['year', 'month', 'day'] as const;
/** The passage's date is the claim's: every part the claim gives is the same. */
const sameDate = (claim: WrittenDate, other: WrittenDate) =>
  PARTS.every((p) => claim[p] === null || claim[p] === other[p]);
/** The passage's date fills the claim's slot with another value: both give two parts or more, one differs. */
function otherDate(claim: WrittenDate, other: WrittenDate): boolean {
  const both = PARTS.filter((p) => claim[p] !== null && other[p] !== null);
  return both.length >= 2 && both.filter((p) => claim[p] !== other[p]).length === 1;
}

export interface ParsedClaim {
  text: string;
  terms: string[];
  /** Numbers outside its dates, as written without separators: `20-1507`, `2020`, `1000000`. */
  numbers: string[];
  dates: WrittenDate[];
  negated: boolean;
  /** Its outcome words (granted, affirmed…): a passage supports it only when it says the same. */
  opposites: string[];
}

const NUMBER = /\d[\d,.-]*\d|\d/g;

function numbersIn(text: string): string[] {
  return [...new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '').replace(/[.-]$/, '')))];
}
/** A number's kind by its shape: `17-3510` and `17-3511` are of one kind, `24.035` and `29.12` are not. */
const shape = (n: string) => n.replace(/\d/g, 'd');

function oppositesIn(terms: Set<string>, words: Set<string>): string[] {
  return [...new Set(OPPOSITES.flatMap(([a, b]) => [a, b]).filter((w) => terms.has(w) || words.has(w)))];
}

export function parseClaim(text: string): ParsedClaim {
  const { dates, rest } = datesIn(text);
  const words = new Set(foldedWords(text));
  const terms = [...new Set(contentTerms(text))];
  return {
    text,
    terms,
    numbers: numbersIn(rest),
    dates,
    negated: denies(text, new Set(terms)),
    opposites: oppositesIn(new Set(terms), words),
  };
}

export interface PassageJudgement {
  stance: Stance;
  /** Share of the claim's words, numbers and dates the passage holds, 0–1. */
  overlap: number;
  /** What decided a contradiction, or what the passage lacks to support the claim, in words. */
  reasons: string[];
}

/** What the passage gives in place of the claim's numbers, dates and outcome words: each a contradiction. */
function conflicts(
  claim: ParsedClaim,
  passage: { numbers: Set<string>; dates: WrittenDate[]; has: (w: string) => boolean },
): string[] {
  const reasons: string[] = [];
  for (const n of claim.numbers) {
    const others = [...passage.numbers].filter((o) => shape(o) === shape(n) && !claim.numbers.includes(o));
    if (!passage.numbers.has(n) && others.length)
      reasons.push(`the passage gives ${others.slice(0, 3).join(', ')}, not ${n}`);
  }
  for (const d of claim.dates) {
    const others = passage.dates.filter((o) => otherDate(d, o));
    if (!passage.dates.some((o) => sameDate(d, o)) && others.length)
      reasons.push(`the passage gives ${others.map((o) => o.text).join(', ')}, not ${d.text}`);
  }
  for (const [a, b] of OPPOSITES) {
    if (claim.opposites.includes(a) && !passage.has(a) && passage.has(b))
      reasons.push(`the passage says "${b}…" where the claim says "${a}…"`);
    if (claim.opposites.includes(b) && !passage.has(b) && passage.has(a))
      reasons.push(`the passage says "${a}…" where the claim says "${b}…"`);
  }
  return [...new Set(reasons)];
}

/** How a passage stands towards a claim. */
export function judgePassage(claim: ParsedClaim, passage: string): PassageJudgement {
  const { dates, rest } = datesIn(passage);
  const terms = new Set(contentTerms(passage));
  const words = new Set(foldedWords(passage));
  const numbers = new Set(numbersIn(rest));
  const has = (w: string) => terms.has(w) || words.has(w);
  const wanted = claim.terms.length + claim.numbers.length + claim.dates.length;
  if (!wanted) return { stance: 'neither', overlap: 0, reasons: [] };
  const missingNumbers = claim.numbers.filter((n) => !numbers.has(n));
  const missingDates = claim.dates.filter((d) => !dates.some((o) => sameDate(d, o)));
  const shared =
    claim.terms.filter((t) => terms.has(t)).length +
    claim.numbers.length -
    missingNumbers.length +
    claim.dates.length -
    missingDates.length;
  const reasons = conflicts(claim, { numbers, dates, has });
  // A differing number, date or outcome fills the claim's slot with another value: the passage speaks of
  // the same thing and says otherwise — when it holds at least half of the claim besides. Words of the
  // claim merely missing contradict nothing.
  if (reasons.length && shared / wanted >= 0.5) {
    const overlap = Math.min(1, (shared + Math.min(reasons.length, wanted - shared)) / wanted);
    return { stance: 'contradicting', overlap: Math.round(overlap * 1000) / 1000, reasons };
  }
  const overlap = Math.round((shared / wanted) * 1000) / 1000;
  if (!shared) return { stance: 'neither', overlap, reasons: [] };
  if (denies(passage, new Set(claim.terms)) !== claim.negated) {
    const reason = claim.negated ? 'the claim denies what the passage states' : 'the passage denies it';
    return { stance: overlap >= EVIDENCE_OVERLAP ? 'contradicting' : 'unsettled', overlap, reasons: [reason] };
  }
  // Support needs what the claim hinges on, said the same way: each of its numbers and dates, its outcome word.
  const lacking = [
    ...missingNumbers,
    ...missingDates.map((d) => d.text),
    ...(claim.opposites.length && !claim.opposites.some(has) ? [claim.opposites[0]!] : []),
  ];
  if (lacking.length)
    return {
      stance: 'unsettled',
      overlap,
      reasons: [`the passage does not say ${lacking.map((l) => `"${l}"`).join(', ')}`],
    };
  return { stance: 'supporting', overlap, reasons: [] };
}

/** Passages of a document's text: each sentence with the one after it (a claim often spans two). */
export function passagesOf(text: string): { text: string; n: number }[] {
  const sentences = splitSentences(joinLines(text))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 20 && s.length <= 1500);
  return sentences.map((s, n) => ({ text: n + 1 < sentences.length ? `${s} ${sentences[n + 1]}` : s, n }));
}

/** Trust in a source: its type (court over government over media), then how far it was verified (levels 0–3). */
export const SOURCE_TYPE_CREDIBILITY: Record<string, number> = { court: 0.95, government: 0.85, media: 0.65 };
const UNKNOWN_TYPE = 0.5;
const LEVEL_FACTOR = [0.4, 0.8, 0.9, 1];

export function credibility(sourceType: string | null, verificationLevel: number): number {
  const base = sourceType ? (SOURCE_TYPE_CREDIBILITY[sourceType] ?? UNKNOWN_TYPE) : UNKNOWN_TYPE;
  const level = LEVEL_FACTOR[Math.max(0, Math.min(3, Math.round(verificationLevel)))]!;
  return Math.round(base * level * 1000) / 1000;
}

export interface Evidence {
  document_id: string;
  title: string;
  stance: Stance;
  overlap: number;
  credibility: number;
  passage: string;
  reasons: string[];
}

export interface FactCheckReport {
  claim: string;
  verdict: Verdict;
  /** 0–1: how far the weight of the evidence leans, times how closely the best passage matches. */
  confidence: number;
  supporting: number;
  contradicting: number;
  report: string;
}

/** Evidence at or above this overlap is weighed; below it the claim is too far from any passage. */
export const EVIDENCE_OVERLAP = 0.7;

/**
 * The verdict: each document counts once, by its closest passage, weighted by overlap × credibility. No
 * passage close enough: not enough evidence (an abstention, never a guess). Weight on both sides within
 * a factor of two: disputed.
 */
export function verdictOf(claim: string, evidence: Evidence[]): FactCheckReport {
  // Each document speaks once, by its closest passage (on a tie, the supporting one).
  const rank: Record<Stance, number> = { supporting: 2, contradicting: 1, unsettled: 0, neither: 0 };
  const best = new Map<string, Evidence>();
  for (const e of evidence) {
    if (e.stance === 'neither' || e.stance === 'unsettled' || e.overlap < EVIDENCE_OVERLAP) continue;
    const held = best.get(e.document_id);
    if (!held || e.overlap > held.overlap || (e.overlap === held.overlap && rank[e.stance] > rank[held.stance]))
      best.set(e.document_id, e);
  }
  const counted = [...best.values()].sort((a, b) => b.overlap * b.credibility - a.overlap * a.credibility);
  const weight = (s: Stance) =>
    counted.filter((e) => e.stance === s).reduce((n, e) => n + e.overlap * e.credibility, 0);
  const support = weight('supporting');
  const against = weight('contradicting');
  const supporting = counted.filter((e) => e.stance === 'supporting').length;
  const contradicting = counted.filter((e) => e.stance === 'contradicting').length;
  let verdict: Verdict;
  if (!counted.length) verdict = 'not_enough_evidence';
  else if (support && against && Math.max(support, against) < 2 * Math.min(support, against)) verdict = 'disputed';
  else verdict = support >= against ? 'supported' : 'contradicted';
  const top = counted[0]?.overlap ?? 0;
  const confidence = counted.length
    ? Math.round((Math.abs(support - against) / (support + against)) * top * 1000) / 1000
    : 0;
  const lines = [
    `Claim: ${claim}`,
    `Verdict: ${verdict.replace(/_/g, ' ')} (confidence ${confidence.toFixed(2)}).`,
    counted.length
      ? `${supporting} source${supporting === 1 ? '' : 's'} support it, ${contradicting} contradict it.`
      : `No passage of the sources searched holds ${Math.round(EVIDENCE_OVERLAP * 100)}% of the claim's words.`,
    // Nothing counted, but passages that hold the claim's words without what it hinges on: shown, so a reader
    // sees why there is not enough evidence.
    ...(counted.length
      ? []
      : evidence
          .filter((e) => e.stance === 'unsettled' && e.overlap >= EVIDENCE_OVERLAP)
          .sort((a, b) => b.overlap - a.overlap)
          .slice(0, 3)
          .map((e) => `- not settled — "${e.title}": "${e.passage.slice(0, 240)}" [${e.reasons.join('; ')}]`)),
    ...counted
      .slice(0, 5)
      .map(
        (e) =>
          `- ${e.stance} — "${e.title}" (credibility ${e.credibility.toFixed(2)}): "${e.passage.slice(0, 240)}"${e.reasons.length ? ` [${e.reasons.join('; ')}]` : ''}`,
      ),
  ];
  return { claim, verdict, confidence, supporting, contradicting, report: lines.join('\n') };
}
