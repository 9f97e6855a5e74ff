/**
 * Changes to an archived document, each a pull request a maintainer merges: PUT /api/v1/documents/:id
 * (JSON: the metadata fields to change) and DELETE /api/v1/documents/:id.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentRecord } from '../../../actions/lib/archive/records.js';
import { API_BASE } from '../documents-json.js';
import { errorResponses } from '../schemas.js';
import type { RouteGroupOptions } from '../context.js';
import { changedMetadata, EDITABLE_FIELDS } from '../upload-check.js';
import { accepted, receiptResponse, recordOf, writesOf } from './write-replies.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'The document id: 16 hex digits.' } },
} as const;

const nullableText = { type: ['string', 'null'], maxLength: 5000 } as const;
const changeBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  description:
    'The metadata fields to change (the upload metadata schema); null removes an optional field. The whole result is checked against the schema.',
  properties: {
    title: { type: 'string' },
    date: { type: 'string' },
    source: { type: 'string' },
    relevance: { type: 'string' },
    category: nullableText,
    tags: { type: ['array', 'null'], items: { type: 'string' } },
    description: nullableText,
    source_url: nullableText,
    source_type: nullableText,
    language: nullableText,
    case_number: nullableText,
    docket_entry: { type: ['integer', 'null'] },
    attachment_number: { type: ['integer', 'null'] },
  },
} as const;

/** The record as the change would leave it: its metadata and the fields mirrored from it. */
function updatedRecord(record: DocumentRecord, change: Record<string, unknown>): DocumentRecord {
  const metadata = changedMetadata(record.metadata, change);
  return {
    ...record,
    metadata,
    title: metadata.title,
    date: metadata.date,
    source: metadata.source,
    category: 'category' in change ? (metadata.category ?? null) : record.category,
    tags: 'tags' in change ? [...(metadata.tags ?? [])] : record.tags,
  };
}

export const changeRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context: ctx }) => {
  app.put(
    `${API_BASE}/documents/:id`,
    {
      config: { action: 'merge' },
      schema: {
        summary: "Change a document's metadata",
        description:
          'Opens a pull request changing the record; a maintainer merges it. Fields: ' + EDITABLE_FIELDS.join(', '),
        tags: ['uploads'],
        security: [{ bearer: [] }],
        params: idParams,
        body: changeBody,
        response: { ...receiptResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const submissions = writesOf(ctx);
      const { id } = request.params as { id: string };
      const record = await recordOf(ctx, id);
      const updated = updatedRecord(record, request.body as Record<string, unknown>);
      return accepted(
        request,
        reply,
        await submissions.submitChange({ kind: 'update', record, updated, caller: request.caller }),
      );
    },
  );

  app.delete(
    `${API_BASE}/documents/:id`,
    {
      config: { action: 'merge' },
      schema: {
        summary: 'Delete a document',
        description: "Opens a pull request removing the document's folder; a maintainer merges it.",
        tags: ['uploads'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { ...receiptResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const submissions = writesOf(ctx);
      const { id } = request.params as { id: string };
      const record = await recordOf(ctx, id);
      return accepted(
        request,
        reply,
        await submissions.submitChange({ kind: 'delete', record, caller: request.caller }),
      );
    },
  );
};
