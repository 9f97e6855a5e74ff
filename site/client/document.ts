/**
 * The document page as a viewer: each page's image beside (on a phone, above) its text. The pages beyond
 * the opening its HTML holds (site/generator/opening-text.ts) are built from the document's text file
 * (stored once, compressed; viewer/page-sections.ts); on a page reached from a search, the searched words are marked in the text
 * and drawn over the page images, and "Hit 3 of 22" walks through them. A page's address is `#page-N`, a
 * hit's `?highlight=QUERY#hit-N`: both open the viewer there.
 */
import { queryMatcher } from '../search-index/excerpt.js';
import { readSiteWords } from '../read-model/page-words.js';
import { documentPages, gzippedJson } from './document-text.js';
import { hitInFragment, hitsByPage, markHits } from './viewer/hits.js';
import { hitNavigation } from './viewer/hit-nav.js';
import { PageImages } from './viewer/page-images.js';
import { addHeldInPdfLinks, addPageSections } from './viewer/page-sections.js';
import { setUpSharing } from './viewer/share.js';

const section = document.querySelector<HTMLElement>('.doc-text');

/**
 * The PDF the pages link to their page in (`#page=N`): a scan's searchable copy, where it has one, else
 * the original (the file section's "View the PDF").
 */
function originalPdf(section: HTMLElement): string | undefined {
  if (section.dataset.inPdf === undefined) return undefined;
  const link = document.getElementById('searchable') ?? document.getElementById('original');
  return link?.getAttribute('href') ?? undefined;
}

/** Fills in the opening's cut page and builds the sections of the pages after the opening. */
async function fillText(section: HTMLElement): Promise<boolean> {
  const url = section.dataset.textUrl;
  const held = section.dataset.held;
  if (!url || held === undefined) return true;
  try {
    const pages = await documentPages(url);
    for (const slot of section.querySelectorAll<HTMLElement>('.page-text[data-page]'))
      slot.textContent = pages[Number(slot.dataset.page) - 1] ?? '';
    addPageSections(section, pages, Number(held), {
      original: originalPdf(section),
      images: section.dataset.pdf !== undefined,
    });
    return true;
  } catch (err) {
    const p = document.createElement('p');
    p.className = 'muted';
    p.textContent = `The rest of the text could not be loaded (${(err as Error).message}); the original file is linked above.`;
    section.querySelector('h2')?.after(p);
    return false;
  }
}

/** The page a fragment names (`#page-3`), or null. */
function pageInFragment(hash: string): number | null {
  const m = hash.match(/^#page-(\d+)$/);
  return m ? Number(m[1]) : null;
}

async function view(section: HTMLElement): Promise<void> {
  const original = originalPdf(section);
  if (original) addHeldInPdfLinks(section, original);
  await fillText(section);
  const query = new URLSearchParams(location.search).getAll('highlight').join(' ').trim();
  const matches = query ? queryMatcher(query) : null;
  const texts = [...section.querySelectorAll<HTMLElement>('.page[id^="page-"]')].map((p) => ({
    page: Number(p.id.slice('page-'.length)),
    element: p.querySelector<HTMLElement>('.page-text') ?? p,
  }));
  const hits = matches ? markHits(texts, matches) : [];
  const slots = [...section.querySelectorAll<HTMLElement>('.page-image[data-page]')];
  // Word boxes are fetched only to draw hits; a file that cannot be read leaves the hits in the text alone.
  const words =
    matches && section.dataset.words ? gzippedJson(section.dataset.words).then(readSiteWords, () => null) : null;
  const images =
    slots.length && (section.dataset.pdf || words)
      ? new PageImages(slots, {
          pdf: section.dataset.pdf ?? null,
          assets: section.dataset.assets ?? '',
          words,
          matches,
          hits: hitsByPage(hits),
        })
      : null;
  const { show, current } = hitNavigation(hits, query, (hit) => {
    images?.setCurrent(hit);
    void images?.show(hit.page);
  });
  setUpSharing({ query, hit: current });
  // Where to open: the hit or page the address names, else the first hit; the text arrived after the
  // browser looked for the fragment, so it is looked for again.
  const named = hitInFragment(location.hash, hits.length);
  const page = pageInFragment(location.hash);
  if (named) show(named - 1, true, false);
  else if (page) {
    void images?.show(page);
    document.getElementById(`page-${page}`)?.scrollIntoView();
    if (hits.length)
      show(
        Math.max(
          0,
          hits.findIndex((h) => h.page >= page),
        ),
        false,
        false,
      );
  } else if (hits.length) show(0, true, false);
  document.body.dataset.viewer = 'ready';
}

if (section) void view(section);
