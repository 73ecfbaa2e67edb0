import type { Db } from '../client.ts';
import { trackingEvents } from '../schema/index.ts';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

export async function insertTrackingEvent(db: Db, event: NewTrackingEvent): Promise<void> {
  await db.insert(trackingEvents).values(event);
}
