/** On a document page reached from search, highlights the searched words in the text and scrolls to the first. */
const params = new URLSearchParams(location.search);
if (params.has('highlight')) {
  const base = document.body.dataset.base ?? '/';
  void import(/* webpackIgnore: true */ `${base}pagefind/pagefind-highlight.js`).then((mod: { default: new (o: Record<string, unknown>) => unknown }) => {
    new mod.default({ highlightParam: 'highlight', markContext: '.doc-text', addStyles: false });
    const first = document.querySelector('.doc-text mark');
    if (first) first.scrollIntoView({ block: 'center' });
  });
}
