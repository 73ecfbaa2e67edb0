import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changePasswordRoute,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordRoute,
  resetPasswordRoute,
} from '../../../contract/account.ts';
import { listSessionsRoute, signInRoute } from '../../../contract/auth.ts';
import { deleteStaleAccountTokens } from '../../../db/queries/account-tokens.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { clientAddress, createTestApp, sessionCookie } from '../../test/app.ts';
import { buildMember, buildSession, buildUser, FACTORY_PASSWORD } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { deliverMail, lastMailTo, tokenOf } from './account-test-helpers.ts';
import { INVALID_LINK } from './verification.service.ts';
import { ACCOUNT_LOCKOUT } from '../auth/sign-in-lockout.ts';

const { app, database } = await createTestApp({ adminEmails: ['reset-boss@example.com'] });

const NEW_PASSWORD = 'a-brand-new-long-passphrase';

async function signIn(email: string, password: string) {
  return injectRoute(app, signInRoute, {
    body: { email, password },
    remoteAddress: clientAddress(),
  });
}

async function forgot(email: string) {
  return injectRoute(app, forgotPasswordRoute, { body: { email }, remoteAddress: clientAddress() });
}

describe('password change', () => {
  it('checks the current password, signs out every other session and renews this one', async () => {
    const { user, cookie } = await buildMember(database);
    const other = await buildSession(database, { userId: user.id });

    const wrong = await injectRoute(app, changePasswordRoute, {
      cookie,
      body: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      remoteAddress: clientAddress(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe('Your current password is incorrect.');

    const changed = await injectRoute(app, changePasswordRoute, {
      cookie,
      body: { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD },
      remoteAddress: clientAddress(),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true, signedOut: 1 });
    // This device is signed in on a new session id; the old cookie no longer works.
    const renewed = sessionCookie(changed.response);
    expect(renewed).not.toBe(cookie);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: renewed })).status).toBe(200);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie })).status).toBe(401);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: other.cookie })).status).toBe(
      401,
    );
    const sessions = await injectRoute(app, listSessionsRoute, { cookie: renewed });
    expect(sessions.body.sessions.map((session) => session.isCurrent)).toEqual([true]);
    expect((await signIn(user.email, FACTORY_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    await deliverMail(app);
    expect(await lastMailTo(database, user.email, 'password-changed')).toMatchObject({
      status: 'sent',
      subject: 'Your Roamly password was changed',
    });
  });

  it('applies the sign-up rules to the new password', async () => {
    const { cookie } = await buildMember(database);
    const short = await injectRoute(app, changePasswordRoute, {
      cookie,
      body: { currentPassword: FACTORY_PASSWORD, newPassword: 'short' },
      remoteAddress: clientAddress(),
    });
    expect(short.status).toBe(400);
    expect(short.message).toMatch(/at least 8 characters/);
    const common = await injectRoute(app, changePasswordRoute, {
      cookie,
      body: { currentPassword: FACTORY_PASSWORD, newPassword: 'password123' },
      remoteAddress: clientAddress(),
    });
    expect(common.status).toBe(400);
    expect(common.message).toMatch(/too common/);
    const anonymous = await injectRoute(app, changePasswordRoute, {
      body: { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('answers the same for an unknown address and sends no mail', async () => {
    const unknown = await forgot('nobody-here@example.com');
    const { user } = await buildMember(database);
    const known = await forgot(user.email);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    expect(known.body).toEqual(unknown.body);
    expect(await lastMailTo(database, 'nobody-here@example.com')).toBeUndefined();
    expect(await lastMailTo(database, user.email, 'reset-password')).toBeDefined();
  });

  it('resets with a single-use link, signs out every session and lifts the back-off', async () => {
    const { user, cookie } = await buildMember(database);
    for (let i = 0; i < ACCOUNT_LOCKOUT.freeAttempts; i += 1) {
      await signIn(user.email, 'not-the-password');
    }
    expect((await signIn(user.email, FACTORY_PASSWORD)).status).toBe(429);
    await forgot(user.email);
    await deliverMail(app);
    const mail = await lastMailTo(database, user.email, 'reset-password');
    expect(mail).toMatchObject({ status: 'sent', subject: 'Reset your Roamly password' });
    expect(mail?.textBody).toContain('/reset-password?token=');
    const token = tokenOf(mail);
    const stored = await database.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM account_tokens WHERE user_id = ${user.id} AND purpose = 'reset-password'`,
    );
    expect(stored.rows[0]?.token_hash).not.toContain(token);

    const reset = await injectRoute(app, resetPasswordRoute, {
      body: { token, password: NEW_PASSWORD },
      remoteAddress: clientAddress(),
    });
    expect(reset.status).toBe(200);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie })).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await injectRoute(app, resetPasswordRoute, {
      body: { token, password: 'yet-another-passphrase' },
      remoteAddress: clientAddress(),
    });
    expect(again.status).toBe(400);
    expect(again.message).toBe(INVALID_LINK);

    // Spent links are pruned a day later (the server's periodic clean-up).
    await database.db.execute(
      sql`UPDATE account_tokens SET used_at = now() - interval '2 days' WHERE user_id = ${user.id}`,
    );
    expect(await deleteStaleAccountTokens(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.execute(
      sql`SELECT 1 FROM account_tokens WHERE user_id = ${user.id}`,
    );
    expect(left.rows).toHaveLength(0);
  });

  it('a link lives one hour; after that it no longer works', async () => {
    const user = await buildUser(database);
    await forgot(user.email);
    const lifetime = await database.db.execute<{ minutes: number }>(
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM account_tokens WHERE user_id = ${user.id}`,
    );
    expect(lifetime.rows).toEqual([{ minutes: 60 }]);
    await database.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    const expired = await injectRoute(app, resetPasswordRoute, {
      body: { token: tokenOf(await lastMailTo(database, user.email)), password: NEW_PASSWORD },
      remoteAddress: clientAddress(),
    });
    expect(expired.status).toBe(400);
    expect(expired.message).toBe(INVALID_LINK);
  });

  it('refuses a common password, and keeps the link usable for a better one', async () => {
    const user = await buildUser(database);
    await forgot(user.email);
    const token = tokenOf(await lastMailTo(database, user.email));
    const weak = await injectRoute(app, resetPasswordRoute, {
      body: { token, password: 'password123' },
      remoteAddress: clientAddress(),
    });
    expect(weak.status).toBe(400);
    expect(weak.message).toMatch(/too common/);
    const good = await injectRoute(app, resetPasswordRoute, {
      body: { token, password: NEW_PASSWORD },
      remoteAddress: clientAddress(),
    });
    expect(good.status).toBe(200);
  });

  it('sends at most three reset e-mails an hour to one account', async () => {
    const user = await buildUser(database);
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).status).toBe(200);
    const count = await database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM mail_messages WHERE to_address = ${user.email}`,
    );
    expect(count.rows[0]?.count).toBe(3);
  });

  it('following a reset link proves the address: verified, and admin if listed', async () => {
    const user = await buildUser(database, {
      email: 'reset-boss@example.com',
      emailVerifiedAt: null,
    });
    await forgot(user.email);
    await injectRoute(app, resetPasswordRoute, {
      body: { token: tokenOf(await lastMailTo(database, user.email)), password: NEW_PASSWORD },
      remoteAddress: clientAddress(),
    });
    const signedIn = await signIn(user.email, NEW_PASSWORD);
    expect(signedIn.body).toMatchObject({ emailVerified: true, role: 'admin' });
  });
});
