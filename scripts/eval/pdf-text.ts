/**
 * Born-digital text of a PDF for the labelled set: the PDF's own text layer, page by page, through the
 * project's pdfjs configuration. Pages without a text layer come back empty; the labelled set only uses
 * files whose text layer is real.
 */
import { readFile } from 'node:fs/promises';
import { openPdf } from '../../actions/lib/processing/pdfjs.js';

export async function pdfTextLayer(path: string): Promise<string[]> {
  const doc = await openPdf(new Uint8Array(await readFile(path)));
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(text.replace(/[ \t]+/g, ' ').trim());
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
