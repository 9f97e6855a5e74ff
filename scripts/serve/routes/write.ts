/**
 * Writes, each a pull request: POST /api/upload and POST /api/v1/documents (multipart: `file` and
 * `metadata`), PUT /api/v1/documents/:id (JSON: the metadata fields to change) and DELETE
 * /api/v1/documents/:id. What can be checked is checked at once and refused with the intake's own
 * problems; what passes is answered 202 with the upload id whose status /api/status/:upload_id follows.
 * The status endpoint itself is here too, as it reads what the writes leave behind.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { findArchivedBySha256, readRecord } from '../../../actions/lib/archive/read.js';
import { readDecisionLog, uploadIdFor } from '../../../actions/lib/archive/decisions-log.js';
import type { DocumentRecord } from '../../../actions/lib/archive/records.js';
import { uploadStatus } from '../../../actions/lib/archive/upload-status.js';
import { sha256 } from '../../../actions/lib/core/hash.js';
import { API_BASE, documentPath } from '../documents-json.js';
import { ApiError, singlePagination, success } from '../envelope.js';
import { envelopeOf, errorResponses, ref } from '../schemas.js';
import type { ServeContext } from '../context.js';
import { changedMetadata, checkUpload, EDITABLE_FIELDS } from '../upload-check.js';
import { uploadStatusJson } from '../upload-status.js';
import { statusPath, type Receipt, type Submissions } from '../submissions/submissions.js';

type Part = MultipartFile | MultipartValue;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'The document id: 16 hex digits.' } },
} as const;

const receiptResponse = {
  202: envelopeOf(ref('UploadReceipt'), 'Accepted for review: a pull request was opened; follow status_url.'),
};

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
  },
} as const;

function writesOf(ctx: ServeContext): Submissions {
  if (!ctx.submissions)
    throw new ApiError(
      403,
      'writes.disabled',
      'This server takes no writes.',
      'It was started read-only; send the upload as a pull request to the archive repository instead.',
    );
  return ctx.submissions;
}

async function partBytes(part: Part): Promise<Buffer> {
  return part.type === 'file' ? part.toBuffer() : Buffer.from(String(part.value), 'utf8');
}

function accepted(reply: FastifyReply, receipt: Receipt) {
  void reply.code(202).header('location', receipt.status_url);
  return success(receipt, singlePagination(receipt.status_url));
}

async function recordOf(ctx: ServeContext, id: string): Promise<DocumentRecord> {
  const record = await readRecord(ctx.root, id).catch(() => null);
  if (!record)
    throw new ApiError(
      404,
      'document.not_found',
      `No document ${id} in the archive.`,
      `List them with GET ${API_BASE}/documents.`,
    );
  return record;
}

export async function writeRoutes(app: FastifyInstance, ctx: ServeContext): Promise<void> {
  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const submissions = writesOf(ctx);
    const body = request.body as { file: MultipartFile; metadata: Part };
    const file = await body.file.toBuffer();
    const metadataBytes = await partBytes(body.metadata);
    const checked = checkUpload(file, body.file.filename, metadataBytes, ctx.config);
    const fileSha = sha256(file);
    const archived = await findArchivedBySha256(ctx.root, fileSha);
    if (archived)
      throw new ApiError(
        409,
        'duplicate.exact',
        `This file is already in the archive as document ${archived.document_id} (“${archived.title}”).`,
        `See it at ${documentPath(archived.document_id)}; to correct its metadata, a maintainer sends PUT ${documentPath(archived.document_id)}.`,
      );
    const receipt = await submissions.submitUpload({
      upload_id: uploadIdFor(fileSha, sha256(metadataBytes)),
      file,
      metadata_bytes: metadataBytes,
      checked,
      caller: request.caller,
    });
    request.log.info({ upload_id: receipt.upload_id, caller: request.caller.name }, 'upload submitted');
    return accepted(reply, receipt);
  };

  const multipartOnly = async (request: FastifyRequest) => {
    if (!request.isMultipart())
      throw new ApiError(
        415,
        'upload.content_type',
        `An upload is multipart/form-data, not ${request.headers['content-type'] ?? 'a body without a type'}.`,
        'Send the file as part "file" and its metadata JSON as part "metadata" (curl -F file=@NAME.pdf -F metadata=@NAME.json).',
      );
  };

  const uploadSchema = (summary: string, description: string) => ({
    summary,
    description,
    tags: ['uploads'],
    consumes: ['multipart/form-data'],
    security: [{ bearer: [] }],
    body: {
      type: 'object',
      required: ['file', 'metadata'],
      additionalProperties: false,
      properties: {
        file: { isFile: true, description: 'The document: a PDF, PNG or JPEG, within the size limit.' },
        metadata: {
          description:
            'The upload metadata as JSON text (title, date, source, relevance; see the upload metadata schema), as a form field or a file part.',
        },
      },
    },
    response: { ...receiptResponse, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
  });

  app.post(
    '/api/upload',
    {
      config: { action: 'submit' },
      preValidation: multipartOnly,
      schema: uploadSchema(
        'Upload a document for review',
        'Checks the file (size, kind) and the metadata at once, then opens a pull request adding uploads/NAME.<ext> and uploads/NAME.json. The intake decides it; follow /api/status/{upload_id}.',
      ),
    },
    upload,
  );
  app.post(
    `${API_BASE}/documents`,
    {
      config: { action: 'submit' },
      preValidation: multipartOnly,
      schema: uploadSchema('Create a document', 'The same as POST /api/upload: a new document is an upload.'),
    },
    upload,
  );

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
      const change = request.body as Record<string, unknown>;
      const metadata = changedMetadata(record.metadata, change);
      const updated: DocumentRecord = {
        ...record,
        metadata,
        title: metadata.title,
        date: metadata.date,
        source: metadata.source,
        category: 'category' in change ? (metadata.category ?? null) : record.category,
        tags: 'tags' in change ? [...(metadata.tags ?? [])] : record.tags,
      };
      return accepted(
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
      return accepted(reply, await submissions.submitChange({ kind: 'delete', record, caller: request.caller }));
    },
  );

  app.get(
    '/api/status/:upload_id',
    {
      config: { action: 'read' },
      schema: {
        summary: 'What happened to an upload or a change',
        description:
          'Its states (submitted → analysed → accepted | rejected | invalid | needs_review) with times and reasons, the pull request and the document, from the decisions log and the open pull requests; it answers after the pull request is gone.',
        tags: ['uploads'],
        params: {
          type: 'object',
          required: ['upload_id'],
          properties: {
            upload_id: { type: 'string', pattern: '^up_[0-9a-f]{16}$', description: 'up_ and 16 hex digits.' },
          },
        },
        response: {
          200: envelopeOf(ref('UploadStatus'), 'The upload and its history.'),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const { upload_id: uploadId } = request.params as { upload_id: string };
      const status = ctx.submissions
        ? await ctx.submissions.status(uploadId)
        : uploadStatusJson({
            upload_id: uploadId,
            kind: 'upload',
            submitted: null,
            analysed_at: null,
            stalled: null,
            decisions: uploadStatus(await readDecisionLog(ctx.root), uploadId),
            change_outcome: null,
            pull_request: null,
          });
      if (!status)
        throw new ApiError(
          404,
          'upload.not_found',
          `Nothing is known of ${uploadId}: no decision in the log and no pull request.`,
          'Check the id in the answer to your upload; an upload sent elsewhere shows here once it is decided.',
        );
      return success(status, singlePagination(statusPath(uploadId)));
    },
  );
}
