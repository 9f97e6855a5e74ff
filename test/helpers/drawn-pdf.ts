/**
 * Letter-sized PDF pages drawn with content-stream operators written here: many lines, images placed
 * at given spots, a line of text. For the tests of what drawing a page costs and what it paints.
 */
import { stream, writePdf, type PdfObjects } from './hostile/pdf-writer.js';

export interface DrawnPage {
  /** The page's content, as content-stream operators. */
  content: string;
  /** Entries of the page's resources besides the font (Helvetica as /F1 is always there). */
  resources?: string;
}

/**
 * A PDF of the given pages. `objects` are added from number 100 on (images, forms the resources
 * name); objects 1–99 are the catalog, the page tree, the font and the pages.
 */
export function drawnPdf(pages: DrawnPage[], objects: PdfObjects = {}): Uint8Array {
  const body: PdfObjects = {
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: `<< /Type /Pages /Kids [${pages.map((_, i) => `${10 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    3: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...objects,
  };
  pages.forEach((page, i) => {
    body[10 + 2 * i] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> ${page.resources ?? ''} >> /Contents ${11 + 2 * i} 0 R >>`;
    body[11 + 2 * i] = stream('', page.content);
  });
  return writePdf(body);
}

/** `count` short lines, each stroked on its own: `count` drawing operations for pdf.js. */
export const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `${i % 600} ${(i * 7) % 780} m ${(i % 600) + 5} ${(i * 7) % 780} l S`).join(
    '\n',
  );

/** A line of text in Helvetica, at the top of the page. */
export const textLine = (text: string) => `BT /F1 10 Tf 72 740 Td (${text}) Tj ET`;

/** A `size` × `size` 8-bit grey image whose pixels `shade(x, y)` gives, as image-dictionary entries and data. */
export function greyPixels(size: number, shade: (x: number, y: number) => number): { dict: string; data: Buffer } {
  const data = Buffer.alloc(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) data[y * size + x] = shade(x, y) & 255;
  return { dict: `/Width ${size} /Height ${size} /ColorSpace /DeviceGray /BitsPerComponent 8`, data };
}

/** An image XObject of `greyPixels`. */
export const imageObject = (image: { dict: string; data: Buffer }) =>
  stream(`/Type /XObject /Subtype /Image ${image.dict}`, image.data);

/** The same image inline in page content (`BI … ID … EI`), its data in hexadecimal. */
export const inlineImage = (image: { dict: string; data: Buffer }) =>
  `BI ${image.dict.replace('/Width', '/W').replace('/Height', '/H').replace('/ColorSpace /DeviceGray', '/CS /G').replace('/BitsPerComponent', '/BPC')} /F /AHx ID ${image.data.toString('hex')}> EI`;
