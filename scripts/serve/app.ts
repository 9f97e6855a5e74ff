/**
 * The HTTP server of `dirhub serve`, on Fastify: the shared set-up (security headers, the OpenAPI
 * document, one error shape, rate limits per client, the caller's role before the body is read), then
 * each route group as an encapsulated plugin of its own. A JSON Schema on every route validates the
 * request and serialises the answer; the OpenAPI document at `/api/openapi.json` is made from them.
 */
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { apiServerOptions, apiSetup, type RateLimitSetup } from './api-setup.js';
import { ApiError } from './envelope.js';
import { SHARED_SCHEMAS } from './schemas.js';
import { allows, bearerToken, LEAST_ROLE, PUBLIC_CALLER, tokenHash, type Caller } from './roles.js';
import type { ServeContext } from './context.js';
import { readRoutes } from './routes/read.js';
import { documentSearchRoutes } from './routes/search.js';
import { searchPageRoutes } from './routes/search-page.js';
import { uploadRoutes } from './routes/upload.js';
import { statusRoutes } from './routes/status.js';
import { changeRoutes } from './routes/change.js';
import { adminRoutes } from './routes/admin.js';
import { healthRoutes } from './routes/health.js';

export interface RateLimits {
  /** Requests per client per minute, all routes together. */
  perMinute: number;
  /** Writes (uploads, changes) per client per minute. */
  writesPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perMinute: 600, writesPerMinute: 20 };

export interface AppOptions {
  context: ServeContext;
  /** Fastify's logger (pino) options, or false for none. */
  logger?: FastifyServerOptions['logger'];
  /** Null turns rate limiting off (benchmarks). */
  rateLimits?: RateLimits | null;
  /** Trust X-Forwarded-For/-Proto from a proxy in front (for client addresses and HSTS). */
  trustProxy?: boolean;
  /** True while the server reads the archive after listening: requests needing it are refused with 503. */
  isStarting?: () => boolean;
  /** Origins whose pages may call the API from a browser: the public site's (api-setup.ts). */
  siteOrigins?: readonly string[];
  /** The public site's address, which the HTML search page links its results to (routes/search-page.ts). */
  siteUrl?: string | null;
}

const PUBLIC_API = {
  title: 'dirhub archive API',
  description:
    'The live API over a dirhub archive: documents, search, registries, uploads and their status. Reads are public; writes open pull requests and need a token (Authorization: Bearer TOKEN).',
  securitySchemes: {
    bearer: {
      type: 'http' as const,
      scheme: 'bearer' as const,
      description:
        'A token from the tokens file (local mode) or a GitHub token (GitHub mode); the role decides what it may do.',
    },
  },
  tags: [
    { name: 'documents', description: 'The archived documents' },
    { name: 'search', description: 'Full-text search' },
    { name: 'registries', description: 'People, places, organizations, the timeline and images' },
    { name: 'uploads', description: 'Uploads and changes: each one a pull request' },
    { name: 'admin', description: 'For admins' },
  ],
};

function isWrite(request: FastifyRequest): boolean {
  const action = request.routeOptions.config.action;
  return action === 'submit' || action === 'merge';
}

/**
 * Per token when the server knows the token (many callers share an address behind a NAT), else per
 * address: a made-up token per request is one client, not a fresh bucket each time. Writes count apart.
 */
function rateLimitSetup(limits: RateLimits, context: ServeContext): RateLimitSetup {
  return {
    max: (request) => (isWrite(request) ? limits.writesPerMinute : limits.perMinute),
    key: (request) => {
      const token = bearerToken(request.headers.authorization);
      const client = token && context.roles.known(token) ? `t:${tokenHash(token).slice(0, 16)}` : `ip:${request.ip}`;
      return `${isWrite(request) ? 'w:' : ''}${client}`;
    },
  };
}

/** The caller of a request, from its bearer token; refuses a malformed or unknown one, or a role too low. */
async function authenticate(request: FastifyRequest, context: ServeContext): Promise<void> {
  request.caller = PUBLIC_CALLER;
  const action = request.routeOptions.config.action;
  const token = bearerToken(request.headers.authorization);
  if (token === undefined)
    throw new ApiError(
      401,
      'auth.malformed',
      'The Authorization header is not "Bearer TOKEN".',
      'Send Authorization: Bearer TOKEN, or no Authorization header for public reads.',
      undefined,
      { 'www-authenticate': 'Bearer' },
    );
  if (token) request.caller = await callerOf(token, context);
  if (!action || allows(request.caller.role, action)) return;
  if (request.caller.role === 'public')
    throw new ApiError(
      401,
      'auth.required',
      `This needs the role ${LEAST_ROLE[action]} or above; no token was sent.`,
      'Send Authorization: Bearer TOKEN.',
      undefined,
      { 'www-authenticate': 'Bearer' },
    );
  throw new ApiError(
    403,
    'auth.forbidden',
    `${request.caller.name ?? 'This caller'} has the role ${request.caller.role}; this needs ${LEAST_ROLE[action]} or above.`,
    'Ask a maintainer or an admin to do it, or to give you that role.',
  );
}

async function callerOf(token: string, context: ServeContext): Promise<Caller> {
  const caller = await context.roles.resolve(token);
  if (caller) return caller;
  throw new ApiError(
    401,
    'auth.unknown_token',
    'The token is not recognised.',
    context.roles.kind === 'github'
      ? 'Send a valid GitHub token of your account.'
      : 'Ask an admin for a token (dirhub serve token add NAME --role ROLE), or send no token for public reads.',
    undefined,
    { 'www-authenticate': 'Bearer error="invalid_token"' },
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { context } = options;
  const app = Fastify(
    apiServerOptions({
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      trustProxy: options.trustProxy ?? false,
      coerceTypes: true,
    }),
  );
  app.decorateRequest('caller', undefined as unknown as Caller);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(apiSetup, {
    openapi: PUBLIC_API,
    notFoundHint: 'See /api/openapi.json (or the page /api/docs) for the endpoints.',
    authenticate: (request) => authenticate(request, context),
    rateLimit: options.rateLimits ? rateLimitSetup(options.rateLimits, context) : null,
    isStarting: options.isStarting ?? (() => false),
    siteOrigins: options.siteOrigins ?? [],
  });
  const routes = { context, isStarting: options.isStarting ?? (() => false) };
  await app.register(healthRoutes, routes);
  await app.register(readRoutes, routes);
  await app.register(documentSearchRoutes, routes);
  await app.register(searchPageRoutes, { ...routes, siteUrl: options.siteUrl ?? null });
  await app.register(uploadRoutes, routes);
  await app.register(changeRoutes, routes);
  await app.register(statusRoutes, routes);
  await app.register(adminRoutes, routes);
  return app;
}
