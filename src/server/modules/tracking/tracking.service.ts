import type { Db } from '../../../db/client.ts';
import { insertTrackingEvent } from '../../../db/queries/tracking.ts';

type TrackInput = {
  kind: 'page_visit' | 'interaction';
  feature: string;
  action: string;
  sessionId?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  timestamp?: string | number | undefined;
};

/** Stores one usage event, with the member's id when signed in. */
export async function recordEvent({
  db,
  userId,
  event,
}: {
  db: Db;
  userId: string | null;
  event: TrackInput;
}): Promise<void> {
  await insertTrackingEvent(db, {
    kind: event.kind,
    feature: event.feature,
    action: event.action,
    sessionId: event.sessionId ?? null,
    userId,
    metadata: event.metadata ?? null,
    clientTimestamp: event.timestamp === undefined ? null : String(event.timestamp),
  });
}
