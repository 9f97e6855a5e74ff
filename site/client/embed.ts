/**
 * The embeddable viewer (`embed/?doc=ID&page=N`): one document's pages, one at a time, each image with its
 * text, for another site's frame. What it shows comes from the document's API file (its title, pages,
 * text file and where its pages are drawn from), so the site holds this one page for every document.
 */
import { queryMatcher } from '../search-index/excerpt.js';
import { documentPages } from './document-text.js';
import { markHits } from './viewer/hits.js';
import { PdfPages } from './viewer/pdf-pages.js';

interface EmbeddedDocument {
  document_id: string;
  title: string;
  date: string;
  source: string;
  pages: number;
  url: string;
  text_url: string;
  page_viewer: { pdf: string | null; image: { href: string; width: number | null; height: number | null } | null };
}

const base = document.body.dataset.base ?? '/';
const params = new URLSearchParams(location.search);
const id = params.get('doc') ?? '';
const title = document.getElementById('embed-title') as HTMLAnchorElement;
const meta = document.getElementById('embed-meta')!;
const status = document.getElementById('embed-status')!;
const slot = document.getElementById('embed-image')!;
const textEl = document.getElementById('embed-text')!;
const query = params.get('highlight')?.trim() ?? '';

async function open(): Promise<void> {
  if (!/^[0-9a-f]{16}$/.test(id)) throw new Error('no document is named (embed/?doc=ID)');
  const r = await fetch(`${base}api/v1/documents/${id}.json`);
  if (!r.ok) throw new Error(`the document ${id} is not in this archive (HTTP ${r.status})`);
  const doc = (await r.json()).data as EmbeddedDocument;
  title.textContent = doc.title;
  title.href = doc.url;
  meta.textContent = `${doc.date} · ${doc.source}`;
  document.title = `${doc.title} · ${document.title.split(' · ').pop()}`;
  const texts = await documentPages(doc.text_url);
  const pdf = doc.page_viewer.pdf ? new PdfPages(doc.page_viewer.pdf, `${base}assets/`) : null;
  let page = Math.min(Math.max(1, Number(params.get('page')) || 1), doc.pages);
  const show = async (n: number) => {
    page = Math.min(Math.max(1, n), doc.pages);
    status.textContent = `Page ${page} of ${doc.pages}`;
    const url = new URL(location.href);
    url.searchParams.set('page', String(page));
    history.replaceState(null, '', url);
    textEl.textContent = texts[page - 1] ?? '';
    if (query) markHits([{ page, element: textEl }], queryMatcher(query));
    if (doc.page_viewer.image && page === 1) {
      const img = document.createElement('img');
      img.src = doc.page_viewer.image.href;
      img.alt = doc.title;
      slot.replaceChildren(img);
    } else if (pdf) {
      const canvas = document.createElement('canvas');
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Page ${page} of the original`);
      // Fitted inside the slot, whose size the stylesheet set before anything was drawn.
      const { width, height } = slot.getBoundingClientRect();
      await pdf.draw(page, canvas, Math.min(width, height * (await pdf.aspect(page))));
      slot.replaceChildren(canvas);
    } else slot.hidden = true;
    document.body.dataset.embed = `page-${page}`;
  };
  document.querySelector('[data-page="prev"]')!.addEventListener('click', () => void show(page - 1));
  document.querySelector('[data-page="next"]')!.addEventListener('click', () => void show(page + 1));
  await show(page);
}

open().catch((err: Error) => {
  meta.textContent = `This document cannot be shown: ${err.message}.`;
  document.body.dataset.embed = 'failed';
});
