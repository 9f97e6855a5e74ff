/**
 * `GET /search?q=&page=`: the search as an HTML page, for browsers that run no JavaScript (the site's
 * search form is sent here when the site knows this server: `site.api_url`). The same index, query tree
 * and ranking as `/api/v1/search`; nothing here is cached apart from the index's own answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { qParam } from '../schemas.js';
import type { RouteGroupOptions } from '../context.js';
import type { PublicDocument } from '../../../site/read-model/model.js';
import type { SearchHit } from '../search-db/search-db.js';
import {
  documentFilters,
  escapeHtml,
  formFilters,
  formSort,
  SEARCH_PAGE_CSP,
  SEARCH_PAGE_SIZE,
  searchPageHtml,
  type SearchPageInput,
} from '../search-page.js';

/** The deepest page of results a reader can ask for (the JSON API's window stops at 10,000 results too). */
const MAX_PAGE = 1000;

/** A listed document as a result with nothing marked: its title and the start of its summary. */
function unmarkedHit(doc: PublicDocument): SearchHit {
  const summary = doc.summary ?? '';
  return {
    document_id: doc.id,
    score: 0,
    title_html: escapeHtml(doc.title),
    snippet_html: escapeHtml(summary.length > 300 ? `${summary.slice(0, 300)}…` : summary),
  };
}

export interface SearchPageOptions extends RouteGroupOptions {
  /** The public site's address, where results link to; null: the documents' paths on this host. */
  siteUrl: string | null;
}

export const searchPageRoutes: FastifyPluginAsync<SearchPageOptions> = async (app, { context: ctx, siteUrl }) => {
  app.get(
    '/search',
    {
      config: { action: 'search' },
      schema: {
        summary: 'Search documents, as an HTML page',
        description:
          'The search of /api/v1/search as a page for a browser without JavaScript: `q` in the search syntax (docs/search.md), ten results a page in the order of `sort` (best match, `newest` or `oldest` first), how the query was read and "did you mean". The site\'s search form sends here when the site is built with site.api_url.',
        tags: ['search'],
        querystring: {
          type: 'object',
          // The site's form sends its filters and order too (category, year, source, verification, entity, sort).
          additionalProperties: true,
          properties: {
            // Longer than the API's: a query too long is said on the page, never a JSON error.
            q: { type: 'string', maxLength: 10_000, description: qParam.description },
            page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: 'The page of results.' },
          },
        },
        response: {
          200: { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } },
          400: {
            description: 'The page, saying the query is too long.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { q?: string; page: number } & Record<string, unknown>;
      const q = query.q ?? '';
      const input: SearchPageInput = {
        title: ctx.config.site.title,
        siteUrl,
        action: '/search',
        q,
        page: query.page,
        filters: formFilters(query),
        sort: formSort(query),
        answer: null,
      };
      const window = { offset: (query.page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE };
      const snapshot = ctx.view.snapshot;
      const withDocuments = (hits: SearchHit[]) =>
        hits.flatMap((hit) => {
          const doc = snapshot.model.byId.get(hit.document_id);
          return doc ? [{ hit, doc }] : [];
        });
      if (q.length > qParam.maxLength)
        input.refused = `The query is ${q.length} characters long; at most ${qParam.maxLength} are read. Shorten it and search again.`;
      else if (q.trim()) {
        const order = input.sort || 'best';
        const { total, hits, reading } = await ctx.view.search(q, documentFilters(input.filters), window, 'all', order);
        input.answer = { total, reading, hits: withDocuments(hits) };
      } else if (Object.keys(input.filters).length) {
        // Filters and no words (the site's form with a category chosen): the documents they keep, newest
        // first unless asked oldest first.
        const filters = documentFilters(input.filters);
        const { total, ids } =
          input.sort === 'oldest' ? ctx.view.db.listOldest(filters, window) : ctx.view.db.list(filters, window);
        const hits = ids.flatMap((id) => {
          const doc = snapshot.model.byId.get(id);
          return doc ? [unmarkedHit(doc)] : [];
        });
        input.answer = { total, reading: { read_as: '', notes: [] }, hits: withDocuments(hits) };
      }
      return reply
        .code(input.refused ? 400 : 200)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SEARCH_PAGE_CSP)
        .send(searchPageHtml(input));
    },
  );
};
