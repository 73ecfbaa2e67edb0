import { clsx } from 'clsx';
import type { TSocialAccount } from '../../../contract/social-media.ts';
import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PlatformMark } from './platform-mark.tsx';
import { PLATFORM_LOOKS } from './platforms.ts';
import { useDisconnectAccount, useOAuthStart, useSocialAccounts } from './queries.ts';

type AccountState = { label: string; className: string };

/** Issue 26 §1: what an account card says about its connection. */
export function accountState(account: TSocialAccount): AccountState {
  if (!account.connected) return { label: 'Not connected', className: 'bg-gray-100 text-gray-800' };
  if (account.status === 'needs_reconnect')
    return { label: 'Needs reconnect', className: 'bg-red-100 text-red-900' };
  if (account.mode === 'sandbox')
    return { label: 'Sandbox', className: 'bg-yellow-100 text-yellow-900' };
  return { label: 'Connected', className: 'bg-green-100 text-green-900' };
}

function AccountCard({
  account,
  onConnect,
}: {
  account: TSocialAccount;
  onConnect: (platform: TSocialPlatform) => void;
}) {
  const look = PLATFORM_LOOKS[account.platform];
  const state = accountState(account);
  const oauth = useOAuthStart();
  const disconnect = useDisconnectAccount();
  const titleId = `account-${account.platform}`;

  const connect = () => {
    if (!account.oauthAvailable) return onConnect(account.platform);
    oauth.mutate(
      { params: { platform: account.platform } },
      {
        // The platform's sign-in page; it sends the operator back to this page.
        onSuccess: ({ authUrl }) => window.location.assign(authUrl),
        onError: (error) =>
          toast({
            title: 'Connection failed',
            description: errorMessage(error, 'Unknown error occurred'),
            variant: 'destructive',
          }),
      },
    );
  };
  const remove = () =>
    disconnect.mutate(
      { params: { platform: account.platform } },
      {
        onSuccess: () => toast({ title: `${look.label} disconnected`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Disconnect failed',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );

  const reconnect = account.connected && account.status === 'needs_reconnect';
  return (
    <Card as="li" aria-labelledby={titleId} className="grid content-start gap-3" padding="md">
      <div className="flex items-center gap-3">
        <PlatformMark platform={account.platform} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-ink">
            {look.label}
          </h3>
          <p className="truncate text-sm text-ink-muted">
            {account.username ? `@${account.username.replace(/^@/, '')}` : 'No account yet'}
          </p>
        </div>
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', state.className)}>
          {state.label}
        </span>
      </div>
      {account.lastError ? <p className="text-sm text-danger">{account.lastError}</p> : null}
      {account.mode === 'sandbox' ? (
        <p className="text-xs text-ink-muted">
          Sandbox: posts are checked against the platform&apos;s rules and recorded, not sent.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!account.connected || reconnect ? (
          <Button size="sm" onClick={connect} disabled={oauth.isPending}>
            {reconnect ? 'Reconnect' : 'Connect'}
            <span className="sr-only"> {look.label}</span>
          </Button>
        ) : null}
        {account.connected ? (
          <Button size="sm" variant="outline" onClick={remove} disabled={disconnect.isPending}>
            Disconnect<span className="sr-only"> {look.label}</span>
          </Button>
        ) : null}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-strong">
          Setup instructions<span className="sr-only"> for {look.label}</span>
        </summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink-muted">
          {look.setup.map((step) => (
            <li key={step}>{step}</li>
          ))}
          {account.oauthAvailable ? (
            <li>Connect signs you in on {look.label}; Roamly then publishes for real.</li>
          ) : (
            <li>Connect with the key form: the account runs in the sandbox.</li>
          )}
        </ol>
      </details>
    </Card>
  );
}

/** Roamly itself: always there, posting as the operator's own Roamly account. */
function RoamlyCard() {
  return (
    <Card
      as="li"
      aria-labelledby="account-roamly"
      className="grid content-start gap-3"
      padding="md"
    >
      <div className="flex items-center gap-3">
        <PlatformMark platform="roamly" />
        <div className="min-w-0 flex-1">
          <h3 id="account-roamly" className="font-semibold text-ink">
            Roamly
          </h3>
          <p className="text-sm text-ink-muted">Your own Roamly account</p>
        </div>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
          Always available
        </span>
      </div>
      <p className="text-sm text-ink-muted">
        Posts published to Roamly appear in your followers&apos; home feeds, as a post of yours.
      </p>
    </Card>
  );
}

/** Spec 3 §2 'Accounts': one card per platform, plus Roamly. */
export function AccountsTab({ onConnect }: { onConnect: (platform: TSocialPlatform) => void }) {
  const accounts = useSocialAccounts();
  if (accounts.isPending) return <Spinner label="Loading social accounts" />;
  if (accounts.isError) {
    return (
      <p role="alert" className="text-danger">
        Failed to fetch social accounts
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {accounts.data.accounts.map((account) => (
        <AccountCard key={account.platform} account={account} onConnect={onConnect} />
      ))}
      <RoamlyCard />
    </ul>
  );
}
