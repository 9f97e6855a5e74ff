/** What the write routes share: where writes go, the 202 receipt, and the record a change starts from. */
import { posix } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRecord } from '../../../actions/lib/archive/read.js';
import type { DocumentRecord } from '../../../actions/lib/archive/records.js';
import { API_BASE } from '../documents-json.js';
import { ApiError, singlePagination, success } from '../envelope.js';
import { envelopeOf, ref } from '../schemas.js';
import type { ServeContext } from '../context.js';
import type { Receipt, Submissions } from '../submissions/submissions.js';

export const receiptResponse = {
  202: envelopeOf(ref('UploadReceipt'), 'Accepted for review: a pull request was opened; follow status_url.'),
};

export function writesOf(ctx: ServeContext): Submissions {
  if (!ctx.submissions)
    throw new ApiError(
      403,
      'writes.disabled',
      'This server takes no writes.',
      'It was started read-only; send the upload as a pull request to the archive repository instead.',
    );
  return ctx.submissions;
}

/**
 * `path` (from the server's root) as a reference relative to the address the request was sent to, as a
 * client resolves `Location`: behind a proxy that serves the API under a path of its own
 * (`https://host/records/api/upload`), `status/up_…` resolves to `https://host/records/api/status/up_…`,
 * where a root path would lose the proxy's `/records`.
 */
export function relativeToRequest(requestUrl: string, path: string): string {
  const requested = requestUrl.split(/[?#]/)[0]!;
  const folder = requested.slice(0, requested.lastIndexOf('/') + 1) || '/';
  const relative = posix.relative(folder, path);
  return path.endsWith('/') && !relative.endsWith('/') ? `${relative}/` : relative;
}

/** 202 with the receipt, its `status_url` and `Location` relative to the request's address. */
export function accepted(request: FastifyRequest, reply: FastifyReply, receipt: Receipt) {
  const answered = { ...receipt, status_url: relativeToRequest(request.url, receipt.status_url) };
  void reply.code(202).header('location', answered.status_url);
  // Pagination links are root paths throughout the API; this one is too.
  return success(answered, singlePagination(receipt.status_url));
}

export async function recordOf(ctx: ServeContext, id: string): Promise<DocumentRecord> {
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
