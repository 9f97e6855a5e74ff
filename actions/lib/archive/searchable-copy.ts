/**
 * A scanned PDF's searchable copy: the original's pages as they are, with the words OCR read written over
 * each scanned page as invisible text (text render mode 3), each word where OCR read it and stretched to
 * its box — as OCRmyPDF and Paperless-ngx make their archive copies. A PDF viewer then finds, selects and
 * copies the words on the page image; the original is never changed (the copy is a new file beside it,
 * docs/ocr.md, "Searchable copies").
 *
 * The words' boxes are in pixels of the page image OCR read (`PageWords`, ocr-words.ts), rendered from the
 * page's crop box as a viewer shows it; a box is mapped back into the page's own coordinates (PDF points,
 * y upwards) by the ratio of the page's size to the image's. A rotated page (/Rotate) is left without a
 * layer: its image and its coordinates do not share axes, and no scan in the corpus needs it yet.
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
  /** Pages whose words were not laid (rotated, or not in the PDF). */
  skipped: number[];
}

/** The characters of `text` the font can write (Helvetica: Windows-1252); the others become "?". */
function writable(text: string, charset: Set<number>): string {
  let out = '';
  for (const ch of text) out += charset.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}

/** The operators that write one page's words invisibly over it. */
function pageOperators(
  words: PageWords,
  font: PDFFont,
  fontKey: PDFName,
  charset: Set<number>,
  view: { x: number; y: number; width: number; height: number },
): { operators: PDFOperator[]; count: number } {
  const sx = view.width / words.width;
  const sy = view.height / words.height;
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
    const x = view.x + left * sx;
    const y = view.y + view.height - bottom * sy + height * 0.2;
    operators.push(
      setFontAndSize(fontKey, size),
      setCharacterSqueeze(squeeze),
      setTextMatrix(1, 0, 0, 1, x, y),
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
    if (index < 0 || index >= doc.getPageCount() || doc.getPage(index).getRotation().angle % 360 !== 0) {
      report.skipped.push(words.page);
      continue;
    }
    const page = doc.getPage(index);
    const fontKey = page.node.newFontDictionary('DirhubOcr', font.ref);
    const { operators, count } = pageOperators(words, font, fontKey, charset, page.getCropBox());
    page.pushOperators(...operators);
    report.pages.push(words.page);
    report.words += count;
  }
  doc.setProducer('dirhub (searchable copy: OCR text layer)');
  return { bytes: await doc.save(), report };
}
