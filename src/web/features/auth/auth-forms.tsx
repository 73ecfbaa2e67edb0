import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  ZRegisterBody,
  ZSignInBody,
  type TRegisterBody,
  type TSignInBody,
} from '../../../contract/auth.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldError, ServerError } from '../../ui/form-errors.tsx';
import { Input } from '../../ui/input.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { useRegisterMutation, useSignInMutation } from './queries.ts';

/**
 * The submit button stays enabled while the request runs (a second submit is ignored instead):
 * disabling it would drop keyboard focus to <body> when the request fails.
 */
function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" aria-disabled={busy || undefined} className="mt-2 w-full">
      {busy ? busyLabel : label}
    </Button>
  );
}

/** E-mail + password sign-in validated with the contract's ZSignInBody. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const mutation = useSignInMutation();
  const form = useForm<TSignInBody, unknown, z.output<typeof ZSignInBody>>({
    resolver: zodResolver(ZSignInBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, { onSuccess: () => onSuccess() });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      {/* Keyed by attempt, so the same message is announced again after each failed try. */}
      <ServerError
        key={mutation.submittedAt}
        message={
          mutation.error ? errorMessage(mutation.error, 'Sign-in failed. Please try again.') : null
        }
      />
      <Field label="E-mail" error={fieldError('E-mail', errors.email?.message)}>
        {(control) => (
          <Input type="email" autoComplete="email" {...control} {...form.register('email')} />
        )}
      </Field>
      <Field
        label="Password"
        error={fieldError('Password', errors.password?.message)}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-brand hover:underline">
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            autoComplete="current-password"
            {...control}
            {...form.register('password')}
          />
        )}
      </Field>
      <SubmitButton busy={mutation.isPending} label="Sign in" busyLabel="Signing in…" />
    </form>
  );
}

/** Account creation validated with the contract's ZRegisterBody; signs the new member in. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const mutation = useRegisterMutation();
  const form = useForm<TRegisterBody, unknown, z.output<typeof ZRegisterBody>>({
    resolver: zodResolver(ZRegisterBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, { onSuccess: () => onSuccess() });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
      <ServerError
        key={mutation.submittedAt}
        message={
          mutation.error
            ? errorMessage(mutation.error, 'Could not create your account. Please try again.')
            : null
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={fieldError('First name', errors.firstName?.message)}>
          {(control) => (
            <Input autoComplete="given-name" {...control} {...form.register('firstName')} />
          )}
        </Field>
        <Field label="Last name" error={fieldError('Last name', errors.lastName?.message)}>
          {(control) => (
            <Input autoComplete="family-name" {...control} {...form.register('lastName')} />
          )}
        </Field>
      </div>
      <Field label="E-mail" error={fieldError('E-mail', errors.email?.message)}>
        {(control) => (
          <Input type="email" autoComplete="email" {...control} {...form.register('email')} />
        )}
      </Field>
      <Field
        label="Password"
        hint="At least 8 characters"
        error={fieldError('Password', errors.password?.message)}
      >
        {(control) => (
          <PasswordInput autoComplete="new-password" {...control} {...form.register('password')} />
        )}
      </Field>
      <SubmitButton
        busy={mutation.isPending}
        label="Create account"
        busyLabel="Creating account…"
      />
    </form>
  );
}
