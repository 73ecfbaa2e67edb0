import { describe, expect, it } from 'vitest';
import { clientAddress, createTestApp, newAccount } from '../test/app.ts';

// With REDIS_URL set (CI's second run) the counters live in Redis, shared across instances.
const { app } = await createTestApp();
const second = await createTestApp();

describe('rate limits', () => {
  it('allows 25 sign-in attempts per 5 minutes per IP, then answers 429 JSON', async () => {
    const remoteAddress = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
      if (i === 25) expect(response.json().message).toMatch(/Too many attempts/);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(25);
    expect(statuses[25]).toBe(429);
    const otherAddress = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
      remoteAddress: clientAddress(),
    });
    expect(otherAddress.statusCode).toBe(401);
  });

  it('allows 5 sign-ups per 30 minutes per IP', async () => {
    const remoteAddress = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount(),
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it.runIf(Boolean(process.env.REDIS_URL))(
    'shares the budget across instances through Redis',
    async () => {
      const remoteAddress = clientAddress();
      for (let i = 0; i < 5; i += 1) {
        await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: newAccount(),
          remoteAddress,
        });
      }
      const onOtherInstance = await second.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount(),
        remoteAddress,
      });
      expect(onOtherInstance.statusCode).toBe(429);
    },
  );
});
