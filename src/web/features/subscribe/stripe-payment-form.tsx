import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PREMIUM_PRICE_LABEL } from '../../../contract/payments.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRefreshSubscriptionMutation } from './queries.ts';

/** The part of Stripe.js this page uses (https://docs.stripe.com/js). */
type StripeElement = { mount(target: HTMLElement): void; destroy(): void };
type StripeElements = { create(type: 'payment', options?: object): StripeElement };
type StripeJs = {
  elements(options: { clientSecret: string; appearance?: object }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
};
type StripeFactory = (publishableKey: string) => StripeJs;
/** Stripe.js puts its factory on window; read it without widening Window for everyone. */
const stripeGlobal = () => (window as unknown as { Stripe?: StripeFactory }).Stripe;

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let stripeJs: Promise<StripeFactory> | undefined;

/** Stripe.js from js.stripe.com (Stripe requires it be loaded from there), once per page. */
function loadStripeJs(): Promise<StripeFactory> {
  stripeJs ??= new Promise((resolve, reject) => {
    const loaded = stripeGlobal();
    if (loaded) return resolve(loaded);
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = stripeGlobal();
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      stripeJs = undefined;
      reject(new Error('Stripe could not be reached. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return stripeJs;
}

/**
 * Stripe's Payment Element for the subscription's first payment. After Stripe confirms (with the
 * site origin as return address, for cards that need a redirect), the server reads the
 * subscription from Stripe: premium comes from Stripe's word, never from this page's.
 */
export function StripePaymentForm({
  clientSecret,
  publishableKey,
  onPaid,
  onFailed,
}: {
  clientSecret: string;
  publishableKey: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const refresh = useRefreshSubscriptionMutation();

  useEffect(() => {
    let element: StripeElement | undefined;
    let cancelled = false;
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe = Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } });
        element = elements.create('payment', { layout: 'tabs' });
        element.mount(mountRef.current);
        setReady({ stripe, elements });
      })
      .catch((error: unknown) => setLoadError(errorMessage(error, 'Stripe could not be loaded.')));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [clientSecret, publishableKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setSubmitting(true);
    try {
      const result = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: window.location.origin },
        redirect: 'if_required',
      });
      if (result.error) {
        onFailed(result.error.message ?? 'Your payment could not be completed.');
        return;
      }
      const plan = await refresh.mutateAsync();
      if (plan.tier === 'premium') onPaid();
      else onFailed('Stripe has not confirmed the payment yet. Refresh this page in a moment.');
    } catch (error) {
      onFailed(errorMessage(error, 'Your payment could not be completed.'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Payment">
      {loadError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {loadError}
        </p>
      ) : null}
      {!ready && !loadError ? <Spinner label="Loading the secure payment form…" /> : null}
      <div ref={mountRef} />
      <Button type="submit" size="lg" disabled={!ready || submitting} className="w-full">
        <Lock aria-hidden="true" className="size-4" />
        {submitting ? 'Processing…' : `Pay ${PREMIUM_PRICE_LABEL} and subscribe`}
      </Button>
    </form>
  );
}
