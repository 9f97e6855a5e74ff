/**
 * Enrichment of one document's text, with no archive: what `dirhub analyze --json` prints. The
 * archive-level agents (cross-references, relationships, registries) live in archive.ts.
 */
import type { DirhubConfig } from '../core/config.js';
import type { PageText, UploadMetadata } from '../archive/records.js';
import type { EntityType } from '../core/vocab.js';
import { chooseCategory, trainClassifier, type ClassifierModel } from './classify.js';
import type { DatePrecision, PiiFinding, TextEnrichment } from '../archive/enrichment.js';
import { knownNamesOf } from './entities.js';
import { entityProfileOf } from './profiles/index.js';
import { findTextFindings } from './text-findings.js';

export { ENRICHMENT_AGENTS, type EnrichmentAgentName } from './agents.js';
export { findPii, piiWarnings } from './pii.js';
export { type PiiFinding } from '../archive/enrichment.js';

export interface EnrichTextInput {
  title: string;
  text: string;
  pages: PageText[];
  metadata: UploadMetadata | null;
}

/** Pages from plain text when the caller has none (form feeds separate pages). */
function pagesOf(input: EnrichTextInput): PageText[] {
  if (input.pages.length) return input.pages;
  return input.text.split('\f').map((text, i) => ({ page: i + 1, text, source: 'text-layer' as const }));
}

const untrained = new WeakMap<DirhubConfig, ClassifierModel>();

/**
 * Pure: the same input and config give the same output. The per-document findings are made here once
 * (text-findings.ts) and carried whole in `findings`, which the archive record keeps for `dirhub enrich`.
 */
export function enrichText(input: EnrichTextInput, config: DirhubConfig): TextEnrichment {
  const pages = pagesOf(input);
  let model = untrained.get(config);
  if (!model) untrained.set(config, (model = trainClassifier(config.categories, [])));
  const text = [input.title, ...pages.map((p) => p.text)].join('\n');
  const category = chooseCategory(model, text, { contributor: input.metadata?.category ?? null });
  const findings = findTextFindings(pages, { known: knownNamesOf(config), profile: entityProfileOf(config) });
  const contributorTags = input.metadata?.tags ?? [];
  const tags = [...new Set([...contributorTags, ...findings.keyphrases.map((k) => k.phrase)])];
  return {
    summary: findings.summary.text,
    category: { value: category.value, confidence: category.confidence },
    entities: findings.extracted_entities,
    dates: findings.dates.map(({ date, precision, page, text }) => ({ date, precision, page, text })),
    tags,
    pii: findings.pii,
    findings,
  };
}
