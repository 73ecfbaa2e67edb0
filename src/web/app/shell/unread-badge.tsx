import { clsx } from 'clsx';
import { formatBadgeCount } from '../../features/messaging/unread.ts';

/**
 * Red count bubble on the Messages links; "99+" above 99 (spec 1 §9). Visual only. Its colours
 * are tokens, so high-contrast mode darkens it with the rest of the palette.
 */
export function UnreadBadge({
  count,
  inline = false,
  cap,
}: {
  count: number;
  inline?: boolean;
  /** Largest number shown before "cap+" (99 by default; the tours screen's bar uses 9). */
  cap?: number;
}) {
  const text = formatBadgeCount(count, cap);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={clsx(
        'grid h-5 min-w-5 place-items-center rounded-full bg-badge px-1 text-[11px] leading-none font-bold text-on-badge',
        inline ? 'ml-0.5' : 'absolute -top-1.5 -right-2 ring-2 ring-surface',
      )}
    >
      {text}
    </span>
  );
}

/** The spoken counterpart of the badge, placed after the link's label. */
export function UnreadText({ count, cap }: { count: number; cap?: number }) {
  const text = formatBadgeCount(count, cap);
  if (!text) return null;
  return <span className="sr-only"> ({text} unread)</span>;
}
