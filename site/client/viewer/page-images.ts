/**
 * The page images of the document viewer: each page's slot (`.page-image`, sized by the stylesheet before
 * anything is drawn, so nothing moves) gets its page drawn by pdf.js when it comes near the screen, and the
 * hits of that page drawn over it as boxes. A page that cannot be drawn says so in its slot.
 */
import type { Matcher } from '../../search-index/excerpt.js';
import type { Hit } from './hits.js';
import { PdfPages, type PageBox } from './pdf-pages.js';

export interface PageImagesOptions {
  pdf: string;
  assets: string;
  /** The query's matcher, when the page was reached from a search. */
  matches: Matcher | null;
  /** The hits of each page in the text, so that the current one is the current box too. */
  hits: Map<number, Hit[]>;
}

/** The boxes drawn over one page: the n-th box is the n-th hit of the page's text when their counts agree. */
export interface DrawnPage {
  page: number;
  boxes: HTMLElement[];
}

export class PageImages {
  private readonly pdf: PdfPages;
  private readonly drawn = new Map<number, DrawnPage>();
  private current: Hit | null = null;
  /** Resolves once every page that was asked for is drawn (tests and the benchmark wait on it). */
  readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly slots: HTMLElement[],
    private readonly options: PageImagesOptions,
  ) {
    this.pdf = new PdfPages(options.pdf, options.assets);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          observer.unobserve(e.target);
          this.track(this.drawSlot(e.target as HTMLElement));
        }
      },
      { rootMargin: '100% 0px' },
    );
    for (const slot of slots) observer.observe(slot);
  }

  private track(p: Promise<void>): void {
    this.pending.add(p);
    void p.finally(() => {
      this.pending.delete(p);
      if (!this.pending.size) document.body.dataset.pagesDrawn = String(this.drawn.size);
    });
  }

  /** Draws page `n` now (a hit or a link leads there), if it is not drawn already. */
  show(n: number): Promise<void> {
    const slot = this.slots.find((s) => Number(s.dataset.page) === n);
    if (!slot || slot.dataset.state) return Promise.resolve();
    const p = this.drawSlot(slot);
    this.track(p);
    return p;
  }

  /** Marks the box of `hit` as the current one (and no other). */
  setCurrent(hit: Hit | null): void {
    this.current = hit;
    for (const d of this.drawn.values()) this.markCurrent(d);
  }

  private markCurrent(d: DrawnPage): void {
    const hits = this.options.hits.get(d.page) ?? [];
    const matched = hits.length === d.boxes.length;
    d.boxes.forEach((box, i) => box.classList.toggle('current', matched && hits[i] === this.current));
  }

  private async drawSlot(slot: HTMLElement): Promise<void> {
    if (slot.dataset.state) return;
    slot.dataset.state = 'drawing';
    const n = Number(slot.dataset.page);
    const label = slot.dataset.label ?? `Page ${n} of the original`;
    try {
      const frame = document.createElement('div');
      frame.className = 'page-frame';
      const canvas = document.createElement('canvas');
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label);
      frame.append(canvas);
      const aspect = await this.pdf.aspect(n);
      // The page is fitted inside its slot, whose size was set before it was drawn.
      const box = slot.getBoundingClientRect();
      const width = Math.min(box.width, box.height * aspect);
      frame.style.width = `${width}px`;
      frame.style.height = `${width / aspect}px`;
      await this.pdf.draw(n, canvas, width);
      slot.replaceChildren(frame);
      const boxes = this.options.matches ? await this.pdf.boxes(n, this.options.matches) : [];
      const drawn: DrawnPage = { page: n, boxes: boxes.map((b) => frame.appendChild(hitBox(b))) };
      this.drawn.set(n, drawn);
      this.markCurrent(drawn);
      slot.dataset.state = 'drawn';
      slot.dataset.boxes = String(boxes.length);
    } catch (err) {
      slot.dataset.state = 'failed';
      const p = document.createElement('p');
      p.className = 'page-image-failed';
      p.textContent = `This page's image could not be drawn (${(err as Error).message || 'the file could not be read'}); its text is beside it, and the original file is linked above.`;
      slot.replaceChildren(p);
    }
  }
}

function hitBox(b: PageBox): HTMLElement {
  const el = document.createElement('span');
  el.className = 'hit-box';
  el.setAttribute('aria-hidden', 'true');
  el.style.left = `${(b.left * 100).toFixed(3)}%`;
  el.style.top = `${(b.top * 100).toFixed(3)}%`;
  el.style.width = `${((b.right - b.left) * 100).toFixed(3)}%`;
  el.style.height = `${((b.bottom - b.top) * 100).toFixed(3)}%`;
  return el;
}
