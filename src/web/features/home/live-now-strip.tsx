import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { formatCount } from '../live/live-format.ts';
import { liveNowQuery } from '../live/queries.ts';

/**
 * 'Live now' on home: members the viewer follows who are broadcasting, as story-style avatars
 * with a LIVE badge, each opening the viewer page. Polled (and re-read on focus); nothing shows
 * while nobody is live.
 */
export function LiveNowStrip() {
  const { data } = useQuery(liveNowQuery());
  const sessions = data?.sessions ?? [];
  if (sessions.length === 0) return null;
  return (
    <section
      aria-labelledby="live-now-title"
      className="rounded-2xl border border-line bg-surface px-4 py-3 shadow-sm"
      data-testid="live-now"
    >
      <h2 id="live-now-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-badge" />
        Live now
      </h2>
      <ul className="-mx-1 mt-2 flex gap-3 overflow-x-auto px-1 pb-1">
        {sessions.map((session) => {
          const name = userDisplayName(session.owner);
          return (
            <li key={session.sessionId} className="shrink-0">
              <Link
                to={`/live/${session.sessionId}`}
                className="group flex w-24 flex-col items-center gap-1 rounded-xl p-1 text-center"
              >
                <span className="relative rounded-full bg-gradient-to-tr from-badge via-accent-bright to-sun p-[3px]">
                  <Avatar
                    src={session.owner.profileImageUrl}
                    initials={userInitials(session.owner)}
                    size="lg"
                    className="border-2 border-surface"
                  />
                  <span className="absolute -bottom-1.5 left-1/2 -translate-x-1/2 rounded bg-badge px-1.5 text-[10px] leading-4 font-bold tracking-wider text-on-badge uppercase ring-2 ring-surface">
                    Live
                  </span>
                </span>
                <span className="mt-1 w-full truncate text-xs font-semibold text-ink group-hover:underline">
                  {name}
                </span>
                <span className="w-full truncate text-[11px] text-ink-muted">
                  {session.viewerCount > 0
                    ? `${formatCount(session.viewerCount)} watching`
                    : session.title}
                </span>
                <span className="sr-only">
                  : watch {name}’s live stream, {session.title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
