import * as Tabs from '@radix-ui/react-tabs';
import { Bookmark, Grid3x3, Heart, Lock, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FeedList } from '../posts/feed-list.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The map and its 100 KB of world outlines load only when the tab opens. */
const TravelMap = lazy(() => import('../destinations/travel-map.tsx'));

/**
 * The profile's tabs (spec 1 §2): Saved and Liked only on the own profile; the Travel Map
 * (issue 9 §1) on every profile.
 */
export const PROFILE_TABS = ['posts', 'map', 'saved', 'liked'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab named by ?tab=, falling back to Posts for anything unknown or not offered here. */
export function profileTabFrom(value: string | null, isSelf: boolean): ProfileTab {
  if (value === 'saved' || value === 'liked') return isSelf ? value : 'posts';
  return value === 'map' ? 'map' : 'posts';
}

const TRIGGER =
  'flex flex-1 items-center justify-center gap-1.5 border-b-2 border-transparent px-2 py-3 text-sm font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink sm:flex-none sm:gap-2 sm:px-5';

/**
 * Posts / Saved / Liked as accessible tabs (arrow keys move between them) kept in ?tab=, so a
 * reload or a shared link opens the same tab. Another member's profile has only Posts.
 */
export function ProfileTabs({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = profileTabFrom(params.get('tab'), isSelf);
  const onTabChange = (next: string) => {
    setParams(next === 'posts' ? {} : { tab: next }, { replace: true });
  };

  return (
    <Tabs.Root value={tab} onValueChange={onTabChange} className="grid grid-cols-1 gap-5">
      <Tabs.List
        aria-label="Profile sections"
        className="flex gap-0.5 overflow-x-auto border-b border-line sm:justify-start sm:gap-1"
      >
        <Tabs.Trigger value="posts" className={TRIGGER}>
          <Grid3x3 aria-hidden="true" className="size-4" />
          Posts
        </Tabs.Trigger>
        <Tabs.Trigger value="map" className={TRIGGER}>
          <MapIcon aria-hidden="true" className="size-4" />
          Travel Map
        </Tabs.Trigger>
        {isSelf ? (
          <>
            <Tabs.Trigger value="saved" className={TRIGGER}>
              <Bookmark aria-hidden="true" className="size-4" />
              Saved
            </Tabs.Trigger>
            <Tabs.Trigger value="liked" className={TRIGGER}>
              <Heart aria-hidden="true" className="size-4" />
              Liked
            </Tabs.Trigger>
          </>
        ) : null}
      </Tabs.List>
      <Tabs.Content value="posts" className="min-w-0">
        <FeedList type="user" userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="map" className="min-w-0">
        {tab === 'map' ? (
          <Suspense fallback={<Spinner label="Loading the travel map…" />}>
            <TravelMap userId={userId} isSelf={isSelf} />
          </Suspense>
        ) : null}
      </Tabs.Content>
      {isSelf ? (
        <>
          <Tabs.Content value="saved" className="min-w-0">
            <FeedList type="bookmarked" />
          </Tabs.Content>
          <Tabs.Content value="liked" className="grid min-w-0 grid-cols-1 gap-4">
            <p className="inline-flex items-center gap-2 justify-self-start rounded-full bg-surface-muted px-3 py-1.5 text-sm text-ink-muted">
              <Lock aria-hidden="true" className="size-4" />
              Liked posts are private and visible only to you
            </p>
            <FeedList type="liked" userId={userId} />
          </Tabs.Content>
        </>
      ) : null}
    </Tabs.Root>
  );
}
