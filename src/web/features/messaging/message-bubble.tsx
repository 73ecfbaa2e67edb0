import { clsx } from 'clsx';
import { Flag, RotateCcw, Trash2 } from 'lucide-react';
import { ReportButton } from '../reports/report-button.tsx';
import { clockTime, fullTime } from './chat-time.ts';
import { MessageImage } from './message-image.tsx';
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
  otherName = 'Traveller',
  onRetry,
  onDiscard,
  onImageLoad,
}: {
  item: ThreadItem;
  first: boolean;
  /** The other member's name, for the alternative text of their photos. */
  otherName?: string;
  onRetry?: (item: ThreadItem) => void;
  onDiscard?: (item: ThreadItem) => void;
  onImageLoad?: () => void;
}) {
  const failed = item.status === 'failed';
  const meta = (
    <>
      <time dateTime={item.createdAt} title={fullTime(item.createdAt)}>
        {clockTime(item.createdAt)}
      </time>
      {item.mine ? <MessageTicks status={item.status} /> : null}
    </>
  );
  return (
    <li
      data-testid="message"
      data-mine={item.mine}
      className={clsx(
        'group/message flex flex-col',
        item.mine ? 'items-end' : 'items-start',
        first ? 'mt-3' : 'mt-0.5',
      )}
    >
      <div
        className={clsx(
          'relative flow-root rounded-2xl text-[15px] leading-snug shadow-[0_1px_1px_rgb(0_0_0/0.06)]',
          // A photo sets the bubble's width; text alone wraps at 82% of the thread.
          item.imageUrl
            ? 'w-[min(17rem,72%)] p-1 sm:w-80'
            : 'max-w-[min(82%,36rem)] px-3 pt-1.5 pb-1',
          item.mine ? 'bg-brand-soft text-ink' : 'border border-line/70 bg-surface text-ink',
          first && (item.mine ? 'rounded-tr-md' : 'rounded-tl-md'),
          failed && 'ring-1 ring-danger/60',
        )}
      >
        {!item.mine && item.id ? (
          // Beside a received bubble: always there on touch screens, on hover or focus with a mouse.
          <ReportButton
            target={{ type: 'message', messageId: item.id }}
            label={`Report message from ${otherName}`}
            className="absolute top-1/2 -right-10 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-danger focus-visible:opacity-100 sm:opacity-0 sm:group-hover/message:opacity-100"
          >
            <Flag aria-hidden="true" className="size-4" />
          </ReportButton>
        ) : null}
        {item.imageUrl ? (
          <div className="relative">
            <MessageImage
              url={item.imageUrl}
              alt={item.mine ? 'Photo you sent' : `Photo from ${otherName}`}
              onLoad={onImageLoad}
            />
            {item.content ? null : (
              // A photo alone carries its time and ticks on a chip over its corner.
              <span className="pointer-events-none absolute right-1.5 bottom-1.5 flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-[11px] leading-none text-ink-muted shadow-sm">
                {meta}
              </span>
            )}
          </div>
        ) : null}
        {item.content || !item.imageUrl ? (
          <p
            className={clsx('break-words whitespace-pre-wrap', item.imageUrl && 'px-2 pt-1.5 pb-1')}
          >
            {item.content}
            {/* Floats at the end of the last line when it fits, else on a line of its own. */}
            <span className="float-right mt-1.5 ml-3 flex translate-y-0.5 items-center gap-1 text-[11px] leading-none text-ink-muted">
              {meta}
            </span>
          </p>
        ) : null}
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
