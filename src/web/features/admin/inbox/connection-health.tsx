import type { TInboxChannel } from '../../../../contract/admin-inbox.ts';

const CHANNEL_NAMES: Record<TInboxChannel['source'], string> = {
  smtp: 'Incoming mail server (SMTP)',
  imap: 'Mail account (IMAP)',
  gmail: 'Gmail',
};

const time = (value: string | number) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/**
 * Connection health from facts, not a flag: when the inbox was last read successfully, and for
 * each receiving channel its last successful sync and any error since.
 */
export function ConnectionHealth({
  updatedAt,
  refreshError,
  channels,
}: {
  updatedAt: number;
  refreshError: string | null;
  channels: TInboxChannel[];
}) {
  return (
    <div className="space-y-0.5 text-xs text-ink-muted" aria-live="polite">
      {refreshError ? (
        <p className="text-danger">
          Could not refresh ({refreshError}); last successful sync {time(updatedAt)}.
        </p>
      ) : updatedAt ? (
        <p>Last synced {time(updatedAt)} · checks every 30 seconds</p>
      ) : null}
      {channels.length === 0 ? (
        <p>Receiving the platform’s own messages (Help Center, partner enquiries).</p>
      ) : (
        channels.map((channel) => {
          const failing =
            channel.lastErrorAt &&
            (!channel.lastSuccessAt || channel.lastErrorAt > channel.lastSuccessAt);
          return (
            <p key={channel.source} className={failing ? 'text-danger' : undefined}>
              {CHANNEL_NAMES[channel.source]}
              {channel.account ? ` (${channel.account})` : ''}:{' '}
              {failing
                ? `failing since ${time(channel.lastErrorAt ?? '')}: ${channel.lastError ?? ''}`
                : channel.lastSuccessAt
                  ? `last successful sync ${time(channel.lastSuccessAt)}`
                  : channel.source === 'gmail' && !channel.account
                    ? 'not connected'
                    : 'no successful sync yet'}
            </p>
          );
        })
      )}
    </div>
  );
}
