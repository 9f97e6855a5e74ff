/**
 * The JSON Schemas of the live API: every route's query, parameters, body and answers point here, and
 * the OpenAPI document (`/api/openapi.json`) is generated from them. Fastify validates requests and
 * serialises answers with the same schemas, so the document cannot drift from what the server does.
 */
import { ENTITY_ROLES, UPLOAD_STATES } from '../../actions/lib/core/vocab.js';
import { API_VERSION } from './envelope.js';
import { partialDateSchema } from './validation.js';

const nullableString = { type: ['string', 'null'] } as const;
const stringList = { type: 'array', items: { type: 'string' } } as const;

/** `{ $ref: 'Name#' }`: a shared schema by its $id. */
export function ref(id: string): { $ref: string } {
  return { $ref: `${id}#` };
}

const problem = {
  $id: 'Problem',
  type: 'object',
  description: 'An expected failure: what is wrong and how to fix it.',
  required: ['code', 'message', 'hint', 'severity'],
  properties: {
    code: { type: 'string', examples: ['metadata.date.future'] },
    message: { type: 'string' },
    hint: { type: 'string' },
    field: { type: 'string', description: 'The metadata field at fault, when there is one.' },
    severity: { type: 'string', enum: ['error', 'warning'] },
  },
} as const;

const pagination = {
  $id: 'Pagination',
  type: 'object',
  description:
    'Where this page is in its list; the same fields as the static API. A single item is a one-item, one-page list.',
  required: ['page', 'per_page', 'total_items', 'total_pages', 'first', 'last', 'prev', 'next'],
  properties: {
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1 },
    total_items: { type: 'integer', minimum: 0 },
    total_pages: { type: 'integer', minimum: 1 },
    first: { type: 'string', pattern: '^/' },
    last: { type: 'string', pattern: '^/' },
    prev: { type: ['string', 'null'], pattern: '^/' },
    next: { type: ['string', 'null'], pattern: '^/' },
  },
} as const;

const meta = {
  type: 'object',
  required: ['timestamp', 'version', 'pagination'],
  properties: {
    timestamp: { type: 'string', format: 'date-time', description: 'When the answer was made, ISO 8601 UTC.' },
    version: { type: 'string', enum: [API_VERSION] },
    pagination: ref('Pagination'),
    query: {
      type: 'object',
      description: 'On a search: how `q` was read, in the search syntax, and what was not read as typed.',
      required: ['read_as', 'notes'],
      properties: {
        read_as: { type: 'string' },
        notes: { type: 'array', items: { type: 'string' } },
        did_you_mean: {
          type: 'array',
          description:
            'For each word of `q` that matches nothing, the nearest word the index holds (one or two edits).',
          items: {
            type: 'object',
            required: ['word', 'suggestion'],
            properties: { word: { type: 'string' }, suggestion: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/** The success envelope around `data`. */
export function envelopeOf(data: object, description: string) {
  return {
    description,
    type: 'object',
    required: ['status', 'data', 'meta'],
    properties: { status: { type: 'string', enum: ['success'] }, data, meta },
  } as const;
}

const errorResponse = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Every error, whatever its HTTP status.',
  required: ['status', 'error', 'meta'],
  properties: {
    status: { type: 'string', enum: ['failed'] },
    error: {
      type: 'object',
      required: ['code', 'message', 'hint'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        hint: { type: 'string' },
        problems: { type: 'array', items: ref('Problem'), description: 'Every problem found, when there are several.' },
      },
    },
    meta: {
      type: 'object',
      required: ['timestamp', 'version'],
      properties: { timestamp: { type: 'string', format: 'date-time' }, version: { type: 'string' } },
    },
  },
} as const;

const documentSummaryProperties = {
  document_id: { type: 'string', pattern: '^[0-9a-f]{16}$' },
  title: { type: 'string' },
  date: { type: 'string', description: "YYYY-MM-DD: the document's own date." },
  source: { type: 'string' },
  category: nullableString,
  verification_level: { type: 'integer', minimum: 0 },
  summary: nullableString,
  entities: { ...stringList, description: 'Names of the people, places and organizations it names.' },
  tags: stringList,
  pages: { type: 'integer', minimum: 0 },
  url: { type: 'string', description: "The document's page on the public site." },
  api_url: { type: 'string', pattern: '^/api/v1/documents/', description: 'This document in this API.' },
} as const;

const documentSummary = {
  $id: 'DocumentSummary',
  type: 'object',
  required: Object.keys(documentSummaryProperties),
  properties: documentSummaryProperties,
} as const;

const documentDetailProperties = {
  ...documentSummaryProperties,
  content: { type: 'string', description: 'The text of every page, separated by a blank line.' },
  source_type: nullableString,
  source_type_inferred: {
    type: 'boolean',
    description:
      'True when the metadata did not declare source_type and it was read from the case number, source name or address.',
  },
  case_number: nullableString,
  source_url: nullableString,
  language: nullableString,
  description: nullableString,
  entity_links: {
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'kind', 'url', 'roles'],
      properties: {
        name: { type: 'string' },
        kind: nullableString,
        url: nullableString,
        roles: {
          ...stringList,
          description: 'What it is in this document: "judge", "party: plaintiff", "counsel for …".',
        },
      },
    },
  },
  cross_references: {
    type: 'array',
    items: {
      type: 'object',
      required: ['type', 'document_id', 'title', 'score', 'evidence', 'url'],
      properties: {
        type: { type: 'string' },
        document_id: { type: 'string' },
        title: { type: 'string' },
        score: { type: ['number', 'null'] },
        evidence: stringList,
        url: { type: 'string' },
      },
    },
  },
  file: {
    type: 'object',
    required: ['name', 'url', 'media_type', 'sha256', 'bytes'],
    properties: {
      name: { type: 'string' },
      url: { type: 'string' },
      media_type: { type: 'string' },
      sha256: { type: 'string' },
      bytes: { type: 'integer', minimum: 0 },
    },
  },
  ocr_pages: { type: 'array', items: { type: 'integer' } },
  accepted_at: { type: 'string' },
  category_source: nullableString,
  category_confidence: { type: ['number', 'null'] },
  personal_data: {
    type: 'array',
    items: {
      type: 'object',
      required: ['kind', 'pages', 'count'],
      properties: {
        kind: { type: 'string' },
        pages: { type: 'array', items: { type: 'integer' } },
        count: { type: 'integer' },
      },
    },
  },
} as const;

const documentDetail = {
  $id: 'Document',
  type: 'object',
  required: Object.keys(documentDetailProperties),
  properties: documentDetailProperties,
} as const;

const searchResult = {
  $id: 'SearchResult',
  type: 'object',
  description: "The spec's search result item, with the matches highlighted.",
  required: ['document_id', 'title', 'relevance_score', 'summary', 'url', 'metadata', 'highlights'],
  properties: {
    document_id: { type: 'string' },
    title: { type: 'string' },
    relevance_score: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'The score (docs/search.md, "Ranking") relative to the best match of the query: the best scores 1.',
    },
    summary: { type: 'string', description: 'The generated summary; empty before enrichment.' },
    url: { type: 'string', pattern: '^/api/v1/documents/', description: 'The document in this API.' },
    metadata: {
      type: 'object',
      required: ['date', 'source', 'category', 'verification_level', 'entities', 'tags', 'pages', 'page_url'],
      properties: {
        date: { type: 'string' },
        source: { type: 'string' },
        category: nullableString,
        verification_level: { type: 'integer' },
        entities: stringList,
        tags: stringList,
        pages: { type: 'integer' },
        page_url: { type: 'string', description: "The document's page on the public site." },
      },
    },
    highlights: {
      type: 'object',
      required: ['title', 'snippet'],
      description: 'HTML: the text escaped, the matched words in <mark>.',
      properties: { title: { type: 'string' }, snippet: { type: 'string' } },
    },
  },
} as const;

const entity = {
  $id: 'Entity',
  type: 'object',
  required: [
    'name',
    'slug',
    'type',
    'aliases',
    'description',
    'document_count',
    'document_ids',
    'documents_url',
    'connections',
    'roles',
    'url',
  ],
  properties: {
    name: { type: 'string' },
    slug: { type: 'string' },
    type: { type: 'string', enum: ['person', 'location', 'organization'] },
    aliases: stringList,
    description: nullableString,
    document_count: { type: 'integer', minimum: 0, description: 'Documents naming it, all of them.' },
    document_ids: { ...stringList, maxItems: 100, description: 'The first 100 of them; documents_url lists all.' },
    documents_url: {
      type: 'string',
      pattern: '^/api/v1/documents\\?entity=',
      description: 'Its documents in this API.',
    },
    roles: {
      type: 'array',
      description:
        'Its roles, document by document: judge, party (with its kinds), counsel (with the parties), court, agency, witness.',
      items: {
        type: 'object',
        required: ['role', 'kinds', 'for', 'document_id'],
        properties: {
          role: { type: 'string', enum: [...ENTITY_ROLES] },
          kinds: { ...stringList, description: 'A party’s kinds: plaintiff, appellant…' },
          for: { ...stringList, description: 'The parties counsel appears for.' },
          document_id: { type: 'string' },
        },
      },
    },
    connections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'type', 'weight', 'url'],
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          weight: { type: ['number', 'null'] },
          url: nullableString,
        },
      },
    },
    url: { type: 'string' },
    derived_from: { type: 'string', enum: ['documents'] },
  },
} as const;

const timelineEvent = {
  $id: 'TimelineEvent',
  type: 'object',
  required: ['date', 'label', 'document_id', 'page', 'url'],
  properties: {
    date: { type: 'string' },
    label: { type: 'string' },
    document_id: nullableString,
    page: { type: ['integer', 'null'] },
    url: nullableString,
  },
} as const;

const image = {
  $id: 'Image',
  type: 'object',
  required: ['id', 'url', 'width', 'height', 'caption', 'category', 'document_id', 'document_url', 'page'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    caption: { type: 'string' },
    category: nullableString,
    document_id: nullableString,
    document_url: nullableString,
    page: { type: ['integer', 'null'] },
  },
} as const;

const pullRequest = {
  $id: 'PullRequest',
  type: 'object',
  description: 'Where the change waits: a branch of the archive repository (local), or a pull request on GitHub.',
  required: ['kind', 'ref'],
  properties: {
    kind: { type: 'string', enum: ['branch', 'pull_request'] },
    ref: { type: 'string' },
    number: { type: 'integer' },
    url: { type: 'string' },
  },
} as const;

export const CHANGE_KINDS = ['upload', 'update', 'delete'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const receipt = {
  $id: 'UploadReceipt',
  type: 'object',
  required: ['upload_id', 'kind', 'state', 'document_id', 'pull_request', 'status_url'],
  properties: {
    upload_id: { type: 'string', pattern: '^up_[0-9a-f]{16}$' },
    kind: { type: 'string', enum: CHANGE_KINDS },
    state: { type: 'string', enum: ['submitted'] },
    document_id: nullableString,
    pull_request: ref('PullRequest'),
    status_url: {
      type: 'string',
      pattern: '^(\\.\\./)*status/',
      description: 'The status of the upload, relative to the address the request was sent to (as Location is).',
    },
  },
} as const;

const uploadStatus = {
  $id: 'UploadStatus',
  type: 'object',
  required: [
    'upload_id',
    'kind',
    'state',
    'updated_at',
    'history',
    'reasons',
    'title',
    'relevance',
    'document_id',
    'document_url',
    'pull_request',
  ],
  properties: {
    upload_id: { type: 'string' },
    kind: { type: 'string', enum: CHANGE_KINDS },
    state: { type: 'string', enum: UPLOAD_STATES },
    updated_at: { type: 'string', format: 'date-time' },
    history: {
      type: 'array',
      description: 'Every state the upload went through, oldest first.',
      items: {
        type: 'object',
        required: ['state', 'at'],
        properties: {
          state: { type: 'string', enum: UPLOAD_STATES },
          at: { type: 'string', format: 'date-time' },
          reasons: { type: 'array', items: ref('Problem') },
        },
      },
    },
    reasons: { type: 'array', items: ref('Problem'), description: 'Why the latest state, each with its fix.' },
    title: nullableString,
    relevance: { type: ['number', 'null'] },
    document_id: nullableString,
    document_url: { type: ['string', 'null'], description: 'The accepted document in this API.' },
    pull_request: { oneOf: [ref('PullRequest'), { type: 'null' }] },
  },
} as const;

/** Every shared schema, registered once with `app.addSchema`. */
export const SHARED_SCHEMAS = [
  problem,
  pagination,
  errorResponse,
  documentSummary,
  documentDetail,
  searchResult,
  entity,
  timelineEvent,
  image,
  pullRequest,
  receipt,
  uploadStatus,
];

const isoDate = partialDateSchema;
const filterList = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 }, maxItems: 20 } as const;

/** The filters shared by the document list and search (repeat a parameter for several values). */
export const filterQuery = {
  category: { ...filterList, description: 'Any of these categories.' },
  source: { ...filterList, description: 'Any of these sources (the whole source, any case).' },
  verification_level: {
    type: 'array',
    items: { type: 'integer', minimum: 0, maximum: 3 },
    maxItems: 4,
    description: 'Any of these verification levels.',
  },
  entity: { ...filterList, description: 'Documents naming every one of these people, places or organizations.' },
  date_from: { ...isoDate, description: 'Documents dated on or after: YYYY, YYYY-MM or YYYY-MM-DD.' },
  date_to: { ...isoDate, description: 'Documents dated on or before: YYYY, YYYY-MM or YYYY-MM-DD.' },
} as const;

export const qParam = {
  type: 'string',
  minLength: 1,
  maxLength: 500,
  description:
    'What to look for, in the search syntax (docs/search.md): words, "phrases", -exclude, OR, prefix*, field:value.',
} as const;

/** The error answers a route may give, each in the error envelope. */
export function errorResponses(...codes: number[]): Record<number, { $ref: string; description: string }> {
  const words: Record<number, string> = {
    400: 'The request is malformed: a parameter, the JSON body or the multipart form.',
    401: 'This needs a token: send Authorization: Bearer TOKEN.',
    403: "The token's role may not do this.",
    404: 'No such document, upload or path.',
    409: 'The change conflicts with one already waiting.',
    413: 'The body or the file is too large.',
    415: 'The body or the file is of a type not accepted.',
    422: 'The upload was read, but its metadata or file breaks the rules.',
    429: 'Too many requests from this client; wait for the time in Retry-After.',
    503: 'The archive index is not ready.',
  };
  return Object.fromEntries(
    codes.map((c) => [c, { ...ref('ErrorResponse'), description: words[c] ?? 'An error.' }]),
  ) as Record<number, { $ref: string; description: string }>;
}
