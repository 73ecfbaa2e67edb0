import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCard, isExpiryInFuture, parseExpiry, passesLuhn } from './payments.ts';
import { addOneMonth, chargeSandboxCard } from '../server/providers/payments/sandbox.ts';

const good = { number: '4242 4242 4242 4242', expiry: '12 / 99', cvc: '123', name: 'Ada' };

describe('sandbox card checks', () => {
  it('passes Luhn for the test cards and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
  });

  it('reads MM / YY and MM/YYYY, and a card is good through its expiry month', () => {
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeUndefined();
    const now = new Date('2026-11-22T00:00:00Z');
    expect(isExpiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
  });

  it("says what is wrong in Stripe's words, field by field", () => {
    expect(checkCard(good)).toEqual({});
    expect(checkCard({ ...good, number: '' }).number).toBe(CARD_MESSAGES.numberRequired);
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }).number).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect(checkCard({ ...good, expiry: '01 / 20' }).expiry).toBe(CARD_MESSAGES.expiryPast);
    expect(checkCard({ ...good, expiry: '2029' }).expiry).toBe(CARD_MESSAGES.expiryInvalid);
    expect(checkCard({ ...good, cvc: '12' }).cvc).toBe(CARD_MESSAGES.cvcInvalid);
    // American Express has a 4-digit code.
    expect(checkCard({ ...good, number: '3782 822463 10005', cvc: '123' }).cvc).toBe(
      CARD_MESSAGES.cvcInvalid,
    );
    expect(checkCard({ ...good, name: ' ' }).name).toBe(CARD_MESSAGES.nameRequired);
  });

  it("charges Stripe's test cards the way test mode does", () => {
    expect(chargeSandboxCard('4242424242424242')).toMatchObject({ ok: true, last4: '4242' });
    expect(chargeSandboxCard('4000000000000002')).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(chargeSandboxCard('4000000000000341')).toMatchObject({
      ok: true,
      renewalDeclines: true,
    });
    expect(chargeSandboxCard('4111111111111111').ok).toBe(false);
  });

  it('adds one calendar month, clamped to the end of a shorter month', () => {
    expect(addOneMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addOneMonth(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe(
      '2027-01-15T10:00:00.000Z',
    );
  });
});
