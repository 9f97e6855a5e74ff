/**
 * A PDF's pages drawn in the browser with pdf.js, from the PDF the site may read (its own copy, or a host
 * that allows cross-origin reads). pdf.js is loaded only on a document page that draws pages, from the
 * site's assets, and asks for the file in ranges, so a page costs the bytes it is drawn from, not the
 * whole file (when the host answers range requests). Where the words of a born-digital page lie comes from
 * the PDF's text layer; a scan's come from OCR's word boxes (page-images.ts).
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { wordSpans } from '../../search-index/terms.js';
import type { Matcher } from '../../search-index/excerpt.js';

type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | null = null;

/** pdf.js from the site's assets (`assets/pdfjs/`), once. */
function pdfjs(assets: string): Promise<Pdfjs> {
  loading ??= (import(/* webpackIgnore: true */ `${assets}pdfjs/pdf.min.mjs`) as Promise<Pdfjs>).then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = `${assets}pdfjs/pdf.worker.min.mjs`;
    return lib;
  });
  loading.catch(() => (loading = null));
  return loading;
}

/** A box on a page, as fractions of its width and height from the top left corner. */
export interface PageBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export class PdfPages {
  private readonly doc: Promise<PDFDocumentProxy>;

  constructor(url: string, assets: string) {
    this.doc = pdfjs(assets).then(
      (lib) =>
        lib.getDocument({
          url,
          // Ranges, not the whole file: a page costs what it is drawn from.
          disableAutoFetch: true,
          disableStream: true,
          rangeChunkSize: 65536,
          isEvalSupported: false,
          enableXfa: false,
          cMapUrl: `${assets}pdfjs/cmaps/`,
          cMapPacked: true,
          standardFontDataUrl: `${assets}pdfjs/standard_fonts/`,
          wasmUrl: `${assets}pdfjs/wasm/`,
        }).promise,
    );
    this.doc.catch(() => undefined);
  }

  /** Width ÷ height of page `n`. */
  async aspect(n: number): Promise<number> {
    const page = await (await this.doc).getPage(n);
    const v = page.getViewport({ scale: 1 });
    return v.width / v.height;
  }

  /** Draws page `n` into `canvas`, `cssWidth` CSS pixels wide, sharp on the screen's pixel density. */
  async draw(n: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void> {
    const page = await (await this.doc).getPage(n);
    const unit = page.getViewport({ scale: 1 });
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const viewport = page.getViewport({ scale: (cssWidth / unit.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
  }

  /** Where the words `matches` finds lie on page `n`, in reading order, from the page's text layer. */
  async boxes(n: number, matches: Matcher): Promise<PageBox[]> {
    const page = await (await this.doc).getPage(n);
    return wordBoxes(page, matches);
  }
}

/**
 * The boxes of the matching words of a page. pdf.js gives each run of text with its transform and width;
 * a word inside a run is placed by its share of the run's characters, which is close for the fonts of
 * court filings.
 */
async function wordBoxes(page: PDFPageProxy, matches: Matcher): Promise<PageBox[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const out: PageBox[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const text = item.str;
    const [a, b, , , x, y] = item.transform as number[];
    const size = Math.hypot(a!, b!) || item.height;
    for (const span of wordSpans(text)) {
      if (!matches(span, text)) continue;
      const from = x! + (item.width * span.start) / text.length;
      const to = x! + (item.width * span.end) / text.length;
      // A glyph reaches about a fifth of the font size below the baseline and four fifths above it.
      const [l, t, r, bottom] = viewport.convertToViewportRectangle([from, y! - size * 0.2, to, y! + size * 0.8]);
      out.push({
        left: Math.min(l!, r!) / viewport.width,
        right: Math.max(l!, r!) / viewport.width,
        top: Math.min(t!, bottom!) / viewport.height,
        bottom: Math.max(t!, bottom!) / viewport.height,
      });
    }
  }
  return out;
}
