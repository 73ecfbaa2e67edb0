import { clsx } from 'clsx';
import { RotateCcw, Trash2 } from 'lucide-react';
import { clockTime, fullTime } from './chat-time.ts';
import { MessageTicks } from './message-ticks.tsx';
import type { ThreadItem } from './thread-items.ts';

/**
 * One message. Own messages sit on the right in the brand tint with their ticks; the other
 * member's on the left in white, without ticks (§4: ticks show only to the sender). `first`
 * starts a run of messages from the same person (more space above, a tail on the bubble).
 */
export function MessageBubble({
  item,
  first,
  onRetry,
  onDiscard,
}: {
  item: ThreadItem;
  first: boolean;
  onRetry?: (item: ThreadItem) => void;
  onDiscard?: (item: ThreadItem) => void;
}) {
  const failed = item.status === 'failed';
  return (
    <li
      data-testid="message"
      data-mine={item.mine}
      className={clsx(
        'flex flex-col',
        item.mine ? 'items-end' : 'items-start',
        first ? 'mt-3' : 'mt-0.5',
      )}
    >
      <div
        className={clsx(
          'relative flow-root max-w-[min(82%,36rem)] rounded-2xl px-3 pt-1.5 pb-1 text-[15px] leading-snug shadow-[0_1px_1px_rgb(0_0_0/0.06)]',
          item.mine ? 'bg-brand-soft text-ink' : 'border border-line/70 bg-surface text-ink',
          first && (item.mine ? 'rounded-tr-md' : 'rounded-tl-md'),
          failed && 'ring-1 ring-danger/60',
        )}
      >
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt="Photo in message"
            loading="lazy"
            className="mt-1 mb-1 max-h-80 w-full rounded-xl object-cover"
          />
        ) : null}
        <p className="break-words whitespace-pre-wrap">
          {item.content}
          {/* Floats at the end of the last line when it fits, else on a line of its own. */}
          <span className="float-right mt-1.5 ml-3 flex translate-y-0.5 items-center gap-1 text-[11px] leading-none text-ink-muted">
            <time dateTime={item.createdAt} title={fullTime(item.createdAt)}>
              {clockTime(item.createdAt)}
            </time>
            {item.mine ? <MessageTicks status={item.status} /> : null}
          </span>
        </p>
      </div>
      {failed ? (
        <div className="mt-1 flex items-center gap-3 text-xs">
          <span className="font-medium text-danger">{item.error ?? 'Not sent'}</span>
          {onRetry ? (
            <button
              type="button"
              onClick={() => onRetry(item)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-brand hover:bg-brand-soft"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Retry
            </button>
          ) : null}
          {onDiscard ? (
            <button
              type="button"
              onClick={() => onDiscard(item)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-ink-muted hover:bg-surface-muted"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
              Delete
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
