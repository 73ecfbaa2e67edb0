import { Accessibility, ChevronDown, Crown, LogOut, Settings, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { DeferredMenu, type MenuModule } from '../../ui/deferred-menu.tsx';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong';

function MenuLink({
  Menu,
  to,
  icon,
  children,
}: {
  Menu: MenuModule;
  to: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Menu.Item asChild className={ITEM}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

/**
 * The avatar menu of spec 1 §2. Sign Out is a plain link because signing out is a full browser
 * navigation to /api/logout; Admin appears only for the admin role (the server checks too); Go
 * Premium only for members without Premium.
 */
export function AvatarMenu({ user }: { user: TSelfUser }) {
  const name = userDisplayName(user);
  return (
    <DeferredMenu
      triggerProps={{
        'aria-label': `Account menu for ${name}`,
        className:
          'flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-surface-muted data-[state=open]:bg-surface-muted',
      }}
      trigger={
        <>
          <Avatar src={user.profileImageUrl} initials={userInitials(user)} size="sm" />
          <span className="hidden max-w-40 truncate text-sm font-medium text-ink lg:inline">
            {name}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
        </>
      }
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={8}
            className="menu-content z-50 w-64 rounded-2xl border border-line bg-surface p-2 shadow-xl"
          >
            <div className="px-3 py-2">
              <p className="truncate text-sm font-semibold text-ink">{name}</p>
              <p className="truncate text-xs text-ink-muted">{user.email}</p>
            </div>
            <Menu.Separator className="my-1 h-px bg-line" />
            <MenuLink
              Menu={Menu}
              to="/profile"
              icon={<User aria-hidden="true" className="size-4" />}
            >
              Profile
            </MenuLink>
            <MenuLink
              Menu={Menu}
              to="/settings"
              icon={<Settings aria-hidden="true" className="size-4" />}
            >
              Settings
            </MenuLink>
            <MenuLink
              Menu={Menu}
              to="/settings?tab=accessibility"
              icon={<Accessibility aria-hidden="true" className="size-4" />}
            >
              Accessibility
            </MenuLink>
            {user.isPremium ? null : (
              <MenuLink
                Menu={Menu}
                to="/subscribe"
                icon={<Crown aria-hidden="true" className="size-4" />}
              >
                Go Premium
              </MenuLink>
            )}
            {user.role === 'admin' || user.role === 'moderator' ? (
              <MenuLink
                Menu={Menu}
                to="/admin"
                icon={<Shield aria-hidden="true" className="size-4" />}
              >
                Admin
              </MenuLink>
            ) : null}
            <Menu.Separator className="my-1 h-px bg-line" />
            <Menu.Item asChild className={ITEM}>
              <a href="/api/logout">
                <LogOut aria-hidden="true" className="size-4" />
                Sign Out
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      )}
    </DeferredMenu>
  );
}
