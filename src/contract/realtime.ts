import { z } from 'zod';
import { ZActivityGroup } from './activity.ts';
import { MESSAGE_MAX_LENGTH, STORED_MESSAGE_STATUSES, ZMessage, ZTempId } from './messaging.ts';
import { UPLOAD_URL_PATTERN } from './strings.ts';

/**
 * The WebSocket protocol of 2-traveller-features §7 at `/ws` (wss:// on https), as zod schemas
 * both ways. Every frame is one JSON object with a `type`.
 *
 * - The socket is authenticated by the session cookie at the upgrade (no session: the upgrade is
 *   refused with 401). On open the server sends `ready`. An `authenticate {userId}` frame is
 *   answered with `authenticated` when it names the signed-in member and `error` otherwise (the
 *   socket stays the cookie's member).
 * - Frames that cannot be parsed (not JSON, unknown type, wrong fields) are ignored.
 * - A frame larger than WS_MAX_PAYLOAD_BYTES closes the socket (close code 1009).
 * - When the member's session ends (sign-out, revoke…) the server closes with WS_CLOSE_SESSION_ENDED.
 * - The server also sends protocol-level pings every WS_PING_INTERVAL_MS and drops a socket that
 *   misses two (browsers answer those by themselves).
 */

export const WS_PATH = '/ws';
/** Client `ping` interval; the server's protocol pings use the same period (§9). */
export const WS_PING_INTERVAL_MS = 30_000;
/** Reconnects after a close: 1 s doubling, at most 5 attempts (§4, §9). */
export const WS_RECONNECT_BASE_MS = 1_000;
export const WS_MAX_RECONNECTS = 5;
/** Largest frame the server accepts; larger closes the socket with 1009. */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Close code when the member's session ends while connected (do not reconnect: sign in again). */
export const WS_CLOSE_SESSION_ENDED = 4001;
/** A typing indicator that is not renewed goes away after this long (clients send every ~3 s). */
export const TYPING_TIMEOUT_MS = 6_000;
/** Most members one `presence_subscribe` may name. */
export const PRESENCE_SUBSCRIBE_MAX = 200;

const ZId = z.string().min(1).max(100);

/* ------------------------------------------------------------------------------------------------
 * Client → server
 * --------------------------------------------------------------------------------------------- */

export const ZClientAuthenticate = z.object({ type: z.literal('authenticate'), userId: ZId });
export const ZClientPing = z.object({ type: z.literal('ping'), timestamp: z.number().optional() });
/** Same rules as POST /api/conversations/{id}/messages; refused → `error {message, tempId}`. */
export const ZClientSendMessage = z.object({
  type: z.literal('send_message'),
  conversationId: ZId,
  content: z.string().max(MESSAGE_MAX_LENGTH * 2),
  tempId: ZTempId,
  imageUrl: z.string().regex(UPLOAD_URL_PATTERN).max(500).nullable().optional(),
});
/** The message reached this device: the sender gets `message_status delivered`. */
export const ZClientMessageDelivered = z.object({
  type: z.literal('message_delivered'),
  messageId: ZId,
});
/**
 * The member saw this message: it and every earlier message to them in its conversation become
 * read; the sender gets one `message_status read` per message that changed.
 */
export const ZClientMessageRead = z.object({ type: z.literal('message_read'), messageId: ZId });
/** The member is (or stopped) typing in a conversation; renew every few seconds while typing. */
export const ZClientTyping = z.object({
  type: z.literal('typing'),
  conversationId: ZId,
  isTyping: z.boolean(),
});
/**
 * Follow the online status of these members (replaces the previous list). Only members you share
 * a conversation with and whose "Show online status" is on are ever reported; for the others no
 * `presence` frame comes.
 */
export const ZClientPresenceSubscribe = z.object({
  type: z.literal('presence_subscribe'),
  userIds: z.array(ZId).max(PRESENCE_SUBSCRIBE_MAX),
});

export const ZClientFrame = z.discriminatedUnion('type', [
  ZClientAuthenticate,
  ZClientPing,
  ZClientSendMessage,
  ZClientMessageDelivered,
  ZClientMessageRead,
  ZClientTyping,
  ZClientPresenceSubscribe,
]);
export type TClientFrame = z.infer<typeof ZClientFrame>;

/* ------------------------------------------------------------------------------------------------
 * Server → client
 * --------------------------------------------------------------------------------------------- */

/** Unread totals: messages to the member not yet read, and unread activity groups (the bell). */
export const ZUnreadCounts = z.object({
  messages: z.number().int(),
  activity: z.number().int(),
});
export type TUnreadCounts = z.infer<typeof ZUnreadCounts>;

/** First frame on every socket: who it is and the badges (no initial fetch needed). */
export const ZServerReady = z.object({
  type: z.literal('ready'),
  userId: z.string(),
  unread: ZUnreadCounts,
});
export const ZServerAuthenticated = z.object({
  type: z.literal('authenticated'),
  userId: z.string(),
});
export const ZServerPong = z.object({ type: z.literal('pong'), timestamp: z.number() });
/**
 * To every socket of both participants except the one that sent it over the socket (that one gets
 * `message_sent`); HTTP sends reach every socket of both. A client ignores a message it has.
 */
export const ZServerNewMessage = z.object({ type: z.literal('new_message'), message: ZMessage });
/** To the socket that sent `send_message`: the tempId's stored id (also on a duplicate tempId). */
export const ZServerMessageSent = z.object({
  type: z.literal('message_sent'),
  tempId: z.string(),
  messageId: z.string(),
  message: ZMessage,
});
/** To every socket of the sender when the recipient's device got or read the message. */
export const ZServerMessageStatus = z.object({
  type: z.literal('message_status'),
  messageId: z.string(),
  conversationId: z.string(),
  status: z.enum(STORED_MESSAGE_STATUSES),
  /** When it was delivered or read (ISO). */
  timestamp: z.string(),
});
/**
 * To every socket of both members of the conversation: a moderator deleted this message (the
 * thread drops it; nothing of it is sent).
 */
export const ZServerMessageRemoved = z.object({
  type: z.literal('message_removed'),
  messageId: z.string(),
  conversationId: z.string(),
});
/**
 * To every socket but the author's: a moderator hid or deleted this post (`commentId` null) or
 * this comment of it; open feeds and post views drop it. Ids only, never the content.
 */
export const ZServerContentRemoved = z.object({
  type: z.literal('content_removed'),
  postId: z.string(),
  commentId: z.string().nullable(),
});
export const ZServerTyping = z.object({
  type: z.literal('typing'),
  conversationId: z.string(),
  userId: z.string(),
  isTyping: z.boolean(),
});
/** A followed member (see `presence_subscribe`) came online or went offline. */
export const ZServerPresence = z.object({
  type: z.literal('presence'),
  userId: z.string(),
  online: z.boolean(),
});
/** The member's unread totals changed (a message arrived or was read, an activity item…). */
export const ZServerUnread = z.object({ type: z.literal('unread'), unread: ZUnreadCounts });
/**
 * Something happened to the member (a follow, a like, a comment), as the bell lists it: `item` is
 * the group it now belongs to (null when the member's Notifications toggles hide its type).
 */
export const ZServerActivity = z.object({
  type: z.literal('activity'),
  item: ZActivityGroup.nullable(),
  unreadCount: z.number().int(),
});
/** A refused frame: `tempId` names the refused send (the client marks it failed). */
export const ZServerError = z.object({
  type: z.literal('error'),
  message: z.string(),
  tempId: z.string().nullable(),
});

export const ZServerFrame = z.discriminatedUnion('type', [
  ZServerReady,
  ZServerAuthenticated,
  ZServerPong,
  ZServerNewMessage,
  ZServerMessageSent,
  ZServerMessageStatus,
  ZServerMessageRemoved,
  ZServerContentRemoved,
  ZServerTyping,
  ZServerPresence,
  ZServerUnread,
  ZServerActivity,
  ZServerError,
]);
export type TServerFrame = z.infer<typeof ZServerFrame>;
export type TServerFrameOf<T extends TServerFrame['type']> = Extract<TServerFrame, { type: T }>;

/** Messages of `error` frames. */
export const WS_ERRORS = {
  authenticate: 'This connection is signed in as another member',
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
} as const;
