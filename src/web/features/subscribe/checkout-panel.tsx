import { AlertCircle, Check, Crown, PartyPopper, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TCreateSubscriptionResponse } from '../../../contract/payments.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatPlanDate, planSummary } from './plan-text.ts';
import { useCreateSubscriptionMutation } from './queries.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { StripePaymentForm } from './stripe-payment-form.tsx';

type Step =
  | { name: 'plan' }
  | { name: 'setting-up' }
  | { name: 'payment'; subscription: TCreateSubscriptionResponse }
  | { name: 'success' };

const PRICE_POINTS = ['Billed monthly', 'Cancel anytime', 'Access to the end of the paid month'];

/**
 * The price card and the whole purchase (spec 1 §4): plan → upgrade creates the subscription
 * ('Setting up your subscription...') → the payment step → 'Welcome to Premium!', or 'Payment
 * Failed' with the provider's message. A premium member sees their plan instead.
 */
export function CheckoutPanel({ user }: { user: TSelfUser }) {
  const [step, setStep] = useState<Step>({ name: 'plan' });
  const [failure, setFailure] = useState<string | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const create = useCreateSubscriptionMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each new step is announced by moving focus to the card's heading.
  useEffect(() => {
    if (step.name !== 'plan') headingRef.current?.focus();
  }, [step.name]);

  function upgrade() {
    setFailure(null);
    setSetupError(null);
    setStep({ name: 'setting-up' });
    create.mutate(undefined, {
      onSuccess: (subscription) => setStep({ name: 'payment', subscription }),
      onError: (error) => {
        // Spec 1 §8: setup errors are logged; the member gets the button back and one sentence.
        console.error('Subscription setup failed', error);
        setSetupError(errorMessage(error, 'Your subscription could not be started.'));
        setStep({ name: 'plan' });
      },
    });
  }

  const premium = user.plan.tier === 'premium';
  const title =
    step.name === 'success'
      ? 'Welcome to Premium!'
      : premium
        ? 'You are a Premium member'
        : step.name === 'payment'
          ? 'Payment details'
          : 'Roamly Premium';

  return (
    <Card
      aria-labelledby="checkout-title"
      radius="3xl"
      elevation="floating"
      padding="none"
      className="p-6 sm:p-7"
    >
      <div className="flex items-center gap-2 text-sm font-semibold text-accent">
        <Crown aria-hidden="true" className="size-4" />
        Premium plan
      </div>
      <h2
        id="checkout-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 font-display text-2xl font-semibold tracking-tight text-ink outline-none"
      >
        {title}
      </h2>

      {step.name === 'success' ? (
        <div className="mt-4 grid gap-4" role="status">
          <PartyPopper aria-hidden="true" className="size-10 text-accent" />
          <p className="text-ink-muted">
            Your subscription is active. Premium is on until{' '}
            <strong className="text-ink">{formatPlanDate(user.plan.premiumUntil)}</strong> and
            renews every month — cancel anytime from Settings.
          </p>
          <Link to="/" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            Start exploring
          </Link>
        </div>
      ) : premium ? (
        <div className="mt-4 grid gap-4">
          <p className="text-ink-muted">{planSummary(user.plan)}</p>
          <Link
            to="/settings#subscription-title"
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
          >
            Manage subscription
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 flex items-baseline gap-1.5">
            <span className="font-display text-5xl font-semibold tracking-tight text-ink">
              $9.99
            </span>
            <span className="text-ink-muted">per month</span>
          </p>
          <ul className="mt-4 grid gap-2 text-sm text-ink">
            {PRICE_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-brand" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            {step.name === 'plan' ? (
              <>
                <Button size="lg" className="w-full" onClick={upgrade}>
                  <Sparkles aria-hidden="true" className="size-4" />
                  Upgrade to Premium
                </Button>
                {setupError ? (
                  <p role="alert" className="mt-3 text-sm font-medium text-danger">
                    {setupError}
                  </p>
                ) : null}
                {user.plan.status === 'past_due' ? (
                  <p className="mt-3 text-sm text-ink-muted">{planSummary(user.plan)}</p>
                ) : null}
              </>
            ) : null}
            {step.name === 'setting-up' ? (
              <div className="grid place-items-center gap-3 py-6 text-center">
                <Spinner label="Setting up your subscription..." />
                <p className="text-sm text-ink-muted" aria-hidden="true">
                  Setting up your subscription...
                </p>
              </div>
            ) : null}
            {step.name === 'payment' ? (
              <div className="grid gap-4">
                {failure ? (
                  <div
                    role="alert"
                    className="flex gap-3 rounded-xl border border-danger/40 bg-danger/5 p-3.5 text-sm"
                  >
                    <AlertCircle
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-danger"
                    />
                    <div>
                      <p className="font-semibold text-danger">Payment Failed</p>
                      <p className="mt-0.5 text-ink">{failure}</p>
                    </div>
                  </div>
                ) : null}
                {step.subscription.provider === 'stripe' && step.subscription.publishableKey ? (
                  <StripePaymentForm
                    clientSecret={step.subscription.clientSecret}
                    publishableKey={step.subscription.publishableKey}
                    onPaid={() => setStep({ name: 'success' })}
                    onFailed={setFailure}
                  />
                ) : (
                  <SandboxCardForm
                    clientSecret={step.subscription.clientSecret}
                    onPaid={() => setStep({ name: 'success' })}
                    onFailed={setFailure}
                  />
                )}
              </div>
            ) : null}
          </div>
        </>
      )}
    </Card>
  );
}
