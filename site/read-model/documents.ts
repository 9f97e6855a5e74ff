/**
 * One record as the public sees it: a document's summary fields, its category's assignment and the kinds
 * of personal data it holds (never the values), its original's address (a copy in the site, or a link to
 * where the originals are served). Its names and cross-references are linked once every document is read
 * (entities.ts); the text stays on disk and is read when a page or an answer needs it.
 */
import type { EntityRoleFinding } from '../../actions/lib/archive/enrichment.js';
import { statSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import type { PiiKind } from '../../actions/lib/archive/enrichment.js';
import { documentFiles } from '../../actions/lib/archive/read.js';
import { readSourceType } from '../../actions/lib/archive/source-type.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import type { EntityType } from '../../actions/lib/core/vocab.js';
import type { CategoryAssignment, PageViewer, PersonalDataFlag, PublicDocument } from './model.js';
import { paths, withBase } from './urls.js';

/** A string with its surrounding space trimmed, or null when nothing is left. */
export function nonEmpty(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

/** A name of a record, with the roles the enrichment found for it there. */
export type NamedEntity = { name: string; type: EntityType | null; roles?: EntityRoleFinding[] };

/** Names of one record: the enrichment's typed list when there is one, then the record's plain names. */
export function recordEntities(record: DocumentRecord): NamedEntity[] {
  const out: NamedEntity[] = [];
  const seen = new Set<string>();
  const add = (raw: string, type: EntityType | null, roles?: EntityRoleFinding[]) => {
    const name = nonEmpty(raw);
    if (!name || seen.has(name.toLowerCase())) return;
    seen.add(name.toLowerCase());
    out.push({ name, type, ...(roles?.length ? { roles } : {}) });
  };
  for (const e of record.enrichment?.entities ?? []) add(e.name, e.type, e.roles);
  for (const name of record.entities) add(name, null);
  return out;
}

/** Newest first, then by title. */
export function byDateDesc(a: { date: string; title: string }, b: { date: string; title: string }): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.title.localeCompare(b.title);
}

/** The documents a record is linked to, as the enrichment found them (at most three pieces of evidence each). */
export function crossReferences(
  record: DocumentRecord,
): { type: string; document_id: string; score: number; evidence: string[] }[] {
  return (record.enrichment?.cross_references ?? []).map((r) => ({
    type: r.type,
    document_id: r.document_id,
    score: r.score,
    evidence: r.evidence.slice(0, 3),
  }));
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

/**
 * Where the site finds the originals: its own copies (`url` null), or a host that serves them by their
 * repository path, which may or may not let the site's pages read them (`crossOrigin`: it answers with
 * `Access-Control-Allow-Origin`).
 */
export interface OriginalsHost {
  url: string | null;
  crossOrigin: boolean;
}

/** The PDF or image the viewer shows a document's pages from (PageViewer). */
export function pageViewer(file: PublicDocument['file'], host: OriginalsHost, words: string | null): PageViewer {
  if (file.media_type.startsWith('image/'))
    return { pdf: null, image: { href: file.href, width: null, height: null }, words };
  const readable = host.url === null || host.crossOrigin;
  return { pdf: file.media_type === 'application/pdf' && readable ? file.href : null, image: null, words };
}

/** A record as the public sees it, before its names and cross-references are linked. */
export function publicDocument(
  root: string,
  record: DocumentRecord,
  base: string,
  host: OriginalsHost,
): PublicDocument {
  const originalsUrl = host.url;
  const meta = record.metadata;
  const sourceType = readSourceType({ ...meta, source: record.source });
  // Only a plain file name inside the document's own folder is served; anything else is not published.
  const fileName = basename(record.file.path);
  const files = documentFiles(root, record);
  const words = files.words;
  const source = files.original;
  const file: PublicDocument['file'] = {
    name: record.file.name,
    source,
    href: originalsUrl
      ? linkedUrl(originalsUrl, root, source)
      : withBase(base, paths.documentFile(record.document_id, fileName)),
    out: originalsUrl ? null : `documents/${record.document_id}/${fileName}`,
    bytes: record.file.bytes,
    sha256: record.file.sha256,
    media_type: record.file.media_type,
  };
  const copy = files.searchable;
  const copyBytes = statSync(copy, { throwIfNoEntry: false })?.size;
  const searchable: PublicDocument['searchable'] =
    copyBytes === undefined
      ? null
      : {
          source: copy,
          href: originalsUrl
            ? linkedUrl(originalsUrl, root, copy)
            : withBase(base, paths.documentFile(record.document_id, basename(copy))),
          out: originalsUrl ? null : `documents/${record.document_id}/${basename(copy)}`,
          bytes: copyBytes,
        };
  return {
    id: record.document_id,
    title: record.title,
    date: record.date,
    year: /^\d{4}/.test(record.date) ? record.date.slice(0, 4) : 'undated',
    source: nonEmpty(record.source) ?? 'Unknown source',
    source_type: sourceType.type,
    source_type_inferred: sourceType.inferred,
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
    word_files: words,
    text_url: withBase(base, paths.documentText(record.document_id)),
    chars: record.text.chars,
    file,
    searchable,
    accepted_at: record.provenance.accepted_at,
    relevance: record.relevance.score,
    url: withBase(base, paths.document(record.document_id)),
    api_url: withBase(base, paths.api.document(record.document_id)),
    viewer: pageViewer(file, host, words.length ? withBase(base, paths.documentWords(record.document_id)) : null),
  };
}

/** A document's cross-references to the other documents of the archive, with their titles and pages. */
export function linkCrossReferences(
  doc: PublicDocument,
  references: ReturnType<typeof crossReferences>,
  byId: Map<string, PublicDocument>,
): void {
  doc.cross_references = references
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
