/** Turns the list of images into a slideshow: buttons and arrow keys; without JavaScript all images show. */
for (const show of Array.from(document.querySelectorAll<HTMLElement>('[data-slideshow]'))) {
  const slides = Array.from(show.querySelectorAll<HTMLElement>('.slide'));
  const controls = show.querySelector<HTMLElement>('.slideshow-controls')!;
  const status = show.querySelector<HTMLElement>('.slide-status')!;
  const help = show.querySelector<HTMLElement>('.slideshow-help');
  let current = 0;
  const go = (i: number) => {
    current = (i + slides.length) % slides.length;
    slides.forEach((s, n) => (s.hidden = n !== current));
    status.textContent = `Image ${current + 1} of ${slides.length}`;
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
    go(0);
  }
}
