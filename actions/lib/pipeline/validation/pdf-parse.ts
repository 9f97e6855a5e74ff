/**
 * The full parse with pdfjs: page count, encryption, metadata, and the active content pdfjs
 * understands (document, page, annotation and form-field JavaScript; attachments). What pdfjs does
 * not model (launch actions, form submission, rich media) comes from the byte scan in pdf-bytes.ts.
 */
import { withPdf, PdfTimeoutError } from '../processing/pdf-session.js';
import type { PdfLimits, PDFDocumentProxy } from '../processing/pdfjs.js';
import { flattenXmp, infoToStrings } from './pdf-metadata.js';

/**
 * How long one file may take to open and inspect, every page's annotations included. Born-digital
 * files take milliseconds per page; a file that needs a minute is broken or hostile. A constant,
 * not configuration: it protects the runner, not a collection's policy.
 */
export const PDF_INSPECT_TIMEOUT_MS = 60_000;

/** Active content pdfjs reports, each entry saying where it is ("page 2: Link annotation"). */
export interface ApiActiveContent {
  javascript: string[];
  embedded_files: string[];
  other: string[];
}

/** A page pdfjs cannot load (a loop in the page tree, objects nested too deep), with pdfjs's words. */
export interface UnloadablePage {
  page: number;
  detail: string;
}

export type PdfParse =
  | {
      ok: true;
      pages: number;
      encrypted: boolean;
      info: Record<string, string>;
      xmp: Record<string, string> | null;
      /** Set when the metadata could not be read; the file itself may still be fine. */
      metadata_error: string | null;
      active: ApiActiveContent;
      /** Pages that cannot be loaded: nothing on them can be read, checked or shown. */
      unloadable_pages: UnloadablePage[];
      /** False when the page count exceeded the limit, so per-page checks were skipped. */
      pages_scanned: boolean;
    }
  | { ok: false; reason: 'password' | 'invalid' | 'timeout' | 'error'; detail: string };

async function readMetadata(doc: PDFDocumentProxy) {
  try {
    const { info, metadata } = await doc.getMetadata();
    const facts = info as { EncryptFilterName?: string | null; IsXFAPresent?: boolean };
    const raw = metadata?.getRaw();
    return {
      info: infoToStrings(info),
      encrypted: Boolean(facts.EncryptFilterName),
      xfa: Boolean(facts.IsXFAPresent),
      xmp: typeof raw === 'string' && raw.trim() ? flattenXmp(raw) : null,
      error: null,
    };
  } catch (err) {
    return { info: {}, encrypted: false, xfa: false, xmp: null, error: (err as Error).message || String(err) };
  }
}

function filename(spec: unknown, fallback: string): string {
  const s = spec as { filename?: unknown; rawFilename?: unknown } | null;
  const name =
    typeof s?.filename === 'string' && s.filename !== 'unnamed'
      ? s.filename
      : typeof s?.rawFilename === 'string'
        ? s.rawFilename
        : '';
  return name || fallback;
}

async function scanWithApi(
  doc: PDFDocumentProxy,
  xfa: boolean,
): Promise<{ active: ApiActiveContent; unloadable: UnloadablePage[] }> {
  const found: ApiActiveContent = { javascript: [], embedded_files: [], other: [] };
  const unloadable: UnloadablePage[] = [];
  const attachments = (await doc.getAttachments()) as Record<string, unknown> | null;
  for (const [key, spec] of Object.entries(attachments ?? {})) found.embedded_files.push(filename(spec, key));
  const documentJs = (await doc.getJSActions()) as Record<string, unknown> | null;
  for (const key of Object.keys(documentJs ?? {})) found.javascript.push(`document (${key})`);
  const fields = (await doc.getFieldObjects()) as Record<string, { actions?: unknown }[]> | null;
  for (const [name, widgets] of Object.entries(fields ?? {})) {
    if (widgets.some((w) => w.actions)) found.javascript.push(`form field "${name}"`);
  }
  if (xfa) found.other.push('XFA form (scriptable)');
  for (let n = 1; n <= doc.numPages; n++) {
    let page;
    try {
      page = await doc.getPage(n);
    } catch (err) {
      unloadable.push({ page: n, detail: (err as Error)?.message || String(err) });
      continue;
    }
    const pageJs = (await page.getJSActions().catch(() => null)) as Record<string, unknown> | null;
    if (pageJs) found.javascript.push(`page ${n} (${Object.keys(pageJs).join(', ')})`);
    const annotations = (await page.getAnnotations().catch(() => [])) as {
      subtype?: string;
      actions?: unknown;
      file?: unknown;
      unsafeUrl?: unknown;
    }[];
    for (const a of annotations) {
      const where = `page ${n}: ${a.subtype ?? 'unknown'} annotation`;
      if (a.actions) found.javascript.push(where);
      if (a.subtype === 'FileAttachment') found.embedded_files.push(filename(a.file, `attachment on page ${n}`));
      if (a.subtype === 'RichMedia' || a.subtype === 'Screen' || a.subtype === 'Movie' || a.subtype === 'Sound')
        found.other.push(`${where} (media)`);
      if (typeof a.unsafeUrl === 'string' && /^file:/i.test(a.unsafeUrl))
        found.other.push(`${where} (link to a local file: ${a.unsafeUrl})`);
    }
  }
  return { active: found, unloadable };
}

/** Parses a PDF with pdfjs, never throwing for a bad file: failures come back as `ok: false`. */
export async function parsePdf(
  bytes: Uint8Array,
  limits: PdfLimits & { max_pages: number },
  timeoutMs = PDF_INSPECT_TIMEOUT_MS,
): Promise<PdfParse> {
  try {
    return await withPdf(bytes, limits, timeoutMs, async (doc) => {
      const meta = await readMetadata(doc);
      const pages_scanned = doc.numPages <= limits.max_pages;
      const { active, unloadable } = pages_scanned
        ? await scanWithApi(doc, meta.xfa)
        : {
            active: { javascript: [], embedded_files: [], other: meta.xfa ? ['XFA form (scriptable)'] : [] },
            unloadable: [],
          };
      return {
        ok: true as const,
        pages: doc.numPages,
        encrypted: meta.encrypted,
        info: meta.info,
        xmp: meta.xmp,
        metadata_error: meta.error,
        active,
        unloadable_pages: unloadable,
        pages_scanned,
      };
    });
  } catch (err) {
    const e = err as Error & { code?: number };
    if (err instanceof PdfTimeoutError) return { ok: false, reason: 'timeout', detail: err.message };
    if (e?.name === 'PasswordException') return { ok: false, reason: 'password', detail: e.message };
    if (e?.name === 'InvalidPDFException') return { ok: false, reason: 'invalid', detail: e.message };
    return { ok: false, reason: 'error', detail: e?.message || String(err) };
  }
}
