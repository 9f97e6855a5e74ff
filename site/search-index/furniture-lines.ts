/**
 * A text file's page furniture (running headers, page numbers, filing stamps: actions/lib/enrichment/furniture.ts)
 * as the index stores it beside each document's entry, and the text without it. The build finds the
 * furniture once; the search page only leaves those lines out of a result's text before cutting its
 * excerpt, instead of finding them again (tens of milliseconds for a 40-page document, in every result).
 */
import { withoutLineNumbers } from '../../actions/lib/core/lines.js';

/** Per page, the numbers (from 0) of its furniture lines; pages after the last that has any are left out. */
export type FurnitureLines = number[][];

/** What search reads of a document: its pages without their furniture, and the lines left out. */
export interface SearchableText {
  text: string;
  furniture: FurnitureLines;
}

/** Furniture lines as found (a set per page), in the stored form. */
export function storedFurniture(found: readonly ReadonlySet<number>[]): FurnitureLines {
  const lines = found.map((page) => [...page].sort((a, b) => a - b));
  while (lines.length && !lines[lines.length - 1]!.length) lines.pop();
  return lines;
}

/** The pages one after another, each without the lines `furniture` names for it. */
export function withoutLines(pages: readonly string[], furniture: Readonly<FurnitureLines>): string {
  return pages.map((page, n) => withoutLineNumbers(page, new Set(furniture[n]))).join('\n');
}
