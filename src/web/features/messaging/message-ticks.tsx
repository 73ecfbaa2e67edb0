import { clsx } from 'clsx';
import { Check, CheckCheck, CircleAlert, Clock3 } from 'lucide-react';
import type { TMessageStatus } from '../../../contract/messaging.ts';

export const STATUS_LABELS: Record<TMessageStatus, string> = {
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not sent',
};

/**
 * The sender's ticks (2-traveller-features §4): a clock while sending, one tick when stored, two
 * grey ticks once the recipient's device has it, two blue ticks once read, a red mark on failure.
 * Only the sender's own bubbles render this.
 */
export function MessageTicks({
  status,
  className,
}: {
  status: TMessageStatus;
  className?: string;
}) {
  const label = STATUS_LABELS[status];
  const icon = clsx('size-4', className);
  return (
    <span
      data-testid="message-status"
      data-status={status}
      title={label}
      className="inline-flex items-center"
    >
      {status === 'sending' ? (
        <Clock3 aria-hidden="true" className={clsx(icon, 'size-3.5 text-ink-muted')} />
      ) : null}
      {status === 'sent' ? (
        <Check aria-hidden="true" className={clsx(icon, 'text-ink-muted')} />
      ) : null}
      {status === 'delivered' ? (
        <CheckCheck aria-hidden="true" className={clsx(icon, 'text-ink-muted')} />
      ) : null}
      {status === 'read' ? (
        <CheckCheck aria-hidden="true" className={clsx(icon, 'text-focus')} />
      ) : null}
      {status === 'failed' ? (
        <CircleAlert aria-hidden="true" className={clsx(icon, 'size-3.5 text-danger')} />
      ) : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}
