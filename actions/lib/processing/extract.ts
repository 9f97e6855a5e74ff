/**
 * Per-page text from a PDF's own text layer (spec stage 3), and the test that decides which pages
 * have no usable layer and must be OCR'd instead.
 */
import type { DirhubConfig } from '../core/config.js';
import { warning, type Problem } from '../core/problem.js';
import type { PageText } from '../core/records.js';
import { withinTime, withPdf } from './pdf-session.js';

/** One run of text as pdfjs reports it (`getTextContent().items`). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: scale/rotation and the run's origin in user space. */
  transform: number[];
  /** Advance along the writing direction, in user space. */
  width: number;
  height: number;
  dir?: string;
  /** True when a line break follows this run. */
  hasEOL: boolean;
}

/**
 * A page whose text takes longer than this is skipped (and reported), so one pathological page
 * cannot stall a document; pages normally take milliseconds.
 */
export const PAGE_TEXT_TIMEOUT_MS = 30_000;
/** The whole document, a bound for files with thousands of pages. */
export const DOCUMENT_TEXT_TIMEOUT_MS = 10 * 60_000;

/** A gap wider than this share of the font size between two runs is a word space. */
const SPACE_GAP = 0.2;
/** A baseline shift larger than this share of the font size is a new line (superscripts stay). */
const LINE_SHIFT = 0.6;

interface Placed {
  along: number;
  across: number;
  size: number;
  width: number;
  rtl: boolean;
}

function place(run: TextRun): Placed {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = run.transform;
  const scale = Math.hypot(a, b) || 1;
  const [dx, dy] = [a / scale, b / scale];
  return {
    // Position along the writing direction and across it (the baseline), so rotated text works too.
    along: e * dx + f * dy,
    across: f * dx - e * dy,
    size: Math.hypot(c, d) || run.height || 1,
    width: run.width,
    rtl: run.dir === 'rtl',
  };
}

/**
 * Joins pdfjs runs into lines and words in content order (the order the producer wrote them, which
 * for born-digital documents is the reading order, columns included). A line ends where pdfjs says
 * so (`hasEOL`) or where the baseline moves; a space goes where two runs on a line are separated by
 * a visible gap and neither side already has one; runs that touch are joined, so letters drawn one
 * by one stay one word.
 */
export function assembleText(runs: readonly TextRun[]): string {
  let out = '';
  let last: Placed | null = null;
  let lineBreak = false;
  for (const run of runs) {
    if (run.str === '') {
      if (run.hasEOL) lineBreak = true;
      continue;
    }
    const here = place(run);
    if (last && out) {
      const size = Math.max(last.size, here.size);
      const newLine = lineBreak || Math.abs(here.across - last.across) > LINE_SHIFT * size;
      if (newLine) {
        out += '\n';
      } else {
        const gap = last.rtl ? last.along - (here.along + here.width) : here.along - (last.along + last.width);
        // A jump backwards on the same baseline (another column, a redrawn run) also separates words.
        const separated = gap > SPACE_GAP * size || gap < -size;
        if (separated && !/\s$/.test(out) && !/^\s/.test(run.str)) out += ' ';
      }
    }
    out += run.str;
    last = here;
    lineBreak = run.hasEOL;
  }
  return tidy(out);
}

/** Collapses runs of spaces, trims lines, drops control characters and blank-line runs. */
export function tidy(text: string): string {
  return text
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface TextLayerResult {
  pages: PageText[];
  /** Pages that could not be read (skipped after a timeout or an error), never dropped silently. */
  warnings: Problem[];
}

/** The text layer of every page, with a warning for each page that could not be read. */
export async function extractText(bytes: Uint8Array): Promise<TextLayerResult> {
  return withPdf(bytes, DOCUMENT_TEXT_TIMEOUT_MS, async (doc) => {
    const pages: PageText[] = [];
    const warnings: Problem[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      try {
        const page = await withinTime(doc.getPage(n), PAGE_TEXT_TIMEOUT_MS);
        const content = await withinTime(page.getTextContent(), PAGE_TEXT_TIMEOUT_MS);
        const runs = content.items.filter((item): item is TextRun => 'str' in item);
        pages.push({ page: n, text: assembleText(runs), source: 'text-layer' });
        page.cleanup();
      } catch (err) {
        pages.push({ page: n, text: '', source: 'none' });
        warnings.push(
          warning(
            'text.page_unreadable',
            `The text layer of page ${n} could not be read (${(err as Error).message}).`,
            'The page will be OCR\'d instead if it can be rendered; if its text is missing from the archive, upload a re-saved copy of the PDF.',
          ),
        );
      }
    }
    return { pages, warnings };
  });
}

/** Per-page text with pdfjs `getTextContent`, `source: 'text-layer'` (or `'none'` for an unreadable page). */
export async function extractTextLayer(bytes: Uint8Array): Promise<PageText[]> {
  return (await extractText(bytes)).pages;
}

/**
 * Whether a page's text layer is too poor to use, so the page should be OCR'd: fewer letters and
 * digits than `config.ocr.min_text_chars` (a scan with a stray invisible word or page number), or
 * mostly not letters at all (a broken font encoding that yields symbols, private-use characters or
 * replacement characters instead of words).
 */
export function needsOcr(text: string, config: Pick<DirhubConfig, 'ocr'>): boolean {
  const visible = text.replace(/\s+/g, '');
  const usable = visible.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (usable < config.ocr.min_text_chars) return true;
  const garbage = visible.match(/[\p{Co}\p{Cs}\p{Cc}\ufffd]/gu)?.length ?? 0;
  const visibleChars = [...visible].length;
  return usable / visibleChars < 0.5 || garbage / visibleChars > 0.1;
}
