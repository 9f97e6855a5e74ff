/**
 * Renders PDF pages to rasters with pdfjs-dist onto @napi-rs/canvas (the canvas pdfjs itself uses in
 * Node). A document is opened once for any number of pages; each page is released after rendering so
 * memory stays at one page at a time. Each page is drawn within the page budget (page-budget.ts): a page
 * over it throws `PageTooComplexError`.
 */
import type { Canvas } from '@napi-rs/canvas';
import { fitScale, imageDataToGray, MAX_PIXELS, type GrayImage } from './images.js';
import { DEFAULT_CONFIG } from '../../core/config.js';
import { renderWithinBudget, type PageBudgetLimits } from './page-budget.js';
import { openPdf, type PdfLimits, type PDFDocumentProxy } from './pdfjs.js';

/** The limits rendering obeys: pdf.js's own, and the page budget (the default budget where not given). */
export type RenderLimits = PdfLimits & Partial<PageBudgetLimits>;

export { MAX_PIXELS };

export interface RenderedPage {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  /** The resolution actually used: the one asked for, or less when the page exceeds MAX_PIXELS. */
  dpi: number;
}

/** Pixel size of a page at `dpi`, reduced to the budget; PDF user space is 72 units per inch. */
export function renderSize(
  widthPt: number,
  heightPt: number,
  dpi: number,
): { width: number; height: number; dpi: number } {
  const scale = dpi / 72;
  const fit = fitScale(widthPt * scale, heightPt * scale);
  const effectiveDpi = dpi * fit;
  // Rounded down so the budget holds; the epsilon keeps 4999.9999… (float noise) from losing a pixel.
  const pixels = (pt: number) => Math.max(1, Math.floor((pt * effectiveDpi) / 72 + 1e-6));
  return { width: pixels(widthPt), height: pixels(heightPt), dpi: effectiveDpi };
}

async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  dpi: number,
  limits: PageBudgetLimits,
): Promise<{ canvas: Canvas } & RenderedPage> {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
    throw new RangeError(`Page ${pageNumber} does not exist; the document has ${doc.numPages} page(s)`);
  }
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const size = renderSize(base.width, base.height, dpi);
    const viewport = page.getViewport({ scale: size.width / base.width });
    const canvas = createCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    // Scans are read as ink on paper: a transparent page would become black after grey conversion.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    // @napi-rs/canvas implements the 2D context pdf.js draws with, under a type of its own.
    const context: object = ctx;
    await renderWithinBudget(
      page,
      { canvas: null, canvasContext: context as CanvasRenderingContext2D, viewport, intent: 'print' },
      limits,
    );
    return { canvas, page: pageNumber, width: size.width, height: size.height, dpi: size.dpi };
  } finally {
    page.cleanup();
  }
}

/** Renders pages of an open document one after another, yielding each as an 8-bit grey raster. */
export async function* renderGrayPagesOf(
  doc: PDFDocumentProxy,
  pages: number[],
  dpi: number,
  limits: PageBudgetLimits = DEFAULT_CONFIG.limits,
): AsyncGenerator<RenderedPage & { image: GrayImage }> {
  for (const pageNumber of pages) {
    const { canvas, ...info } = await drawPage(doc, pageNumber, dpi, limits);
    const image = imageDataToGray(canvas.getContext('2d').getImageData(0, 0, info.width, info.height));
    yield { ...info, image };
  }
}

/** Renders the given pages of a PDF as PNGs, opening the document once (under the default limits unless given). */
export async function* renderPages(
  bytes: Uint8Array,
  pages: number[],
  dpi: number,
  limits: RenderLimits = DEFAULT_CONFIG.limits,
): AsyncGenerator<RenderedPage & { png: Buffer }> {
  const doc = await openPdf(bytes, limits);
  try {
    for (const pageNumber of pages) {
      const { canvas, ...info } = await drawPage(doc, pageNumber, dpi, { ...DEFAULT_CONFIG.limits, ...limits });
      yield { ...info, png: await canvas.encode('png') };
    }
  } finally {
    await doc.destroy();
  }
}

/** Renders one page as a PNG. For several pages of one file use `renderPages`, which parses the file once. */
export async function renderPage(
  bytes: Uint8Array,
  pageNumber: number,
  dpi: number,
  limits: RenderLimits = DEFAULT_CONFIG.limits,
): Promise<{ png: Buffer; width: number; height: number }> {
  for await (const page of renderPages(bytes, [pageNumber], dpi, limits)) {
    return { png: page.png, width: page.width, height: page.height };
  }
  throw new Error(`Page ${pageNumber} was not rendered`);
}
