/**
 * PDFs and images made by the tests themselves: real files, generated with pdf-lib (and, for the
 * encrypted one, written byte by byte following the PDF standard's security handler).
 */
import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, type PDFDict } from 'pdf-lib';

export interface GeneratedPdf {
  /** Text drawn on the first page (so extraction can be checked too). */
  text?: string;
  pages?: number;
  /** Put dictionaries in compressed object streams (pdf-lib's default) or leave them as plain bytes. */
  objectStreams?: boolean;
  /** Extra setup: add actions, annotations, attachments. */
  build?: (doc: PDFDocument) => void | Promise<void>;
}

export async function makePdf(opts: GeneratedPdf = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < (opts.pages ?? 1); i++) {
    const page = doc.addPage([400, 300]);
    if (i === 0 && opts.text) page.drawText(opts.text, { x: 30, y: 250, size: 12, font });
  }
  await opts.build?.(doc);
  return doc.save({ useObjectStreams: opts.objectStreams ?? true });
}

/** An action dictionary, registered, e.g. `{ S: 'JavaScript', JS: PDFString.of('…') }`. */
export function action(doc: PDFDocument, fields: Record<string, unknown>) {
  return doc.context.register(doc.context.obj({ Type: 'Action', ...fields } as never));
}

export function addAnnotation(doc: PDFDocument, fields: Record<string, unknown>): void {
  const page = doc.getPage(0);
  const annot = doc.context.register(doc.context.obj({ Type: 'Annot', Rect: [10, 10, 110, 60], ...fields } as never));
  page.node.set(PDFName.of('Annots'), doc.context.obj([annot]));
}

export const withOpenActionJavaScript = (doc: PDFDocument) => {
  doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'JavaScript', JS: PDFString.of("app.alert('hello');") }));
};

export const withLaunchLink = (doc: PDFDocument) => {
  addAnnotation(doc, {
    Subtype: 'Link',
    Border: [0, 0, 0],
    A: action(doc, { S: 'Launch', F: PDFString.of('calc.exe') }),
  });
};

export const withJavaScriptLink = (doc: PDFDocument) => {
  addAnnotation(doc, {
    Subtype: 'Link',
    Border: [0, 0, 0],
    A: action(doc, { S: 'JavaScript', JS: PDFString.of('this.print();') }),
  });
};

export const withFileAttachmentAnnotation = (doc: PDFDocument) => {
  const data = doc.context.register(doc.context.stream('field notes', { Type: 'EmbeddedFile' }));
  const spec = doc.context.obj({
    Type: 'Filespec',
    F: PDFString.of('notes.txt'),
    UF: PDFHexString.fromText('notes.txt'),
    EF: { F: data },
  } as never) as unknown as PDFDict;
  addAnnotation(doc, { Subtype: 'FileAttachment', FS: doc.context.register(spec), Contents: PDFString.of('notes') });
};

export const withSubmitForm = (doc: PDFDocument) => {
  addAnnotation(doc, {
    Subtype: 'Link',
    Border: [0, 0, 0],
    A: action(doc, { S: 'SubmitForm', F: PDFString.of('https://example.invalid/collect') }),
  });
};

// --- An encrypted PDF: Standard security handler, revision 2 (RC4, 40-bit), ISO 32000-1 §7.6.3 ---

const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32);

/**
 * A one-page PDF encrypted with an owner password only (the user password is empty), as many
 * "secured" PDFs are: anyone can open it, but readers are told to restrict printing and editing.
 * With `userPassword`, opening it needs that password.
 */
export function makeEncryptedPdf(
  text: string,
  opts: { ownerPassword?: string; userPassword?: string } = {},
): Uint8Array {
  const owner = opts.ownerPassword ?? 'owner-secret';
  const user = opts.userPassword ?? '';
  const permissions = -44; // printing allowed, modifying and annotating not
  const id = md5(Buffer.from(text));
  const O = rc4(md5(padded(owner)).subarray(0, 5), padded(user));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(user), O, p, id).subarray(0, 5);
  const U = rc4(key, PASSWORD_PAD);
  const objectKey = (num: number) =>
    md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);

  const content = rc4(objectKey(5), Buffer.from(`BT /F1 18 Tf 30 150 Td (${text}) Tj ET`, 'latin1'));
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    [`<< /Length ${content.length} >>\nstream\n`, content, '\nendstream'],
    [`<< /Filter /Standard /V 1 /R 2 /O <${O.toString('hex')}> /U <${U.toString('hex')}> /P ${permissions} >>`],
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const push = (part: string | Buffer) => {
    const b = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(b);
    length += b.length;
  };
  objects.forEach((parts, i) => {
    offsets.push(length);
    push(`${i + 1} 0 obj\n`);
    parts.forEach(push);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  const hexId = id.toString('hex');
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${hexId}> <${hexId}>] >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** A text field that runs a script when its value changes (a keystroke action, /AA /K). */
export const withScriptedField = async (doc: PDFDocument) => {
  const field = doc.getForm().createTextField('amount');
  field.addToPage(doc.getPage(0), { x: 30, y: 30, width: 120, height: 24 });
  field.acroField.dict.set(
    PDFName.of('AA'),
    doc.context.obj({ K: action(doc, { S: 'JavaScript', JS: PDFString.of('AFNumber_Keystroke(2);') }) } as never),
  );
};

/** What a two-column page says, in reading order: a title, then sections read column by column. */
export interface TwoColumnPage {
  title: string;
  sections: { heading?: string; left: string[]; right: string[] }[];
  footer: string;
}

const BULLETIN = [
  {
    left:
      'The county clerk opened the records room to the public on the first Monday of March. Visitors may now read ' +
      'the docket books of the circuit court from 1890 to 1950, the minutes of the board of supervisors, and the ' +
      'deed registers, under the supervision of a member of staff.',
    right:
      'Requests for copies are made in writing at the front desk. Each certified page costs two dollars, and plain ' +
      'copies cost twenty cents. Staff answer requests received by mail within ten working days, and a search that ' +
      'takes longer than an hour is charged at the hourly rate.',
  },
  {
    heading: 'Volunteers wanted for the index of naturalization papers',
    left:
      'The historical society is looking for volunteers to transcribe the naturalization papers filed with the ' +
      'court between 1906 and 1929. Each volunteer receives a short training and works from scanned images at ' +
      'home, at a pace of their choosing.',
    right:
      'The finished index will give the name, the country of birth, the date of arrival and the date of the oath ' +
      'for every applicant. It will be published on the society website and deposited with the state archives, ' +
      'free for anyone to search.',
  },
];

/**
 * A US Letter page set in two columns with a full-width title, a full-width heading between two
 * sections and a centred footer, drawn `row by row` (each left line, then the right line beside it,
 * as many generators write a page) or `column by column`. Returns the page's text in reading order.
 */
export async function makeTwoColumnPdf(
  order: 'row by row' | 'column by column',
  options: { fontSize?: number } = {},
): Promise<{ bytes: Uint8Array; page: TwoColumnPage }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const size = options.fontSize ?? 10;
  const leading = size * 1.25;
  const [margin, gutter, width] = [72, 24, 612];
  const columnWidth = (width - 2 * margin - gutter) / 2;
  const wrap = (text: string): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= columnWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    return [...lines, line];
  };
  const page = doc.addPage([width, 792]);
  const content: TwoColumnPage = { title: 'Court Records Bulletin, Spring Edition', sections: [], footer: 'Page 1' };
  const titleSize = size * 1.6;
  const centred = (text: string, y: number, f: typeof font, s: number) =>
    page.drawText(text, { x: (width - f.widthOfTextAtSize(text, s)) / 2, y, size: s, font: f });
  centred(content.title, 720, bold, titleSize);
  let y = 720 - 2.5 * leading;
  for (const part of BULLETIN) {
    if (part.heading) {
      y -= leading;
      centred(part.heading, y, bold, size * 1.2);
      y -= 2 * leading;
    }
    const section = {
      ...(part.heading ? { heading: part.heading } : {}),
      left: wrap(part.left),
      right: wrap(part.right),
    };
    content.sections.push(section);
    const rows = Math.max(section.left.length, section.right.length);
    const draw = (side: 'left' | 'right', row: number) => {
      const text = section[side][row];
      if (text)
        page.drawText(text, {
          x: side === 'left' ? margin : margin + columnWidth + gutter,
          y: y - row * leading,
          size,
          font,
        });
    };
    if (order === 'row by row') {
      for (let row = 0; row < rows; row++) (['left', 'right'] as const).forEach((side) => draw(side, row));
    } else {
      for (const side of ['left', 'right'] as const) for (let row = 0; row < rows; row++) draw(side, row);
    }
    y -= rows * leading;
  }
  centred(content.footer, 60, font, size);
  return { bytes: await doc.save(), page: content };
}

/** The page's text as a reader reads it: one line per drawn line. */
export function readingOrderText(page: TwoColumnPage): string {
  return [
    page.title,
    ...page.sections.flatMap((s) => [...(s.heading ? [s.heading] : []), ...s.left, ...s.right]),
    page.footer,
  ].join('\n');
}
