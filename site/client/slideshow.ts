/**
 * Turns the list of images into a slideshow: buttons, arrow keys and a sideways swipe; without JavaScript
 * all images show. Each image has its own address (`#image-3`): opening it shows that image, and moving
 * to another puts its address in the location bar (replacing, so Back leaves the slideshow).
 */

/** The image an address names (`#image-3` → index 2), or null. */
function imageInFragment(hash: string, count: number): number | null {
  const m = hash.match(/^#image-(\d+)$/);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= count ? n - 1 : null;
}

/** A swipe: a horizontal move of at least this many CSS pixels, more sideways than up or down. */
const SWIPE_PX = 40;

function onSwipe(element: HTMLElement, go: (step: -1 | 1) => void): void {
  let start: { x: number; y: number; id: number } | null = null;
  element.addEventListener('pointerdown', (ev) => {
    if (ev.pointerType !== 'mouse') start = { x: ev.clientX, y: ev.clientY, id: ev.pointerId };
  });
  element.addEventListener('pointerup', (ev) => {
    if (!start || ev.pointerId !== start.id) return;
    const dx = ev.clientX - start.x;
    const dy = ev.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  });
  element.addEventListener('pointercancel', () => (start = null));
}

for (const show of Array.from(document.querySelectorAll<HTMLElement>('[data-slideshow]'))) {
  const slides = Array.from(show.querySelectorAll<HTMLElement>('.slide'));
  const controls = show.querySelector<HTMLElement>('.slideshow-controls')!;
  const status = show.querySelector<HTMLElement>('.slide-status')!;
  const help = show.querySelector<HTMLElement>('.slideshow-help');
  let current = 0;
  const go = (i: number, address = true) => {
    current = (i + slides.length) % slides.length;
    slides.forEach((s, n) => (s.hidden = n !== current));
    status.textContent = `Image ${current + 1} of ${slides.length}`;
    if (address) history.replaceState(null, '', `${location.pathname}${location.search}#image-${current + 1}`);
  };
  if (slides.length > 1) {
    controls.hidden = false;
    if (help) help.hidden = false;
    show.tabIndex = 0;
    show.classList.add('enhanced');
    controls.querySelector('[data-prev]')!.addEventListener('click', () => go(current - 1));
    controls.querySelector('[data-next]')!.addEventListener('click', () => go(current + 1));
    show.addEventListener('keydown', (ev) => {
      if (ev.key === 'ArrowLeft') go(current - 1);
      else if (ev.key === 'ArrowRight') go(current + 1);
      else return;
      ev.preventDefault();
    });
    onSwipe(show, (step) => go(current + step));
    go(imageInFragment(location.hash, slides.length) ?? 0, false);
    window.addEventListener('hashchange', () => {
      const named = imageInFragment(location.hash, slides.length);
      if (named !== null) go(named, false);
    });
  }
}
