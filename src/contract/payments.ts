import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Roamly Premium (spec 1 §1, §2 'Premium page', §4, §7, §9): one monthly plan at $9.99, billed
 * monthly, cancel anytime, access to the end of the paid period. Payments go through Stripe when
 * it is configured, else through the on-site sandbox that behaves like Stripe's test mode.
 */

export const PREMIUM_PRICE_CENTS = 999;
export const PREMIUM_CURRENCY = 'usd';
/** What the page and the settings card say about the price (spec 1 §9). */
export const PREMIUM_PRICE_LABEL = '$9.99';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A subscription's state, in Stripe's words: `incomplete` until the first payment succeeds,
 * `past_due` when a renewal was declined, `canceled` once it has ended.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The member's plan, part of GET /api/auth/user. `tier` follows the one premium rule
 * (`premiumUntil` in the future), whatever the status says: a cancelled plan stays premium to
 * the end of the paid period.
 */
export const ZPlan = z.object({
  tier: z.enum(['free', 'premium']),
  premiumUntil: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** POST /api/create-subscription: the client secret the payment step confirms (spec 1 §7). */
export const ZCreateSubscriptionResponse = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key for Stripe.js; null in the sandbox. */
  publishableKey: z.string().nullable(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

export const createSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/api/create-subscription',
  tags: ['premium'],
  summary: 'Start a monthly Premium subscription; answers the client secret to confirm',
  response: ZCreateSubscriptionResponse,
  errors: [401, 409, 503],
});

// ---- Sandbox card checks (shared by the form and the server) -------------------------------

/** Digits only: spaces and dashes people type are dropped. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM / YY as typed ("04/29", "4 / 2029") → month and four-digit year, or undefined. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInFuture(expiry: { month: number; year: number }, now = new Date()) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

export const CARD_MESSAGES = {
  numberRequired: 'Enter your card number.',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: 'Enter the expiry date as MM / YY.',
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is incomplete.",
  nameRequired: 'Enter the name on the card.',
} as const;

/** The sandbox card form's checks, in the order Stripe's Payment Element reports them. */
export function checkCard(card: {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}): Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>> {
  const errors: Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>> = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = CARD_MESSAGES.numberRequired;
  else if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (!isExpiryInFuture(expiry)) errors.expiry = CARD_MESSAGES.expiryPast;
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim()))
    errors.cvc = CARD_MESSAGES.cvcInvalid;
  if (!card.name.trim()) errors.name = CARD_MESSAGES.nameRequired;
  return errors;
}

/**
 * POST /api/subscription/sandbox/confirm: the sandbox's payment step (no real charge). The page
 * shows `checkCard`'s messages before sending; these are the server's own check of the same.
 */
export const ZSandboxConfirmBody = z
  .object({
    clientSecret: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(200, 'must be at most 200 characters'),
    cardNumber: z
      .string()
      .max(30, 'must be at most 30 characters')
      .transform(cardDigits)
      .refine(passesLuhn, 'is invalid'),
    expiryDate: z
      .string()
      .max(10, 'must be at most 10 characters')
      .refine((value) => parseExpiry(value) !== undefined, 'must be a month and year (MM / YY)')
      .refine(
        (value) => isExpiryInFuture(parseExpiry(value) ?? { month: 0, year: 0 }),
        'is in the past',
      ),
    securityCode: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
    nameOnCard: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  })
  .strict();
export type TSandboxConfirmBody = z.input<typeof ZSandboxConfirmBody>;

export const confirmSandboxPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/subscription/sandbox/confirm',
  tags: ['premium'],
  summary: 'Pay the sandbox subscription with a test card (no real charge)',
  body: ZSandboxConfirmBody,
  response: ZPlan,
  errors: [400, 401, 404, 409],
});

/** Cancel keeps access to the end of the paid period; resume undoes it before that date. */
export const cancelSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/api/subscription/cancel',
  tags: ['premium'],
  summary: 'Cancel Premium at the end of the paid period',
  response: ZPlan,
  errors: [401, 404, 409, 503],
});

export const resumeSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/api/subscription/resume',
  tags: ['premium'],
  summary: 'Keep Premium renewing after a cancellation, before the period ends',
  response: ZPlan,
  errors: [401, 404, 409, 503],
});

/**
 * After Stripe.js confirmed the payment: the server asks Stripe (never the browser) for the
 * subscription and applies what Stripe says, so the page need not wait for the webhook.
 */
export const refreshSubscriptionRoute = defineRoute({
  method: 'POST',
  path: '/api/subscription/refresh',
  tags: ['premium'],
  summary: "Read the member's Stripe subscription from Stripe and apply it",
  response: ZPlan,
  errors: [401, 404, 503],
});

/** Stripe's signed events; the body is kept as the raw text the signature covers. */
export const stripeWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/stripe/webhook',
  tags: ['premium'],
  summary: 'Stripe webhook (invoice.paid, customer.subscription.updated and .deleted)',
  body: z.string(),
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  errors: [400, 404],
});
