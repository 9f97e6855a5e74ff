/** The admin's endpoints (the roles table's "deploy"): rebuild the derived search index from the archive. */
import type { FastifyPluginAsync } from 'fastify';
import { singlePagination, success } from '../envelope.js';
import { envelopeOf, errorResponses } from '../schemas.js';
import type { RouteGroupOptions } from '../context.js';

export const adminRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context: ctx }) => {
  app.post(
    '/api/admin/reindex',
    {
      config: { action: 'admin' },
      schema: {
        summary: 'Rebuild the search index from the archive',
        description: 'Drops the derived index and builds it again from the checked-out commit; reads go on meanwhile.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: {
          200: envelopeOf(
            {
              type: 'object',
              required: ['commit', 'mode', 'indexed', 'removed', 'ms'],
              properties: {
                commit: { type: 'string' },
                mode: { type: 'string', enum: ['unchanged', 'incremental', 'full'] },
                indexed: { type: 'integer' },
                removed: { type: 'integer' },
                ms: { type: 'integer' },
              },
            },
            'What the rebuild did.',
          ),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async () => success(await ctx.view.rebuild(), singlePagination('/api/admin/reindex')),
  );
};
