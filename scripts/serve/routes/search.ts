/** Search: `/api/v1/search` with filters, and the spec's convenience `/api/search?q=&type=document&from=&size=`. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_BASE, searchResultJson } from '../documents-json.js';
import { ApiError, offsetPagination, success, type Pagination } from '../envelope.js';
import { envelopeOf, errorResponses, filterQuery, qParam, ref } from '../schemas.js';
import type { RouteGroupOptions, ServeContext } from '../context.js';
import { filtersOf, type FilterQuery } from './read.js';
import type { QueryReading } from '../search-db/search-db.js';

/** The spec's result cap (its full-text cluster's max_results): from + size never passes it. */
export const MAX_RESULTS = 10_000;
export const DEFAULT_SIZE = 10;
export const MAX_SIZE = 100;
/** Answers kept in memory (the spec's level-1 cache), per archive commit. */
const CACHE_ENTRIES = 2_000;
const CACHE_MS = 15 * 60_000;

const windowQuery = {
  from: {
    type: 'integer',
    minimum: 0,
    maximum: MAX_RESULTS - 1,
    default: 0,
    description: 'Offset of the first result.',
  },
  size: { type: 'integer', minimum: 1, maximum: MAX_SIZE, default: DEFAULT_SIZE, description: 'Results per page.' },
} as const;

interface SearchQuery extends FilterQuery {
  q: string;
  from: number;
  size: number;
  type?: string;
}

type Answer = { data: unknown[]; pagination: Pagination; reading: QueryReading };

/**
 * The spec's level-1 cache and the search itself: answers kept per URL and commit for 15 minutes, the
 * result window checked against the cap, an abandoned request not searched at all.
 */
function searcher(ctx: ServeContext) {
  const cache = new Map<string, { at: number; commit: string; answer: Answer }>();
  return async (request: FastifyRequest, query: SearchQuery): Promise<Answer> => {
    if (query.from + query.size > MAX_RESULTS)
      throw new ApiError(
        400,
        'search.window',
        `from + size is ${query.from + query.size}; results stop at ${MAX_RESULTS}.`,
        'Narrow the search with more words or a filter (category, date_from, date_to, source, entity).',
      );
    // A client that gave up (a timeout, a closed tab) gets no answer; under load, the time is the others'.
    if (request.raw.destroyed || request.raw.socket?.destroyed)
      throw new ApiError(499, 'request.abandoned', 'The client closed the connection.', 'Nothing to do.');
    const key = request.url;
    const held = cache.get(key);
    if (held && held.commit === ctx.view.snapshot.commit && Date.now() - held.at < CACHE_MS) return held.answer;
    const snapshot = ctx.view.snapshot;
    const { total, hits, reading } = await ctx.view.search(query.q, filtersOf(query), {
      offset: query.from,
      limit: query.size,
    });
    const data = hits.flatMap((hit) => {
      const d = snapshot.model.byId.get(hit.document_id);
      return d ? [searchResultJson(d, hit)] : [];
    });
    const result = {
      data,
      reading,
      pagination: offsetPagination(request.routeOptions.url!, query, query.from, query.size, total, MAX_RESULTS),
    };
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), commit: snapshot.commit, answer: result });
    return result;
  };
}

/** The answer's meta says how the query was read (the search syntax: docs/search.md). */
function withReading<T extends { meta: object }>(body: T, reading: QueryReading): T {
  return { ...body, meta: { ...body.meta, query: reading } };
}

/** Full-text search of the documents: `/api/v1/search` and the spec's `/api/search`. */
export const documentSearchRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context: ctx }) => {
  const answer = searcher(ctx);

  const response = {
    200: envelopeOf(
      { type: 'array', items: ref('SearchResult') },
      'One page of results, best first; `meta.pagination` counts every match.',
    ),
    ...errorResponses(400, 401, 429),
  };

  app.get(
    `${API_BASE}/search`,
    {
      config: { action: 'search' },
      schema: {
        summary: 'Search documents',
        description:
          '`q` is read in the search syntax (docs/search.md): every word must occur (in the title, summary, text, names or tags); "quoted words" are a phrase; `-word` or `NOT word` excludes; `OR` and parentheses; `prefix*`; `title:`, `case:`, `court:`/`source:`, `person:`, `place:`, `organization:`, `category:`, `tag:`, `verification:` and `date:2019..2021`. Invalid syntax is read as words; `meta.query` says how the query was read. Ranked as the search page ranks (BM25F, docs/search.md), with the matched words highlighted. Filters narrow the results.',
        tags: ['search'],
        querystring: {
          type: 'object',
          required: ['q'],
          additionalProperties: false,
          properties: { q: qParam, ...windowQuery, ...filterQuery },
        },
        response,
      },
    },
    async (request) => {
      const { data, pagination, reading } = await answer(request, request.query as SearchQuery);
      return withReading(success(data, pagination), reading);
    },
  );

  app.get(
    '/api/search',
    {
      config: { action: 'search' },
      schema: {
        summary: "The spec's convenience search",
        description: `The same search as ${API_BASE}/search, in the form the spec shows: q, type (document), from, size.`,
        tags: ['search'],
        querystring: {
          type: 'object',
          required: ['q'],
          additionalProperties: false,
          properties: {
            q: qParam,
            type: {
              type: 'string',
              enum: ['document'],
              default: 'document',
              description: 'What to search: documents.',
            },
            ...windowQuery,
            ...filterQuery,
          },
        },
        response,
      },
    },
    async (request) => {
      const { data, pagination, reading } = await answer(request, request.query as SearchQuery);
      return withReading(success(data, pagination), reading);
    },
  );
};
