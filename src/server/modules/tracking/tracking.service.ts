import { insertTrackingEvent } from '../../../db/queries/tracking.ts';
import type { ServiceContext } from '../../context.ts';

type TrackInput = {
  kind: 'page_visit' | 'interaction';
  feature: string;
  action: string;
  sessionId?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  timestamp?: string | number | undefined;
};

/** Stores one usage event, with the member's id when signed in. */
export async function recordEvent(ctx: ServiceContext, event: TrackInput): Promise<void> {
  const userId = ctx.viewer?.id ?? null;
  await insertTrackingEvent(ctx.db, {
    kind: event.kind,
    feature: event.feature,
    action: event.action,
    sessionId: event.sessionId ?? null,
    userId,
    metadata: event.metadata ?? null,
    clientTimestamp: event.timestamp === undefined ? null : String(event.timestamp),
  });
}
