import { clsx } from 'clsx';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MOBILE_EXTRA_ITEMS, NAV_ITEMS, type NavItem } from './nav-items.ts';
import { SearchForm } from './search-form.tsx';
import { UnreadText } from './unread-badge.tsx';

function MobileLink({
  item,
  unread,
  onNavigate,
}: {
  item: NavItem;
  unread: number;
  onNavigate: () => void;
}) {
  const { to, label, Icon } = item;
  return (
    <NavLink
      to={to}
      end={to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        clsx(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium',
          isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-surface-muted',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
      {/* The bottom bar shows the count; the menu only says it. */}
      {to === '/messages' ? <UnreadText count={unread} /> : null}
    </NavLink>
  );
}

/**
 * Below md: a toggle that opens every link of the spec (the mobile-only ones too) and the search
 * form. Any navigation closes it, also one made without it (bottom bar, Alt+A, Back); Escape
 * closes it and returns focus to the toggle.
 */
export function MobileMenu({
  unread,
  items = NAV_ITEMS,
}: {
  unread: number;
  items?: readonly NavItem[];
}) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    document.getElementById('mobile-menu-toggle')?.focus();
  };

  return (
    <div onKeyDown={onKeyDown} className="md:hidden">
      <button
        id="mobile-menu-toggle"
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-ink hover:bg-surface-muted"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MenuIcon aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line px-4 pt-3 pb-6"
      >
        <SearchForm className="mb-3" onDone={close} />
        <ul className="grid gap-1">
          {[...items, ...MOBILE_EXTRA_ITEMS].map((item) => (
            <li key={item.to}>
              <MobileLink item={item} unread={unread} onNavigate={close} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
