import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
