import { MessageCircleDashed } from 'lucide-react';
import { Fragment, useCallback, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { dayKey, dayLabel } from './chat-time.ts';
import { MessageBubble } from './message-bubble.tsx';
import type { ThreadItem } from './thread-items.ts';

/** Within this many pixels of the bottom, new messages keep the view pinned to the bottom. */
const STICK_PX = 120;

function TypingBubble({ name }: { name: string }) {
  return (
    <li className="mt-3 flex items-start" data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-tl-md border border-line/70 bg-surface px-3.5 py-3 shadow-[0_1px_1px_rgb(0_0_0/0.06)]">
        <span className="sr-only">{name} is typing</span>
        {[0, 1, 2].map((dot) => (
          <span
            key={dot}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-ink-muted/70"
            style={{ animationDelay: `${dot * 150}ms` }}
          />
        ))}
      </div>
    </li>
  );
}

/**
 * The messages of a thread, oldest at the top, grouped by day. It opens at the newest message,
 * follows new ones while the reader is at the bottom (always for their own), and keeps its place
 * when older pages load above.
 */
export function MessageList({
  conversationId,
  items,
  loading,
  label,
  otherName,
  typing,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
}: {
  conversationId: string;
  items: ThreadItem[];
  loading: boolean;
  label: string;
  otherName: string;
  typing: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry?: (item: ThreadItem) => void;
  onDiscard?: (item: ThreadItem) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ conversationId: '', first: '', last: '', count: 0, height: 0 });

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = seen.current;
    const first = items[0]?.key ?? '';
    const last = items.at(-1)?.key ?? '';
    const switched = before.conversationId !== conversationId;
    // Where the reader was before this render added anything.
    const nearBottom = before.height - node.scrollTop - node.clientHeight < STICK_PX;
    if (switched || before.count === 0) {
      node.scrollTop = node.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages were added above: keep what the reader was looking at in place.
      node.scrollTop += node.scrollHeight - before.height;
    } else if (last !== before.last) {
      const ownNew = items.at(-1)?.mine ?? false;
      if (ownNew || nearBottom) node.scrollTo({ top: node.scrollHeight, behavior: 'smooth' });
    } else if (typing && nearBottom) {
      node.scrollTop = node.scrollHeight;
    }
    seen.current = { conversationId, first, last, count: items.length, height: node.scrollHeight };
  }, [conversationId, items, typing]);

  // A photo that loads grows its message: a reader at the bottom stays at the bottom, and the
  // member's own newest photo is shown whole (it may load while the thread is still scrolling).
  const latest = useRef({ key: '', mine: false });
  latest.current = { key: items.at(-1)?.key ?? '', mine: items.at(-1)?.mine ?? false };
  const onImageLoad = useCallback((key: string) => {
    const node = scroller.current;
    if (!node) return;
    const nearBottom = seen.current.height - node.scrollTop - node.clientHeight < STICK_PX;
    const ownNewest = latest.current.key === key && latest.current.mine;
    if (nearBottom || ownNewest) node.scrollTop = node.scrollHeight;
    seen.current = { ...seen.current, height: node.scrollHeight };
  }, []);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
      className="min-h-0 flex-1 bg-canvas bg-[radial-gradient(circle_at_1px_1px,rgb(15_91_99/0.08)_1px,transparent_0)] bg-size-[18px_18px] overflow-y-auto overscroll-contain px-3 py-4 sm:px-6"
    >
      {hasOlder ? (
        <div className="mb-2 flex justify-center">
          <button
            type="button"
            onClick={onLoadOlder}
            disabled={loadingOlder}
            className="rounded-full border border-line bg-surface px-4 py-1.5 text-xs font-semibold text-ink-muted shadow-sm hover:text-ink disabled:opacity-60"
          >
            {loadingOlder ? 'Loading…' : 'Load earlier messages'}
          </button>
        </div>
      ) : null}
      {loading ? (
        <div className="grid h-full place-items-center">
          <Spinner label="Loading messages…" />
        </div>
      ) : items.length === 0 && !typing ? (
        <div className="grid h-full place-items-center text-center">
          <div className="max-w-xs">
            <span
              aria-hidden="true"
              className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-surface text-brand shadow-sm"
            >
              <MessageCircleDashed className="size-7" />
            </span>
            <p className="text-sm font-medium text-ink">No messages yet. Start the conversation!</p>
          </div>
        </div>
      ) : (
        <ol className="mx-auto flex max-w-3xl flex-col pb-1">
          {items.map((item, index) => {
            const previous = items[index - 1];
            const newDay = !previous || dayKey(previous.createdAt) !== dayKey(item.createdAt);
            const first = newDay || previous?.senderId !== item.senderId;
            return (
              <Fragment key={item.key}>
                {newDay ? (
                  <li className="sticky top-0 z-10 my-3 flex justify-center">
                    <span className="rounded-full bg-surface/95 px-3 py-1 text-xs font-semibold text-ink-muted shadow-sm">
                      {dayLabel(item.createdAt)}
                    </span>
                  </li>
                ) : null}
                <MessageBubble
                  item={item}
                  first={first}
                  otherName={otherName}
                  onRetry={onRetry}
                  onDiscard={onDiscard}
                  onImageLoad={() => onImageLoad(item.key)}
                />
              </Fragment>
            );
          })}
          {typing ? <TypingBubble name={otherName} /> : null}
        </ol>
      )}
    </div>
  );
}
