import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { fieldError, ServerError } from '../../ui/form-errors.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ZChangePasswordForm, type TChangePasswordForm } from './password-schemas.ts';
import { useChangePasswordMutation } from './queries.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings → Profile: change the password; every other device is signed out, this one stays. */
export function ChangePasswordCard() {
  const mutation = useChangePasswordMutation();
  const form = useForm<TChangePasswordForm, unknown, z.output<typeof ZChangePasswordForm>>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ signedOut }) => {
          form.reset(EMPTY);
          toast({
            title: 'Password changed',
            description:
              signedOut > 0
                ? `Your other devices (${signedOut}) were signed out.`
                : 'You stay signed in on this device.',
            variant: 'success',
          });
        },
      },
    );
  });
  return (
    <Card aria-labelledby="change-password-title" id="password">
      <CardHeader
        id="change-password-title"
        title="Password"
        description="Changing it signs out every other device."
        icon={<KeyRound className="size-5" />}
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        <ServerError
          key={mutation.submittedAt}
          message={
            mutation.error
              ? errorMessage(mutation.error, 'Could not change your password. Please try again.')
              : null
          }
        />
        <Field
          label="Current password"
          error={fieldError('Current password', errors.currentPassword?.message)}
        >
          {(control) => (
            <PasswordInput
              autoComplete="current-password"
              {...control}
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <NewPasswordFields
          password={form.register('newPassword')}
          confirm={form.register('confirmPassword')}
          errors={{
            password: errors.newPassword?.message,
            confirm: errors.confirmPassword?.message,
          }}
        />
        <div>
          <Button type="submit" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
