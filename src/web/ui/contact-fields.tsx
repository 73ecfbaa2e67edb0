import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field.tsx';
import { fieldError } from './form-errors.tsx';
import { Input, Textarea } from './input.tsx';

/** 'n/max characters' beside a field's label, red once past the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'text-xs font-semibold text-danger' : 'text-xs text-ink-muted'}>
      {length}/{max}
      <span className="sr-only"> characters</span>
    </span>
  );
}

/**
 * The sender's Name and E-mail fields of a message form (react-hook-form registrations and the
 * contract's error messages); the caller lays them out.
 */
export function SenderFields({
  name,
  email,
  errors,
}: {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: { message?: string }; email?: { message?: string } };
}) {
  return (
    <>
      <Field label="Name" error={fieldError('Name', errors.name?.message)}>
        {(c) => <Input autoComplete="name" {...c} {...name} />}
      </Field>
      <Field label="E-mail" error={fieldError('E-mail', errors.email?.message)}>
        {(c) => <Input type="email" autoComplete="email" {...c} {...email} />}
      </Field>
    </>
  );
}

/** A message form's Message field, with its character count. */
export function MessageField({
  registration,
  error,
  length,
  max,
  rows,
  placeholder,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  length: number;
  max: number;
  rows: number;
  placeholder: string;
}) {
  return (
    <Field
      label="Message"
      error={fieldError('Message', error)}
      aside={<CharacterCount length={length} max={max} />}
    >
      {(c) => <Textarea rows={rows} placeholder={placeholder} {...c} {...registration} />}
    </Field>
  );
}
