import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInRoute } from '../../../contract/auth.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildUser, FACTORY_PASSWORD } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { accountDigest, DEVICE_COOKIE, signDeviceCookie } from './device-cookie.ts';
import { ACCOUNT_LOCKOUT, ADDRESS_LOCKOUT } from './sign-in-lockout.ts';

const { app, database } = await createTestApp();

const ACCOUNT_LOCKED =
  /^Too many failed sign-ins for this account\. Try again in 1 minute, or reset your password\.$/;

/** One attempt from a fresh address (so only the account and device counters add up). */
function attempt(
  email: string,
  password: string,
  { device, from = clientAddress() }: { device?: string; from?: string } = {},
) {
  return injectRoute(app, signInRoute, {
    body: { email, password },
    remoteAddress: from,
    ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
  });
}

function deviceCookieOf(response: Awaited<ReturnType<typeof attempt>>) {
  return response.response.cookies.find((c) => c.name === DEVICE_COOKIE);
}

/** The owner signs in once from their browser, which keeps the device cookie. */
async function trustedDevice(email: string): Promise<string> {
  const response = await attempt(email, FACTORY_PASSWORD);
  expect(response.status).toBe(200);
  const cookie = deviceCookieOf(response);
  expect(cookie?.value).toBeTruthy();
  return cookie?.value ?? '';
}

async function failUntilLocked(email: string, options: { device?: string } = {}) {
  for (let i = 0; i < ACCOUNT_LOCKOUT.freeAttempts; i += 1) {
    expect((await attempt(email, 'wrong-password', options)).status).toBe(401);
  }
}

const secondsBlocked = async (key: string) => {
  const rows = await database.db.execute<{ seconds: number }>(
    sql`SELECT round(extract(epoch FROM blocked_until - now()))::int AS seconds FROM sign_in_lockouts WHERE key = ${key}`,
  );
  return rows.rows[0]?.seconds;
};

describe('device cookie', () => {
  it('is issued at sign-in: HttpOnly, SameSite=Strict, sent only to the sign-in routes', async () => {
    const user = await buildUser(database);
    const cookie = deviceCookieOf(await attempt(user.email, FACTORY_PASSWORD));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
  });
});

describe('sign-in lockout', () => {
  it('answers an unknown e-mail exactly like a registered one, 429 included', async () => {
    const user = await buildUser(database);
    const unknown = `nobody.${crypto.randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < ACCOUNT_LOCKOUT.freeAttempts; i += 1) {
      const known = await attempt(user.email, 'wrong-password');
      const stranger = await attempt(unknown, 'wrong-password');
      expect(stranger.status).toBe(401);
      expect(stranger.status).toBe(known.status);
      expect(stranger.response.body).toBe(known.response.body);
    }
    const known = await attempt(user.email, FACTORY_PASSWORD);
    const stranger = await attempt(unknown, FACTORY_PASSWORD);
    expect(known.status).toBe(429);
    expect(known.message).toMatch(ACCOUNT_LOCKED);
    expect(stranger.status).toBe(429);
    expect(stranger.response.body).toBe(known.response.body);
    expect(stranger.response.headers['content-type']).toBe(known.response.headers['content-type']);
  });

  it("an attacker's failures do not lock the owner's trusted browser", async () => {
    const user = await buildUser(database);
    const device = await trustedDevice(user.email);
    await failUntilLocked(user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(user.email, FACTORY_PASSWORD)).status).toBe(429);
    }
    const owner = await attempt(user.email, FACTORY_PASSWORD, { device });
    expect(owner.status).toBe(200);
    // The owner's success does not unlock the untrusted clients the attacker locked.
    expect((await attempt(user.email, FACTORY_PASSWORD)).status).toBe(429);
  });

  it("the trusted browser's own failures still lock it, and only it", async () => {
    const user = await buildUser(database);
    const device = await trustedDevice(user.email);
    await failUntilLocked(user.email, { device });
    const locked = await attempt(user.email, FACTORY_PASSWORD, { device });
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(ACCOUNT_LOCKED);
    // Another browser of the owner is another lane.
    expect((await attempt(user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('a forged, tampered or borrowed device cookie counts as untrusted', async () => {
    const user = await buildUser(database);
    const device = await trustedDevice(user.email);
    const attacker = await buildUser(database);
    const attackersOwn = await trustedDevice(attacker.email);
    await failUntilLocked(user.email);
    const [nonce = '', mac = ''] = device.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      signDeviceCookie(crypto.randomBytes(32), accountDigest(user.email)), // another key
      `${nonce}.${flipped}`, // tampered MAC
      `${crypto.randomBytes(16).toString('base64url')}.${mac}`, // another nonce
      attackersOwn, // valid, but for the attacker's account
      'garbage',
    ];
    for (const forged of forgeries) {
      const response = await attempt(user.email, FACTORY_PASSWORD, { device: forged });
      expect(response.status, forged).toBe(429);
    }
    expect((await attempt(user.email, FACTORY_PASSWORD, { device })).status).toBe(200);
  });

  it('doubles the wait with each further failure and caps it at 30 minutes', async () => {
    const user = await buildUser(database);
    const key = `account:${accountDigest(user.email)}`;
    await failUntilLocked(user.email);
    expect(await secondsBlocked(key)).toBe(60);
    await database.db.execute(
      sql`UPDATE sign_in_lockouts SET blocked_until = now() - interval '1 second' WHERE key = ${key}`,
    );
    expect((await attempt(user.email, 'wrong-again')).status).toBe(401);
    expect(await secondsBlocked(key)).toBeGreaterThan(110);
    expect(await secondsBlocked(key)).toBeLessThanOrEqual(120);

    await database.db.execute(
      sql`UPDATE sign_in_lockouts SET failures = 40, blocked_until = NULL WHERE key = ${key}`,
    );
    await attempt(user.email, 'wrong-password');
    expect(await secondsBlocked(key)).toBeGreaterThan(29 * 60);
    expect(await secondsBlocked(key)).toBeLessThanOrEqual(30 * 60);
  });

  it('a success before the limit starts the count over', async () => {
    const user = await buildUser(database);
    for (let i = 0; i < ACCOUNT_LOCKOUT.freeAttempts - 1; i += 1) {
      await attempt(user.email, 'wrong-password');
    }
    expect((await attempt(user.email, FACTORY_PASSWORD)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LOCKOUT.freeAttempts - 1; i += 1) {
      expect((await attempt(user.email, 'wrong-password')).status).toBe(401);
    }
    expect((await attempt(user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('one address guessing across many accounts is throttled, trusted browsers excepted', async () => {
    const from = clientAddress();
    const owner = await buildUser(database);
    const device = await trustedDevice(owner.email);
    for (let i = 0; i < ADDRESS_LOCKOUT.freeAttempts; i += 1) {
      const email = `spray${i}.${crypto.randomBytes(3).toString('hex')}@example.com`;
      expect((await attempt(email, 'Summer2026!', { from })).status).toBe(401);
    }
    const next = await attempt(owner.email, FACTORY_PASSWORD, { from });
    expect(next.status).toBe(429);
    expect(next.message).toBe('Too many failed sign-ins from your network. Try again in 1 minute.');
    expect((await attempt(owner.email, FACTORY_PASSWORD, { from, device })).status).toBe(200);
  });
});
