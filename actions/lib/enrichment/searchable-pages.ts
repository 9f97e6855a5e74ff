/**
 * What search reads of a document's pages, the same for the site's index (site/generator/build.ts) and
 * the server's (scripts/serve/archive-view.ts), so that both count the same words: each page without its
 * furniture (running headers, page numbers, filing stamps: furniture.ts).
 */
import { withoutLineNumbers } from '../core/lines.js';
import { furnitureLines } from './furniture.js';

export interface SearchablePages {
  /** Each page without its furniture lines. */
  pages: string[];
  /** Those lines, per page (numbers from 0 of `text.split('\n')`). */
  furniture: Set<number>[];
}

export function searchablePages(pages: readonly string[]): SearchablePages {
  const furniture = furnitureLines(pages.map((text) => ({ text })));
  return { pages: pages.map((page, n) => withoutLineNumbers(page, furniture[n] ?? new Set())), furniture };
}
