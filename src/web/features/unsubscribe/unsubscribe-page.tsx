import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeRoute } from '../../../contract/admin-email.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { ServerError } from '../../ui/form-errors.tsx';
import { AccountPanel, DoneMessage } from '../account/account-panel.tsx';

/**
 * /unsubscribe?token=…, where a campaign e-mail's link leads. Opening it changes nothing (mail
 * scanners open every link); the button does. Mail clients' one-click unsubscribe posts to the
 * API directly.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => api(unsubscribeRoute, { query: { token }, body: {} }),
  });

  if (!token) {
    return (
      <AccountPanel title="Unsubscribe">
        <ServerError message="This link is incomplete. Open the unsubscribe link of the e-mail again, or copy all of it into the address bar." />
      </AccountPanel>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AccountPanel title="Unsubscribe">
        <DoneMessage>{confirm.data.message}</DoneMessage>
        <Link to="/" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          Go to Roamly
        </Link>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel
      title="Unsubscribe"
      intro="Stop receiving Roamly's newsletters and campaigns at this address? Account e-mails (password resets, sign-in alerts) still arrive."
    >
      {confirm.isError ? (
        <ServerError
          message={errorMessage(confirm.error, 'We could not unsubscribe you. Please try again.')}
        />
      ) : null}
      <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </AccountPanel>
  );
}
