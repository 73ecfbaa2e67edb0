import { z } from 'zod';

const ZFeature = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_.-]+$/i, 'must be letters, digits, _ . or -');

/** Small JSON object: bounded keys and a bounded serialised size. */
const ZSmallRecord = z
  .record(z.string().max(64), z.unknown())
  .refine((value) => Object.keys(value).length <= 30, 'has too many keys')
  .refine((value) => JSON.stringify(value).length <= 2_000, 'is too large');

/** POST /api/track-page-visit (spec 1 §7). */
export const ZTrackPageVisitBody = z.object({
  feature: ZFeature,
  action: ZFeature,
  sessionId: z.string().trim().min(1).max(100),
  metadata: ZSmallRecord.optional(),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type TTrackPageVisitBody = z.input<typeof ZTrackPageVisitBody>;

/** POST /api/track-interaction (spec 1 §7). */
export const ZTrackInteractionBody = z.object({
  feature: ZFeature,
  action: ZFeature,
  sessionId: z.string().trim().min(1).max(100).optional(),
  additionalData: ZSmallRecord.optional(),
});
export type TTrackInteractionBody = z.input<typeof ZTrackInteractionBody>;

export const ZTrackResponse = z.object({ success: z.literal(true) });
