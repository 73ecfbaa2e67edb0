import { Ban, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useBlockMutation, useBlockedUsersQuery } from '../profile/queries.ts';

/**
 * Blocked accounts (Settings → Privacy): who the member blocked, each with Unblock. Blocking
 * itself happens from a profile's '…' menu.
 */
export function BlockedAccountsCard() {
  const blocked = useBlockedUsersQuery();
  const unblock = useBlockMutation();
  const pendingId = unblock.isPending ? unblock.variables.id : null;

  const onUnblock = (id: string, name: string) =>
    unblock.mutate(
      { id, block: false },
      {
        onSuccess: () => toast({ title: `${name} unblocked`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Failed to unblock',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card aria-labelledby="blocked-accounts-title">
      <CardHeader
        id="blocked-accounts-title"
        title="Blocked accounts"
        description="Blocked travellers can't see your posts, follow you, comment or message you, and you don't see theirs."
        icon={<Ban className="size-5" />}
      />
      {blocked.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner label="Loading blocked accounts…" />
        </div>
      ) : blocked.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <span>
            Couldn't load your blocked accounts (
            {errorMessage(blocked.error, 'no answer from the server')}).
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void blocked.refetch()}
            disabled={blocked.isFetching}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : blocked.data.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted px-4 py-5 text-center text-sm text-ink-muted">
          You haven't blocked anyone. To block someone, open their profile and choose Block from the
          … menu.
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Blocked travellers">
          {blocked.data.map((person) => {
            const name = userDisplayName(person) || 'Traveller';
            return (
              <li key={person.id} className="flex items-center gap-3 py-3">
                <Avatar src={person.profileImageUrl} initials={userInitials(person)} />
                <Link
                  to={`/profile/${person.id}`}
                  className="min-w-0 flex-1 truncate text-sm font-semibold text-ink hover:underline"
                >
                  {name}
                </Link>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pendingId === person.id}
                  onClick={() => onUnblock(person.id, name)}
                >
                  Unblock<span className="sr-only"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
