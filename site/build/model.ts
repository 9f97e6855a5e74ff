/**
 * Reads an archive folder into the site's model: one summary per document (text stays on disk and is
 * read when its page renders), the entity registries, the timeline and the images. Enrichment fields
 * and registries may be absent; every page then shows what exists and says what does not yet.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import type { PiiKind } from '../../actions/lib/archive/enrichment.js';
import { arr, isObject, num, pick, readFirstJson, registryItems, str, strings, type JsonObject } from './read-json.js';
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

export interface SiteDocument {
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
  chars: number;
  file: { name: string; source: string; href: string; out: string; bytes: number; sha256: string; media_type: string };
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

export interface SiteEntity {
  kind: EntityKind;
  slug: string;
  name: string;
  description: string | null;
  aliases: string[];
  document_ids: string[];
  connections: EntityConnection[];
  url: string;
}

export interface TimelineEvent {
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

export interface SiteImage {
  id: string;
  source: string;
  out: string;
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
  images: SiteImage[];
}

export interface SiteConfig {
  title: string;
  description: string;
  repository: string | null;
  base: string;
}

export interface SiteModel {
  site: SiteConfig;
  archiveDir: string;
  /** Newest first (date, then title). */
  documents: SiteDocument[];
  byId: Map<string, SiteDocument>;
  entities: Record<EntityKind, SiteEntity[]>;
  /** Whether each kind came from an enrichment registry (true) or from the documents' own entity lists. */
  entitySource: Record<EntityKind, 'registry' | 'documents' | 'none'>;
  timeline: TimelineEvent[];
  timelineSource: 'registry' | 'documents';
  images: SiteImage[];
  /** Images the registry lists without a file to show. */
  imagesWithoutFile: number;
  slideshows: Slideshow[];
  warnings: string[];
}

const RECORD_BATCH = 64;
const EVENT_LABEL_MAX = 240;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
/** Ids become folder and file names in the built site. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `--archive` may name the `archive/` folder or the repository root that holds it. */
export function resolveArchiveDir(dir: string): string {
  const abs = resolve(dir);
  if (!existsSync(join(abs, 'documents')) && existsSync(join(abs, 'archive', 'documents'))) return join(abs, 'archive');
  return abs;
}

/**
 * Most prominent first: named in more documents; on a tie, connected to more other names (a name at the
 * centre of the archive before one at its edge); then the one in the more recent document; the name
 * last, so the order is stable.
 */
export function byProminence(byId: Map<string, SiteDocument>): (a: SiteEntity, b: SiteEntity) => number {
  const latest = (e: SiteEntity) =>
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

async function listRecordDirs(documentsDir: string): Promise<string[]> {
  if (!existsSync(documentsDir)) return [];
  const out: string[] = [];
  for (const shard of (await readdir(documentsDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const shardDir = join(documentsDir, shard);
    for (const doc of (await readdir(shardDir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()) {
      out.push(join(shardDir, doc));
    }
  }
  return out;
}

async function readRecords(archiveDir: string, warnings: string[]): Promise<{ dir: string; record: DocumentRecord }[]> {
  const dirs = await listRecordDirs(join(archiveDir, 'documents'));
  const out: { dir: string; record: DocumentRecord }[] = [];
  for (let i = 0; i < dirs.length; i += RECORD_BATCH) {
    const batch = await Promise.all(
      dirs.slice(i, i + RECORD_BATCH).map(async (dir) => {
        const file = join(dir, 'record.json');
        let raw: string;
        try {
          raw = await readFile(file, 'utf8');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
            warnings.push(`${file}: missing; the folder is skipped.`);
            return null;
          }
          throw err;
        }
        try {
          const record = JSON.parse(raw) as DocumentRecord;
          if (!isObject(record) || typeof record.document_id !== 'string' || typeof record.title !== 'string') {
            warnings.push(`${file}: not a document record (no document_id or title); skipped.`);
            return null;
          }
          if (!SAFE_ID.test(record.document_id)) {
            warnings.push(
              `${file}: document_id ${JSON.stringify(record.document_id)} is not a plain id (letters, digits, - and _); skipped.`,
            );
            return null;
          }
          return { dir, record };
        } catch (err) {
          warnings.push(`${file}: not valid JSON (${(err as Error).message}); skipped.`);
          return null;
        }
      }),
    );
    for (const r of batch) if (r) out.push(r);
  }
  return out;
}

/** Typed entities of one record: the enrichment's typed list when present, else the record's plain names. */
function recordEntities(record: DocumentRecord): { name: string; type: string | null }[] {
  const enrichment = isObject(record.enrichment) ? (record.enrichment as JsonObject) : null;
  const typed = enrichment ? arr(enrichment.entities) : [];
  const out: { name: string; type: string | null }[] = [];
  const seen = new Set<string>();
  const add = (name: string | null, type: string | null) => {
    if (!name) return;
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, type });
  };
  for (const e of typed) {
    if (typeof e === 'string') add(str(e), null);
    else if (isObject(e))
      add(str(pick(e, 'name', 'canonical', 'text', 'label')), str(pick(e, 'type', 'kind', 'entity_type')));
  }
  for (const e of arr(record.entities)) {
    if (typeof e === 'string') add(str(e), null);
    else if (isObject(e)) add(str(pick(e, 'name', 'canonical', 'text')), str(pick(e, 'type', 'kind', 'entity_type')));
  }
  return out;
}

function entityFromItem(item: JsonObject, kind: EntityKind, base: string): SiteEntity | null {
  const name = str(pick(item, 'name', 'canonical', 'canonical_name', 'label', 'id'));
  if (!name) return null;
  const docs = arr(pick(item, 'documents', 'document_ids', 'mentions'))
    .map((d) => (typeof d === 'string' ? d : isObject(d) ? str(pick(d, 'document_id', 'id')) : null))
    .filter((d): d is string => d !== null);
  // `co_occurring` (the enrichment's registries) lists names seen together: the spec's mentioned_with.
  const defaultType = item.co_occurring !== undefined ? 'mentioned_with' : 'connected_to';
  const connections = arr(pick(item, 'connections', 'co_occurring', 'relationships', 'related', 'connected_to'))
    .map((c): EntityConnection | null => {
      if (typeof c === 'string') return { name: c, type: defaultType, weight: null, url: null };
      if (!isObject(c)) return null;
      const other = str(pick(c, 'name', 'target', 'entity', 'to', 'id'));
      if (!other) return null;
      return {
        name: other,
        type: str(pick(c, 'type', 'relationship_type', 'relationship')) ?? defaultType,
        weight: num(pick(c, 'weight', 'count', 'score')),
        url: null,
      };
    })
    .filter((c): c is EntityConnection => c !== null);
  const slug = slugify(str(item.slug) ?? name);
  return {
    kind,
    slug,
    name,
    description: str(pick(item, 'description', 'summary')),
    aliases: strings(item.aliases).filter((a) => a !== name),
    document_ids: [...new Set(docs)],
    connections,
    url: withBase(base, paths.entity(kind, slug)),
  };
}

/** Registry file names per kind: the enrichment writes `registries/people.json` for characters. */
const REGISTRY_NAMES: Record<EntityKind, string[]> = {
  characters: ['people', 'characters'],
  locations: ['locations'],
  organizations: ['organizations'],
};

async function readEntityRegistry(
  archiveDir: string,
  kind: EntityKind,
  base: string,
  warnings: string[],
): Promise<SiteEntity[] | null> {
  const found = await readFirstJson(
    REGISTRY_NAMES[kind].flatMap((n) => [join(archiveDir, 'registries', `${n}.json`), join(archiveDir, `${n}.json`)]),
  );
  if (!found) return null;
  if ('error' in found) {
    warnings.push(`${found.file}: not valid JSON (${found.error}); ${kind} are taken from the documents instead.`);
    return null;
  }
  const entities: SiteEntity[] = [];
  for (const item of registryItems(found.value, kind)) {
    const e = entityFromItem(item, kind, base);
    if (e) entities.push(e);
  }
  return entities;
}

/** Slugs must be unique per kind: a second "J. Smith" becomes `j-smith-2`. */
function dedupeSlugs(entities: SiteEntity[], base: string): void {
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
function entitiesFromDocuments(
  kind: EntityKind,
  docs: { id: string; entities: { name: string; type: string | null }[] }[],
  base: string,
): SiteEntity[] {
  const byName = new Map<string, SiteEntity>();
  const pairs = new Map<string, Map<string, number>>();
  for (const d of docs) {
    const mine = d.entities.filter((e) => e.type && ENTITY_KIND_OF_TYPE[e.type.toLowerCase()] === kind);
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
    const typed = d.entities.filter((e) => e.type && ENTITY_KIND_OF_TYPE[e.type.toLowerCase()]);
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

type RawReference = { type: string; document_id: string; score: number | null; evidence: string[] };

function crossReferences(record: DocumentRecord): RawReference[] {
  const enrichment = isObject(record.enrichment) ? (record.enrichment as JsonObject) : {};
  const raw = pick(enrichment, 'cross_references', 'crossReferences', 'cross_refs', 'references');
  const out: RawReference[] = [];
  for (const r of arr(raw)) {
    if (!isObject(r)) continue;
    const id = str(pick(r, 'document_id', 'target', 'to', 'id'));
    if (!id) continue;
    out.push({
      type: str(pick(r, 'type', 'relationship_type', 'relationship')) ?? 'related',
      document_id: id,
      score: num(pick(r, 'score', 'similarity', 'weight')),
      evidence: strings(r.evidence).slice(0, 3),
    });
  }
  return out;
}

async function readTimeline(
  archiveDir: string,
  byId: Map<string, SiteDocument>,
  warnings: string[],
): Promise<TimelineEvent[] | null> {
  const found = await readFirstJson([
    join(archiveDir, 'registries', 'timeline.json'),
    join(archiveDir, 'timeline.json'),
  ]);
  if (!found) return null;
  if ('error' in found) {
    warnings.push(`${found.file}: not valid JSON (${found.error}); the timeline is built from document dates instead.`);
    return null;
  }
  const events: TimelineEvent[] = [];
  for (const item of registryItems(found.value, 'timeline')) {
    const date = str(pick(item, 'date', 'when', 'start'));
    if (!date || !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(date)) continue;
    const docId = str(pick(item, 'document_id', 'document', 'source_document'));
    const doc = docId ? byId.get(docId) : undefined;
    const page = num(pick(item, 'page', 'source_page'));
    const own = str(pick(item, 'kind')) === 'filed';
    events.push({
      date,
      year: date.slice(0, 4),
      // The enrichment's events carry the sentence around the date (`context`); `title` is the document's.
      // The document's own date has no sentence of its own: the document names it.
      label: clip(
        str(pick(item, 'label', 'description', 'event', 'context')) ??
          (own && doc ? doc.title : null) ??
          str(pick(item, 'text', 'title')) ??
          (doc ? doc.title : date),
        EVENT_LABEL_MAX,
      ),
      own,
      document_id: doc ? doc.id : null,
      document_title: doc ? doc.title : null,
      page,
      url: doc ? (page ? `${doc.url}#page-${page}` : doc.url) : null,
    });
  }
  return events;
}

async function readImages(
  archiveDir: string,
  byId: Map<string, SiteDocument>,
  base: string,
  warnings: string[],
): Promise<{ images: SiteImage[]; withoutFile: number }> {
  const found = await readFirstJson([join(archiveDir, 'registries', 'images.json'), join(archiveDir, 'images.json')]);
  if (!found) return { images: [], withoutFile: 0 };
  if ('error' in found) {
    warnings.push(`${found.file}: not valid JSON (${found.error}); no slideshows are built.`);
    return { images: [], withoutFile: 0 };
  }
  const images: SiteImage[] = [];
  let withoutFile = 0;
  const repoRoot = resolve(archiveDir, '..');
  for (const item of registryItems(found.value, 'images')) {
    const rel = str(pick(item, 'path', 'file', 'src'));
    const docId = str(pick(item, 'document_id', 'document'));
    const doc = docId ? byId.get(docId) : undefined;
    // An uploaded photograph is its document's original file: the registry names it `original`.
    const original = str(item.image) === 'original' && doc ? doc.file.source : null;
    if (!rel && !original) {
      // A scanned page's image is the page itself, read on its document's page: not a picture to show apart.
      if (str(item.category) === 'scan') continue;
      withoutFile++;
      continue;
    }
    const candidates = rel
      ? [join(archiveDir, rel), join(repoRoot, rel), ...(doc ? [join(doc.file.source, '..', rel)] : [])]
      : [original!];
    const source = candidates.find((c) => existsSync(c));
    if (!source) {
      warnings.push(`images: ${rel ?? original} not found in the archive; the image is left out of the slideshows.`);
      continue;
    }
    const id = slugify(str(pick(item, 'id', 'image_id', 'key', 'sha256')) ?? rel ?? source);
    const ext = ((rel ?? source).match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '.img').toLowerCase();
    const out = `${id}${ext}`;
    const categories = strings(item.categories);
    const page = num(item.page);
    images.push({
      id,
      source,
      out,
      url: withBase(base, paths.image(out)),
      width: num(item.width),
      height: num(item.height),
      // An original's OCR text is what its sticker or stamp says, often after noise: its document's title reads better.
      caption:
        str(pick(item, 'caption', 'description', 'title', 'alt')) ??
        (original || !str(item.ocr_text)
          ? doc
            ? `${doc.title}${page ? `, page ${page}` : ''}`
            : 'Image'
          : str(item.ocr_text)!),
      category: str(item.category) ?? categories[0] ?? null,
      document_id: doc ? doc.id : null,
      document_url: doc ? (page ? `${doc.url}#page-${page}` : doc.url) : null,
      page,
    });
  }
  // Named from the repository root: a repository folder called "archive" made the full path read archive/archive/….
  if (withoutFile)
    warnings.push(
      `${relative(repoRoot, found.file)}: ${withoutFile} ${withoutFile === 1 ? 'image has' : 'images have'} no file (no "path") yet; the slideshows show only images with files.`,
    );
  return { images, withoutFile };
}

function slideshowsOf(images: SiteImage[], byId: Map<string, SiteDocument>, base: string): Slideshow[] {
  const groups = new Map<string, { title: string; images: SiteImage[] }>();
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

function enrichmentOf(record: DocumentRecord): JsonObject {
  return isObject(record.enrichment) ? (record.enrichment as JsonObject) : {};
}

/** From `record.enrichment.category` (a Classification); a confidence is shown only for the classifier's own choice. */
export function categoryAssignment(record: DocumentRecord): CategoryAssignment | null {
  const c = enrichmentOf(record).category;
  if (!isObject(c) || str(c.value) === null || str(c.value) !== str(record.category)) return null;
  const source = str(c.source);
  if (source !== 'classifier' && source !== 'contributor' && source !== 'maintainer') return null;
  const p = num(c.confidence);
  const confidence = source === 'classifier' && p !== null && p >= 0 && p <= 1 ? p : null;
  return {
    source,
    confidence,
    note: confidence === null ? ASSIGNED_BY[source] : `${ASSIGNED_BY[source]}, confidence ${confidence.toFixed(2)}`,
  };
}

/** From `record.enrichment.pii` (PiiFinding[]): kinds and pages only; the masked values are never read. */
export function personalDataFlags(record: DocumentRecord): PersonalDataFlag[] {
  const byKind = new Map<string, Set<number>>();
  const counts = new Map<string, number>();
  for (const f of arr(enrichmentOf(record).pii)) {
    if (!isObject(f)) continue;
    const kind = str(f.kind);
    if (!kind) continue;
    const pages = byKind.get(kind) ?? new Set<number>();
    const page = num(f.page);
    if (page !== null && Number.isInteger(page) && page > 0) pages.add(page);
    byKind.set(kind, pages);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...byKind].map(([kind, pages]) => ({
    kind,
    label: PERSONAL_DATA_LABELS[kind as PiiKind] ?? `${kind[0]!.toUpperCase()}${kind.slice(1).replace(/_/g, ' ')}`,
    pages: [...pages].sort((a, b) => a - b),
    count: counts.get(kind)!,
  }));
}

function toSiteDocument(dir: string, record: DocumentRecord, base: string): SiteDocument {
  const meta = isObject(record.metadata) ? record.metadata : ({} as DocumentRecord['metadata']);
  const date = typeof record.date === 'string' ? record.date : '';
  // Only a plain file name inside the document's own folder is served; anything else is not published.
  const fileName = basename(str(record.file?.path) ?? str(record.file?.name) ?? '');
  const textPages = strings(record.text?.pages);
  return {
    id: record.document_id,
    title: record.title,
    date,
    year: /^\d{4}/.test(date) ? date.slice(0, 4) : 'undated',
    source: str(record.source) ?? 'Unknown source',
    source_type: str(meta.source_type),
    category: str(record.category),
    category_assignment: categoryAssignment(record),
    personal_data: personalDataFlags(record),
    verification_level: num(record.verification_level) ?? 1,
    summary: str(record.summary),
    description: str(meta.description),
    case_number: str(meta.case_number),
    source_url: str(meta.source_url),
    language: str(meta.language),
    tags: strings(record.tags),
    entities: [],
    cross_references: [],
    pages: num(record.pages) ?? textPages.length,
    ocr_pages: arr(record.text?.ocr_pages)
      .map(num)
      .filter((n): n is number => n !== null),
    text_files: textPages.map((p) => join(dir, p)),
    chars: num(record.text?.chars) ?? 0,
    file: {
      name: str(record.file?.name) ?? fileName,
      source: join(dir, fileName),
      href: withBase(base, paths.documentFile(record.document_id, fileName)),
      out: `documents/${record.document_id}/${fileName}`,
      bytes: num(record.file?.bytes) ?? 0,
      sha256: str(record.file?.sha256) ?? '',
      media_type: str(record.file?.media_type) ?? 'application/octet-stream',
    },
    accepted_at: str(record.provenance?.accepted_at) ?? '',
    relevance: num(record.relevance?.score),
    url: withBase(base, paths.document(record.document_id)),
    api_url: withBase(base, paths.api.document(record.document_id)),
  };
}

export interface LoadOptions {
  archiveDir: string;
  base: string;
  title?: string;
  description?: string;
  repository?: string | null;
}

export async function loadSiteModel(options: LoadOptions): Promise<SiteModel> {
  const archiveDir = resolveArchiveDir(options.archiveDir);
  const base = options.base;
  const warnings: string[] = [];
  const raw = await readRecords(archiveDir, warnings);

  const documents: SiteDocument[] = [];
  const byId = new Map<string, SiteDocument>();
  const rawEntities = new Map<string, { name: string; type: string | null }[]>();
  const rawRefs = new Map<string, ReturnType<typeof crossReferences>>();
  for (const { dir, record } of raw) {
    if (byId.has(record.document_id)) {
      warnings.push(`${dir}: document ${record.document_id} appears twice; the second copy is skipped.`);
      continue;
    }
    const doc = toSiteDocument(dir, record, base);
    documents.push(doc);
    byId.set(doc.id, doc);
    rawEntities.set(doc.id, recordEntities(record));
    rawRefs.set(doc.id, crossReferences(record));
  }
  documents.sort(byDateDesc);

  const entities = {} as Record<EntityKind, SiteEntity[]>;
  const entitySource = {} as Record<EntityKind, 'registry' | 'documents' | 'none'>;
  const docEntityInput = documents.map((d) => ({ id: d.id, entities: rawEntities.get(d.id) ?? [] }));
  for (const kind of ENTITY_KINDS) {
    const registry = await readEntityRegistry(archiveDir, kind, base, warnings);
    const list = registry ?? entitiesFromDocuments(kind, docEntityInput, base);
    for (const e of list) e.document_ids = e.document_ids.filter((id) => byId.has(id));
    list.sort(byProminence(byId));
    dedupeSlugs(list, base);
    entities[kind] = list;
    entitySource[kind] = registry ? 'registry' : list.length ? 'documents' : 'none';
  }

  // Names and aliases → entity, to link the plain names in records and the connections in registries.
  const lookup = new Map<string, SiteEntity>();
  const typedLookup = new Map<string, SiteEntity>();
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
    doc.entities = (rawEntities.get(doc.id) ?? []).map((e) => {
      const kind = e.type ? (ENTITY_KIND_OF_TYPE[e.type.toLowerCase()] ?? null) : null;
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

  const registryTimeline = await readTimeline(archiveDir, byId, warnings);
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

  const { images, withoutFile } = await readImages(archiveDir, byId, base, warnings);
  return {
    site: {
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
