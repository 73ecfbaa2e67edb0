import type { FastifyInstance } from 'fastify';
import {
  cancelSubscriptionRoute,
  confirmSandboxPaymentRoute,
  createSubscriptionRoute,
  refreshSubscriptionRoute,
  resumeSubscriptionRoute,
  stripeWebhookRoute,
} from '../../../contract/payments.ts';
import { addRoute } from '../../http/route.ts';
import {
  confirmSandboxPayment,
  createSubscription,
  refreshStripeSubscription,
  setCancelAtPeriodEnd,
} from './payments.service.ts';
import { handleStripeWebhook } from './stripe-webhook.ts';

/** Starting a subscription is cheap to ask and costly to serve (a Stripe customer each time). */
const PAYMENT_RATE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000, perMember: true } as const;

/** Premium: create, pay (sandbox), cancel, resume, refresh from Stripe, and Stripe's webhook. */
export async function paymentsRoutes(app: FastifyInstance) {
  addRoute(
    app,
    createSubscriptionRoute,
    { auth: 'user', rateLimit: PAYMENT_RATE_LIMIT },
    ({ ctx }) => createSubscription(ctx),
  );
  addRoute(
    app,
    confirmSandboxPaymentRoute,
    { auth: 'user', rateLimit: PAYMENT_RATE_LIMIT, bodyLimit: 4 * 1024 },
    ({ ctx, body }) => confirmSandboxPayment(ctx, body),
  );
  addRoute(
    app,
    cancelSubscriptionRoute,
    { auth: 'user', rateLimit: PAYMENT_RATE_LIMIT },
    ({ ctx }) => setCancelAtPeriodEnd(ctx, { cancel: true }),
  );
  addRoute(
    app,
    resumeSubscriptionRoute,
    { auth: 'user', rateLimit: PAYMENT_RATE_LIMIT },
    ({ ctx }) => setCancelAtPeriodEnd(ctx, { cancel: false }),
  );
  addRoute(
    app,
    refreshSubscriptionRoute,
    { auth: 'user', rateLimit: PAYMENT_RATE_LIMIT },
    ({ ctx }) => refreshStripeSubscription(ctx),
  );

  // Stripe signs the exact bytes it sent, so this scope keeps JSON bodies as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    addRoute(scope, stripeWebhookRoute, { bodyLimit: 512 * 1024 }, ({ ctx, body, request }) => {
      const header = request.headers['stripe-signature'];
      return handleStripeWebhook(ctx, {
        rawBody: body,
        signature: typeof header === 'string' ? header : undefined,
      });
    });
  });
}
