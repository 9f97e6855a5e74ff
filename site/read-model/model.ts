/**
 * Reads an archive into the site's model: one summary per document (text stays on disk and is read
 * when its page renders), the entity registries, the timeline and the images. Records and registries
 * are read through the archive's own readers (actions/lib/archive/), typed; enrichment and registries
 * may be absent, and every page then shows what exists and says what does not yet.
 */
import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import type { PiiKind } from '../../actions/lib/archive/enrichment.js';
import { archiveLocation, documentFiles, listRecords, type ArchiveRead } from '../../actions/lib/archive/read.js';
import {
  archivedImagePath,
  ENTITY_REGISTRY,
  readRegistries,
  registryPath,
  type ImageRegistry,
  type RegistryEntity,
  type TimelineEvent,
} from '../../actions/lib/archive/registries.js';
import { warning, type Problem } from '../../actions/lib/core/problem.js';
import { TimeSlices } from '../../actions/lib/core/time-slices.js';
import type { EntityType } from '../../actions/lib/core/vocab.js';
import { ENTITY_KIND_OF_TYPE, ENTITY_KINDS, paths, slugify, withBase, type EntityKind } from './urls.js';

export interface EntityRef {
  name: string;
  kind: EntityKind | null;
  /** Link to the entity's page when it has one. */
  url: string | null;
}

export interface CrossReference {
  type: string;
  document_id: string;
  title: string;
  url: string;
  score: number | null;
  /** What links the two documents (a case number, shared names…), from the enrichment. */
  evidence: string[];
}

/** Who set a document's category, and how sure the classifier was when it chose it. */
export interface CategoryAssignment {
  source: 'classifier' | 'contributor' | 'maintainer';
  /** The classifier's probability (0–1) for its choice; null when a person set the category. */
  confidence: number | null;
  /** For readers, e.g. "chosen automatically, confidence 0.82" or "as given by the contributor". */
  note: string;
}

/** One kind of personal data flagged in a document: where, never what. */
export interface PersonalDataFlag {
  kind: string;
  /** Plural for readers, e.g. "Phone numbers". */
  label: string;
  pages: number[];
  count: number;
}

export interface PublicDocument {
  id: string;
  title: string;
  date: string;
  year: string;
  source: string;
  source_type: string | null;
  category: string | null;
  /** Null before enrichment, or when the record's category is not the one the enrichment recorded. */
  category_assignment: CategoryAssignment | null;
  personal_data: PersonalDataFlag[];
  verification_level: number;
  summary: string | null;
  description: string | null;
  case_number: string | null;
  source_url: string | null;
  language: string | null;
  tags: string[];
  entities: EntityRef[];
  cross_references: CrossReference[];
  pages: number;
  ocr_pages: number[];
  /** Absolute paths of the per-page text files, in page order. */
  text_files: string[];
  /** Site-absolute URL of the text file (`paths.documentText`) that the page, the API and search read. */
  text_url: string;
  chars: number;
  /** `out`: where the site holds its copy; null when the site links to where the originals are served. */
  file: {
    name: string;
    source: string;
    href: string;
    out: string | null;
    bytes: number;
    sha256: string;
    media_type: string;
  };
  accepted_at: string;
  relevance: number | null;
  url: string;
  api_url: string;
}

export interface EntityConnection {
  name: string;
  type: string;
  weight: number | null;
  url: string | null;
}

export interface PublicEntity {
  kind: EntityKind;
  slug: string;
  name: string;
  description: string | null;
  aliases: string[];
  document_ids: string[];
  connections: EntityConnection[];
  url: string;
}

export interface TimelineEntry {
  date: string;
  year: string;
  label: string;
  /** The date the document bears (its filing stamp, "Dated:"), not a date it mentions. */
  own: boolean;
  document_id: string | null;
  document_title: string | null;
  page: number | null;
  url: string | null;
}

export interface PublicImage {
  id: string;
  source: string;
  /** The copy's file name under `images/`; null when the site links to where the originals are served. */
  out: string | null;
  url: string;
  width: number | null;
  height: number | null;
  caption: string;
  category: string | null;
  document_id: string | null;
  document_url: string | null;
  page: number | null;
}

export interface Slideshow {
  slug: string;
  title: string;
  url: string;
  images: PublicImage[];
}

export interface Publication {
  title: string;
  description: string;
  repository: string | null;
  base: string;
}

export interface ReadModel {
  /** How the archive is published: its title, description, repository and path prefix. */
  publication: Publication;
  archiveDir: string;
  /** Newest first (date, then title). */
  documents: PublicDocument[];
  byId: Map<string, PublicDocument>;
  entities: Record<EntityKind, PublicEntity[]>;
  /** Whether each kind came from an enrichment registry (true) or from the documents' own entity lists. */
  entitySource: Record<EntityKind, 'registry' | 'documents' | 'none'>;
  timeline: TimelineEntry[];
  timelineSource: 'registry' | 'documents';
  images: PublicImage[];
  /** Images the registry lists without a file to show. */
  imagesWithoutFile: number;
  slideshows: Slideshow[];
  /** What could not be read, and what the site shows instead. */
  warnings: Problem[];
}

const EVENT_LABEL_MAX = 240;

/** `names` without `name` and without repeats, case aside (the first spelling of each is kept). */
function distinctIgnoringCase(names: string[], name: string): string[] {
  const seen = new Set([name.toLowerCase()]);
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()) !== undefined);
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
/**
 * Most prominent first: named in more documents; on a tie, connected to more other names (a name at the
 * centre of the archive before one at its edge); then the one in the more recent document; the name
 * last, so the order is stable.
 */
export function byProminence(byId: Map<string, PublicDocument>): (a: PublicEntity, b: PublicEntity) => number {
  const latest = (e: PublicEntity) =>
    e.document_ids.reduce((max, id) => {
      const date = byId.get(id)?.date ?? '';
      return date > max ? date : max;
    }, '');
  return (a, b) =>
    b.document_ids.length - a.document_ids.length ||
    b.connections.length - a.connections.length ||
    (latest(a) < latest(b) ? 1 : latest(a) > latest(b) ? -1 : 0) ||
    a.name.localeCompare(b.name);
}

/** A string with its surrounding space trimmed, or null when nothing is left. */
function nonEmpty(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

type NamedEntity = { name: string; type: EntityType | null };

/** Names of one record: the enrichment's typed list when there is one, then the record's plain names. */
function recordEntities(record: DocumentRecord): NamedEntity[] {
  const out: NamedEntity[] = [];
  const seen = new Set<string>();
  const add = (raw: string, type: EntityType | null) => {
    const name = nonEmpty(raw);
    if (!name || seen.has(name.toLowerCase())) return;
    seen.add(name.toLowerCase());
    out.push({ name, type });
  };
  for (const e of record.enrichment?.entities ?? []) add(e.name, e.type);
  for (const name of record.entities) add(name, null);
  return out;
}

/** An entity of a registry; its co-occurring names are the spec's `mentioned_with` connections. */
function entityOfRegistry(entry: RegistryEntity, kind: EntityKind, base: string): PublicEntity | null {
  const name = nonEmpty(entry.name);
  if (!name) return null;
  const slug = slugify(name);
  return {
    kind,
    slug,
    name,
    description: null,
    // The page shows other names, not the same name in capitals ("ESTEBAN LEON" of "Esteban Leon").
    aliases: distinctIgnoringCase(entry.aliases, name),
    document_ids: [...new Set(entry.documents.map((d) => d.document_id))],
    connections: entry.co_occurring.map((c) => ({ name: c.name, type: 'mentioned_with', weight: c.weight, url: null })),
    url: withBase(base, paths.entity(kind, slug)),
  };
}

/** Slugs must be unique per kind: a second "J. Smith" becomes `j-smith-2`. */
function dedupeSlugs(entities: PublicEntity[], base: string): void {
  const used = new Map<string, number>();
  for (const e of entities) {
    const n = (used.get(e.slug) ?? 0) + 1;
    used.set(e.slug, n);
    if (n > 1) {
      e.slug = `${e.slug}-${n}`;
      e.url = withBase(base, paths.entity(e.kind, e.slug));
    }
  }
}

function byDateDesc(a: { date: string; title: string }, b: { date: string; title: string }): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.title.localeCompare(b.title);
}

const TOP_CONNECTIONS = 12;

/** Without a registry: entities and their mentioned_with links come from the documents that name them. */
async function entitiesFromDocuments(
  kind: EntityKind,
  docs: { id: string; entities: NamedEntity[] }[],
  base: string,
  slices: TimeSlices,
): Promise<PublicEntity[]> {
  const byName = new Map<string, PublicEntity>();
  const pairs = new Map<string, Map<string, number>>();
  for (const d of docs) {
    await slices.pass();
    const mine = d.entities.filter((e) => e.type && ENTITY_KIND_OF_TYPE[e.type] === kind);
    for (const e of mine) {
      const key = e.name.toLowerCase();
      let ent = byName.get(key);
      if (!ent) {
        const slug = slugify(e.name);
        ent = {
          kind,
          slug,
          name: e.name,
          description: null,
          aliases: [],
          document_ids: [],
          connections: [],
          url: withBase(base, paths.entity(kind, slug)),
        };
        byName.set(key, ent);
      }
      ent.document_ids.push(d.id);
    }
    const typed = d.entities.filter((e) => e.type !== null);
    for (const e of mine) {
      const counts = pairs.get(e.name.toLowerCase()) ?? new Map<string, number>();
      pairs.set(e.name.toLowerCase(), counts);
      for (const o of typed)
        if (o.name.toLowerCase() !== e.name.toLowerCase()) counts.set(o.name, (counts.get(o.name) ?? 0) + 1);
    }
  }
  for (const [key, ent] of byName) {
    const counts = [...(pairs.get(key) ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    ent.connections = counts
      .slice(0, TOP_CONNECTIONS)
      .map(([name, weight]) => ({ name, type: 'mentioned_with', weight, url: null }));
  }
  return [...byName.values()];
}

/** The documents a record is linked to, as the enrichment found them (at most three pieces of evidence each). */
function crossReferences(
  record: DocumentRecord,
): { type: string; document_id: string; score: number; evidence: string[] }[] {
  return (record.enrichment?.cross_references ?? []).map((r) => ({
    type: r.type,
    document_id: r.document_id,
    score: r.score,
    evidence: r.evidence.slice(0, 3),
  }));
}

/**
 * The timeline registry's events. The label of a mentioned date is the sentence that holds it; the
 * document's own date (`filed`) has no sentence of its own: the document names it.
 */
function timelineOf(events: TimelineEvent[], byId: Map<string, PublicDocument>): TimelineEntry[] {
  return events.map((e) => {
    const doc = byId.get(e.document_id);
    const own = e.kind === 'filed';
    return {
      date: e.date,
      year: e.date.slice(0, 4),
      label: clip(
        nonEmpty(e.context) ??
          (own && doc ? doc.title : null) ??
          nonEmpty(e.text) ??
          nonEmpty(e.title) ??
          doc?.title ??
          e.date,
        EVENT_LABEL_MAX,
      ),
      own,
      document_id: doc ? doc.id : null,
      document_title: doc ? doc.title : null,
      page: e.page,
      url: doc ? `${doc.url}#page-${e.page}` : null,
    };
  });
}

/**
 * The images of the registry that have a file to show: an uploaded image is its document's original; an
 * embedded one shows once its file has been extracted into the archive (`path`). A scanned page's image
 * is the page itself, read on its document's page, and is not counted as missing.
 */
async function imagesOf(
  registry: ImageRegistry,
  root: string,
  byId: Map<string, PublicDocument>,
  base: string,
  warnings: Problem[],
  originalsUrl: string | null,
  slices: TimeSlices,
): Promise<{ images: PublicImage[]; withoutFile: number }> {
  const images: PublicImage[] = [];
  let withoutFile = 0;
  for (const entry of registry.images) {
    await slices.pass();
    const doc = byId.get(entry.document_id);
    const original = entry.image === 'original' && doc ? doc.file.source : null;
    const own = archivedImagePath(entry);
    if (!own && !original) {
      if (entry.category !== 'scan') withoutFile++;
      continue;
    }
    const source = own ? join(root, own) : original!;
    if (!existsSync(source)) {
      warnings.push(
        warning(
          'site.image_missing',
          `images: ${entry.path ?? source} not found in the archive; the image is left out of the slideshows.`,
          `Add the file at ${own ?? source}, or run \`dirhub enrich\` to write the image registry again.`,
        ),
      );
      continue;
    }
    const id = slugify(entry.key);
    const out = `${id}${((entry.path ?? source).match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '.img').toLowerCase()}`;
    const page = entry.page;
    // An original's OCR text is what its sticker or stamp says, often after noise: its document's title reads better.
    const caption = original
      ? (nonEmpty(entry.title) ?? doc?.title ?? 'Image')
      : (nonEmpty(entry.ocr_text) ?? `${nonEmpty(entry.title) ?? doc?.title ?? 'Image'}, page ${page}`);
    images.push({
      id,
      source,
      out: originalsUrl ? null : out,
      url: originalsUrl ? linkedUrl(originalsUrl, root, source) : withBase(base, paths.image(out)),
      width: entry.width,
      height: entry.height,
      caption,
      category: entry.category,
      document_id: doc ? doc.id : null,
      document_url: doc ? `${doc.url}#page-${page}` : null,
      page,
    });
  }
  if (withoutFile)
    warnings.push(
      warning(
        'site.images_without_file',
        `${registryPath('images')}: ${withoutFile} ${withoutFile === 1 ? 'image has' : 'images have'} no file (no "path") yet; the slideshows show only images with files.`,
        'Images embedded in PDFs are shown once their files are extracted into the archive; uploaded images always are.',
      ),
    );
  return { images, withoutFile };
}

function slideshowsOf(images: PublicImage[], byId: Map<string, PublicDocument>, base: string): Slideshow[] {
  const groups = new Map<string, { title: string; images: PublicImage[] }>();
  for (const img of images) {
    const title = img.category
      ? `${img.category[0]!.toUpperCase()}${img.category.slice(1)}`
      : img.document_id
        ? (byId.get(img.document_id)?.title ?? 'Images')
        : 'Images';
    const key = img.category ? `category:${img.category}` : `doc:${img.document_id ?? ''}`;
    const g = groups.get(key) ?? { title, images: [] };
    g.images.push(img);
    groups.set(key, g);
  }
  const used = new Set<string>();
  return [...groups.values()]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((g) => {
      let slug = slugify(g.title);
      for (let n = 2; used.has(slug); n++) slug = `${slugify(g.title)}-${n}`;
      used.add(slug);
      return { slug, title: g.title, url: withBase(base, paths.slideshow(slug)), images: g.images };
    });
}

const PERSONAL_DATA_LABELS: Record<PiiKind, string> = {
  ssn: 'Social security numbers',
  date_of_birth: 'Dates of birth',
  phone: 'Phone numbers',
  email: 'E-mail addresses',
  street_address: 'Street addresses',
  account_number: 'Account numbers',
  card_number: 'Payment card numbers',
};

const ASSIGNED_BY = {
  classifier: 'chosen automatically',
  contributor: 'as given by the contributor',
  maintainer: 'set by a maintainer',
} as const;

/** From `record.enrichment.category`; a confidence is shown only for the classifier's own choice. */
export function categoryAssignment(record: DocumentRecord): CategoryAssignment | null {
  const c = record.enrichment?.category;
  if (!c || nonEmpty(c.value) === null || nonEmpty(c.value) !== nonEmpty(record.category)) return null;
  const confidence = c.source === 'classifier' && c.confidence >= 0 && c.confidence <= 1 ? c.confidence : null;
  return {
    source: c.source,
    confidence,
    note: confidence === null ? ASSIGNED_BY[c.source] : `${ASSIGNED_BY[c.source]}, confidence ${confidence.toFixed(2)}`,
  };
}

/** From `record.enrichment.pii`: kinds and pages only; the masked values are never read. */
export function personalDataFlags(record: DocumentRecord): PersonalDataFlag[] {
  const byKind = new Map<PiiKind, Set<number>>();
  const counts = new Map<PiiKind, number>();
  for (const f of record.enrichment?.pii ?? []) {
    const pages = byKind.get(f.kind) ?? new Set<number>();
    if (Number.isInteger(f.page) && f.page > 0) pages.add(f.page);
    byKind.set(f.kind, pages);
    counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  }
  return [...byKind].map(([kind, pages]) => ({
    kind,
    label: PERSONAL_DATA_LABELS[kind],
    pages: [...pages].sort((a, b) => a - b),
    count: counts.get(kind)!,
  }));
}

/**
 * An original's address where it is served by its repository path (`originalsUrl` + the path, each
 * segment encoded): GitHub's LFS media URL, or a host of the maintainer's choosing.
 */
export function linkedUrl(originalsUrl: string, repositoryRoot: string, file: string): string {
  return originalsUrl + relative(repositoryRoot, file).split(sep).map(encodeURIComponent).join('/');
}

function toPublicDocument(
  root: string,
  record: DocumentRecord,
  base: string,
  originalsUrl: string | null,
): PublicDocument {
  const meta = record.metadata;
  // Only a plain file name inside the document's own folder is served; anything else is not published.
  const fileName = basename(record.file.path);
  const files = documentFiles(root, record);
  const source = files.original;
  return {
    id: record.document_id,
    title: record.title,
    date: record.date,
    year: /^\d{4}/.test(record.date) ? record.date.slice(0, 4) : 'undated',
    source: nonEmpty(record.source) ?? 'Unknown source',
    source_type: meta.source_type ?? null,
    category: nonEmpty(record.category),
    category_assignment: categoryAssignment(record),
    personal_data: personalDataFlags(record),
    verification_level: record.verification_level,
    summary: nonEmpty(record.summary),
    description: nonEmpty(meta.description),
    case_number: nonEmpty(meta.case_number),
    source_url: nonEmpty(meta.source_url),
    language: nonEmpty(meta.language),
    tags: record.tags.map(nonEmpty).filter((t): t is string => t !== null),
    entities: [],
    cross_references: [],
    pages: record.pages,
    ocr_pages: record.text.ocr_pages,
    text_files: files.pages,
    text_url: withBase(base, paths.documentText(record.document_id)),
    chars: record.text.chars,
    file: {
      name: record.file.name,
      source,
      href: originalsUrl
        ? linkedUrl(originalsUrl, root, source)
        : withBase(base, paths.documentFile(record.document_id, fileName)),
      out: originalsUrl ? null : `documents/${record.document_id}/${fileName}`,
      bytes: record.file.bytes,
      sha256: record.file.sha256,
      media_type: record.file.media_type,
    },
    accepted_at: record.provenance.accepted_at,
    relevance: record.relevance.score,
    url: withBase(base, paths.document(record.document_id)),
    api_url: withBase(base, paths.api.document(record.document_id)),
  };
}

export interface ReadModelOptions {
  archiveDir: string;
  base: string;
  title?: string;
  description?: string;
  repository?: string | null;
  /** Link the originals there (by repository path) instead of copying them into the site. */
  originalsUrl?: string | null;
  /** The archive's records, when the caller has them read already (a server following commits). */
  records?: ArchiveRead<DocumentRecord>;
}

/** What the site shows instead of a registry it cannot read. */
const INSTEAD: Record<SiteRegistry, string> = {
  people: 'The characters are taken from the documents instead.',
  locations: 'The locations are taken from the documents instead.',
  organizations: 'The organizations are taken from the documents instead.',
  timeline: 'The timeline is built from document dates instead.',
  images: 'No slideshows are built.',
};
type SiteRegistry = 'people' | 'locations' | 'organizations' | 'timeline' | 'images';
const SITE_REGISTRIES = Object.keys(INSTEAD) as SiteRegistry[];

const REGISTRY_OF_KIND: Record<EntityKind, (typeof ENTITY_REGISTRY)[EntityType]> = {
  characters: ENTITY_REGISTRY.person,
  locations: ENTITY_REGISTRY.location,
  organizations: ENTITY_REGISTRY.organization,
};

export async function loadReadModel(options: ReadModelOptions): Promise<ReadModel> {
  const { root, archiveDir } = archiveLocation(options.archiveDir);
  const base = options.base;
  const originalsUrl = options.originalsUrl ?? null;
  const records = options.records ?? (await listRecords(root));
  const warnings: Problem[] = [...records.problems];
  // A server builds the model again on each commit while it answers: it must not hold its event loop.
  const slices = new TimeSlices();

  const documents: PublicDocument[] = [];
  const byId = new Map<string, PublicDocument>();
  const rawEntities = new Map<string, NamedEntity[]>();
  const rawRefs = new Map<string, ReturnType<typeof crossReferences>>();
  for (const record of records.items) {
    await slices.pass();
    const doc = toPublicDocument(root, record, base, originalsUrl);
    documents.push(doc);
    byId.set(doc.id, doc);
    rawEntities.set(doc.id, recordEntities(record));
    rawRefs.set(doc.id, crossReferences(record));
  }
  documents.sort(byDateDesc);

  const { registries, refused } = await readRegistries(root, SITE_REGISTRIES);
  for (const name of SITE_REGISTRIES) {
    const p = refused[name];
    if (p) warnings.push({ ...p, message: `${p.message} ${INSTEAD[name]}` });
  }

  const entities = {} as Record<EntityKind, PublicEntity[]>;
  const entitySource = {} as Record<EntityKind, 'registry' | 'documents' | 'none'>;
  const docEntityInput = documents.map((d) => ({ id: d.id, entities: rawEntities.get(d.id) ?? [] }));
  for (const kind of ENTITY_KINDS) {
    const registry = registries[REGISTRY_OF_KIND[kind]];
    const list = registry
      ? registry.map((e) => entityOfRegistry(e, kind, base)).filter((e): e is PublicEntity => e !== null)
      : await entitiesFromDocuments(kind, docEntityInput, base, slices);
    for (const e of list) e.document_ids = e.document_ids.filter((id) => byId.has(id));
    list.sort(byProminence(byId));
    dedupeSlugs(list, base);
    entities[kind] = list;
    entitySource[kind] = registry ? 'registry' : list.length ? 'documents' : 'none';
  }

  // Names and aliases → entity, to link the plain names in records and the connections in registries.
  const lookup = new Map<string, PublicEntity>();
  const typedLookup = new Map<string, PublicEntity>();
  for (const kind of ENTITY_KINDS) {
    for (const e of entities[kind]) {
      for (const n of [e.name, ...e.aliases]) {
        const key = n.toLowerCase();
        if (!lookup.has(key)) lookup.set(key, e);
        if (!typedLookup.has(`${kind}:${key}`)) typedLookup.set(`${kind}:${key}`, e);
      }
    }
  }
  for (const kind of ENTITY_KINDS) {
    for (const e of entities[kind]) {
      for (const c of e.connections) {
        const target = lookup.get(c.name.toLowerCase());
        if (target && target !== e) c.url = target.url;
      }
    }
  }
  for (const doc of documents) {
    await slices.pass();
    doc.entities = (rawEntities.get(doc.id) ?? []).map((e) => {
      const kind = e.type ? ENTITY_KIND_OF_TYPE[e.type] : null;
      const target = kind ? typedLookup.get(`${kind}:${e.name.toLowerCase()}`) : lookup.get(e.name.toLowerCase());
      return { name: e.name, kind: target?.kind ?? kind, url: target?.url ?? null };
    });
    doc.cross_references = (rawRefs.get(doc.id) ?? [])
      .filter((r) => r.document_id !== doc.id && byId.has(r.document_id))
      .map((r) => {
        const other = byId.get(r.document_id)!;
        return {
          type: r.type,
          document_id: other.id,
          title: other.title,
          url: other.url,
          score: r.score,
          evidence: r.evidence,
        };
      });
  }
  // A registry may list documents for an entity that the record itself does not name; show both ways.
  for (const kind of ENTITY_KINDS) {
    for (const e of entities[kind]) {
      for (const id of e.document_ids) {
        await slices.pass();
        const doc = byId.get(id)!;
        if (!doc.entities.some((r) => r.url === e.url)) {
          const same = doc.entities.find((r) => r.url === null && r.name.toLowerCase() === e.name.toLowerCase());
          if (same) {
            same.kind = kind;
            same.url = e.url;
          } else doc.entities.push({ name: e.name, kind, url: e.url });
        }
      }
    }
  }

  const registryTimeline = registries.timeline ? timelineOf(registries.timeline, byId) : null;
  const timeline =
    registryTimeline ??
    documents
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date))
      .map((d) => ({
        date: d.date,
        year: d.year,
        label: d.title,
        own: true,
        document_id: d.id,
        document_title: d.title,
        page: null,
        url: d.url,
      }));
  timeline.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.label.localeCompare(b.label)));

  const { images, withoutFile } = registries.images
    ? await imagesOf(registries.images, root, byId, base, warnings, originalsUrl, slices)
    : { images: [], withoutFile: 0 };
  return {
    publication: {
      title: options.title ?? 'Document archive',
      description: options.description ?? '',
      repository: options.repository ?? null,
      base,
    },
    archiveDir,
    documents,
    byId,
    entities,
    entitySource,
    timeline,
    timelineSource: registryTimeline ? 'registry' : 'documents',
    images,
    imagesWithoutFile: withoutFile,
    slideshows: slideshowsOf(images, byId, base),
    warnings,
  };
}
