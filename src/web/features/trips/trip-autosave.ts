import type { TTrip } from '../../../contract/trips.ts';
import { ApiError } from '../../lib/api.ts';
import { isMeaningful, isSavable, toTripBody, type TripDraft } from './trip-model.ts';

/**
 * The planner's autosave: a change waits `delayMs` for the next one, then the whole trip is sent
 * — POST the first time something worth keeping is typed, PUT with the saved `version` after. One
 * request at a time; changes made meanwhile are sent when it answers. Network and server failures
 * retry with a growing delay; a 409 (saved elsewhere meanwhile) hands over to `onConflict`.
 */

export type SaveStatus =
  /** Nothing to save yet (an empty new trip). */
  | 'idle'
  /** Changes wait for the debounce (or for dates that match the itinerary again). */
  | 'pending'
  | 'saving'
  | 'saved'
  /** A failure the next attempt may fix (offline, 5xx, 429). */
  | 'retrying'
  /** The server refused the trip (400/404): the next edit tries again. */
  | 'failed'
  /** Saved elsewhere since it was loaded: the page reloads it. */
  | 'conflict';

export type SaveTarget = { id: string | null; version: number | null };

export type AutosaveOptions = {
  delayMs: number;
  create: (body: ReturnType<typeof toTripBody>) => Promise<TTrip>;
  update: (id: string, body: ReturnType<typeof toTripBody> & { version: number }) => Promise<TTrip>;
  onStatus: (status: SaveStatus, detail?: string) => void;
  /** `upToDate`: no change was made while it was on its way (the draft may be forgotten). */
  onSaved: (trip: TTrip, upToDate: boolean) => void;
  onConflict: () => void;
};

/** First retry after 2 s, doubling to at most 30 s. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

export class TripAutosave {
  private target: SaveTarget;
  private latest: TripDraft | null = null;
  private revision = 0;
  private savedRevision = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly options: AutosaveOptions,
    target: SaveTarget,
  ) {
    this.target = { ...target };
  }

  get id(): string | null {
    return this.target.id;
  }

  /** True while something typed has not reached the server. */
  get dirty(): boolean {
    return this.revision > this.savedRevision;
  }

  /** A new state of the trip: saved `delayMs` after the last change. */
  change(draft: TripDraft) {
    if (this.stopped) return;
    this.latest = draft;
    this.revision += 1;
    this.failures = 0;
    if (!this.target.id && !isMeaningful(draft)) {
      // Nothing worth creating a trip for yet (everything typed was cleared again).
      this.savedRevision = this.revision;
      clearTimeout(this.timer);
      this.options.onStatus('idle');
      return;
    }
    this.options.onStatus('pending');
    this.schedule(this.options.delayMs);
  }

  /** The trip as the server now holds it (a reload after a conflict): edits continue from it. */
  reset(target: SaveTarget) {
    clearTimeout(this.timer);
    this.target = { ...target };
    this.savedRevision = this.revision;
    this.failures = 0;
    this.options.onStatus('saved');
  }

  /** Saves now (export, leaving): resolves once nothing typed is left unsent, or it failed. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (this.dirty) await this.run();
    return !this.dirty;
  }

  /** Listening again (a remount of the same editor, as React's strict mode does). */
  start() {
    this.stopped = false;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.inFlight) return this.inFlight; // Sent again when the answer arrives.
    const draft = this.latest;
    if (!draft || !this.dirty) return Promise.resolve();
    if (!isSavable(draft)) {
      // Between dates: the days no longer match them. Kept in the browser until they do.
      this.options.onStatus('pending');
      return Promise.resolve();
    }
    const revision = this.revision;
    this.options.onStatus('saving');
    this.inFlight = this.send(draft, revision).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(draft: TripDraft, revision: number) {
    const body = toTripBody(draft);
    try {
      const { id, version } = this.target;
      const trip =
        id && version !== null
          ? await this.options.update(id, { ...body, version })
          : await this.options.create(body);
      if (this.stopped) return;
      this.target = { id: trip.id, version: trip.version };
      this.savedRevision = Math.max(this.savedRevision, revision);
      this.failures = 0;
      const upToDate = !this.dirty;
      this.options.onSaved(trip, upToDate);
      if (upToDate) this.options.onStatus('saved');
      else this.schedule(0);
    } catch (error) {
      if (this.stopped) return;
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 409) {
        this.options.onStatus('conflict');
        this.options.onConflict();
        return;
      }
      if (status === 400 || status === 404 || status === 401) {
        this.options.onStatus(
          'failed',
          error instanceof ApiError ? error.serverMessage : undefined,
        );
        return;
      }
      this.failures += 1;
      this.options.onStatus('retrying');
      this.schedule(Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (this.failures - 1)));
    }
  }
}
