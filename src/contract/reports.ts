import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { ZReportPostBody } from './posts.ts';
import { defineRoute } from './route.ts';

/**
 * Member reports of comments, members and messages (issue 22 §4); posts keep
 * `reportPostRoute`. One body and one rate limit (`REPORT_RATE_LIMIT`) for all four.
 */
export const ZReportBody = ZReportPostBody;
export type TReportBody = z.input<typeof ZReportBody>;

export const ALREADY_REPORTED = {
  post: 'You have already reported this post',
  comment: 'You have already reported this comment',
  user: 'You have already reported this member',
  message: 'You have already reported this message',
} as const;

const ZId = z.uuid('must be a valid ID');

export const reportCommentRoute = defineRoute({
  method: 'POST',
  path: '/api/posts/:id/comments/:commentId/report',
  tags: ['posts'],
  summary: 'Report a comment to the Roamly team (once per member)',
  params: z.object({ id: ZId, commentId: ZId }),
  body: ZReportBody,
  response: ZOkResponse,
  status: 201,
  errors: [400, 401, 403, 404, 409, 429],
});

export const reportUserRoute = defineRoute({
  method: 'POST',
  path: '/api/users/:id/report',
  tags: ['users'],
  summary: 'Report a member to the Roamly team (once per member)',
  params: z.object({ id: ZId }),
  body: ZReportBody,
  response: ZOkResponse,
  status: 201,
  errors: [400, 401, 403, 404, 409, 429],
});

export const reportMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/messages/:id/report',
  tags: ['messaging'],
  summary: 'Report a message you received to the Roamly team (once per member)',
  params: z.object({ id: ZId }),
  body: ZReportBody,
  response: ZOkResponse,
  status: 201,
  errors: [400, 401, 403, 404, 409, 429],
});
