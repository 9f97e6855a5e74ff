/**
 * Stage 4, records: each document's findings, cross-references and category become its
 * `record.enrichment`, with its images categorised; the record's spec fields (summary, category,
 * entities, tags, verification level) follow from it.
 */
import type { Classification, CrossReference, DocumentEnrichment } from '../../archive/enrichment.js';
import type { DocumentRecord, EnrichedRecord } from '../../archive/records.js';
import { imageCategory } from '../images.js';
import { byText } from '../text.js';
import { ENRICHMENT_VERSION } from './context.js';
import type { DocumentFindings } from './findings.js';

/**
 * The record's spec fields follow from the enrichment. What the analysis found (`findings`) is in the
 * enrichment now, so the record no longer keeps it apart.
 */
function withSpecFields(record: DocumentRecord, e: DocumentEnrichment): EnrichedRecord {
  const { findings: _takenIn, ...rest } = record;
  return {
    ...rest,
    summary: e.summary.text || null,
    category: e.category.value,
    entities: [...new Set(e.entities.map((x) => x.name))].sort(byText),
    tags: e.tags,
    verification_level: e.verification.level,
    enrichment: e,
  };
}

export function enrichedRecords(
  findings: DocumentFindings[],
  references: Map<string, CrossReference[]> | null,
  categories: Classification[],
): EnrichedRecord[] {
  return findings.map((f, i) => {
    const { record, pages } = f.doc;
    const category = categories[i]!;
    const enrichment: DocumentEnrichment = {
      version: ENRICHMENT_VERSION,
      input_key: f.input_key,
      extracted_entities: f.extracted,
      entities: f.entities,
      dates: f.dates,
      document_date: f.document_date,
      pii: f.pii,
      summary: f.summary,
      category,
      keyphrases: f.keyphrases,
      tags: f.tags,
      cross_references: references ? (references.get(record.document_id) ?? []) : (f.prev.cross_references ?? []),
      verification: f.verification,
      images: (f.doc.images ?? f.prev.images ?? []).map((img) => ({
        ...img,
        category: imageCategory(img, {
          document_category: category.value,
          page_text: pages.find((x) => x.page === img.page)?.text ?? '',
        }),
      })),
    };
    return withSpecFields(record, enrichment);
  });
}
