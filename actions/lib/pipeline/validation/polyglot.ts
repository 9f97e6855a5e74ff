/**
 * A PDF that is also another kind of file (a polyglot): readers accept `%PDF-` anywhere in the first 1024
 * bytes and ignore what follows `%%EOF`, so a web page can sit before the header and a ZIP archive after
 * the end. Opened as a PDF it shows a document; sniffed by a browser or opened by an unzip tool it is a
 * page running a script or an archive of anything. The archive keeps files as they are, so such a file
 * is refused: what a reader gets must not depend on who reads it.
 */
import { indexOfAscii } from './sniff.js';

const latin1 = new TextDecoder('latin1');

/** Markup (a tag, a comment, a doctype) or another format's signature in the bytes before `%PDF-`. */
function beforeHeader(bytes: Uint8Array, headerOffset: number): string | null {
  if (headerOffset <= 0) return null;
  const prefix = latin1.decode(bytes.subarray(0, headerOffset));
  if (/<(!--|!doctype|\?xml|[a-z][a-z0-9]*[\s>/])/i.test(prefix))
    return 'a web page or XML file (markup before the %PDF- header)';
  if (prefix.startsWith('PK\x03\x04')) return 'a ZIP archive (its first entry before the %PDF- header)';
  if (prefix.startsWith('GIF8')) return 'a GIF image';
  if (prefix.startsWith('MZ')) return 'a Windows program';
  if (prefix.startsWith('\x7fELF')) return 'a Linux program';
  if (prefix.startsWith('#!')) return 'a script';
  return null;
}

/**
 * A ZIP archive's end record (within the last 64 KiB: 22 bytes and a comment) whose central directory
 * really is where it says, counted from the start of the file or from the start of the archive: a
 * chance `PK\x05\x06` in compressed data does not qualify.
 */
function zipAtEnd(bytes: Uint8Array): string | null {
  const from = Math.max(0, bytes.length - (22 + 65535));
  for (let at = bytes.length - 22; at >= from; at--) {
    at = lastSignature(bytes, at, from);
    if (at < 0) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, 22);
    const entries = view.getUint16(10, true);
    const size = view.getUint32(12, true);
    const offset = view.getUint32(16, true);
    const start = at - size;
    for (const directory of [offset, start]) {
      if (
        directory >= 0 &&
        directory + 4 <= at &&
        indexOfAscii(bytes, 'PK\x01\x02', directory, directory + 4) === directory
      ) {
        const name = entries > 0 && directory + 46 <= at ? firstName(bytes, directory) : null;
        return `a ZIP archive of ${entries} file${entries === 1 ? '' : 's'}${name ? ` (${name}${entries > 1 ? ', …' : ''})` : ''} after the end of the PDF`;
      }
    }
  }
  return null;
}

function lastSignature(bytes: Uint8Array, at: number, from: number): number {
  for (let i = at; i >= from; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return i;
  }
  return -1;
}

function firstName(bytes: Uint8Array, directory: number): string {
  const length = bytes[directory + 28]! | (bytes[directory + 29]! << 8);
  return latin1.decode(bytes.subarray(directory + 46, directory + 46 + Math.min(length, 80)));
}

/** What else a PDF's bytes are, besides a PDF; empty when nothing. */
export function otherFormats(bytes: Uint8Array, headerOffset: number): string[] {
  return [beforeHeader(bytes, headerOffset), zipAtEnd(bytes)].filter((f): f is string => f !== null);
}
