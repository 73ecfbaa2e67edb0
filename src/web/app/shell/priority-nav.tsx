import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router';
import { MoreMenu } from './more-menu.tsx';
import { desktopLinkClass } from './nav-link-look.ts';
import { NAV_ITEMS, type NavItem } from './nav-items.ts';
import { UnreadBadge, UnreadText } from './unread-badge.tsx';
import { useFitCount } from './use-fit-count.ts';

function LinkContent({ item, unread }: { item: NavItem; unread: number }) {
  const { to, label, Icon } = item;
  return (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {label}
      {to === '/messages' ? <UnreadBadge count={unread} inline /> : null}
    </>
  );
}

/**
 * The desktop navigation row (md and up): the spec's links in order, as many as fit on one line
 * at the current width and text size, the rest under "More", so no link is ever cut off. The
 * unread count appears here once, on Messages.
 */
export function PriorityNav({
  unread,
  items = NAV_ITEMS,
}: {
  unread: number;
  items?: readonly NavItem[];
}) {
  const { listRef, measureRef, fit } = useFitCount(items.length);
  const visible = items.slice(0, fit);
  const overflow = items.slice(fit);
  return (
    <div className="relative mx-auto hidden max-w-7xl px-4 pb-2 md:block">
      <ul ref={listRef} className="flex items-center gap-1">
        {visible.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) => desktopLinkClass(isActive)}
            >
              <LinkContent item={item} unread={unread} />
              {item.to === '/messages' ? <UnreadText count={unread} /> : null}
            </NavLink>
          </li>
        ))}
        {overflow.length > 0 ? (
          <li>
            <MoreMenu items={overflow} unread={unread} />
          </li>
        ) : null}
      </ul>
      <div
        ref={measureRef}
        aria-hidden="true"
        data-testid="nav-measurer"
        className="pointer-events-none invisible absolute top-0 left-0 flex h-0 w-max overflow-hidden"
      >
        {items.map((item) => (
          <span key={item.to} className={desktopLinkClass(false)}>
            <LinkContent item={item} unread={unread} />
          </span>
        ))}
        <span className={desktopLinkClass(false)}>
          More
          <ChevronDown className="size-4" />
        </span>
      </div>
    </div>
  );
}
