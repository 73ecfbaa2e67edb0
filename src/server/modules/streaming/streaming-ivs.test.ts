import { afterAll, describe, expect, it } from 'vitest';
import {
  endStreamRoute,
  GO_LIVE_DEFAULTS,
  liveNowRoute,
  startStreamRoute,
  STREAMING_ERRORS,
  streamingChannelsRoute,
  streamingStatusRoute,
  streamSessionRoute,
} from '../../../contract/streaming.ts';
import { follows } from '../../../db/schema/index.ts';
import { fakeChannel, startFakeIvs } from '../../providers/streaming/fake-ivs.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const REGION = 'us-west-2';
const harbour = fakeChannel(REGION, 'AbCdEf123456', 'harbour-cam');
const summit = fakeChannel(REGION, 'ZyXwVu654321', 'summit-cam');
const fake = await startFakeIvs([harbour, summit]);
afterAll(() => fake.close());

const { app, database } = await createTestApp({
  ivs: {
    channelArns: [harbour.arn, summit.arn],
    region: REGION,
    credentials: { accessKeyId: 'AKIAFAKE', secretAccessKey: 'fake-secret' },
    endpoint: fake.endpoint,
  },
});
const db = database.db;

describe('AWS IVS provider (against a local fake of the IVS API)', () => {
  it('reports status and lists the configured channels in order (BatchGetChannel)', async () => {
    const ana = await buildMember(db);
    const status = await injectRoute(app, streamingStatusRoute, { cookie: ana.cookie });
    expect(status.body).toMatchObject({
      isConfigured: true,
      canStream: true,
      provider: 'ivs',
      currentSessionId: null,
    });
    const channels = await injectRoute(app, streamingChannelsRoute, { cookie: ana.cookie });
    expect(channels.body.channels).toEqual([
      { arn: harbour.arn, name: 'harbour-cam', latencyMode: 'LOW', inUse: false },
      { arn: summit.arn, name: 'summit-cam', latencyMode: 'LOW', inUse: false },
    ]);
    expect(fake.calls.some((call) => call.operation === 'BatchGetChannel')).toBe(true);
  });

  it('starts on a channel with its RTMPS ingest and stream key, one session per channel', async () => {
    const [ana, ben] = await Promise.all([buildMember(db), buildMember(db)]);
    await db.insert(follows).values({ followerId: ben.user.id, followingId: ana.user.id });
    const started = await injectRoute(app, startStreamRoute, {
      cookie: ana.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: harbour.arn },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      publishPath: null,
      ingest: {
        endpoint: `rtmps://${harbour.ingestEndpoint}:443/app/`,
        streamKey: harbour.streamKey,
      },
      session: {
        provider: 'ivs',
        channelArn: harbour.arn,
        playback: { watchPath: null, playbackUrl: harbour.playbackUrl },
      },
    });
    const { sessionId } = started.body;

    const taken = await injectRoute(app, startStreamRoute, {
      cookie: ben.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: harbour.arn },
    });
    expect(taken.status).toBe(409);
    expect(taken.message).toBe(STREAMING_ERRORS.channelBusy);
    const channels = await injectRoute(app, streamingChannelsRoute, { cookie: ben.cookie });
    expect(channels.body.channels.map((channel) => channel.inUse)).toEqual([true, false]);
    const unknown = await injectRoute(app, startStreamRoute, {
      cookie: ben.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: `${summit.arn}-other` },
    });
    expect(unknown.status).toBe(400);

    // The encoder connected: GetStream reports the stream live with its viewers.
    harbour.liveViewers = 42;
    const seen = await injectRoute(app, streamSessionRoute, {
      cookie: ben.cookie,
      params: { sessionId },
    });
    expect(seen.body).toMatchObject({ status: 'live', viewerCount: 42, isOwner: false });
    // The stream key is the owner's secret: it is never in the session others read.
    expect(JSON.stringify(seen.body)).not.toContain(harbour.streamKey!);
    const strip = await injectRoute(app, liveNowRoute, { cookie: ben.cookie });
    expect(strip.body.sessions.map((session) => session.sessionId)).toEqual([sessionId]);

    const byOther = await injectRoute(app, endStreamRoute, {
      cookie: ben.cookie,
      params: { sessionId },
    });
    expect(byOther.status).toBe(403);
    const ended = await injectRoute(app, endStreamRoute, {
      cookie: ana.cookie,
      params: { sessionId },
    });
    expect(ended.status).toBe(200);
    expect(fake.calls.filter((call) => call.operation === 'StopStream')).toContainEqual({
      operation: 'StopStream',
      body: { channelArn: harbour.arn },
    });
    expect(harbour.liveViewers).toBeNull();
    const again = await injectRoute(app, startStreamRoute, {
      cookie: ben.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: harbour.arn },
    });
    expect(again.status).toBe(201);
    await injectRoute(app, endStreamRoute, {
      cookie: ben.cookie,
      params: { sessionId: again.body.sessionId },
    });
  });

  it('creates a stream key when the channel has none (CreateStreamKey)', async () => {
    summit.streamKey = null;
    const ana = await buildMember(db);
    const started = await injectRoute(app, startStreamRoute, {
      cookie: ana.cookie,
      body: { ...GO_LIVE_DEFAULTS, channelArn: summit.arn },
    });
    expect(started.status).toBe(201);
    expect(started.body.ingest?.streamKey).toBe('sk_created_summit-cam');
    await injectRoute(app, endStreamRoute, {
      cookie: ana.cookie,
      params: { sessionId: started.body.sessionId },
    });
  });

  it('says Setup Required (isConfigured false) and answers 503 when IVS refuses the credentials', async () => {
    const ana = await buildMember(db);
    fake.failWith = { status: 403, type: 'AccessDeniedException' };
    // The channel list is cached for a minute; a fresh app sees the failure at once.
    const other = await createTestApp({
      ivs: {
        channelArns: [harbour.arn],
        region: REGION,
        credentials: { accessKeyId: 'AKIAFAKE', secretAccessKey: 'wrong' },
        endpoint: fake.endpoint,
      },
    });
    try {
      const member = await buildMember(other.database.db);
      const status = await injectRoute(other.app, streamingStatusRoute, { cookie: member.cookie });
      expect(status.body).toMatchObject({ isConfigured: false, canStream: false });
      const channels = await injectRoute(other.app, streamingChannelsRoute, {
        cookie: member.cookie,
      });
      expect(channels.status).toBe(503);
      const start = await injectRoute(other.app, startStreamRoute, {
        cookie: member.cookie,
        body: { ...GO_LIVE_DEFAULTS, channelArn: harbour.arn },
      });
      expect(start.status).toBe(503);
      expect(start.message).toBe(STREAMING_ERRORS.notConfigured);
    } finally {
      fake.failWith = null;
    }
    expect((await injectRoute(app, streamingStatusRoute, { cookie: ana.cookie })).status).toBe(200);
  });
});
