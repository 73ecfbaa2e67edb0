import type { FastifyInstance } from 'fastify';
import {
  analyzeStreamFrameRoute,
  endStreamRoute,
  LIVE_PUBLISHER_GRACE_MS,
  liveNowRoute,
  startStreamRoute,
  STREAM_ANALYZE_RATE_LIMIT,
  STREAM_FRAME_MAX_BYTES,
  STREAM_START_RATE_LIMIT,
  STREAMING_ERRORS,
  streamingChannelsRoute,
  streamingStatusRoute,
  streamSessionRoute,
  userLiveRoute,
} from '../../../contract/streaming.ts';
import { addRoute } from '../../http/route.ts';
import { createAiProvider } from '../../providers/ai/select.ts';
import { LiveRelay } from '../../providers/streaming/relay.ts';
import { createStreamingProvider } from '../../providers/streaming/select.ts';
import { registerLiveSockets } from './streaming.sockets.ts';
import {
  analyzeFrame,
  closeSession,
  endStream,
  getStreamSession,
  listChannels,
  liveNow,
  mayStillWatch,
  recordStats,
  startStream,
  stillLiveSessionIds,
  STREAM_ENDED_EVENT,
  streamingStatus,
  sweepStaleSessions,
  userLive,
  type StreamingRuntime,
} from './streaming.service.ts';

/** How often the relay marks its sessions live, records their figures and sweeps stale ones. */
const HEARTBEAT_MS = 10_000;

/**
 * Live streaming: the spec's routes, the viewer routes, the relay sockets, and the lifecycle
 * around the relay — `stream.ended` events stop it on whichever instance holds the session, a
 * heartbeat keeps held sessions live in the database (and ends those whose instance vanished),
 * and shutting down ends the sessions this instance relays.
 */
export async function streamingRoutes(app: FastifyInstance) {
  const { deps } = app;
  const db = deps.database.db;
  const log = app.log.child({ feature: 'live' });
  const ended = (sessionId: string) =>
    closeSession({ db, bus: deps.bus, runtime, log }, sessionId).catch((error: unknown) => {
      log.error({ err: error, sessionId }, 'live: ending a session failed');
    });
  const runtime: StreamingRuntime = {
    provider: createStreamingProvider(deps.config),
    ai: deps.ai ?? createAiProvider(deps.config),
    relay: new LiveRelay({
      graceMs: LIVE_PUBLISHER_GRACE_MS,
      log,
      onPublisherGone: (sessionId) => {
        log.info({ sessionId }, 'live: the publisher did not come back; ending the session');
        void ended(sessionId);
      },
    }),
  };

  /**
   * A block or an unfollow between a stream's owner and one of its viewers can end the viewer's
   * right to watch (the socket was allowed when it opened): each such pair is checked again
   * with `stream.watch`, and a viewer who may no longer watch is disconnected (4404).
   */
  const recheckViewers = async (a: string, b: string) => {
    for (const [ownerId, memberId] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const pair of runtime.relay.viewersOfOwner(ownerId)) {
        if (pair.memberId !== memberId) continue;
        if (await mayStillWatch(db, { sessionId: pair.sessionId, memberId })) continue;
        runtime.relay.dropViewer(pair.sessionId, memberId, STREAMING_ERRORS.notFound);
      }
    }
  };

  const stopListening = deps.bus.subscribe((event) => {
    const pair =
      event.type === 'block.changed'
        ? [event.blockerId, event.blockedId]
        : event.type === 'follow.changed'
          ? [event.followerId, event.followingId]
          : null;
    if (pair && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
      recheckViewers(pair[0], pair[1]).catch((error: unknown) => {
        log.warn({ err: error }, 'live: checking viewers after a block or unfollow failed');
      });
      return;
    }
    if (event.type !== STREAM_ENDED_EVENT || typeof event.sessionId !== 'string') return;
    const stats = runtime.relay.end(event.sessionId);
    if (stats) {
      recordStats(db, event.sessionId, stats, false).catch((error: unknown) => {
        log.warn({ err: error }, 'live: recording the figures of an ended session failed');
      });
    }
  });

  const heartbeat = async () => {
    const held = runtime.relay.publishing();
    const live = await stillLiveSessionIds(
      db,
      held.map((item) => item.id),
    );
    for (const { id, stats } of held) {
      // Ended elsewhere while this instance missed the event: stop relaying it.
      if (!live.has(id)) runtime.relay.end(id);
      else await recordStats(db, id, stats, true);
    }
    await sweepStaleSessions({ db, bus: deps.bus });
  };
  const timer = setInterval(() => {
    heartbeat().catch((error: unknown) => log.warn({ err: error }, 'live: heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();

  // Before the websocket plugin closes every socket, so viewers still get `ended`.
  app.realtime.beforeSocketsClose.push(async () => {
    clearInterval(timer);
    // The relay dies with this process: its sessions end, and their viewers are told so.
    for (const id of runtime.relay.heldSessionIds()) {
      const stats = runtime.relay.stats(id);
      if (stats?.hasPublisher) {
        await recordStats(db, id, stats, false).catch(() => undefined);
        await ended(id);
      }
      runtime.relay.end(id);
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopListening();
  });

  registerLiveSockets(app, runtime);

  const member = { auth: 'user' } as const;
  addRoute(app, streamingStatusRoute, member, async ({ ctx }) => streamingStatus(ctx, runtime));
  addRoute(app, streamingChannelsRoute, member, async ({ ctx }) => ({
    channels: await listChannels(ctx, runtime),
  }));
  addRoute(
    app,
    startStreamRoute,
    { ...member, rateLimit: { ...STREAM_START_RATE_LIMIT, perMember: true }, bodyLimit: 16 * 1024 },
    async ({ ctx, body }) => startStream(ctx, runtime, body),
  );
  addRoute(app, endStreamRoute, member, async ({ ctx, params }) =>
    endStream(ctx, runtime, params.sessionId),
  );
  addRoute(app, streamSessionRoute, member, async ({ ctx, params }) =>
    getStreamSession(ctx, runtime, params.sessionId),
  );
  addRoute(app, liveNowRoute, member, async ({ ctx }) => liveNow(ctx, runtime));
  addRoute(app, userLiveRoute, member, async ({ ctx, params }) =>
    userLive(ctx, runtime, params.userId),
  );
  addRoute(
    app,
    analyzeStreamFrameRoute,
    {
      ...member,
      rateLimit: { ...STREAM_ANALYZE_RATE_LIMIT, perMember: true },
      bodyLimit: Math.ceil((STREAM_FRAME_MAX_BYTES * 4) / 3) + 16 * 1024,
    },
    async ({ ctx, params, body }) => analyzeFrame(ctx, runtime, params.sessionId, body),
  );
}
