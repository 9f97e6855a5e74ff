/**
 * Liveness and readiness, as a load balancer in front of replicas asks for them. The server listens as
 * soon as it starts and reads the archive and its index afterwards (some seconds at 30,000 documents):
 * meanwhile every endpoint that needs the archive answers 503 with Retry-After, `/api/health` (liveness:
 * the process answers) says `starting`, and `/api/ready` (readiness: send traffic here) answers 503 until
 * the server answers from the archive, then 200.
 */
import type { FastifyInstance } from 'fastify';
import { PIPELINE_VERSION } from '../../../actions/lib/core/vocab.js';
import type { ServeContext } from '../context.js';
import { ApiError } from '../envelope.js';
import { errorResponses } from '../schemas.js';

/** Seconds a client waits before asking again while the server starts. */
export const STARTING_RETRY_AFTER_S = 5;

/** Routes that answer while the server starts: they need nothing of the archive. */
const ANSWERED_WHILE_STARTING = ['/api/health', '/api/ready', '/api/openapi.json'];

function starting(): ApiError {
  return new ApiError(
    503,
    'service.starting',
    'The server has just started and is still reading the archive and its search index.',
    `Ask again in ${STARTING_RETRY_AFTER_S} seconds (Retry-After); GET /api/ready answers 200 once the server answers from the archive.`,
    undefined,
    { 'retry-after': String(STARTING_RETRY_AFTER_S) },
  );
}

/**
 * Refuses every request but health, readiness and the API's description while `isStarting()`, with a
 * 503: added before the caller's token is looked at, as nothing else can be answered yet anyway.
 */
export function refuseWhileStarting(app: FastifyInstance, isStarting: () => boolean): void {
  app.addHook('onRequest', async (request) => {
    if (!isStarting()) return;
    const route = request.routeOptions.url ?? '';
    if (ANSWERED_WHILE_STARTING.includes(route) || route.startsWith('/api/docs')) return;
    throw starting();
  });
}

/** Registers `/api/health` (liveness) and `/api/ready` (readiness). */
export async function healthRoutes(
  app: FastifyInstance,
  context: ServeContext,
  isStarting: () => boolean,
): Promise<void> {
  app.get(
    '/api/health',
    {
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
      if (isStarting()) throw starting();
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
}
