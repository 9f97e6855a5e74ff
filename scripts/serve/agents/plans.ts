/**
 * Each search type of the agent-only API as a coordinator plan: which engines it asks, with what query,
 * and which slice of the merged results it answers. Pure: the engines are given.
 */
import type { Priority, SearchPlan } from './coordinator/coordinator.js';
import type { Engine } from './engines/engine.js';
import type { DocumentsQuery } from './engines/full-text.js';
import { DEFAULTS, type SearchType } from './schemas.js';

export interface AgentEngines {
  documents: Engine<DocumentsQuery>[];
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

export type SearchBody = DocumentsBody;

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
      const b = body;
      const limit = b.limit ?? DEFAULTS.limit;
      const offset = Math.min(b.offset ?? DEFAULTS.offset, DEFAULTS.max_results_cap - limit);
      return {
        ...common,
        query: { query: b.query, filters: b.filters ?? {} },
        engines: engines.documents,
        window: { offset, limit },
      } as SearchPlan<unknown>;
    }
    default:
      throw new Error(`search type ${type} is not planned yet`);
  }
}
