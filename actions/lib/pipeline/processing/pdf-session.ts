/**
 * A bounded pdfjs session: open a document, use it, and always destroy it — also when the work
 * throws or takes too long. A hostile or broken file must never hang the pipeline or leak a document.
 */
import { DirhubError } from '../../core/errors.js';
import { documentOptions, pdfjs, type PdfLimits, type PDFDocumentProxy } from './pdfjs.js';

/** A PDF that did not open or give up a page within its time: damaged, or built to stall readers. */
export class PdfTimeoutError extends DirhubError<'pdf.timeout'> {
  constructor(readonly ms: number) {
    super(
      'pdf.timeout',
      `PDF processing did not finish within ${ms / 1000} s`,
      'Print it to a new PDF ("Print → Save as PDF") and use that copy; split a very large document into parts.',
    );
  }
}

/**
 * Runs `use` on the document opened under `limits` within `timeoutMs` (opening included). pdfjs works in steps
 * that yield to the event loop, so the timer can fire between them; on timeout the loading task is
 * destroyed, which aborts the remaining steps. Errors from pdfjs (PasswordException,
 * InvalidPDFException…) are rethrown as they are.
 */
export async function withPdf<T>(
  bytes: Uint8Array,
  limits: PdfLimits,
  timeoutMs: number,
  use: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const lib = await pdfjs();
  // pdfjs takes ownership of (detaches) the buffer it is given, so it gets a copy.
  const task = lib.getDocument(documentOptions(new Uint8Array(bytes), limits));
  try {
    return await withinTime(task.promise.then(use), timeoutMs);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/** Races one step (a page's text, its annotations) against a timer; the caller decides what a timeout means. */
export async function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
