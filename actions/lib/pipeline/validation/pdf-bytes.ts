/**
 * Checks on a PDF's raw bytes, independent of any parser: does the file end the way every PDF ends,
 * and which risky names (actions, attachments) does it contain. PDF readers silently repair damaged
 * files, so the parser alone cannot tell a complete file from one that was cut short, and it only
 * reports what it understands; these checks see what is actually in the file.
 */
import { inflateSync, constants as zlib } from 'node:zlib';

/** Readers look for `%%EOF` and `startxref` in the last 1024 bytes (the same window Acrobat uses). */
export const PDF_TRAILER_WINDOW = 1024;

export type EndingCheck = { ok: true } | { ok: false; kind: 'truncated' | 'damaged'; detail: string };

const latin1 = new TextDecoder('latin1');

/** Last offset of `needle` (ASCII) at or after `from`, searching backwards from the end; -1 if none. */
function lastIndexOfAscii(bytes: Uint8Array, needle: string, from = 0): number {
  outer: for (let i = bytes.length - needle.length; i >= from; i--) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

function isPadding(b: number): boolean {
  // NUL and PDF whitespace: what scanners and mail gateways pad files with.
  return b === 0x00 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
}

/**
 * A complete PDF ends with its final trailer: `startxref`, the offset of the last cross-reference
 * section, and `%%EOF`. When the last `startxref` is not within the last 1024 bytes (padding aside),
 * or points past the end, the file was cut short: an interrupted download or upload, or an appended
 * update that was cut off. A final trailer that is there but damaged (its `%%EOF` cut, its offset
 * pointing at something other than a cross-reference section) is only reported: the content is
 * complete and readers rebuild the table.
 */
export function checkPdfEnding(bytes: Uint8Array, headerOffset: number): EndingCheck {
  let end = bytes.length;
  while (end > 0 && isPadding(bytes[end - 1]!)) end--;
  const sx = lastIndexOfAscii(bytes, 'startxref');
  if (sx < 0 || end - sx > PDF_TRAILER_WINDOW) {
    return {
      ok: false,
      kind: 'truncated',
      detail: `its final trailer is missing (no startxref and %%EOF in its last ${PDF_TRAILER_WINDOW} bytes)`,
    };
  }
  const match = /^startxref\s+(\d+)/.exec(latin1.decode(bytes.subarray(sx, sx + 40)));
  if (!match)
    return { ok: false, kind: 'truncated', detail: 'it ends inside its final trailer (startxref has no offset)' };
  const offset = Number(match[1]);
  if (offset >= bytes.length) {
    return {
      ok: false,
      kind: 'truncated',
      detail: `its trailer points to byte ${offset}, past the end of the ${bytes.length}-byte file`,
    };
  }
  // Offsets count from the header, which some producers put after a few stray bytes.
  const pointsToXref = [offset, offset + headerOffset].some((at) => {
    const head = latin1.decode(bytes.subarray(at, at + 32)).trimStart();
    return head.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(head);
  });
  if (!pointsToXref)
    return {
      ok: false,
      kind: 'damaged',
      detail: `its trailer points to byte ${offset}, where there is no cross-reference section`,
    };
  if (lastIndexOfAscii(bytes, '%%EOF', sx) < 0) {
    const tail = latin1
      .decode(bytes.subarray(sx, end))
      .split(/[\r\n]+/)
      .pop();
    return {
      ok: false,
      kind: 'damaged',
      detail: `its final %%EOF marker is missing or cut short (the file ends with "${tail}")`,
    };
  }
  return { ok: true };
}

/** Risky names found in the bytes; `other` holds action and annotation types by their PDF name. */
export interface RawActiveContent {
  javascript: boolean;
  launch: boolean;
  embedded_files: boolean;
  other: Set<string>;
}

/** Action types (the value of an action's /S) that reach outside the document. */
const OTHER_ACTIONS = new Set(['SubmitForm', 'ImportData', 'GoToE', 'RichMediaExecute']);
/** Annotation subtypes and keys that carry executable or embedded media. */
const OTHER_NAMES = new Set(['RichMedia', 'RichMediaContent']);

/** Name tokens: a solidus followed by regular characters (whitespace and delimiters end a name). */
const NAME_TOKEN = /\/([^\x00\x09\x0a\x0c\x0d\x20()<>[\]{}/%]*)/g;

/** `#xx` escapes in names (`/Java#53cript` is `/JavaScript`) are decoded before comparing. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function scanNames(text: string, found: RawActiveContent): void {
  let previous = '';
  for (const m of text.matchAll(NAME_TOKEN)) {
    const name = decodeName(m[1]!);
    if (name === 'JavaScript' || name === 'JS') found.javascript = true;
    else if (name === 'EmbeddedFile' || name === 'EmbeddedFiles' || name === 'FileAttachment')
      found.embedded_files = true;
    else if (previous === 'S' && name === 'Launch') found.launch = true;
    else if (previous === 'S' && OTHER_ACTIONS.has(name)) found.other.add(name);
    else if (OTHER_NAMES.has(name)) found.other.add('RichMedia');
    previous = name;
  }
  if (/\/URI\s*\(\s*file:/i.test(text)) found.other.add('URI to a local file (file:)');
}

/** Caps on what compressed object streams may inflate to: a small file can declare gigabytes. */
const MAX_INFLATED_PER_STREAM = 64 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 256 * 1024 * 1024;

export interface StreamSpan {
  /** The text before the stream since the previous one ended: the object's dictionary and more. */
  before: string;
  dict: string;
  /** The number of the object the stream belongs to, when it can be read before its dictionary. */
  object: number | null;
  start: number;
  end: number;
}

/** Splits a PDF (`text` is its bytes as latin1) into the text outside streams and the streams themselves. */
export function* streams(bytes: Uint8Array, text: string): Generator<StreamSpan, string> {
  let cursor = 0;
  const keyword = /\bstream(\r\n|\n|\r)/g;
  let m: RegExpExecArray | null;
  while ((m = keyword.exec(text))) {
    const start = m.index + m[0].length;
    const dictStart = text.lastIndexOf('obj', m.index);
    const dict = text.slice(Math.max(cursor, dictStart), m.index);
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = direct ? start + Number(direct[1]) : -1;
    if (end < 0 || end > bytes.length || !/^\s*endstream/.test(text.slice(end, end + 20)))
      end = text.indexOf('endstream', start);
    if (end < 0) end = text.length;
    const number = dictStart < 0 ? null : /(\d+)\s+\d+\s+$/.exec(text.slice(Math.max(0, dictStart - 24), dictStart));
    yield { before: text.slice(cursor, m.index), dict, object: number ? Number(number[1]) : null, start, end };
    cursor = end;
    keyword.lastIndex = end;
  }
  return text.slice(cursor);
}

/**
 * Only text outside streams is scanned: stream data (page contents, fonts, images) is either
 * compressed noise, where a stray `/JS` is a matter of chance, or page content, where names are
 * resources. Object streams (PDF 1.5+) are the exception: they hold dictionaries, compressed out of
 * reach of a byte scan, so they are inflated (Flate, the filter producers use for them) and scanned.
 */
export function scanRawActiveContent(bytes: Uint8Array): RawActiveContent {
  const found: RawActiveContent = { javascript: false, launch: false, embedded_files: false, other: new Set() };
  const text = latin1.decode(bytes);
  let budget = MAX_INFLATED_TOTAL;
  const walk = streams(bytes, text);
  let step = walk.next();
  while (!step.done) {
    const { before, dict, start, end } = step.value;
    scanNames(before, found);
    if (
      budget > 0 &&
      /\/Type\s*\/ObjStm\b/.test(dict) &&
      /\/FlateDecode\b/.test(dict) &&
      !/\/DecodeParms\b/.test(dict)
    ) {
      try {
        const inflated = inflateSync(bytes.subarray(start, end), {
          finishFlush: zlib.Z_SYNC_FLUSH,
          maxOutputLength: Math.min(MAX_INFLATED_PER_STREAM, budget),
        });
        budget -= inflated.length;
        scanNames(latin1.decode(inflated), found);
      } catch {
        // Encrypted, damaged or over the cap: the parser's view (pdfjs) still covers this stream.
      }
    }
    step = walk.next();
  }
  scanNames(step.value, found);
  return found;
}
