/**
 * What a file really is, from its first bytes — never from its name. The name is only compared with
 * the content afterwards, so a PNG called `scan.pdf` is reported rather than parsed as a PDF.
 */
import { extname } from 'node:path';
import type { FileKind } from '../../archive/records.js';

/** PDF readers accept the `%PDF-` header anywhere in the first 1024 bytes (ISO 32000-2, annex H). */
export const PDF_HEADER_WINDOW = 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export const MEDIA_TYPES: Record<FileKind | 'unknown', string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  unknown: 'application/octet-stream',
};

/** The extensions a contributor may give each kind (compared case-insensitively). */
export const EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
};

export function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

/** Byte offset of `needle` (ASCII) in `bytes[from, to)`, or -1. */
export function indexOfAscii(bytes: Uint8Array, needle: string, from = 0, to = bytes.length): number {
  const first = needle.charCodeAt(0);
  const end = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = Math.max(0, from); i <= end; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** Where `%PDF-` starts (0 for a well-formed file), or -1 when the content is not a PDF. */
export function pdfHeaderOffset(bytes: Uint8Array): number {
  return indexOfAscii(bytes, '%PDF-', 0, PDF_HEADER_WINDOW + 5);
}

export function detectKind(bytes: Uint8Array): FileKind | 'unknown' {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (pdfHeaderOffset(bytes) >= 0) return 'pdf';
  return 'unknown';
}

/** The kind a file name claims, or null for an extension we do not accept. */
export function kindFromName(name: string): FileKind | null {
  const ext = extname(name).toLowerCase();
  for (const [kind, exts] of Object.entries(EXTENSIONS) as [FileKind, readonly string[]][]) {
    if (exts.includes(ext)) return kind;
  }
  return null;
}

/**
 * A best guess at what an unsupported file is, so the rejection can say "this is a Word document"
 * instead of only "not a PDF". Only for the message; never used to accept anything.
 */
export function describeUnknown(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
  const trimmed = head.trimStart().toLowerCase();
  if (head.startsWith('PK\x03\x04')) return 'a ZIP archive (Word, Excel and OpenDocument files are ZIP archives)';
  if (head.startsWith('\xD0\xCF\x11\xE0')) return 'an old Microsoft Office document (.doc/.xls)';
  if (trimmed.startsWith('<!doctype html') || trimmed.startsWith('<html'))
    return 'a web page (HTML), often an error or login page saved instead of the document';
  if (trimmed.startsWith('<?xml') || trimmed.startsWith('<')) return 'an XML or HTML text file';
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'a GIF image';
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return 'a TIFF image';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'a WebP image';
  if (head.startsWith('{\\rtf')) return 'an RTF document';
  if (head.startsWith('%!PS')) return 'a PostScript file';
  if (/^[\x09\x0a\x0d\x20-\x7e]*$/.test(head)) return 'a plain text file';
  return null;
}
