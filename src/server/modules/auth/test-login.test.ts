import { describe, expect, it } from 'vitest';
import { adminDashboardRoute } from '../../../contract/admin.ts';
import { testLoginRoute } from '../../../contract/auth.ts';
import { TEST_LOGIN_RATE_LIMIT } from '../../../contract/limits.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import { clientAddress, createTestApp, sessionCookie } from '../../test/app.ts';
import { injectRoute } from '../../test/inject.ts';

const { app } = await createTestApp({ testLoginKey: 'open-sesame' });

const attempt = (testKey: string, remoteAddress = clientAddress()) =>
  injectRoute(app, testLoginRoute, { body: { testKey }, remoteAddress });

describe('test login', () => {
  it('grants an admin session for the right key', async () => {
    const response = await attempt('open-sesame');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'You now have admin access to the platform',
    });
    const cookie = sessionCookie(response.response);
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body).toMatchObject({ role: 'admin', email: 'admin@roamly.travel' });
    expect((await injectRoute(app, adminDashboardRoute, { cookie })).status).toBe(200);
  });

  it('refuses a wrong key with 401 "Invalid test key" and sets no cookie', async () => {
    const response = await attempt('open-sesame!');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid test key' });
    expect(response.response.cookies).toHaveLength(0);
  });

  it('answers 400 for a blank key', async () => {
    const response = await attempt('   ');
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/^Test key /);
  });

  it('is rate limited per address', async () => {
    const address = clientAddress();
    const { max } = TEST_LOGIN_RATE_LIMIT;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) statuses.push((await attempt('guess', address)).status);
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another address is not held back by this one's guesses.
    expect((await attempt('open-sesame')).status).toBe(200);
  });
});

describe('test login without a key', async () => {
  const disabled = await createTestApp();
  it('is disabled', async () => {
    const response = await injectRoute(disabled.app, testLoginRoute, {
      body: { testKey: 'anything' },
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(403);
  });
});
