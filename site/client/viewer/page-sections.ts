/**
 * The sections of a document's later pages. The HTML holds the sections of its opening's pages only
 * (site/generator/opening-text.ts); those of the later pages would be empty there, waiting for the text
 * file, and written into every document page they cost 99 MB at 30,000 documents (with their links and
 * the hit bar: docs/benchmarks/site.md). They are built here, as the template builds the others, from the text file the viewer
 * reads anyway: each with its heading linked to it and to the page in the PDF, its image's slot when the
 * pages are drawn, and its text; and their links in the page list.
 */

/** What a built section needs from the `.doc-text` section's data attributes. */
export interface PageSectionOptions {
  /** The original PDF, for "in the PDF" links (absent for other files). */
  original: string | undefined;
  /** Whether each page gets a slot for its image (the pages are drawn from the PDF). */
  images: boolean;
}

/** Links a page's heading to the page in the original PDF (`#page=N`, which PDF viewers open at). */
function addInPdfLink(heading: HTMLElement, page: number, original: string): void {
  const inPdf = document.createElement('a');
  inPdf.className = 'meta in-pdf';
  inPdf.href = `${original}#page=${page}`;
  inPdf.textContent = 'in the PDF';
  heading.append(' ', inPdf);
}

/**
 * The "in the PDF" links of the pages the HTML holds: added here, as those of the later pages are, and
 * not written into every page's HTML (without the script, the file section's "View the PDF" remains).
 */
export function addHeldInPdfLinks(container: HTMLElement, original: string): void {
  for (const page of container.querySelectorAll<HTMLElement>(':scope > .page[id^="page-"]')) {
    const heading = page.querySelector<HTMLElement>(':scope > h3');
    if (heading && !heading.querySelector('.in-pdf')) addInPdfLink(heading, Number(page.id.slice(5)), original);
  }
}

function pageSection(page: number, text: string, options: PageSectionOptions): HTMLElement {
  const section = document.createElement('section');
  section.id = `page-${page}`;
  section.className = 'page';
  section.setAttribute('aria-labelledby', `page-${page}-h`);
  const heading = document.createElement('h3');
  heading.id = `page-${page}-h`;
  const self = document.createElement('a');
  self.href = `#page-${page}`;
  self.textContent = `Page ${page}`;
  heading.append(self);
  if (options.original) addInPdfLink(heading, page, options.original);
  section.append(heading);
  if (options.images) {
    const slot = document.createElement('div');
    slot.className = 'page-image';
    slot.dataset.page = String(page);
    section.append(slot);
  }
  if (text) {
    const div = document.createElement('div');
    div.className = 'page-text';
    div.textContent = text;
    section.append(div);
  } else {
    const none = document.createElement('p');
    none.className = 'muted page-text-none';
    none.textContent = 'No text was found on this page.';
    section.append(none);
  }
  return section;
}

/** Adds the sections of the pages after the first `held` (those the HTML holds), and their links. */
export function addPageSections(
  container: HTMLElement,
  pages: readonly string[],
  held: number,
  options: PageSectionOptions,
): void {
  const later = pages.map((text, i) => ({ page: i + 1, text })).slice(held);
  const sections = later.map((p) => pageSection(p.page, p.text, options));
  const last = [...container.querySelectorAll<HTMLElement>(':scope > .page')].pop();
  if (last) last.after(...sections);
  else container.append(...sections);
  container.querySelector('.page-jump ul')?.append(
    ...later.map((p) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = `#page-${p.page}`;
      a.textContent = String(p.page);
      li.append(a);
      return li;
    }),
  );
}
