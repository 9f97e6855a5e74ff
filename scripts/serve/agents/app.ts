/**
 * The agent-only API's HTTP server, on Fastify like the public one and with its error shape, its
 * validation messages and its OpenAPI generation (`/api/openapi.json`, page at `/api/docs`), but a
 * separate instance on its own listener: nothing of it is routed from the public port. Every route but
 * the OpenAPI document and the health check needs a service token.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { useApiErrors } from '../app.js';
import { ApiError, API_VERSION } from '../envelope.js';
import { SHARED_SCHEMAS } from '../schemas.js';
import { AGENT_SCHEMAS } from './schemas.js';
import type { ServiceCaller, ServiceTokens } from './auth.js';
import type { AgentServices } from './services.js';
import { searchRoutes } from './routes/search.js';
import { queueRoutes } from './routes/queue.js';
import { adminRoutes } from './routes/admin.js';

/** Bodies are JSON; a visual image search may carry a picture (base64), hence more room than the public API. */
export const AGENT_BODY_LIMIT = 12 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    serviceCaller: ServiceCaller | null;
  }
  interface FastifyContextConfig {
    /** Open without a token (the OpenAPI document, its page, the health check). */
    open?: boolean;
  }
}

export interface AgentAppOptions {
  services: AgentServices;
  tokens: ServiceTokens;
  logger?: FastifyServerOptions['logger'];
}

export async function buildAgentApp(options: AgentAppOptions): Promise<FastifyInstance> {
  const { services, tokens } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: AGENT_BODY_LIMIT,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, useDefaults: true } },
  });
  app.decorateRequest('serviceCaller', null);
  for (const schema of [...SHARED_SCHEMAS, ...AGENT_SCHEMAS]) app.addSchema(schema);
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'dirhub agent-only search API',
        version: API_VERSION,
        description:
          'Search for the archive’s agents: documents, images, semantic questions, entities, cross-references and fact-checks, run by a coordinator over several engines. Every search needs a service token (Authorization: Bearer TOKEN). Not reachable from the public listener.',
      },
      components: {
        securitySchemes: {
          service_token: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A service token: its sha256 is listed in the agent settings (dirhub serve service-token add NAME).',
          },
        },
      },
      security: [{ service_token: [] }],
      tags: [
        { name: 'search', description: 'The six searches, in the general response format' },
        { name: 'queue', description: 'The inter-agent message queue' },
        { name: 'admin', description: 'Health and statistics' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { open: true } }, async () => app.swagger());
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.open || request.url.startsWith('/api/docs')) return;
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
  });

  useApiErrors(app, 'See /api/openapi.json on this listener for the agent-only endpoints.');

  await searchRoutes(app, services);
  await queueRoutes(app, services);
  await adminRoutes(app, services);
  return app;
}
