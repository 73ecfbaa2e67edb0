import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../plugins/validation-message.ts';
import { createTestApp, signUp } from '../../test/app.ts';

const { app, database } = await createTestApp();

const latest = async () =>
  (await database.pool.query('SELECT * FROM tracking_events ORDER BY id DESC LIMIT 1')).rows[0];

describe('usage tracking', () => {
  it('stores a page visit with the signed-in member', async () => {
    const { cookie, user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/track-page-visit',
      headers: { cookie },
      payload: {
        feature: 'profile',
        action: 'visit',
        sessionId: 's-123',
        metadata: { path: '/profile' },
        timestamp: '2026-11-21T10:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await latest()).toMatchObject({
      kind: 'page_visit',
      feature: 'profile',
      action: 'visit',
      session_id: 's-123',
      user_id: user.id,
      metadata: { path: '/profile' },
      client_timestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('stores an anonymous interaction with its additional data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/track-interaction',
      payload: {
        feature: 'viator_tours',
        action: 'click',
        additionalData: { deviceType: 'web', timestamp: 1732183200000 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'interaction',
      feature: 'viator_tours',
      user_id: null,
      metadata: { deviceType: 'web', timestamp: 1732183200000 },
    });
  });

  it.each([
    [{ action: 'visit', sessionId: 's' }, 'feature'],
    [{ feature: '<script>', action: 'visit', sessionId: 's' }, 'feature'],
    [{ feature: 'profile', action: 'visit', sessionId: 's', metadata: 'nope' }, 'metadata'],
    [
      { feature: 'profile', action: 'visit', sessionId: 's', metadata: { big: 'x'.repeat(2500) } },
      'metadata',
    ],
  ])('rejects %o with a 400 naming the field', async (payload, field) => {
    const response = await app.inject({ method: 'POST', url: '/api/track-page-visit', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.toLowerCase()).toContain(fieldLabel(field).toLowerCase());
  });

  it('refuses bodies over 4 KB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/track-interaction',
      payload: { feature: 'a', action: 'b', pad: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
  });
});
