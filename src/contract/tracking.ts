import { z } from 'zod';
import { defineRoute } from './route.ts';
import { ZText } from './strings.ts';
import { TRACK_INTERACTION_PATH, TRACK_PAGE_VISIT_PATH } from './tracking-paths.ts';

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
  sessionId: ZText({ max: 100, min: 1 }),
  metadata: ZSmallRecord.optional(),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type TTrackPageVisitBody = z.input<typeof ZTrackPageVisitBody>;

/** POST /api/track-interaction (spec 1 §7). */
export const ZTrackInteractionBody = z.object({
  feature: ZFeature,
  action: ZFeature,
  sessionId: ZText({ max: 100, min: 1 }).optional(),
  additionalData: ZSmallRecord.optional(),
});
export type TTrackInteractionBody = z.input<typeof ZTrackInteractionBody>;

export const ZTrackResponse = z.object({ success: z.literal(true) });

export const trackPageVisitRoute = defineRoute({
  method: 'POST',
  path: TRACK_PAGE_VISIT_PATH,
  tags: ['tracking'],
  summary: 'Record a page visit',
  body: ZTrackPageVisitBody,
  response: ZTrackResponse,
  errors: [400, 413, 429],
});

export const trackInteractionRoute = defineRoute({
  method: 'POST',
  path: TRACK_INTERACTION_PATH,
  tags: ['tracking'],
  summary: 'Record an interaction',
  body: ZTrackInteractionBody,
  response: ZTrackResponse,
  errors: [400, 413, 429],
});
