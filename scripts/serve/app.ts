/**
 * The HTTP server of `dirhub serve`, on Fastify: a JSON Schema on every route (requests validated,
 * answers serialised by it), the OpenAPI document made from those schemas at `/api/openapi.json` with
 * a docs page at `/api/docs`, security headers (helmet: CSP, no sniffing; HSTS only when the request
 * came over TLS), rate limits per client, request logs, and one error shape for every failure.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart, { ajvFilePlugin } from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { METADATA_MAX_BYTES } from '../../actions/lib/contract/metadata.js';
import { ApiError, API_VERSION, errorBody } from './envelope.js';
import { SHARED_SCHEMAS } from './schemas.js';
import { allows, bearerToken, LEAST_ROLE, PUBLIC_CALLER, tokenHash, type Caller } from './roles.js';
import type { ServeContext } from './context.js';
import { readRoutes } from './routes/read.js';
import { searchRoutes } from './routes/search.js';
import { writeRoutes } from './routes/write.js';
import { adminRoutes } from './routes/admin.js';
import { healthRoutes, refuseWhileStarting } from './routes/health.js';

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
}

/** JSON bodies (document changes) are small; uploads are multipart and limited per part. */
const JSON_BODY_LIMIT = 256 * 1024;
const HSTS = 'max-age=31536000; includeSubDomains';

/** What a validation error says, in words: `querystring/per_page must be <= 100`. */
function validationMessage(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const parts = (error.validation ?? []).slice(0, 5).map((v) => {
    const path = v.instancePath ? `${where}${v.instancePath}` : where;
    const extra =
      v.keyword === 'additionalProperties'
        ? ` (${String((v.params as { additionalProperty?: string }).additionalProperty)})`
        : v.keyword === 'enum'
          ? ` (${((v.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')})`
          : '';
    return `${path} ${v.message ?? 'is invalid'}${extra}`;
  });
  return parts.length ? `${parts.join('; ')}.` : error.message;
}

/** Fastify's and its plugins' own errors, in the API's words and status codes. */
function translate(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    return new ApiError(
      400,
      'request.invalid',
      validationMessage(error),
      'Check the parameters against the OpenAPI document at /api/openapi.json.',
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        'request.media_type',
        `A body of type ${error.message.replace(/^Unsupported Media Type:?\s*/i, '') || 'this'} is not accepted here.`,
        'Send JSON (application/json), or multipart/form-data for an upload.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'request.too_large',
        `The request body is larger than ${JSON_BODY_LIMIT / 1024} KiB.`,
        'Send only the fields that change; files go to POST /api/upload as multipart/form-data.',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'request.json', `The body is not valid JSON: ${error.message}`, 'Send one JSON object.');
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(
        413,
        'upload.too_large',
        error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? 'The file is larger than the upload limit.'
          : 'The form has more parts than an upload holds.',
        'Send one file (part "file", at most the configured limits.max_file_bytes) and one metadata part.',
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(
        415,
        'upload.content_type',
        'This endpoint takes multipart/form-data.',
        'Send the file as part "file" and its metadata JSON as part "metadata".',
      );
    case 'FST_ERR_NOT_FOUND':
      return new ApiError(404, 'not_found', error.message, 'See /api/openapi.json for the endpoints.');
  }
  if ((error.statusCode ?? 500) === 429) {
    return new ApiError(
      429,
      'rate_limited',
      error.message,
      'Wait for the number of seconds in Retry-After, then send again.',
    );
  }
  // busboy's own complaints about a broken form (no boundary, truncated, malformed headers).
  if (/multipart|boundary|Unexpected end of form|Malformed part header/i.test(error.message)) {
    return new ApiError(
      400,
      'upload.multipart',
      `The multipart form cannot be read: ${error.message}.`,
      'Send multipart/form-data with a "file" part and a "metadata" part (curl -F file=@NAME.pdf -F metadata=@NAME.json).',
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(
      status,
      'request.refused',
      error.message,
      'See /api/openapi.json for what this endpoint takes.',
    );
  }
  return new ApiError(
    500,
    'internal',
    'The server failed to answer.',
    'This is a bug or a broken archive; the server log holds the details.',
  );
}

/**
 * One error shape for every failure of an app: Fastify's and the plugins' errors translated, a 5xx logged
 * with its cause, and an unknown path a 404 that says where the endpoints are listed.
 */
export function useApiErrors(app: FastifyInstance, notFoundHint: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const api = translate(error);
    if (api.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: api.code, status: api.statusCode }, api.message);
    if (api.statusCode === 429) request.log.warn({ client: request.caller?.key ?? request.ip }, 'rate limited');
    void reply
      .code(api.statusCode)
      .headers(api.headers)
      .type('application/json; charset=utf-8')
      .send(errorBody(api.code, api.message, api.hint, api.problems));
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody('not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`, notFoundHint));
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { context } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 200 },
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true },
      plugins: [ajvFilePlugin],
    },
  });
  app.decorateRequest('caller', undefined as unknown as Caller);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

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

  if (options.rateLimits) {
    const limits = options.rateLimits;
    await app.register(rateLimit, {
      global: true,
      max: (request) =>
        request.routeOptions.config.action === 'submit' || request.routeOptions.config.action === 'merge'
          ? limits.writesPerMinute
          : limits.perMinute,
      timeWindow: 60_000,
      // Per token when one is sent (a shared address is not one client), else per address.
      keyGenerator: (request) => {
        const token = bearerToken(request.headers.authorization);
        const write = ['submit', 'merge'].includes(request.routeOptions.config.action ?? '');
        return `${write ? 'w:' : ''}${token ? `t:${tokenHash(token).slice(0, 16)}` : `ip:${request.ip}`}`;
      },
      errorResponseBuilder: (_request, context) => {
        const err = new ApiError(
          429,
          'rate_limited',
          `More than ${context.max} requests in a minute from this client.`,
          `Wait ${Math.ceil(context.ttl / 1000)} s (Retry-After), then send again.`,
        );
        return err;
      },
    });
  }

  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: {
      fileSize: context.config.limits.max_file_bytes,
      files: 2,
      fields: 2,
      parts: 2,
      fieldSize: METADATA_MAX_BYTES + 1,
      headerPairs: 20,
    },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'dirhub archive API',
        version: API_VERSION,
        description:
          'The live API over a dirhub archive: documents, search, registries, uploads and their status. Reads are public; writes open pull requests and need a token (Authorization: Bearer TOKEN).',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A token from the tokens file (local mode) or a GitHub token (GitHub mode); the role decides what it may do.',
          },
        },
      },
      tags: [
        { name: 'documents', description: 'The archived documents' },
        { name: 'search', description: 'Full-text search' },
        { name: 'registries', description: 'People, places, organizations, the timeline and images' },
        { name: 'uploads', description: 'Uploads and changes: each one a pull request' },
        { name: 'admin', description: 'For admins' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const isStarting = options.isStarting ?? (() => false);
  refuseWhileStarting(app, isStarting);

  // Who is calling, before the body is read: an upload from someone who may not send one is refused
  // without reading its file.
  app.addHook('onRequest', async (request) => {
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
    if (token) {
      const caller = await context.roles.resolve(token);
      if (!caller)
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
      request.caller = caller;
    }
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
  });

  useApiErrors(app, 'See /api/openapi.json (or the page /api/docs) for the endpoints.');

  await healthRoutes(app, context, isStarting);
  await readRoutes(app, context);
  await searchRoutes(app, context);
  await writeRoutes(app, context);
  await adminRoutes(app, context);
  return app;
}
