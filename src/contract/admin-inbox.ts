import { z } from 'zod';
import { ZOkResponse } from './common.ts';
import { defineRoute } from './route.ts';

/** Messages per page of the inbox list unless the client asks otherwise (max 100). */
export const INBOX_PAGE_SIZE = 50;
/** Spec 3 §9: the inbox is re-read every 30 seconds. */
export const INBOX_POLL_MS = 30_000;
/** Spec 3 §2: list previews show 50 characters of the body. */
export const INBOX_PREVIEW_LENGTH = 50;
/** Spec 3 §9: the mail-account authorisation popup is 500 by 600. */
export const GMAIL_POPUP = { width: 500, height: 600 } as const;
/** Spec 3 §5: reply and compose need every field. */
export const FILL_ALL_FIELDS = 'Please fill in all fields.';
/** Largest HTML body the operator's editor may send (images are links, never inline data). */
export const MAX_COMPOSE_BODY = 200_000;

export const INBOX_FOLDERS = ['inbox', 'sent'] as const;

export const ZInboxAttachment = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Downloads the file as an attachment (never rendered inline). */
  url: z.string(),
});
export type TInboxAttachment = z.infer<typeof ZInboxAttachment>;

/** Spec 3 §3 "Email message", plus what the reading pane needs (sanitised HTML, thread). */
export const ZInboxEmail = z.object({
  id: z.string(),
  from: z.string(),
  fromName: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body (the list's preview is its first 50 characters). */
  body: z.string(),
  /** The HTML body, sanitised on arrival; null for a plain-text message. */
  html: z.string().nullable(),
  date: z.string(),
  isRead: z.boolean(),
  folder: z.enum(INBOX_FOLDERS),
  threadId: z.string(),
  /** The Message-ID header: what a reply's In-Reply-To names. */
  messageId: z.string(),
  /** Sent mail: queued, sent or failed (the provider's error); null for received mail. */
  delivery: z
    .object({ status: z.enum(['queued', 'sent', 'failed']), error: z.string().nullable() })
    .nullable(),
  attachments: z.array(ZInboxAttachment),
});
export type TInboxEmail = z.infer<typeof ZInboxEmail>;

export const INBOX_CHANNELS = ['smtp', 'imap', 'gmail'] as const;

/** A receiving channel and how its sync stands: health comes from the last success, not a flag. */
export const ZInboxChannel = z.object({
  source: z.enum(INBOX_CHANNELS),
  /** The connected account (Gmail), or null. */
  account: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type TInboxChannel = z.infer<typeof ZInboxChannel>;

export const ZInboxQuery = z.object({
  folder: z.enum(INBOX_FOLDERS).default('inbox'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type TInboxQuery = z.input<typeof ZInboxQuery>;

export const ZInboxPage = z.object({
  emails: z.array(ZInboxEmail),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
  /** The configured receiving channels; empty when only the platform's own messages arrive. */
  channels: z.array(ZInboxChannel),
});
export type TInboxPage = z.infer<typeof ZInboxPage>;

/** Fields may arrive empty: the service answers the spec's 'Please fill in all fields.' */
const ZField = (max: number) => z.string().max(max);

/** Spec 3 §3 "New e-mail payload": to, subject, body (HTML from the editor). */
export const ZNewEmailBody = z.object({
  to: ZField(320),
  subject: ZField(300),
  body: ZField(MAX_COMPOSE_BODY),
});
export type TNewEmailValues = z.infer<typeof ZNewEmailBody>;

/** Spec 3 §3 "Reply payload": to, subject, body, inReplyTo (the replied message's id or Message-ID). */
export const ZReplyBody = ZNewEmailBody.extend({ inReplyTo: z.string().trim().min(1).max(998) });
export type TReplyValues = z.infer<typeof ZReplyBody>;

export const ZSendResult = z.object({
  success: z.literal(true),
  message: z.string(),
  email: ZInboxEmail,
});
export type TSendResult = z.infer<typeof ZSendResult>;

export const ZInboxIdParams = z.object({ id: z.uuid('must be a message ID') });
export const ZAttachmentParams = ZInboxIdParams.extend({
  attachmentId: z.uuid('must be an attachment ID'),
});

export const inboxRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/inbox',
  tags: ['admin', 'inbox'],
  summary: 'The admin inbox (or Sent), newest first, with the receiving channels’ health',
  query: ZInboxQuery,
  response: ZInboxPage,
  errors: [400, 401, 403],
});

export const sendEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/inbox/send',
  tags: ['admin', 'inbox'],
  summary: 'Compose: send a new e-mail through the platform mail provider (kept in Sent)',
  body: ZNewEmailBody,
  status: 201,
  response: ZSendResult,
  errors: [400, 401, 403, 429],
});

export const replyEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/inbox/reply',
  tags: ['admin', 'inbox'],
  summary: 'Reply in the thread (In-Reply-To and References set), kept in Sent',
  body: ZReplyBody,
  status: 201,
  response: ZSendResult,
  errors: [400, 401, 403, 404, 429],
});

export const markReadRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/inbox/mark-read/:id',
  tags: ['admin', 'inbox'],
  summary: 'Mark a message read (here only: the provider’s read state is left alone)',
  params: ZInboxIdParams,
  response: ZOkResponse,
  errors: [400, 401, 403, 404],
});

export const deleteEmailRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/inbox/:id',
  tags: ['admin', 'inbox'],
  summary: 'Delete a message; a tombstone keeps any sync from importing it again',
  params: ZInboxIdParams,
  response: ZOkResponse,
  errors: [400, 401, 403, 404],
});

/** Not JSON: a download (Content-Disposition: attachment). Link to it, never `api()`. */
export const attachmentRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/inbox/:id/attachments/:attachmentId',
  tags: ['admin', 'inbox'],
  summary: 'Download an attachment (always as a file, never rendered)',
  params: ZAttachmentParams,
  response: null,
  errors: [400, 401, 403, 404],
});

/** Spec 3 §8: what the inbox says when the Gmail consent cannot start. */
export const GMAIL_AUTH_FAILED = 'Failed to start Gmail authorization process.';

export const ZGmailAuth = z.object({ authUrl: z.string() });
export type TGmailAuth = z.infer<typeof ZGmailAuth>;

/** Spec 3 §7: the consent URL, opened by the inbox in a 500 by 600 popup. */
export const gmailAuthRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/gmail/auth',
  tags: ['admin', 'inbox'],
  summary: 'The Google consent URL that connects a Gmail account to the inbox (read-only scope)',
  response: ZGmailAuth,
  errors: [401, 403, 503],
});

export const ZGmailCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** Where Google sends the popup back: a small HTML page saying whether the account connected. */
export const gmailCallbackRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/gmail/callback',
  tags: ['admin', 'inbox'],
  summary: 'OAuth redirect of the Gmail connection (an HTML page for the popup)',
  query: ZGmailCallbackQuery,
  response: null,
  errors: [400, 401, 403, 503],
});
