import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { TStreamSession } from '../../../contract/streaming.ts';
import { liveNowQuery, userLiveQuery } from './queries.ts';

/**
 * A member's live session as far as the viewer may watch it, or null: the session route for one
 * member, seeded from the home strip's 'Live now' answer when that is already cached.
 */
export function useUserLive(userId: string): TStreamSession | null {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...userLiveQuery(userId),
    placeholderData: () => {
      const strip = queryClient.getQueryData(liveNowQuery().queryKey);
      const session = strip?.sessions.find((item) => item.owner.id === userId);
      return session ? { session } : undefined;
    },
  });
  const session = query.data?.session ?? null;
  return session?.status === 'live' ? session : null;
}

/**
 * The red LIVE ring and badge on a big avatar (the profile header): the ring circles the
 * picture, the badge under it is the link to `/live/:sessionId`. Renders nothing unless the
 * member is live and the viewer may watch. Place it inside the avatar's `relative` wrapper.
 */
export function LiveAvatarBadge({
  session,
  name,
  placement = 'bottom',
}: {
  session: TStreamSession;
  name: string;
  /** 'top' where the bottom edge already holds a control (the own avatar's photo button). */
  placement?: 'top' | 'bottom';
}) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="live-ring"
        className="pointer-events-none absolute -inset-1 rounded-full ring-4 ring-badge"
      />
      <Link
        to={`/live/${session.sessionId}`}
        data-testid="avatar-live-badge"
        className={clsx(
          'absolute left-1/2 z-10 inline-flex -translate-x-1/2 items-center gap-1 rounded-md bg-badge px-2 py-0.5 text-xs font-bold tracking-wider text-on-badge uppercase shadow-sm ring-2 ring-surface hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2',
          placement === 'top' ? '-top-2' : '-bottom-2',
        )}
        data-placement={placement}
        aria-label={`Live: watch ${name}’s live stream`}
      >
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-on-badge" />
        Live
      </Link>
    </>
  );
}
