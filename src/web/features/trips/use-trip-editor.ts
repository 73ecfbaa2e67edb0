import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createTripRoute,
  getTripRoute,
  TRIP_AUTOSAVE_DELAY_MS,
  updateTripRoute,
  type TTrip,
  type TTripShare,
} from '../../../contract/trips.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { api } from '../../lib/api.ts';
import { useInvalidateTrips } from './queries.ts';
import { TripAutosave, type SaveStatus } from './trip-autosave.ts';
import { clearDraft, readDraft, writeDraft } from './trip-draft-store.ts';
import {
  fromTrip,
  isMeaningful,
  tripReducer,
  type TripAction,
  type TripDraft,
} from './trip-model.ts';

/** Where the editor starts: a saved trip (maybe with newer local edits) or a new one. */
export type EditorStart = {
  id: string | null;
  version: number | null;
  draft: TripDraft;
  share: TTripShare | null;
  /** Local edits the server has not seen: saved as soon as the editor opens. */
  resume: boolean;
};

/**
 * The starting point of a saved trip: the browser's draft of it when that was typed on this
 * version, or after the server's last save (a save lost with the page); else the server's copy.
 */
export function startFromServer(userId: string, trip: TTrip): EditorStart {
  const local = readDraft(userId, trip.id);
  const base = { id: trip.id, version: trip.version, share: trip.share };
  if (local) {
    const newer =
      local.version === trip.version || Date.parse(local.savedAt) > Date.parse(trip.updatedAt);
    if (newer) return { ...base, draft: { ...local.trip }, resume: true };
    clearDraft(userId, trip.id);
  }
  return { ...base, draft: fromTrip(trip), resume: false };
}

/** A new trip: the unsaved draft of this browser, else an empty one. */
export function startNew(userId: string, empty: TripDraft): EditorStart {
  const local = readDraft(userId, null);
  const draft = local && isMeaningful(local.trip) ? local.trip : empty;
  return { id: null, version: null, share: null, draft, resume: draft !== empty };
}

/**
 * The planner's state: the trip being edited, the edit function every control calls, and the
 * autosave status. Each edit is kept in localStorage at once and sent to the server after
 * TRIP_AUTOSAVE_DELAY_MS; a 409 reloads the saved trip and says so.
 */
export function useTripEditor({
  userId,
  start,
  onCreated,
  delayMs = TRIP_AUTOSAVE_DELAY_MS,
}: {
  userId: string;
  start: EditorStart;
  onCreated: (id: string) => void;
  delayMs?: number;
}) {
  const [draft, setDraft] = useState(start.draft);
  const [share, setShare] = useState(start.share);
  const [tripId, setTripId] = useState(start.id);
  const [status, setStatus] = useState<{ status: SaveStatus; detail?: string }>({
    status: start.id ? 'saved' : 'idle',
  });
  const draftRef = useRef(start.draft);
  const versionRef = useRef(start.version);
  const mounted = useRef(true);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  const invalidateTrips = useInvalidateTrips();
  const invalidateRef = useRef(invalidateTrips);
  invalidateRef.current = invalidateTrips;

  const [saver] = useState(
    () =>
      new TripAutosave(
        {
          delayMs,
          create: (body) => api(createTripRoute, { body }),
          update: (id, body) => api(updateTripRoute, { params: { id }, body }),
          onStatus: (next, detail) => {
            if (mounted.current) setStatus({ status: next, detail });
          },
          onSaved: (trip, upToDate) => {
            const created = versionRef.current === null;
            versionRef.current = trip.version;
            if (created) clearDraft(userId, null);
            if (upToDate) clearDraft(userId, trip.id);
            else writeDraft(userId, trip.id, draftRef.current, trip.version);
            void invalidateRef.current();
            if (!mounted.current) return;
            setShare(trip.share);
            if (created) {
              setTripId(trip.id);
              onCreatedRef.current(trip.id);
            }
          },
          onConflict: () => void reloadAfterConflict(),
        },
        { id: start.id, version: start.version },
      ),
  );

  async function reloadAfterConflict() {
    const id = saver.id;
    if (!id) return;
    try {
      const trip = await api(getTripRoute, { params: { id } });
      clearDraft(userId, id);
      versionRef.current = trip.version;
      const next = fromTrip(trip);
      draftRef.current = next;
      saver.reset({ id, version: trip.version });
      if (!mounted.current) return;
      setDraft(next);
      setShare(trip.share);
      toast({
        title: 'This trip was changed somewhere else',
        description: 'We loaded the latest saved version. Your last change here was not saved.',
        variant: 'destructive',
      });
    } catch {
      if (mounted.current) setStatus({ status: 'retrying' });
      setTimeout(() => void reloadAfterConflict(), 5_000);
    }
  }

  const edit = useCallback(
    (action: TripAction) => {
      const next = tripReducer(draftRef.current, action);
      if (next === draftRef.current) return;
      draftRef.current = next;
      setDraft(next);
      writeDraft(userId, saver.id, next, versionRef.current);
      saver.change(next);
    },
    [saver, userId],
  );

  /** Changes that are not edits of the traveller (the currency detected after opening). */
  const adjustQuietly = useCallback((next: TripDraft) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    saver.start();
    if (start.resume) saver.change(draftRef.current);
    const onHide = () => void saver.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', onHide);
      // Leaving for another trip: what is still waiting goes now (the draft stays until it lands).
      void saver.flush().finally(() => {
        if (!mounted.current) saver.stop();
      });
    };
    // The editor is keyed by the trip it opened; `start` never changes within one mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver]);

  return {
    draft,
    edit,
    adjustQuietly,
    tripId,
    share,
    setShare,
    status: status.status,
    statusDetail: status.detail,
    flush: () => saver.flush(),
  };
}

export type TripEditor = ReturnType<typeof useTripEditor>;
