import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import type { Db } from '../../../db/client.ts';
import {
  findSyncState,
  recordSyncError,
  recordSyncSuccess,
} from '../../../db/queries/mailbox-sync.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { ingestMail } from './ingest.ts';
import { incomingFromParsed } from './parsed-mail.ts';

/** IMAP_URL: `imap://user:pass@host:143/INBOX` or `imaps://…:993/…` (the folder defaults to INBOX). */
export type ImapTarget = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
};

export function parseImapUrl(value: string): ImapTarget {
  const url = new URL(value);
  const secure = url.protocol === 'imaps:';
  if (!secure && url.protocol !== 'imap:')
    throw new Error('IMAP_URL must start with imap:// or imaps://');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    pass: decodeURIComponent(url.password),
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

export type ImapSyncResult = {
  stored: number;
  duplicates: number;
  deleted: number;
  lastUid: number;
};

/** The cursor is saved every this many messages, so a crash re-reads at most these. */
const CHECKPOINT_EVERY = 50;

/**
 * One incremental pass over the IMAP folder: only UIDs above the last one imported, read with
 * BODY.PEEK (the account's \Seen flags are never changed by us). A new UIDVALIDITY means the
 * server renumbered the folder: the pass starts over, and the Message-ID de-duplication keeps
 * that from creating a single duplicate; tombstones keep deleted messages out.
 */
export async function syncImapFolder({
  db,
  storage,
  log,
  target,
}: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  target: ImapTarget;
}): Promise<ImapSyncResult> {
  const client = new ImapFlow({
    host: target.host,
    port: target.port,
    secure: target.secure,
    auth: { user: target.user, pass: target.pass },
    logger: false,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const result: ImapSyncResult = { stored: 0, duplicates: 0, deleted: 0, lastUid: 0 };
  try {
    await client.connect();
    const lock = await client.getMailboxLock(target.mailbox, { readOnly: true });
    try {
      const mailbox = client.mailbox;
      if (!mailbox) throw new Error(`The folder ${target.mailbox} could not be opened`);
      const validity = Number(mailbox.uidValidity);
      const state = await findSyncState(db, 'imap');
      const sameFolder = state?.validity === validity;
      result.lastUid = sameFolder ? Number(state.cursor ?? 0) : 0;
      const checkpoint = () =>
        recordSyncSuccess(db, 'imap', { validity, cursor: String(result.lastUid) });
      if (mailbox.exists > 0 && mailbox.uidNext > result.lastUid + 1) {
        let sinceCheckpoint = 0;
        for await (const message of client.fetch(
          `${result.lastUid + 1}:*`,
          { uid: true, flags: true, source: true },
          { uid: true },
        )) {
          // `n:*` still names the last message when none is above n.
          if (message.uid <= result.lastUid || !message.source) continue;
          const parsed = await simpleParser(message.source, { skipImageLinks: true });
          const incoming = incomingFromParsed(parsed, 'imap', { raw: message.source });
          incoming.isRead = message.flags?.has('\\Seen') ?? false;
          const outcome = await ingestMail({ db, storage, log }, incoming);
          if (outcome.status === 'stored') result.stored += 1;
          else if (outcome.status === 'duplicate') result.duplicates += 1;
          else result.deleted += 1;
          result.lastUid = message.uid;
          sinceCheckpoint += 1;
          if (sinceCheckpoint >= CHECKPOINT_EVERY) {
            await checkpoint();
            sinceCheckpoint = 0;
          }
        }
      }
      await checkpoint();
    } finally {
      lock.release();
    }
    await client.logout();
    log.info({ ...result }, 'IMAP sync finished');
    return result;
  } catch (error) {
    client.close();
    const reason = error instanceof Error ? error.message : String(error);
    await recordSyncError(db, 'imap', reason);
    throw error;
  }
}
