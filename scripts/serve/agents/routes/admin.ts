/** The agent listener's health check (open) and its statistics: searches, queue, cache hits and misses. */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../schemas.js';
import { CACHE_LEVELS } from '../cache/levels.js';
import { semanticModelStatus } from '../schemas.js';
import type { AgentRouteOptions } from '../services.js';

const counts = { type: 'integer', minimum: 0 } as const;

/** What `/api/v1/agents/stats` answers: the coordinator's counts and cache levels, each web engine's use. */
const statsSchema = {
  type: 'object',
  required: ['coordinator', 'web'],
  properties: {
    coordinator: {
      type: 'object',
      required: ['searches', 'running', 'waiting', 'cache'],
      properties: {
        searches: counts,
        running: counts,
        waiting: counts,
        cache: {
          type: 'object',
          required: [...CACHE_LEVELS],
          properties: Object.fromEntries(
            CACHE_LEVELS.map((l) => [
              l,
              {
                type: 'object',
                required: ['hits', 'misses', 'entries'],
                properties: { hits: counts, misses: counts, entries: { type: ['integer', 'null'] } },
              },
            ]),
          ),
        },
      },
    },
    web: {
      type: 'object',
      description: 'Each web engine’s requests in its quota period (no credentials).',
      additionalProperties: {
        type: 'object',
        required: ['engine', 'period', 'used', 'limit'],
        properties: {
          engine: { type: 'string' },
          period: { type: ['string', 'null'] },
          used: counts,
          limit: { type: ['integer', 'null'] },
        },
      },
    },
  },
} as const;

export const agentAdminRoutes: FastifyPluginAsync<AgentRouteOptions> = async (app, { services }) => {
  app.get(
    '/api/health',
    {
      // Open, and never rate-limited: a probe asks often, from one address.
      config: { open: true, rateLimit: false },
      schema: {
        summary: 'Whether the agent listener answers, the archive commit it searches, and its semantic model',
        tags: ['admin'],
        security: [],
        response: {
          200: {
            type: 'object',
            required: ['status', 'commit', 'documents', 'semantic_model'],
            properties: {
              status: { type: 'string', enum: ['ok'] },
              commit: { type: 'string' },
              documents: counts,
              semantic_model: semanticModelStatus,
            },
          },
        },
      },
    },
    async () => {
      const snapshot = services.context.view.snapshot;
      return {
        status: 'ok',
        commit: snapshot.commit,
        documents: snapshot.model.documents.length,
        semantic_model: services.semantic.status(),
      };
    },
  );

  app.get(
    '/api/v1/agents/stats',
    {
      schema: {
        summary: 'Searches made, the queue, and each cache level’s hits and misses',
        tags: ['admin'],
        response: {
          200: statsSchema,
          ...errorResponses(401, 429),
        },
      },
    },
    async () => services.stats(),
  );
};
