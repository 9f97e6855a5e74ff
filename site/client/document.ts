/**
 * On a document page reached from search, marks the searched words in the text (as the index matched
 * them: same word forms, and words beginning with the last word typed) and scrolls to the first.
 */
import { markedSegments, queryMatcher } from '../search-index/excerpt.js';
import { segmentNodes } from './search/engine.js';

const query = new URLSearchParams(location.search).getAll('highlight').join(' ').trim();
if (query) {
  const matches = queryMatcher(query);
  const walker = document.createTreeWalker(
    document.querySelector('.doc-text') ?? document.createElement('div'),
    NodeFilter.SHOW_TEXT,
  );
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  for (const node of nodes) {
    const parts = markedSegments(node.data, matches);
    if (parts.some((p) => p.mark)) node.replaceWith(...segmentNodes(parts));
  }
  document.querySelector('.doc-text mark')?.scrollIntoView({ block: 'center' });
}
