import { clsx } from 'clsx';
import type { ConnectionStatus as Status } from './realtime-client.ts';
import { useConnectionStatus, useRealtime } from './realtime.ts';

const LOOK: Record<Status, { text: string; dot: string; pill: string }> = {
  open: { text: 'Connected', dot: 'bg-[#1f9d55]', pill: 'bg-[#e7f6ec] text-[#14532d]' },
  connecting: { text: 'Connecting…', dot: 'bg-sun animate-pulse', pill: 'bg-accent-soft text-ink' },
  reconnecting: {
    text: 'Reconnecting…',
    dot: 'bg-sun animate-pulse',
    pill: 'bg-accent-soft text-ink',
  },
  offline: { text: 'Offline', dot: 'bg-ink-muted', pill: 'bg-surface-muted text-ink' },
  closed: { text: 'Offline', dot: 'bg-ink-muted', pill: 'bg-surface-muted text-ink' },
};

/**
 * The newer screen's connection status (2-traveller-features §2). While the socket is down the
 * screen keeps working over HTTP (polling), which the pill says; after the retries are spent,
 * 'Retry' starts a fresh round.
 */
export function ConnectionStatus() {
  const status = useConnectionStatus();
  const client = useRealtime();
  const look = LOOK[status];
  const down = status !== 'open';
  return (
    <div className="mt-0.5 flex items-center gap-1">
      <span
        role="status"
        data-testid="connection-status"
        data-status={status}
        title={
          down
            ? 'Live updates are paused; new messages are checked every few seconds.'
            : 'Live updates on'
        }
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold',
          look.pill,
        )}
      >
        <span aria-hidden="true" className={clsx('size-2 rounded-full', look.dot)} />
        {look.text}
      </span>
      {status === 'offline' && client ? (
        <button
          type="button"
          onClick={() => client.retry()}
          className="rounded-full px-2 py-0.5 text-[11px] font-semibold text-brand hover:bg-brand-soft"
        >
          Retry
        </button>
      ) : null}
    </div>
  );
}
