/**
 * Born-digital text of a PDF for the labelled set and the tests: the PDF's own text layer, page by page,
 * read by the intake's own extractor, so that the evaluation sees the text an upload would be scored on.
 * Pages without a text layer come back empty; the labelled set only uses files whose text layer is real.
 */
import { readFile } from 'node:fs/promises';
import { extractText } from '../../actions/lib/pipeline/processing/extract.js';

export async function pdfTextLayer(path: string): Promise<string[]> {
  const { pages } = await extractText(new Uint8Array(await readFile(path)));
  return pages.map((p) => p.text);
}
