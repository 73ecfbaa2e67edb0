import { describe, expect, it } from 'vitest';
import { clientAddress, createTestApp, sessionCookie } from '../../test/app.ts';

const { app } = await createTestApp({ testLoginKey: 'open-sesame' });

const attempt = (testKey: unknown, remoteAddress = clientAddress()) =>
  app.inject({ method: 'POST', url: '/api/test-login', payload: { testKey }, remoteAddress });

describe('POST /api/test-login', () => {
  it('grants an admin session for the right key', async () => {
    const response = await attempt('open-sesame');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'You now have admin access to the platform',
    });
    const cookie = sessionCookie(response);
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'admin', email: 'admin@roamly.travel' });
    expect(
      (await app.inject({ url: '/api/admin/dashboard', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong key with 401 "Invalid test key" and sets no cookie', async () => {
    const response = await attempt('open-sesame!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid test key' });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers 400 for a blank key', async () => {
    expect((await attempt('   ')).statusCode).toBe(400);
  });

  it('is rate limited per address', async () => {
    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt('guess', address)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('test login without a key', async () => {
  const disabled = await createTestApp();
  it('is disabled', async () => {
    const response = await disabled.app.inject({
      method: 'POST',
      url: '/api/test-login',
      payload: { testKey: 'anything' },
    });
    expect(response.statusCode).toBe(403);
  });
});
