import { Link } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { Logo } from '../../components/logo.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { CreatePostButton } from '../../features/posts/create-post-button.tsx';
import { ActivityBell } from '../../features/activity/activity-bell.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItemsFor } from './nav-items.ts';
import { PriorityNav } from './priority-nav.tsx';
import { SearchForm } from './search-form.tsx';

/** Tailwind's md breakpoint, where the navigation row replaces the menu toggle. */
const NAV_ROW_MEDIA = '(min-width: 48rem)';

/**
 * Signed-in header (spec 1 §2): logo, search and the avatar menu on top; below, the main
 * navigation — a row with "More" from md up, a toggled menu (with the mobile-only links) below
 * md. The unread count shows once per layout: on Messages in the row, or in the bottom bar.
 * Premium members see no Premium link (navItemsFor).
 */
export function TopNav({ user, unread }: { user: TSelfUser; unread: number }) {
  // The row (md and up; hidden below) is only drawn where it shows: on a phone its two copies of
  // every link and the measuring of their widths were a tenth of the first screen's work.
  const rowShown = useMediaQuery(NAV_ROW_MEDIA);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-5">
        <Link to="/" aria-label="Roamly home" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <SearchForm className="hidden max-w-md min-w-0 flex-1 md:block" />
        <div className="ml-auto flex shrink-0 items-center gap-1.5 pr-12 md:pr-0">
          {/* Phones create from the bottom bar. */}
          <span className="mr-1 hidden md:inline-flex">
            <CreatePostButton size="sm">Create</CreatePostButton>
          </span>
          <ActivityBell />
          <AvatarMenu user={user} />
        </div>
      </div>
      <nav id="main-navigation" aria-label="Main">
        {rowShown ? <PriorityNav unread={unread} items={navItemsFor(user)} /> : null}
        <MobileMenu unread={unread} items={navItemsFor(user)} />
      </nav>
    </header>
  );
}
