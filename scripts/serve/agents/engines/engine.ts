/**
 * What every search engine of the agent-only API is: a name, whether its hits are exact matches, and a
 * search that takes the endpoint's query and answers result items. The coordinator runs engines side by
 * side behind this one interface and knows nothing else about them.
 */

/** The spec's search result item. `url` is in the internal scheme (`dirhub://…`) except for web results. */
export interface ResultItem {
  /**
   * The id of the thing found: a document id for documents, passages and images (the document holding
   * them), an entity id (`person:janet-mills`) for entities, the page's address for a web result.
   */
  document_id: string;
  title: string;
  /** 0 to 1. */
  relevance_score: number;
  summary: string;
  /** What the result is, and the key the coordinator deduplicates on. */
  url: string;
  metadata: Record<string, unknown>;
}

export interface EngineAnswer {
  items: ResultItem[];
  /** How many results the engine holds for the query; at least `items.length`. */
  total: number;
  /** Why it answered by a lesser method than its own (the semantic model still being learned): a partial answer. */
  degraded?: string;
}

export interface Engine<Q> {
  /** Named in `sources_searched`. */
  readonly name: string;
  /**
   * An exact engine's every hit matches the query (all its words, the named entity, a recorded link), so
   * the relevance threshold does not apply to it: its score only orders. A similarity engine's scores
   * are measured against the threshold.
   */
  readonly exact: boolean;
  /** Answers that depend on more than the archive's commit (the web): cached at most `cache_ttl`. */
  readonly external?: boolean;
  search(query: Q, context: EngineContext): Promise<EngineAnswer>;
}

export interface EngineContext {
  /** Aborts when the coordinator stops waiting (its timeout): an engine should then stop its work. */
  signal: AbortSignal;
  /** How many of the best results the coordinator needs (offset + limit of the request). */
  want: number;
}

/** The internal address of a document, an entity, an image or a passage. */
export const internalUrl = {
  document: (id: string) => `dirhub://documents/${id}`,
  passage: (id: string, n: number) => `dirhub://documents/${id}#passage-${n}`,
  entity: (id: string) => `dirhub://entities/${id}`,
  image: (key: string) => `dirhub://images/${key}`,
};

/** A score rounded to four places, held in [0, 1]. */
export function score(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}
