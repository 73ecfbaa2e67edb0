import {
  livePublishPath,
  LIVE_PUBLISHER_GRACE_MS,
  STREAMING_ERRORS,
  type TAnalyzeFrameBody,
  type TLiveAnalysis,
  type TStartStreamBody,
  type TStartStreamResponse,
  type TStreamChannel,
  type TStreamingStatus,
  type TStreamSession,
} from '../../../contract/streaming.ts';
import type { Db } from '../../../db/client.ts';
import {
  countLiveSessions,
  endStaleLocalSessions,
  endStreamSession,
  filterLiveSessionIds,
  findOwnerLiveSession,
  findOwnerLiveSessionFor,
  findStreamSession,
  insertStreamSession,
  listBusyChannels,
  listFollowedLiveSessions,
  saveStreamStats,
  type StreamSessionWithOwner,
} from '../../../db/queries/streaming.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { authorize, can } from '../../policies/authorize.ts';
import type { AiProvider } from '../../providers/ai/ai.ts';
import type { LiveRelay } from '../../providers/streaming/relay.ts';
import {
  StreamingUnavailable,
  type StreamingProvider,
} from '../../providers/streaming/streaming.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { decodeFrame, toLiveAnalysis } from './live-analysis.ts';
import { presentStreamSession } from './streaming.presenter.ts';

/**
 * Live streaming (spec 2 §7 'Live studio'): sessions in PostgreSQL, media through the provider
 * (the local relay or AWS IVS). Ending a session is one event, `stream.ended`, heard by every
 * instance: whichever holds the relay stops it and records its engagement.
 */

export const STREAM_ENDED_EVENT = 'stream.ended';
/** A local session whose heartbeat is older than this lost its instance (grace + margin). */
export const STALE_AFTER_MS = LIVE_PUBLISHER_GRACE_MS + 30_000;
/** Most sessions the 'Live now' strip lists. */
export const LIVE_NOW_LIMIT = 30;

export type StreamingRuntime = {
  provider: StreamingProvider;
  relay: LiveRelay;
  ai: AiProvider;
};

export const freshAfter = () => new Date(Date.now() - STALE_AFTER_MS);

const unavailable = (error: unknown): never => {
  if (error instanceof StreamingUnavailable) throw new HttpError(503, error.message);
  throw error;
};

/** Ends a session in the database and tells every instance (and so its relay). */
export async function closeSession(
  deps: { db: Db; bus: EventBus; runtime: StreamingRuntime; log: MemberContext['log'] },
  sessionId: string,
): Promise<boolean> {
  const row = await endStreamSession(deps.db, { id: sessionId });
  if (!row) return false;
  // Held here: its figures are recorded before the answer (other instances record theirs on
  // hearing the event).
  const stats = deps.runtime.relay.stats(sessionId);
  if (stats) await saveStreamStats(deps.db, { id: sessionId, stats, heartbeat: false });
  if (row.provider === 'ivs') await deps.runtime.provider.stop(row.channelArn, deps.log);
  await deps.bus.publish({ type: STREAM_ENDED_EVENT, sessionId });
  return true;
}

/** Ends local sessions that lost their instance; each is announced like any other end. */
export async function sweepStaleSessions(
  deps: { db: Db; bus: EventBus },
  ownerId?: string,
): Promise<number> {
  const ids = await endStaleLocalSessions(deps.db, {
    staleBefore: freshAfter(),
    ...(ownerId ? { ownerId } : {}),
  });
  for (const sessionId of ids) await deps.bus.publish({ type: STREAM_ENDED_EVENT, sessionId });
  return ids.length;
}

/** What `stream.watch` needs to know about a session row. */
export function watchSubject(row: StreamSessionWithOwner) {
  return {
    ownerId: row.ownerId,
    isPublic: row.isPublic,
    ownerSuspended: row.owner.suspendedAt !== null,
    ownerProfilePublic: row.owner.privacySettings.profileVisibility !== false,
    isFollowing: row.isFollowing,
    blockedEitherWay: row.blockedEitherWay,
  };
}

/** The session as the viewer may see it; 404 when missing or not visible to them. */
export async function loadWatchable(
  ctx: MemberContext,
  sessionId: string,
): Promise<StreamSessionWithOwner> {
  const row = await findStreamSession(ctx.db, { id: sessionId, viewerId: ctx.viewer.id });
  if (!row) throw notFound(STREAMING_ERRORS.notFound);
  authorize(ctx.viewer, 'stream.watch', watchSubject(row));
  return row;
}

/**
 * Whether a member may still watch a session they are watching: `stream.watch` checked again
 * after a block or an unfollow between them and its owner.
 */
export async function mayStillWatch(
  db: Db,
  { sessionId, memberId }: { sessionId: string; memberId: string },
): Promise<boolean> {
  const row = await findStreamSession(db, { id: sessionId, viewerId: memberId });
  return row ? can({ id: memberId, role: 'member' }, 'stream.watch', watchSubject(row)) : false;
}

/** Which of the given sessions are still live in the database. */
export async function stillLiveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  return new Set(await filterLiveSessionIds(db, { ids }));
}

/** Live in the database and, for the relay, still heartbeating. */
export function isLive(row: { status: string; provider: string; lastSeenAt: Date }): boolean {
  if (row.status !== 'live') return false;
  return row.provider !== 'local' || row.lastSeenAt.getTime() > freshAfter().getTime();
}

async function present(
  ctx: MemberContext,
  runtime: StreamingRuntime,
  row: StreamSessionWithOwner,
  { askProvider }: { askProvider: boolean },
): Promise<TStreamSession> {
  const live = isLive(row);
  const shown = live
    ? row
    : { ...row, status: 'ended' as const, endedAt: row.endedAt ?? row.lastSeenAt };
  let providerViewers: number | null = null;
  let playbackUrl: string | null = null;
  if (live && row.provider === 'ivs') {
    playbackUrl = await runtime.provider.playbackUrl(row.channelArn, ctx.log);
    if (askProvider) {
      providerViewers =
        (await runtime.provider.stream(row.channelArn, ctx.log))?.viewerCount ?? null;
    }
  }
  return presentStreamSession(shown, ctx.viewer.id, {
    relay: runtime.relay.stats(row.id),
    providerViewers,
    playbackUrl,
  });
}

/** GET /api/streaming/status. */
export async function streamingStatus(
  ctx: MemberContext,
  runtime: StreamingRuntime,
): Promise<TStreamingStatus> {
  const [isConfigured, activeSessions, own] = await Promise.all([
    runtime.provider.isConfigured(ctx.log),
    countLiveSessions(ctx.db, { freshAfter: freshAfter() }),
    findOwnerLiveSession(ctx.db, { ownerId: ctx.viewer.id }),
  ]);
  let canStream = isConfigured;
  if (isConfigured && runtime.provider.name === 'ivs') {
    const channels = await listChannels(ctx, runtime).catch(() => []);
    canStream = channels.some((channel) => !channel.inUse);
  }
  return {
    isConfigured,
    canStream,
    activeSessions,
    provider: runtime.provider.name,
    currentSessionId: own && isLive(own) ? own.id : null,
  };
}

/** GET /api/streaming/channels. */
export async function listChannels(
  ctx: MemberContext,
  runtime: StreamingRuntime,
): Promise<TStreamChannel[]> {
  const channels = await runtime.provider.channels(ctx.log).catch(unavailable);
  const busy = new Set(runtime.provider.name === 'ivs' ? await listBusyChannels(ctx.db) : []);
  return channels.map((channel) => ({ ...channel, inUse: busy.has(channel.arn) }));
}

/** POST /api/streaming/session/start: one live session per member, one per IVS channel. */
export async function startStream(
  ctx: MemberContext,
  runtime: StreamingRuntime,
  body: Required<Omit<TStartStreamBody, 'description' | 'location' | 'category' | 'isPublic'>> & {
    description: string;
    location: string;
    category: string;
    isPublic: boolean;
  },
): Promise<TStartStreamResponse> {
  authorize(ctx.viewer, 'stream.start', null);
  if (!(await runtime.provider.isConfigured(ctx.log))) {
    throw new HttpError(503, STREAMING_ERRORS.notConfigured);
  }
  // A session whose instance went away must not keep its owner from going live again.
  await sweepStaleSessions(ctx, ctx.viewer.id);
  if (await findOwnerLiveSession(ctx.db, { ownerId: ctx.viewer.id })) {
    throw conflict(STREAMING_ERRORS.alreadyLive);
  }
  const setup = await runtime.provider.setup(body.channelArn, ctx.log).catch(unavailable);
  if (!setup) throw badRequest(STREAMING_ERRORS.unknownChannel);
  const row = await insertStreamSession(ctx.db, {
    ownerId: ctx.viewer.id,
    channelArn: body.channelArn,
    title: body.title,
    description: body.description,
    location: body.location,
    category: body.category,
    isPublic: body.isPublic,
    provider: runtime.provider.name,
  });
  if (!row) {
    // Lost a race: either the member went live in another tab or the channel was taken.
    const own = await findOwnerLiveSession(ctx.db, { ownerId: ctx.viewer.id });
    throw conflict(own ? STREAMING_ERRORS.alreadyLive : STREAMING_ERRORS.channelBusy);
  }
  ctx.log.info({ sessionId: row.id, provider: row.provider }, 'live: session started');
  const full = await loadWatchable(ctx, row.id);
  return {
    success: true,
    sessionId: row.id,
    session: await present(ctx, runtime, full, { askProvider: false }),
    publishPath: row.provider === 'local' ? livePublishPath(row.id) : null,
    ingest: setup.ingest,
  };
}

/** POST /api/streaming/session/end/:sessionId: the owner only (others 403, or 404 if hidden). */
export async function endStream(
  ctx: MemberContext,
  runtime: StreamingRuntime,
  sessionId: string,
): Promise<{ success: true }> {
  const row = await loadWatchable(ctx, sessionId);
  authorize(ctx.viewer, 'stream.manage', { ownerId: row.ownerId });
  if (row.status !== 'live') throw conflict(STREAMING_ERRORS.ended);
  await closeSession({ db: ctx.db, bus: ctx.bus, runtime, log: ctx.log }, sessionId);
  ctx.log.info({ sessionId }, 'live: session ended by its owner');
  return { success: true };
}

/** GET /api/streaming/sessions/:sessionId. */
export async function getStreamSession(
  ctx: MemberContext,
  runtime: StreamingRuntime,
  sessionId: string,
): Promise<TStreamSession> {
  const row = await loadWatchable(ctx, sessionId);
  return present(ctx, runtime, row, { askProvider: true });
}

/** GET /api/streaming/live-now. */
export async function liveNow(
  ctx: MemberContext,
  runtime: StreamingRuntime,
): Promise<{ sessions: TStreamSession[] }> {
  const rows = await listFollowedLiveSessions(ctx.db, {
    viewerId: ctx.viewer.id,
    freshAfter: freshAfter(),
    limit: LIVE_NOW_LIMIT,
  });
  const sessions = await Promise.all(
    rows.map((row) => present(ctx, runtime, row, { askProvider: false })),
  );
  return { sessions };
}

/**
 * GET /api/streaming/users/:userId/live (the LIVE badge on a profile's avatar): the member's
 * live session when the viewer may watch it (`stream.watch`), else null — a hidden stream, an
 * unknown member and a member who is not live answer alike.
 */
export async function userLive(
  ctx: MemberContext,
  runtime: StreamingRuntime,
  userId: string,
): Promise<{ session: TStreamSession | null }> {
  const row = await findOwnerLiveSessionFor(ctx.db, {
    ownerId: userId,
    viewerId: ctx.viewer.id,
    freshAfter: freshAfter(),
  });
  if (!row || !can(ctx.viewer, 'stream.watch', watchSubject(row))) return { session: null };
  return { session: await present(ctx, runtime, row, { askProvider: false }) };
}

/** POST /api/streaming/session/:sessionId/analyze: the owner's own live session only. */
export async function analyzeFrame(
  ctx: MemberContext,
  runtime: StreamingRuntime,
  sessionId: string,
  body: TAnalyzeFrameBody,
): Promise<TLiveAnalysis> {
  const row = await loadWatchable(ctx, sessionId);
  authorize(ctx.viewer, 'stream.manage', { ownerId: row.ownerId });
  if (!isLive(row)) throw conflict(STREAMING_ERRORS.ended);
  const image = await decodeFrame(body.image);
  const analysis = await runtime.ai.analyzeMedia(
    {
      kind: 'image',
      image,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      takenAt: null,
      seed: `${sessionId}:${Math.floor(Date.now() / 60_000)}`,
    },
    { log: ctx.log },
  );
  return toLiveAnalysis(analysis);
}

/** Records the relay's engagement figures of a session (at its end, or with the heartbeat). */
export async function recordStats(
  db: Db,
  sessionId: string,
  stats: Parameters<typeof saveStreamStats>[1]['stats'],
  heartbeat: boolean,
): Promise<void> {
  await saveStreamStats(db, { id: sessionId, stats, heartbeat });
}
