/**
 * "Cite or share" on a document page. The page's HTML holds the Bluebook-style citation (readable without
 * JavaScript); this adds the page in view and the day of access to it, the same citation as BibTeX, RIS
 * and CSL-JSON, links to copy (the document, the page in view, the current hit) and the code that embeds
 * the viewer. Everything is made from what the page already says of itself (its citation_* meta, its
 * canonical link): no file is fetched.
 */
import {
  bibtex,
  bluebookCitation,
  citationFields,
  cslJson,
  ris,
  type CitationFields,
  type CitationInput,
} from '../../read-model/citation.js';
import { embedHtml } from '../../read-model/embed.js';

export interface ShareState {
  query: string;
  /** The current hit's number (1-based), or null. */
  hit: () => number | null;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

/** The citation's input, read back from the page's own meta tags and the share block's data. */
function citationInput(box: HTMLElement): CitationInput {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;
  const date = (meta('citation_publication_date') ?? '').replace(/\//g, '-');
  return {
    id: box.dataset.id ?? '',
    title: meta('citation_title') ?? document.title,
    source: meta('citation_author') ?? '',
    source_type: box.dataset.sourceType || null,
    date,
    case_number: box.dataset.caseNumber || null,
    url: canonical,
    file_url: meta('citation_pdf_url') ?? document.querySelector<HTMLAnchorElement>('a[download]')?.href ?? canonical,
    publisher: meta('citation_publisher') ?? '',
    language: meta('citation_language'),
    tags: (meta('citation_keywords') ?? '').split('; ').filter(Boolean),
  };
}

/** The page whose section is at the top of the screen (or the first). */
function pageInView(): number {
  const pages = [...document.querySelectorAll<HTMLElement>('.doc-text .page[id^="page-"]')];
  let current = pages[0];
  for (const p of pages) if (p.getBoundingClientRect().top <= window.innerHeight / 3) current = p;
  return current ? Number(current.id.slice('page-'.length)) : 1;
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const FORMATS = {
  bluebook: {
    label: 'Bluebook',
    file: null,
    text: (f: CitationFields, page: number) => bluebookCitation(f, page, today()),
  },
  bibtex: { label: 'BibTeX', file: 'bib', text: (f: CitationFields) => bibtex(f, today()) },
  ris: { label: 'RIS', file: 'ris', text: (f: CitationFields) => ris(f, today()) },
  csl: {
    label: 'CSL-JSON',
    file: 'json',
    text: (f: CitationFields) => `${JSON.stringify(cslJson(f, today()), null, 2)}\n`,
  },
} as const;
type Format = keyof typeof FORMATS;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function button(label: string, secondary = true): HTMLButtonElement {
  const b = el('button', secondary ? 'secondary' : '', label);
  b.type = 'button';
  return b;
}

async function copy(text: string, button: HTMLButtonElement, done: string): Promise<void> {
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = done;
  } catch {
    button.textContent = 'Select and copy it by hand';
  }
  setTimeout(() => (button.textContent = label), 2500);
}

/** The citation in the format chosen, to copy or download; made again for the page in view. */
function citationControls(fields: CitationFields): { element: HTMLElement; render: () => void } {
  const select = el('select');
  select.id = 'cite-format';
  for (const [value, f] of Object.entries(FORMATS)) select.append(new Option(f.label, value));
  const label = el('label', '', 'Format');
  label.htmlFor = 'cite-format';
  const output = el('pre', 'cite-text');
  output.id = 'cite-text';
  output.tabIndex = 0;
  output.setAttribute('aria-label', 'The citation');
  const copyCitation = button('Copy the citation', false);
  const download = el('a', 'button secondary', 'Download');
  let url: string | null = null;
  const render = () => {
    const format = FORMATS[select.value as Format];
    const text = format.text(fields, pageInView());
    output.textContent = text;
    if (url) URL.revokeObjectURL(url);
    download.hidden = format.file === null;
    if (format.file) {
      url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      download.href = url;
      download.download = `${fields.id || 'citation'}.${format.file}`;
      download.textContent = `Download as .${format.file}`;
    }
  };
  select.addEventListener('change', render);
  copyCitation.addEventListener('click', () => void copy(output.textContent ?? '', copyCitation, 'Copied'));
  const element = el('div', 'cite-formats');
  element.append(el('p'), output, el('p'));
  element.firstElementChild!.append(label, ' ', select);
  element.lastElementChild!.append(copyCitation, ' ', download);
  return { element, render };
}

/** Links to copy (the document, the page in view, the current hit) and the code that embeds the viewer. */
function shareControls(address: string, id: string, title: string, state: ShareState): HTMLElement[] {
  const links = el('p', 'share-links');
  const docLink = button('Copy link to the document');
  docLink.addEventListener('click', () => void copy(address, docLink, 'Link copied'));
  const pageLink = button('Copy link to the page in view');
  pageLink.addEventListener(
    'click',
    () => void copy(`${address}#page-${pageInView()}`, pageLink, `Link to page ${pageInView()} copied`),
  );
  links.append(docLink, ' ', pageLink);
  if (state.query) {
    const hitLink = button('Copy link to this hit');
    hitLink.addEventListener('click', () => {
      const n = state.hit() ?? 1;
      void copy(`${address}?highlight=${encodeURIComponent(state.query)}#hit-${n}`, hitLink, `Link to hit ${n} copied`);
    });
    links.append(' ', hitLink);
  }
  // The embeddable viewer is at the site's root: two folders up from a document's address.
  const code = embedHtml(new URL(`../../embed/?doc=${id}`, address).href, title);
  const embedCode = el('pre', 'cite-text', code);
  embedCode.tabIndex = 0;
  embedCode.setAttribute('aria-label', 'Code to embed the viewer');
  const copyEmbed = button('Copy the code to embed it');
  copyEmbed.addEventListener('click', () => void copy(code, copyEmbed, 'Code copied'));
  const embedLine = el('p');
  embedLine.append(copyEmbed);
  return [el('h3', '', 'Share'), links, el('h3', '', 'Embed'), embedCode, embedLine];
}

/** Builds the controls inside the share block the first time it is opened. */
export function setUpSharing(state: ShareState): void {
  const box = document.querySelector<HTMLDetailsElement>('details.share');
  if (!box) return;
  const build = () => {
    if (box.dataset.built) return;
    box.dataset.built = '1';
    const fields = citationFields(citationInput(box));
    const address = new URL(fields.url, location.href).href.split(/[?#]/)[0]!;
    const citation = citationControls(fields);
    box.querySelector<HTMLElement>('.citation')?.replaceWith(citation.element);
    citation.render();
    box.append(...shareControls(address, fields.id, fields.title, state));
    // The page in view changes what the citation cites: it is made again whenever the block is opened.
    box.addEventListener('toggle', () => box.open && citation.render());
  };
  if (box.open) build();
  box.addEventListener('toggle', () => box.open && build(), { once: true });
}
