import { z } from 'zod';
import { ACTIVITY_TYPES } from '../../contract/activity.ts';
import { MEDIA_STATUSES } from '../../contract/media.ts';
import { STORED_MESSAGE_STATUSES, ZMessage } from '../../contract/messaging.ts';
import { JOB_NAMES, type JobName } from '../jobs/jobs.ts';
import { SITEMAP_TYPES } from '../modules/page-head/page-head.types.ts';

/**
 * Every domain event the server publishes, with its payload: the one list the bus, the service
 * context's `emit`, the socket hub and the job triggers are typed by. Events carry ids and
 * presented records, never rows: every instance hears them, and the socket hub writes some of
 * them to members as they are.
 *
 * The schemas check what the Redis bus reads from the wire (another process, perhaps another
 * version of the app, wrote it); in-process events are checked by the compiler alone.
 */
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape });

const id = z.string();

export const ZDomainEvent = z.discriminatedUnion('type', [
  /* Members and sessions */
  /** A member signed up. */
  event('user.registered', { userId: id }),
  /** Profile, settings, plan or suspension changed: caches reload the member, sockets follow. */
  event('user.updated', { userId: id }),
  /** Sessions of the member were deleted: sockets opened with them close. */
  event('session.ended', { userId: id }),

  /* Posts and people (the home cache and the live relay follow them) */
  event('post.created', { postId: id, userId: id }),
  event('post.deleted', { postId: id, userId: id }),
  /** The author edited the post's text: its permalink's server-rendered head is dropped. */
  event('post.edited', { postId: id, userId: id }),
  /**
   * A moderator hid or deleted a post (`commentId` null) or a comment of it: open views of it
   * drop it, except its author's (who still sees their hidden content, marked).
   */
  event('content.removed', { postId: id, commentId: id.nullable(), authorId: id }),
  /** Followed or unfollowed; `follow.changed` is emitted either way. */
  event('follow.changed', { followerId: id, followingId: id }),
  /** Blocked or unblocked. */
  event('block.changed', { blockerId: id, blockedId: id }),

  /* Notifications */
  /** Someone liked, commented or followed: the recipient's bell (socket) or web push. */
  event('activity.created', {
    recipientId: id,
    actorId: id,
    activityType: z.enum(ACTIVITY_TYPES),
    postId: id.nullable(),
  }),
  /** The member read their activity: the bell's count is 0. */
  event('activity.read', { userId: id }),

  /* Messaging */
  /**
   * A stored message, as its sender sees it but without the sender's e-mail (`message.tempId`
   * is the sender's), with the recipient's unread total and the socket that sent it (that one
   * gets `message_sent` instead).
   */
  event('message.created', {
    message: ZMessage,
    recipientId: id,
    recipientUnread: z.number(),
    socketId: id.nullable(),
  }),
  /** Messages of one sender became delivered or read; `readerUnread` is set after a read. */
  event('message.status', {
    senderId: id,
    readerId: id,
    conversationId: id,
    status: z.enum(STORED_MESSAGE_STATUSES),
    timestamp: z.string(),
    messageIds: z.array(id),
    readerUnread: z.number().nullable(),
  }),
  /**
   * A moderator deleted a message: both members' open threads drop it. `recipientUnread` is the
   * recipient's unread total after it.
   */
  event('message.removed', {
    messageId: id,
    conversationId: id,
    senderId: id,
    recipientId: id,
    recipientUnread: z.number(),
  }),
  /** A member is typing (or stopped) in a conversation they are in. */
  event('typing', { conversationId: id, fromUserId: id, toUserId: id, isTyping: z.boolean() }),

  /* Presence (realtime/presence.ts): which instance has whose sockets */
  /** A member's first socket opened or last one closed here, or their visibility changed. */
  event('presence.changed', { userId: id, online: z.boolean(), visible: z.boolean() }),
  /** Every member connected to the publishing instance: [userId, shows online]. */
  event('presence.snapshot', { users: z.array(z.tuple([id, z.boolean()])) }),
  /** A starting instance asks the others for their snapshots. */
  event('presence.sync', {}),
  /** The publishing instance is shutting down: forget its sockets. */
  event('presence.down', {}),

  /* Public pages (issue 24) */
  /**
   * A public page was published, unpublished, edited or moved (an SEO page, a blog post): its
   * server-rendered head is dropped and its type's sitemap rebuilt. `path` starts with '/';
   * `fromPath` is the old address of a move.
   */
  event('public-page.changed', {
    path: z.string(),
    fromPath: z.string().nullable(),
    sitemap: z.enum(SITEMAP_TYPES),
  }),

  /* Media, live streaming, jobs */
  /** An upload's processing changed its row (variants, poster, ready or failed). */
  event('media.updated', {
    mediaId: id,
    postId: id.nullable(),
    userId: id,
    status: z.enum(MEDIA_STATUSES),
  }),
  /** A live session ended: the instance holding its relay closes it. */
  event('stream.ended', { sessionId: id }),
  /** A job was committed to the queue: the instance's worker for it looks now, not at its poll. */
  event('job.queued', {
    name: z.custom<JobName>((value) => JOB_NAMES.includes(value as JobName)),
  }),
]);

/** An event as it is emitted or published. */
export type DomainEvent = z.infer<typeof ZDomainEvent>;
export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * An event as subscribers hear it: stamped with the id of the bus that published it, so a
 * subscriber can act once per event (on the publishing instance) while every instance hears it.
 */
export type BusEvent = DomainEvent & { origin: string };
export type BusEventOf<T extends DomainEventType> = EventOf<T> & { origin: string };

const ZOrigin = z.object({ origin: z.string() });

/**
 * An event read from another process, or null when it is not one this version knows (unknown
 * type, missing or mistyped field). Fields outside the event's schema are dropped.
 */
export function parseBusEvent(
  value: unknown,
): { event: BusEvent; error?: undefined } | { event?: undefined; error: string } {
  const origin = ZOrigin.safeParse(value);
  if (!origin.success) return { error: 'no origin' };
  const parsed = ZDomainEvent.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.') || 'type'}: ${issue?.message ?? 'invalid'}` };
  }
  return { event: { ...parsed.data, origin: origin.data.origin } };
}
