/**
 * One error shape for every failure of both listeners, whoever found it: a route (an ApiError), Fastify
 * and its plugins (validation, body parsing, multipart limits, rate limits, an unknown path, a URL that
 * cannot be decoded), or Node's own HTTP server (a request line or headers too large, a request that
 * is not HTTP, an `Expect` it cannot meet), which answers before Fastify sees a request at all.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './envelope.js';
import { describeAjvErrors } from './validation.js';

/** JSON bodies (document changes) are small; uploads are multipart and limited per part. */
export const JSON_BODY_LIMIT = 256 * 1024;
/** Node's default: the request line and every header together. */
const MAX_HEADER_KIB = 16;

function mediaTypeRefused(request: FastifyRequest | null): ApiError {
  const type = (request?.headers['content-type'] ?? '').split(';')[0]!.trim() || 'none given';
  if (request?.routeOptions.config.action === 'submit')
    return new ApiError(
      415,
      'upload.content_type',
      `An upload is multipart/form-data, not ${type}.`,
      'Send the file as part "file" and its metadata JSON as part "metadata" (curl -F file=@NAME.pdf -F metadata=@NAME.json).',
    );
  return new ApiError(
    415,
    'request.media_type',
    `A body of type ${type} is not accepted here.`,
    'Send JSON (application/json), or multipart/form-data for an upload.',
  );
}

function multipartRefused(error: FastifyError): ApiError | null {
  switch (error.code) {
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
  }
  // busboy's own complaints about a broken form (no boundary, truncated, malformed headers).
  if (/multipart|boundary|Unexpected end of form|Malformed part header/i.test(error.message))
    return new ApiError(
      400,
      'upload.multipart',
      `The multipart form cannot be read: ${error.message}.`,
      'Send multipart/form-data with a "file" part and a "metadata" part (curl -F file=@NAME.pdf -F metadata=@NAME.json).',
    );
  return null;
}

/** Fastify's own errors about the request as a whole: its address, type and body. */
function requestRefused(error: FastifyError, request: FastifyRequest | null): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return mediaTypeRefused(request);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'request.too_large',
        `The request body is larger than ${(request?.routeOptions.bodyLimit ?? JSON_BODY_LIMIT) / 1024} KiB.`,
        'Send only the fields that change; files go to POST /api/upload as multipart/form-data.',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'request.json', `The body is not valid JSON: ${error.message}`, 'Send one JSON object.');
    case 'FST_ERR_BAD_URL':
      return new ApiError(
        400,
        'request.url',
        'The address cannot be decoded: it holds a % not followed by two hex digits, or bytes that are not UTF-8.',
        'Percent-encode the path and the query (encodeURIComponent), then send again.',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(
        414,
        'request.url',
        'A part of the address is longer than any id this API knows.',
        'See /api/openapi.json for the endpoints and the shape of their ids.',
      );
    case 'FST_ERR_NOT_FOUND':
      return new ApiError(404, 'not_found', error.message, 'See /api/openapi.json for the endpoints.');
  }
  return null;
}

/** Fastify's and its plugins' own errors, in the API's words and status codes. */
export function translateError(error: FastifyError, request: FastifyRequest | null = null): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation)
    return new ApiError(
      400,
      'request.invalid',
      describeAjvErrors(error.validationContext ?? 'request', error.validation as never, error.message),
      'Check the parameters against the OpenAPI document at /api/openapi.json.',
    );
  const known = requestRefused(error, request) ?? multipartRefused(error);
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status === 429)
    return new ApiError(
      429,
      'rate_limited',
      error.message,
      'Wait for the number of seconds in Retry-After, then send again.',
    );
  if (status >= 400 && status < 500)
    return new ApiError(
      status,
      'request.refused',
      error.message,
      'See /api/openapi.json for what this endpoint takes.',
    );
  return new ApiError(
    500,
    'internal',
    'The server failed to answer.',
    'This is a bug or a broken archive; the server log holds the details.',
  );
}

/** Sends `error` in the envelope, logged at the level its status calls for. */
export function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const api = translateError(error, request);
  if (api.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: api.code, status: api.statusCode }, api.message);
  if (api.statusCode === 429) request.log.warn({ client: request.caller?.key ?? request.ip }, 'rate limited');
  return reply
    .code(api.statusCode)
    .headers(api.headers)
    .type('application/json; charset=utf-8')
    .send(errorBody(api.code, api.message, api.hint, api.problems));
}

/** What Node's HTTP parser refused, before any request existed: the status and the API's words for it. */
function clientError(err: NodeJS.ErrnoException): ApiError {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return new ApiError(
      431,
      'request.headers_too_large',
      `The request line and headers are larger than ${MAX_HEADER_KIB} KiB (a query string counts).`,
      'Send a shorter query: a search takes at most 500 characters.',
    );
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new ApiError(408, 'request.timeout', 'The request was not received in time.', 'Send it again, whole.');
  return new ApiError(
    400,
    'request.malformed',
    'The request is not well-formed HTTP/1.1.',
    'Send a well-formed HTTP request; see /api/openapi.json for the endpoints.',
  );
}

/**
 * Fastify's `clientErrorHandler`: Node's parser errors answered in the envelope. A reset connection has
 * nobody to answer; a socket that can no longer be written to is just closed.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const api = clientError(err);
    const body = JSON.stringify(errorBody(api.code, api.message, api.hint));
    socket.write(
      `HTTP/1.1 ${api.statusCode} ${STATUS_CODES[api.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** An HTTP/1.1 request without a Host header: RFC 9112 has the server refuse it (Node would, with no body). */
export function missingHost(request: FastifyRequest): ApiError | null {
  const { httpVersionMajor, httpVersionMinor } = request.raw;
  if (httpVersionMajor !== 1 || httpVersionMinor < 1 || request.headers.host !== undefined) return null;
  return new ApiError(
    400,
    'request.host',
    'An HTTP/1.1 request names the host it is for in a Host header, and this one has none.',
    'Send a Host header (every HTTP client does), or send the request as HTTP/1.0.',
  );
}

/**
 * The server's `checkExpectation` listener: an `Expect` other than `100-continue` (which Node answers
 * itself) is refused in the envelope; without this listener Node answers 417 with no body.
 */
export function answerUnmetExpectation(request: IncomingMessage, response: ServerResponse): void {
  const expected = String(request.headers.expect ?? '').slice(0, 100);
  const body = JSON.stringify(
    errorBody(
      'request.expectation',
      `The request expects "${expected}" of the server, which it cannot meet.`,
      'Send the request without an Expect header, or with Expect: 100-continue.',
    ),
  );
  response
    .writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    })
    .end(body);
}
