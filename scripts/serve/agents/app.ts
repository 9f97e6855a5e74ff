/**
 * The agent-only API's HTTP server: a Fastify instance of its own on its own listener (nothing of it
 * is routed from the public port), made with the same shared set-up as the public one — its error
 * shape, validation, security headers, OpenAPI document (`/api/openapi.json`, page at `/api/docs`) and
 * rate limits — and its route groups as encapsulated plugins. Every route but the OpenAPI document and
 * the health check needs a service token.
 */
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { apiServerOptions, apiSetup, type RateLimitSetup } from '../api-setup.js';
import { ApiError } from '../envelope.js';
import { SHARED_SCHEMAS } from '../schemas.js';
import { AGENT_SCHEMAS } from './schemas.js';
import type { ServiceCaller, ServiceTokens } from './auth.js';
import type { AgentRouteOptions, AgentServices } from './services.js';
import { agentSearchRoutes } from './routes/search.js';
import { queueRoutes } from './routes/queue.js';
import { agentAdminRoutes } from './routes/admin.js';

/** Bodies are JSON; a visual image search may carry a picture (base64), hence more room than the public API. */
export const AGENT_BODY_LIMIT = 12 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    serviceCaller: ServiceCaller | null;
  }
}

export interface AgentAppOptions {
  services: AgentServices;
  tokens: ServiceTokens;
  logger?: FastifyServerOptions['logger'];
}

const AGENT_API = {
  title: 'dirhub agent-only search API',
  description:
    'Search for the archive’s agents: documents, images, semantic questions, entities, cross-references and fact-checks, run by a coordinator over several engines. Every search needs a service token (Authorization: Bearer TOKEN). Not reachable from the public listener.',
  securitySchemes: {
    service_token: {
      type: 'http' as const,
      scheme: 'bearer' as const,
      description: 'A service token: its sha256 is listed in the agent settings (dirhub serve service-token add NAME).',
    },
  },
  security: [{ service_token: [] }],
  tags: [
    { name: 'search', description: 'The six searches, in the general response format' },
    { name: 'queue', description: 'The inter-agent message queue' },
    { name: 'admin', description: 'Health and statistics' },
  ],
};

function authenticate(request: FastifyRequest, tokens: ServiceTokens): void {
  if (request.routeOptions.config.open) return;
  const result = tokens.authenticate(request.headers.authorization);
  if (result.ok) {
    request.serviceCaller = result.caller;
    return;
  }
  const [code, message] =
    result.reason === 'missing'
      ? ['auth.required', 'The agent-only API needs a service token; none was sent.']
      : result.reason === 'malformed'
        ? ['auth.malformed', 'The Authorization header is not "Bearer TOKEN".']
        : ['auth.unknown_token', 'The service token is not recognised.'];
  throw new ApiError(
    401,
    code,
    message,
    'Send Authorization: Bearer TOKEN with a service token (dirhub serve service-token add NAME issues one).',
    undefined,
    { 'www-authenticate': result.reason === 'unknown' ? 'Bearer error="invalid_token"' : 'Bearer' },
  );
}

/** Per service token (each agent is a client), any other request per address. */
function rateLimitSetup(perMinute: number, tokens: ServiceTokens): RateLimitSetup {
  return {
    max: () => perMinute,
    key: (request) => {
      const result = tokens.authenticate(request.headers.authorization);
      return result.ok ? `s:${result.caller.key}` : `ip:${request.ip}`;
    },
  };
}

export async function buildAgentApp(options: AgentAppOptions): Promise<FastifyInstance> {
  const { services, tokens } = options;
  const app = Fastify(
    apiServerOptions({
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      bodyLimit: AGENT_BODY_LIMIT,
    }),
  );
  app.decorateRequest('serviceCaller', null);
  for (const schema of [...SHARED_SCHEMAS, ...AGENT_SCHEMAS]) app.addSchema(schema);
  const perMinute = services.config.listener.rate_limit;
  await app.register(apiSetup, {
    openapi: AGENT_API,
    notFoundHint: 'See /api/openapi.json on this listener for the agent-only endpoints.',
    authenticate: (request) => authenticate(request, tokens),
    rateLimit: perMinute ? rateLimitSetup(perMinute, tokens) : null,
  });
  const routes: AgentRouteOptions = { services };
  await app.register(agentSearchRoutes, routes);
  await app.register(queueRoutes, routes);
  await app.register(agentAdminRoutes, routes);
  return app;
}
