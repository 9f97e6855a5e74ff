/**
 * The inter-agent queue's message (the spec's shape: request_id, requesting_agent, search_type, query
 * {text, filters, options}, priority, timeout) turned into the body of the search it asks for: the text
 * is the search's main field (query, claim, entity_name or document_id), `filters` and `options` give
 * the rest. The body is then checked against the same schema as the HTTP endpoint's. Pure.
 */
import AjvModule from 'ajv';
import type { Priority } from '../coordinator/coordinator.js';
import type { SearchBody } from '../plans.js';
import { bodies, PRIORITY_ENUM, SEARCH_TYPES, type SearchType } from '../schemas.js';

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

const Ajv = AjvModule.default;
let ajv: InstanceType<typeof Ajv> | null = null;

export type MessageBody = { ok: true; body: SearchBody } | { ok: false; message: string };

export function bodyOfMessage(message: QueueMessage): MessageBody {
  const type = message.search_type;
  const { text, filters = {}, options = {} } = message.query;
  const body: Record<string, unknown> = HAS_FILTERS.has(type)
    ? { ...options, ...(Object.keys(filters).length ? { filters } : {}), [TEXT_FIELD[type]]: text }
    : { ...filters, ...options, [TEXT_FIELD[type]]: text };
  ajv ??= new Ajv({ allErrors: true, useDefaults: true, strict: false });
  const validate = ajv.getSchema(type) ?? (ajv.addSchema(bodies[type], type), ajv.getSchema(type)!);
  if (validate(body)) return { ok: true, body: body as unknown as SearchBody };
  const why = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || 'the search'} ${e.message ?? 'is invalid'}`)
    .join('; ');
  return { ok: false, message: `A ${type} search made of this message is not valid: ${why}.` };
}
