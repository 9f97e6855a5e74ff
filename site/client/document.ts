/**
 * On a document page reached from search, marks the searched words in the text (as the index matched
 * them: same word forms, and words beginning with the last word typed) and scrolls to the first.
 */
import { wordSpans } from '../../scripts/site/search-index/terms.js';
import { markNode } from './search/engine.js';
import { queryMatcher } from '../../scripts/site/search-index/excerpt.js';

const query = new URLSearchParams(location.search).getAll('highlight').join(' ').trim();
if (query) {
  const matches = queryMatcher(query);
  const walker = document.createTreeWalker(document.querySelector('.doc-text') ?? document.createElement('div'), NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  for (const node of nodes) {
    const text = node.data;
    const parts: Node[] = [];
    let at = 0;
    for (const span of wordSpans(text)) {
      if (!matches(span, text)) continue;
      if (span.start > at) parts.push(document.createTextNode(text.slice(at, span.start)));
      parts.push(markNode(text.slice(span.start, span.end)));
      at = span.end;
    }
    if (!parts.length) continue;
    if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
    node.replaceWith(...parts);
  }
  document.querySelector('.doc-text mark')?.scrollIntoView({ block: 'center' });
}
