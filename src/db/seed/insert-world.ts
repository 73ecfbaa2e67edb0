/**
 * Writes the demo rows with multi-row INSERTs (one statement per table and chunk), so the whole
 * world lands in a handful of round trips inside the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  bookmarks,
  comments,
  conversations,
  follows,
  likes,
  messages,
  posts,
  users,
} from '../schema/index.ts';
import type { DemoWorldRows } from './build-world.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL allows 65,535 bind parameters per statement; 1,000 rows stays far below it. */
const CHUNK = 1_000;

/** An arbitrary constant: concurrent seeders (two instances starting together) take turns. */
const SEED_LOCK_ID = 72_646_164;

async function insertChunks<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

export async function hasAnyUser(db: Db | Tx): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  return found.length > 0;
}

/**
 * Inserts every row, parents first. Returns false without writing anything when another
 * process got there first (the table is no longer empty once the lock is ours).
 */
export async function insertDemoWorld(tx: Tx, rows: DemoWorldRows): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
  if (await hasAnyUser(tx)) return false;
  await insertChunks(tx, users, rows.users);
  await insertChunks(tx, follows, rows.follows);
  await insertChunks(tx, posts, rows.posts);
  await insertChunks(tx, likes, rows.likes);
  await insertChunks(tx, comments, rows.comments);
  await insertChunks(tx, bookmarks, rows.bookmarks);
  await insertChunks(tx, conversations, rows.conversations);
  await insertChunks(tx, messages, rows.messages);
  return true;
}
