/**
 * Search hits in a document's text: found in each page's text, marked there, and walked through one at a
 * time ("Hit 3 of 22"). What counts as a hit is the matcher's business (today the search index's word
 * rules: `queryMatcher`); the navigation only needs the list of hits with their pages, so another way of
 * finding them (phrases, a query language) gives it another list.
 */
import { markedSegments, type Matcher } from '../../search-index/excerpt.js';
import { segmentNodes } from '../search/engine.js';

/** One hit: the page it is on and its mark in that page's text. */
export interface Hit {
  page: number;
  mark: HTMLElement;
}

/** A page's text element, with its page number. */
export interface PageText {
  page: number;
  element: HTMLElement;
}

/** Marks every match in the pages' texts (text nodes only, never HTML) and returns the hits in reading order. */
export function markHits(pages: PageText[], matches: Matcher): Hit[] {
  const hits: Hit[] = [];
  for (const { page, element } of pages) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    for (const node of nodes) {
      const parts = markedSegments(node.data, matches);
      if (!parts.some((p) => p.mark)) continue;
      const replaced = segmentNodes(parts);
      node.replaceWith(...replaced);
      for (const n of replaced) if (n instanceof HTMLElement) hits.push({ page, mark: n });
    }
  }
  hits.forEach((h, i) => (h.mark.id = `hit-${i + 1}`));
  return hits;
}

/** The hits of each page, in order: the i-th hit of a page is drawn as the i-th box on its image. */
export function hitsByPage(hits: readonly Hit[]): Map<number, Hit[]> {
  const out = new Map<number, Hit[]>();
  for (const h of hits) out.set(h.page, [...(out.get(h.page) ?? []), h]);
  return out;
}

/** `#hit-3` → 3 (1-based), or null for any other fragment. */
export function hitInFragment(hash: string, count: number): number | null {
  const m = hash.match(/^#hit-(\d+)$/);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= count ? n : null;
}
