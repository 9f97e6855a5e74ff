/** What the write routes share: where writes go, the 202 receipt, and the record a change starts from. */
import type { FastifyReply } from 'fastify';
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

/** 202 with the receipt, and `Location` pointing at its status. */
export function accepted(reply: FastifyReply, receipt: Receipt) {
  void reply.code(202).header('location', receipt.status_url);
  return success(receipt, singlePagination(receipt.status_url));
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
