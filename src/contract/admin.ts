import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Admin stats of 3-operator-admin §3. */
export const ZAdminStats = z.object({
  users: z.object({
    total: z.number().int(),
    newThisWeek: z.number().int(),
    active: z.number().int(),
  }),
  posts: z.object({ total: z.number().int(), thisWeek: z.number().int() }),
  engagement: z.object({
    likesThisWeek: z.number().int(),
    commentsThisWeek: z.number().int(),
  }),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

export const adminDashboardRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  tags: ['admin'],
  summary: 'Operator statistics',
  response: ZAdminStats,
  errors: [401, 403],
});
