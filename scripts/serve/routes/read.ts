/** The public read endpoints: documents (paged, filtered), one document, characters, locations, timeline, images. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ENTITY_ROLES } from '../../../actions/lib/core/vocab.js';
import { imageJson, timelineJson } from '../../../site/read-model/json.js';
import { API_BASE, detailJson, liveEntityJson, summaryJson } from '../documents-json.js';
import { ApiError, pagePagination, singlePagination, success } from '../envelope.js';
import { envelopeOf, errorResponses, filterQuery, qParam, ref } from '../schemas.js';
import type { RouteGroupOptions, ServeContext } from '../context.js';
import type { Snapshot } from '../archive-view.js';
import type { ReadModel } from '../../../site/read-model/model.js';
import type { DocumentFilters } from '../search-db/search-db.js';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page number.' },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
} as const;

export interface PageQuery {
  page: number;
  per_page: number;
}

export type FilterQuery = Omit<DocumentFilters, 'q'>;

export function filtersOf(query: FilterQuery): FilterQuery {
  const f: FilterQuery = {};
  if (query.category?.length) f.category = query.category;
  if (query.source?.length) f.source = query.source;
  if (query.verification_level?.length) f.verification_level = query.verification_level;
  if (query.entity?.length) f.entity = query.entity;
  if (query.date_from) f.date_from = query.date_from;
  if (query.date_to) f.date_to = query.date_to;
  return f;
}

/** A whole list from the model, paged. */
function pageOf<T>(items: T[], query: PageQuery) {
  const start = (query.page - 1) * query.per_page;
  return items.slice(start, start + query.per_page);
}

const documentIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{16}$', description: '16 hex digits.' } },
} as const;

/** `GET /api/v1/documents`: one page of summaries, filtered, newest first. */
function documentList(app: FastifyInstance, ctx: ServeContext): void {
  app.get(
    `${API_BASE}/documents`,
    {
      config: { action: 'read' },
      schema: {
        summary: 'List documents, newest first',
        description:
          'Paged; every filter narrows the list (repeat a parameter for several values). `q` (the search syntax, as on /api/v1/search) keeps the documents it matches, in the same order.',
        tags: ['documents'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQuery, q: qParam, ...filterQuery },
        },
        response: {
          200: envelopeOf({ type: 'array', items: ref('DocumentSummary') }, 'One page of documents.'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const query = request.query as PageQuery & DocumentFilters;
      const { model } = ctx.view.snapshot;
      const { total, ids } = ctx.view.db.list(
        { ...filtersOf(query), ...(query.q !== undefined ? { q: query.q } : {}) },
        { offset: (query.page - 1) * query.per_page, limit: query.per_page },
      );
      const data = ids.flatMap((id) => {
        const d = model.byId.get(id);
        return d ? [summaryJson(d)] : [];
      });
      return success(data, pagePagination(request.routeOptions.url!, query, query.page, query.per_page, total));
    },
  );
}

/** `GET /api/v1/documents/:id`: one document with its text. */
function documentDetail(app: FastifyInstance, ctx: ServeContext): void {
  app.get(
    `${API_BASE}/documents/:id`,
    {
      config: { action: 'read' },
      schema: {
        summary: 'One document with its full text',
        tags: ['documents'],
        params: documentIdParams,
        response: {
          200: envelopeOf(ref('Document'), 'The document.'),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const doc = ctx.view.snapshot.model.byId.get(id);
      const content = doc ? ctx.view.db.content(id) : null;
      if (!doc || content === null)
        throw new ApiError(
          404,
          'document.not_found',
          `No document ${id} in the archive.`,
          `List the documents with GET ${API_BASE}/documents, or search with GET ${API_BASE}/search?q=WORDS.`,
        );
      return success(detailJson(doc, content), singlePagination(`${API_BASE}/documents/${id}`));
    },
  );
}

/** The documents and the registries read from the served snapshot. */
export const readRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context: ctx }) => {
  documentList(app, ctx);
  documentDetail(app, ctx);
  listRoute(
    app,
    ctx,
    'characters',
    'People named in the documents, most documents first',
    'Entity',
    (m) => m.entities.characters.map(liveEntityJson(m)),
    true,
  );
  listRoute(app, ctx, 'locations', 'Places named in the documents, most documents first', 'Entity', (m) =>
    m.entities.locations.map(liveEntityJson(m)),
  );
  listRoute(
    app,
    ctx,
    'organizations',
    'Organizations named in the documents, most documents first',
    'Entity',
    (m) => m.entities.organizations.map(liveEntityJson(m)),
    true,
  );
  listRoute(app, ctx, 'timeline', 'Dated events, oldest first', 'TimelineEvent', (m) => m.timeline.map(timelineJson));
  listRoute(app, ctx, 'images', "The slideshows' images", 'Image', (m) => m.images.map(imageJson));
};

/**
 * A registry list, paged. Its JSON is made once per snapshot (the lists are small beside the
 * documents), not once per request.
 */
function listRoute(
  app: FastifyInstance,
  ctx: ServeContext,
  name: string,
  summary: string,
  schema: string,
  items: (model: ReadModel) => unknown[],
  byRole = false,
): void {
  let held: { from: Snapshot; json: unknown[] } | null = null;
  const roleQuery = {
    role: {
      type: 'string',
      enum: [...ENTITY_ROLES],
      description: 'Only those with this role in some document (judge, party, counsel, court, agency, witness).',
    },
  } as const;
  app.get(
    `${API_BASE}/${name}`,
    {
      config: { action: 'read' },
      schema: {
        summary,
        tags: ['registries'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: byRole ? { ...pageQuery, ...roleQuery } : pageQuery,
        },
        response: {
          200: envelopeOf({ type: 'array', items: ref(schema) }, `One page of ${name}.`),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const query = request.query as PageQuery & { role?: string };
      const snapshot = ctx.view.snapshot;
      if (held?.from !== snapshot) held = { from: snapshot, json: items(snapshot.model) };
      const all = query.role
        ? held.json.filter((e) => (e as { roles: { role: string }[] }).roles.some((r) => r.role === query.role))
        : held.json;
      return success(
        pageOf(all, query),
        pagePagination(request.routeOptions.url!, query, query.page, query.per_page, all.length),
      );
    },
  );
}
