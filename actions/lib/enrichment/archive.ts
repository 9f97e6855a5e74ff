/**
 * Archive-level enrichment: runs the agents over every accepted document in the spec's order, applies
 * the maintainers' overrides, and derives the registries (people, locations, organizations, timeline,
 * cross-references, relationships). Pure: documents in, updated records and files to write out; the
 * same archive and overrides always give byte-identical files.
 */
import type { DirhubConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import type { DocumentRecord, PageText } from '../archive/records.js';
import type { EntityType } from '../core/vocab.js';
import { documentDir, RECORD_FILE, type FileWrite } from '../archive/layout.js';
import { stableJson } from '../archive/stable-json.js';
import {
  registryWrites,
  type ImageRegistry,
  type RegistryEntity,
  type RelationshipEdge,
  type TimelineEvent,
} from '../archive/registries.js';
import type { EnrichmentAgentName } from './agents.js';
import { chooseCategory, trainClassifier } from './classify.js';
import type {
  Classification,
  CrossReference,
  DocumentEnrichment,
  DocumentEntity,
  FoundDate,
  ImageCategory,
  ImageFacts,
  Keyphrase,
  Overrides,
  PiiFinding,
  SummarySentence,
  Verification,
} from '../archive/enrichment.js';
import { caseNumbersIn, crossReferences, exhibitsIn, normalizeCaseNumber, ownCaseNumbers } from './crossref.js';
import { distinctDates, documentDate, findDates } from './dates.js';
import { extractEntities, knownNamesOf } from './entities.js';
import { entityKey } from './names.js';
import { applyEntityOverrides } from './overrides.js';
import { findPii } from './pii.js';
import { buildRelationships } from './relationships.js';
import { summarize, summaryText } from './summarize.js';
import { keyphrases } from './tags.js';
import { byText, cleanPages, joinLines, splitSentences } from './text.js';
import { imageCategory, nearDuplicateGroups } from './images.js';
import { verificationChecks, verificationLevel } from './verification.js';

export const ENRICHMENT_VERSION = 2;

export interface ArchiveDocument {
  record: DocumentRecord;
  pages: PageText[];
  /** sha256 of the stored original; null when it is missing. */
  stored_sha256: string | null;
  /** Images read from the original when the image agent runs; absent to keep the recorded ones. */
  images?: ImageFacts[];
}

export interface EnrichOptions {
  /** Run one agent; the other parts are kept from the records. */
  only?: EnrichmentAgentName;
  /** Re-run the per-document agents even where their input did not change (after an algorithm change). */
  force?: boolean;
  /** Documents whose per-document agents run; null means all. Archive-wide agents always see all. */
  selected?: ReadonlySet<string> | null;
  /** Told after each document of the analysis stage (the slow one), for progress on stderr. */
  progress?: (stage: string, done: number, total: number) => void;
}

export interface EnrichmentPlan {
  records: DocumentRecord[];
  writes: FileWrite[];
  /** `enriched`: documents whose text the per-document agents (re-)read in this run. */
  stats: {
    documents: number;
    enriched: number;
    entities: Record<EntityType, number>;
    timeline_events: number;
    cross_references: number;
    relationships: number;
  };
}

function slug(key: string): string {
  return key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function entityId(type: EntityType, name: string): string {
  return `${type}:${slug(entityKey(type, name))}`;
}

function fullText(pages: PageText[]): string {
  return pages.map((p) => p.text).join('\n');
}

function previous(record: DocumentRecord): Partial<DocumentEnrichment> {
  const e = record.enrichment as Partial<DocumentEnrichment> | undefined;
  return e && e.version === ENRICHMENT_VERSION ? e : {};
}

/** A record once the agents ran: its enrichment is there. */
type EnrichedRecord = DocumentRecord & { enrichment: DocumentEnrichment };

/** The record's spec fields follow from the enrichment. */
function withSpecFields(record: DocumentRecord, e: DocumentEnrichment): EnrichedRecord {
  return {
    ...record,
    summary: e.summary.text || null,
    category: e.category.value,
    entities: [...new Set(e.entities.map((x) => x.name))].sort(byText),
    tags: e.tags,
    verification_level: e.verification.level,
    enrichment: e,
  };
}

export function planEnrichment(
  docs: ArchiveDocument[],
  config: DirhubConfig,
  overrides: Overrides,
  options: EnrichOptions = {},
): EnrichmentPlan {
  const ordered = [...docs].sort((a, b) => byText(a.record.document_id, b.record.document_id));
  const known = knownNamesOf(config);
  const configKey = JSON.stringify([ENRICHMENT_VERSION, known, config.categories]);
  // The expensive per-document agents re-run only when their input changed (or when asked to), so a
  // full regeneration costs in proportion to what changed since the last one.
  const runs = (agent: EnrichmentAgentName, id: string, has: boolean, fresh: boolean) => {
    if (!has) return true;
    if (options.selected && !options.selected.has(id)) return false;
    if (options.only) return options.only === agent;
    return options.force === true || !fresh;
  };
  /** Whether an archive-wide or cheap agent runs at all under --only. */
  const included = (agent: EnrichmentAgentName) => !options.only || options.only === agent;

  // 1. analysis: entities, dates, personal data.
  const parts = ordered.map((doc, index) => {
    options.progress?.('analysis', index + 1, ordered.length);
    const id = doc.record.document_id;
    const prev = previous(doc.record);
    const input_key = sha256(
      JSON.stringify([configKey, doc.record.title, doc.record.metadata, doc.pages.map((p) => [p.page, p.text])]),
    );
    const fresh = prev.input_key === input_key;
    const analyse = runs(
      'analysis',
      id,
      prev.extracted_entities !== undefined && prev.dates !== undefined && prev.pii !== undefined,
      fresh,
    );
    const extracted = analyse ? extractEntities(doc.pages, known) : prev.extracted_entities!;
    const allDates = analyse ? findDates(doc.pages) : null;
    const dates = allDates ? distinctDates(allDates) : prev.dates!;
    return {
      doc,
      prev,
      input_key,
      fresh,
      analysed: analyse,
      extracted,
      entities: applyEntityOverrides(extracted, overrides, id),
      dates,
      document_date: allDates ? documentDate(allDates) : (prev.document_date ?? null),
      pii: analyse ? findPii(doc.pages) : prev.pii!,
      text: fullText(doc.pages),
    };
  });

  // 2. verification, 3. summarization.
  options.progress?.('verification', 0, 1);
  const verified = parts.map((p) => {
    const id = p.doc.record.document_id;
    const review = overrides.verification[id] ?? null;
    const verification =
      included('verification') || !p.prev.verification
        ? verificationLevel(
            verificationChecks({
              record: p.doc.record,
              stored_sha256: p.doc.stored_sha256,
              text: p.text,
              dates: p.dates,
              entities: p.entities,
            }),
            review,
          )
        : verificationLevel(p.prev.verification.checks, review);
    const summary = runs('summarization', id, p.prev.summary !== undefined, p.fresh)
      ? (() => {
          const sentences = summarize(p.doc.pages);
          return { text: summaryText(sentences), sentences };
        })()
      : p.prev.summary!;
    return { ...p, verification, summary };
  });

  // 4. cross-reference (archive-wide).
  options.progress?.('cross_reference', 0, 1);
  const crossRun = included('cross_reference') || verified.some((p) => p.prev.cross_references === undefined);
  const refs = crossRun
    ? crossReferences(
        verified.map((p) => {
          const own = new Set(ownCaseNumbers(p.doc.pages));
          if (p.doc.record.metadata.case_number) own.add(normalizeCaseNumber(p.doc.record.metadata.case_number));
          return {
            document_id: p.doc.record.document_id,
            title: p.doc.record.title,
            own_numbers: [...own].sort(byText),
            mentioned_numbers: p.doc.pages.flatMap((pg) =>
              caseNumbersIn(pg.text).map((number) => ({ number, page: pg.page })),
            ),
            exhibits: p.doc.pages.flatMap((pg) => exhibitsIn(pg.text).map((label) => ({ label, page: pg.page }))),
            text: p.text,
            entities: p.entities.map((e) => ({ id: entityId(e.type, e.name), name: e.name })),
          };
        }),
      )
    : null;

  // 5. classification: trained on the archive's own labels (maintainer pins and contributor categories).
  options.progress?.('classification', 0, 1);
  const labelled = verified.flatMap((p) => {
    const id = p.doc.record.document_id;
    const label = overrides.categories[id] ?? p.doc.record.metadata.category;
    return label && config.categories.includes(label)
      ? [{ category: label, text: `${p.doc.record.title}\n${p.text.slice(0, 20_000)}` }]
      : [];
  });
  const model = trainClassifier(config.categories, labelled);

  const enrichments = verified.map((p) => {
    const id = p.doc.record.document_id;
    const category =
      included('classification') || !p.prev.category || overrides.categories[id]
        ? chooseCategory(model, `${p.doc.record.title}\n${p.text}`, {
            contributor: p.doc.record.metadata.category ?? null,
            pinned: overrides.categories[id] ?? null,
          })
        : p.prev.category!;
    const phrases = runs('tagging', id, p.prev.keyphrases !== undefined, p.fresh)
      ? keyphrases(p.doc.pages)
      : p.prev.keyphrases!;
    const enrichment: DocumentEnrichment = {
      version: ENRICHMENT_VERSION,
      input_key: p.input_key,
      extracted_entities: p.extracted,
      entities: p.entities,
      dates: p.dates,
      document_date: p.document_date,
      pii: p.pii,
      summary: p.summary,
      category,
      keyphrases: phrases,
      tags: [...new Set([...(p.doc.record.metadata.tags ?? []), ...phrases.map((k) => k.phrase)])],
      cross_references: refs ? (refs.get(id) ?? []) : (p.prev.cross_references ?? []),
      verification: p.verification,
      images: (p.doc.images ?? p.prev.images ?? []).map((img) => ({
        ...img,
        category: imageCategory(img, {
          document_category: category.value,
          page_text: p.doc.pages.find((x) => x.page === img.page)?.text ?? '',
        }),
      })),
    };
    return { ...p, enrichment };
  });

  const records = enrichments.map((p) => withSpecFields(p.doc.record, p.enrichment));
  const enrichedCount = enrichments.filter((p) => p.analysed).length;

  // Registries.
  options.progress?.('registries', 0, 1);
  const sentencesOf = (pages: PageText[]) => cleanPages(pages).flatMap((pg) => splitSentences(joinLines(pg.text)));
  const edges = buildRelationships(
    enrichments.map((p) => ({
      document_id: p.doc.record.document_id,
      entities: p.enrichment.entities.map((e) => ({
        id: entityId(e.type, e.name),
        name: e.name,
        type: e.type,
        forms: [e.name, ...e.aliases],
      })),
      sentences: sentencesOf(p.doc.pages),
    })),
  );
  const registries = entityRegistries(records, edges);
  const timeline = timelineOf(records);
  const crossRefFile = Object.fromEntries(records.map((r) => [r.document_id, r.enrichment.cross_references]));
  const writes: FileWrite[] = [
    ...records.map((r) => ({ path: `${documentDir(r.document_id)}/${RECORD_FILE}`, content: stableJson(r) })),
    ...registryWrites({
      people: registries.person,
      locations: registries.location,
      organizations: registries.organization,
      timeline,
      'cross-references': crossRefFile,
      relationships: edges,
      images: imageRegistry(records, new Map(ordered.map((d) => [d.record.document_id, fullText(d.pages)]))),
    }),
  ];
  return {
    records,
    writes,
    stats: {
      documents: records.length,
      enriched: enrichedCount,
      entities: {
        person: registries.person.length,
        location: registries.location.length,
        organization: registries.organization.length,
      },
      timeline_events: timeline.length,
      cross_references: Object.values(crossRefFile).reduce((n, l) => n + l.length, 0),
      relationships: edges.length,
    },
  };
}

function entityRegistries(records: EnrichedRecord[], edges: RelationshipEdge[]): Record<EntityType, RegistryEntity[]> {
  const byId = new Map<string, RegistryEntity & { names: Map<string, number> }>();
  for (const r of records) {
    for (const e of r.enrichment.entities) {
      const id = entityId(e.type, e.name);
      let entry = byId.get(id);
      if (!entry)
        byId.set(
          id,
          (entry = {
            id,
            name: e.name,
            type: e.type,
            aliases: [],
            mention_count: 0,
            documents: [],
            co_occurring: [],
            names: new Map(),
          }),
        );
      entry.names.set(e.name, (entry.names.get(e.name) ?? 0) + 1);
      entry.aliases.push(...e.aliases);
      entry.mention_count += e.count;
      entry.documents.push({ document_id: r.document_id, title: r.title, count: e.count, pages: e.pages });
    }
  }
  const neighbours = new Map<string, Map<string, number>>();
  for (const e of edges) {
    for (const [a, b] of [
      [e.source, e.target],
      [e.target, e.source],
    ] as const) {
      const m = neighbours.get(a) ?? new Map<string, number>();
      m.set(b, (m.get(b) ?? 0) + e.weight);
      neighbours.set(a, m);
    }
  }
  const out: Record<EntityType, RegistryEntity[]> = { person: [], location: [], organization: [] };
  for (const entry of [...byId.values()].sort((a, b) => byText(a.id, b.id))) {
    const name = [...entry.names].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || byText(a[0], b[0]))[0]![0];
    const co = [...(neighbours.get(entry.id) ?? [])]
      .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
      .slice(0, 15)
      .map(([id, weight]) => ({ id, name: byId.get(id)?.name ?? id, weight }));
    out[entry.type].push({
      id: entry.id,
      name,
      type: entry.type,
      aliases: [...new Set([...entry.aliases, ...entry.names.keys()])].filter((a) => a !== name).sort(byText),
      mention_count: entry.mention_count,
      documents: entry.documents.sort((a, b) => byText(a.document_id, b.document_id)),
      co_occurring: co,
    });
  }
  // Display names of co-occurring entities are settled only now.
  const names = new Map(
    Object.values(out)
      .flat()
      .map((e) => [e.id, e.name]),
  );
  for (const list of Object.values(out))
    for (const e of list) for (const c of e.co_occurring) c.name = names.get(c.id) ?? c.name;
  return out;
}

function imageRegistry(records: EnrichedRecord[], texts: Map<string, string>): ImageRegistry {
  const images: ImageRegistry['images'] = [];
  for (const r of records) {
    const e = r.enrichment;
    for (const img of e.images) {
      images.push({
        key: `${r.document_id}/${img.id}`,
        document_id: r.document_id,
        title: r.title,
        image: img.id,
        page: img.page,
        width: img.width,
        height: img.height,
        category: img.category,
        dhash: img.dhash,
        exif: img.exif,
        ocr_text:
          img.id === 'original'
            ? (texts.get(r.document_id) ?? '').replace(/\s+/g, ' ').trim().slice(0, 500) || null
            : null,
      });
    }
  }
  images.sort((a, b) => byText(a.key, b.key));
  return { images, near_duplicates: nearDuplicateGroups(images) };
}

function timelineOf(records: EnrichedRecord[]): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const r of records) {
    for (const d of r.enrichment.dates) {
      events.push({
        date: d.date,
        precision: d.precision,
        kind: d.kind,
        document_id: r.document_id,
        title: r.title,
        page: d.page,
        text: d.text,
        context: d.context,
      });
    }
  }
  return events.sort(
    (a, b) =>
      byText(a.date, b.date) || byText(a.document_id, b.document_id) || a.page - b.page || byText(a.text, b.text),
  );
}
