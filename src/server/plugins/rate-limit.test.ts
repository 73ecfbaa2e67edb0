import { describe, expect, it } from 'vitest';
import { registerRoute, signInRoute } from '../../contract/auth.ts';
import { clientAddress, createTestApp, newAccount } from '../test/app.ts';
import { injectRoute } from '../test/inject.ts';

// With REDIS_URL set (CI's second run) the counters live in Redis, shared across instances.
const { app } = await createTestApp();
const second = await createTestApp();

const wrongSignIn = { email: 'nobody@example.com', password: 'whatever-it-is' };

describe('rate limits', () => {
  it('allows 25 sign-in attempts per 5 minutes per IP, then answers 429 JSON', async () => {
    const remoteAddress = clientAddress();
    const responses = [];
    // A new address each time: the sign-in lockout of one account does not answer first.
    for (let i = 0; i < 26; i += 1) {
      const body = { ...wrongSignIn, email: `nobody-${i}@example.com` };
      responses.push(await injectRoute(app, signInRoute, { body, remoteAddress }));
    }
    const statuses = responses.map((response) => response.status);
    // The network's failed sign-ins lock it after 20 (sign-in-lockout.ts); the route's limit
    // still counts every request and answers the 26th.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(6).fill(429));
    expect(responses[24]!.message).toMatch(/from your network/);
    expect(responses[25]!.message).toMatch(/Too many attempts/);
    const otherAddress = await injectRoute(app, signInRoute, {
      body: wrongSignIn,
      remoteAddress: clientAddress(),
    });
    expect(otherAddress.status).toBe(401);
  });

  it('allows 5 sign-ups per 30 minutes per IP', async () => {
    const remoteAddress = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await injectRoute(app, registerRoute, { body: newAccount(), remoteAddress });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it.runIf(Boolean(process.env.REDIS_URL))(
    'shares the budget across instances through Redis',
    async () => {
      const remoteAddress = clientAddress();
      for (let i = 0; i < 5; i += 1) {
        await injectRoute(app, registerRoute, { body: newAccount(), remoteAddress });
      }
      const onOtherInstance = await injectRoute(second.app, registerRoute, {
        body: newAccount(),
        remoteAddress,
      });
      expect(onOtherInstance.status).toBe(429);
    },
  );
});
