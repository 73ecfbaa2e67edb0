import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';

/**
 * A local SMTP sink that only counts: per recipient, the Message-IDs it was given (read from the
 * headers as they stream by, without parsing whole messages, so the sink is never the bottleneck
 * of a throughput run).
 */
export async function startCountingSink() {
  const byRecipient = new Map<string, string[]>();
  let total = 0;
  let first = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 64,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '(none)';
        for (const rcpt of session.envelope.rcptTo) {
          const list = byRecipient.get(rcpt.address) ?? [];
          list.push(id);
          byRecipient.set(rcpt.address, list);
        }
        total += 1;
        last = Date.now();
        first ||= last;
        callback();
      });
    },
  });
  // The crash test kills the sender mid-session: its connections end in ECONNRESET, which an
  // SMTPServer without an error listener would throw out of the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    byRecipient,
    total: () => total,
    /** Messages a second between the first and the last one received. */
    rate: () => (total > 1 && last > first ? ((total - 1) * 1000) / (last - first) : 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A client on the embedded PostgreSQL of a server's DATA_DIR. */
export async function dataDirClient(dataDir: string): Promise<pg.Client> {
  const root = path.join(dataDir, 'pg');
  const password = readFileSync(path.join(root, 'password'), 'utf8').trim();
  const port = readFileSync(path.join(root, 'data', 'postmaster.pid'), 'utf8').split('\n')[3];
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/roamly`,
  });
  await client.connect();
  return client;
}

/** `count` verified members `<prefix><n>@sink.test` (the ones that exist already are kept). */
export async function seedVerifiedMembers(client: pg.ClientBase, count: number, prefix: string) {
  await client.query(
    `INSERT INTO users (email, first_name, last_name, email_verified_at)
     SELECT $2 || i || '@sink.test', 'Member' || i, 'Sink', now() FROM generate_series(1, $1) i
     ON CONFLICT (email) DO NOTHING`,
    [count, prefix],
  );
}

/** An admin with a live session, written directly; returns its Cookie header. */
export async function adminCookie(client: pg.ClientBase, email: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, role, email_verified_at)
     VALUES ($1, 'Campaign', 'Admin', 'admin', now())
     ON CONFLICT (email) DO UPDATE SET role = 'admin' RETURNING id`,
    [email],
  );
  const token = createSessionToken();
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [hashSessionToken(token), rows[0]?.id],
  );
  return `roamly_session=${token}`;
}
