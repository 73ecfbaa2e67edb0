import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  trackInteractionRoute,
  trackPageVisitRoute,
  type TTrackInteractionBody,
  type TTrackPageVisitBody,
} from '../../../contract/tracking.ts';
import { trackingEvents } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();

const latest = async () => {
  const [row] = await database.db
    .select()
    .from(trackingEvents)
    .orderBy(desc(trackingEvents.id))
    .limit(1);
  return row;
};

describe('usage tracking', () => {
  it('stores a page visit with the signed-in member', async () => {
    const { cookie, user } = await buildMember(database);
    const response = await injectRoute(app, trackPageVisitRoute, {
      cookie,
      body: {
        feature: 'profile',
        action: 'visit',
        sessionId: 's-123',
        metadata: { path: '/profile' },
        timestamp: '2026-11-21T10:00:00.000Z',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await latest()).toMatchObject({
      kind: 'page_visit',
      feature: 'profile',
      action: 'visit',
      sessionId: 's-123',
      userId: user.id,
      metadata: { path: '/profile' },
      clientTimestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('stores an anonymous interaction with its additional data', async () => {
    const response = await injectRoute(app, trackInteractionRoute, {
      body: {
        feature: 'viator_tours',
        action: 'click',
        additionalData: { deviceType: 'web', timestamp: 1732183200000 },
      },
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'interaction',
      feature: 'viator_tours',
      userId: null,
      metadata: { deviceType: 'web', timestamp: 1732183200000 },
    });
  });

  // Invalid on purpose: bodies a hand-made request could send.
  it.each([
    [{ action: 'visit', sessionId: 's' }, 'Feature'],
    [{ feature: '<script>', action: 'visit', sessionId: 's' }, 'Feature'],
    [{ feature: 'profile', action: 'visit', sessionId: 's', metadata: 'nope' }, 'Metadata'],
    [
      { feature: 'profile', action: 'visit', sessionId: 's', metadata: { big: 'x'.repeat(2500) } },
      'Metadata',
    ],
  ])('rejects %o with a 400 that names the field as people read it', async (body, label) => {
    const response = await injectRoute(app, trackPageVisitRoute, {
      body: body as TTrackPageVisitBody,
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(400);
    expect(response.message.slice(0, label.length + 1)).toBe(`${label} `);
  });

  it('accepts a page visit as navigator.sendBeacon sends it (a Blob typed application/json)', async () => {
    const { cookie, user } = await buildMember(database);
    // What Chromium sends for sendBeacon(url, new Blob([json], { type: 'application/json' })):
    // a same-origin CORS-mode POST with the cookies, the Blob's type and no other header of ours.
    const response = await app.inject({
      method: 'POST',
      url: trackPageVisitRoute.path,
      remoteAddress: clientAddress(),
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
      },
      payload: JSON.stringify({
        feature: 'posting',
        action: 'visit',
        sessionId: 's-beacon',
        metadata: { path: '/' },
        timestamp: '2026-11-27T19:00:00.000Z',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await latest()).toMatchObject({
      kind: 'page_visit',
      feature: 'posting',
      sessionId: 's-beacon',
      userId: user.id,
      metadata: { path: '/' },
    });
  });

  it('refuses bodies over 4 KB with 413', async () => {
    const response = await injectRoute(app, trackInteractionRoute, {
      body: { feature: 'a', action: 'b', pad: 'x'.repeat(5000) } as TTrackInteractionBody,
      remoteAddress: clientAddress(),
    });
    expect(response.status).toBe(413);
    expect(response.message).toBe('The request body is too large');
  });
});
