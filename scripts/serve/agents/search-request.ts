/**
 * What a search must pass beyond its body's schema, the same whether it came as an HTTP request to
 * `/api/v1/search/<type>` or as a message of the queue: the result window under the cap, a
 * cross-reference to a document the archive holds, a visual image query that is an image the server
 * may decode. The schema itself is checked by the listener's own validator in both cases.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../envelope.js';
import { nonFiniteAt, describeAjvErrors } from '../validation.js';
import { ImageQueryError, queryHash } from './engines/images.js';
import { CoordinatorBusy, type SearchAnswer } from './coordinator/coordinator.js';
import type { RunOptions, SearchBody } from './plans.js';
import { bodies, DEFAULTS, type SearchType } from './schemas.js';
import type { AgentServices } from './services.js';

/**
 * Checks a search body made from a queue message against its endpoint's schema with the listener's
 * validator (the one its HTTP request meets, defaults filled in), and that its numbers are finite.
 */
export function validateMessageBody(request: FastifyRequest, type: SearchType, body: Record<string, unknown>): void {
  const validate = request.compileValidationSchema(bodies[type], 'body');
  const valid = validate(body) && nonFiniteAt(body) === null;
  if (valid) return;
  const why = validate.errors?.length
    ? describeAjvErrors('body', validate.errors as never, '')
    : `body${nonFiniteAt(body)} must be a finite number.`;
  throw new ApiError(
    400,
    'queue.message',
    `A ${type} search made of this message is not valid: ${why}`,
    'Put the search’s other fields in query.filters or query.options; see /api/openapi.json for each search’s body.',
  );
}

/** The checks every search of `type` passes before it is planned. */
export async function checkSearch(type: SearchType, body: SearchBody, services: AgentServices): Promise<void> {
  const window = body as { limit?: number; offset?: number };
  if ((window.offset ?? 0) + (window.limit ?? 0) > DEFAULTS.max_results_cap)
    throw new ApiError(
      400,
      'search.window',
      `offset + limit is ${(window.offset ?? 0) + (window.limit ?? 0)}; results stop at ${DEFAULTS.max_results_cap}.`,
      'Narrow the search with more words or a filter.',
    );
  if (type === 'cross-reference') {
    const id = (body as { document_id: string }).document_id;
    if (!services.context.view.snapshot.model.byId.has(id))
      throw new ApiError(404, 'documents.not_found', `No document ${id} in the archive.`, 'Search documents first.');
  }
  if (type === 'images' && (body as { search_type: string }).search_type === 'visual') {
    const images = (await services.registries.read()).images;
    await queryHash((body as { query: string }).query, images, services.context.config.limits.max_image_pixels).catch(
      (err: unknown) => {
        if (!(err instanceof ImageQueryError)) throw err;
        throw new ApiError(400, 'images.query', err.message, 'See the images search in /api/openapi.json.');
      },
    );
  }
}

/** Runs the search; a full queue is a 503 with Retry-After, in the error envelope. */
export async function runSearch(
  services: AgentServices,
  type: SearchType,
  body: SearchBody,
  options?: RunOptions,
): Promise<SearchAnswer> {
  try {
    return await services.run(type, body, options);
  } catch (err) {
    if (!(err instanceof CoordinatorBusy)) throw err;
    throw new ApiError(
      503,
      'search.busy',
      `The coordinator is at capacity: ${err.waiting} searches already wait for a turn.`,
      'Ask again after the seconds in Retry-After, or send fewer searches at once.',
      undefined,
      { 'retry-after': '1' },
    );
  }
}
