import { z } from 'zod';
import { defineRoute } from './route.ts';
import { ZText } from './strings.ts';
import { ZPublicUser } from './users.ts';

/**
 * Live streaming (issue 11; spec 2 §2 'Live studio', §3, §4, §7, §8, §9).
 *
 * Two providers behind the same routes:
 * - `local` (default, works offline): the browser records with MediaRecorder (WebM) and sends the
 *   bytes over a WebSocket; the server relays them to viewers, whose browsers play them with Media
 *   Source Extensions. Channels: one, `LOCAL_CHANNEL_ARN`.
 * - `ivs` (AWS IVS, when IVS_CHANNEL_ARNS and AWS credentials are set): each configured channel is a
 *   channel; the member broadcasts to `ingest` (RTMPS + stream key, only in the start answer) and
 *   viewers play `playbackUrl` (HLS). The relay sockets below are not used (`watchPath` is null).
 *
 * ── WebSocket relay protocol (local provider) ─────────────────────────────────────────────────
 * Both sockets are authenticated by the session cookie at the upgrade exactly like `/ws`: no
 * session → the upgrade answers HTTP 401, a cross-site Origin → 403, before any socket exists.
 * Everything else is said on the open socket: the server sends `{type:'error', message}` and
 * closes with a LIVE_CLOSE code (not found or not visible 4404, not the owner 4403, replaced by
 * another publisher 4409, ended 4410 after `{type:'ended'}`). Every binary frame is at most
 * WS_MAX_PAYLOAD_BYTES (64 KiB, the server's limit for all sockets; larger closes with 1009):
 * the publisher slices each MediaRecorder blob into 64 KiB pieces — the server treats the binary
 * frames of one socket as one continuous byte stream, so frame boundaries do not matter.
 *
 * `LIVE_PUBLISH_PATH` = `/ws/live/:sessionId/publish` — the owner of a live session only.
 *   client → server binary: the WebM bytes of ONE MediaRecorder run, in order
 *     (MediaRecorder `video/webm;codecs=vp8,opus` or vp9, `start(LIVE_RECORDER_TIMESLICE_MS)`;
 *     pass `videoKeyFrameIntervalDuration: LIVE_KEYFRAME_INTERVAL_MS` where the browser supports
 *     it, so late viewers find a keyframe Cluster every couple of seconds).
 *     A recorder restart must open a new publish socket (a new WebM stream has a new header).
 *   client → server text: a `ZLiveClientFrame` (chat).
 *   server → client text: `ZLiveServerFrame`s: `ready` (role 'publisher'), `viewers`, `chat`,
 *     `chat_history`, `error`, `ended`.
 *   A second publish socket for the same session replaces the first (4409 to the old one) and
 *   viewers get `reset`. If the publisher disconnects, the session stays live for
 *   LIVE_PUBLISHER_GRACE_MS waiting for a new publish socket, then ends. Ending (the end route,
 *   the grace period, server shutdown) sends `{type:'ended'}` to every socket and closes them 4410.
 *
 * `LIVE_WATCH_PATH` = `/ws/live/:sessionId/watch` — any member allowed to see the session (same
 *   rules as `GET /api/streaming/sessions/:sessionId`).
 *   server → client text first: `ready` (role 'viewer', mimeType when known), `chat_history`,
 *     `viewers`.
 *   server → client binary: the init segment (EBML header + Segment + Info + Tracks, i.e. every
 *     byte before the first Cluster, ID 1F43B675) as ONE binary frame (it may exceed 64 KiB
 *     only in theory; in practice it is < 1 KiB), then the stream from the start of the most
 *     recent Cluster whose first video block is a keyframe (any Cluster for audio only), each
 *     Cluster possibly split across several binary frames, in order. Append every
 *     binary frame to one MSE SourceBuffer (`mode = 'sequence'` is the simplest; timestamps
 *     are the publisher's, so a late viewer should seek to `buffered.start(0)`).
 *   server → client text `reset`: the publisher started a new recording; drop the SourceBuffer
 *     (or re-create the MediaSource); a new init segment follows.
 *   client → server text: a `ZLiveClientFrame` (chat).
 *   A viewer whose socket falls LIVE_VIEWER_MAX_BUFFERED_BYTES behind is closed with 4408
 *   (slow viewer: reconnect and start again at the newest Cluster).
 *
 * Chat rides on these two sockets (not on `/ws`): `{type:'chat', message}` from a member (1–
 *   LIVE_CHAT_MAX_LENGTH characters, at most LIVE_CHAT_RATE per member) reaches every socket of
 *   the session as `{type:'chat', entry}`, the sender's included. The last LIVE_CHAT_HISTORY
 *   entries are kept in memory and sent on connect as `chat_history`. Not stored in the database.
 *
 * Before the publisher's first bytes (or between `reset` and the new header) a viewer just gets
 *   no binary frames yet; they start with the init segment as soon as it is complete.
 *
 * Instances: a session is relayed in memory by the instance that holds its publish socket. With
 *   several instances the load balancer must route `/ws/live/:sessionId/*` stickily by session id
 *   (or send live traffic to one instance); a watch socket on an instance without the publisher
 *   gets no media. Sessions themselves are rows in PostgreSQL, so the routes work on any
 *   instance; REDIS_URL adds nothing to live and nothing more is required for it.
 */

/** Spec 2 §9. */
export const LIVE_ANALYSIS_DELAY_MS = 3_000;
export const LIVE_TIMER_TICK_MS = 1_000;
/** Spec 2 §7: what Go Live sends. */
export const GO_LIVE_DEFAULTS = {
  title: 'Live Travel Stream',
  description: 'Broadcasting live from my travels',
  location: 'Current Location',
  category: 'Travel',
  isPublic: true,
} as const;

export const LIVE_PUBLISH_PATH = '/ws/live/:sessionId/publish';
export const LIVE_WATCH_PATH = '/ws/live/:sessionId/watch';
/** The path of a socket for one session. */
export function livePublishPath(sessionId: string): string {
  return `/ws/live/${encodeURIComponent(sessionId)}/publish`;
}
export function liveWatchPath(sessionId: string): string {
  return `/ws/live/${encodeURIComponent(sessionId)}/watch`;
}
/** The local provider's only channel. */
export const LOCAL_CHANNEL_ARN = 'local:roamly:channel/browser';
/** Suggested MediaRecorder timeslice: a Cluster about every second keeps late joins quick. */
export const LIVE_RECORDER_TIMESLICE_MS = 1_000;
/** Suggested MediaRecorder `videoKeyFrameIntervalDuration` (Chrome): a starting point every 2 s. */
export const LIVE_KEYFRAME_INTERVAL_MS = 2_000;
/** How long a live session waits for its publisher to come back. */
export const LIVE_PUBLISHER_GRACE_MS = 30_000;
/** A viewer this far behind (bytes queued on its socket) is dropped. */
export const LIVE_VIEWER_MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/**
 * Players one member may have open on one session (two windows); a further one replaces the
 * oldest (`error`, then 4409), so one member cannot inflate the viewer count or multiply the
 * relay's upload.
 */
export const LIVE_PLAYERS_PER_MEMBER = 2;
export const LIVE_PLAYER_REPLACED_MESSAGE = 'This stream is playing in another window';
export const LIVE_CHAT_MAX_LENGTH = 300;
export const LIVE_CHAT_HISTORY = 50;
/** Chat messages per member per 10 seconds on one session. */
export const LIVE_CHAT_RATE = { max: 5, windowMs: 10_000 } as const;
/** Close codes of the live sockets. */
export const LIVE_CLOSE = {
  forbidden: 4403,
  notFound: 4404,
  slow: 4408,
  replaced: 4409,
  ended: 4410,
} as const;

/** Rate limits (per member). */
export const STREAM_START_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;
export const STREAM_ANALYZE_RATE_LIMIT = { max: 30, windowMs: 60 * 1000 } as const;
/** Largest frame the analysis takes (decoded JPEG bytes); send ~640 px wide, quality ~0.7. */
export const STREAM_FRAME_MAX_BYTES = 1024 * 1024;

export const STREAM_PROVIDERS = ['local', 'ivs'] as const;
export type TStreamProvider = (typeof STREAM_PROVIDERS)[number];
export const STREAM_STATUSES = ['live', 'ended'] as const;
export type TStreamStatus = (typeof STREAM_STATUSES)[number];

/** Messages the routes answer with (`{message}`), for the client's toasts. */
export const STREAMING_ERRORS = {
  alreadyLive: 'You are already live. End your current stream before starting another.',
  channelBusy: 'This channel is already in use by another live stream.',
  unknownChannel: 'Please choose one of the available channels.',
  notConfigured: 'Streaming is not configured on this server.',
  notFound: 'Live stream not found',
  notOwner: 'Only the member who started this stream can end it',
  ended: 'This live stream has ended',
  badFrame: 'Please send a JPEG or PNG frame of the stream.',
} as const;

/** Spec 2 §3 'Streaming status'. */
export const ZStreamingStatus = z.object({
  /** False only when the IVS provider is selected but misconfigured (spec 2 §8 'Setup Required'). */
  isConfigured: z.boolean(),
  /** The viewer may start a stream now (configured and a free channel exists). */
  canStream: z.boolean(),
  /** Live sessions on the whole site right now. */
  activeSessions: z.number().int(),
  provider: z.enum(STREAM_PROVIDERS),
  /** The viewer's own live session, if any (after a reload the studio can resume or end it). */
  currentSessionId: z.string().nullable(),
});
export type TStreamingStatus = z.infer<typeof ZStreamingStatus>;

/** Spec 2 §3 'Channel list item' (arn) plus what the picker shows. */
export const ZStreamChannel = z.object({
  arn: z.string(),
  name: z.string(),
  /** 'LOW' / 'NORMAL' for IVS; 'LOW' for the local relay. */
  latencyMode: z.string(),
  /** A live session is using it. */
  inUse: z.boolean(),
});
export type TStreamChannel = z.infer<typeof ZStreamChannel>;
export const ZStreamChannels = z.object({ channels: z.array(ZStreamChannel) });

/** Spec 2 §7: the start body (Go Live sends GO_LIVE_DEFAULTS). */
export const ZStartStreamBody = z
  .object({
    channelArn: ZText({ max: 300, min: 1 }),
    title: ZText({ max: 120, min: 1 }),
    description: ZText({ max: 1000, multiline: true }).default(''),
    location: ZText({ max: 200 }).default(''),
    category: ZText({ max: 60 }).default(''),
    isPublic: z.boolean('must be true or false').default(true),
  })
  .strict();
export type TStartStreamBody = z.input<typeof ZStartStreamBody>;

/** Where a viewer plays the stream. */
export const ZStreamPlayback = z.object({
  /** Local relay: the watch socket's path (LIVE_WATCH_PATH filled); null for IVS. */
  watchPath: z.string().nullable(),
  /** IVS: the HLS playback URL; null for the local relay. */
  playbackUrl: z.string().nullable(),
});

/** Spec 2 §3 'Live studio state' engagement, as far as the server knows it. */
export const ZStreamEngagement = z.object({
  peakViewers: z.number().int(),
  /** Mean seconds watched per viewer connection so far (closed and open ones). */
  avgWatchTime: z.number().int(),
  /** Chat messages so far. */
  chatActivity: z.number().int(),
});

/** Spec 2 §3 'Stream session', with what the viewer page and the 'Live now' strip show. */
export const ZStreamSession = z.object({
  sessionId: z.string(),
  channelArn: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  category: z.string(),
  /** False: only the owner's followers can watch. */
  isPublic: z.boolean(),
  provider: z.enum(STREAM_PROVIDERS),
  status: z.enum(STREAM_STATUSES),
  owner: ZPublicUser,
  isOwner: z.boolean(),
  /** Viewers connected now (0 once ended). */
  viewerCount: z.number().int(),
  engagement: ZStreamEngagement,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  playback: ZStreamPlayback,
});
export type TStreamSession = z.infer<typeof ZStreamSession>;

/** RTMPS ingest for IVS: the stream key is a secret, given only to the owner in the start answer. */
export const ZStreamIngest = z.object({ endpoint: z.string(), streamKey: z.string() });

export const ZStartStreamResponse = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  session: ZStreamSession,
  /** Local: the publish socket path (LIVE_PUBLISH_PATH filled); null for IVS. */
  publishPath: z.string().nullable(),
  /** IVS: where to broadcast; null for the local relay. */
  ingest: ZStreamIngest.nullable(),
});
export type TStartStreamResponse = z.infer<typeof ZStartStreamResponse>;

export const ZStreamSuccess = z.object({ success: z.literal(true) });

export const ZLiveNow = z.object({ sessions: z.array(ZStreamSession) });
export type TLiveNow = z.infer<typeof ZLiveNow>;

/** One member's live session, if they are live and the viewer may watch it (else null). */
export const ZUserLive = z.object({ session: ZStreamSession.nullable() });
export type TUserLive = z.infer<typeof ZUserLive>;

/** Spec 2 §3 'Live studio state' (the AI part). */
export const ZLiveAnalysis = z.object({
  recognizedLandmarks: z.array(z.string()),
  suggestedTags: z.array(z.string()),
  /** One word: 'Adventurous', 'Relaxed', 'Vibrant', 'Serene', 'Cosy'… */
  mood: z.string(),
  activities: z.array(z.string()),
  /** 'City, Country' from the coordinates sent; empty without them. */
  detectedLocation: z.string(),
  provider: z.string(),
});
export type TLiveAnalysis = z.infer<typeof ZLiveAnalysis>;

/**
 * One frame of the stream for the AI panel: a JPEG (or PNG) as base64, a `data:` URL prefix
 * allowed, at most STREAM_FRAME_MAX_BYTES decoded; optional browser coordinates.
 */
export const ZAnalyzeFrameBody = z
  .object({
    image: z
      .string('must be an image')
      .min(16, 'must be an image')
      .max(Math.ceil((STREAM_FRAME_MAX_BYTES * 4) / 3) + 64, 'must be at most 1 MB'),
    latitude: z.number('must be a number').min(-90).max(90).nullable().optional(),
    longitude: z.number('must be a number').min(-180).max(180).nullable().optional(),
  })
  .strict();
export type TAnalyzeFrameBody = z.input<typeof ZAnalyzeFrameBody>;

const ZSessionParams = z.object({ sessionId: z.uuid('must be a valid ID') });

export const streamingStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/streaming/status',
  tags: ['streaming'],
  summary: 'Whether streaming is configured and the viewer can go live now',
  response: ZStreamingStatus,
  errors: [401],
});

export const streamingChannelsRoute = defineRoute({
  method: 'GET',
  path: '/api/streaming/channels',
  tags: ['streaming'],
  summary: 'Channels the viewer can stream to (the first is selected by default)',
  response: ZStreamChannels,
  errors: [401, 503],
});

export const startStreamRoute = defineRoute({
  method: 'POST',
  path: '/api/streaming/session/start',
  tags: ['streaming'],
  summary: 'Go live: one live session per member (409 while another is live)',
  body: ZStartStreamBody,
  response: ZStartStreamResponse,
  status: 201,
  errors: [400, 401, 409, 429, 503],
});

export const endStreamRoute = defineRoute({
  method: 'POST',
  path: '/api/streaming/session/end/:sessionId',
  tags: ['streaming'],
  summary: 'End a live session (its owner only); viewers are told it ended',
  params: ZSessionParams,
  response: ZStreamSuccess,
  errors: [400, 401, 403, 404, 409],
});

export const streamSessionRoute = defineRoute({
  method: 'GET',
  path: '/api/streaming/sessions/:sessionId',
  tags: ['streaming'],
  summary: 'A live (or ended) session as its viewer page shows it',
  params: ZSessionParams,
  response: ZStreamSession,
  errors: [400, 401, 404],
});

export const liveNowRoute = defineRoute({
  method: 'GET',
  path: '/api/streaming/live-now',
  tags: ['streaming'],
  summary: 'Live sessions of members the viewer follows (the home strip and avatar badges)',
  response: ZLiveNow,
  errors: [401],
});

export const userLiveRoute = defineRoute({
  method: 'GET',
  path: '/api/streaming/users/:userId/live',
  tags: ['streaming'],
  summary:
    'A member’s live session for the LIVE badge on their avatar; null when they are not live or the viewer may not watch (stream.watch)',
  params: z.object({ userId: z.uuid('must be a valid ID') }),
  response: ZUserLive,
  errors: [400, 401],
});

export const analyzeStreamFrameRoute = defineRoute({
  method: 'POST',
  path: '/api/streaming/session/:sessionId/analyze',
  tags: ['streaming'],
  summary: 'AI analysis of one frame of the viewer’s own live session',
  params: ZSessionParams,
  body: ZAnalyzeFrameBody,
  response: ZLiveAnalysis,
  errors: [400, 401, 403, 404, 409, 413, 429],
});

/* ------------------------------------------------------------------------------------------------
 * Relay socket frames (text, JSON)
 * --------------------------------------------------------------------------------------------- */

export const ZLiveClientChat = z.object({
  type: z.literal('chat'),
  message: z.string().max(LIVE_CHAT_MAX_LENGTH * 2),
});
export const ZLiveClientFrame = z.discriminatedUnion('type', [ZLiveClientChat]);
export type TLiveClientFrame = z.infer<typeof ZLiveClientFrame>;

/** Spec 2 §3 'Chat entry' (id, user.name, message, timestamp) plus the user's id and photo. */
export const ZLiveChatEntry = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), profileImageUrl: z.string().nullable() }),
  message: z.string(),
  /** ISO time. */
  timestamp: z.string(),
});
export type TLiveChatEntry = z.infer<typeof ZLiveChatEntry>;

export const ZLiveServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    role: z.enum(['publisher', 'viewer']),
    sessionId: z.string(),
    /** The codec string from the init segment ('video/webm; codecs="vp8,opus"'), null before it. */
    mimeType: z.string().nullable(),
  }),
  z.object({
    type: z.literal('viewers'),
    count: z.number().int(),
    peakViewers: z.number().int(),
    chatCount: z.number().int(),
  }),
  z.object({ type: z.literal('chat'), entry: ZLiveChatEntry }),
  z.object({ type: z.literal('chat_history'), entries: z.array(ZLiveChatEntry) }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('ended') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TLiveServerFrame = z.infer<typeof ZLiveServerFrame>;
