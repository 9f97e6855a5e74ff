/**
 * What a document page says about itself to other programs: its canonical address, the Open Graph tags of
 * link previews, the citation_* tags Google Scholar and Zotero read (Highwire Press tags), the discovery
 * link of its oEmbed file, and the fields its citations are made from (citation.ts). Pure: the values are
 * tested as written.
 */
import { bluebookCitation, citationFields, type CitationInput } from '../read-model/citation.js';
import type { PublicDocument, Publication } from '../read-model/model.js';
import { paths, withBase } from '../read-model/urls.js';
import { APP_ICONS } from './icons.js';
import { EMBED_SIZE, embedHtml } from '../read-model/embed.js';

export interface MetaTag {
  /** `property` for Open Graph, `name` for the others. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface DocumentHead {
  /** Absolute when the site's address is known, else from the site's root. */
  canonical: string;
  /** The document's oEmbed file (`documents/ID/oembed.json`). */
  oembed: string;
  /** The embeddable viewer of the document. */
  embed: string;
  meta: MetaTag[];
  citation: CitationInput;
  /** The Bluebook-style citation without a page or a day of access (the page's script adds both). */
  bluebook: string;
}

/** `href` (an address from the site's root, or already absolute) as an absolute address when the site's is known. */
export function absoluteUrl(publication: Publication, href: string): string {
  if (/^https?:\/\//.test(href)) return href;
  if (!publication.url || !href.startsWith(publication.base)) return href;
  return publication.url + href.slice(publication.base.length);
}

/** `YYYY-MM-DD` as Highwire's `YYYY/MM/DD` (a month or year alone as it is). */
function highwireDate(date: string): string {
  return date.replace(/-/g, '/');
}

export function documentHead(doc: PublicDocument, publication: Publication): DocumentHead {
  const canonical = absoluteUrl(publication, doc.url);
  const fileUrl = absoluteUrl(publication, doc.file.href);
  const description = doc.summary ?? doc.description ?? `Document from ${doc.source}, ${doc.date}`;
  const icon = APP_ICONS.find((i) => i.purpose === 'any' && i.size === 512);
  const image = doc.viewer.image
    ? absoluteUrl(publication, doc.viewer.image.href)
    : icon
      ? absoluteUrl(publication, withBase(publication.base, `assets/${icon.file}`))
      : null;
  const absolute = (u: string | null): u is string => u !== null && /^https?:\/\//.test(u);
  const meta: MetaTag[] = [
    { attribute: 'property', key: 'og:type', content: 'article' },
    { attribute: 'property', key: 'og:site_name', content: publication.title },
    { attribute: 'property', key: 'og:title', content: doc.title },
    { attribute: 'property', key: 'og:description', content: description },
    ...(absolute(canonical) ? [{ attribute: 'property' as const, key: 'og:url', content: canonical }] : []),
    ...(absolute(image) ? [{ attribute: 'property' as const, key: 'og:image', content: image }] : []),
    { attribute: 'name', key: 'twitter:card', content: 'summary' },
    { attribute: 'name', key: 'citation_title', content: doc.title },
    { attribute: 'name', key: 'citation_author', content: doc.source },
    { attribute: 'name', key: 'citation_publication_date', content: highwireDate(doc.date) },
    { attribute: 'name', key: 'citation_publisher', content: publication.title },
    { attribute: 'name', key: 'citation_abstract_html_url', content: canonical },
    ...(doc.file.media_type === 'application/pdf'
      ? [{ attribute: 'name' as const, key: 'citation_pdf_url', content: fileUrl }]
      : []),
    ...(doc.language ? [{ attribute: 'name' as const, key: 'citation_language', content: doc.language }] : []),
    ...(doc.tags.length
      ? [{ attribute: 'name' as const, key: 'citation_keywords', content: doc.tags.join('; ') }]
      : []),
  ];
  const citation: CitationInput = {
    id: doc.id,
    title: doc.title,
    source: doc.source,
    source_type: doc.source_type,
    date: doc.date,
    case_number: doc.case_number,
    url: canonical,
    file_url: fileUrl,
    publisher: publication.title,
    language: doc.language,
    tags: doc.tags,
  };
  const embed = absoluteUrl(publication, `${withBase(publication.base, paths.embed)}?doc=${doc.id}`);
  return {
    canonical,
    oembed: absoluteUrl(publication, withBase(publication.base, paths.documentOembed(doc.id))),
    embed,
    meta,
    citation,
    bluebook: bluebookCitation(citationFields(citation)),
  };
}

/**
 * The document's oEmbed answer (https://oembed.com, a "rich" type: the embeddable viewer in a frame), as
 * a static file; its page's discovery link names it, so a newsroom's editor pastes the page's address
 * and gets the viewer.
 */
export function oembedJson(doc: PublicDocument, publication: Publication) {
  const head = documentHead(doc, publication);
  return {
    version: '1.0',
    type: 'rich',
    title: doc.title,
    author_name: doc.source,
    provider_name: publication.title,
    provider_url: publication.url ?? publication.base,
    html: embedHtml(head.embed, doc.title),
    width: EMBED_SIZE.width,
    height: EMBED_SIZE.height,
  };
}
