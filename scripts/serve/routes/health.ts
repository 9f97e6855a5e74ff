/**
 * Liveness and readiness, as a load balancer in front of replicas asks for them. The server listens as
 * soon as it starts and reads the archive and its index afterwards (some seconds at 30,000 documents):
 * meanwhile every endpoint that needs the archive answers 503 with Retry-After, `/api/health` (liveness:
 * the process answers) says `starting`, and `/api/ready` (readiness: send traffic here) answers 503 until
 * the server answers from the archive, then 200.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PIPELINE_VERSION } from '../../../actions/lib/core/vocab.js';
import type { RouteGroupOptions } from '../context.js';
import { startingError } from '../api-setup.js';
import { errorResponses } from '../schemas.js';

/**
 * Health and readiness answer while the server starts, and are never rate-limited: a load balancer
 * probes them from one address, and a healthy replica must not look failed for being asked often.
 */
const PROBE = { whileStarting: true, rateLimit: false } as const;

/** Registers `/api/health` (liveness) and `/api/ready` (readiness). */
export const healthRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context, isStarting }) => {
  app.get(
    '/api/health',
    {
      config: PROBE,
      schema: {
        summary: 'Liveness: the process answers; the archive commit it serves once started',
        description:
          'Always 200 while the process answers: `starting` (commit and documents null) while it reads the archive, then `ok`. Route traffic by /api/ready.',
        tags: ['admin'],
        response: {
          200: {
            type: 'object',
            required: ['status', 'commit', 'documents', 'version'],
            properties: {
              status: { type: 'string', enum: ['ok', 'starting'] },
              commit: { type: ['string', 'null'] },
              documents: { type: ['integer', 'null'] },
              version: { type: 'string' },
            },
          },
        },
      },
    },
    async () => {
      if (isStarting()) return { status: 'starting', commit: null, documents: null, version: PIPELINE_VERSION };
      const snapshot = context.view.snapshot;
      return {
        status: 'ok',
        commit: snapshot.commit,
        documents: snapshot.model.documents.length,
        version: PIPELINE_VERSION,
      };
    },
  );

  app.get(
    '/api/ready',
    {
      config: PROBE,
      schema: {
        summary: 'Readiness: whether the server answers from the archive (send it traffic)',
        description:
          '200 once the archive and its search index are read; 503 with Retry-After while the server starts. `search_lists` is `filling` while the lists of common search terms are being filled after a start or a commit (searches with a word not filled yet are slower), then `filled`.',
        tags: ['admin'],
        response: {
          200: {
            type: 'object',
            required: ['status', 'commit', 'documents', 'since', 'search_lists'],
            properties: {
              status: { type: 'string', enum: ['ready'] },
              commit: { type: 'string' },
              documents: { type: 'integer' },
              since: { type: 'string', format: 'date-time' },
              search_lists: { type: 'string', enum: ['filling', 'filled'] },
            },
          },
          ...errorResponses(503),
        },
      },
    },
    async () => {
      if (isStarting()) throw startingError();
      const snapshot = context.view.snapshot;
      return {
        status: 'ready',
        commit: snapshot.commit,
        documents: snapshot.model.documents.length,
        since: snapshot.since,
        search_lists: context.view.db.termListsFilled ? 'filled' : 'filling',
      };
    },
  );
};
