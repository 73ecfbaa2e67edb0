import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { openCreatePost } from '../../features/posts/create-post-store.ts';
import { BOTTOM_BAR_ITEMS } from './nav-items.ts';
import { UnreadBadge, UnreadText } from './unread-badge.tsx';

/**
 * Mobile bottom bar of spec 1 §2 (hidden from md up, where the top navigation has room). The
 * tours screen passes `badgeCap={9}` (2-traveller-features §9: 9+ there, 99+ elsewhere).
 */
export function BottomBar({ unread, badgeCap }: { unread: number; badgeCap?: number }) {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {BOTTOM_BAR_ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            {to === '/create' ? (
              // Spec 1 §2: Create opens the create-post dialog.
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(event) => openCreatePost(event.currentTarget)}
                className="flex w-full flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-ink-muted hover:text-ink"
              >
                <Icon aria-hidden="true" className="size-6" />
                {label}
              </button>
            ) : (
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  clsx(
                    'flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium',
                    isActive ? 'text-brand' : 'text-ink-muted hover:text-ink',
                  )
                }
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-6" />
                  {to === '/messages' ? <UnreadBadge count={unread} cap={badgeCap} /> : null}
                </span>
                {label}
                {to === '/messages' ? <UnreadText count={unread} cap={badgeCap} /> : null}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
