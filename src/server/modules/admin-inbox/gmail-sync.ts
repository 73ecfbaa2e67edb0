import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import type { Db } from '../../../db/client.ts';
import {
  findSyncState,
  recordSyncError,
  recordSyncSuccess,
} from '../../../db/queries/mailbox-sync.ts';
import type { AppConfig, GmailConfig } from '../../config.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { GmailError, gmailApi, refreshAccessToken } from './gmail-client.ts';
import { ingestMail } from './ingest.ts';
import { decryptCredential } from './mailbox-secret.ts';
import { incomingFromParsed } from './parsed-mail.ts';

/** A first sync (or one whose history expired) reads at most this many of the newest messages. */
const FULL_SYNC_LIMIT = 500;

export type GmailSyncResult = {
  stored: number;
  duplicates: number;
  deleted: number;
  historyId: string;
  full: boolean;
};

/**
 * One pass of the Gmail sync: the first (or after a re-authorisation, or when Google no longer
 * has the history) lists the inbox, later ones read only what the history says was added since
 * the last history id. Every message goes through the Message-ID de-duplication and tombstones,
 * so overlaps between passes never duplicate and deleted mail stays deleted. Read-only scope:
 * the account's UNREAD labels are read, never changed.
 */
export async function syncGmail({
  db,
  storage,
  log,
  config,
}: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'mailboxSecret' | 'dataDir'> & { gmail: GmailConfig };
}): Promise<GmailSyncResult | { skipped: string }> {
  const state = await findSyncState(db, 'gmail');
  if (!state?.secret) return { skipped: 'No Gmail account is connected' };
  try {
    const refreshToken = await decryptCredential(config, state.secret);
    const { access_token: accessToken } = await refreshAccessToken(config.gmail, refreshToken);
    const api = gmailApi(config.gmail, accessToken);
    const result: GmailSyncResult = {
      stored: 0,
      duplicates: 0,
      deleted: 0,
      historyId: state.cursor ?? '',
      full: false,
    };

    const ids: string[] = [];
    let history = state.cursor ? await readHistory(api, state.cursor, ids) : null;
    if (!history) {
      // Take the history id before listing: what arrives meanwhile is in the next pass's history.
      const profile = await api.profile();
      ids.length = 0;
      let pageToken: string | undefined;
      do {
        const page = await api.listMessages(pageToken);
        ids.push(...(page.messages ?? []).map((message) => message.id));
        pageToken = page.nextPageToken;
      } while (pageToken && ids.length < FULL_SYNC_LIMIT);
      history = profile.historyId;
      result.full = true;
    }
    result.historyId = history;

    // Oldest first, so a thread's first message usually arrives before its replies.
    for (const id of [...new Set(ids)].reverse().slice(0, FULL_SYNC_LIMIT)) {
      const message = await api.rawMessage(id);
      const raw = Buffer.from(message.raw, 'base64url');
      const parsed = await simpleParser(raw, { skipImageLinks: true });
      const incoming = incomingFromParsed(parsed, 'gmail', { raw });
      incoming.isRead = !(message.labelIds ?? []).includes('UNREAD');
      const outcome = await ingestMail({ db, storage, log }, incoming);
      if (outcome.status === 'stored') result.stored += 1;
      else if (outcome.status === 'duplicate') result.duplicates += 1;
      else result.deleted += 1;
    }
    await recordSyncSuccess(db, 'gmail', { validity: null, cursor: result.historyId });
    log.info({ ...result }, 'Gmail sync finished');
    return result;
  } catch (error) {
    await recordSyncError(db, 'gmail', error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * The ids added to the inbox since `startHistoryId`, and the history id to continue from; null
 * when Google no longer has that history (404): the caller lists the inbox instead.
 */
async function readHistory(
  api: ReturnType<typeof gmailApi>,
  startHistoryId: string,
  ids: string[],
): Promise<string | null> {
  let pageToken: string | undefined;
  let latest = startHistoryId;
  try {
    do {
      const page = await api.history(startHistoryId, pageToken);
      for (const entry of page.history ?? []) {
        for (const added of entry.messagesAdded ?? []) ids.push(added.message.id);
      }
      latest = page.historyId;
      pageToken = page.nextPageToken;
    } while (pageToken);
    return latest;
  } catch (error) {
    if (error instanceof GmailError && error.status === 404) return null;
    throw error;
  }
}
