import crypto from 'node:crypto';

/**
 * The on-site sandbox: a payment processor that behaves like Stripe's test mode and never moves
 * money. Its test cards are Stripe's own numbers with Stripe's messages, so switching to Stripe
 * changes nothing a member sees.
 */

export type SandboxCharge =
  | { ok: true; brand: string; last4: string; renewalDeclines: boolean }
  | { ok: false; message: string };

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const NOT_A_TEST_CARD_MESSAGE =
  'Your card was declined. This is a sandbox: use a test card such as 4242 4242 4242 4242.';

/** Stripe's test cards that succeed, by number. */
const APPROVED: Record<string, string> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa (debit)',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard',
  '378282246310005': 'American Express',
  '6011111111111117': 'Discover',
};

/** Stripe's test cards that are refused, with Stripe's message for each. */
const DECLINED: Record<string, string> = {
  '4000000000000002': CARD_DECLINED_MESSAGE,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': CARD_DECLINED_MESSAGE,
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

/**
 * 4000 0000 0000 0341 is Stripe's card that attaches but fails later charges; here its first
 * payment succeeds and every renewal is declined, so a lapsing renewal can be tried on-site.
 */
const DECLINES_RENEWALS = '4000000000000341';

/** Charges a (validated, digits-only) card number the way Stripe's test mode would. */
export function chargeSandboxCard(number: string): SandboxCharge {
  const declined = DECLINED[number];
  if (declined) return { ok: false, message: declined };
  if (number === DECLINES_RENEWALS) {
    return { ok: true, brand: 'Visa', last4: number.slice(-4), renewalDeclines: true };
  }
  const brand = APPROVED[number];
  if (!brand) return { ok: false, message: NOT_A_TEST_CARD_MESSAGE };
  return { ok: true, brand, last4: number.slice(-4), renewalDeclines: false };
}

/** A new sandbox subscription id and the client secret of its first payment. */
export function newSandboxPayment(): { subscriptionId: string; clientSecret: string } {
  const intent = `pi_sandbox_${crypto.randomBytes(12).toString('hex')}`;
  return {
    subscriptionId: `sub_sandbox_${crypto.randomBytes(12).toString('hex')}`,
    clientSecret: `${intent}_secret_${crypto.randomBytes(16).toString('hex')}`,
  };
}

/** Only the digest of a client secret is stored. */
export function hashClientSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented secret is the one whose digest is stored (no timing leak). */
export function clientSecretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const presented = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && crypto.timingSafeEqual(presented, stored);
}

/** One calendar month later, clamped to the month's last day (31 January → 28/29 February). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
