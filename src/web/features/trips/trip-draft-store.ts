import type { TripDraft } from './trip-model.ts';

/**
 * Nothing typed is lost on a reload: every change is also kept in this browser until the server
 * confirms it. One entry per member and trip ('new' before the trip exists), holding the version
 * the edits were made on, so a draft is only replayed onto the version it was typed against.
 */

const PREFIX = 'roamly-trip-draft';

export type StoredDraft = { trip: TripDraft; version: number | null; savedAt: string };

export const draftKey = (userId: string, tripId: string | null) =>
  `${PREFIX}:${userId}:${tripId ?? 'new'}`;

function isDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const { trip, version } = value as Partial<StoredDraft>;
  return (
    !!trip &&
    typeof trip === 'object' &&
    typeof trip.title === 'string' &&
    Array.isArray(trip.days) &&
    (version === null || typeof version === 'number')
  );
}

export function readDraft(userId: string, tripId: string | null): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(userId, tripId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(
  userId: string,
  tripId: string | null,
  trip: TripDraft,
  version: number | null,
) {
  try {
    const entry: StoredDraft = { trip, version, savedAt: new Date().toISOString() };
    window.localStorage.setItem(draftKey(userId, tripId), JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the server copy is all there is.
  }
}

export function clearDraft(userId: string, tripId: string | null) {
  try {
    window.localStorage.removeItem(draftKey(userId, tripId));
  } catch {
    // Nothing to clear.
  }
}
