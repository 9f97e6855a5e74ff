import { readFile } from 'node:fs/promises';
import type { PageText } from '../../actions/lib/archive/records.js';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { openPdf } from '../../actions/lib/pipeline/processing/pdfjs.js';
import { corpusFile } from '../helpers/paths.js';

/** The text layer of a corpus PDF, page by page (lines as pdfjs marks them). */
export async function courtPages(file: string, maxPages = Infinity): Promise<PageText[]> {
  const doc = await openPdf(new Uint8Array(await readFile(corpusFile('court', file))), DEFAULT_CONFIG.limits);
  const pages: PageText[] = [];
  for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    let text = '';
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    pages.push({ page: p, text, source: 'text-layer' });
  }
  await doc.destroy();
  return pages;
}

export interface Expectation {
  file: string;
  filing_date: string | null;
  person: string[];
  organization: string[];
  location: string[];
}

export async function courtExpectations(): Promise<Expectation[]> {
  const url = new URL('./expectations/court-entities.json', import.meta.url);
  return (JSON.parse(await readFile(url, 'utf8')) as { documents: Expectation[] }).documents;
}
