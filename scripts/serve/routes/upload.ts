/**
 * Uploads: POST /api/upload and POST /api/v1/documents, multipart with the parts `file` and `metadata`.
 * What can be checked is checked at once and refused with the intake's own problems; what passes is
 * answered 202 with the upload id whose status /api/status/:upload_id follows. Multipart parsing is
 * registered here only: no other route reads a form.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { METADATA_MAX_BYTES } from '../../../actions/lib/contract/metadata.js';
import { findArchivedBySha256 } from '../../../actions/lib/archive/read.js';
import { uploadIdFor } from '../../../actions/lib/archive/upload-id.js';
import { sha256 } from '../../../actions/lib/core/hash.js';
import { API_BASE, documentPath } from '../documents-json.js';
import { ApiError } from '../envelope.js';
import { errorResponses } from '../schemas.js';
import type { RouteGroupOptions, ServeContext } from '../context.js';
import { checkUpload } from '../upload-check.js';
import { accepted, receiptResponse, writesOf } from './write-replies.js';

type Part = MultipartFile | MultipartValue;

async function partBytes(part: Part): Promise<Buffer> {
  return part.type === 'file' ? part.toBuffer() : Buffer.from(String(part.value), 'utf8');
}

async function multipartOnly(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart())
    throw new ApiError(
      415,
      'upload.content_type',
      `An upload is multipart/form-data, not ${request.headers['content-type'] ?? 'a body without a type'}.`,
      'Send the file as part "file" and its metadata JSON as part "metadata" (curl -F file=@NAME.pdf -F metadata=@NAME.json).',
    );
}

function uploadSchema(summary: string, description: string) {
  return {
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
  };
}

/** Checks the upload, refuses a file already archived, and opens its pull request. */
function uploadHandler(ctx: ServeContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
    return accepted(request, reply, receipt);
  };
}

export const uploadRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context: ctx }) => {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: {
      fileSize: ctx.config.limits.max_file_bytes,
      files: 2,
      fields: 2,
      parts: 2,
      fieldSize: METADATA_MAX_BYTES + 1,
      headerPairs: 20,
    },
  });
  const upload = uploadHandler(ctx);
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
};
