/**
 * Each search type of the agent-only API as a coordinator plan: which engines it asks, with what query,
 * and which slice of the merged results it answers. Pure: the engines are given.
 */
import type { Priority, SearchPlan } from './coordinator/coordinator.js';
import type { Engine } from './engines/engine.js';
import type { DocumentsQuery } from './engines/full-text.js';
import type { SemanticQuery } from './engines/semantic/semantic-engine.js';
import type { EntitiesQuery } from './engines/entities.js';
import type { CrossReferenceQuery } from './engines/cross-references.js';
import type { ImagesQuery } from './engines/images.js';
import { factCheckFinish, type FactCheckQuery } from './engines/fact-check/fact-check-engine.js';
import { DEFAULTS, type SearchType } from './schemas.js';

export interface AgentEngines {
  documents: Engine<DocumentsQuery>[];
  semantic: Engine<SemanticQuery>[];
  images: Engine<ImagesQuery>[];
  entities: Engine<EntitiesQuery>[];
  'cross-reference': Engine<CrossReferenceQuery>[];
  'fact-check': Engine<FactCheckQuery>[];
}

export interface RunOptions {
  priority?: Priority;
  timeoutSeconds?: number;
  requestId?: string;
}

export interface DocumentsBody {
  query: string;
  filters?: DocumentsQuery['filters'];
  limit?: number;
  offset?: number;
}

export interface SemanticBody {
  query: string;
  context?: string;
  max_results?: number;
}

export interface ImagesBody {
  query: string;
  search_type: ImagesQuery['search_type'];
  filters?: ImagesQuery['filters'];
}

export interface EntitiesBody {
  entity_type?: EntitiesQuery['entity_type'];
  entity_name: string;
  relationship_type?: EntitiesQuery['relationship_type'];
  depth?: number;
}

export interface CrossReferenceBody {
  document_id: string;
  relationship_types?: string[];
  max_depth?: number;
}

export interface FactCheckBody {
  claim: string;
  context?: string;
  source_types?: string[];
}

export type SearchBody = DocumentsBody | SemanticBody | ImagesBody | EntitiesBody | CrossReferenceBody | FactCheckBody;

/** Every result of these searches is answered (they hold no paging field): up to the spec's cluster cap. */
const ALL = { offset: 0, limit: DEFAULTS.max_limit };

/** What a search type plans from its body: its query, its engines, its window (and a finish, for fact-checks). */
type Planner = (body: SearchBody, engines: AgentEngines) => Omit<SearchPlan<unknown>, 'kind'>;

const PLANNERS: Record<SearchType, Planner> = {
  documents: (body, engines) => {
    const b = body as DocumentsBody;
    const limit = b.limit ?? DEFAULTS.limit;
    const offset = Math.min(b.offset ?? DEFAULTS.offset, DEFAULTS.max_results_cap - limit);
    return {
      query: { query: b.query, filters: b.filters ?? {} },
      engines: engines.documents as Engine<unknown>[],
      window: { offset, limit },
    };
  },
  semantic: (body, engines) => {
    const b = body as SemanticBody;
    return {
      query: { query: b.query, ...(b.context ? { context: b.context } : {}) },
      engines: engines.semantic as Engine<unknown>[],
      window: { offset: 0, limit: b.max_results ?? DEFAULTS.max_results },
    };
  },
  images: (body, engines) => {
    const b = body as ImagesBody;
    return {
      query: { query: b.query, search_type: b.search_type, filters: b.filters ?? {} },
      engines: engines.images as Engine<unknown>[],
      window: ALL,
    };
  },
  entities: (body, engines) => {
    const b = body as EntitiesBody;
    return {
      query: {
        entity_name: b.entity_name,
        depth: b.depth ?? DEFAULTS.depth,
        ...(b.entity_type ? { entity_type: b.entity_type } : {}),
        ...(b.relationship_type ? { relationship_type: b.relationship_type } : {}),
      },
      engines: engines.entities as Engine<unknown>[],
      window: ALL,
    };
  },
  'cross-reference': (body, engines) => {
    const b = body as CrossReferenceBody;
    return {
      query: {
        document_id: b.document_id,
        max_depth: b.max_depth ?? DEFAULTS.max_depth,
        ...(b.relationship_types?.length ? { relationship_types: b.relationship_types } : {}),
      },
      engines: engines['cross-reference'] as Engine<unknown>[],
      window: ALL,
    };
  },
  'fact-check': (body, engines) => {
    const b = body as FactCheckBody;
    return {
      query: {
        claim: b.claim,
        ...(b.context ? { context: b.context } : {}),
        ...(b.source_types?.length ? { source_types: b.source_types } : {}),
      },
      engines: engines['fact-check'] as Engine<unknown>[],
      window: ALL,
      finish: factCheckFinish(b.claim),
    };
  },
};

/** The plan of one search; the body is already checked against its schema. */
export function planSearch(
  type: SearchType,
  body: SearchBody,
  engines: AgentEngines,
  options: RunOptions = {},
): SearchPlan<unknown> {
  const planner = PLANNERS[type];
  if (!planner) throw new Error(`search type ${type} is not planned yet`);
  return {
    kind: type,
    ...(options.priority ? { priority: options.priority } : {}),
    ...(options.timeoutSeconds ? { timeoutSeconds: options.timeoutSeconds } : {}),
    ...(options.requestId ? { requestId: options.requestId } : {}),
    ...planner(body, engines),
  };
}
