/**
 * The "Hit 3 of 22" bar of a document page reached from a search: previous, next, and the list of every
 * hit by its page. It is built here, only when there are hits (the HTML of 30,000 documents would
 * otherwise hold 10 MB of a bar that is never shown without the script); it is fixed to the screen's
 * foot, so adding it moves nothing.
 */
import type { Hit } from './hits.js';

function hitBar(): { bar: HTMLElement; status: HTMLElement; list: HTMLOListElement } {
  const bar = document.createElement('div');
  bar.className = 'hit-nav';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', 'Search hits');
  const button = (step: string, label: string) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.hit = step;
    b.textContent = label;
    return b;
  };
  const status = document.createElement('span');
  status.className = 'hit-status';
  status.setAttribute('aria-live', 'polite');
  const every = document.createElement('details');
  every.className = 'hit-list';
  const summary = document.createElement('summary');
  summary.textContent = 'Every hit';
  const list = document.createElement('ol');
  every.append(summary, list);
  bar.append(button('prev', 'Previous hit'), ' ', status, ' ', button('next', 'Next hit'), ' ', every);
  return { bar, status, list };
}

/** The "Hit 3 of 22" bar: previous, next, the list of every hit by its page. */
export function hitNavigation(
  hits: Hit[],
  query: string,
  onShow: (hit: Hit) => void,
): { show: (index: number, scroll?: boolean, address?: boolean) => void; current: () => number | null } {
  if (!hits.length) return { show: () => {}, current: () => null };
  const { bar, status, list } = hitBar();
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
  document.querySelector('article.document')?.append(bar);
  document.body.classList.add('has-hit-nav');
  return { show, current: () => (index < 0 ? null : index + 1) };
}
