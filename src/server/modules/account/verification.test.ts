import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resendVerificationRoute, verifyEmailRoute } from '../../../contract/account.ts';
import { registerRoute } from '../../../contract/auth.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { promoteAdmins } from '../../../db/queries/users.ts';
import { clientAddress, createTestApp, newAccount, sessionCookie } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { deliverMail, lastMailTo, tokenOf } from './account-test-helpers.ts';
import { INVALID_LINK } from './verification.service.ts';

const { app, database } = await createTestApp({
  adminEmails: ['boss@example.com', 'seeded-boss@example.com', 'unverified-boss@example.com'],
  baseUrl: 'https://roamly.example',
});

async function register(email?: string) {
  const body = newAccount(email ? { email } : {});
  const response = await injectRoute(app, registerRoute, { body, remoteAddress: clientAddress() });
  expect(response.status).toBe(201);
  return { cookie: sessionCookie(response.response), user: response.body, email: body.email };
}

describe('e-mail verification', () => {
  it('sign-up sends a link through the embedded mailbox; following it verifies the address', async () => {
    const { cookie, user, email } = await register();
    expect(user.emailVerified).toBe(false);

    const queued = await lastMailTo(database, email, 'verify-email');
    expect(queued).toMatchObject({ status: 'queued', subject: 'Confirm your e-mail address' });
    await deliverMail(app);
    const mail = await lastMailTo(database, email, 'verify-email');
    expect(mail).toMatchObject({ status: 'sent', provider: 'embedded', userId: user.id });
    expect(mail?.textBody).toContain('https://roamly.example/verify-email?token=');
    expect(mail?.htmlBody).toContain('Confirm my e-mail address');

    // Opened on another device: no session needed.
    const verified = await injectRoute(app, verifyEmailRoute, {
      body: { token: tokenOf(mail) },
      remoteAddress: clientAddress(),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ ok: true, email });
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.emailVerified).toBe(true);
  });

  it('a link works once, and a made-up or expired one is refused', async () => {
    const { email } = await register();
    const token = tokenOf(await lastMailTo(database, email, 'verify-email'));
    const first = await injectRoute(app, verifyEmailRoute, { body: { token } });
    expect(first.status).toBe(200);
    const again = await injectRoute(app, verifyEmailRoute, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.message).toBe(INVALID_LINK);
    const madeUp = await injectRoute(app, verifyEmailRoute, {
      body: { token: 'x'.repeat(43) },
    });
    expect(madeUp.status).toBe(400);

    const other = await register();
    await database.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE email = ${other.email}`,
    );
    const expired = await injectRoute(app, verifyEmailRoute, {
      body: { token: tokenOf(await lastMailTo(database, other.email, 'verify-email')) },
    });
    expect(expired.status).toBe(400);
    expect(expired.message).toBe(INVALID_LINK);
  });

  it('ADMIN_EMAILS: nobody is admin at sign-up, the listed address becomes admin once verified', async () => {
    const { cookie, user } = await register('boss@example.com');
    expect(user.role).toBe('member');
    const token = tokenOf(await lastMailTo(database, 'boss@example.com', 'verify-email'));
    await injectRoute(app, verifyEmailRoute, { body: { token } });
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.role).toBe('admin');
  });

  it('promoteAdmins (run at start) promotes only verified addresses', async () => {
    const verified = await buildUser(database, { email: 'seeded-boss@example.com' });
    const unverified = await buildUser(database, {
      email: 'unverified-boss@example.com',
      emailVerifiedAt: null,
    });
    await promoteAdmins(database.db, app.deps.config.adminEmails);
    const roles = await database.db.execute<{ email: string; role: string }>(
      sql`SELECT email, role FROM users WHERE id IN (${verified.id}, ${unverified.id}) ORDER BY email`,
    );
    expect(roles.rows).toEqual([
      { email: 'seeded-boss@example.com', role: 'admin' },
      { email: 'unverified-boss@example.com', role: 'member' },
    ]);
  });

  it('resend: a fresh link for an unverified member, not twice a minute, never once verified', async () => {
    const { user, cookie } = await buildMember(database, { emailVerifiedAt: null });
    const sent = await injectRoute(app, resendVerificationRoute, {
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(sent.status).toBe(200);
    expect(await lastMailTo(database, user.email, 'verify-email')).toBeDefined();

    const tooSoon = await injectRoute(app, resendVerificationRoute, {
      cookie,
      remoteAddress: clientAddress(),
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.message).toMatch(/less than a minute ago/);

    const member = await buildMember(database);
    const already = await injectRoute(app, resendVerificationRoute, {
      cookie: member.cookie,
      remoteAddress: clientAddress(),
    });
    expect(already.status).toBe(409);
    expect(already.message).toBe('Your e-mail address is already verified.');

    const anonymous = await injectRoute(app, resendVerificationRoute, {});
    expect(anonymous.status).toBe(401);
  });
});
