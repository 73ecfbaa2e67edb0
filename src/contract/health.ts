import { z } from 'zod';
import { defineRoute } from './route.ts';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;

/** 200 when the database answers, 503 with the same body when it does not. */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  tags: ['health'],
  summary: 'Liveness with a database round trip',
  response: ZHealth,
});
