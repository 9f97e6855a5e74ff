/**
 * PDF bytes written by hand, for files no PDF library would write: objects as text, a cross-reference
 * table with their true offsets, and a trailer the caller may bend. `filingObjects` is a one-page court
 * order (real text in Helvetica) that most hostile files start from, so a file whose attack were ignored
 * would be read as a relevant filing and accepted: its decision shows the attack was seen.
 */
import { ORDER_ON_MOTION_TO_DISMISS } from '../../../scripts/demo/filings.js';

export type Part = string | Uint8Array;
/** Objects by number; each is its body (what goes between `N 0 obj` and `endobj`). */
export type PdfObjects = Record<number, Part | Part[]>;

const bytesOf = (part: Part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part));

/** A stream object: `dict` holds the entries besides /Length (e.g. `/Filter /FlateDecode`). */
export function stream(dict: string, data: Part): Part[] {
  const bytes = bytesOf(data);
  return [`<< ${dict} /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream'];
}

export interface WriteOptions {
  /** Bytes before `%PDF-` (readers look for the header in the first 1024 bytes). */
  before?: Part;
  /** The trailer's entries besides /Size; given the offset of the cross-reference table. Default `/Root 1 0 R`. */
  trailer?: string | ((xrefOffset: number) => string);
  /** Bytes after `%%EOF`. */
  after?: Part;
}

export interface WrittenPdf {
  bytes: Buffer;
  /** Where each object starts. */
  offsets: Record<number, number>;
  xrefOffset: number;
}

export function writePdfWithOffsets(objects: PdfObjects, options: WriteOptions = {}): WrittenPdf {
  const chunks: Buffer[] = [];
  let length = 0;
  const push = (part: Part) => {
    const b = bytesOf(part);
    chunks.push(b);
    length += b.length;
  };
  if (options.before) push(options.before);
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const offsets: Record<number, number> = {};
  const numbers = Object.keys(objects)
    .map(Number)
    .sort((a, b) => a - b);
  for (const n of numbers) {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    const body = objects[n]!;
    for (const part of Array.isArray(body) ? body : [body]) push(part);
    push('\nendobj\n');
  }
  const xrefOffset = length;
  const size = (numbers.at(-1) ?? 0) + 1;
  const rows = Array.from({ length: size }, (_, n) =>
    n in offsets ? `${String(offsets[n]).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n',
  );
  push(`xref\n0 ${size}\n${rows.join('')}`);
  const trailer =
    typeof options.trailer === 'function' ? options.trailer(xrefOffset) : (options.trailer ?? '/Root 1 0 R');
  push(`trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  if (options.after) push(options.after);
  return { bytes: Buffer.concat(chunks), offsets, xrefOffset };
}

export function writePdf(objects: PdfObjects, options: WriteOptions = {}): Uint8Array {
  return new Uint8Array(writePdfWithOffsets(objects, options).bytes);
}

/** A PDF string literal: backslashes and parentheses escaped, anything outside ASCII replaced. */
function literal(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;
}

/** The order's text as content-stream operators: Helvetica 10 pt, lines of at most 90 characters. */
export function filingContent(text = ORDER_ON_MOTION_TO_DISMISS.text): string {
  const lines = text.split('\n').flatMap((paragraph) => {
    const out: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && line.length + word.length + 1 > 90) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    return [...out, line];
  });
  return `BT /F1 10 Tf 12 TL 72 740 Td\n${lines.map((l) => `${literal(l)} '`).join('\n')}\nET\n`;
}

export interface FilingChanges {
  /** Entries added to the catalog (object 1). */
  catalog?: string;
  /** Entries added to the page (object 3). */
  page?: string;
  /** Entries added to the page's resources (next to the font). */
  resources?: string;
  /** The page's /Contents (default `5 0 R`, the order's text). */
  contents?: string;
  /** Objects added or replaced (6 and up are free). */
  objects?: PdfObjects;
}

/**
 * A one-page court order: 1 catalog, 2 page tree, 3 page, 4 Helvetica, 5 the text. `changes` bend it
 * into a hostile file.
 */
export function filingObjects(changes: FilingChanges = {}): PdfObjects {
  return {
    1: `<< /Type /Catalog /Pages 2 0 R ${changes.catalog ?? ''}>>`,
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> ${changes.resources ?? ''}>> /Contents ${changes.contents ?? '5 0 R'} ${changes.page ?? ''}>>`,
    4: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    5: stream('', filingContent()),
    ...changes.objects,
  };
}

export function filingPdf(changes: FilingChanges = {}, options: WriteOptions = {}): Uint8Array {
  return writePdf(filingObjects(changes), options);
}
