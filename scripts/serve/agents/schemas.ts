/**
 * The JSON Schemas of the agent-only API: each endpoint's body exactly as the spec lists its fields, the
 * general response format, and the defaults the spec leaves open. Fastify validates bodies and
 * serialises answers with them, and the internal OpenAPI document is generated from them.
 */
import {
  CROSS_REFERENCE_TYPES,
  ENTITY_RELATIONSHIP_TYPES,
  ENTITY_TYPES,
  SOURCE_TYPES,
} from '../../../actions/lib/core/vocab.js';
import { partialDateSchema } from '../validation.js';
import { CACHE_LEVELS } from './cache/levels.js';
import { ENGINE_STATUSES, PRIORITIES, SEARCH_STATUSES } from './coordinator/coordinator.js';
import { VERDICTS } from './engines/fact-check/claims.js';

/** The defaults and bounds the spec leaves open (docs/agent-search.md says why). */
export const DEFAULTS = {
  limit: 10,
  max_limit: 100,
  offset: 0,
  /** The spec's internal cluster result cap: offset + limit never passes it. */
  max_results_cap: 10_000,
  max_results: 10,
  max_max_results: 100,
  depth: 1,
  max_depth_bound: 3,
  max_depth: 2,
  max_max_depth: 4,
} as const;

export const IMAGE_SEARCH_TYPES = ['text', 'visual', 'metadata'] as const;
export const SEARCH_TYPES = ['documents', 'images', 'semantic', 'entities', 'cross-reference', 'fact-check'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const query = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const dateText = { ...partialDateSchema, description: 'YYYY-MM-DD (or YYYY-MM, YYYY): a real calendar date.' } as const;
const stringList = { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 200 } } as const;
const dateRange = {
  type: 'object',
  additionalProperties: false,
  properties: { start: dateText, end: dateText },
  description: 'Inclusive bounds on the date; either may be left out, or both (an empty object).',
} as const;

export const bodies = {
  documents: {
    type: 'object',
    required: ['query'],
    additionalProperties: false,
    properties: {
      query,
      filters: {
        type: 'object',
        additionalProperties: false,
        properties: {
          category: stringList,
          date_range: dateRange,
          source: stringList,
          verification_level: { type: 'array', maxItems: 10, items: { type: 'integer', minimum: 0, maximum: 9 } },
        },
      },
      limit: { type: 'integer', minimum: 1, maximum: DEFAULTS.max_limit, default: DEFAULTS.limit },
      offset: { type: 'integer', minimum: 0, maximum: DEFAULTS.max_results_cap - 1, default: DEFAULTS.offset },
    },
  },
  images: {
    type: 'object',
    required: ['query', 'search_type'],
    additionalProperties: false,
    properties: {
      query: {
        ...query,
        description:
          'text: words of the image’s recognised text; visual: an image id (`DOCUMENT_ID/IMAGE`), a 16-hex-digit dHash, or a PNG/JPEG as a data: URL or base64; metadata: words of its tags, place and title.',
        maxLength: 8_000_000,
      },
      search_type: { type: 'string', enum: [...IMAGE_SEARCH_TYPES] },
      filters: {
        type: 'object',
        additionalProperties: false,
        properties: { category: stringList, date_range: dateRange, location: { type: 'string', maxLength: 200 } },
      },
    },
  },
  semantic: {
    type: 'object',
    required: ['query'],
    additionalProperties: false,
    properties: {
      query: { ...query, description: 'A question or statement in natural language.' },
      context: {
        type: 'string',
        maxLength: 4000,
        description: 'What the question is about, in words; it widens the search.',
      },
      max_results: { type: 'integer', minimum: 1, maximum: DEFAULTS.max_max_results, default: DEFAULTS.max_results },
    },
  },
  entities: {
    type: 'object',
    required: ['entity_name'],
    additionalProperties: false,
    properties: {
      entity_type: { type: 'string', enum: [...ENTITY_TYPES] },
      entity_name: { type: 'string', minLength: 1, maxLength: 200 },
      relationship_type: { type: 'string', enum: [...ENTITY_RELATIONSHIP_TYPES] },
      depth: { type: 'integer', minimum: 0, maximum: DEFAULTS.max_depth_bound, default: DEFAULTS.depth },
    },
  },
  'cross-reference': {
    type: 'object',
    required: ['document_id'],
    additionalProperties: false,
    properties: {
      document_id: { type: 'string', pattern: '^[0-9a-f]{16}$' },
      relationship_types: {
        type: 'array',
        maxItems: 5,
        items: { type: 'string', enum: [...CROSS_REFERENCE_TYPES, 'mentions'] },
      },
      max_depth: { type: 'integer', minimum: 1, maximum: DEFAULTS.max_max_depth, default: DEFAULTS.max_depth },
    },
  },
  'fact-check': {
    type: 'object',
    required: ['claim'],
    additionalProperties: false,
    properties: {
      claim: { type: 'string', minLength: 3, maxLength: 1000 },
      context: { type: 'string', maxLength: 4000 },
      source_types: { type: 'array', maxItems: 3, items: { type: 'string', enum: [...SOURCE_TYPES] } },
    },
  },
} as const;

const resultItem = {
  $id: 'AgentResult',
  type: 'object',
  description:
    "The spec's search result item. What it is shows in `url`: dirhub://documents/ID, dirhub://entities/ID, dirhub://images/KEY, or a web address.",
  required: ['document_id', 'title', 'relevance_score', 'summary', 'url', 'metadata'],
  properties: {
    document_id: { type: 'string' },
    title: { type: 'string' },
    relevance_score: { type: 'number', minimum: 0, maximum: 1 },
    summary: { type: 'string' },
    url: { type: 'string' },
    metadata: { type: 'object', additionalProperties: true },
  },
} as const;

const engineReport = {
  type: 'object',
  required: ['name', 'status', 'ms', 'found'],
  properties: {
    name: { type: 'string' },
    status: { type: 'string', enum: [...ENGINE_STATUSES] },
    ms: { type: 'integer', minimum: 0 },
    found: { type: 'integer', minimum: 0 },
    message: { type: 'string' },
    degraded: {
      type: 'string',
      description: 'Why the engine answered by a lesser method than its own (the semantic model still learning).',
    },
  },
} as const;

/** What the semantic model is doing (`SemanticModelStatus`): in `/api/health` and the semantic and fact-check answers. */
export const semanticModelStatus = {
  type: 'object',
  description:
    'The semantic model: `learning` (none yet; semantic and fact-check searches answer from full text meanwhile, `partial`), `ready`, or `failed` (the next search tries again).',
  required: ['state', 'model', 'commit', 'documents', 'since', 'relearning'],
  properties: {
    state: { type: 'string', enum: ['learning', 'ready', 'failed'] },
    model: { type: ['string', 'null'] },
    commit: { type: ['string', 'null'] },
    documents: { type: 'integer', minimum: 0 },
    since: { type: 'string', format: 'date-time' },
    relearning: { type: 'boolean' },
    message: { type: 'string' },
  },
} as const;

export const answerProperties = {
  request_id: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: [...SEARCH_STATUSES] },
  results: { type: 'array', items: { $ref: 'AgentResult#' } },
  total_found: { type: 'integer', minimum: 0 },
  search_time_ms: { type: 'integer', minimum: 0 },
  sources_searched: { type: 'array', items: { type: 'string' } },
  engines: { type: 'array', items: engineReport, description: 'Each engine asked: ok, failed or timed_out, and why.' },
  cache: { type: ['string', 'null'], enum: [...CACHE_LEVELS, null], description: 'The cache level that answered.' },
  semantic_model: {
    ...semanticModelStatus,
    description: `Semantic and fact-check only. ${semanticModelStatus.description}`,
  },
  fact_check: {
    type: 'object',
    description: 'Fact-check only: the verdict on the claim, from the passages in `results`, and its report.',
    required: ['claim', 'verdict', 'confidence', 'supporting', 'contradicting', 'report'],
    properties: {
      claim: { type: 'string' },
      verdict: { type: 'string', enum: [...VERDICTS] },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      supporting: { type: 'integer', minimum: 0 },
      contradicting: { type: 'integer', minimum: 0 },
      report: { type: 'string' },
    },
  },
} as const;

const answer = {
  $id: 'AgentAnswer',
  type: 'object',
  description: "The spec's general response format, with each engine's report and the cache level.",
  required: Object.keys(answerProperties).filter((k) => k !== 'fact_check' && k !== 'semantic_model'),
  properties: answerProperties,
} as const;

export const AGENT_SCHEMAS = [resultItem, answer] as const;

export const PRIORITY_ENUM = [...PRIORITIES];
