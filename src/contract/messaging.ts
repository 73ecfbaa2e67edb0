import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { defineRoute } from './route.ts';
import { ZText, ZUploadUrl } from './strings.ts';

/* ------------------------------------------------------------------------------------------------
 * Constants (2-traveller-features §9)
 * --------------------------------------------------------------------------------------------- */

/** Longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 5_000;
/** Messages per page of a thread, and the most a client may ask for. */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 100;
/** How many chat users GET /api/chat/users (and /api/users-clean) answers at most. */
export const CHAT_USERS_LIMIT = 50;
/** A client's tempId (the pending outgoing message of §3): any short opaque text. */
export const TEMP_ID_MAX_LENGTH = 100;
/** Polling while the socket is down (§9); no polling while it is up. */
export const CONVERSATIONS_POLL_MS = 30_000;
export const THREAD_POLL_MS = 2_000;
/**
 * Sends per member (HTTP and WebSocket together): at most `max` in `windowMs`. A refused HTTP
 * send is a 429; a refused socket send an `error {message, tempId}` frame.
 */
export const MESSAGE_SEND_RATE_LIMIT = { max: 20, windowMs: 10_000 } as const;
export const MESSAGE_RATE_LIMITED = 'You are sending messages too fast. Please wait a moment.';

/**
 * Photos in messages: the composer accepts JPG, PNG, GIF, WebP and HEIC up to 25 MB (a chat
 * limit checked in the browser; the upload endpoints themselves take up to 1 GB). The server
 * stores the re-encoded display JPEG the upload answers, never the original.
 */
export const MESSAGE_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const MESSAGE_IMAGE_TOO_LARGE = 'Photos in messages must be smaller than 25MB.';
export const MESSAGE_IMAGE_WRONG_TYPE = 'Please choose a photo (JPG, PNG, GIF, WebP or HEIC).';
/** A send whose imageUrl is not the sender's own image upload (or belongs to a post): 400. */
export const MESSAGE_IMAGE_NOT_OWN = 'Image URL must be a picture you uploaded';
/** A send whose picture could not be processed (unreadable; its files are gone): 400. */
export const MESSAGE_IMAGE_FAILED = 'This photo could not be processed. Please try another one.';

/**
 * Status of a message (§3, §4). The server stores `deliveredAt` and `readAt` and answers `sent`,
 * `delivered` or `read` from them; `sending` and `failed` exist only on the sender's screen.
 */
export const MESSAGE_STATUSES = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];
export const STORED_MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type TStoredMessageStatus = (typeof STORED_MESSAGE_STATUSES)[number];

/* ------------------------------------------------------------------------------------------------
 * Entities (§3)
 * --------------------------------------------------------------------------------------------- */

/**
 * Chat user of 2-traveller-features §3. The e-mail is private (self view only): it is present for
 * the viewer's own record and null for everyone else.
 */
export const ZChatUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

/**
 * Message of §3. `status` is derived from the stored times (read if readAt, delivered if
 * deliveredAt, else sent) and, like the times, is shown only to the sender by the screens.
 * `tempId` is the sender's own tempId (null for the recipient and for sends without one).
 * `imageUrl` is a picture the sender uploaded (/uploads/…), or null.
 */
export const ZMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  sender: ZChatUser,
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(STORED_MESSAGE_STATUSES),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  tempId: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The newest message of a conversation, as the list shows it. */
export const ZLastMessage = z.object({
  id: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  senderId: z.string(),
  createdAt: z.string(),
  status: z.enum(STORED_MESSAGE_STATUSES),
});
export type TLastMessage = z.infer<typeof ZLastMessage>;

/**
 * Conversation of §3, as listed by GET /api/conversations (newest activity first). The other
 * participant is derived from the current user; `unreadCount` counts the messages to the viewer
 * not yet read.
 */
export const ZConversation = z.object({
  id: z.string(),
  participant1: ZChatUser,
  participant2: ZChatUser,
  lastMessage: ZLastMessage.nullable(),
  unreadCount: z.number().int(),
  /** The last message's time (or the creation time when empty), ISO. */
  lastMessageAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationList = z.array(ZConversation);
export const ZChatUserList = z.array(ZChatUser);

/**
 * One page of a thread. The first page (no cursor) is the newest; `nextCursor` loads the page of
 * older messages (null at the beginning of the conversation). Items are oldest first inside a page,
 * ready to render top to bottom.
 */
export const ZMessagePage = z.object({
  items: z.array(ZMessage),
  nextCursor: z.string().nullable(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

/* ------------------------------------------------------------------------------------------------
 * Inputs
 * --------------------------------------------------------------------------------------------- */

export const ZConversationParams = z.object({ id: z.uuid('must be a valid ID') });

export const ZStartConversationBody = z
  .object({ participantId: z.uuid('must be a valid ID') })
  .strict();
export type TStartConversationBody = z.input<typeof ZStartConversationBody>;

export const ZMessagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TMessagesQuery = z.input<typeof ZMessagesQuery>;

export const ZTempId = z
  .string('must be text')
  .trim()
  .min(1, 'is required')
  .max(TEMP_ID_MAX_LENGTH, `must be at most ${TEMP_ID_MAX_LENGTH} characters`);

/**
 * A message: non-blank text of at most 5,000 characters, or a picture (then the text may be
 * empty). `imageUrl` must be an image the sender uploaded (POST /api/upload/media or the chunked
 * upload) that is not part of a post; sending marks it attached, so it is kept. With `tempId`, a
 * retried send stores the message once and answers the same message.
 */
export const ZSendMessageBody = z
  .object({
    content: ZText({ max: MESSAGE_MAX_LENGTH, multiline: true }).default(''),
    imageUrl: ZUploadUrl.nullable().optional(),
    tempId: ZTempId.optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.content === '' && !value.imageUrl) {
      context.addIssue({ code: 'custom', path: ['content'], message: 'is required' });
    }
  });
export type TSendMessageBody = z.input<typeof ZSendMessageBody>;

/** Chat users, optionally narrowed by first name, last name (part of) or a whole e-mail address. */
export const ZChatUsersQuery = z.object({
  q: ZText({ max: 100 }).optional(),
});
export type TChatUsersQuery = z.input<typeof ZChatUsersQuery>;

export const ZMarkReadResult = z.object({
  /** How many messages became read. */
  markedCount: z.number().int(),
  /** The viewer's unread messages over every conversation, after marking. */
  unreadCount: z.number().int(),
});
export type TMarkReadResult = z.infer<typeof ZMarkReadResult>;

export const ZMessagesUnread = z.object({ unreadCount: z.number().int() });
export type TMessagesUnread = z.infer<typeof ZMessagesUnread>;

/* ------------------------------------------------------------------------------------------------
 * Routes (§7). Only the two participants can read or write a conversation: anyone else gets 404.
 * --------------------------------------------------------------------------------------------- */

export const listConversationsRoute = defineRoute({
  method: 'GET',
  path: '/api/conversations',
  tags: ['messaging'],
  summary: "The member's conversations with the last message and unread count",
  response: ZConversationList,
  errors: [401],
});

export const messagesUnreadRoute = defineRoute({
  method: 'GET',
  path: '/api/conversations/unread-count',
  tags: ['messaging'],
  summary: 'How many messages to you are unread, over every conversation (the badge)',
  response: ZMessagesUnread,
  errors: [401],
});

/** 400 for yourself, 404 for an unknown member, 403 when they do not accept your messages. */
export const startConversationRoute = defineRoute({
  method: 'POST',
  path: '/api/conversations',
  tags: ['messaging'],
  summary: 'Start a conversation with a member (or get the existing one)',
  body: ZStartConversationBody,
  response: ZConversation,
  errors: [400, 401, 403, 404],
});

export const listMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/conversations/:id/messages',
  tags: ['messaging'],
  summary: 'A page of a thread, newest page first (marks messages to you as delivered)',
  params: ZConversationParams,
  query: ZMessagesQuery,
  response: ZMessagePage,
  errors: [400, 401, 404],
});

export const sendMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/conversations/:id/messages',
  tags: ['messaging'],
  summary: 'Send a message (same frames over the socket as a WebSocket send)',
  params: ZConversationParams,
  body: ZSendMessageBody,
  response: ZMessage,
  status: 201,
  errors: [400, 401, 403, 404, 429],
});

export const listChatUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/chat/users',
  tags: ['messaging'],
  summary: 'Members you can start a chat with (never yourself)',
  query: ZChatUsersQuery,
  response: ZChatUserList,
  errors: [400, 401],
});

/* The "-clean" family serves the newer screen (/messages-simple) from the same data. */

export const listConversationsCleanRoute = defineRoute({
  method: 'GET',
  path: '/api/conversations-clean',
  tags: ['messaging'],
  summary: 'The conversations (newer screen)',
  response: ZConversationList,
  errors: [401],
});

export const startConversationCleanRoute = defineRoute({
  method: 'POST',
  path: '/api/conversations-clean',
  tags: ['messaging'],
  summary: 'Start a conversation or get the existing one (newer screen)',
  body: ZStartConversationBody,
  response: ZConversation,
  errors: [400, 401, 403, 404],
});

export const listMessagesCleanRoute = defineRoute({
  method: 'GET',
  path: '/api/conversations-clean/:id/messages',
  tags: ['messaging'],
  summary: 'A page of a thread (newer screen)',
  params: ZConversationParams,
  query: ZMessagesQuery,
  response: ZMessagePage,
  errors: [400, 401, 404],
});

export const sendMessageCleanRoute = defineRoute({
  method: 'POST',
  path: '/api/conversations-clean/:id/messages',
  tags: ['messaging'],
  summary: 'Send a message (newer screen)',
  params: ZConversationParams,
  body: ZSendMessageBody,
  response: ZMessage,
  status: 201,
  errors: [400, 401, 403, 404, 429],
});

export const markConversationReadCleanRoute = defineRoute({
  method: 'POST',
  path: '/api/conversations-clean/:id/mark-read',
  tags: ['messaging'],
  summary: 'Mark every message to you in the conversation as read (the thread is open)',
  params: ZConversationParams,
  response: ZMarkReadResult,
  errors: [400, 401, 404],
});

export const listUsersCleanRoute = defineRoute({
  method: 'GET',
  path: '/api/users-clean',
  tags: ['messaging'],
  summary: 'Members you can start a chat with (newer screen)',
  query: ZChatUsersQuery,
  response: ZChatUserList,
  errors: [400, 401],
});

/* ------------------------------------------------------------------------------------------------
 * Web push (1-platform-core §4, §7, §8)
 * --------------------------------------------------------------------------------------------- */

export const ZVapidPublicKey = z.object({ publicKey: z.string() });

/** The browser's PushSubscription.toJSON(): endpoint and keys (expirationTime is ignored). */
export const ZPushSubscriptionBody = z.object({
  endpoint: z.url('must be a web address').max(1000, 'must be at most 1000 characters'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .min(1, 'is required')
      .max(200, 'must be at most 200 characters')
      .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url'),
    auth: z
      .string()
      .min(1, 'is required')
      .max(100, 'must be at most 100 characters')
      .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url'),
  }),
});
export type TPushSubscriptionBody = z.input<typeof ZPushSubscriptionBody>;

export const ZPushUnsubscribeBody = z.object({
  endpoint: z.url('must be a web address').max(1000, 'must be at most 1000 characters'),
});

export const ZPushPreferencesBody = z.object({ enabled: z.boolean() }).strict();
export const ZPushPreferences = z.object({ pushNotificationsEnabled: z.boolean() });
export type TPushPreferences = z.infer<typeof ZPushPreferences>;

export const ZTestPushResult = z.object({ success: z.boolean(), message: z.string() });
export type TTestPushResult = z.infer<typeof ZTestPushResult>;

/** Sent when the member has no subscription (400) and when every push service refused. */
export const NO_PUSH_SUBSCRIPTION = 'No push subscription found. Enable push notifications first.';
export const TEST_PUSH_SENT = 'Test notification sent! Check your device.';

/**
 * What the service worker (/sw.js) receives in a push event (`event.data.json()`), encrypted per
 * RFC 8291. `url` is the page to open on click (/messages-simple?conversation=… for a message).
 */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  kind: z.enum(['message', 'activity', 'test']),
  conversationId: z.string().nullable(),
  icon: z.string().nullable(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

export const vapidPublicKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/vapid-public-key',
  tags: ['push'],
  summary: "The server's VAPID public key (base64url) for PushManager.subscribe",
  response: ZVapidPublicKey,
});

export const pushSubscribeRoute = defineRoute({
  method: 'POST',
  path: '/api/push/subscribe',
  tags: ['push'],
  summary: "Store this browser's push subscription for the member",
  body: ZPushSubscriptionBody,
  response: ZOkResponse,
  status: 201,
  errors: [400, 401],
});

export const pushUnsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/api/push/unsubscribe',
  tags: ['push'],
  summary: "Forget this browser's push subscription",
  body: ZPushUnsubscribeBody,
  response: ZOkResponse,
  errors: [400, 401],
});

/** Turning push off also forgets every subscription of the member. */
export const pushPreferencesRoute = defineRoute({
  method: 'PATCH',
  path: '/api/push/preferences',
  tags: ['push'],
  summary: 'Turn push notifications on or off for the member',
  body: ZPushPreferencesBody,
  response: ZPushPreferences,
  errors: [400, 401],
});

/** 400 with NO_PUSH_SUBSCRIPTION when the member has none (or every push service refused). */
export const testPushRoute = defineRoute({
  method: 'POST',
  path: '/api/test-push-notification',
  tags: ['push'],
  summary: "Send a test notification to the member's devices",
  response: ZTestPushResult,
  errors: [400, 401, 429],
});
