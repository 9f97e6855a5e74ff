import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { DirhubConfig } from '../../core/config.js';
import { MAX_PIXELS } from './images.js';

export type { PDFDocumentProxy };

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));

type PdfjsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loaded: Promise<PdfjsModule> | null = null;

/** pdfjs-dist is heavy; load it once, lazily. */
export function pdfjs(): Promise<PdfjsModule> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

/** The configured limits pdf.js enforces itself (`limits` in dirhub.config.json). */
export type PdfLimits = Pick<DirhubConfig['limits'], 'max_pdf_image_pixels'>;

/**
 * Options that keep extraction faithful: the standard fonts and CMaps shipped with pdfjs-dist (so CJK and
 * non-embedded fonts decode instead of degrading silently), the wasm decoders for JBIG2/JPEG 2000 images,
 * and no network. And pdf.js's own limits, since every file may be hostile: no `eval` of font programs,
 * no image decoded above `limits.max_pdf_image_pixels` (pdf.js leaves it off the page), no canvas larger than
 * the render budget (`MAX_PIXELS`, 4 bytes a pixel; pdf.js decodes JPEG 2000 at a reduced resolution to
 * fit it), no XFA forms (scriptable; validation reports them) and no browser-only decoders.
 */
export function documentOptions(data: Uint8Array, limits: PdfLimits) {
  return {
    data,
    standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
    cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
    cMapPacked: true,
    wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
    isEvalSupported: false,
    maxImageSize: limits.max_pdf_image_pixels,
    canvasMaxAreaInBytes: MAX_PIXELS * 4,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  };
}

/**
 * Opens a PDF. pdfjs takes ownership of (detaches) the buffer it is given, so it gets a copy.
 * Throws pdfjs's own exceptions (PasswordException, InvalidPDFException…); callers turn them into Problems.
 */
export async function openPdf(bytes: Uint8Array, limits: PdfLimits, password?: string): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    ...documentOptions(new Uint8Array(bytes), limits),
    ...(password ? { password } : {}),
  });
  return task.promise;
}
