/**
 * The enrichment agents, in the spec's order (upload routing rule 5: analysis, verification,
 * summarization, cross-reference, classification; then the organization agents: timeline generation,
 * relationship mapping, auto-tagging; and image analysis). `dirhub enrich --only NAME` runs one.
 *
 * Every agent is a deterministic, offline algorithm; this list names them (for `--only` and the
 * record's provenance) and says what each does. Each is a function of its own module, so a statistical
 * model (a language model, a trained NER) can replace one with the same output without touching the others.
 */
export const ENRICHMENT_AGENTS = [
  'analysis',
  'verification',
  'summarization',
  'cross_reference',
  'classification',
  'timeline',
  'relationships',
  'tagging',
  'images',
] as const;
export type EnrichmentAgentName = (typeof ENRICHMENT_AGENTS)[number];

export const AGENT_DESCRIPTIONS: Record<EnrichmentAgentName, string> = {
  analysis:
    'people, locations and organizations (patterns + compromise + the collection profile), dates (chrono-node), personal data flags',
  verification:
    'verification level from integrity, metadata-versus-text and source checks, raised by a maintainer review',
  summarization: 'extractive TextRank summary of the document’s own sentences',
  cross_reference:
    'cites / cited_by (case numbers, titles, exhibits), related (shared entities), similar (TF-IDF cosine)',
  classification: 'category by multinomial naive Bayes trained on the archive’s labels with seed-word priors',
  timeline: 'dated events with their document and page',
  relationships:
    'connected_to (same sentence) and mentioned_with (same document) between people, organizations and places',
  tagging: 'RAKE keyphrases plus the contributor’s tags',
  images: 'images embedded in PDFs and uploaded images: size, page, perceptual hash, near-duplicate groups',
};
