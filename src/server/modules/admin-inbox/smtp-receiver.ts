import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../../db/client.ts';
import { recordSyncError, recordSyncSuccess } from '../../../db/queries/mailbox-sync.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { ingestMail } from './ingest.ts';
import { incomingFromParsed } from './parsed-mail.ts';

/** Largest message accepted (announced in EHLO SIZE, refused beyond it). */
export const SMTP_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** The message's bytes. Past the SIZE limit the rest is read and dropped (it is refused anyway). */
async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= SMTP_MAX_MESSAGE_BYTES) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export type SmtpReceiver = { port: number; close(): Promise<void> };

/**
 * The embedded SMTP server (SMTP_LISTEN_PORT): mail to the platform's address lands in the
 * admin inbox. It only stores, never relays, so it needs no authentication, like an MX. A message
 * it cannot store is refused with a temporary error (451): the sender retries, nothing is lost;
 * the same message delivered again is stored once (its Message-ID).
 */
export async function startSmtpReceiver({
  db,
  storage,
  log,
  port,
  host,
}: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  port: number;
  host: string;
}): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    name: 'roamly',
    banner: 'Roamly mailbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: SMTP_MAX_MESSAGE_BYTES,
    // Enough for real senders; a flood cannot hold every socket of the process.
    maxClients: 50,
    logger: false,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      // The raw bytes too: a bounce or complaint report is read from them (delivery-report.ts).
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const parsed = await simpleParser(raw, { skipImageLinks: true });
          const result = await ingestMail(
            { db, storage, log },
            incomingFromParsed(parsed, 'smtp', { fallbackTo: envelopeTo, raw }),
          );
          await recordSyncSuccess(db, 'smtp');
          log.info({ status: result.status }, 'SMTP message received');
          callback();
        })
        .catch(async (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.warn({ err: error }, 'SMTP message could not be stored');
          await recordSyncError(db, 'smtp', reason).catch(() => {});
          callback(
            Object.assign(new Error('Mailbox temporarily unavailable, try again later'), {
              responseCode: 451,
            }),
          );
        });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'SMTP receiver error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  // Listening counts as a successful start of the channel (the inbox shows it as healthy).
  await recordSyncSuccess(db, 'smtp');
  log.info({ port: bound }, 'SMTP receiver listening');
  return {
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
