/**
 * What a PDF's streams would expand to, measured from its bytes before any page is read: a few kilobytes
 * can declare a 60000 × 60000 image or inflate to gigabytes of page content or metadata, and a reader
 * finds out only when it has already spent the memory. So, once over the file:
 *
 * - every image's size, as its dictionary declares it and, for JPEG, JPEG 2000 and JBIG2 data, as the
 *   image data's own header declares it (decoders believe the header), and inline images in page
 *   contents; an image over `limits.max_pdf_image_pixels` is reported;
 * - every other stream (page contents, forms, fonts, metadata, object streams) inflated through its
 *   filters (Flate, ASCIIHex, ASCII85) without being kept: one over `limits.max_stream_bytes`, or all of
 *   them together over `limits.max_inflated_bytes`, is reported. Image data is not inflated: a reader
 *   takes only what the declared size needs from it.
 *
 * Streams under other filters (LZW, RunLength, encrypted files) are not measured here; the reading
 * process's time and memory limits still hold for them.
 */
import { constants as buffer } from 'node:buffer';
import { inflateSync, constants as zlib } from 'node:zlib';
import type { DirhubConfig } from '../../core/config.js';
import { checkJpeg } from './image.js';
import { decodeName, streams } from './pdf-bytes.js';

export type StreamLimits = Pick<
  DirhubConfig['limits'],
  'max_pdf_image_pixels' | 'max_stream_bytes' | 'max_inflated_bytes'
>;

export type StreamFinding =
  | {
      kind: 'image';
      /** Where: "object 6", "an inline image in object 5". */
      where: string;
      width: number;
      height: number;
      /** Who declares the size: the image dictionary or the image data's own header. */
      declared_by: string;
    }
  /** One stream inflating past `max_stream_bytes` (`bytes` is the limit it passed). */
  | { kind: 'stream'; where: string; what: string; bytes: number }
  /** All streams together inflating past `max_inflated_bytes`. */
  | { kind: 'total'; bytes: number };

const FILTER_NAMES: Record<string, string> = {
  Fl: 'FlateDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

/** The stream's filters in the order they are applied to decode it; null when they are not written out. */
function filtersOf(dict: string): string[] | null {
  const m = /\/Filter\s*(\/[^\s/[\]<>()]+|\[[^\]]*\])/.exec(dict);
  if (!m) return /\/Filter\b/.test(dict) ? null : [];
  return [...m[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((n) => {
    const name = decodeName(n[1]!);
    return FILTER_NAMES[name] ?? name;
  });
}

function integer(dict: string, ...keys: string[]): number | null {
  for (const key of keys) {
    const m = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dict);
    if (m) return Number(m[1]);
  }
  return null;
}

/** What a non-image stream is, for the message. */
function describe(dict: string): string {
  if (/\/Type\s*\/Metadata\b/.test(dict)) return 'XMP metadata';
  if (/\/Type\s*\/ObjStm\b/.test(dict)) return 'an object stream';
  if (/\/Type\s*\/XRef\b/.test(dict)) return 'a cross-reference stream';
  if (/\/Subtype\s*\/Form\b/.test(dict)) return 'a form (drawing reused on pages)';
  if (/\/Length[123]\b|\/Subtype\s*\/(Type1C|CIDFontType0C|OpenType)\b/.test(dict)) return 'an embedded font';
  if (/\/Type\s*\/EmbeddedFile\b/.test(dict)) return 'an embedded file';
  return 'page content';
}

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) + b[at + 1]!;

/** The size a JPEG 2000 image declares: its codestream's SIZ marker, or a JP2 file's `ihdr` box. */
export function jpxSize(data: Uint8Array): { width: number; height: number } | null {
  if (data[0] === 0xff && data[1] === 0x4f && data[2] === 0xff && data[3] === 0x51 && data.length >= 4 + 2 + 2 + 16) {
    // SIZ: Lsiz, Rsiz, Xsiz, Ysiz, XOsiz, YOsiz.
    return { width: u32(data, 8) - u32(data, 16), height: u32(data, 12) - u32(data, 20) };
  }
  const box = Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, 4096)).indexOf('ihdr', 0, 'latin1');
  if (box >= 0 && box + 12 <= data.length) return { width: u32(data, box + 8), height: u32(data, box + 4) };
  return null;
}

/** Segment types whose data starts with a region's width and height (JBIG2, ITU T.88 §7.4). */
const JBIG2_REGIONS = new Set([4, 6, 7, 20, 22, 23, 36, 38, 39, 40, 42, 43]);

/**
 * The largest size a JBIG2 stream (embedded: segments without a file header) declares, for its page or
 * any of its regions: the decoder allocates a bitmap of that size. Null when there is none to read.
 */
export function jbig2Size(data: Uint8Array): { width: number; height: number } | null {
  let largest: { width: number; height: number } | null = null;
  let at = 0;
  while (at + 11 <= data.length) {
    const number = u32(data, at);
    const flags = data[at + 4]!;
    const type = flags & 63;
    const referred = data[at + 5]! >> 5;
    if (referred > 4) break; // the long form: not worth following for a size
    const referenceSize = number <= 256 ? 1 : number <= 65536 ? 2 : 4;
    const pageSize = flags & 64 ? 4 : 1;
    const header = 6 + referred * referenceSize + pageSize;
    if (at + header + 4 > data.length) break;
    const length = u32(data, at + header);
    const body = at + header + 4;
    if ((type === 48 || JBIG2_REGIONS.has(type)) && body + 8 <= data.length) {
      const width = u32(data, body);
      const height = u32(data, body + 4);
      // A page of unknown height (striped) says 0xffffffff: its stripes give the size.
      if (height !== 0xffffffff && (!largest || width * height > largest.width * largest.height))
        largest = { width, height };
    }
    if (length === 0xffffffff) break; // an unknown length: only the data's own end marker ends it
    at = body + length;
  }
  return largest;
}

function hexDecode(data: Uint8Array): Buffer {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85Decode(data: Uint8Array): Buffer {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('~>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/[^!-uz]/g, '');
  const zeros = body.split('z').length - 1;
  const out = Buffer.alloc(Math.ceil((body.length - zeros) / 5) * 4 + zeros * 4);
  let n = 0;
  let value = 0;
  let digits = 0;
  const flush = (count: number) => {
    for (let shift = 24, i = 0; i < count; i++, shift -= 8) out[n++] = Math.floor(value / 2 ** shift) & 255;
  };
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x7a && digits === 0) {
      n += 4; // z: four zero bytes
      continue;
    }
    value = value * 85 + (c - 33);
    if (++digits === 5) {
      flush(4);
      value = 0;
      digits = 0;
    }
  }
  if (digits > 1) {
    // A last group of 2–4 digits is padded with 'u' (84) and gives one byte fewer than its digits.
    for (let i = digits; i < 5; i++) value = value * 85 + 84;
    flush(digits - 1);
  }
  return out.subarray(0, n);
}

class OverLimit extends Error {}

/**
 * The stream decoded through `filters`, each step held to `cap` bytes (OverLimit past it); null when a
 * filter is one this check does not decode, or the data is too damaged to decode at all.
 */
function decode(raw: Uint8Array, filters: string[], cap: number): Buffer | null {
  let data = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  for (const filter of filters) {
    if (filter === 'FlateDecode') {
      try {
        data = inflateSync(data, {
          finishFlush: zlib.Z_SYNC_FLUSH,
          maxOutputLength: Math.min(cap + 1, buffer.MAX_LENGTH),
        });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new OverLimit();
        return null;
      }
    } else if (filter === 'ASCIIHexDecode') data = hexDecode(data);
    else if (filter === 'ASCII85Decode') data = ascii85Decode(data);
    else return null;
    if (data.length > cap) throw new OverLimit();
  }
  return data;
}

const INLINE_IMAGE = /^BI\s([\s\S]{0,1024}?)\sID[\s]/;

/** Inline images (`BI … ID … EI`) in decoded page content whose declared size is over `maxPixels`. */
function inlineImagesOver(content: Buffer, maxPixels: number): { width: number; height: number }[] {
  const found: { width: number; height: number }[] = [];
  for (let at = content.indexOf('BI'); at >= 0; at = content.indexOf('BI', at + 2)) {
    if (at > 0 && !/\s/.test(String.fromCharCode(content[at - 1]!))) continue;
    const m = INLINE_IMAGE.exec(content.subarray(at, at + 1100).toString('latin1'));
    if (!m) continue;
    const width = integer(m[1]!, 'W', 'Width');
    const height = integer(m[1]!, 'H', 'Height');
    if (width !== null && height !== null && width * height > maxPixels) found.push({ width, height });
  }
  return found;
}

/** Measures every stream of a PDF against the limits; what is over them, in file order. */
export function measureStreams(bytes: Uint8Array, limits: StreamLimits): StreamFinding[] {
  const findings: StreamFinding[] = [];
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  for (let step = streams(bytes, text), next = step.next(); !next.done; next = step.next()) {
    const { dict, start, end, object } = next.value;
    const where = object === null ? `the stream at byte ${start}` : `object ${object}`;
    const filters = filtersOf(dict);
    const raw = bytes.subarray(start, end);
    if (/\/Subtype\s*\/Image\b/.test(dict)) {
      const width = integer(dict, 'Width');
      const height = integer(dict, 'Height');
      const sizes: [string, { width: number; height: number } | null][] = [
        ['its dictionary', width !== null && height !== null ? { width, height } : null],
      ];
      const codec = filters?.length === 1 ? filters[0] : null;
      if (codec === 'DCTDecode') {
        const jpeg = checkJpeg(raw);
        sizes.push(['its JPEG header', jpeg.width && jpeg.height ? jpeg : null]);
      } else if (codec === 'JPXDecode') sizes.push(['its JPEG 2000 header', jpxSize(raw)]);
      else if (codec === 'JBIG2Decode') sizes.push(['its JBIG2 header', jbig2Size(raw)]);
      for (const [declared_by, size] of sizes) {
        if (size && size.width * size.height > limits.max_pdf_image_pixels) {
          findings.push({ kind: 'image', where, width: size.width, height: size.height, declared_by });
          break;
        }
      }
      continue;
    }
    if (!filters || total > limits.max_inflated_bytes) continue;
    let decoded: Buffer | null;
    try {
      decoded = decode(raw, filters, Math.min(limits.max_stream_bytes, limits.max_inflated_bytes - total + 1));
    } catch (err) {
      if (!(err instanceof OverLimit)) throw err;
      if (limits.max_inflated_bytes - total < limits.max_stream_bytes) {
        findings.push({ kind: 'total', bytes: limits.max_inflated_bytes });
        total = limits.max_inflated_bytes + 1;
      } else findings.push({ kind: 'stream', where, what: describe(dict), bytes: limits.max_stream_bytes });
      continue;
    }
    if (!decoded) continue;
    total += decoded.length;
    for (const image of inlineImagesOver(decoded, limits.max_pdf_image_pixels))
      findings.push({ kind: 'image', where: `an inline image in ${where}`, ...image, declared_by: 'its header' });
  }
  return findings;
}
