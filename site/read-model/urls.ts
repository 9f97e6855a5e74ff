/**
 * Every address the site links to, in one place. Paths here are relative to the site root (no leading
 * slash); `withBase` prefixes them with the path prefix so links work at a domain root and under
 * `https://OWNER.github.io/REPO/` alike.
 */
import { documentTextPath } from '../search-index/format.js';
import type { EntityType } from '../../actions/lib/core/vocab.js';

/** Normalises a path prefix to `/`, `/REPO/` or `/a/b/`: leading and trailing slash, no doubles. */
export function normalizePathPrefix(prefix: string | undefined): string {
  const parts = (prefix ?? '/').split('/').filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

export function withBase(base: string, path: string): string {
  return base + path.replace(/^\/+/, '');
}

/** A URL-safe, readable slug; falls back to a short hash for names with no letters or digits. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  if (slug) return slug;
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return `x${h.toString(36)}`;
}

export const ENTITY_KINDS = ['characters', 'locations', 'organizations'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** The site's page for each entity type: people are the spec's "characters". */
export const ENTITY_KIND_OF_TYPE: Record<EntityType, EntityKind> = {
  person: 'characters',
  location: 'locations',
  organization: 'organizations',
};

export const paths = {
  home: '',
  search: 'search/',
  codex: 'codex/',
  timeline: 'timeline/',
  infographics: 'infographics/',
  slideshows: 'slideshows/',
  upload: 'upload/',
  document: (id: string) => `documents/${id}/`,
  documentFile: (id: string, file: string) => `documents/${id}/${encodeURIComponent(file)}`,
  /** The document's text, stored once: its pages as a JSON array of strings, gzip-compressed. */
  documentText: documentTextPath,
  /** Where OCR read each word of the document's scanned pages (site/read-model/page-words.ts), gzip-compressed. */
  documentWords: (id: string) => `documents/${id}/words.json.gz`,
  /** The document's oEmbed answer (https://oembed.com), found by the discovery link in its page. */
  documentOembed: (id: string) => `documents/${id}/oembed.json`,
  /** The embeddable viewer: one page for every document, `?doc=ID&page=N`. */
  embed: 'embed/',
  /** Atom feeds of new documents: the whole archive, a category, a person, place or organization. */
  feed: (name: string) => `feeds/${name}.atom`,
  entityIndex: (kind: EntityKind) => `${kind}/`,
  entity: (kind: EntityKind, slug: string) => `${kind}/${slug}/`,
  /** The entities of one kind that have a role (`characters/role/judge/`). */
  entityRoleIndex: (kind: EntityKind, role: string) => `${kind}/role/${role}/`,
  timelineYear: (year: string) => `timeline/${year}/`,
  slideshow: (slug: string) => `slideshows/${slug}/`,
  image: (file: string) => `images/${file}`,
  api: {
    documents: 'api/v1/documents.json',
    documentsPage: (page: number) => (page === 1 ? 'api/v1/documents.json' : `api/v1/documents/pages/${page}.json`),
    document: (id: string) => `api/v1/documents/${id}.json`,
    listPage: (name: string, page: number) =>
      page === 1 ? `api/v1/${name}.json` : `api/v1/${name}/pages/${page}.json`,
  },
} as const;

/** The HTML file of a page path: `codex/` → `codex/index.html`. */
export function htmlFile(path: string): string {
  return path.endsWith('.html') ? path : `${path}index.html`;
}
