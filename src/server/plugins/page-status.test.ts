import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  endStreamRoute,
  GO_LIVE_DEFAULTS,
  LOCAL_CHANNEL_ARN,
  startStreamRoute,
} from '../../contract/streaming.ts';
import { createTripRoute, shareTripRoute, unshareTripRoute } from '../../contract/trips.ts';
import { block, follow, privacy, suspend } from '../modules/people/people-test-helpers.ts';
import { lisbonTrip } from '../modules/trips/trips-test-helpers.ts';
import { createTestApp } from '../test/app.ts';
import { buildPost } from '../test/content-factories.ts';
import { buildMember } from '../test/factories.ts';
import { findPageRedirect, recordPageMove } from '../../db/queries/page-redirects.ts';
import { injectRoute } from '../test/inject.ts';
import { buildDestination, CANCUN } from '../test/page-fixtures.ts';

const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'roamly-web-'));
const PAGE = '<!doctype html><title>Roamly</title><div id="root"></div>';
await fs.writeFile(path.join(webRoot, 'index.html'), PAGE);

const { app, database } = await createTestApp({ webRoot });
await buildDestination(database, CANCUN);

async function page(url: string, cookie?: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers },
  });
  // Whatever the status, the answer is the app's page, which shows its own 404 screen (public
  // pages with their own head: modules/page-head).
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.headers['content-type']).toContain('text/html');
  return response.statusCode;
}

describe('HTML pages answer 404 when the app shows its not-found page', () => {
  it('known pages answer 200, unknown paths 404', async () => {
    expect(await page('/')).toBe(200);
    expect(await page('/settings?tab=accessibility')).toBe(200);
    expect(await page('/Explore/')).toBe(200);
    expect(await page('/no/such/place')).toBe(404);
    expect(await page('/social-automation')).toBe(200);
    expect(await page('/social-media-automation')).toBe(200);
    expect(await page('/admin-inbox')).toBe(200);
  });

  it('profiles: 404 for an unknown, suspended or blocking member, 200 for your own', async () => {
    const maya = await buildMember(database);
    const viewer = await buildMember(database);
    const gone = await buildMember(database);
    await suspend(database, gone.user.id);
    expect(await page('/profile')).toBe(200);
    expect(await page(`/profile/${maya.user.id}`, viewer.cookie)).toBe(200);
    expect(await page('/profile/00000000-0000-4000-8000-000000000000', viewer.cookie)).toBe(404);
    expect(await page('/profile/not-an-id', viewer.cookie)).toBe(404);
    expect(await page(`/profile/${gone.user.id}`, viewer.cookie)).toBe(404);
    expect(await page(`/profile/${gone.user.id}`, gone.cookie)).toBe(200);
    await block(database, maya.user.id, viewer.user.id);
    expect(await page(`/profile/${maya.user.id}`, viewer.cookie)).toBe(404);
  });

  it('posts: 404 for an unknown post and one the viewer may not see', async () => {
    const author = await buildMember(database, {
      privacySettings: privacy({ profileVisibility: true }),
    });
    const follower = await buildMember(database);
    const stranger = await buildMember(database);
    await follow(database, follower.user.id, author.user.id);
    const open = await buildPost(database, { userId: author.user.id, privacy: 'public' });
    const friends = await buildPost(database, { userId: author.user.id, privacy: 'followers' });

    expect(await page(`/posts/${open.id}`)).toBe(200);
    expect(await page(`/posts/${open.id}`, stranger.cookie)).toBe(200);
    expect(await page(`/posts/${friends.id}`, follower.cookie)).toBe(200);
    expect(await page(`/posts/${friends.id}`, author.cookie)).toBe(200);
    expect(await page(`/posts/${friends.id}`, stranger.cookie)).toBe(404);
    expect(await page(`/posts/${friends.id}`)).toBe(404);
    expect(await page('/posts/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await page('/posts/nope')).toBe(404);
  });

  it('destinations: 404 outside the catalogue or for an unknown page type', async () => {
    expect(await page('/destination/cancun/excursions')).toBe(200);
    expect(await page('/destination/Canc%C3%BAn/tours')).toBe(200);
    expect(await page('/destination/cancun/hotels')).toBe(200);
    expect(await page('/destinations/cancun')).toBe(200);
    expect(await page('/excursions')).toBe(200);
    expect(await page('/tours/cancun/all')).toBe(200);
    expect(await page('/destination/atlantis/excursions')).toBe(404);
    expect(await page('/destinations/atlantis')).toBe(404);
    expect(await page('/destination/cancun/castles')).toBe(404);
  });

  it('live streams: 404 for an unknown session and one the viewer may not watch', async () => {
    const host = await buildMember(database);
    const viewer = await buildMember(database);
    const started = await injectRoute(app, startStreamRoute, {
      cookie: host.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: LOCAL_CHANNEL_ARN },
    });
    expect(started.status).toBe(201);
    const { sessionId } = started.body;

    expect(await page(`/live/${sessionId}`, viewer.cookie)).toBe(200);
    expect(await page(`/live/${sessionId}`, host.cookie)).toBe(200);
    // Signed out the page asks to sign in: it exists, an unknown one does not.
    expect(await page(`/live/${sessionId}`)).toBe(200);
    expect(await page('/live/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await page('/live/00000000-0000-4000-8000-000000000000', viewer.cookie)).toBe(404);
    expect(await page('/live/not-a-session', viewer.cookie)).toBe(404);
    // An ended stream still has its page (it says the stream ended).
    await injectRoute(app, endStreamRoute, { cookie: host.cookie, params: { sessionId } });
    expect(await page(`/live/${sessionId}`, viewer.cookie)).toBe(200);
    await block(database, host.user.id, viewer.user.id);
    expect(await page(`/live/${sessionId}`, viewer.cookie)).toBe(404);
  });

  it('shared trips: 404 for an unknown or revoked link', async () => {
    const owner = await buildMember(database);
    const created = await injectRoute(app, createTripRoute, {
      cookie: owner.cookie,
      body: lisbonTrip(),
    });
    expect(created.status).toBe(201);
    const params = { id: created.body.id };
    const shared = await injectRoute(app, shareTripRoute, { cookie: owner.cookie, params });
    expect(shared.status).toBe(200);

    expect(await page(shared.body.path)).toBe(200);
    expect(await page('/trips/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(404);
    expect(await page('/trips/shared/nope')).toBe(404);
    expect(await page('/trips/shared/%00AAAAAAAAAAAAAAAAAAAA')).toBe(404);
    await injectRoute(app, unshareTripRoute, { cookie: owner.cookie, params });
    expect(await page(shared.body.path)).toBe(404);
  });

  it('a reload that revalidates a page gone since still gets the whole 404 page', async () => {
    const first = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const validators = {
      'if-none-match': String(first.headers.etag),
      'if-modified-since': String(first.headers['last-modified']),
    };
    // The file is unchanged, but a 404 with no body is an error page to the browser.
    expect(await page('/no/such/place', undefined, validators)).toBe(404);
    const same = await app.inject({ url: '/', headers: { accept: 'text/html', ...validators } });
    expect(same.statusCode).toBe(304);
  });

  it('other requests keep their answers: JSON 404 for non-HTML and the API', async () => {
    const json = await app.inject({ url: '/no/such/place' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Not found: GET /no/such/place' });
    const api = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
  });
});

describe('moved pages keep their old address', () => {
  it('a 404 path with a recorded move answers 301 to the newest path, query kept; no chains', async () => {
    const db = database.db;
    await recordPageMove(db, { fromPath: '/blog/old-slug', toPath: '/blog/middle-slug' });
    await recordPageMove(db, { fromPath: '/blog/middle-slug', toPath: '/blog/new-slug' });
    const response = await app.inject({
      url: '/blog/old-slug?utm_source=x',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/blog/new-slug?utm_source=x');
    expect(await findPageRedirect(db, { path: '/blog/middle-slug' })).toBe('/blog/new-slug');
    // Moving back: the path a page holds again stops redirecting, and nothing loops.
    await recordPageMove(db, { fromPath: '/blog/new-slug', toPath: '/blog/old-slug' });
    expect(await findPageRedirect(db, { path: '/blog/old-slug' })).toBeNull();
    expect(await findPageRedirect(db, { path: '/blog/middle-slug' })).toBe('/blog/old-slug');
  });

  it('a page that exists is never redirected', async () => {
    await recordPageMove(database.db, { fromPath: '/explore', toPath: '/somewhere' });
    expect(await page('/explore')).toBe(200);
  });
});
