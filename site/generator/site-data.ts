/**
 * Everything the templates read, computed once. It is a class instance on purpose: Eleventy deep-merges
 * plain-object global data into every page's data, which at 30,000 documents would copy the archive
 * tens of thousands of times; an instance is passed by reference.
 */
import { uploadMetadataSchema } from '../../actions/lib/contract/metadata.js';
import {
  ENTITY_ROLES,
  RELEVANCE_LEVELS,
  SOURCE_TYPES,
  type EntityRole,
  type EntityType,
} from '../../actions/lib/core/vocab.js';
import { suggestCorrectionUrl, type CorrectionNote } from '../../actions/lib/archive/corrections.js';
import type { Chart } from './charts.js';
import type { SearchShard, ShardSummary } from '../search-index/shards.js';
import type { SearchEngineName } from '../../actions/lib/core/config.js';
import { APPLE_TOUCH_ICON } from './icons.js';
import { feedOfPage, siteFeeds } from './feeds.js';
import type { PublicDocument, PublicEntity, Publication, ReadModel, TimelineEntry } from '../read-model/model.js';
import {
  codexPages,
  entityIndexPaths,
  ENTITY_INDEX_PAGE_SIZE,
  facets,
  homeFigures,
  pager,
  searchFilterOptions,
  timelineHighlights,
  timelinePages,
  SORT_LABELS,
  CODEX_SORTS,
  sortPath,
  type CodexPage,
  type Facet,
  type HomeFigures,
  type Pager,
  type TimelinePage,
  type TimelinePeriod,
  type TimelineYear,
} from './pages.js';
import { ENTITY_KINDS, paths, withBase, type EntityKind } from '../read-model/urls.js';
import { roleLabel } from '../read-model/roles.js';

export const ENTITY_PAGE_DOCUMENTS = 200;
export const ENTITY_PAGE_EVENTS = 100;

export const KIND_TITLES: Record<EntityKind, { plural: string; singular: string; intro: string }> = {
  characters: { plural: 'Characters', singular: 'Person', intro: 'People named in the documents.' },
  locations: { plural: 'Locations', singular: 'Place', intro: 'Places named in the documents.' },
  organizations: {
    plural: 'Organizations',
    singular: 'Organization',
    intro: 'Courts, agencies, companies and other organizations named in the documents.',
  },
};

export interface EntityPage {
  entity: PublicEntity;
  kindTitle: string;
  documents: PublicDocument[];
  more: number;
  events: TimelineEntry[];
  searchHref: string;
  /** Its roles in words, each with the document that gives it. */
  roles: { label: string; document_title: string; document_url: string | null }[];
  /** GitHub's new-file page prefilled with a correction of this name; null without a repository. */
  suggestCorrectionUrl: string | null;
  /** The corrections it came from, each with its pull request's address when the repository is known. */
  corrections: (CorrectionNote & { pull_request_url: string | null })[];
}

/** A link of an index's role filter: all of a kind, or those with one role. */
export interface RoleFilterLink {
  label: string;
  href: string;
  count: number;
  current: boolean;
}

export interface EntityIndexPage {
  kind: EntityKind;
  title: string;
  intro: string;
  path: string;
  entities: PublicEntity[];
  pager: Pager;
  source: ReadModel['entitySource'][EntityKind];
  /** The role filter (people and organizations): all, then each role some entity has. */
  roleFilter: RoleFilterLink[];
  /** Each listed entity's roles, by slug, as short words ("judge, counsel"). */
  roleWords: Record<string, string>;
}

/** Plural headings of the role filter. */
const ROLE_TITLES: Record<EntityRole, string> = {
  judge: 'Judges',
  party: 'Parties',
  counsel: 'Counsel',
  court: 'Courts',
  agency: 'Agencies',
  witness: 'Witnesses',
};

/**
 * The index pages of one kind: all of its entities, then (for people and organizations) those of each role
 * some entity has, at `characters/role/judge/`, each paged like the whole list.
 */
function entityIndexPages(kind: EntityKind, list: PublicEntity[], model: ReadModel, base: string): EntityIndexPage[] {
  const withRole = (role: EntityRole) => list.filter((e) => e.roles.some((r) => r.role === role));
  const roles = kind === 'locations' ? [] : ENTITY_ROLES.filter((r) => withRole(r).length);
  const filter = (current: EntityRole | null): RoleFilterLink[] =>
    roles.length
      ? [
          {
            label: 'All',
            href: withBase(base, paths.entityIndex(kind)),
            count: list.length,
            current: current === null,
          },
          ...roles.map((r) => ({
            label: ROLE_TITLES[r],
            href: withBase(base, paths.entityRoleIndex(kind, r)),
            count: withRole(r).length,
            current: current === r,
          })),
        ]
      : [];
  const pagesOf = (entities: PublicEntity[], role: EntityRole | null): EntityIndexPage[] => {
    const first = role ? paths.entityRoleIndex(kind, role) : paths.entityIndex(kind);
    const indexPaths = entityIndexPaths(kind, entities.length, first);
    return indexPaths.map((path, i) => {
      const shown = entities.slice(i * ENTITY_INDEX_PAGE_SIZE, (i + 1) * ENTITY_INDEX_PAGE_SIZE);
      return {
        kind,
        title: role ? `${KIND_TITLES[kind].plural}: ${ROLE_TITLES[role].toLowerCase()}` : KIND_TITLES[kind].plural,
        intro: KIND_TITLES[kind].intro,
        path,
        entities: shown,
        pager: pager(base, indexPaths[0]!, i + 1, indexPaths.length),
        source: model.entitySource[kind],
        roleFilter: filter(role),
        roleWords: Object.fromEntries(
          shown.map((e) => [e.slug, [...new Set(e.roles.map((r) => r.role))].sort().join(', ')]),
        ),
      };
    });
  };
  return [...pagesOf(list, null), ...roles.flatMap((r) => pagesOf(withRole(r), r))];
}

export interface NavItem {
  label: string;
  href: string;
  key: string;
}

export interface UploadField {
  name: string;
  label: string;
  required: boolean;
  description: string;
  kind: 'text' | 'date' | 'select' | 'textarea' | 'url' | 'tags' | 'number';
  options: string[];
  maxLength: number | null;
}

function uploadFields(categories: readonly string[]): UploadField[] {
  const props = uploadMetadataSchema.properties as Record<string, { description?: string; maxLength?: number }>;
  const required = new Set<string>(uploadMetadataSchema.required);
  const field = (
    name: string,
    label: string,
    kind: UploadField['kind'],
    options: readonly string[] = [],
  ): UploadField => ({
    name,
    label,
    required: required.has(name),
    description: props[name]?.description ?? '',
    kind,
    options: [...options],
    maxLength: props[name]?.maxLength ?? null,
  });
  return [
    field('title', 'Title', 'text'),
    field('date', 'Document date', 'date'),
    field('source', 'Source', 'text'),
    field('relevance', 'Importance', 'select', RELEVANCE_LEVELS),
    field('category', 'Category', 'select', categories),
    field('source_type', 'Kind of source', 'select', SOURCE_TYPES),
    field('source_url', 'Source address (URL)', 'url'),
    field('case_number', 'Case number', 'text'),
    field('docket_entry', 'Docket entry number', 'number'),
    field('attachment_number', 'Attachment number', 'number'),
    field('language', 'Language code', 'text'),
    field('tags', 'Tags (comma-separated)', 'tags'),
    field('description', 'Description', 'textarea'),
  ];
}

/** `owner/name` when the archive names a GitHub repository its links can point into, else null. */
function githubRepository(repository: string | null): string | null {
  return repository && /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) ? repository : null;
}

const ENTITY_TYPE_OF_KIND: Record<EntityKind, EntityType> = {
  characters: 'person',
  locations: 'location',
  organizations: 'organization',
};

/** Each document's timeline events, by document id, in the timeline's order. */
function eventsByDocument(model: ReadModel): Map<string, TimelineEntry[]> {
  const eventsByDoc = new Map<string, TimelineEntry[]>();
  for (const e of model.timeline) {
    if (!e.document_id) continue;
    const list = eventsByDoc.get(e.document_id) ?? [];
    list.push(e);
    eventsByDoc.set(e.document_id, list);
  }
  return eventsByDoc;
}

/** One entity's page: its newest documents, its earliest events, its roles and how to correct it. */
function entityPage(
  kind: EntityKind,
  entity: PublicEntity,
  model: ReadModel,
  repo: string | null,
  eventsByDoc: Map<string, TimelineEntry[]>,
): EntityPage {
  const base = model.publication.base;
  const docs = entity.document_ids
    .map((id) => model.byId.get(id)!)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const events = docs
    .flatMap((d) => eventsByDoc.get(d.id) ?? [])
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, ENTITY_PAGE_EVENTS);
  return {
    entity,
    kindTitle: KIND_TITLES[kind].singular,
    documents: docs.slice(0, ENTITY_PAGE_DOCUMENTS),
    more: Math.max(0, docs.length - ENTITY_PAGE_DOCUMENTS),
    events,
    searchHref: `${withBase(base, paths.search)}?entity=${encodeURIComponent(entity.name)}`,
    roles: entity.roles.map((r) => {
      const doc = model.byId.get(r.document_id);
      return { label: roleLabel(r), document_title: doc?.title ?? r.document_id, document_url: doc?.url ?? null };
    }),
    suggestCorrectionUrl: repo
      ? suggestCorrectionUrl(repo, 'main', { type: ENTITY_TYPE_OF_KIND[kind], name: entity.name })
      : null,
    corrections: entity.corrections.map((c) => ({
      ...c,
      pull_request_url: repo && c.pull_request ? `https://github.com/${repo}/pull/${c.pull_request}` : null,
    })),
  };
}

/** The index pages and the single pages of every kind of entity, kind by kind. */
function entityPagesOf(model: ReadModel, repo: string | null): { indexes: EntityIndexPage[]; pages: EntityPage[] } {
  const base = model.publication.base;
  const eventsByDoc = eventsByDocument(model);
  const indexes: EntityIndexPage[] = [];
  const pages: EntityPage[] = [];
  for (const kind of ENTITY_KINDS) {
    const list = model.entities[kind];
    indexes.push(...entityIndexPages(kind, list, model, base));
    for (const entity of list) pages.push(entityPage(kind, entity, model, repo, eventsByDoc));
  }
  return { indexes, pages };
}

/** The addresses the templates link to, under the site's base. */
function siteHrefs(base: string): Record<string, string> {
  return {
    home: withBase(base, paths.home),
    search: withBase(base, paths.search),
    codex: withBase(base, paths.codex),
    characters: withBase(base, paths.entityIndex('characters')),
    locations: withBase(base, paths.entityIndex('locations')),
    organizations: withBase(base, paths.entityIndex('organizations')),
    timeline: withBase(base, paths.timeline),
    infographics: withBase(base, paths.infographics),
    slideshows: withBase(base, paths.slideshows),
    upload: withBase(base, paths.upload),
    api: withBase(base, paths.api.documents),
    assets: withBase(base, 'assets/'),
    manifest: withBase(base, 'manifest.webmanifest'),
    appleTouchIcon: withBase(base, `assets/${APPLE_TOUCH_ICON.file}`),
    serviceWorker: withBase(base, 'sw.js'),
  };
}

function navItems(href: Record<string, string>): NavItem[] {
  return [
    { key: 'search', label: 'Search', href: href.search! },
    { key: 'codex', label: 'Codex', href: href.codex! },
    { key: 'characters', label: 'Characters', href: href.characters! },
    { key: 'locations', label: 'Locations', href: href.locations! },
    { key: 'organizations', label: 'Organizations', href: href.organizations! },
    { key: 'timeline', label: 'Timeline', href: href.timeline! },
    { key: 'infographics', label: 'Infographics', href: href.infographics! },
    { key: 'slideshows', label: 'Slideshows', href: href.slideshows! },
    { key: 'upload', label: 'Upload', href: href.upload! },
  ];
}

export class SiteData {
  readonly site: Publication;
  readonly documents: PublicDocument[];
  readonly newest: PublicDocument[];
  readonly figures: HomeFigures;
  readonly codex: CodexPage[];
  readonly codexSorts: { label: string; href: string; key: string }[];
  readonly facets: { category: Facet[]; year: Facet[]; verification: Facet[] };
  readonly timeline: { years: TimelineYear[]; pages: TimelinePage[]; highlights: TimelinePeriod[] };
  readonly entityIndexes: EntityIndexPage[];
  readonly entityPages: EntityPage[];
  readonly topPeople: PublicEntity[];
  readonly topPlaces: PublicEntity[];
  readonly charts: Chart[];
  readonly slideshows: ReadModel['slideshows'];
  readonly imagesWithoutFile: number;
  readonly nav: NavItem[];
  readonly uploadFields: UploadField[];
  readonly uploadUrl: string | null;
  readonly entitySource: ReadModel['entitySource'];
  readonly timelineSource: ReadModel['timelineSource'];
  readonly assetVersion: string;
  readonly href: Record<string, string>;
  readonly searchEngine: SearchEngineName;
  /** Pagefind's shards, newest documents first; the search page reads this as JSON. */
  readonly searchShards: ShardSummary[];
  readonly searchFilters: ReturnType<typeof searchFilterOptions>;
  /** The Atom feed that follows a page (by its address from the site's root), or null for a page that has none. */
  readonly feedOf: (pageUrl: string) => { href: string; title: string; about: string } | null;
  /** GitHub's new-file page prefilled with a correction of a name in this document; null without a repository. */
  readonly suggestCorrectionIn: (documentId: string) => string | null;

  constructor(
    model: ReadModel,
    charts: Chart[],
    categories: readonly string[],
    assetVersion: string,
    searchEngine: SearchEngineName,
    shards: readonly SearchShard[],
    codexPageSize?: number,
  ) {
    const base = model.publication.base;
    this.searchFilters = searchFilterOptions(model);
    this.searchEngine = searchEngine;
    this.searchShards = shards.map((s) => ({
      url: withBase(base, s.dir),
      documents: s.documents.length,
      newestYear: s.newestYear,
      oldestYear: s.oldestYear,
    }));
    this.site = model.publication;
    this.documents = model.documents;
    this.newest = model.documents.slice(0, 8);
    this.figures = homeFigures(model);
    this.codex = codexPages(model, codexPageSize);
    this.codexSorts = CODEX_SORTS.map((s) => ({ key: s, label: SORT_LABELS[s], href: withBase(base, sortPath(s)) }));
    this.facets = {
      category: facets(model, 'category'),
      year: facets(model, 'year'),
      verification: facets(model, 'verification'),
    };
    const timeline = timelinePages(model);
    this.timeline = { ...timeline, highlights: timelineHighlights(model, timeline.pages) };
    this.charts = charts;
    this.slideshows = model.slideshows;
    this.imagesWithoutFile = model.imagesWithoutFile;
    this.entitySource = model.entitySource;
    this.timelineSource = model.timelineSource;
    this.assetVersion = assetVersion;
    this.topPeople = model.entities.characters.slice(0, 10);
    this.topPlaces = model.entities.locations.slice(0, 10);

    const repo = githubRepository(model.publication.repository);
    const entities = entityPagesOf(model, repo);
    this.entityIndexes = entities.indexes;
    this.entityPages = entities.pages;
    this.href = siteHrefs(base);
    this.nav = navItems(this.href);
    const feedOf = feedOfPage(siteFeeds(model));
    this.feedOf = (pageUrl) => {
      const feed = feedOf(pageUrl);
      return feed && { href: withBase(base, feed.path), title: feed.title, about: feed.about };
    };
    this.uploadFields = uploadFields(categories);
    this.uploadUrl = repo ? `https://github.com/${repo}/upload/main/uploads` : null;
    // The template names no one: the reader writes the name as the page shows it, and what it should be.
    this.suggestCorrectionIn = (documentId) =>
      repo
        ? suggestCorrectionUrl(repo, 'main', {
            type: 'person',
            name: 'Name as this page shows it',
            document_id: documentId,
          })
        : null;
  }
}
