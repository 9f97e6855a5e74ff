/**
 * The hostile corpus: files built to hurt a reader (bombs, loops, lies in headers, active content,
 * files that are two things at once), each made here in code by one small function that says what it
 * attacks. The tests (test/pipeline/hostile.test.ts) hold the decision each must get; the benchmark
 * (`npm run bench -- hostile`) reads them all under the product's default limits.
 */
import { crc32, deflateSync } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { makeEncryptedPdf } from '../pdf-fixtures.js';
import { tiledFlate } from './flate.js';
import { filingPdf, stream, writePdf, writePdfWithOffsets, filingObjects, type PdfObjects } from './pdf-writer.js';

export interface HostileFile {
  /** The upload's file name. */
  name: string;
  /** What it attacks, in a few words. */
  attack: string;
  make: () => Uint8Array | Promise<Uint8Array>;
}

const MiB = 1024 * 1024;
/** One MiB of page content: a line drawn, then blanks (which compress best: 1 MiB deflates to ~1 KB). */
const DRAWING_MiB = `0 0 m 1 1 l S\n${' '.repeat(MiB - 14)}`;

/** Draws image /Im1 over the whole page. */
const PAINT_IMAGE = 'q 612 0 0 792 0 0 cm /Im1 Do Q';

/** The order, with image `image` (object 6) drawn over the page by a second content stream. */
function filingWithImage(image: (string | Uint8Array)[]): Uint8Array {
  return filingPdf({
    resources: '/XObject << /Im1 6 0 R >>',
    contents: '[5 0 R 7 0 R]',
    objects: { 6: image, 7: stream('', PAINT_IMAGE) },
  });
}

/**
 * The order on page 1, and on page 2 a scan: image `image` (object 6) alone, so page 2 is rendered and
 * OCR'd and the image decoded.
 */
function filingWithScannedPage(image: (string | Uint8Array)[]): Uint8Array {
  return writePdf(
    filingObjects({
      objects: {
        2: '<< /Type /Pages /Kids [3 0 R 8 0 R] /Count 2 >>',
        6: image,
        7: stream('', PAINT_IMAGE),
        8: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 6 0 R >> >> /Contents 7 0 R >>',
      },
    }),
  );
}

const imageDict = (width: number, height: number, rest: string) =>
  `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} ${rest}`;

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

// ---- compression bombs ------------------------------------------------------------------------

/** A content stream compressed twice (Flate of Flate): a 9 KB file that inflates to 2.2 GiB. */
function doubleFlateBomb(): Uint8Array {
  const once = tiledFlate([{ bytes: DRAWING_MiB, times: 2300 }]);
  const twice = deflateSync(once, { level: 9 });
  return filingPdf({
    contents: '[5 0 R 6 0 R]',
    objects: { 6: stream('/Filter [/FlateDecode /FlateDecode]', twice) },
  });
}

/** A second content stream of about `mib` kB that inflates to `mib` MiB (1 GiB unless told). */
export function contentStreamBomb(mib = 1024): Uint8Array {
  return filingPdf({
    contents: '[5 0 R 6 0 R]',
    objects: { 6: stream('/Filter /FlateDecode', tiledFlate([{ bytes: DRAWING_MiB, times: mib }])) },
  });
}

/** Ten content streams of 30 MiB each: every one under the limit for one stream, together over the budget. */
function manyStreamsBomb(): Uint8Array {
  const numbers = Array.from({ length: 10 }, (_, i) => 6 + i);
  const objects: PdfObjects = {};
  for (const n of numbers) objects[n] = stream('/Filter /FlateDecode', tiledFlate([{ bytes: DRAWING_MiB, times: 30 }]));
  return filingPdf({ contents: `[5 0 R ${numbers.map((n) => `${n} 0 R`).join(' ')}]`, objects });
}

/**
 * A page of 1.2 million drawn lines in 33 KB: nothing inflates past a limit, but drawing it (the page has
 * no text, so it is rendered for OCR) costs more time and memory than a reader may spend.
 */
function drawingBomb(): Uint8Array {
  const lines = '0 0 m 1 1 l S\n'.repeat(Math.floor(MiB / 14));
  return writePdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    4: stream('/Filter /FlateDecode', tiledFlate([{ bytes: lines, times: 16 }])),
  });
}

/**
 * The same million lines from 1 KB of content: a form of 12,000 lines, drawn 100 times. Every stream is
 * small; the operations multiply only when the page is read (each drawing of a form is read afresh).
 */
function formDrawingBomb(): Uint8Array {
  const form = tiledFlate([{ bytes: '0 0 m 1 1 l S\n'.repeat(12_000), times: 1 }]);
  return writePdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /F1 5 0 R >> >> /Contents 4 0 R >>',
    4: stream('', '/F1 Do\n'.repeat(100)),
    5: stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Filter /FlateDecode', form),
  });
}

/** XMP metadata of ~0.5 MB that inflates to a 512 MiB title. */
function xmpBomb(): Uint8Array {
  const head =
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">';
  const tail = '</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
  const xmp = tiledFlate([
    { bytes: head, times: 1 },
    { bytes: 'A'.repeat(MiB), times: 512 },
    { bytes: tail, times: 1 },
  ]);
  return filingPdf({
    catalog: '/Metadata 6 0 R',
    objects: { 6: stream('/Type /Metadata /Subtype /XML /Filter /FlateDecode', xmp) },
  });
}

/** A 30000 × 30000 grey image (900 MB decoded) in under 1 MB, drawn over the order. */
function imageBomb30000(): Uint8Array {
  const pixels = tiledFlate([{ bytes: Buffer.alloc(MiB), times: Math.ceil((30000 * 30000) / MiB) }]);
  return filingWithImage(
    stream(imageDict(30000, 30000, '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode'), pixels),
  );
}

/** An image declaring 60000 × 60000 RGB pixels (10.8 GB decoded) with 100 bytes of data. */
function imageDeclared60000(): Uint8Array {
  return filingWithImage(
    stream(imageDict(60000, 60000, '/ColorSpace /DeviceRGB /BitsPerComponent 8'), Buffer.alloc(100)),
  );
}

/** A page that is one 10000 × 10000 grey image (100 MB decoded, 0.1 MB in the file), which OCR would draw. */
function hundredMegabyteImage(): Uint8Array {
  const pixels = tiledFlate([{ bytes: Buffer.alloc(MiB, 255), times: Math.ceil((10000 * 10000) / MiB) }]);
  return writePdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    4: stream(imageDict(10000, 10000, '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode'), pixels),
    5: stream('', PAINT_IMAGE),
  });
}

/** An inline image (inside the content stream, out of reach of object scans) declaring 30000 × 30000. */
function inlineImageBomb(): Uint8Array {
  const pixels = tiledFlate([{ bytes: Buffer.alloc(MiB), times: 64 }]);
  const content = Buffer.concat([
    Buffer.from('q 612 0 0 792 0 0 cm BI /W 30000 /H 30000 /BPC 8 /CS /G /F /Fl ID\n'),
    pixels,
    Buffer.from('\nEI Q\n'),
  ]);
  return filingPdf({ contents: '[5 0 R 6 0 R]', objects: { 6: stream('', content) } });
}

// ---- structure: loops, depth, lies --------------------------------------------------------------

/** A page tree whose root lists itself among its kids. */
function pageTreeCycle(): Uint8Array {
  return filingPdf({ objects: { 2: '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>' } });
}

/** A page tree 10,000 levels deep: each node's only kid is the next node. */
function deepPageTree(): Uint8Array {
  const depth = 10_000;
  const objects: PdfObjects = filingObjects();
  // Nodes 10 … 10 + depth − 1; the last holds the page (3).
  for (let i = 0; i < depth; i++) {
    const n = 10 + i;
    const kid = i === depth - 1 ? '3 0 R' : `${n + 1} 0 R`;
    objects[n] = `<< /Type /Pages /Parent ${i === 0 ? 2 : n - 1} 0 R /Kids [${kid}] /Count 1 >>`;
  }
  objects[2] = '<< /Type /Pages /Kids [10 0 R] /Count 1 >>';
  objects[3] = String(objects[3]).replace('/Parent 2 0 R', `/Parent ${10 + depth - 1} 0 R`);
  return writePdf(objects);
}

/** Arrays nested 100,000 deep in the page dictionary. */
function nestedArrays(): Uint8Array {
  const depth = 100_000;
  return filingPdf({ page: `/Nested ${'['.repeat(depth)}${']'.repeat(depth)} ` });
}

/** Dictionaries nested 100,000 deep in the page dictionary. */
function nestedDictionaries(): Uint8Array {
  const depth = 100_000;
  return filingPdf({ page: `/Nested ${'<< /A '.repeat(depth)}${'>> '.repeat(depth)}` });
}

/** A cross-reference section whose /Prev points to itself: a reader following the chain never stops. */
function xrefPrevLoop(): Uint8Array {
  return filingPdf({}, { trailer: (xref) => `/Root 1 0 R /Prev ${xref}` });
}

/** 10,000 pages (each the order) in a file of ~1 MB. */
function tenThousandPages(): Uint8Array {
  const count = 10_000;
  const objects = filingObjects();
  const kids: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = 10 + i;
    kids.push(`${n} 0 R`);
    objects[n] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>';
  }
  objects[2] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} >>`;
  delete objects[3];
  return writePdf(objects);
}

/**
 * Objects 2 and 3 (page tree and page) kept in an object stream that is cut short, reached through a
 * cross-reference stream: the page cannot be found where the file says it is.
 */
function brokenObjectStream(): Uint8Array {
  const objects = filingObjects();
  const inStream = [2, 3];
  const bodies = inStream.map((n) => String(objects[n]));
  let offset = 0;
  const header = inStream.map((n, i) => {
    const entry = `${n} ${offset}`;
    offset += bodies[i]!.length + 1;
    return entry;
  });
  const headerText = `${header.join(' ')} `;
  const packed = deflateSync(Buffer.from(headerText + bodies.join('\n'), 'latin1'));
  const cut = packed.subarray(0, Math.floor(packed.length / 2));
  for (const n of inStream) delete objects[n];
  objects[9] = stream(`/Type /ObjStm /N ${inStream.length} /First ${headerText.length} /Filter /FlateDecode`, cut);
  // Laid out once without it, the cross-reference stream (object 10) would start where the table does.
  const { offsets, xrefOffset } = writePdfWithOffsets(objects);
  const rows = Buffer.alloc(11 * 7);
  const row = (n: number, type: number, a: number, b: number) => {
    rows[n * 7] = type;
    rows.writeUInt32BE(a, n * 7 + 1);
    rows.writeUInt16BE(b, n * 7 + 5);
  };
  row(0, 0, 0, 65535);
  for (const n of [1, 4, 5, 9]) row(n, 1, offsets[n]!, 0);
  inStream.forEach((n, i) => row(n, 2, 9, i));
  row(10, 1, xrefOffset, 0);
  objects[10] = stream('/Type /XRef /Size 11 /W [1 4 2] /Root 1 0 R', rows);
  // The table the writer adds is dropped: startxref points at the cross-reference stream.
  const laidOut = writePdfWithOffsets(objects);
  return new Uint8Array(
    Buffer.concat([laidOut.bytes.subarray(0, laidOut.xrefOffset), Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`)]),
  );
}

/** A form XObject that draws itself, forever unless the reader notices. */
function xobjectRecursion(): Uint8Array {
  return filingPdf({
    resources: '/XObject << /X 6 0 R >>',
    contents: '[5 0 R 7 0 R]',
    objects: {
      6: stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X 6 0 R >> >>', '/X Do'),
      7: stream('', '/X Do'),
    },
  });
}

// ---- image codecs: headers that lie, data cut short --------------------------------------------

/** JBIG2 whose page and region declare 60000 × 60000 (3.6 GB of bitmap) under a 100 × 100 image. */
function jbig2HugeDeclared(): Uint8Array {
  const pageInfo = Buffer.concat([u32(60000), u32(60000), u32(0), u32(0), Buffer.from([0]), u16(0)]);
  const region = Buffer.concat([
    u32(60000),
    u32(60000),
    u32(0),
    u32(0),
    Buffer.from([0]), // region: size, place, combination
    Buffer.from([0]), // generic region: arithmetic coding, template 0
    Buffer.from([3, 0xff, 0xfd, 0xff, 2, 0xfe, 0xfe, 0xfe]), // template 0's adaptive pixels
    Buffer.from([0x12, 0x34, 0x56, 0x78]), // a few bytes of data, then the end
  ]);
  const segment = (n: number, type: number, data: Buffer) =>
    Buffer.concat([u32(n), Buffer.from([type, 0, 1]), u32(data.length), data]);
  const data = Buffer.concat([segment(0, 48, pageInfo), segment(1, 38, region)]);
  return filingWithScannedPage(
    stream(imageDict(100, 100, '/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /JBIG2Decode'), data),
  );
}

/** A JPEG 2000 codestream declaring 60000 × 60000, cut after its size marker, under a 100 × 100 image. */
function jpxHugeDeclared(): Uint8Array {
  const siz = Buffer.concat([
    u16(0xff51),
    u16(41),
    u16(0),
    u32(60000),
    u32(60000),
    u32(0),
    u32(0),
    u32(60000),
    u32(60000),
    u32(0),
    u32(0),
    u16(1),
    Buffer.from([7, 1, 1]),
  ]);
  const data = Buffer.concat([u16(0xff4f), siz, Buffer.from([0xff, 0x52, 0x00])]);
  return filingWithScannedPage(
    stream(imageDict(100, 100, '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /JPXDecode'), data),
  );
}

/** A baseline JPEG whose frame declares 65500 × 65500, cut after its headers, under a 100 × 100 image. */
function jpegHugeDeclaredInPdf(): Uint8Array {
  return filingWithScannedPage(
    stream(imageDict(100, 100, '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode'), hugeJpeg()),
  );
}

/** A CCITT G4 fax image declaring 60000 × 60000 with 8 bytes of data. */
function ccittHugeDeclared(): Uint8Array {
  return filingWithScannedPage(
    stream(
      imageDict(
        60000,
        60000,
        '/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 60000 /Rows 60000 >>',
      ),
      Buffer.from([0x26, 0xa0, 0x00, 0x00, 0x00, 0x10, 0x01, 0x00]),
    ),
  );
}

/** A letter-size CCITT G4 scan whose data stops after 16 bytes of noise. */
function ccittTruncated(): Uint8Array {
  return filingWithScannedPage(
    stream(
      imageDict(
        2550,
        3300,
        '/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 2550 /Rows 3300 >>',
      ),
      Buffer.from('a5f00f5aa5f00f5aa5f00f5aa5f00f5a', 'hex'),
    ),
  );
}

// ---- fonts ---------------------------------------------------------------------------------------

/**
 * The order set in an embedded TrueType font whose tables lie: a glyph count of 65535, a `loca` and a
 * `cmap` pointing past the end of the font, a `head` cut short.
 */
function fontWithBadTables(): Uint8Array {
  const tables: [string, number, number][] = [
    ['cmap', 0x7fff0000, 4096],
    ['head', 60, 10],
    ['loca', 0x40000000, 0x10000],
    ['maxp', 76, 6],
  ];
  const directory = Buffer.concat([
    u32(0x00010000),
    u16(tables.length),
    u16(64),
    u16(2),
    u16(0),
    ...tables.map(([tag, offset, length]) => Buffer.concat([Buffer.from(tag), u32(0), u32(offset), u32(length)])),
  ]);
  const head = Buffer.alloc(16, 0xff);
  const maxp = Buffer.concat([u32(0x00010000), u16(0xffff)]);
  const font = Buffer.concat([directory, head, maxp]);
  const widths = Array.from({ length: 95 }, () => 556).join(' ');
  return filingPdf({
    objects: {
      4: `<< /Type /Font /Subtype /TrueType /BaseFont /Broken /FirstChar 32 /LastChar 126 /Widths [${widths}] /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      6: '<< /Type /FontDescriptor /FontName /Broken /Flags 32 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
      7: stream(`/Length1 ${font.length}`, font),
    },
  });
}

// ---- active content and secrets ----------------------------------------------------------------

/** JavaScript run when the document opens. */
/**
 * The order, and over it one line of text `line` long (a second content stream, 1-point type): what a
 * text layer of one endless line does to the reading of names, dates and captions, which read line by line.
 */
function orderWithOneLine(line: string): Uint8Array {
  return filingWithContent(`BT /F1 0.002 Tf 10 20 Td (${line}) Tj ET`);
}

/** The order with a second content stream `content` (object 6) drawn after its text. */
function filingWithContent(content: string): Uint8Array {
  return filingPdf({ contents: '[5 0 R 6 0 R]', objects: { 6: stream('', content) } });
}

/** 100,000 capitalised words on one line: each may begin a name, and none ends one. */
const oneLineOfNames = () => orderWithOneLine('Xx '.repeat(100_000));
/** A caption's party label 20,000 times on one line, before a "v.": a caption without end. */
const oneLineCaption = () => orderWithOneLine(`JOHN DOE, Plaintiff, ${'a, Plaintiff, '.repeat(20_000)} v.`);
/**
 * The order, and over it `lines` lines of text in tiny type (a second content stream): what a page of tens
 * of thousands of lines does to readings that walk a page line by line or sentence by sentence.
 */
function orderWithLines(lines: string[]): Uint8Array {
  const drawn = lines.map((l) => `(${l}) '`).join('\n');
  return filingWithContent(`BT /F1 0.03 Tf 0.035 TL 10 780 Td\n${drawn}\nET`);
}

/** 20,000 lines of counsel headings and names with initials: a sentence that never ends, a heading per name. */
const manyLinesOfCounsel = () =>
  orderWithLines(
    Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? 'Attorneys for Plaintiff:' : `Jane A. Smith${i % 5}`)),
  );

/** 20,000 lines of phone numbers, each of them personal data to look for and to tell from an institution's. */
const manyPhoneNumbers = () =>
  orderWithLines(
    Array.from({ length: 20_000 }, (_, i) => `Call (415) 555-${String(i % 10_000).padStart(4, '0')} today`),
  );

/** Numbers that read like dates, 10,000 times over on one line. */
const oneLineOfDates = () => orderWithOneLine('1.5/30 2015 11 04 31Jul2018 '.repeat(10_000));

function javascriptOnOpen(): Uint8Array {
  return filingPdf({ catalog: '/OpenAction 6 0 R', objects: { 6: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' } });
}

/** A link whose action starts a program on the reader's computer. */
function launchAction(): Uint8Array {
  return filingPdf({
    page: '/Annots [6 0 R]',
    objects: {
      6: '<< /Type /Annot /Subtype /Link /Rect [72 72 540 720] /Border [0 0 0] /A << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> >>',
    },
  });
}

/** An executable carried as an attachment. */
function embeddedExecutable(): Uint8Array {
  return filingPdf({
    catalog: '/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>',
    objects: {
      6: '<< /Type /Filespec /F (invoice.exe) /UF (invoice.exe) /EF << /F 7 0 R >> >>',
      7: stream('/Type /EmbeddedFile', 'MZ\x90\x00 not really a program'),
    },
  });
}

/** The order encrypted with a user password (RC4, 40-bit): nothing can be read without it. */
function encryptedWithPassword(): Uint8Array {
  return makeEncryptedPdf('ORDER ON MOTION TO DISMISS. The motion is granted. SO ORDERED.', {
    userPassword: 'secret',
  });
}

// ---- one file, two formats -----------------------------------------------------------------------

/** A stored (uncompressed) ZIP archive of `files`, laid out as if it started at byte `at` of a larger file. */
function zipArchive(files: Record<string, string>, at: number): Buffer {
  // Little-endian fields, as ZIP has them.
  const le16 = (n: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(n);
    return b;
  };
  const le32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = at;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    // Version needed, flags, method (stored), time, date, CRC, sizes, name length, extra length.
    const common = [
      le16(20),
      le16(0),
      le16(0),
      le16(0),
      le16(0),
      le32(crc32(data)),
      le32(data.length),
      le32(data.length),
      le16(name.length),
      le16(0),
    ];
    const local = Buffer.concat([le32(0x04034b50), ...common, Buffer.from(name), data]);
    // Version made by, the same fields, comment length, disk, attributes, where the local entry is.
    central.push(
      Buffer.concat([
        le32(0x02014b50),
        le16(20),
        ...common,
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(offset),
        Buffer.from(name),
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const count = le16(central.length);
  const end = Buffer.concat([
    le32(0x06054b50),
    le16(0),
    le16(0),
    count,
    count,
    le32(directory.length),
    le32(offset),
    le16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** The order that is also a ZIP archive (appended after %%EOF) holding a web page with a script. */
function pdfZipPolyglot(): Uint8Array {
  const pdf = Buffer.from(filingPdf());
  const zip = zipArchive({ 'index.html': '<script>alert(document.domain)</script>' }, pdf.length);
  return new Uint8Array(Buffer.concat([pdf, zip]));
}

/** The order that is also a web page: a browser sniffing the bytes runs the script before %PDF-. */
function pdfHtmlPolyglot(): Uint8Array {
  return filingPdf({}, { before: '<html><body><script>alert(document.domain)</script><!--\n' });
}

// ---- not what it says ---------------------------------------------------------------------------

/** Zero bytes. */
const emptyFile = () => new Uint8Array();

function smallPng(): Uint8Array {
  const canvas = createCanvas(200, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 200, 100);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** A PNG picture named .pdf, so that a reader trusting the name parses it as a PDF. */
const pngNamedPdf = smallPng;

// ---- image uploads ------------------------------------------------------------------------------

function png(width: number, height: number, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) =>
    Buffer.concat([u32(data.length), Buffer.from(type), data, u32(crc32(Buffer.concat([Buffer.from(type), data])))]);
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A white 10000 × 10000 grey PNG: 100 MB decoded, 0.3 MB in the file, exactly at the pixel limit. */
function hundredMegabytePng(): Uint8Array {
  const row = Buffer.alloc(10001, 255);
  row[0] = 0; // filter: none
  return new Uint8Array(png(10000, 10000, tiledFlate([{ bytes: row, times: 10000 }])));
}

/** A PNG whose header declares 60000 × 60000 (14.4 GB as RGBA) with one row of data. */
function pngDeclared60000(): Uint8Array {
  return new Uint8Array(png(60000, 60000, deflateSync(Buffer.alloc(60001))));
}

/** A JPEG whose frame declares 65500 × 65500, cut after its headers. */
function hugeJpeg(): Buffer {
  const segment = (marker: number, data: Buffer) => Buffer.concat([u16(marker), u16(data.length + 2), data]);
  return Buffer.concat([
    u16(0xffd8),
    segment(0xffdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xffc0, Buffer.concat([Buffer.from([8]), u16(65500), u16(65500), Buffer.from([1, 1, 0x11, 0])])),
    segment(0xffda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.alloc(32, 0x55),
  ]);
}

const jpegDeclared65500 = () => new Uint8Array(hugeJpeg());

export const HOSTILE_FILES: readonly HostileFile[] = [
  { name: 'double-flate-bomb.pdf', attack: 'content stream, Flate of Flate, 2.2 GiB inflated', make: doubleFlateBomb },
  { name: 'content-stream-bomb.pdf', attack: 'content stream, 1 GiB inflated', make: () => contentStreamBomb() },
  { name: 'many-streams-bomb.pdf', attack: '10 content streams of 30 MiB inflated', make: manyStreamsBomb },
  { name: 'drawing-bomb.pdf', attack: '1.2 million lines drawn on a page without text', make: drawingBomb },
  { name: 'form-drawing-bomb.pdf', attack: 'a form of 12,000 lines drawn 100 times', make: formDrawingBomb },
  { name: 'xmp-bomb.pdf', attack: 'XMP metadata, 512 MiB inflated', make: xmpBomb },
  { name: 'image-bomb-30000.pdf', attack: '30000² image, 900 MB decoded', make: imageBomb30000 },
  { name: 'image-declared-60000.pdf', attack: '60000² image declared, no data', make: imageDeclared60000 },
  { name: 'inline-image-bomb.pdf', attack: 'inline 30000² image in a content stream', make: inlineImageBomb },
  { name: 'image-100mb.pdf', attack: 'page of one 10000² image (100 MB decoded)', make: hundredMegabyteImage },
  { name: 'page-tree-cycle.pdf', attack: 'page tree lists itself as a kid', make: pageTreeCycle },
  { name: 'deep-page-tree.pdf', attack: 'page tree 10,000 levels deep', make: deepPageTree },
  { name: 'nested-arrays.pdf', attack: 'arrays nested 100,000 deep', make: nestedArrays },
  { name: 'nested-dictionaries.pdf', attack: 'dictionaries nested 100,000 deep', make: nestedDictionaries },
  { name: 'xref-prev-loop.pdf', attack: 'cross-reference /Prev points to itself', make: xrefPrevLoop },
  { name: 'broken-object-stream.pdf', attack: 'object stream cut short, pages inside', make: brokenObjectStream },
  { name: 'xobject-recursion.pdf', attack: 'form XObject draws itself', make: xobjectRecursion },
  { name: 'ten-thousand-pages.pdf', attack: '10,000 pages', make: tenThousandPages },
  { name: 'jbig2-huge.pdf', attack: 'JBIG2 declaring 60000², cut short', make: jbig2HugeDeclared },
  { name: 'jpx-huge.pdf', attack: 'JPEG 2000 declaring 60000², cut short', make: jpxHugeDeclared },
  { name: 'dct-huge.pdf', attack: 'JPEG in a PDF declaring 65500², cut short', make: jpegHugeDeclaredInPdf },
  { name: 'ccitt-huge.pdf', attack: 'CCITT fax image declaring 60000²', make: ccittHugeDeclared },
  { name: 'ccitt-truncated.pdf', attack: 'CCITT fax scan cut short', make: ccittTruncated },
  { name: 'font-bad-tables.pdf', attack: 'TrueType font whose tables point outside it', make: fontWithBadTables },
  { name: 'one-line-of-names.pdf', attack: 'a text line of 100,000 capitalised words', make: oneLineOfNames },
  { name: 'one-line-caption.pdf', attack: 'a caption of 20,000 parties on one line', make: oneLineCaption },
  { name: 'one-line-of-dates.pdf', attack: 'a text line of 50,000 date-like numbers', make: oneLineOfDates },
  {
    name: 'many-lines-of-counsel.pdf',
    attack: 'a page of 20,000 lines of counsel and names',
    make: manyLinesOfCounsel,
  },
  { name: 'many-phone-numbers.pdf', attack: 'a page of 20,000 lines of phone numbers', make: manyPhoneNumbers },
  { name: 'javascript.pdf', attack: 'JavaScript on open', make: javascriptOnOpen },
  { name: 'launch-action.pdf', attack: 'Launch action starting a program', make: launchAction },
  { name: 'embedded-file.pdf', attack: 'attached executable', make: embeddedExecutable },
  { name: 'encrypted.pdf', attack: 'user password', make: encryptedWithPassword },
  { name: 'polyglot-zip.pdf', attack: 'PDF that is also a ZIP archive', make: pdfZipPolyglot },
  { name: 'polyglot-html.pdf', attack: 'PDF that is also a web page', make: pdfHtmlPolyglot },
  { name: 'empty.pdf', attack: 'zero bytes', make: emptyFile },
  { name: 'png-named.pdf', attack: 'a PNG named .pdf', make: pngNamedPdf },
  { name: 'image-100mb-upload.png', attack: 'blank 10000² PNG (100 MB decoded) in 0.3 MB', make: hundredMegabytePng },
  { name: 'png-declared-60000.png', attack: 'PNG header declaring 60000²', make: pngDeclared60000 },
  { name: 'jpeg-declared-65500.jpg', attack: 'JPEG frame declaring 65500²', make: jpegDeclared65500 },
];

/** The metadata every hostile upload comes with: valid and on topic, so only the file decides. */
export const HOSTILE_METADATA = {
  title: 'Harlow v. Northfield Grain Cooperative - order on motion to dismiss',
  date: '2022-03-14',
  source: 'U.S. District Court, District of Maine',
  relevance: 'high',
};

/** Writes every hostile file, and its metadata beside it, into `dir`; returns the files' paths by name. */
export async function writeHostileCorpus(dir: string): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (const file of HOSTILE_FILES) {
    const path = join(dir, file.name);
    await writeFile(path, await file.make());
    await writeFile(path.replace(/\.[a-z]+$/, '.json'), JSON.stringify(HOSTILE_METADATA));
    paths.set(file.name, path);
  }
  return paths;
}
