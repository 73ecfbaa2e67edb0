import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signOutEverywhereRoute } from '../../../contract/account.ts';
import { SESSION_ABSOLUTE_TTL_MS } from '../../../contract/limits.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildSession, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

describe('sign out everywhere', () => {
  it('ends every session of the member, this one included, and clears the cookie', async () => {
    const { user, cookie } = await buildMember(database);
    const phone = await buildSession(database, { userId: user.id });
    const bystander = await buildMember(database);

    const response = await injectRoute(app, signOutEverywhereRoute, { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, signedOut: 2 });
    const cleared = response.response.cookies.find((c) => c.name === 'roamly_session');
    expect(cleared?.value).toBe('');
    for (const c of [cookie, phone.cookie]) {
      expect((await injectRoute(app, getCurrentUserRoute, { cookie: c })).status).toBe(401);
    }
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: bystander.cookie })).status).toBe(
      200,
    );
  });
});

describe('absolute session lifetime', () => {
  it('ends a session 90 days after sign-in however active it stays', async () => {
    const user = await buildUser(database);
    const old = await buildSession(database, {
      userId: user.id,
      createdAt: new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS - 60_000),
      expiresAt: new Date(Date.now() + DAY),
    });
    const recent = await buildSession(database, {
      userId: user.id,
      createdAt: new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS + DAY),
      expiresAt: new Date(Date.now() + DAY),
    });
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: old.cookie })).status).toBe(401);
    expect((await injectRoute(app, getCurrentUserRoute, { cookie: recent.cookie })).status).toBe(
      200,
    );
  });

  it('the sliding expiry never reaches past the absolute end', async () => {
    const user = await buildUser(database);
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS + DAY);
    const session = await buildSession(database, {
      userId: user.id,
      createdAt,
      expiresAt: new Date(Date.now() + DAY / 2),
    });
    // Last seen long enough ago that this request slides the expiry.
    await database.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE user_id = ${user.id}`,
    );
    await injectRoute(app, getCurrentUserRoute, { cookie: session.cookie });
    const rows = await database.db.execute<{ expires_at: Date }>(
      sql`SELECT expires_at FROM sessions WHERE user_id = ${user.id}`,
    );
    const expiresAt = new Date(rows.rows[0]?.expires_at ?? 0).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + DAY / 2);
    expect(expiresAt).toBeLessThanOrEqual(createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS + 1000);
  });
});
