import { clsx } from 'clsx';
import { MessageCircle, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { initialsOf } from './live-format.ts';
import type { ChatEntry } from './sample-chat.ts';

/** Max characters of one live chat message (the composer stops there). */
export const LIVE_CHAT_MAX = 300;

function timeOf(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * The live chat: newest at the bottom, following new messages unless the reader scrolled up.
 * `onSend` is absent when nobody can chat (stream not live): the composer then explains why.
 */
export function LiveChat({
  entries,
  onSend,
  disabledReason,
  title = 'Live Chat',
  className,
}: {
  entries: readonly ChatEntry[];
  onSend?: (text: string) => boolean;
  disabledReason?: string;
  title?: string;
  className?: string;
}) {
  const titleId = useId();
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const [text, setText] = useState('');

  useEffect(() => {
    const list = listRef.current;
    if (list && pinned.current) list.scrollTop = list.scrollHeight;
  }, [entries]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !onSend) return;
    if (onSend(message)) {
      setText('');
      pinned.current = true;
    }
  };

  const live = entries.filter((entry) => !entry.sample).length;
  return (
    <section
      aria-labelledby={titleId}
      className={clsx(
        'flex min-h-0 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-ink">
          <MessageCircle aria-hidden="true" className="size-4 text-brand" />
          {title}
        </h2>
        <span className="text-xs font-medium text-ink-muted" data-testid="chat-count">
          {live === 1 ? '1 message' : `${live} messages`}
        </span>
      </div>
      <ol
        ref={listRef}
        aria-label="Chat messages"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
        }}
        className="min-h-48 flex-1 space-y-3 overflow-y-auto px-4 py-3"
        data-testid="chat-list"
      >
        {entries.length === 0 ? (
          <li className="py-6 text-center text-sm text-ink-muted">No messages yet. Say hello!</li>
        ) : (
          entries.map((entry) => (
            <li key={entry.id} className="flex items-start gap-2.5" data-testid="chat-entry">
              <Avatar
                src={entry.user.profileImageUrl}
                initials={initialsOf(entry.user.name)}
                size="sm"
                className={entry.mine ? 'bg-accent' : undefined}
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
                  <span className="font-semibold text-ink">
                    {entry.user.name}
                    {entry.mine ? <span className="font-normal text-ink-muted"> (you)</span> : null}
                  </span>
                  <time dateTime={entry.timestamp} className="text-ink-muted">
                    {timeOf(entry.timestamp)}
                  </time>
                  {entry.sample ? <Badge>Sample</Badge> : null}
                </p>
                <p className="mt-0.5 text-sm break-words text-ink">{entry.message}</p>
              </div>
            </li>
          ))
        )}
      </ol>
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-line p-3">
        <label htmlFor={inputId} className="sr-only">
          Chat message
        </label>
        <input
          id={inputId}
          value={text}
          maxLength={LIVE_CHAT_MAX}
          onChange={(event) => setText(event.target.value)}
          disabled={!onSend}
          placeholder={onSend ? 'Say something…' : disabledReason}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-full border border-line bg-surface-muted px-4 text-sm text-ink placeholder:text-ink-muted disabled:cursor-not-allowed"
        />
        <button
          type="submit"
          disabled={!onSend || !text.trim()}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-on-brand transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only">Send message</span>
        </button>
      </form>
    </section>
  );
}
