import type { FastifyInstance } from 'fastify';
import { REPORT_RATE_LIMIT } from '../../../contract/posts.ts';
import {
  reportCommentRoute,
  reportMessageRoute,
  reportUserRoute,
} from '../../../contract/reports.ts';
import { addRoute } from '../../http/route.ts';
import { reportComment, reportMessage, reportUser } from './reports.service.ts';

/** Reports of comments, members and messages, rate limited like reports of posts. */
export async function reportsRoutes(app: FastifyInstance) {
  const options = { auth: 'user' as const, rateLimit: REPORT_RATE_LIMIT };
  addRoute(app, reportCommentRoute, options, async ({ ctx, params, body }) =>
    reportComment(ctx, { postId: params.id, commentId: params.commentId, ...body }),
  );
  addRoute(app, reportUserRoute, options, async ({ ctx, params, body }) =>
    reportUser(ctx, { userId: params.id, ...body }),
  );
  addRoute(app, reportMessageRoute, options, async ({ ctx, params, body }) =>
    reportMessage(ctx, { messageId: params.id, ...body }),
  );
}
