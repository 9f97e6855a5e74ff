/**
 * The inter-agent message queue, embedded in the server: `POST /api/v1/queue` takes one message in the
 * spec's shape and answers, once the search has been served, in the general format with the message's
 * own request_id. Messages wait in the coordinator's queue, which serves urgent before high before normal.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../envelope.js';
import { errorResponses } from '../../schemas.js';
import type { AgentRouteOptions } from '../services.js';
import type { SearchBody } from '../plans.js';
import { bodyOfMessage, messageSchema, type QueueMessage } from '../queue/messages.js';
import { checkSearch, runSearch, validateMessageBody } from '../search-request.js';

export const queueRoutes: FastifyPluginAsync<AgentRouteOptions> = async (app, { services }) => {
  app.addSchema(messageSchema);
  app.post(
    '/api/v1/queue',
    {
      schema: {
        summary: 'Send a search request message and wait for its answer',
        description:
          'The message’s `query.text` is the search’s main field (query, claim, entity_name or document_id); `query.filters` and `query.options` give the rest of that search’s body. Served by priority (urgent, high, normal), then in order of arrival; `timeout` (seconds, the wait included) is capped by the coordinator’s.',
        tags: ['queue'],
        body: { $ref: 'QueueMessage#' },
        response: {
          200: { $ref: 'AgentAnswer#', description: 'Found (success), or by some engines only (partial).' },
          503: {
            anyOf: [{ $ref: 'AgentAnswer#' }, { $ref: 'ErrorResponse#' }],
            description:
              'No engine answered in time (failed), or the coordinator is at capacity (search.busy, with Retry-After).',
          },
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const message = request.body as QueueMessage;
      if (!(message.search_type in services.engines))
        throw new ApiError(
          400,
          'queue.search_type',
          `No ${message.search_type} search here.`,
          'See /api/openapi.json.',
        );
      // Checked exactly as the HTTP request of the same search: its schema, then the same further checks.
      const body = bodyOfMessage(message);
      validateMessageBody(request, message.search_type, body);
      await checkSearch(message.search_type, body as unknown as SearchBody, services);
      request.log.info({ agent: message.requesting_agent, request_id: message.request_id }, 'queue message');
      const answer = await runSearch(services, message.search_type, body as unknown as SearchBody, {
        requestId: message.request_id,
        ...(message.priority ? { priority: message.priority } : {}),
        ...(message.timeout ? { timeoutSeconds: message.timeout } : {}),
      });
      return reply.code(answer.status === 'failed' ? 503 : 200).send(answer);
    },
  );
};
