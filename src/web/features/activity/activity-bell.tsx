import { Bell, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { UnreadBadge } from '../../app/shell/unread-badge.tsx';
import { formatBadgeCount } from '../messaging/unread.ts';
import { ActivityList } from './activity-list.tsx';
import {
  useActivityListQuery,
  useActivityUnreadQuery,
  useMarkActivityReadMutation,
} from './queries.ts';

/**
 * The activity bell of the top bar: a badge with the unread count (99+ above 99), and a panel of
 * grouped activity. Opening it reads the list, then marks everything read (the badge clears).
 * The panel is a non-modal dialog: focus moves into it, Escape or a click outside closes it and
 * focus returns to the bell; below md it is a full-width sheet under the header.
 */
export function ActivityBell() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  const unread = useActivityUnreadQuery(true).data?.unreadCount ?? 0;
  const list = useActivityListQuery(open);
  const markRead = useMarkActivityReadMutation();
  const markedThisOpening = useRef(false);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    markedThisOpening.current = false;
    if (returnFocus) button.current?.focus();
  };

  // Focus the panel when it opens, so screen readers land on its title.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  // Mark read once the fresh list is on screen (not before: its "new" marks come from it).
  const fresh = open && list.isSuccess && !list.isFetching;
  const hasUnread = unread > 0 || (list.data?.unreadCount ?? 0) > 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (!fresh || markedThisOpening.current || !hasUnread) return;
    markedThisOpening.current = true;
    mutate();
  }, [fresh, hasUnread, mutate]);

  // A press anywhere outside closes the panel (focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };
  // Tabbing out of the panel closes it, as a disclosure would.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !root.current?.contains(next)) close(false);
  };

  const badge = formatBadgeCount(unread);
  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => (open ? close(false) : setOpen(true))}
        className="relative grid size-10 place-items-center rounded-full text-ink hover:bg-surface-muted aria-expanded:bg-surface-muted"
        data-testid="activity-bell"
      >
        <span className="relative">
          <Bell aria-hidden="true" className="size-5" />
          <UnreadBadge count={unread} />
        </span>
        <span className="sr-only">Activity{badge ? ` (${badge} new)` : ''}</span>
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid="activity-panel"
          className="menu-content fixed inset-x-0 top-16 z-50 flex h-[calc(100dvh-4rem)] flex-col border-t border-line bg-surface shadow-xl outline-none md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:h-auto md:max-h-[min(34rem,calc(100dvh-6rem))] md:w-[26rem] md:rounded-2xl md:border"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <h2 id={titleId} className="font-display text-lg font-semibold text-ink">
              Activity
            </h2>
            <button
              type="button"
              onClick={() => close(true)}
              className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close activity</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            <ActivityList query={list} onNavigate={() => close(false)} />
          </div>
          <div className="border-t border-line px-4 py-2.5 text-center">
            <Link
              to="/settings?tab=notifications"
              onClick={() => close(false)}
              className="text-sm font-semibold text-brand hover:underline"
            >
              Choose what shows here
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
