import { z } from 'zod';
import { ADMIN_MEMBER_STATUSES } from './admin-users.ts';
import { POST_REPORT_REASONS } from './posts.ts';
import { defineRoute } from './route.ts';

export const ADMIN_REPORTS_PAGE_SIZE = 25;

/** A member's report of a post, as the operator's list shows it. */
export const ZAdminPostReport = z.object({
  id: z.string(),
  reason: z.enum(POST_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  post: z.object({ id: z.string(), excerpt: z.string(), imageUrl: z.string().nullable() }),
  author: z.object({ id: z.string(), name: z.string(), status: z.enum(ADMIN_MEMBER_STATUSES) }),
  reporter: z.object({ id: z.string(), name: z.string() }),
});
export type TAdminPostReport = z.infer<typeof ZAdminPostReport>;

export const ZAdminPostReportsQuery = z.object({
  reason: z.enum(POST_REPORT_REASONS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_REPORTS_PAGE_SIZE),
});
export type TAdminPostReportsQuery = z.input<typeof ZAdminPostReportsQuery>;

export const adminPostReportsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/post-reports',
  tags: ['admin'],
  summary: 'Reports of posts, newest first (admins and moderators)',
  query: ZAdminPostReportsQuery,
  response: z.object({ items: z.array(ZAdminPostReport), nextCursor: z.string().nullable() }),
  errors: [400, 401, 403],
});
