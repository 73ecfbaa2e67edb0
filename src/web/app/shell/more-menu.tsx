import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DeferredMenu } from '../../ui/deferred-menu.tsx';
import { desktopLinkClass, isActivePath } from './nav-link-look.ts';
import type { NavItem } from './nav-items.ts';
import { UnreadBadge, UnreadText } from './unread-badge.tsx';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong aria-[current=page]:font-semibold aria-[current=page]:text-brand-strong';

/**
 * "More" at the end of the desktop navigation row: the links that do not fit at this width and
 * text size. The button looks active while one of its links is the current page.
 */
export function MoreMenu({ items, unread }: { items: readonly NavItem[]; unread: number }) {
  const { pathname } = useLocation();
  const active = items.some((item) => isActivePath(item.to, pathname));
  return (
    <DeferredMenu
      triggerProps={{ className: desktopLinkClass(active) }}
      trigger={
        <>
          More
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={8}
            className="menu-content z-50 min-w-56 rounded-2xl border border-line bg-surface p-2 shadow-xl"
          >
            {items.map(({ to, label, Icon }) => (
              <Menu.Item key={to} asChild className={ITEM}>
                <Link to={to} aria-current={isActivePath(to, pathname) ? 'page' : undefined}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                  {to === '/messages' ? (
                    <>
                      <UnreadBadge count={unread} inline />
                      <UnreadText count={unread} />
                    </>
                  ) : null}
                </Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Portal>
      )}
    </DeferredMenu>
  );
}
