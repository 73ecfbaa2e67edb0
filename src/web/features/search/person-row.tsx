import { Link } from 'react-router';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { TPublicUser } from '../../../contract/users.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { FollowButton } from '../home/follow-button.tsx';

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

/** A member found by search: face, name, place and followers, bio, and Follow (or "You"). */
export function PersonRow({ person, viewerId }: { person: TPublicUser; viewerId: string }) {
  const name = userDisplayName(person);
  const detail = [
    person.location,
    `${compact.format(person.followersCount)} ${person.followersCount === 1 ? 'follower' : 'followers'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <Link to={`/profile/${person.id}`} className="group flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={person.profileImageUrl} initials={userInitials(person)} size="lg" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink group-hover:underline">
            {name}
          </span>
          <span className="block truncate text-sm text-ink-muted">{detail}</span>
          {person.bio ? (
            <span className="mt-0.5 line-clamp-1 text-sm text-ink-muted">{person.bio}</span>
          ) : null}
        </span>
      </Link>
      {person.id === viewerId ? (
        <span className="text-sm text-ink-muted">You</span>
      ) : (
        <FollowButton userId={person.id} name={name} isFollowing={person.isFollowing} />
      )}
    </li>
  );
}
