import { randomUUID } from 'node:crypto';
import {
  FILL_ALL_FIELDS,
  type TInboxChannel,
  type TInboxPage,
  type TNewEmailValues,
  type TReplyValues,
  type TSendResult,
  type ZInboxQuery,
} from '../../../contract/admin-inbox.ts';
import type { z } from 'zod';
import { listSyncStates } from '../../../db/queries/mailbox-sync.ts';
import {
  countUnread,
  deleteMailboxMessage,
  findByMessageId,
  findMailboxMessage,
  findMailIdByDedupeKey,
  listAttachmentsOf,
  listMailboxMessages,
  markMailboxRead,
} from '../../../db/queries/mailbox.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import { recordAudit } from '../audit/audit.ts';
import { sanitizeContentHtml } from '../seo/sanitize.ts';
import { decodeInboxCursor, encodeInboxCursor } from './inbox-cursor.ts';
import { presentChannel, presentInboxEmail } from './admin-inbox.presenter.ts';
import { htmlToText } from './html-text.ts';
import { renderOperatorEmail } from './operator-email.tsx';
import { ingestMail } from './ingest.ts';
import { newMessageId, normalizeMessageId } from './message-id.ts';
import { keysetPage } from '../../http/keyset-page.ts';

/** The receiving channels this server is configured with (their health is listed). */
function configuredChannels(ctx: ServiceContext): TInboxChannel['source'][] {
  const channels: TInboxChannel['source'][] = [];
  if (ctx.config.smtpListenPort !== undefined) channels.push('smtp');
  if (ctx.config.imapUrl) channels.push('imap');
  if (ctx.config.gmail) channels.push('gmail');
  return channels;
}

export async function listInbox(
  ctx: ServiceContext,
  query: z.output<typeof ZInboxQuery>,
): Promise<TInboxPage> {
  authorize(ctx.viewer, 'admin.access', null);
  const before = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
  const rows = await listMailboxMessages(ctx.db, {
    folder: query.folder,
    before,
    limit: query.limit,
  });
  const { page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeInboxCursor({ date: last.date, id: last.id }),
  );
  const attachments = await listAttachmentsOf(
    ctx.db,
    page.map((row) => row.id),
  );
  const channels = configuredChannels(ctx);
  const states = await listSyncStates(ctx.db, channels);
  return {
    emails: page.map((row) =>
      presentInboxEmail(
        row,
        attachments.filter((file) => file.messageId === row.id),
      ),
    ),
    nextCursor,
    unreadCount: await countUnread(ctx.db),
    channels: channels.map((source) =>
      presentChannel(
        source,
        states.find((state) => state.source === source),
      ),
    ),
  };
}

/** A single address, or several separated by commas: each must look like an address. */
function parseRecipients(to: string): string {
  const parts = to
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 20) throw badRequest('Send to at most 20 addresses at once.');
  for (const part of parts) {
    const address = /<([^<>]+)>\s*$/.exec(part)?.[1] ?? part;
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
      throw badRequest(`“${part}” is not an e-mail address.`);
    }
  }
  return parts.join(', ');
}

type Outgoing = { to: string; subject: string; html: string };

function checkFields(input: TNewEmailValues): Outgoing {
  const subject = input.subject.trim();
  const html = sanitizeContentHtml(input.body);
  if (!input.to.trim() || !subject || (!htmlToText(html) && !/<img\b/i.test(html))) {
    throw badRequest(FILL_ALL_FIELDS);
  }
  return { to: parseRecipients(input.to), subject, html };
}

/**
 * Stores the message in Sent and queues its delivery through the platform mail provider in one
 * transaction; the `mail-send` job adds Message-ID, In-Reply-To and References from the row.
 */
async function sendStored(
  ctx: ServiceContext,
  outgoing: Outgoing,
  thread: { inReplyTo: string | null; references: string[] },
  action: 'inbox.send' | 'inbox.reply',
): Promise<TSendResult> {
  const framedHtml = await renderOperatorEmail(outgoing.html);
  return ctx.tx(async (tx) => {
    const mailboxId = randomUUID();
    const dedupeKey = `mailbox:${mailboxId}`;
    const text = htmlToText(outgoing.html);
    await tx.mail.queue(tx.db, {
      dedupeKey,
      kind: action === 'inbox.reply' ? 'inbox-reply' : 'inbox-compose',
      userId: null,
      to: outgoing.to,
      subject: outgoing.subject,
      text,
      html: framedHtml,
    });
    const mailMessageId = await findMailIdByDedupeKey(tx.db, dedupeKey);
    const result = await ingestMail(
      { db: tx.db, storage: tx.storage, log: tx.log },
      {
        source: 'operator',
        folder: 'sent',
        messageId: newMessageId(tx.mail.from),
        inReplyTo: thread.inReplyTo,
        references: thread.references,
        from: { address: tx.mail.from },
        to: outgoing.to,
        subject: outgoing.subject,
        text,
        html: outgoing.html,
        date: new Date(),
        isRead: true,
        mailMessageId,
      },
    );
    if (result.status !== 'stored') throw new Error('A new Message-ID collided');
    await recordAudit(tx, {
      action,
      objectType: 'email',
      objectId: result.row.id,
      reason: null,
      before: null,
      after: { to: outgoing.to, subject: outgoing.subject, inReplyTo: thread.inReplyTo },
    });
    const row = await findMailboxMessage(tx.db, result.row.id);
    if (!row) throw new Error('The sent message vanished inside its transaction');
    return {
      success: true as const,
      message: action === 'inbox.reply' ? 'Reply sent' : 'Email sent',
      email: presentInboxEmail(row, []),
    };
  });
}

export async function sendNewEmail(
  ctx: ServiceContext,
  input: TNewEmailValues,
): Promise<TSendResult> {
  authorize(ctx.viewer, 'admin.access', null);
  return sendStored(ctx, checkFields(input), { inReplyTo: null, references: [] }, 'inbox.send');
}

/** `inReplyTo` names the original by our id or by its Message-ID. */
async function findOriginal(ctx: ServiceContext, inReplyTo: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(inReplyTo);
  if (uuid) return findMailboxMessage(ctx.db, inReplyTo);
  const messageId = normalizeMessageId(inReplyTo);
  return messageId ? findByMessageId(ctx.db, messageId) : undefined;
}

export async function replyToEmail(ctx: ServiceContext, input: TReplyValues): Promise<TSendResult> {
  authorize(ctx.viewer, 'admin.access', null);
  const outgoing = checkFields(input);
  const original = await findOriginal(ctx, input.inReplyTo);
  if (!original) throw notFound('The message you are replying to no longer exists.');
  // RFC 5322 §3.6.4: the parent's References (or its In-Reply-To) followed by its own id.
  const ancestry =
    original.references.length > 0
      ? original.references
      : original.inReplyTo
        ? [original.inReplyTo]
        : [];
  return sendStored(
    ctx,
    outgoing,
    { inReplyTo: original.messageId, references: [...ancestry, original.messageId] },
    'inbox.reply',
  );
}

/** Read here only: the provider's own read flag is never changed behind the operator's back. */
export async function markEmailRead(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<{ ok: true }> {
  authorize(ctx.viewer, 'admin.access', null);
  return ctx.tx(async (tx) => {
    const { found, changed } = await markMailboxRead(tx.db, id);
    if (!found) throw notFound('This message no longer exists.');
    if (changed) {
      await recordAudit(tx, {
        action: 'inbox.markRead',
        objectType: 'email',
        objectId: id,
        reason: null,
        before: { isRead: false },
        after: { isRead: true },
      });
    }
    return { ok: true as const };
  });
}

/** Deletes a message for good: its tombstone keeps every sync from bringing it back. */
export async function deleteEmail(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<{ ok: true }> {
  authorize(ctx.viewer, 'admin.access', null);
  const removed = await ctx.tx(async (tx) => {
    const result = await deleteMailboxMessage(tx.db, id);
    if (!result) throw notFound('This message no longer exists.');
    await recordAudit(tx, {
      action: 'inbox.delete',
      objectType: 'email',
      objectId: id,
      reason: null,
      before: {
        from: result.row.fromAddress,
        subject: result.row.subject,
        messageId: result.row.messageId,
      },
      after: null,
    });
    return result;
  });
  // Files go after the commit: a rolled-back delete must not lose them.
  for (const file of removed.attachments) await ctx.storage.remove(file.storageKey);
  return { ok: true as const };
}
