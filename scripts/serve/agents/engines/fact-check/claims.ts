/**
 * The fact-check's judgement, as pure functions: a claim parsed into its words, numbers, dates and
 * polarity; a passage's stance towards it (supporting, contradicting, or neither) from how much of the
 * claim it holds and where it differs (another number or year, the opposite outcome word, a negation the
 * claim lacks); each source's credibility from its type and verification level; and the verdict with a
 * report. Deliberately explainable: every stance names the words that decided it.
 */
import { contentTerms, joinLines, splitSentences, stem } from '../../../../../actions/lib/enrichment/text.js';

export const VERDICTS = ['supported', 'contradicted', 'disputed', 'not_enough_evidence'] as const;
export type Verdict = (typeof VERDICTS)[number];
export type Stance = 'supporting' | 'contradicting' | 'neither';

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
];
/** Words that deny what follows them ("No." before a number is an abbreviation, not a denial). */
const NEGATION =
  /^(?:not|no|never|neither|nor|cannot|can't|didn't|doesn't|don't|wasn't|won't|isn't|aren't|weren't|hasn't|haven't|hadn't)$/;
/** A denial counts when one of the claim's words follows it within this many words. */
const NEGATION_REACH = 4;

/** Whether the text denies one of `terms` (a negation word shortly before it). */
function denies(text: string, terms: Set<string>): boolean {
  const tokens =
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z']+|\d+|\./g) ?? [];
  return tokens.some(
    (t, i) =>
      NEGATION.test(t) &&
      !(t === 'no' && (tokens[i + 1] === '.' || /^\d/.test(tokens[i + 1] ?? ''))) &&
      tokens.slice(i + 1, i + 1 + NEGATION_REACH).some((w) => /^[a-z]/.test(w) && terms.has(stem(w))),
  );
}
const MONTHS = 'january february march april may june july august september october november december'.split(' ');

export interface ParsedClaim {
  text: string;
  terms: string[];
  /** Numbers as written without separators: `20-1507`, `2020`, `1000000`. */
  numbers: string[];
  /** Four-digit years 1800–2099. */
  years: string[];
  months: string[];
  negated: boolean;
  opposites: string[];
}

const NUMBER = /\d[\d,.-]*\d|\d/g;

function numbersIn(text: string): string[] {
  return [...new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '').replace(/[.-]$/, '')))];
}

function monthsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return MONTHS.filter(
    (m) => new RegExp(`\\b${m}\\b`).test(lower) && !(m === 'may' && /\bmay\s+(?:not|be|have)\b/.test(lower)),
  );
}

function oppositesIn(terms: Set<string>, words: Set<string>): string[] {
  return OPPOSITES.flatMap(([a, b]) => [a, b]).filter((w) => terms.has(w) || words.has(w));
}

export function parseClaim(text: string): ParsedClaim {
  const numbers = numbersIn(text);
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  const terms = [...new Set(contentTerms(text))];
  return {
    text,
    terms,
    numbers,
    years: numbers.filter((n) => /^(?:18|19|20)\d\d$/.test(n)),
    months: monthsIn(text),
    negated: denies(text, new Set(terms)),
    opposites: oppositesIn(new Set(terms), words),
  };
}

export interface PassageJudgement {
  stance: Stance;
  /** Share of the claim's words (and numbers) the passage holds, 0–1. */
  overlap: number;
  /** What decided a contradiction (or made a support weaker), in words. */
  reasons: string[];
}

/** How a passage stands towards a claim. */
export function judgePassage(claim: ParsedClaim, passage: string): PassageJudgement {
  const terms = new Set(contentTerms(passage));
  const words = new Set(passage.toLowerCase().match(/[a-z]+/g) ?? []);
  const numbers = new Set(numbersIn(passage));
  const wanted = claim.terms.length + claim.numbers.length;
  if (!wanted) return { stance: 'neither', overlap: 0, reasons: [] };
  const sharedTerms = claim.terms.filter((t) => terms.has(t)).length;
  const sharedNumbers = claim.numbers.filter((n) => numbers.has(n)).length;
  const reasons: string[] = [];
  // A number the claim gives that the passage lacks, where the passage gives another of the same kind.
  const passageYears = [...numbers].filter((n) => /^(?:18|19|20)\d\d$/.test(n));
  for (const y of claim.years)
    if (!numbers.has(y) && passageYears.length) reasons.push(`the passage gives ${passageYears.join(', ')}, not ${y}`);
  const otherNumbers = [...numbers].filter((n) => !/^(?:18|19|20)\d\d$/.test(n) && n.length > 0);
  for (const n of claim.numbers.filter((x) => !claim.years.includes(x)))
    if (!numbers.has(n) && otherNumbers.length)
      reasons.push(`the passage gives ${otherNumbers.slice(0, 3).join(', ')}, not ${n}`);
  const passageMonths = monthsIn(passage);
  for (const m of claim.months)
    if (!passageMonths.includes(m) && passageMonths.length)
      reasons.push(`the passage says ${passageMonths.join(', ')}, not ${m}`);
  const has = (w: string) => terms.has(w) || words.has(w);
  for (const [a, b] of OPPOSITES) {
    if (claim.opposites.includes(a) && !has(a) && has(b))
      reasons.push(`the passage says "${b}…" where the claim says "${a}…"`);
    if (claim.opposites.includes(b) && !has(b) && has(a))
      reasons.push(`the passage says "${a}…" where the claim says "${b}…"`);
  }
  const shared = sharedTerms + sharedNumbers;
  // A differing number, date or outcome fills the claim's slot with another value: the passage speaks of
  // the same thing and says otherwise — when it holds at least half of the claim besides. Words of the
  // claim merely missing contradict nothing.
  if (reasons.length && shared / wanted >= 0.5) {
    const overlap = Math.min(1, (shared + Math.min(reasons.length, wanted - shared)) / wanted);
    return { stance: 'contradicting', overlap: Math.round(overlap * 1000) / 1000, reasons };
  }
  const overlap = Math.round((shared / wanted) * 1000) / 1000;
  if (overlap >= 0.8 && denies(passage, new Set(claim.terms)) !== claim.negated)
    return {
      stance: 'contradicting',
      overlap,
      reasons: [claim.negated ? 'the claim denies what the passage states' : 'the passage denies it'],
    };
  return { stance: shared ? 'supporting' : 'neither', overlap, reasons: [] };
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
  const rank: Record<Stance, number> = { supporting: 2, contradicting: 1, neither: 0 };
  const best = new Map<string, Evidence>();
  for (const e of evidence) {
    if (e.stance === 'neither' || e.overlap < EVIDENCE_OVERLAP) continue;
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
    ...counted
      .slice(0, 5)
      .map(
        (e) =>
          `- ${e.stance} — "${e.title}" (credibility ${e.credibility.toFixed(2)}): "${e.passage.slice(0, 240)}"${e.reasons.length ? ` [${e.reasons.join('; ')}]` : ''}`,
      ),
  ];
  return { claim, verdict, confidence, supporting, contradicting, report: lines.join('\n') };
}
