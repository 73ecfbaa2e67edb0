import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  endStreamRoute,
  GO_LIVE_DEFAULTS,
  LOCAL_CHANNEL_ARN,
  startStreamRoute,
  userLiveRoute,
} from '../../../contract/streaming.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../../../contract/settings.ts';
import { blocks, follows, streamSessions, users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

/** GET /api/streaming/users/:userId/live: the avatar's LIVE badge follows `stream.watch`. */

const { app, database } = await createTestApp();
const db = database.db;

type Member = Awaited<ReturnType<typeof buildMember>>;

async function goLive(member: Member, overrides: { isPublic?: boolean } = {}) {
  const response = await injectRoute(app, startStreamRoute, {
    cookie: member.cookie,
    body: { channelArn: LOCAL_CHANNEL_ARN, ...GO_LIVE_DEFAULTS, ...overrides },
  });
  expect(response.status).toBe(201);
  return response.body.sessionId;
}

const follow = (follower: Member, followed: Member) =>
  db.insert(follows).values({ followerId: follower.user.id, followingId: followed.user.id });

async function liveOf(viewer: Member, owner: Member) {
  const response = await injectRoute(app, userLiveRoute, {
    cookie: viewer.cookie,
    params: { userId: owner.user.id },
  });
  expect(response.status).toBe(200);
  return response.body.session;
}

describe('a member’s live session for their avatar badge', () => {
  it('answers the live session to anyone who may watch a public stream, and null once it ends', async () => {
    const [ana, ben] = await Promise.all([buildMember(db), buildMember(db)]);
    expect(await liveOf(ben, ana)).toBeNull();
    const sessionId = await goLive(ana);
    expect(await liveOf(ben, ana)).toMatchObject({
      sessionId,
      status: 'live',
      isOwner: false,
      owner: { id: ana.user.id },
      playback: { watchPath: `/ws/live/${sessionId}/watch` },
    });
    expect((await liveOf(ana, ana))?.isOwner).toBe(true);
    await injectRoute(app, endStreamRoute, { cookie: ana.cookie, params: { sessionId } });
    expect(await liveOf(ben, ana)).toBeNull();
  });

  it('hides a followers-only stream from non-followers and a private profile’s stream likewise', async () => {
    const [ana, ben, cy, dee] = await Promise.all([
      buildMember(db),
      buildMember(db),
      buildMember(db),
      buildMember(db),
    ]);
    await follow(ben, ana);
    await goLive(ana, { isPublic: false });
    expect(await liveOf(ben, ana)).not.toBeNull();
    expect(await liveOf(cy, ana)).toBeNull();

    await db
      .update(users)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false } })
      .where(eq(users.id, dee.user.id));
    await follow(ben, dee);
    await goLive(dee);
    expect(await liveOf(ben, dee)).not.toBeNull();
    expect(await liveOf(cy, dee)).toBeNull();
  });

  it('says nothing across a block (either way) or for a suspended owner', async () => {
    const [ana, ben, cy] = await Promise.all([buildMember(db), buildMember(db), buildMember(db)]);
    await goLive(ana);
    await db.insert(blocks).values({ blockerId: ana.user.id, blockedId: ben.user.id });
    await db.insert(blocks).values({ blockerId: cy.user.id, blockedId: ana.user.id });
    expect(await liveOf(ben, ana)).toBeNull();
    expect(await liveOf(cy, ana)).toBeNull();

    const [eve, fay] = await Promise.all([buildMember(db), buildMember(db)]);
    await goLive(eve);
    expect(await liveOf(fay, eve)).not.toBeNull();
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, eve.user.id));
    expect(await liveOf(fay, eve)).toBeNull();
  });

  it('does not count a local session whose relay stopped heartbeating', async () => {
    const [ana, ben] = await Promise.all([buildMember(db), buildMember(db)]);
    const sessionId = await goLive(ana);
    await db
      .update(streamSessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(streamSessions.id, sessionId));
    expect(await liveOf(ben, ana)).toBeNull();
  });

  it('answers null for an unknown member, 400 for a malformed id, 401 signed out', async () => {
    const ben = await buildMember(db);
    const unknown = await injectRoute(app, userLiveRoute, {
      cookie: ben.cookie,
      params: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.session).toBeNull();
    const malformed = await injectRoute(app, userLiveRoute, {
      cookie: ben.cookie,
      params: { userId: 'not-an-id' },
    });
    expect(malformed.status).toBe(400);
    const signedOut = await injectRoute(app, userLiveRoute, { params: { userId: ben.user.id } });
    expect(signedOut.status).toBe(401);
  });
});
