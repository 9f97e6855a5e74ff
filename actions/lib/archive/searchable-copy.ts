/**
 * A scanned PDF's searchable copy: the original's pages as they are, with the words OCR read written over
 * each scanned page as invisible text (text render mode 3), each word where OCR read it and stretched to
 * its box — as OCRmyPDF and Paperless-ngx make their archive copies. A PDF viewer then finds, selects and
 * copies the words on the page image; the original is never changed (the copy is a new file beside it,
 * docs/ocr.md, "Searchable copies").
 *
 * The words' boxes are in pixels of the page image OCR read (`PageWords`, ocr-words.ts), rendered from the
 * page's crop box as a viewer shows it; a box is mapped back into the page's own coordinates (PDF points,
 * y upwards) by the ratio of the page's size to the image's. A page turned by /Rotate is shown (and OCR
 * read it) turned: its image's axes are the page's turned by that angle, so a word's box is turned back
 * into the page's coordinates and its text is written along the turned baseline, reading upright as shown.
 */
import {
  beginText,
  endText,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  StandardFonts,
  TextRenderingMode,
  type PDFFont,
  type PDFName,
  type PDFOperator,
} from 'pdf-lib';
import type { PageWords } from './ocr-words.js';

/** What a copy was made of: which pages got a layer, and how many words in all. */
export interface TextLayerReport {
  pages: number[];
  words: number;
  /** Pages whose words were not laid (not in the PDF). */
  skipped: number[];
}

/** The characters of `text` the font can write (Helvetica: Windows-1252); the others become "?". */
function writable(text: string, charset: Set<number>): string {
  let out = '';
  for (const ch of text) out += charset.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}

/** A page's visible area in its own coordinates (PDF points, y upwards), as a viewer shows it. */
interface PageView {
  x: number;
  y: number;
  width: number;
  height: number;
  /** How far the page is turned clockwise when shown: 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270;
}

/**
 * A /Rotate value as PDF viewers read it (and pdf.js, which rendered the image OCR read): a multiple of 90
 * brought into 0–270; anything else is not a turn and counts as 0.
 */
export function shownRotation(angle: number): PageView['rotation'] {
  if (!Number.isInteger(angle) || angle % 90 !== 0) return 0;
  return (((angle % 360) + 360) % 360) as PageView['rotation'];
}

type Box = { x: number; y: number; width: number; height: number };

/** A box with its corners in order, whatever order the PDF wrote them in. */
function normalized(b: Box): [number, number, number, number] {
  return [
    Math.min(b.x, b.x + b.width),
    Math.min(b.y, b.y + b.height),
    Math.max(b.x, b.x + b.width),
    Math.max(b.y, b.y + b.height),
  ];
}

/** The area a viewer shows (pdf.js's `view`): the crop box within the media box, or the media box. */
function visibleArea(mediaBox: Box, cropBox: Box, rotate: number): PageView {
  const media = normalized(mediaBox);
  const crop = normalized(cropBox);
  const inter = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3]),
  ];
  const [x0, y0, x1, y1] = inter[2]! > inter[0]! && inter[3]! > inter[1]! ? inter : media;
  return { x: x0!, y: y0!, width: x1! - x0!, height: y1! - y0!, rotation: shownRotation(rotate) };
}

/**
 * Where a point of the shown page lands in the page's coordinates, and which way the shown page's
 * rightward and upward directions point there: `u` and `v` are the point's share of the shown width from
 * the left and of the shown height from the top. A viewer turns the page clockwise by `rotation`: turned by
 * 90, the shown page's left edge is the page's foot, so going right on screen is going up the page.
 */
function fromShownPage(
  view: PageView,
  u: number,
  v: number,
): { x: number; y: number; right: [number, number]; up: [number, number] } {
  const { x, y, width: w, height: h } = view;
  switch (view.rotation) {
    case 90:
      return { x: x + v * w, y: y + u * h, right: [0, 1], up: [-1, 0] };
    case 180:
      return { x: x + (1 - u) * w, y: y + v * h, right: [-1, 0], up: [0, -1] };
    case 270:
      return { x: x + (1 - v) * w, y: y + (1 - u) * h, right: [0, -1], up: [1, 0] };
    default:
      return { x: x + u * w, y: y + (1 - v) * h, right: [1, 0], up: [0, 1] };
  }
}

/** The operators that write one page's words invisibly over it. */
function pageOperators(
  words: PageWords,
  font: PDFFont,
  fontKey: PDFName,
  charset: Set<number>,
  view: PageView,
): { operators: PDFOperator[]; count: number } {
  // The image OCR read is the page as shown: turned a quarter, its width runs along the page's height.
  const quarter = view.rotation === 90 || view.rotation === 270;
  const sx = (quarter ? view.height : view.width) / words.width;
  const sy = (quarter ? view.width : view.height) / words.height;
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setTextRenderingMode(TextRenderingMode.Invisible),
  ];
  let count = 0;
  for (const w of words.words) {
    const text = writable(w.text.trim(), charset);
    if (!text) continue;
    const [left, top, right, bottom] = w.box;
    const height = Math.max((bottom - top) * sy, 1);
    const width = Math.max((right - left) * sx, 0.1);
    // Helvetica's glyphs reach about 0.72 of the size above the baseline and 0.2 below: a size of the box's
    // height, the baseline a fifth up from its foot, covers the box as a selection shows it.
    const size = height;
    const natural = font.widthOfTextAtSize(text, size);
    const squeeze = natural > 0 ? (width / natural) * 100 : 100;
    // The baseline's start on the shown page, in pixels: the box's left, a fifth of its height above its foot.
    const baseline = bottom - (height / sy) * 0.2;
    const at = fromShownPage(view, left / words.width, baseline / words.height);
    operators.push(
      setFontAndSize(fontKey, size),
      setCharacterSqueeze(squeeze),
      setTextMatrix(at.right[0], at.right[1], at.up[0], at.up[1], at.x, at.y),
      showText(font.encodeText(text)),
    );
    count++;
  }
  operators.push(endText(), popGraphicsState());
  return { operators, count };
}

/**
 * The searchable copy of `original` (a PDF) with `pages`' words laid over their pages. The original's
 * bytes are only read. Throws on a PDF pdf-lib cannot read (the caller keeps the original alone then).
 */
export async function withTextLayer(
  original: Uint8Array,
  pages: readonly PageWords[],
): Promise<{ bytes: Uint8Array; report: TextLayerReport }> {
  // pdf-lib may keep views of the bytes it reads: it gets a copy, so the caller's stay as they were.
  const doc = await PDFDocument.load(original.slice(), { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const report: TextLayerReport = { pages: [], words: 0, skipped: [] };
  for (const words of [...pages].sort((a, b) => a.page - b.page)) {
    const index = words.page - 1;
    if (index < 0 || index >= doc.getPageCount()) {
      report.skipped.push(words.page);
      continue;
    }
    const page = doc.getPage(index);
    const view = visibleArea(page.getMediaBox(), page.getCropBox(), page.getRotation().angle);
    const fontKey = page.node.newFontDictionary('DirhubOcr', font.ref);
    const { operators, count } = pageOperators(words, font, fontKey, charset, view);
    page.pushOperators(...operators);
    report.pages.push(words.page);
    report.words += count;
  }
  doc.setProducer('dirhub (searchable copy: OCR text layer)');
  return { bytes: await doc.save(), report };
}
