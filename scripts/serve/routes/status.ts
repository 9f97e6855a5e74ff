/**
 * GET /api/status/:upload_id: what happened to an upload or a change, read from what the writes leave
 * behind (the server's journal, the decisions log, the branch or pull request). A read-only server
 * answers from the decisions log alone.
 */
import type { FastifyPluginAsync } from 'fastify';
import { readDecisionLog } from '../../../actions/lib/archive/decisions-log.js';
import { uploadStatus } from '../../../actions/lib/archive/upload-status.js';
import { ApiError, singlePagination, success } from '../envelope.js';
import { envelopeOf, errorResponses, ref } from '../schemas.js';
import type { RouteGroupOptions } from '../context.js';
import { uploadStatusJson } from '../upload-status.js';
import { statusPath } from '../submissions/submissions.js';

export const statusRoutes: FastifyPluginAsync<RouteGroupOptions> = async (app, { context: ctx }) => {
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
};
