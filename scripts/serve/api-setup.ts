/**
 * The set-up both listeners share — the public API and the agent-only API — so that neither repeats
 * it and they cannot drift apart:
 *
 * - `apiServerOptions`: what Fastify takes when it is made (ajv with the shared formats and the
 *   multipart file keyword, the body limit, Node's parser errors and Fastify's URL errors in the API's
 *   envelope, a missing Host header left for the set-up to refuse in it);
 * - `apiSetup`: one plugin, registered first on the root (not encapsulated, so it reaches every route
 *   group registered after it), that adds the security headers (helmet; HSTS only over TLS), the
 *   OpenAPI document and its page, the error envelope for every error (an unmet `Expect` and a request
 *   without Host included), the refusals while the server
 *   starts, rate limits per client (health and readiness exempt), the caller's authentication before the
 *   body is read, and the check that every number is finite.
 *
 * Each route group is then an encapsulated plugin of its own (Fastify's Encapsulation reference): what it
 * registers — multipart parsing for the writes — stays inside it.
 */
import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { ajvFilePlugin } from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { answerClientError, answerUnmetExpectation, JSON_BODY_LIMIT, missingHost, sendApiError } from './api-errors.js';
import { ApiError, API_VERSION, errorBody } from './envelope.js';
import { apiAjvPlugin, nonFiniteAt } from './validation.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Seconds a client waits before asking again while the server starts. */
export const STARTING_RETRY_AFTER_S = 5;

export interface ServerShape {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  bodyLimit?: number;
  /** Turn query text into the schema's types (`per_page=20` → 20): the public API's query strings. */
  coerceTypes?: boolean;
}

/** The options every listener is made with. */
export function apiServerOptions(shape: ServerShape): FastifyHttpOptions<Server> {
  return {
    logger: shape.logger ?? false,
    trustProxy: shape.trustProxy ?? false,
    bodyLimit: shape.bodyLimit ?? JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 200 },
    // Node would refuse a request without Host with an empty 400 of its own; the set-up refuses it in
    // the envelope instead (missingHost).
    http: { requireHostHeader: false },
    ajv: {
      customOptions: {
        coerceTypes: shape.coerceTypes ? 'array' : false,
        removeAdditional: false,
        allErrors: true,
        useDefaults: true,
      },
      plugins: [ajvFilePlugin, apiAjvPlugin],
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      void sendApiError(error, request, reply),
  };
}

export interface ApiDescription {
  title: string;
  description: string;
  securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  /** Security every operation needs unless it says otherwise. */
  security?: Record<string, string[]>[];
  tags: { name: string; description: string }[];
}

export interface RateLimitSetup {
  /** Requests a minute for this request's client and kind of route. */
  max(request: FastifyRequest): number;
  /** The client's bucket: its key when it sent a token the server knows, else its address. */
  key(request: FastifyRequest): string;
}

export interface ApiSetupOptions {
  openapi: ApiDescription;
  /** What an unknown path's 404 says. */
  notFoundHint: string;
  /**
   * Who calls, before the body is read (an upload from someone who may not send one costs nothing);
   * throws an ApiError to refuse. Sets what the routes read of the caller.
   */
  authenticate(request: FastifyRequest): Promise<void> | void;
  /** Null: no limit. */
  rateLimit: RateLimitSetup | null;
  /** While true, every route but those with `config.whileStarting` answers 503 `service.starting`. */
  isStarting?: () => boolean;
  /**
   * Web origins whose pages may call the API from a browser (CORS): the public site's, so its upload page
   * can send a document and follow its status. Empty or absent: no cross-origin answers at all.
   */
  siteOrigins?: readonly string[];
}

/** The 503 of a request that needs the archive while the server is still reading it. */
export function startingError(): ApiError {
  return new ApiError(
    503,
    'service.starting',
    'The server has just started and is still reading the archive and its search index.',
    `Ask again in ${STARTING_RETRY_AFTER_S} seconds (Retry-After); GET /api/ready answers 200 once the server answers from the archive.`,
    undefined,
    { 'retry-after': String(STARTING_RETRY_AFTER_S) },
  );
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // HSTS only over TLS (below): a plain-HTTP answer on loopback must not pin a browser to https.
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

async function openApiDocument(app: FastifyInstance, api: ApiDescription): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: api.title, version: API_VERSION, description: api.description },
      components: { securitySchemes: api.securitySchemes },
      ...(api.security ? { security: api.security } : {}),
      tags: api.tags,
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { open: true, whileStarting: true, rateLimit: false } },
    async () => app.swagger(),
  );
}

function apiErrors(app: FastifyInstance, notFoundHint: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendApiError(error, request, reply));
  app.server.on('checkExpectation', answerUnmetExpectation);
  app.addHook('onRequest', async (request) => {
    const refused = missingHost(request);
    if (refused) throw refused;
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody('not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`, notFoundHint));
  });
}

async function rateLimits(app: FastifyInstance, limits: RateLimitSetup): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: (request) => limits.max(request),
    timeWindow: 60_000,
    keyGenerator: (request) => limits.key(request),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limited',
        `More than ${context.max} requests in a minute from this client.`,
        `Wait ${Math.ceil(context.ttl / 1000)} s (Retry-After), then send again.`,
      ),
  });
}

/** Whether a route answers without the archive, without a caller and without counting: docs, health. */
function isDocsPage(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/api/docs');
}

/**
 * Cross-origin answers for the site's own pages (@fastify/cors): the preflight of an upload (its
 * Authorization header makes one), and the headers on every answer — errors and 503s included, as the
 * hook runs first — so the page can read them. No cookies are involved: the token travels in the header.
 */
async function siteCrossOrigin(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Location', 'Retry-After'],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
}

const setup: FastifyPluginAsync<ApiSetupOptions> = async (app, options) => {
  if (options.siteOrigins?.length) await siteCrossOrigin(app, options.siteOrigins);
  await securityHeaders(app);
  await openApiDocument(app, options.openapi);
  apiErrors(app, options.notFoundHint);
  const isStarting = options.isStarting;
  if (isStarting)
    app.addHook('onRequest', async (request) => {
      if (isStarting() && !request.routeOptions.config.whileStarting && !isDocsPage(request)) throw startingError();
    });
  // Rate limits are counted in each route's own onRequest (the plugin adds them there), so before the
  // caller is looked up: a client sending made-up tokens is counted by its address, not once per token.
  if (options.rateLimit) await rateLimits(app, options.rateLimit);
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isDocsPage(request)) await options.authenticate(request);
    return payload;
  });
  // After validation: ajv checks bounds only on finite numbers, and turns `Infinity` into one.
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const at = nonFiniteAt(value);
      if (at)
        throw new ApiError(
          400,
          'request.invalid',
          `${part}${at === '/' ? '' : at} must be a finite number.`,
          'Send a number within the bounds the OpenAPI document at /api/openapi.json gives.',
        );
    }
  });
};

/** The shared set-up as a plugin that is not encapsulated: its hooks and handlers reach every route. */
export const apiSetup = fp(setup, { name: 'dirhub-api-setup', fastify: '5.x' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered while the server starts (health, readiness, the OpenAPI document). */
    whileStarting?: boolean;
    /** Open to anyone, without a token (the agent listener's health check and description). */
    open?: boolean;
  }
}
