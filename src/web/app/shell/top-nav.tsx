import { clsx } from 'clsx';
import { Menu as MenuIcon, MessageCircle, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { TUser } from '../../../contract/users.ts';
import { Logo } from '../../components/logo.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { MOBILE_EXTRA_ITEMS, NAV_ITEMS, type NavItem } from './nav-items.ts';
import { SearchForm } from './search-form.tsx';
import { UnreadBadge, UnreadText } from './unread-badge.tsx';

function DesktopLink({ item, unread }: { item: NavItem; unread: number }) {
  const { to, label, Icon } = item;
  return (
    <NavLink
      to={to}
      end={to === '/'}
      className={({ isActive }) =>
        clsx(
          'flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap',
          isActive
            ? 'bg-brand-soft text-brand-strong'
            : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      {to === '/messages' ? (
        <>
          <UnreadBadge count={unread} inline />
          <UnreadText count={unread} />
        </>
      ) : null}
    </NavLink>
  );
}

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
      <span className="relative">
        <Icon aria-hidden="true" className="size-5" />
        {to === '/messages' ? <UnreadBadge count={unread} /> : null}
      </span>
      {label}
      {to === '/messages' ? <UnreadText count={unread} /> : null}
    </NavLink>
  );
}

/**
 * Signed-in header (spec 1 §2): logo, search, messages, avatar menu, and the main navigation —
 * a link row from md up, a toggled menu (with the mobile-only links) below it.
 */
export function TopNav({ user, unread }: { user: TUser; unread: number }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the menu, also one made without it (bottom bar, Alt+A, Back).
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const close = () => setMenuOpen(false);
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    close();
    document.getElementById('mobile-menu-toggle')?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-5">
        <Link to="/" aria-label="Roamly home" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <SearchForm className="hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1.5 pr-12 md:pr-0">
          <Link
            to="/messages"
            className="relative hidden size-10 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink md:grid"
          >
            <span className="relative">
              <MessageCircle aria-hidden="true" className="size-5" />
              <UnreadBadge count={unread} />
            </span>
            <span className="sr-only">
              Messages
              <UnreadText count={unread} />
            </span>
          </Link>
          <AvatarMenu user={user} />
        </div>
      </div>
      <nav id="main-navigation" aria-label="Main" onKeyDown={onMenuKeyDown}>
        <ul className="mx-auto hidden max-w-7xl gap-1 overflow-x-auto px-4 pb-2 md:flex">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <DesktopLink item={item} unread={unread} />
            </li>
          ))}
        </ul>
        <button
          id="mobile-menu-toggle"
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-ink hover:bg-surface-muted md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MenuIcon aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div
          id="mobile-menu"
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line px-4 pt-3 pb-6 md:hidden"
        >
          <SearchForm className="mb-3" onDone={close} />
          <ul className="grid gap-1">
            {[...NAV_ITEMS, ...MOBILE_EXTRA_ITEMS].map((item) => (
              <li key={item.to}>
                <MobileLink item={item} unread={unread} onNavigate={close} />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
