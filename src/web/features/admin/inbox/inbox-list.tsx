import { clsx } from 'clsx';
import type { TInboxEmail } from '../../../../contract/admin-inbox.ts';
import { Badge } from '../../../ui/badge.tsx';
import { listDate, previewOf } from './inbox-format.ts';

/** The list pane: newest first, unread ones bold with a 'New' badge, 50-character previews. */
export function InboxList({
  emails,
  selectedId,
  onSelect,
  label,
}: {
  emails: TInboxEmail[];
  selectedId: string | null;
  onSelect: (email: TInboxEmail) => void;
  label: string;
}) {
  if (emails.length === 0) {
    return <p className="px-4 py-10 text-center text-sm text-ink-muted">No emails found</p>;
  }
  const now = new Date();
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {emails.map((email) => {
        const selected = email.id === selectedId;
        const who = email.folder === 'sent' ? `To ${email.to}` : (email.fromName ?? email.from);
        return (
          <li key={email.id}>
            <button
              type="button"
              onClick={() => onSelect(email)}
              aria-current={selected ? 'true' : undefined}
              data-testid="inbox-item"
              className={clsx(
                'grid w-full gap-0.5 px-4 py-3 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                selected && 'bg-brand-soft',
              )}
            >
              <span className="flex items-center gap-2">
                <span
                  className={clsx(
                    'min-w-0 flex-1 truncate text-sm text-ink',
                    !email.isRead && 'font-semibold',
                  )}
                >
                  {who}
                </span>
                {!email.isRead ? <Badge tone="brand">New</Badge> : null}
                <time dateTime={email.date} className="shrink-0 text-xs text-ink-muted">
                  {listDate(email.date, now)}
                </time>
              </span>
              <span className={clsx('truncate text-sm text-ink', !email.isRead && 'font-semibold')}>
                {email.subject || '(no subject)'}
              </span>
              <span className="truncate text-sm text-ink-muted" data-testid="inbox-preview">
                {previewOf(email.body)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
