/**
 * PNG and JPEG checks from the file structure alone (no decoding): dimensions from the header, and a
 * walk over the chunks/segments that notices a file cut short.
 */
import { problem, type Problem } from '../../core/problem.js';
import type { FileKind } from '../../archive/records.js';

export type ImageCheck = { width: number; height: number; problems: Problem[] };

const REDOWNLOAD_HINT =
  'Download or export the image again from its source and make sure the whole file is uploaded; opening it in an image viewer should show the complete picture.';

function u32(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}
function u16(b: Uint8Array, at: number): number {
  return (b[at]! << 8) + b[at + 1]!;
}

function truncated(kind: string, detail: string): Problem {
  return problem('image.truncated', `The ${kind} file is incomplete: ${detail}.`, REDOWNLOAD_HINT);
}
function unreadable(kind: string, detail: string): Problem {
  return problem(
    'image.unreadable',
    `The ${kind} file cannot be read: ${detail}.`,
    `Open the image in an image editor and export it again as PNG or JPEG. ${REDOWNLOAD_HINT}`,
  );
}

export function checkPng(b: Uint8Array): ImageCheck {
  const out: ImageCheck = { width: 0, height: 0, problems: [] };
  // Signature (8 bytes), then chunks: length, type, data, CRC. IHDR comes first and holds the size.
  if (b.length < 8 + 8 + 13 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') {
    out.problems.push(
      b.length < 33
        ? truncated('PNG', 'it ends inside its header')
        : unreadable('PNG', 'the IHDR header chunk is missing'),
    );
    return out;
  }
  out.width = u32(b, 16);
  out.height = u32(b, 20);
  let at = 8;
  let sawData = false;
  while (true) {
    if (at + 8 > b.length) {
      out.problems.push(
        truncated('PNG', `it ends after ${b.length} bytes without the IEND chunk that closes every PNG`),
      );
      break;
    }
    const length = u32(b, at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (at + 12 + length > b.length) {
      out.problems.push(truncated('PNG', `its ${type} chunk needs ${length} bytes but the file ends first`));
      break;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') {
      if (!sawData) out.problems.push(unreadable('PNG', 'it holds no image data (no IDAT chunk)'));
      break;
    }
    at += 12 + length;
  }
  return out;
}

/** Start-of-frame markers carry the dimensions (all SOFn except DHT C4, JPG C8 and DAC CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

export function checkJpeg(b: Uint8Array): ImageCheck {
  const out: ImageCheck = { width: 0, height: 0, problems: [] };
  let at = 2;
  let sawFrame = false;
  while (true) {
    while (at < b.length && b[at] === 0xff && b[at + 1] === 0xff) at++; // fill bytes
    if (at + 4 > b.length) {
      out.problems.push(truncated('JPEG', 'it ends inside its headers, before the image data'));
      return out;
    }
    if (b[at] !== 0xff) {
      out.problems.push(unreadable('JPEG', `a header segment is corrupt at byte ${at}`));
      return out;
    }
    const marker = b[at + 1]!;
    if (marker === 0xd9) {
      out.problems.push(unreadable('JPEG', 'it ends before any image data'));
      return out;
    }
    const length = u16(b, at + 2);
    if (at + 2 + length > b.length) {
      out.problems.push(truncated('JPEG', 'a header segment runs past the end of the file'));
      return out;
    }
    if (isStartOfFrame(marker) && length >= 7) {
      out.height = u16(b, at + 5);
      out.width = u16(b, at + 7);
      sawFrame = true;
    }
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
    at += 2 + length;
  }
  if (!sawFrame) out.problems.push(unreadable('JPEG', 'it has no frame header (SOF), so its size is unknown'));
  // 0xFF is byte-stuffed in entropy-coded data, so FF D9 after the scan starts can only be the end marker.
  let end = -1;
  for (let i = b.length - 2; i > at; i--) {
    if (b[i] === 0xff && b[i + 1] === 0xd9) {
      end = i;
      break;
    }
  }
  if (end < 0)
    out.problems.push(
      truncated('JPEG', 'the image data stops without the end-of-image marker (the bottom of the picture is missing)'),
    );
  return out;
}

/**
 * The structure checks, and the size against `maxPixels` (`limits.max_image_pixels`): an image is decoded
 * whole, so a tiny file declaring a huge one is refused before it is decoded.
 */
export function checkImage(kind: Exclude<FileKind, 'pdf'>, bytes: Uint8Array, maxPixels: number): ImageCheck {
  const result = kind === 'png' ? checkPng(bytes) : checkJpeg(bytes);
  const { width, height } = result;
  if (!result.problems.length && (width === 0 || height === 0)) {
    result.problems.push(unreadable(kind.toUpperCase(), `its header gives a size of ${width} × ${height} pixels`));
  }
  if (width * height > maxPixels) {
    result.problems.push(
      problem(
        'image.too_large',
        `The image is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(0)} megapixels); the limit is ${maxPixels / 1e6} megapixels.`,
        'Scale the image down (300–600 dpi is plenty for reading and OCR) and upload it again.',
      ),
    );
  }
  return result;
}
