/**
 * Fills in the document page's text beyond the opening its HTML holds (site/generator/opening-text.ts) from
 * the document's text file (stored once, compressed), then, on a page reached from search, marks the
 * searched words in it (as the index matched them: same word forms, and words beginning with the last
 * word typed) and scrolls to the first, or to the page the address names.
 */
import { markedSegments, queryMatcher } from '../search-index/excerpt.js';
import { documentPages } from './document-text.js';
import { segmentNodes } from './search/engine.js';

function highlight(root: Element): void {
  const query = new URLSearchParams(location.search).getAll('highlight').join(' ').trim();
  if (!query) return;
  const matches = queryMatcher(query);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  for (const node of nodes) {
    const parts = markedSegments(node.data, matches);
    if (parts.some((p) => p.mark)) node.replaceWith(...segmentNodes(parts));
  }
  root.querySelector('mark')?.scrollIntoView({ block: 'center' });
}

async function showText(): Promise<void> {
  const section = document.querySelector<HTMLElement>('.doc-text');
  if (!section) return;
  const url = section.dataset.textUrl;
  const slots = section.querySelectorAll<HTMLElement>('.page-text[data-page]');
  if (url && slots.length) {
    try {
      const pages = await documentPages(url);
      for (const slot of slots) slot.textContent = pages[Number(slot.dataset.page) - 1] ?? '';
    } catch (err) {
      const p = document.createElement('p');
      p.className = 'muted';
      p.textContent = `The text could not be loaded (${(err as Error).message}); the original file is linked above.`;
      section.querySelector('h2')?.after(p);
      return;
    }
    // The text arrived after the browser looked for #page-N: look again.
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }
  highlight(section);
}

void showText();
