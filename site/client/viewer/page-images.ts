/**
 * The page images of the document viewer: each page's slot (`.page-image`, sized by the stylesheet before
 * anything is drawn, so nothing moves) gets its page drawn by pdf.js when it comes near the screen, and the
 * hits of that page drawn over it as boxes. A page that cannot be drawn says so in its slot. An uploaded
 * photograph is its page already (`.page-image.photo`): only its hits are drawn over it.
 *
 * Where a hit lies on a page: where OCR read the word, for a scanned page (the site's word boxes,
 * site/read-model/page-words.ts), else where the PDF's own text layer puts it.
 */
import type { Matcher } from '../../search-index/excerpt.js';
import type { WordBox } from '../../read-model/page-words.js';
import { wordSpans } from '../../search-index/terms.js';
import type { Hit } from './hits.js';
import { PdfPages, type PageBox } from './pdf-pages.js';

export interface PageImagesOptions {
  /** The PDF the pages are drawn from; null when the only page is a photograph. */
  pdf: string | null;
  assets: string;
  /** Where OCR read each word of the scanned pages, by page; null when none was. */
  words: Promise<Map<number, WordBox[]> | null> | null;
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
  private readonly pdf: PdfPages | null;
  private readonly drawn = new Map<number, DrawnPage>();
  private current: Hit | null = null;
  /** Resolves once every page that was asked for is drawn (tests and the benchmark wait on it). */
  readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly slots: HTMLElement[],
    private readonly options: PageImagesOptions,
  ) {
    this.pdf = options.pdf ? new PdfPages(options.pdf, options.assets) : null;
    for (const slot of slots.filter((s) => s.classList.contains('photo'))) this.track(this.overlay(slot, slot));
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
    for (const slot of slots) if (!slot.classList.contains('photo')) observer.observe(slot);
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

  /** Where the hits of the slot's page lie on it: OCR's word boxes when the page has them, else the PDF's text. */
  private async boxes(n: number): Promise<PageBox[]> {
    const matches = this.options.matches;
    if (!matches) return [];
    const ocr = (await this.options.words?.catch(() => null))?.get(n);
    if (ocr) return ocrBoxes(ocr, matches);
    return this.pdf ? this.pdf.boxes(n, matches) : [];
  }

  /** Draws the hits of the slot's page over `frame`, the page as it is shown. */
  private async overlay(slot: HTMLElement, frame: HTMLElement): Promise<void> {
    const n = Number(slot.dataset.page);
    const boxes = await this.boxes(n);
    const drawn: DrawnPage = { page: n, boxes: boxes.map((b) => frame.appendChild(hitBox(b))) };
    this.drawn.set(n, drawn);
    this.markCurrent(drawn);
    slot.dataset.state = 'drawn';
    slot.dataset.boxes = String(boxes.length);
  }

  private async drawSlot(slot: HTMLElement): Promise<void> {
    if (slot.dataset.state || !this.pdf) return;
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
      await this.overlay(slot, frame);
    } catch (err) {
      slot.dataset.state = 'failed';
      const p = document.createElement('p');
      p.className = 'page-image-failed';
      p.textContent = `This page's image could not be drawn (${(err as Error).message || 'the file could not be read'}); its text is beside it, and the original file is linked above.`;
      slot.replaceChildren(p);
    }
  }
}

/**
 * The boxes of the words OCR read that `matches` finds, in reading order. A match inside a longer word
 * ("discovery," read as one) is placed by its share of the word's characters.
 */
export function ocrBoxes(words: readonly WordBox[], matches: Matcher): PageBox[] {
  const out: PageBox[] = [];
  for (const w of words)
    for (const span of wordSpans(w.text)) {
      if (!matches(span, w.text)) continue;
      const width = w.right - w.left;
      out.push({
        left: w.left + (width * span.start) / w.text.length,
        right: w.left + (width * span.end) / w.text.length,
        top: w.top,
        bottom: w.bottom,
      });
    }
  return out;
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
