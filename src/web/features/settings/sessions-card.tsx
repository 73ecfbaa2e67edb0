import { Laptop, MonitorSmartphone, Smartphone } from 'lucide-react';
import type { TSessionInfo } from '../../../contract/auth.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { deviceNameFromUserAgent } from '../auth/device-name.ts';
import { useRevokeSessionMutation, useSessionsQuery } from '../auth/queries.ts';
import { formatRelativeTime } from './relative-time.ts';

function DeviceIcon({ userAgent }: { userAgent: string | null }) {
  const Icon = /iPhone|Android|Mobile/.test(userAgent ?? '') ? Smartphone : Laptop;
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-muted text-ink-muted"
    >
      <Icon className="size-5" />
    </span>
  );
}

function SessionRow({ session }: { session: TSessionInfo }) {
  const revoke = useRevokeSessionMutation();
  const name = deviceNameFromUserAgent(session.userAgent);
  const signOut = () =>
    // Signing this device out restarts the app signed out (the mutation does it).
    revoke.mutate(session, {
      onSuccess: () => {
        if (session.isCurrent) return;
        toast({
          title: 'Device signed out',
          description: `${name} is no longer signed in.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Sign-out failed',
          description: errorMessage(error, 'Could not sign that device out. Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <li
      className="flex items-center gap-3 py-3"
      data-testid="session-row"
      data-current={session.isCurrent}
    >
      <DeviceIcon userAgent={session.userAgent} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          {name}
          {session.isCurrent ? <Badge tone="brand">This device</Badge> : null}
        </p>
        <p className="text-xs text-ink-muted">
          Last active {formatRelativeTime(session.lastSeenAt)}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={signOut}
        disabled={revoke.isPending}
        aria-label={session.isCurrent ? `Sign out this device (${name})` : `Sign out ${name}`}
      >
        Sign out
      </Button>
    </li>
  );
}

/** Sessions: every device signed in to this account, each of which can be signed out. */
export function SessionsCard() {
  const sessions = useSessionsQuery();
  const list = [...(sessions.data?.sessions ?? [])].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  return (
    <Card aria-labelledby="sessions-title" id="sessions">
      <CardHeader
        id="sessions-title"
        title="Sessions"
        description="Devices where you are signed in."
        icon={<MonitorSmartphone className="size-5" />}
      />
      {sessions.isPending ? <Spinner label="Loading sessions…" /> : null}
      {sessions.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not load your sessions. {errorMessage(sessions.error, '')}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-line">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
