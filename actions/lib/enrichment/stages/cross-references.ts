/**
 * Stage 2, cross-references: which documents cite, are cited by, relate to or resemble which, across
 * the whole archive (case numbers, exhibits, shared names, similar text). Also the registry of them.
 */
import type { CrossReference } from '../../archive/enrichment.js';
import type { EnrichedRecord } from '../../archive/records.js';
import type { CrossReferenceRegistry } from '../../archive/registries.js';
import { caseNumbersIn, crossReferences, exhibitsIn, normalizeCaseNumber, ownCaseNumbers } from '../crossref.js';
import { byText } from '../text.js';
import { included, type StageContext } from './context.js';
import type { DocumentFindings } from './findings.js';
import { entityId } from './registries.js';

/** Document id → its cross-references; null when the run keeps the ones the records hold. */
export function crossReferenceStage(
  ctx: StageContext,
  findings: DocumentFindings[],
): Map<string, CrossReference[]> | null {
  ctx.options.progress?.('cross_references', 0, 1);
  const run = included(ctx.options, 'cross_reference') || findings.some((f) => f.prev.cross_references === undefined);
  if (!run) return null;
  return crossReferences(
    findings.map((f) => {
      const { record, pages } = f.doc;
      const own = new Set(ownCaseNumbers(pages));
      if (record.metadata.case_number) own.add(normalizeCaseNumber(record.metadata.case_number));
      return {
        document_id: record.document_id,
        title: record.title,
        own_numbers: [...own].sort(byText),
        mentioned_numbers: pages.flatMap((pg) => caseNumbersIn(pg.text).map((number) => ({ number, page: pg.page }))),
        exhibits: pages.flatMap((pg) => exhibitsIn(pg.text).map((label) => ({ label, page: pg.page }))),
        text: f.text,
        entities: f.entities.map((e) => ({ id: entityId(e.type, e.name), name: e.name })),
      };
    }),
  );
}

/** `cross-references.json`: each document's cross-references, as its record holds them. */
export function crossReferenceRegistry(records: EnrichedRecord[]): CrossReferenceRegistry {
  return Object.fromEntries(records.map((r) => [r.document_id, r.enrichment.cross_references]));
}
