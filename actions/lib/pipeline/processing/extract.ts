/**
 * Per-page text from a PDF's own text layer (spec stage 3), and the test that decides which pages
 * have no usable layer and must be OCR'd instead.
 */
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { DirhubConfig } from '../../core/config.js';
import { warning, type Problem } from '../../core/problem.js';
import type { PageText } from '../../archive/records.js';
import { comesInColumns, findGutters, readColumns, type Box } from './columns.js';
import { imageCoverage } from './image-coverage.js';
import { DEFAULT_CONFIG } from '../../core/config.js';
import type { PageBudgetLimits } from './page-budget.js';
import type { PdfLimits } from './pdfjs.js';
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

interface PlacedRun extends Box {
  run: TextRun;
}

/** A horizontal, upright run's box with y downwards; null for rotated or mirrored text. */
function runBox(run: TextRun): PlacedRun | null {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = run.transform;
  if (!(a > 0 && d > 0) || Math.abs(b) > 1e-3 * a || Math.abs(c) > 1e-3 * d) return null;
  const size = d || run.height || 1;
  const words = run.str.trim().split(/\s+/).length;
  return { run, x0: e, x1: e + run.width, y0: -f - 0.8 * size, y1: -f + 0.2 * size, words };
}

/**
 * The runs of a page in reading order. A page set in columns whose producer wrote it row by row,
 * across the gutter, is read column by column (full-width headings and footers where they stand);
 * rotated text follows at the end. Any other page keeps its content order, which for born-digital
 * documents is the reading order: `assembleText` of the result reads the page.
 */
export function inReadingOrder(runs: readonly TextRun[]): readonly TextRun[] {
  const placed: PlacedRun[] = [];
  const rotated: TextRun[] = [];
  for (const run of runs) {
    if (!run.str.trim()) continue;
    const box = runBox(run);
    if (box) placed.push(box);
    else rotated.push(run);
  }
  const gutters = findGutters(placed);
  if (gutters.length === 0 || comesInColumns(placed, gutters)) return runs;
  const ordered: TextRun[] = [];
  for (const line of readColumns(placed, gutters))
    line.forEach((piece, i) => ordered.push({ ...piece.run, hasEOL: i === line.length - 1 }));
  for (const run of rotated) ordered.push({ ...run, hasEOL: true });
  return ordered;
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

/**
 * Below this many letters and digits a page's text is "sparse": it may be a scan carrying only a
 * stamped header, so the page's images are measured too. Full pages of text hold thousands.
 */
export const SPARSE_TEXT_CHARS = 200;
/** A sparse page this much covered by images is a scan: OCR it. */
export const SCANNED_COVERAGE = 0.5;

interface AnnotationText {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  hidden?: boolean;
  noView?: boolean;
}

/**
 * Values of filled-in form fields (text and choice fields): readers show them on the page, but they
 * are not in the page's content. One line each, after the page text, so a search finds what a filed
 * form says. Only read for documents that have form fields (annotations cost ~10 ms a page).
 */
export function formFieldText(annotations: readonly AnnotationText[]): string[] {
  const lines: string[] = [];
  for (const a of annotations) {
    if (a.hidden || a.noView || a.subtype !== 'Widget' || (a.fieldType !== 'Tx' && a.fieldType !== 'Ch')) continue;
    const values = Array.isArray(a.fieldValue) ? a.fieldValue : [a.fieldValue];
    for (const v of values) if (typeof v === 'string' && v.trim()) lines.push(v);
  }
  return lines;
}

export interface TextLayerResult {
  pages: PageText[];
  /** Share of each page (index = page − 1) covered by images, measured on sparse pages only (some text, under SPARSE_TEXT_CHARS), else null. */
  image_coverage: (number | null)[];
  /** Pages that could not be read (skipped after a timeout or an error), never dropped silently. */
  warnings: Problem[];
}

function usableChars(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/** The text layer of every page, with a warning for each page that could not be read. */
const UNREADABLE_HINT =
  "The page will be OCR'd instead if it can be rendered; if its text is missing from the archive, upload a re-saved copy of the PDF.";

/**
 * The text layer of every page, with a warning for each page that could not be read. Call it on files
 * validation passed: a file pdfjs cannot open (password, broken structure) makes it throw pdfjs's error.
 * Pages left when the document's time is up are marked `source: 'none'` (and reported), not dropped.
 */
export async function extractText(
  bytes: Uint8Array,
  limits: { documentMs?: number; pageMs?: number; pdf?: PdfLimits & PageBudgetLimits } = {},
): Promise<TextLayerResult> {
  const documentMs = limits.documentMs ?? DOCUMENT_TEXT_TIMEOUT_MS;
  const pageMs = limits.pageMs ?? PAGE_TEXT_TIMEOUT_MS;
  const deadline = Date.now() + documentMs;
  // The outer bound only guards opening the file; the page loop stops itself at the deadline.
  const pdfLimits = limits.pdf ?? DEFAULT_CONFIG.limits;
  return withPdf(bytes, pdfLimits, documentMs + pageMs, async (doc) => {
    const pages: PageText[] = [];
    const image_coverage: (number | null)[] = [];
    const warnings: Problem[] = [];
    const hasForm = (await doc.getFieldObjects().catch(() => null)) !== null;
    const skip = (n: number) => {
      pages.push({ page: n, text: '', source: 'none' });
      image_coverage.push(null);
    };
    for (let n = 1; n <= doc.numPages; n++) {
      const budget = Math.min(pageMs, deadline - Date.now());
      if (budget <= 0) {
        for (let rest = n; rest <= doc.numPages; rest++) skip(rest);
        warnings.push(
          warning(
            'text.page_unreadable',
            `Pages ${n}–${doc.numPages} were not read: the text layer took longer than ${documentMs / 1000} s.`,
            UNREADABLE_HINT,
          ),
        );
        break;
      }
      try {
        const page = await withinTime(doc.getPage(n), budget);
        const content = await withinTime(page.getTextContent(), budget);
        const runs = content.items.filter((item): item is TextItem => 'str' in item);
        const fields = hasForm
          ? formFieldText((await withinTime(page.getAnnotations({ intent: 'display' }), budget)) as AnnotationText[])
          : [];
        const text = tidy([assembleText(inReadingOrder(runs)), ...fields].join('\n'));
        pages.push({ page: n, text, source: 'text-layer' });
        // Pages with no text at all are OCR'd whatever their images, so only sparse ones are measured.
        // A page over the page budget is not measured: its text decides (and OCR, if it needs it, refuses it).
        const usable = usableChars(text);
        image_coverage.push(
          usable > 0 && usable < SPARSE_TEXT_CHARS
            ? await withinTime(imageCoverage(page, pdfLimits), budget).catch(() => null)
            : null,
        );
      } catch (err) {
        skip(n);
        warnings.push(
          warning(
            'text.page_unreadable',
            `The text layer of page ${n} could not be read (${(err as Error).message}).`,
            UNREADABLE_HINT,
          ),
        );
      }
    }
    return { pages, image_coverage, warnings };
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
 * replacement characters instead of words). With the page's image coverage (from `extractText`),
 * also a scan whose text layer holds only a stamped line or two.
 */
export function needsOcr(
  text: string,
  config: Pick<DirhubConfig, 'ocr'>,
  imageCoverage: number | null = null,
): boolean {
  const visible = text.replace(/\s+/g, '');
  const usable = usableChars(visible);
  if (usable < config.ocr.min_text_chars) return true;
  if (imageCoverage !== null && imageCoverage >= SCANNED_COVERAGE && usable < SPARSE_TEXT_CHARS) return true;
  const garbage = visible.match(/[\p{Co}\p{Cs}\p{Cc}\ufffd]/gu)?.length ?? 0;
  const visibleChars = [...visible].length;
  return usable / visibleChars < 0.5 || garbage / visibleChars > 0.1;
}

/** The pages of an extraction that should be OCR'd: no usable text layer, or a scan under a thin one. */
export function ocrCandidates(result: TextLayerResult, config: Pick<DirhubConfig, 'ocr'>): number[] {
  return result.pages
    .filter((p, i) => p.source === 'none' || needsOcr(p.text, config, result.image_coverage[i] ?? null))
    .map((p) => p.page);
}
