/**
 * Stage 3, classification: a category for every document, by a classifier trained on the archive's
 * own labels (maintainers' pins and contributors' categories); a pinned category always wins.
 */
import type { Classification } from '../../archive/enrichment.js';
import { chooseCategory, trainClassifier } from '../classify.js';
import { included, type StageContext } from './context.js';
import type { DocumentFindings } from './findings.js';

/** Each document's category, in the order of `findings`. */
export function classificationStage(ctx: StageContext, findings: DocumentFindings[]): Classification[] {
  const { config, overrides, options } = ctx;
  options.progress?.('classification', 0, 1);
  const labelled = findings.flatMap((f) => {
    const label = overrides.categories[f.doc.record.document_id] ?? f.doc.record.metadata.category;
    return label && config.categories.includes(label)
      ? [{ category: label, text: `${f.doc.record.title}\n${f.text.slice(0, 20_000)}` }]
      : [];
  });
  const model = trainClassifier(config.categories, labelled);
  return findings.map((f) => {
    const id = f.doc.record.document_id;
    return included(options, 'classification') || !f.prev.category || overrides.categories[id]
      ? chooseCategory(model, `${f.doc.record.title}\n${f.text}`, {
          contributor: f.doc.record.metadata.category ?? null,
          pinned: overrides.categories[id] ?? null,
        })
      : f.prev.category!;
  });
}
