import { clsx } from 'clsx';
import { AlertTriangle, Check, CloudOff, LoaderCircle, PencilLine } from 'lucide-react';
import type { SaveStatus } from './trip-autosave.ts';

export const SAVE_STATUS_TEXT = {
  idle: 'Not saved yet',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Couldn’t save — retrying',
  failed: 'Couldn’t save',
  conflict: 'Reloading the latest version…',
  /** Edits wait while the dates do not match the itinerary (kept in this browser meanwhile). */
  waiting: 'Unsaved changes',
} as const;

/**
 * Where the trip stands (a polite live region): Saving… while a change waits or travels, Saved,
 * Couldn't save — retrying while offline or the server fails.
 */
export function SaveStatusBadge({
  status,
  waiting,
  detail,
}: {
  status: SaveStatus;
  /** Changes held back until the dates match the itinerary again. */
  waiting: boolean;
  detail?: string;
}) {
  const key = status === 'pending' && waiting ? 'waiting' : status;
  const text = SAVE_STATUS_TEXT[key];
  const trouble = status === 'retrying' || status === 'failed' || status === 'conflict';
  const busy = status === 'saving' || (status === 'pending' && !waiting);
  const Icon = trouble
    ? status === 'retrying'
      ? CloudOff
      : AlertTriangle
    : busy
      ? LoaderCircle
      : status === 'saved'
        ? Check
        : PencilLine;
  return (
    <p
      role="status"
      data-testid="save-status"
      data-status={key}
      title={status === 'failed' && detail ? detail : undefined}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold shadow-sm backdrop-blur',
        trouble ? 'bg-danger text-on-danger' : 'bg-white/90 text-ink',
      )}
    >
      <Icon aria-hidden="true" className={clsx('size-3.5', busy && 'animate-spin')} />
      {text}
      {status === 'failed' && detail ? <span className="sr-only">: {detail}</span> : null}
    </p>
  );
}
