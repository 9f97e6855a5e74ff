/**
 * Compression bombs without the bomb: a zlib (FlateDecode) stream that inflates to gigabytes, written in
 * milliseconds and without ever holding what it inflates to. Each piece is deflated once on its own
 * (a full flush leaves no reference to what came before), then its compressed bytes are repeated: every
 * copy inflates to the piece again. The checksum is computed from the pieces' checksums.
 */
import { constants, deflateRawSync } from 'node:zlib';

/** A piece of the inflated data and how many times it follows itself. */
export interface Tile {
  bytes: Uint8Array | string;
  times: number;
}

const BASE = 65521;
type Adler = [a: number, b: number];

function adler32(bytes: Uint8Array): Adler {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % BASE;
    b = (b + a) % BASE;
  }
  return [a, b];
}

/** The Adler-32 of X followed by Y (of `lengthY` bytes), from theirs: zlib's adler32_combine. */
function combine([a1, b1]: Adler, [a2, b2]: Adler, lengthY: number): Adler {
  const rem = lengthY % BASE;
  return [(a1 + a2 + BASE - 1) % BASE, (((rem * a1) % BASE) + b1 + b2 + BASE - rem) % BASE];
}

/** The Adler-32 of `piece` (of `length` bytes) repeated `times` times, by doubling. */
function repeated(piece: Adler, length: number, times: number): Adler {
  let result: Adler = [1, 0];
  let square = piece;
  let squareLength = length % BASE;
  for (let n = times; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = combine(result, square, squareLength);
    square = combine(square, square, squareLength);
    squareLength = (squareLength * 2) % BASE;
  }
  return result;
}

const toBytes = (b: Uint8Array | string) => (typeof b === 'string' ? Buffer.from(b, 'latin1') : Buffer.from(b));

/** The inflated size of `tiles`, in bytes. */
export function inflatedSize(tiles: readonly Tile[]): number {
  return tiles.reduce((n, t) => n + toBytes(t.bytes).length * t.times, 0);
}

/** A zlib stream (what /FlateDecode reads) that inflates to each tile's bytes, `times` times, in order. */
export function tiledFlate(tiles: readonly Tile[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let check: Adler = [1, 0];
  for (const tile of tiles) {
    const bytes = toBytes(tile.bytes);
    const block = deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
    for (let i = 0; i < tile.times; i++) parts.push(block);
    check = combine(check, repeated(adler32(bytes), bytes.length, tile.times), bytes.length * tile.times);
  }
  // The last block: empty, fixed Huffman codes, marked final. Then the checksum, big-endian.
  parts.push(Buffer.from([0x03, 0x00]));
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(((check[1] << 16) | check[0]) >>> 0);
  parts.push(trailer);
  return Buffer.concat(parts);
}
