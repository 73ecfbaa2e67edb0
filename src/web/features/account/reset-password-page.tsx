import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { ServerError } from '../../ui/form-errors.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AccountPanel, DoneMessage } from './account-panel.tsx';
import { ZResetPasswordForm, type TResetPasswordForm } from './password-schemas.ts';
import { useRecheckUser, useResetPasswordMutation } from './queries.ts';

const newLinkHint = (
  <p className="text-center text-sm text-ink-muted">
    Link expired?{' '}
    <Link to="/forgot-password" className="font-medium text-brand hover:underline">
      Ask for a new one
    </Link>
  </p>
);

/** /reset-password?token=…: choose a new password with the link from the e-mail. */
export function ResetPasswordPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const done = params.get('done') === '1';
  const mutation = useResetPasswordMutation();
  const recheckUser = useRecheckUser();
  const form = useForm<TResetPasswordForm, unknown, z.output<typeof ZResetPasswordForm>>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { token, password },
      {
        // The outcome lives in the URL (and the spent token leaves it) before the user record is
        // re-checked, which may re-render this page signed out.
        onSuccess: () => {
          setParams({ done: '1' }, { replace: true });
          recheckUser();
        },
      },
    );
  });

  if (done) {
    return (
      <AccountPanel title="Password changed">
        <DoneMessage>
          Your password has been changed and every device was signed out. Sign in with your new
          password.
        </DoneMessage>
        <Link to="/signin" className={buttonVariants({ className: 'w-full' })}>
          Sign in
        </Link>
      </AccountPanel>
    );
  }
  if (!token) {
    return (
      <AccountPanel title="Choose a new password">
        <ServerError message="This link is incomplete. Open the link from the latest e-mail we sent you, or copy all of it into the address bar." />
        {newLinkHint}
      </AccountPanel>
    );
  }
  return (
    <AccountPanel
      title="Choose a new password"
      intro="Pick a password you do not use anywhere else. Every device will be signed out."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Choose a new password"
      >
        <ServerError
          key={mutation.submittedAt}
          message={
            mutation.error
              ? errorMessage(mutation.error, 'Could not change your password. Please try again.')
              : null
          }
        />
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />
        <Button
          type="submit"
          size="lg"
          aria-disabled={mutation.isPending || undefined}
          className="mt-2 w-full"
        >
          {mutation.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
      {newLinkHint}
    </AccountPanel>
  );
}
