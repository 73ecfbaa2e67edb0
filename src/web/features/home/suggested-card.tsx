import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import {
  SUGGESTED_USERS_LIMIT,
  suggestedUsersRoute,
  type TSuggestedUser,
} from '../../../contract/people.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { FollowButton } from './follow-button.tsx';

/** Spec 1 §9: suggested users are cached 5 minutes. */
export const SUGGESTED_STALE_MS = 5 * 60 * 1000;

export const suggestedUsersQuery = () => ({
  ...routeQueryOptions(suggestedUsersRoute, { query: { limit: SUGGESTED_USERS_LIMIT } }),
  staleTime: SUGGESTED_STALE_MS,
});

function SuggestionRow({ person }: { person: TSuggestedUser }) {
  const name = userDisplayName(person);
  return (
    <li className="flex items-center gap-3">
      <Link
        to={`/profile/${person.id}`}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl"
      >
        <Avatar src={person.profileImageUrl} initials={userInitials(person)} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-ink group-hover:underline">
            {name}
          </span>
          <span className="block truncate text-xs text-ink-muted">
            {person.reason ?? person.location ?? 'New to Roamly'}
          </span>
        </span>
      </Link>
      <FollowButton userId={person.id} name={name} isFollowing={person.isFollowing} />
    </li>
  );
}

function RowsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex animate-pulse items-center gap-3">
          <span className="size-10 rounded-full bg-surface-muted" />
          <span className="grid flex-1 gap-1.5">
            <span className="h-3 w-2/3 rounded bg-surface-muted" />
            <span className="h-2.5 w-1/2 rounded bg-surface-muted" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Suggested for You' (spec 1 §2): people to follow, each with a reason and a Follow button. */
export function SuggestedCard() {
  const suggestions = useQuery(suggestedUsersQuery());
  return (
    <Card aria-labelledby="suggested-title" aria-busy={suggestions.isPending || undefined}>
      <CardHeader
        id="suggested-title"
        title="Suggested for You"
        icon={<Sparkles className="size-5" />}
      />
      {suggestions.isPending ? (
        <>
          <p className="sr-only" role="status">
            Loading suggestions…
          </p>
          <RowsSkeleton />
        </>
      ) : suggestions.isError ? (
        <div className="grid gap-3 text-sm text-ink-muted" data-state="error">
          <p>Suggestions could not be loaded.</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void suggestions.refetch()}
          >
            Try Again
          </Button>
        </div>
      ) : suggestions.data.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No suggestions right now.{' '}
          <Link to="/explore" className="font-semibold text-brand underline">
            Explore
          </Link>{' '}
          to find travellers to follow.
        </p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {suggestions.data.map((person) => (
            <SuggestionRow key={person.id} person={person} />
          ))}
        </ul>
      )}
    </Card>
  );
}
