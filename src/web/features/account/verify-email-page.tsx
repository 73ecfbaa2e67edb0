import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { ServerError } from '../../ui/form-errors.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from '../auth/user-query.ts';
import { AccountPanel, DoneMessage } from './account-panel.tsx';
import { useRecheckUser, useVerifyEmailMutation } from './queries.ts';

/**
 * /verify-email?token=…: confirms the address as soon as the page opens (signed in or not, on
 * any device). The token is sent once per page, even when React runs effects twice; success
 * replaces it in the URL with `?confirmed=1`, so a reload or a re-render cannot send it again.
 */
export function VerifyEmailPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmed = params.get('confirmed') === '1';
  const verify = useVerifyEmailMutation();
  const recheckUser = useRecheckUser();
  const { user } = useAuth();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token, {
      onSuccess: () => {
        setParams({ confirmed: '1' }, { replace: true });
        recheckUser();
      },
    });
  }, [token, verify, setParams, recheckUser]);

  const continueLink = (
    <Link to="/" className={buttonVariants({ className: 'w-full' })}>
      Continue to Roamly
    </Link>
  );

  if (confirmed) {
    return (
      <AccountPanel title="Confirm your e-mail">
        <DoneMessage>Thank you! Your e-mail address is confirmed.</DoneMessage>
        {continueLink}
      </AccountPanel>
    );
  }
  if (!token) {
    return (
      <AccountPanel title="Confirm your e-mail">
        <ServerError message="This link is incomplete. Open the link from the latest e-mail we sent you, or copy all of it into the address bar." />
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title="Confirm your e-mail">
      {verify.isError ? (
        <>
          <ServerError
            message={errorMessage(
              verify.error,
              'We could not confirm your address. Please try again.',
            )}
          />
          {user ? (
            <p className="text-sm text-ink-muted">
              {user.emailVerified
                ? 'Your address is already confirmed: nothing more to do.'
                : "Use 'Resend link' above to get a new one."}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">
              <Link to="/signin" className="font-medium text-brand hover:underline">
                Sign in
              </Link>{' '}
              to ask for a new link.
            </p>
          )}
        </>
      ) : (
        <Spinner label="Confirming your e-mail address…" />
      )}
    </AccountPanel>
  );
}
