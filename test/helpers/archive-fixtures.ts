/**
 * Builds archives in the on-disk record format (DocumentRecord + original + per-page text) for the site's
 * tests and benchmarks: a dozen known documents, or thousands of synthetic ones with realistic text
 * lengths. Originals are real PDFs made with pdf-lib; records (with their whole, typed enrichment), page
 * texts and registries are written by the archive's own writer.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type {
  Classification,
  CrossReference,
  DocumentEnrichment,
  DocumentEntity,
  ImageCategory,
  PiiFinding,
} from '../../actions/lib/archive/enrichment.js';
import type { AnalysisResult, DocumentRecord, PageText } from '../../actions/lib/archive/records.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';
import {
  ARCHIVE_DIR,
  archivedOriginalPath,
  buildRecord,
  documentWrites,
  pageTextName,
  recordPath,
  type FileWrite,
} from '../../actions/lib/archive/layout.js';
import { readRecord } from '../../actions/lib/archive/read.js';
import {
  registryWrite,
  type ImageRegistryEntry,
  type RegistryEntity,
  type TimelineEvent,
} from '../../actions/lib/archive/registries.js';
import { stableJson } from '../../actions/lib/archive/stable-json.js';
import { writeArchiveFiles } from '../../actions/lib/archive/write.js';
import type { CrossReferenceType, EntityType } from '../../actions/lib/core/vocab.js';
import { ENRICHMENT_VERSION } from '../../actions/lib/enrichment/stages/context.js';
import { VERIFICATION_LEVELS } from '../../actions/lib/enrichment/verification.js';
import { seededRandom } from '../../actions/lib/core/seeded-random.js';

/**
 * An accepted analysis of a file that the pipeline never saw, for archiving it with the real storage code
 * (`buildRecord`, `documentWrites`) in benchmarks and tests. The text defaults to the pages joined.
 */
export function acceptedAnalysis(opts: {
  file: AnalysisResult['file'];
  metadata: AnalysisResult['metadata'];
  pages: PageText[];
  text?: string;
  relevanceDetail?: AnalysisResult['relevance_detail'];
}): AnalysisResult {
  return {
    upload_id: uploadIdFor(opts.file.sha256, null),
    status: 'accepted',
    relevance: 0.9,
    threshold: 0.7,
    errors: [],
    warnings: [],
    pages: opts.pages.length,
    ocr_pages: [],
    text: opts.text ?? opts.pages.map((p) => p.text).join('\n'),
    file: opts.file,
    metadata: opts.metadata,
    relevance_detail: opts.relevanceDetail ?? null,
    duplicates: [],
    ocr_confidence: [],
    facts: null,
    page_texts: opts.pages,
  };
}

/**
 * Archives one accepted file under `root` as ingest does, with the real storage code: its record.json
 * (`buildRecord`), its page texts (`documentWrites`) and the original. Returns the record.
 */
export async function archiveDocument(
  root: string,
  opts: {
    file: Omit<AnalysisResult['file'], 'bytes' | 'sha256'>;
    bytes: Uint8Array | string;
    metadata: NonNullable<AnalysisResult['metadata']>;
    pages: PageText[];
    acceptedAt: string;
  },
): Promise<DocumentRecord> {
  const bytes = typeof opts.bytes === 'string' ? new TextEncoder().encode(opts.bytes) : opts.bytes;
  const analysis = acceptedAnalysis({
    file: { ...opts.file, bytes: bytes.length, sha256: sha256(bytes) },
    metadata: opts.metadata,
    pages: opts.pages,
  });
  const record = buildRecord(
    analysis,
    { submitted_via: { kind: 'cli', ref: opts.file.name }, submitted_by: null, commit: null },
    opts.acceptedAt,
  );
  await writeArchiveFiles(root, documentWrites(record, opts.pages));
  await writeFile(join(root, archivedOriginalPath(record)), bytes);
  return record;
}

export interface FixtureEntity {
  name: string;
  type: 'person' | 'location' | 'organization';
  /** The registry's aliases (default: a name of several words has its last word in capitals). */
  aliases?: string[];
}

export interface FixtureDoc {
  title: string;
  date: string;
  source: string;
  category: string | null;
  pages: string[];
  summary?: string | null;
  entities?: FixtureEntity[];
  tags?: string[];
  verification_level?: number;
  source_type?: 'court' | 'government' | 'media';
  case_number?: string;
  /** Indexes into the same fixture list. */
  cross_references?: { to: number; type: CrossReferenceType; score: number }[];
  /**
   * How the enrichment set the category (written as `enrichment.category` for `category`). Without it, the
   * enrichment's category is not the record's own, as when a record's category was changed after
   * enrichment ran: the site then credits no one with it.
   */
  classification?: { source: 'classifier' | 'contributor' | 'maintainer'; confidence: number };
  /** Personal data findings as the enrichment records them (`enrichment.pii`). */
  pii?: PiiFinding[];
  /**
   * The record as the archive's first record format left it, before `record.enrichment` had a type of its
   * own (it was any object, absent until enrichment ran): its enrichment holds the entities and
   * cross-references only. The site reads such a record as written and shows each missing part as not
   * enriched yet.
   */
  first_format_enrichment?: true;
}

/** `record.enrichment` in a record of the archive's first format: whichever parts it had. */
type FirstFormatEnrichment = Pick<DocumentEnrichment, 'entities' | 'cross_references'>;

export interface WriteOptions {
  /** Write entity, timeline and image registries (as enrichment would). */
  registries?: boolean;
  /** `each`: a real PDF per document; `shared`: one PDF's layout reused with the id stamped in (faster at 30,000). */
  pdf?: 'each' | 'shared';
  log?: (line: string) => void;
  /** Numbering of the first document, when an archive is written in several calls. */
  offset?: number;
  /**
   * Turns each document's PDF into the original to archive (given its number across calls): the storage
   * benchmark pads it to a size drawn from the real corpus. The record's sha256 and size follow.
   */
  original?: (pdf: Uint8Array, index: number) => Uint8Array;
}

export interface WrittenArchive {
  /** The `archive/` folder. */
  archiveDir: string;
  ids: string[];
}

const ACCEPTED_AT = '2026-01-15T12:00:00.000Z';

async function makePdf(title: string, pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.setTitle(title.replace(/[^\x20-\x7e]/g, '?'));
  pdf.setCreationDate(new Date(ACCEPTED_AT));
  pdf.setModificationDate(new Date(ACCEPTED_AT));
  pdf.setProducer('dirhub fixtures');
  pdf.setCreator('dirhub fixtures');
  for (const text of pages) {
    const page = pdf.addPage([612, 792]);
    const words = text.replace(/[^\x20-\x7e]/g, ' ').split(/\s+/);
    let line = '';
    let y = 740;
    for (const w of words) {
      if ((line + ' ' + w).length > 90) {
        page.drawText(line, { x: 50, y, size: 10, font });
        y -= 14;
        line = w;
        if (y < 50) break;
      } else line = line ? `${line} ${w}` : w;
    }
    if (line && y >= 50) page.drawText(line, { x: 50, y, size: 10, font });
  }
  return pdf.save({ useObjectStreams: false });
}

function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function recordFor(
  doc: FixtureDoc,
  id: string,
  fileSha: string,
  bytes: number,
  entities: FixtureEntity[],
  xrefs: CrossReference[],
): DocumentRecord {
  const metadata: DocumentRecord['metadata'] = {
    title: doc.title,
    date: doc.date,
    source: doc.source,
    relevance: 'high',
  };
  if (doc.category) metadata.category = doc.category;
  if (doc.source_type) metadata.source_type = doc.source_type;
  if (doc.tags?.length) metadata.tags = doc.tags;
  if (doc.case_number) metadata.case_number = doc.case_number;
  const record: DocumentRecord = {
    record_version: 1,
    document_id: id,
    title: doc.title,
    date: doc.date,
    source: doc.source,
    category: doc.category,
    summary: doc.summary ?? null,
    verification_level: doc.verification_level ?? 1,
    entities: entities.map((e) => e.name),
    tags: doc.tags ?? [],
    metadata,
    file: { name: `${id}.pdf`, path: `${id}.pdf`, media_type: 'application/pdf', sha256: fileSha, bytes },
    pages: doc.pages.length,
    text: {
      pages: doc.pages.map((_, i) => pageTextName(i + 1)),
      ocr_pages: [],
      ocr_confidence: [],
      chars: doc.pages.reduce((n, p) => n + p.length, 0),
    },
    pdf: { info: { Title: doc.title }, xmp: null },
    relevance: { score: 0.9, threshold: 0.7, factors: [], nearest: [] },
    provenance: {
      upload_id: `fixture-${id}`,
      submitted_via: { kind: 'cli', ref: 'fixtures' },
      submitted_by: null,
      commit: null,
      accepted_at: ACCEPTED_AT,
      pipeline_version: '0.1.0',
    },
  };
  if ((entities.length || xrefs.length || doc.classification || doc.pii) && !doc.first_format_enrichment)
    record.enrichment = enrichmentFor(doc, entities, xrefs);
  return record;
}

/** The entities as the enrichment lists them. */
function documentEntities(entities: FixtureEntity[]): DocumentEntity[] {
  return entities.map((e) => ({ name: e.name, type: e.type, count: 2, pages: [1], aliases: [] }));
}

/**
 * A document's files with its record in the archive's first format: the page texts as the writer writes
 * them, and the record with the parts its enrichment held then.
 */
function firstFormatWrites(record: DocumentRecord, pages: PageText[], enrichment: FirstFormatEnrichment): FileWrite[] {
  const path = recordPath(record.document_id);
  return documentWrites(record, pages).map((w) =>
    w.path === path ? { path, content: stableJson({ ...record, enrichment }) } : w,
  );
}

/**
 * The record's enrichment, whole, as the enrichment writes it, with what the fixture says filled in and
 * the rest empty. Without a `classification`, the enrichment's category is not the record's own (as when
 * a maintainer changed a record's category after enrichment ran): the site then credits no one with it.
 */
function enrichmentFor(doc: FixtureDoc, entities: FixtureEntity[], xrefs: CrossReference[]): DocumentEnrichment {
  const typed = documentEntities(entities);
  const level = doc.verification_level ?? 1;
  const category: Classification =
    doc.classification && doc.category
      ? { value: doc.category, ...doc.classification, ranking: [] }
      : { value: doc.category === 'other' ? 'legal' : 'other', confidence: 0.5, source: 'classifier', ranking: [] };
  return {
    version: ENRICHMENT_VERSION,
    input_key: sha256(JSON.stringify([doc.title, doc.pages])),
    extracted_entities: typed,
    entities: typed,
    dates: [],
    document_date: null,
    pii: doc.pii ?? [],
    summary: { text: doc.summary ?? '', sentences: [] },
    category,
    keyphrases: [],
    tags: doc.tags ?? [],
    cross_references: xrefs,
    verification: { level, name: VERIFICATION_LEVELS[level]!.name, checks: [], review: null },
    images: [],
  };
}

/**
 * A document for a test that names only what it is about (its title, its text, and what it checks):
 * the rest is a plain dated, sourced, legal filing at verification level 2.
 */
export function fixtureDoc(d: Partial<FixtureDoc> & Pick<FixtureDoc, 'title' | 'pages'>): FixtureDoc {
  return { date: '2020-01-01', source: 'District Court', category: 'legal', verification_level: 2, ...d };
}

/** Writes documents (and optionally registries) under `root/archive/`. */
export async function writeArchive(
  root: string,
  docs: FixtureDoc[],
  options: WriteOptions = {},
): Promise<WrittenArchive> {
  const archiveDir = join(root, ARCHIVE_DIR);
  const ids: string[] = [];
  const shared = options.pdf === 'shared' ? await makePdf('Shared layout', ['Fixture document.']) : null;
  const files: { bytes: Uint8Array; sha: string; id: string }[] = [];
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    // A shared layout gets a unique trailer comment so each file (and so each id) differs.
    const pdf = shared
      ? Buffer.concat([Buffer.from(shared), Buffer.from(`\n%dirhub-fixture ${(options.offset ?? 0) + i}\n`)])
      : await makePdf(doc.title, doc.pages);
    const bytes = options.original ? options.original(pdf, (options.offset ?? 0) + i) : pdf;
    const sha = sha256(bytes);
    const id = sha.slice(0, 16);
    ids.push(id);
    files.push({ bytes, sha, id });
  }
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    const { bytes, sha, id } = files[i]!;
    const xrefs = (doc.cross_references ?? [])
      .filter((x) => ids[x.to])
      .map((x) => ({ document_id: ids[x.to]!, type: x.type, score: x.score, evidence: [`cites ${ids[x.to]}`] }));
    const entities = doc.entities ?? [];
    const record = recordFor(doc, id, sha, bytes.length, entities, xrefs);
    const pages = doc.pages.map((text, n): PageText => ({ page: n + 1, text, source: 'text-layer' }));
    await writeArchiveFiles(
      root,
      doc.first_format_enrichment
        ? firstFormatWrites(record, pages, { entities: documentEntities(entities), cross_references: xrefs })
        : documentWrites(record, pages),
    );
    await writeFile(join(root, archivedOriginalPath(record)), bytes);
    if (options.log && (i + 1) % 1000 === 0) options.log(`fixtures: ${i + 1}/${docs.length} documents`);
  }
  if (options.registries) await writeRegistries(root, docs, ids);
  return { archiveDir, ids };
}

/** Registries in the enrichment's format, written by the archive's own writer: people, locations, organizations, timeline. */
async function writeRegistries(root: string, docs: FixtureDoc[], ids: string[]): Promise<void> {
  type Entry = RegistryEntity & { together: Map<string, number> };
  const byType: Record<EntityType, Map<string, Entry>> = {
    person: new Map(),
    location: new Map(),
    organization: new Map(),
  };
  const idOf = (e: FixtureEntity) =>
    `${e.type}:${e.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`;
  docs.forEach((d, i) => {
    for (const e of d.entities ?? []) {
      const m = byType[e.type];
      const entry = m.get(e.name) ?? {
        id: idOf(e),
        name: e.name,
        type: e.type,
        aliases: e.aliases ?? (e.name.includes(' ') ? [e.name.split(' ').slice(-1)[0]!.toUpperCase()] : []),
        mention_count: 0,
        documents: [],
        co_occurring: [],
        together: new Map<string, number>(),
      };
      entry.mention_count += 2;
      entry.documents.push({ document_id: ids[i]!, title: d.title, count: 2, pages: [1] });
      for (const o of d.entities ?? [])
        if (o.name !== e.name) entry.together.set(o.name, (entry.together.get(o.name) ?? 0) + 1);
      m.set(e.name, entry);
    }
  });
  const nameToId = new Map(docs.flatMap((d) => (d.entities ?? []).map((e) => [e.name, idOf(e)] as const)));
  const registry = (type: EntityType): RegistryEntity[] =>
    [...byType[type].values()].map(({ together, ...e }) => ({
      ...e,
      co_occurring: [...together].map(([name, weight]) => ({ id: nameToId.get(name)!, name, weight })),
    }));
  const events = docs.flatMap((d, i): TimelineEvent[] => [
    {
      date: d.date,
      precision: 'day',
      kind: 'filed',
      document_id: ids[i]!,
      title: d.title,
      page: 1,
      text: d.date,
      context: `Filed: ${d.title}`,
    },
    ...(d.pages.length > 1
      ? [
          {
            date: d.date.slice(0, 7),
            precision: 'month' as const,
            kind: 'mentioned' as const,
            document_id: ids[i]!,
            title: d.title,
            page: 2,
            text: d.date.slice(0, 7),
            context: `Referred to in ${d.title}`,
          },
        ]
      : []),
  ]);
  await writeArchiveFiles(root, [
    registryWrite('people', registry('person')),
    registryWrite('locations', registry('location')),
    registryWrite('organizations', registry('organization')),
    registryWrite('timeline', events),
  ]);
}

/**
 * Writes a small PNG (a coloured rectangle) per image under `archive/images/`, and the image registry
 * listing them as images extracted from their documents' pages, with `text` as what each image says.
 */
export async function writeImages(
  archiveDir: string,
  images: { document_id: string; page: number; text: string; category: ImageCategory; color: string }[],
): Promise<void> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const root = dirname(archiveDir);
  const entries: ImageRegistryEntry[] = [];
  await mkdir(join(archiveDir, 'images'), { recursive: true });
  for (let i = 0; i < images.length; i++) {
    const img = images[i]!;
    const record = await readRecord(root, img.document_id);
    if (!record) throw new Error(`writeImages: no document ${img.document_id} in ${archiveDir}`);
    const canvas = createCanvas(320, 240);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = img.color;
    ctx.fillRect(0, 0, 320, 240);
    const file = `images/img-${i + 1}.png`;
    await writeFile(join(archiveDir, file), canvas.toBuffer('image/png'));
    const image = `p${img.page}-${entries.filter((e) => e.document_id === img.document_id && e.page === img.page).length + 1}`;
    entries.push({
      key: `${img.document_id}/${image}`,
      document_id: img.document_id,
      title: record.title,
      image,
      page: img.page,
      width: 320,
      height: 240,
      category: img.category,
      dhash: sha256(file).slice(0, 16),
      exif: null,
      ocr_text: img.text,
      path: file,
    });
  }
  await writeArchiveFiles(root, [registryWrite('images', { images: entries, near_duplicates: [] })]);
}

/* ---------- synthetic text with realistic lengths ---------- */

const FUNCTION_WORDS = 'the of and to in a that for on with by as at from this was be is or an which'.split(' ');
const WORDS = (
  'court order motion filed plaintiff defendant counsel hearing evidence record exhibit witness statement agreement payment account ' +
  'transfer bank invoice company board meeting minutes report investigation inquiry agency department memorandum letter request response ' +
  'deadline schedule review decision appeal judgment settlement claim damages contract property lease notice public office officer'
).split(' ');
const SYLLABLES =
  'ba be bi bo da de di do fa fe ka ke ki ko la le li lo ma me mi mo na ne ni no pa pe ra re ri ro sa se si so ta te ti to va ve'.split(
    ' ',
  );

/**
 * The vocabulary by rank, most frequent first: function words, the archive's own terms, then 5,000
 * generated words. Words are drawn with a Zipf-like law (rank r with probability ∝ 1/r), as in real text,
 * so a content word appears in some documents, not all.
 */
const VOCABULARY: string[] = (() => {
  const generated: string[] = [];
  const r = seededRandom(7);
  while (generated.length < 5000) {
    const n = 2 + Math.floor(r() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(r() * SYLLABLES.length)];
    if (!generated.includes(w)) generated.push(w);
  }
  return [...FUNCTION_WORDS, ...WORDS, ...generated];
})();

function zipfWord(r: () => number): string {
  const rank = Math.floor(Math.exp(r() * Math.log(VOCABULARY.length)));
  return VOCABULARY[Math.min(rank, VOCABULARY.length) - 1]!;
}

/** `count` different content words, most frequent first, for benchmarks whose queries must not repeat. */
export function benchWords(count: number): string[] {
  return VOCABULARY.slice(FUNCTION_WORDS.length, FUNCTION_WORDS.length + count);
}

/** Benchmark queries by how many documents they match: a frequent, a middling and a rare word, a name. */
export const BENCH_QUERIES = {
  common: WORDS[0]!,
  typical: [WORDS[20]!, VOCABULARY[200]!, VOCABULARY[1000]!, VOCABULARY[3000]!, 'petrov'],
};
const PEOPLE = [
  'John Smith',
  'Maria Garcia',
  'Wei Chen',
  'Amara Okafor',
  'Lucas Martin',
  'Sofia Rossi',
  'Ivan Petrov',
  'Hana Sato',
  'Omar Haddad',
  'Emma Brown',
  'Noah Wilson',
  'Ava Jones',
];
const PLACES = [
  'Springfield',
  'Riverside',
  'Lakewood',
  'Fairview',
  'Georgetown',
  'Madison',
  'Clinton',
  'Franklin',
  'Salem',
  'Bristol',
];
const ORGS = [
  'Acme Holdings',
  'First National Bank',
  'Department of Justice',
  'City Council',
  'Harbor Trust',
  'Northwind Traders',
];
const CATEGORIES = ['legal', 'financial', 'investigation', 'government', 'correspondence'];
const SOURCES = ['District Court', 'County Clerk', 'State Archives', 'The Daily Ledger', 'Federal Agency'];

/**
 * The query language's forms (docs/search.md) over a generated archive, for benchmarks: `query(n)` is another
 * query of the form for each n, so that no answer is kept from an earlier one. A field is asked with a word
 * beside it, for the same reason (a field alone has only as many queries as the archive has values).
 */
export const QUERY_FORMS: { form: string; query: (n: number) => string }[] = (() => {
  // Content words from the 30th most frequent on: in a fair share of the documents, none of BENCH_QUERIES.
  const word = (n: number) => VOCABULARY[FUNCTION_WORDS.length + 30 + (n % 1000)]!;
  const generated = (n: number) => VOCABULARY[FUNCTION_WORDS.length + WORDS.length + 100 + (n % 2000)]!;
  const quoted = (list: readonly string[], n: number) => `"${list[n % list.length]}"`;
  return [
    { form: 'phrase, common ("the" and a word)', query: (n) => `"the ${word(n)}"` },
    { form: 'phrase, rare (two words, seldom side by side)', query: (n) => `"${word(n)} ${word(n + 1)}"` },
    { form: 'word, excluded word', query: (n) => `${word(n)} -${word(n + 7)}` },
    { form: 'word OR word', query: (n) => `${word(n)} OR ${word(n + 3)}` },
    { form: '(word OR word) NOT word', query: (n) => `(${word(n)} OR ${word(n + 3)}) NOT ${word(n + 5)}` },
    { form: 'prefix*', query: (n) => `${generated(n).slice(0, 4)}*` },
    { form: 'title: and a word', query: (n) => `title:${['bank', 'holdings', 'council', 'trust'][n % 4]} ${word(n)}` },
    { form: 'person: and a word', query: (n) => `person:${quoted(PEOPLE, n)} ${word(n)}` },
    { form: 'place: and a word', query: (n) => `place:${PLACES[n % PLACES.length]} ${word(n)}` },
    { form: 'organization: and a word', query: (n) => `organization:${quoted(ORGS, n)} ${word(n)}` },
    { form: 'category: and a word', query: (n) => `category:${CATEGORIES[n % CATEGORIES.length]} ${word(n)}` },
    { form: 'source: and a word', query: (n) => `source:${quoted(SOURCES, n)} ${word(n)}` },
    { form: 'tag: and a word', query: (n) => `tag:${WORDS[n % WORDS.length]} ${word(n)}` },
    { form: 'verification: and a word', query: (n) => `verification:${1 + (n % 2)} ${word(n)}` },
    { form: 'date: range and a word', query: (n) => `date:${1995 + (n % 25)}..${1997 + (n % 25)} ${word(n)}` },
  ];
})();

function pickOne<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function paragraph(r: () => number, chars: number, names: string[]): string {
  const out: string[] = [];
  let n = 0;
  while (n < chars) {
    const len = 8 + Math.floor(r() * 14);
    const words: string[] = [];
    for (let i = 0; i < len; i++) words.push(r() < 0.03 && names.length ? pickOne(r, names) : zipfWord(r));
    const s = words.join(' ');
    const sentence = s[0]!.toUpperCase() + s.slice(1) + '.';
    out.push(sentence);
    n += sentence.length + 1;
  }
  return out.join(' ');
}

/**
 * One synthetic document. Page counts follow a long tail (most 1–5 pages, some up to 40) at about
 * 1,800 characters a page, like typed filings and letters.
 */
export function syntheticDoc(i: number, seed = 1): FixtureDoc {
  const r = seededRandom(seed * 1_000_003 + i);
  const pageCount = r() < 0.7 ? 1 + Math.floor(r() * 5) : 5 + Math.floor(r() * 36);
  const people = [pickOne(r, PEOPLE), pickOne(r, PEOPLE)];
  const place = pickOne(r, PLACES);
  const org = pickOne(r, ORGS);
  const names = [...new Set([...people, place, org])];
  const year = 1995 + Math.floor(r() * 30);
  const date = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
  const category = pickOne(r, CATEGORIES);
  const pages = Array.from({ length: pageCount }, () => paragraph(r, 1200 + Math.floor(r() * 1200), names));
  return {
    title: `${category[0]!.toUpperCase()}${category.slice(1)} record ${i + 1}: ${people[0]} and ${org}`,
    date,
    source: pickOne(r, SOURCES),
    category,
    pages,
    summary: pages[0]!.split('. ').slice(0, 2).join('. ') + '.',
    entities: [
      ...[...new Set(people)].map((name): FixtureEntity => ({ name, type: 'person' })),
      { name: place, type: 'location' },
      { name: org, type: 'organization' },
    ],
    tags: [category, pickOne(r, WORDS)],
    verification_level: r() < 0.8 ? 1 : 2,
  };
}

/** Writes `count` synthetic documents in chunks so memory stays flat at 30,000. */
export async function writeSyntheticArchive(
  root: string,
  count: number,
  options: WriteOptions = {},
): Promise<WrittenArchive> {
  const CHUNK = 500;
  const ids: string[] = [];
  let archiveDir = join(root, ARCHIVE_DIR);
  for (let start = 0; start < count; start += CHUNK) {
    const docs = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => syntheticDoc(start + k));
    const written = await writeArchive(root, docs, {
      ...options,
      registries: false,
      pdf: options.pdf ?? 'shared',
      log: undefined,
      offset: start,
    });
    ids.push(...written.ids);
    archiveDir = written.archiveDir;
    options.log?.(`fixtures: ${Math.min(count, start + CHUNK)}/${count} documents`);
  }
  return { archiveDir, ids };
}
