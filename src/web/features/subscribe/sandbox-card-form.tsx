import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { cardDigits, checkCard, PREMIUM_PRICE_LABEL } from '../../../contract/payments.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { useConfirmSandboxPaymentMutation } from './queries.ts';

type CardFields = { number: string; expiry: string; cvc: string; name: string };
type CardErrors = Partial<Record<keyof CardFields, string>>;

/** "4242424242424242" → "4242 4242 4242 4242" as the member types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" → "12 / 29"; a deleted slash is not put back while the member deletes. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/**
 * The sandbox's payment step: a card form that behaves like Stripe's test mode (Luhn, expiry and
 * security code checked here first with Stripe's wording, then by the server, which charges the
 * test card). Nothing is charged; the notice says so.
 */
export function SandboxCardForm({
  clientSecret,
  onPaid,
  onFailed,
}: {
  clientSecret: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
}) {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const confirm = useConfirmSandboxPaymentMutation();

  const set = (key: keyof CardFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkCard(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      {
        clientSecret,
        cardNumber: fields.number,
        expiryDate: fields.expiry.replace(/\s/g, ''),
        securityCode: fields.cvc,
        nameOnCard: fields.name,
      },
      {
        onSuccess: onPaid,
        onError: (error) => onFailed(errorMessage(error, 'Your payment could not be completed.')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Card details">
      <div className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft p-3.5 text-sm text-ink">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <p className="font-semibold">Sandbox — no real charge</p>
          <p className="mt-0.5 text-ink-muted">
            Payments on this server are simulated. Use the test card{' '}
            <span className="font-mono text-ink">4242 4242 4242 4242</span> with any future date and
            any 3-digit code; <span className="font-mono text-ink">4000 0000 0000 0002</span> is
            declined.
          </p>
        </div>
      </div>
      <Field label="Card number" error={errors.number}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              value={fields.number}
              onChange={(event) => set('number')(formatCardNumber(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className="pl-10 font-mono tracking-wide"
            />
            <CreditCard
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-5 text-ink-muted"
            />
          </div>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Expiry date" error={errors.expiry}>
          {(control) => (
            <Input
              {...control}
              value={fields.expiry}
              onChange={(event) => set('expiry')(formatExpiry(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              className="font-mono"
            />
          )}
        </Field>
        <Field label="Security code" error={errors.cvc}>
          {(control) => (
            <Input
              {...control}
              value={fields.cvc}
              onChange={(event) => set('cvc')(event.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              className="font-mono"
            />
          )}
        </Field>
      </div>
      <Field label="Name on card" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={fields.name}
            onChange={(event) => set('name')(event.target.value)}
            autoComplete="cc-name"
            placeholder="Full name"
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={confirm.isPending} className="w-full">
        <Lock aria-hidden="true" className="size-4" />
        {confirm.isPending ? 'Processing…' : `Pay ${PREMIUM_PRICE_LABEL} and subscribe`}
      </Button>
    </form>
  );
}
