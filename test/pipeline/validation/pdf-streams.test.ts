/**
 * What a PDF's streams expand to, measured from its bytes (pdf-streams.ts), and what else a PDF's bytes
 * are (polyglot.ts): on files written here, next to the limits, on both sides of them.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jbig2Size, jpxSize, measureStreams } from '../../../actions/lib/pipeline/validation/pdf-streams.js';
import { otherFormats } from '../../../actions/lib/pipeline/validation/polyglot.js';
import { pdfHeaderOffset } from '../../../actions/lib/pipeline/validation/sniff.js';
import { tiledFlate } from '../../helpers/hostile/flate.js';
import { filingPdf, stream } from '../../helpers/hostile/pdf-writer.js';

const limits = {
  max_pdf_image_pixels: 1_000_000,
  max_stream_bytes: 4 * 1024 * 1024,
  max_inflated_bytes: 10 * 1024 * 1024,
};
const MiB = 1024 * 1024;

/** ASCII85 (Adobe's base-85), the encoder the filter ASCII85Decode undoes. */
function ascii85(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((k) => bytes[i + k] ?? 0);
    let value = ((chunk[0]! << 24) >>> 0) + (chunk[1]! << 16) + (chunk[2]! << 8) + chunk[3]!;
    const take = Math.min(4, bytes.length - i) + 1;
    if (value === 0 && take === 5) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, take).join('');
  }
  return `${out}~>`;
}

const withStream = (dict: string, data: Uint8Array | string) =>
  filingPdf({ contents: '[5 0 R 6 0 R]', objects: { 6: stream(dict, data) } });

describe('measureStreams', () => {
  it('finds nothing over the limits in an ordinary file', () => {
    expect(measureStreams(filingPdf(), limits)).toEqual([]);
  });

  it('lets a stream inflate up to its limit, and no further', () => {
    const under = withStream('/Filter /FlateDecode', tiledFlate([{ bytes: ' '.repeat(MiB), times: 4 }]));
    expect(measureStreams(under, limits)).toEqual([]);
    const over = withStream('/Filter /FlateDecode', tiledFlate([{ bytes: ' '.repeat(MiB), times: 5 }]));
    expect(measureStreams(over, limits)).toEqual([
      { kind: 'stream', where: 'object 6', what: 'page content', bytes: limits.max_stream_bytes },
    ]);
  });

  it('decodes ASCII85 and ASCIIHex before Flate, and both Flates of a double Flate', () => {
    const bomb = tiledFlate([{ bytes: ' '.repeat(MiB), times: 5 }]);
    for (const [dict, data] of [
      ['/Filter [/ASCII85Decode /FlateDecode]', ascii85(bomb)],
      ['/Filter [/AHx /Fl]', `${bomb.toString('hex')}>`],
      ['/Filter [/FlateDecode /FlateDecode]', deflateSync(bomb)],
    ] as const) {
      expect(measureStreams(withStream(dict, data), limits).map((f) => f.kind)).toEqual(['stream']);
    }
  });

  it('counts all streams together against their own budget', () => {
    const objects = Object.fromEntries(
      [6, 7, 8].map((n) => [n, stream('/Filter /FlateDecode', tiledFlate([{ bytes: ' '.repeat(MiB), times: 4 }]))]),
    );
    const three = filingPdf({ contents: '[5 0 R 6 0 R 7 0 R 8 0 R]', objects });
    expect(measureStreams(three, limits)).toEqual([{ kind: 'total', bytes: limits.max_inflated_bytes }]);
  });

  it('leaves streams under filters it does not decode to the reading limits', () => {
    expect(measureStreams(withStream('/Filter /LZWDecode', 'anything'), limits)).toEqual([]);
  });

  it('reads image sizes from the dictionary, and from JPEG 2000 and JBIG2 headers', () => {
    const image = (w: number, h: number, filter: string, data: Uint8Array) =>
      filingPdf({
        resources: '/XObject << /Im1 6 0 R >>',
        objects: {
          6: stream(`/Type /XObject /Subtype /Image /Width ${w} /Height ${h} /BitsPerComponent 8 ${filter}`, data),
        },
      });
    expect(measureStreams(image(1000, 1000, '', new Uint8Array(10)), limits)).toEqual([]);
    expect(measureStreams(image(1001, 1000, '', new Uint8Array(10)), limits)).toEqual([
      { kind: 'image', where: 'object 6', width: 1001, height: 1000, declared_by: 'its dictionary' },
    ]);
    const siz = Buffer.alloc(44);
    siz.writeUInt32BE(0xff4fff51, 0);
    siz.writeUInt32BE(3000, 8);
    siz.writeUInt32BE(2000, 12);
    expect(jpxSize(siz)).toEqual({ width: 3000, height: 2000 });
    expect(measureStreams(image(10, 10, '/Filter /JPXDecode', siz), limits)[0]).toMatchObject({
      width: 3000,
      declared_by: 'its JPEG 2000 header',
    });
    // A JBIG2 page information segment: number, type 48, no referred segments, page 1, 19 bytes of data.
    const page = Buffer.alloc(11 + 19);
    page.writeUInt32BE(0, 0);
    page[4] = 48;
    page[6] = 1;
    page.writeUInt32BE(19, 7);
    page.writeUInt32BE(2550, 11);
    page.writeUInt32BE(3300, 15);
    expect(jbig2Size(page)).toEqual({ width: 2550, height: 3300 });
  });
});

describe('otherFormats', () => {
  const pdf = filingPdf();
  const formats = (bytes: Uint8Array) => otherFormats(bytes, pdfHeaderOffset(bytes));

  it('finds nothing in a PDF, nor in two stray bytes before its header', () => {
    expect(formats(pdf)).toEqual([]);
    expect(formats(new Uint8Array([0x0d, 0x0a, ...pdf]))).toEqual([]);
  });

  it('finds markup or another signature before the header', () => {
    expect(formats(filingPdf({}, { before: '<!-- x -->\n' }))).toEqual([
      'a web page or XML file (markup before the %PDF- header)',
    ]);
    expect(formats(filingPdf({}, { before: 'GIF89a\n' }))).toEqual(['a GIF image']);
  });

  it('does not take a stray end-of-ZIP signature for an archive', () => {
    const stray = new Uint8Array([...pdf, ...Buffer.from('PK\x05\x06'), ...new Uint8Array(18)]);
    expect(formats(stray)).toEqual([]);
  });
});
