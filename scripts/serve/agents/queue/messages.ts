/**
 * The inter-agent queue's message (the spec's shape: request_id, requesting_agent, search_type, query
 * {text, filters, options}, priority, timeout) turned into the body of the search it asks for: the text
 * is the search's main field (query, claim, entity_name or document_id), `filters` and `options` give
 * the rest. Pure; the queue's route then checks the body exactly as the HTTP endpoint's.
 */
import type { Priority } from '../coordinator/coordinator.js';
import { PRIORITY_ENUM, SEARCH_TYPES, type SearchType } from '../schemas.js';

export interface QueueMessage {
  request_id: string;
  requesting_agent: string;
  search_type: SearchType;
  query: { text: string; filters?: Record<string, unknown>; options?: Record<string, unknown> };
  priority?: Priority;
  /** Seconds the search may take, the wait in the queue included (at most the coordinator's timeout). */
  timeout?: number;
}

export const messageSchema = {
  $id: 'QueueMessage',
  type: 'object',
  required: ['request_id', 'requesting_agent', 'search_type', 'query'],
  additionalProperties: false,
  properties: {
    request_id: { type: 'string', format: 'uuid' },
    requesting_agent: { type: 'string', minLength: 1, maxLength: 100 },
    search_type: { type: 'string', enum: [...SEARCH_TYPES] },
    query: {
      type: 'object',
      required: ['text'],
      additionalProperties: false,
      properties: {
        text: { type: 'string', minLength: 1, maxLength: 8_000_000 },
        filters: { type: 'object' },
        options: { type: 'object' },
      },
    },
    priority: { type: 'string', enum: PRIORITY_ENUM, default: 'normal' },
    timeout: { type: 'number', exclusiveMinimum: 0, maximum: 3600, description: 'Seconds.' },
  },
} as const;

/** The body field the message's text fills, per search type. */
const TEXT_FIELD: Record<SearchType, string> = {
  documents: 'query',
  images: 'query',
  semantic: 'query',
  entities: 'entity_name',
  'cross-reference': 'document_id',
  'fact-check': 'claim',
};

/** The types whose body has a `filters` object of its own; for the others, filters are fields of the body. */
const HAS_FILTERS = new Set<SearchType>(['documents', 'images']);

/** The body of the search a message asks for, as it stands; the queue's route checks it like an HTTP body. */
export function bodyOfMessage(message: QueueMessage): Record<string, unknown> {
  const type = message.search_type;
  const { text, filters = {}, options = {} } = message.query;
  return HAS_FILTERS.has(type)
    ? { ...options, ...(Object.keys(filters).length ? { filters } : {}), [TEXT_FIELD[type]]: text }
    : { ...filters, ...options, [TEXT_FIELD[type]]: text };
}
