import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Characters Helvetica's WinAnsi encoding can draw; anything else becomes a plain equivalent or "?". */
function winAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\t/g, '    ')
    .replace(/[^\x20-\x7e\n]/g, '?');
}

export interface TextPdfOptions {
  title?: string;
  author?: string;
  fontSize?: number;
  /** US Letter by default. */
  pageSize?: [number, number];
}

/** Lays plain text out on pages (word-wrapped, paginated) as a born-digital PDF with a real text layer. */
export async function textToPdf(text: string, options: TextPdfOptions = {}): Promise<Uint8Array> {
  const [width, height] = options.pageSize ?? [612, 792];
  const size = options.fontSize ?? 11;
  const margin = 72;
  const lineHeight = size * 1.4;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (options.title) doc.setTitle(winAnsi(options.title));
  if (options.author) doc.setAuthor(winAnsi(options.author));
  doc.setProducer('dirhub demo');
  doc.setCreationDate(new Date(Date.UTC(2020, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2020, 0, 1)));

  const maxWidth = width - 2 * margin;
  const lines: string[] = [];
  for (const paragraph of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  const perPage = Math.floor((height - 2 * margin) / lineHeight);
  for (let i = 0; i < Math.max(lines.length, 1); i += perPage) {
    const page = doc.addPage([width, height]);
    lines.slice(i, i + perPage).forEach((line, j) => {
      page.drawText(line, { x: margin, y: height - margin - (j + 1) * lineHeight, size, font });
    });
  }
  return doc.save({ useObjectStreams: false });
}

/** Wraps page images (PNG) into a PDF with no text layer at all: what a scanner produces. */
export async function imagesToPdf(pngs: Uint8Array[], pageSize: [number, number] = [612, 792]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer('dirhub demo scanner');
  doc.setCreationDate(new Date(Date.UTC(2020, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2020, 0, 1)));
  for (const png of pngs) {
    const image = await doc.embedPng(png);
    const page = doc.addPage(pageSize);
    page.drawImage(image, { x: 0, y: 0, width: pageSize[0], height: pageSize[1] });
  }
  return doc.save();
}
