import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';

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

/**
 * Options that keep extraction faithful: the standard fonts and CMaps shipped with pdfjs-dist (so CJK and
 * non-embedded fonts decode instead of degrading silently), the wasm decoders for JBIG2/JPEG 2000 images,
 * no `eval` of font programs (hostile files), and no network.
 */
export function documentOptions(data: Uint8Array) {
  return {
    data,
    standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
    cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
    cMapPacked: true,
    wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
    isEvalSupported: false,
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
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const task = lib.getDocument({ ...documentOptions(new Uint8Array(bytes)), ...(password ? { password } : {}) });
  return task.promise;
}
