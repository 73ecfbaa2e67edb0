import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  analyzeStreamFrameRoute,
  endStreamRoute,
  GO_LIVE_DEFAULTS,
  liveNowRoute,
  LIVE_PLAYER_REPLACED_MESSAGE,
  LIVE_PLAYERS_PER_MEMBER,
  LOCAL_CHANNEL_ARN,
  startStreamRoute,
  STREAM_START_RATE_LIMIT,
  STREAMING_ERRORS,
  streamingChannelsRoute,
  streamingStatusRoute,
  streamSessionRoute,
} from '../../../contract/streaming.ts';
import { eq, sql } from 'drizzle-orm';
import { blocks, follows, streamSessions } from '../../../db/schema/index.ts';
import { blockUserRoute, followUserRoute, unblockUserRoute } from '../../../contract/people.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { listenForSockets } from '../../test/ws-client.ts';
import { SAMPLE_CLUSTER_STARTS, SAMPLE_WEBM } from '../../providers/streaming/webm-fixture.ts';
import { openLiveSocket } from './live-socket.ts';

const { app, database } = await createTestApp();
const db = database.db;
const base = await listenForSockets(app);

type Member = Awaited<ReturnType<typeof buildMember>>;

async function goLive(member: Member, overrides: { isPublic?: boolean } = {}) {
  const response = await injectRoute(app, startStreamRoute, {
    cookie: member.cookie,
    body: { channelArn: LOCAL_CHANNEL_ARN, ...GO_LIVE_DEFAULTS, ...overrides },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const follow = (follower: Member, followed: Member) =>
  db.insert(follows).values({ followerId: follower.user.id, followingId: followed.user.id });
const block = (blocker: Member, blocked: Member) =>
  db.insert(blocks).values({ blockerId: blocker.user.id, blockedId: blocked.user.id });

const sessionOf = (member: Member, sessionId: string) =>
  injectRoute(app, streamSessionRoute, { cookie: member.cookie, params: { sessionId } });

describe('status, channels and going live (local relay)', () => {
  it('is configured, offers the browser channel, and counts live sessions', async () => {
    const ana = await buildMember(db);
    const before = await injectRoute(app, streamingStatusRoute, { cookie: ana.cookie });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      isConfigured: true,
      canStream: true,
      provider: 'local',
      currentSessionId: null,
    });
    const channels = await injectRoute(app, streamingChannelsRoute, { cookie: ana.cookie });
    expect(channels.body.channels).toEqual([
      expect.objectContaining({ arn: LOCAL_CHANNEL_ARN, inUse: false }),
    ]);

    const started = await goLive(ana);
    expect(started).toMatchObject({
      success: true,
      publishPath: `/ws/live/${started.sessionId}/publish`,
      ingest: null,
      session: {
        title: 'Live Travel Stream',
        description: 'Broadcasting live from my travels',
        location: 'Current Location',
        category: 'Travel',
        isPublic: true,
        status: 'live',
        isOwner: true,
        viewerCount: 0,
        playback: { watchPath: `/ws/live/${started.sessionId}/watch`, playbackUrl: null },
      },
    });
    const after = await injectRoute(app, streamingStatusRoute, { cookie: ana.cookie });
    expect(after.body.currentSessionId).toBe(started.sessionId);
    expect(after.body.activeSessions).toBe(before.body.activeSessions + 1);
  });

  it('allows one live session per member (409), refuses unknown channels and bad bodies', async () => {
    const ana = await buildMember(db);
    await goLive(ana);
    const again = await injectRoute(app, startStreamRoute, {
      cookie: ana.cookie,
      body: { channelArn: LOCAL_CHANNEL_ARN, ...GO_LIVE_DEFAULTS },
    });
    expect(again.status).toBe(409);
    expect(again.message).toBe(STREAMING_ERRORS.alreadyLive);

    const ben = await buildMember(db);
    const unknown = await injectRoute(app, startStreamRoute, {
      cookie: ben.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: 'arn:aws:ivs:us-west-2:123:channel/nope' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe(STREAMING_ERRORS.unknownChannel);
    const blank = await injectRoute(app, startStreamRoute, {
      cookie: ben.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: LOCAL_CHANNEL_ARN, title: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.message).toMatch(/title/i);
  });

  it('needs a signed-in member for every route', async () => {
    expect((await injectRoute(app, streamingStatusRoute, {})).status).toBe(401);
    expect((await injectRoute(app, streamingChannelsRoute, {})).status).toBe(401);
    expect((await injectRoute(app, liveNowRoute, {})).status).toBe(401);
    const start = await injectRoute(app, startStreamRoute, {
      body: { channelArn: LOCAL_CHANNEL_ARN, ...GO_LIVE_DEFAULTS },
    });
    expect(start.status).toBe(401);
  });

  it('limits starts per member', async () => {
    const ana = await buildMember(db);
    const statuses: number[] = [];
    for (let i = 0; i <= STREAM_START_RATE_LIMIT.max; i += 1) {
      const response = await injectRoute(app, startStreamRoute, {
        cookie: ana.cookie,
        body: { channelArn: LOCAL_CHANNEL_ARN, ...GO_LIVE_DEFAULTS },
      });
      statuses.push(response.status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, -1).every((status) => status === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('who sees a session', () => {
  it('applies follows and blocks: blocked viewers and non-followers of a followers-only stream get 404', async () => {
    const [ana, ben, cy, dee] = await Promise.all([
      buildMember(db),
      buildMember(db),
      buildMember(db),
      buildMember(db),
    ]);
    await follow(ben, ana);
    await block(ana, dee);
    const open = await goLive(ana);
    expect((await sessionOf(cy, open.sessionId)).body).toMatchObject({
      status: 'live',
      isOwner: false,
      owner: { id: ana.user.id },
    });
    const blocked = await sessionOf(dee, open.sessionId);
    expect(blocked.status).toBe(404);
    expect(blocked.message).toBe('Live stream not found');

    const eve = await buildMember(db);
    await follow(ben, eve);
    const closed = await goLive(eve, { isPublic: false });
    expect((await sessionOf(ben, closed.sessionId)).status).toBe(200);
    expect((await sessionOf(cy, closed.sessionId)).status).toBe(404);
    expect((await sessionOf(eve, closed.sessionId)).body.isOwner).toBe(true);
  });

  it("lists the live sessions of followed members in 'Live now', never across a block", async () => {
    const [ana, ben, cy] = await Promise.all([buildMember(db), buildMember(db), buildMember(db)]);
    await follow(ben, ana);
    await follow(cy, ana);
    await block(cy, ana);
    const live = await goLive(ana);
    const list = await injectRoute(app, liveNowRoute, { cookie: ben.cookie });
    expect(list.body.sessions.map((session) => session.sessionId)).toEqual([live.sessionId]);
    expect(list.body.sessions[0]!.owner.isFollowing).toBe(true);
    const blocked = await injectRoute(app, liveNowRoute, { cookie: cy.cookie });
    expect(blocked.body.sessions).toEqual([]);

    await injectRoute(app, endStreamRoute, {
      cookie: ana.cookie,
      params: { sessionId: live.sessionId },
    });
    const after = await injectRoute(app, liveNowRoute, { cookie: ben.cookie });
    expect(after.body.sessions).toEqual([]);
  });
});

describe('ending', () => {
  it('is for the owner only (403; 404 where the session is hidden), then it is over', async () => {
    const [ana, ben, cy] = await Promise.all([buildMember(db), buildMember(db), buildMember(db)]);
    await block(ana, cy);
    const { sessionId } = await goLive(ana);
    const byOther = await injectRoute(app, endStreamRoute, {
      cookie: ben.cookie,
      params: { sessionId },
    });
    expect(byOther.status).toBe(403);
    expect(byOther.message).toBe(STREAMING_ERRORS.notOwner);
    const byBlocked = await injectRoute(app, endStreamRoute, {
      cookie: cy.cookie,
      params: { sessionId },
    });
    expect(byBlocked.status).toBe(404);

    const ended = await injectRoute(app, endStreamRoute, {
      cookie: ana.cookie,
      params: { sessionId },
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true });
    const twice = await injectRoute(app, endStreamRoute, {
      cookie: ana.cookie,
      params: { sessionId },
    });
    expect(twice.status).toBe(409);
    const row = await sessionOf(ben, sessionId);
    expect(row.body).toMatchObject({
      status: 'ended',
      viewerCount: 0,
      playback: { watchPath: null },
    });
    expect(row.body.endedAt).not.toBeNull();
    const status = await injectRoute(app, streamingStatusRoute, { cookie: ana.cookie });
    expect(status.body.currentSessionId).toBeNull();
    await goLive(ana);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    const ana = await buildMember(db);
    const missing = await injectRoute(app, endStreamRoute, {
      cookie: ana.cookie,
      params: { sessionId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const malformed = await injectRoute(app, streamSessionRoute, {
      cookie: ana.cookie,
      params: { sessionId: 'not-an-id' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('AI frame analysis', () => {
  it("describes the owner's frame: place from the coordinates, tags, mood and activities", async () => {
    const ana = await buildMember(db);
    const { sessionId } = await goLive(ana);
    // A clear blue sky over a sandy beach and sea, as a 320×240 JPEG.
    const frame = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 160, b: 230 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 320, height: 90, channels: 3, background: { r: 20, g: 110, b: 160 } },
          })
            .png()
            .toBuffer(),
          top: 100,
          left: 0,
        },
        {
          input: await sharp({
            create: { width: 320, height: 50, channels: 3, background: { r: 225, g: 200, b: 150 } },
          })
            .png()
            .toBuffer(),
          top: 190,
          left: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const response = await injectRoute(app, analyzeStreamFrameRoute, {
      cookie: ana.cookie,
      params: { sessionId },
      body: {
        image: `data:image/jpeg;base64,${frame.toString('base64')}`,
        latitude: 38.7223,
        longitude: -9.1393,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.detectedLocation).toContain('Lisbon');
    expect(response.body.recognizedLandmarks).toEqual([response.body.detectedLocation]);
    expect(response.body.suggestedTags.length).toBeGreaterThan(0);
    expect(response.body.mood).toMatch(/^[A-Z][a-z]+$/);
    expect(response.body.activities.length).toBeGreaterThan(0);
    expect(response.body.provider).toBe('local');

    const ben = await buildMember(db);
    const byOther = await injectRoute(app, analyzeStreamFrameRoute, {
      cookie: ben.cookie,
      params: { sessionId },
      body: { image: frame.toString('base64') },
    });
    expect(byOther.status).toBe(403);
    const notImage = await injectRoute(app, analyzeStreamFrameRoute, {
      cookie: ana.cookie,
      params: { sessionId },
      body: { image: Buffer.from('just some text, not a picture').toString('base64') },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.message).toBe(STREAMING_ERRORS.badFrame);
  });
});

describe('the relay', () => {
  const publishUrl = (id: string) => `${base}/ws/live/${id}/publish`;
  const watchUrl = (id: string) => `${base}/ws/live/${id}/watch`;

  it('refuses sockets without a session (401) or from another site (403), and non-owners publishing (4403)', async () => {
    const ana = await buildMember(db);
    const ben = await buildMember(db);
    const { sessionId } = await goLive(ana);
    await expect(openLiveSocket(publishUrl(sessionId))).rejects.toThrow('upgrade refused: 401');
    await expect(openLiveSocket(watchUrl(sessionId))).rejects.toThrow('upgrade refused: 401');
    await expect(
      openLiveSocket(publishUrl(sessionId), {
        cookie: ana.cookie,
        headers: { origin: 'https://evil.example' },
      }),
    ).rejects.toThrow('upgrade refused: 403');
    const intruder = await openLiveSocket(publishUrl(sessionId), { cookie: ben.cookie });
    expect(await intruder.closed).toMatchObject({ code: 4403 });
    expect(intruder.texts()).toContainEqual({ type: 'error', message: STREAMING_ERRORS.notOwner });
    const nowhere = await openLiveSocket(watchUrl('00000000-0000-4000-8000-000000000000'), {
      cookie: ben.cookie,
    });
    expect((await nowhere.closed).code).toBe(4404);
  });

  it('relays the WebM in order, counts viewers, carries chat, and tells everyone when it ends', async () => {
    const [ana, ben, cy] = await Promise.all([buildMember(db), buildMember(db), buildMember(db)]);
    await block(ana, cy);
    const { sessionId } = await goLive(ana);
    const blocked = await openLiveSocket(watchUrl(sessionId), { cookie: cy.cookie });
    expect((await blocked.closed).code).toBe(4404);

    const viewer = await openLiveSocket(watchUrl(sessionId), { cookie: ben.cookie });
    await viewer.text('ready', (frame) => frame.role === 'viewer');
    const publisher = await openLiveSocket(publishUrl(sessionId), { cookie: ana.cookie });
    await publisher.text('viewers', (frame) => frame.count === 1);

    await publisher.publish(SAMPLE_WEBM);
    await viewer.until(() => viewer.bytes().length === SAMPLE_WEBM.length, 'the whole recording');
    const first = viewer.binaries()[0]!;
    expect(first.equals(SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[0]))).toBe(true);
    expect(viewer.bytes().equals(SAMPLE_WEBM)).toBe(true);

    viewer.send({ type: 'chat', message: '  Hello from Lisbon!  ' });
    const chat = await publisher.text('chat');
    expect(chat.entry).toMatchObject({
      message: 'Hello from Lisbon!',
      user: { id: ben.user.id, name: 'Ada Lovelace' },
    });
    await viewer.text('chat');

    const session = await sessionOf(ana, sessionId);
    expect(session.body.viewerCount).toBe(1);
    expect(session.body.engagement).toMatchObject({ peakViewers: 1, chatActivity: 1 });

    await injectRoute(app, endStreamRoute, { cookie: ana.cookie, params: { sessionId } });
    expect((await viewer.closed).code).toBe(4410);
    expect((await publisher.closed).code).toBe(4410);
    expect(viewer.texts().at(-1)).toEqual({ type: 'ended' });
    expect(publisher.texts().at(-1)).toEqual({ type: 'ended' });
    const ended = await sessionOf(ana, sessionId);
    expect(ended.body.engagement).toMatchObject({ peakViewers: 1, chatActivity: 1 });
  });

  it('disconnects a watching viewer the moment a block, or an unfollow of a followers-only stream, ends their access', async () => {
    const [ana, ben, cy, dee] = await Promise.all([
      buildMember(db),
      buildMember(db),
      buildMember(db),
      buildMember(db),
    ]);
    const { sessionId } = await goLive(ana);
    const ben1 = await openLiveSocket(watchUrl(sessionId), { cookie: ben.cookie });
    const ben2 = await openLiveSocket(watchUrl(sessionId), { cookie: ben.cookie });
    const cyWatch = await openLiveSocket(watchUrl(sessionId), { cookie: cy.cookie });
    await Promise.all([ben1, ben2, cyWatch].map((socket) => socket.text('ready')));

    // Ben blocks Ana while watching her (either direction counts): both his sockets close.
    const blocked = await injectRoute(app, blockUserRoute, {
      cookie: ben.cookie,
      params: { id: ana.user.id },
    });
    expect(blocked.status).toBe(200);
    for (const socket of [ben1, ben2]) {
      expect((await socket.closed).code).toBe(4404);
      expect(socket.texts()).toContainEqual({ type: 'error', message: STREAMING_ERRORS.notFound });
    }
    // Cy, who has nothing to do with it, keeps watching; lifting the block drops nobody.
    await injectRoute(app, unblockUserRoute, { cookie: ben.cookie, params: { id: ana.user.id } });
    cyWatch.send({ type: 'chat', message: 'still here' });
    await cyWatch.text('chat', (frame) => frame.entry.message === 'still here');

    // A followers-only stream: unfollowing ends the follower's access too.
    const eve = await buildMember(db);
    await injectRoute(app, followUserRoute, { cookie: dee.cookie, params: { id: eve.user.id } });
    const hidden = await goLive(eve, { isPublic: false });
    const deeWatch = await openLiveSocket(watchUrl(hidden.sessionId), { cookie: dee.cookie });
    await deeWatch.text('ready');
    await injectRoute(app, followUserRoute, { cookie: dee.cookie, params: { id: eve.user.id } });
    expect((await deeWatch.closed).code).toBe(4404);
  });

  it('keeps at most LIVE_PLAYERS_PER_MEMBER players per member: a further one replaces the oldest', async () => {
    const [ana, ben, cy] = await Promise.all([buildMember(db), buildMember(db), buildMember(db)]);
    const { sessionId } = await goLive(ana);
    const cyWatch = await openLiveSocket(watchUrl(sessionId), { cookie: cy.cookie });
    await cyWatch.text('ready');
    const players = [];
    for (let index = 0; index < LIVE_PLAYERS_PER_MEMBER + 2; index += 1) {
      const player = await openLiveSocket(watchUrl(sessionId), { cookie: ben.cookie });
      await player.text('ready');
      players.push(player);
    }
    for (const old of players.slice(0, 2)) {
      expect((await old.closed).code).toBe(4409);
      expect(old.texts()).toContainEqual({ type: 'error', message: LIVE_PLAYER_REPLACED_MESSAGE });
    }
    await cyWatch.text('viewers', (frame) => frame.count === LIVE_PLAYERS_PER_MEMBER + 1);
    const session = await sessionOf(ana, sessionId);
    expect(session.body.viewerCount).toBe(LIVE_PLAYERS_PER_MEMBER + 1);
    // The newest players still get the chat.
    cyWatch.send({ type: 'chat', message: 'hello' });
    for (const player of players.slice(2)) await player.text('chat');
  });

  it('gives a late viewer the init segment, then starts it exactly at the latest Cluster', async () => {
    const [ana, ben] = await Promise.all([buildMember(db), buildMember(db)]);
    const { sessionId } = await goLive(ana);
    const publisher = await openLiveSocket(publishUrl(sessionId), { cookie: ana.cookie });
    await publisher.text('ready');
    // Everything up to the middle of the third Cluster.
    const third = SAMPLE_CLUSTER_STARTS[2]!;
    const cut = third + 500;
    await publisher.publish(SAMPLE_WEBM.subarray(0, cut));
    // A round trip through the server so the bytes above are relayed before the viewer joins.
    publisher.send({ type: 'chat', message: 'sync' });
    await publisher.text('chat');

    const late = await openLiveSocket(watchUrl(sessionId), { cookie: ben.cookie });
    await late.text('ready', (frame) => frame.mimeType === 'video/webm; codecs="vp8,opus"');
    await publisher.publish(SAMPLE_WEBM.subarray(cut));
    const expected = SAMPLE_WEBM.length - third;
    await late.until(
      () => late.bytes().length === SAMPLE_CLUSTER_STARTS[0]! + expected,
      'the init segment and the stream from the third Cluster',
    );
    const [init, ...rest] = late.binaries();
    expect(init!.equals(SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[0]))).toBe(true);
    const media = Buffer.concat(rest);
    expect(media.subarray(0, 4).toString('hex')).toBe('1f43b675');
    expect(media.equals(SAMPLE_WEBM.subarray(third))).toBe(true);
    // The chat history reached the late viewer before any media.
    expect(late.received.findIndex((item) => item.kind === 'binary')).toBeGreaterThan(
      late.received.findIndex((item) => item.kind === 'text' && item.frame.type === 'chat_history'),
    );
    publisher.ws.close();
  });

  it('a new publisher socket replaces the old one and resets viewers', async () => {
    const [ana, ben] = await Promise.all([buildMember(db), buildMember(db)]);
    const { sessionId } = await goLive(ana);
    const first = await openLiveSocket(publishUrl(sessionId), { cookie: ana.cookie });
    await first.text('ready');
    const viewer = await openLiveSocket(watchUrl(sessionId), { cookie: ben.cookie });
    await viewer.text('ready');
    await first.publish(SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[1]));
    await viewer.until(() => viewer.binaries().length > 0, 'media');

    const second = await openLiveSocket(publishUrl(sessionId), { cookie: ana.cookie });
    expect((await first.closed).code).toBe(4409);
    await viewer.text('reset');
    const before = viewer.bytes().length;
    await second.publish(SAMPLE_WEBM);
    await viewer.until(
      () => viewer.bytes().length === before + SAMPLE_WEBM.length,
      'the new recording from its header',
    );
    const afterReset = viewer.bytes().subarray(before);
    expect(afterReset.equals(SAMPLE_WEBM)).toBe(true);
    second.ws.close();
  });
});

describe('sessions that lose their relay', () => {
  it('ends a local session whose instance stopped heartbeating, so its owner can go live again', async () => {
    const [ana, ben] = await Promise.all([buildMember(db), buildMember(db)]);
    await follow(ben, ana);
    const { sessionId } = await goLive(ana);
    await db
      .update(streamSessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(streamSessions.id, sessionId));
    expect((await sessionOf(ben, sessionId)).body.status).toBe('ended');
    expect((await injectRoute(app, liveNowRoute, { cookie: ben.cookie })).body.sessions).toEqual(
      [],
    );
    const status = await injectRoute(app, streamingStatusRoute, { cookie: ana.cookie });
    expect(status.body.currentSessionId).toBeNull();
    const again = await goLive(ana);
    expect(again.sessionId).not.toBe(sessionId);
    const [old] = await db.select().from(streamSessions).where(eq(streamSessions.id, sessionId));
    expect(old).toMatchObject({ status: 'ended' });
  });

  it('ends the sessions it relays when the server shuts down, telling viewers', async () => {
    const other = await createTestApp();
    const otherBase = await listenForSockets(other.app);
    const [ana, ben] = await Promise.all([
      buildMember(other.database.db),
      buildMember(other.database.db),
    ]);
    const started = await injectRoute(other.app, startStreamRoute, {
      cookie: ana.cookie,
      body: { channelArn: LOCAL_CHANNEL_ARN, ...GO_LIVE_DEFAULTS },
    });
    const { sessionId } = started.body;
    const publisher = await openLiveSocket(`${otherBase}/ws/live/${sessionId}/publish`, {
      cookie: ana.cookie,
    });
    await publisher.text('ready');
    const viewer = await openLiveSocket(`${otherBase}/ws/live/${sessionId}/watch`, {
      cookie: ben.cookie,
    });
    await viewer.text('ready');
    await publisher.publish(SAMPLE_WEBM.subarray(0, SAMPLE_CLUSTER_STARTS[1]));
    await viewer.until(() => viewer.binaries().length > 0, 'media');

    await other.app.close();
    expect((await viewer.closed).code).toBe(4410);
    expect(viewer.texts().at(-1)).toEqual({ type: 'ended' });
    expect((await publisher.closed).code).toBe(4410);
    const [row] = await other.database.db
      .select()
      .from(streamSessions)
      .where(eq(streamSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'ended', peakViewers: 1 });
  });
});
