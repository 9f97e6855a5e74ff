/**
 * The document page as a viewer: each page's image beside (on a phone, above) its text. The text beyond
 * the opening its HTML holds (site/generator/opening-text.ts) is filled in from the document's text file
 * (stored once, compressed); on a page reached from a search, the searched words are marked in the text
 * and drawn over the page images, and "Hit 3 of 22" walks through them. A page's address is `#page-N`, a
 * hit's `?highlight=QUERY#hit-N`: both open the viewer there.
 */
import { queryMatcher } from '../search-index/excerpt.js';
import { readSiteWords } from '../read-model/page-words.js';
import { documentPages, gzippedJson } from './document-text.js';
import { hitInFragment, hitsByPage, markHits, type Hit } from './viewer/hits.js';
import { PageImages } from './viewer/page-images.js';
import { setUpSharing } from './viewer/share.js';

const section = document.querySelector<HTMLElement>('.doc-text');

async function fillText(section: HTMLElement): Promise<boolean> {
  const url = section.dataset.textUrl;
  const slots = section.querySelectorAll<HTMLElement>('.page-text[data-page]');
  if (!url || !slots.length) return true;
  try {
    const pages = await documentPages(url);
    for (const slot of slots) slot.textContent = pages[Number(slot.dataset.page) - 1] ?? '';
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

/** The "Hit 3 of 22" bar: previous, next, the list of every hit by its page. */
function hitNavigation(
  hits: Hit[],
  query: string,
  onShow: (hit: Hit) => void,
): { show: (index: number, scroll?: boolean, address?: boolean) => void; current: () => number | null } {
  const bar = document.querySelector<HTMLElement>('.hit-nav');
  if (!bar || !hits.length) return { show: () => {}, current: () => null };
  const status = bar.querySelector<HTMLElement>('.hit-status')!;
  const list = bar.querySelector<HTMLOListElement>('.hit-list ol')!;
  let index = -1;
  // `address`: say the hit in the address (#hit-N). Not when the page opens: Chromium then moves where the
  // keyboard's Tab starts to the named element, past the skip link; a reader's own step may move it.
  const show = (i: number, scroll = true, address = true) => {
    index = (i + hits.length) % hits.length;
    const hit = hits[index]!;
    for (const h of hits) h.mark.classList.toggle('current', h === hit);
    status.textContent = `Hit ${index + 1} of ${hits.length}, page ${hit.page}`;
    if (address) history.replaceState(null, '', `${location.pathname}${location.search}#hit-${index + 1}`);
    onShow(hit);
    if (scroll) hit.mark.scrollIntoView({ block: 'center' });
  };
  list.replaceChildren(
    ...hits.map((h, i) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = `?highlight=${encodeURIComponent(query)}#hit-${i + 1}`;
      a.textContent = `Page ${h.page}: ${h.mark.textContent}`;
      a.addEventListener('click', (ev) => {
        ev.preventDefault();
        show(i);
        bar.querySelector('details')?.removeAttribute('open');
      });
      li.append(a);
      return li;
    }),
  );
  bar.querySelector('[data-hit="prev"]')!.addEventListener('click', () => show(index - 1));
  bar.querySelector('[data-hit="next"]')!.addEventListener('click', () => show(index + 1));
  bar.hidden = false;
  document.body.classList.add('has-hit-nav');
  return { show, current: () => (index < 0 ? null : index + 1) };
}

async function view(section: HTMLElement): Promise<void> {
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
