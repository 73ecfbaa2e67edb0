import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../contract/limits.ts';
import { Field } from '../../ui/field.tsx';
import { fieldError } from '../../ui/form-errors.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';

/** "New password" and "Confirm new password", shared by the change and reset forms. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <Field
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={fieldError('New password', errors.password)}
      >
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...password} />}
      </Field>
      <Field
        label="Confirm new password"
        error={fieldError('Confirm new password', errors.confirm)}
      >
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...confirm} />}
      </Field>
    </>
  );
}
