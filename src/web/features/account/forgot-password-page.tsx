import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ZForgotPasswordBody, type TForgotPasswordBody } from '../../../contract/account.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldError, ServerError } from '../../ui/form-errors.tsx';
import { Input } from '../../ui/input.tsx';
import { AccountPanel, DoneMessage } from './account-panel.tsx';
import { useForgotPasswordMutation } from './queries.ts';

const backToSignIn = (
  <p className="text-center text-sm text-ink-muted">
    Remembered it?{' '}
    <Link to="/signin" className="font-medium text-brand hover:underline">
      Back to sign in
    </Link>
  </p>
);

/** /forgot-password: asks for the address and e-mails a one-hour reset link to it. */
export function ForgotPasswordPage() {
  const mutation = useForgotPasswordMutation();
  const form = useForm<TForgotPasswordBody, unknown, z.output<typeof ZForgotPasswordBody>>({
    resolver: zodResolver(ZForgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values);
  });

  if (mutation.isSuccess) {
    return (
      <AccountPanel title="Check your inbox">
        <DoneMessage>{mutation.data.message}</DoneMessage>
        <p className="text-sm text-ink-muted">
          Nothing after a few minutes? Check your spam folder, or try again with the address you
          signed up with.
        </p>
        {backToSignIn}
      </AccountPanel>
    );
  }
  return (
    <AccountPanel
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
        <ServerError
          key={mutation.submittedAt}
          message={
            mutation.error
              ? errorMessage(mutation.error, 'Something went wrong. Please try again.')
              : null
          }
        />
        <Field label="E-mail" error={fieldError('E-mail', errors.email?.message)}>
          {(control) => (
            <Input type="email" autoComplete="email" {...control} {...form.register('email')} />
          )}
        </Field>
        <Button
          type="submit"
          size="lg"
          aria-disabled={mutation.isPending || undefined}
          className="mt-2 w-full"
        >
          {mutation.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      {backToSignIn}
    </AccountPanel>
  );
}
