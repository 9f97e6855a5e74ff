/**
 * Each search type of the agent-only API as a coordinator plan: which engines it asks, with what query,
 * and which slice of the merged results it answers. Pure: the engines are given.
 */
import type { Priority, SearchPlan } from './coordinator/coordinator.js';
import type { Engine } from './engines/engine.js';
import type { DocumentsQuery } from './engines/full-text.js';
import type { SemanticQuery } from './engines/semantic/semantic-engine.js';
import { DEFAULTS, type SearchType } from './schemas.js';

export interface AgentEngines {
  documents: Engine<DocumentsQuery>[];
  semantic: Engine<SemanticQuery>[];
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

export type SearchBody = DocumentsBody | SemanticBody;

/** The plan of one search; the body is already checked against its schema. */
export function planSearch(
  type: SearchType,
  body: SearchBody,
  engines: AgentEngines,
  options: RunOptions = {},
): SearchPlan<unknown> {
  const common = {
    kind: type,
    ...(options.priority ? { priority: options.priority } : {}),
    ...(options.timeoutSeconds ? { timeoutSeconds: options.timeoutSeconds } : {}),
    ...(options.requestId ? { requestId: options.requestId } : {}),
  };
  switch (type) {
    case 'documents': {
      const b = body as DocumentsBody;
      const limit = b.limit ?? DEFAULTS.limit;
      const offset = Math.min(b.offset ?? DEFAULTS.offset, DEFAULTS.max_results_cap - limit);
      return {
        ...common,
        query: { query: b.query, filters: b.filters ?? {} },
        engines: engines.documents,
        window: { offset, limit },
      } as SearchPlan<unknown>;
    }
    case 'semantic': {
      const b = body as SemanticBody;
      return {
        ...common,
        query: { query: b.query, ...(b.context ? { context: b.context } : {}) },
        engines: engines.semantic,
        window: { offset: 0, limit: b.max_results ?? DEFAULTS.max_results },
      } as SearchPlan<unknown>;
    }
    default:
      throw new Error(`search type ${type} is not planned yet`);
  }
}
