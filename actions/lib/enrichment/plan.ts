/**
 * Enrichment of the whole archive as a plan: the agents run over every accepted document in named
 * stages, each a pure function of what the stages before it made, and the plan is their output as data
 * (the enriched records and the registries), which `enrichmentWrites` turns into files. The same
 * archive and overrides always give the same plan, and byte-identical files.
 *
 *   findings          per document: entities, dates, personal data, verification, summary, keyphrases
 *   cross_references  across documents: cites, cited_by, related, similar
 *   classification    a category per document, by a classifier trained on the archive's own labels
 *   records           each record's enrichment and the spec fields that follow from it
 *   registries        people, locations, organizations, and the relationships between them
 *   timeline          every dated mention, in date order
 *   images            every image with its category, and the near-duplicate groups
 */
import type { DirhubConfig } from '../core/config.js';
import type { EntityType } from '../core/vocab.js';
import type { Overrides } from '../archive/enrichment.js';
import { recordPath, type FileWrite } from '../archive/layout.js';
import type { EnrichedRecord } from '../archive/records.js';
import { registryWrites, type Registries } from '../archive/registries.js';
import { stableJson } from '../archive/stable-json.js';
import { classificationStage } from './stages/classification.js';
import { stageContext, type ArchiveDocument, type EnrichOptions } from './stages/context.js';
import { crossReferenceRegistry, crossReferenceStage } from './stages/cross-references.js';
import { documentFindings } from './stages/findings.js';
import { imageRegistryStage } from './stages/image-registry.js';
import { enrichedRecords } from './stages/records.js';
import { entityRegistriesStage } from './stages/registries.js';
import { timelineStage } from './stages/timeline.js';

export const ENRICHMENT_STAGES = [
  'findings',
  'cross_references',
  'classification',
  'records',
  'registries',
  'timeline',
  'images',
] as const;
export type EnrichmentStage = (typeof ENRICHMENT_STAGES)[number];

export interface EnrichmentPlan {
  /** Every record with its enrichment, in document id order. */
  records: EnrichedRecord[];
  registries: Registries;
  /**
   * `enriched`: documents whose text findings are new in this run: read by the per-document agents, or
   * taken over from what the analysis of their upload found; `from_analysis`: of those, the ones taken
   * over (their text not read again).
   */
  stats: {
    documents: number;
    enriched: number;
    from_analysis: number;
    entities: Record<EntityType, number>;
    timeline_events: number;
    cross_references: number;
    relationships: number;
  };
}

export function planEnrichment(
  docs: ArchiveDocument[],
  config: DirhubConfig,
  overrides: Overrides,
  options: EnrichOptions = {},
): EnrichmentPlan {
  const ctx = stageContext(docs, config, overrides, options);
  const findings = documentFindings(ctx);
  const references = crossReferenceStage(ctx, findings);
  const categories = classificationStage(ctx, findings);
  const records = enrichedRecords(findings, references, categories);
  const { entities, relationships } = entityRegistriesStage(ctx, records);
  const timeline = timelineStage(ctx, records);
  const images = imageRegistryStage(ctx, records);
  const crossReferences = crossReferenceRegistry(records);
  return {
    records,
    registries: {
      people: entities.person,
      locations: entities.location,
      organizations: entities.organization,
      timeline,
      'cross-references': crossReferences,
      relationships,
      images,
    },
    stats: {
      documents: records.length,
      enriched: findings.filter((f) => f.analysed || f.from_analysis).length,
      from_analysis: findings.filter((f) => f.from_analysis).length,
      entities: {
        person: entities.person.length,
        location: entities.location.length,
        organization: entities.organization.length,
      },
      timeline_events: timeline.length,
      cross_references: Object.values(crossReferences).reduce((n, l) => n + l.length, 0),
      relationships: relationships.length,
    },
  };
}

/** The plan as files: every record.json, then every registry. */
export function enrichmentWrites(plan: EnrichmentPlan): FileWrite[] {
  return [
    ...plan.records.map((r) => ({ path: recordPath(r.document_id), content: stableJson(r) })),
    ...registryWrites(plan.registries),
  ];
}
