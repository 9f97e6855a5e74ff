/**
 * Summarization agent: extractive TextRank (Mihalcea & Tarau, 2004) over the document's own sentences.
 * Boilerplate (captions, stamps, running headers, line and page numbers) is removed first; only prose
 * sentences are candidates, so the summary is made of sentences that stand in the document as written.
 */
import type { PageText } from '../archive/records.js';
import { contentTerms } from '../text/analyser.js';
import { cleanPages, joinLines, letterRatio, splitSentences } from './text.js';
import type { SummarySentence } from '../archive/enrichment.js';

export interface SummaryOptions {
  /** Sentences in the summary. */
  sentences: number;
  /** Sentences considered (the first N prose sentences), which bounds the quadratic graph. */
  maxCandidates: number;
}

export const DEFAULT_SUMMARY_OPTIONS: SummaryOptions = { sentences: 3, maxCandidates: 200 };

/** A line of running prose: enough words, mostly lower case, mostly letters (not a caption or table). */
function isProseLine(line: string): boolean {
  const tokens = line.split(' ');
  if (tokens.length < 6) return false;
  const lower = tokens.filter((t) => /^[a-z(“"]/.test(t)).length;
  return lower / tokens.length >= 0.4 && letterRatio(line) >= 0.7;
}

/** Prose paragraphs of a cleaned page: runs of prose lines, a short closing line kept with its run. */
export function proseBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) blocks.push(joinLines(current.join('\n')));
    current = [];
  };
  for (const line of text.split('\n')) {
    if (isProseLine(line)) current.push(line);
    else if (current.length && /[.!?:;"”)]$/.test(line) && /^[a-z0-9(“"]/.test(line)) {
      current.push(line);
      flush();
    } else flush();
  }
  flush();
  return blocks;
}

function isCandidate(sentence: string): boolean {
  const n = sentence.split(' ').length;
  if (n < 6 || n > 80) return false;
  if (letterRatio(sentence) < 0.75) return false;
  if (!/^[A-Z“"(]/.test(sentence) || !/[.!?]["”’)\]]*$/.test(sentence)) return false;
  // OCR noise: too many one- or two-letter fragments.
  const tiny = sentence
    .split(' ')
    .filter(
      (w) =>
        /^[A-Za-z]{1,2}$/.test(w) &&
        !/^(a|I|an|as|at|be|by|do|he|if|in|is|it|me|my|no|of|on|or|so|to|up|us|we|v)$/i.test(w),
    ).length;
  return tiny / n < 0.2;
}

/** The candidate sentences of a document, in reading order, with their page. */
export function candidateSentences(pages: PageText[], limit: number): { text: string; page: number }[] {
  const out: { text: string; page: number }[] = [];
  for (const page of cleanPages(pages)) {
    for (const block of proseBlocks(page.text)) {
      for (const sentence of splitSentences(block)) {
        if (isCandidate(sentence)) out.push({ text: sentence, page: page.page });
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/** TextRank's sentence similarity: shared terms over the log of the two lengths. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size < 2 || b.size < 2) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (Math.log(a.size) + Math.log(b.size));
}

/** PageRank over a weighted, undirected graph; fixed iteration count keeps it deterministic. */
export function pageRank(weights: number[][], damping = 0.85, iterations = 40): number[] {
  const n = weights.length;
  const out = weights.map((row) => row.reduce((s, w) => s + w, 0));
  let rank = new Array<number>(n).fill(1 / Math.max(n, 1));
  for (let it = 0; it < iterations; it++) {
    const next = new Array<number>(n).fill((1 - damping) / n);
    for (let j = 0; j < n; j++) {
      if (out[j] === 0) continue;
      for (let i = 0; i < n; i++) {
        const w = weights[j]![i]!;
        if (w) next[i]! += (damping * rank[j]! * w) / out[j]!;
      }
    }
    rank = next;
  }
  return rank;
}

export function rankSentences(pages: PageText[], options: SummaryOptions = DEFAULT_SUMMARY_OPTIONS): SummarySentence[] {
  const candidates = candidateSentences(pages, options.maxCandidates);
  const terms = candidates.map((c) => new Set(contentTerms(c.text)));
  const weights = terms.map((a, i) => terms.map((b, j) => (i === j ? 0 : similarity(a, b))));
  const rank = pageRank(weights);
  return candidates.map((c, i) => ({ ...c, score: rank[i]! }));
}

/**
 * The summary: the best-ranked sentences in document order. Ties go to the earlier sentence (openings
 * of legal documents state what the document is). Empty when the document has no prose (a scan with no
 * text, a form).
 */
export function summarize(pages: PageText[], options: SummaryOptions = DEFAULT_SUMMARY_OPTIONS): SummarySentence[] {
  const ranked = rankSentences(pages, options).map((s, index) => ({ ...s, index }));
  const chosen = [...ranked]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, options.sentences)
    .sort((a, b) => a.index - b.index);
  return chosen.map(({ text, page, score }) => ({ text, page, score: Math.round(score * 1e6) / 1e6 }));
}

export function summaryText(sentences: SummarySentence[]): string {
  return sentences.map((s) => s.text).join(' ');
}
