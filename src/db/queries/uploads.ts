import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { media, uploadSessions } from '../schema/index.ts';

export type NewMediaRow = typeof media.$inferInsert;
export type UploadMediaRow = typeof media.$inferSelect;
export type UploadSessionRow = typeof uploadSessions.$inferSelect;

/** A freshly stored upload; undefined when a row with this id already exists (a repeated finalize). */
export async function insertUploadedMedia(
  db: Db,
  values: NewMediaRow,
): Promise<UploadMediaRow | undefined> {
  const [row] = await db.insert(media).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMediaById(
  db: Db,
  { id }: { id: string },
): Promise<UploadMediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** The rows behind these /uploads URLs (a URL names at most one row). */
export async function findMediaOwnersByUrls(
  db: Db,
  { urls }: { urls: string[] },
): Promise<Array<{ id: string; userId: string; url: string }>> {
  if (urls.length === 0) return [];
  return db
    .select({ id: media.id, userId: media.userId, url: media.url })
    .from(media)
    .where(inArray(media.url, urls));
}

/** Marks the member's uploads behind these URLs as in use (profile or cover photo). */
export async function markMediaAttached(
  db: Db,
  { userId, urls }: { userId: string; urls: string[] },
): Promise<void> {
  if (urls.length === 0) return;
  await db
    .update(media)
    .set({ attachedAt: sql`now()` })
    .where(and(inArray(media.url, urls), eq(media.userId, userId), isNull(media.attachedAt)));
}

/**
 * Records a chunk's upload (first chunk: creates the session; later ones: refresh `updated_at`
 * so the cleanup job leaves an active upload alone). Returns the session as stored, whose
 * `totalChunks` the caller compares with the chunk's.
 */
export async function touchUploadSession(
  db: Db,
  values: {
    userId: string;
    uploadId: string;
    fileName: string;
    fileType: string;
    totalChunks: number;
  },
): Promise<UploadSessionRow> {
  const [row] = await db
    .insert(uploadSessions)
    .values(values)
    .onConflictDoUpdate({
      target: [uploadSessions.userId, uploadSessions.uploadId],
      set: { updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upload session upsert returned no row');
  return row;
}

export async function findUploadSession(
  db: Db,
  { userId, uploadId }: { userId: string; uploadId: string },
): Promise<UploadSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.userId, userId), eq(uploadSessions.uploadId, uploadId)))
    .limit(1);
  return row;
}

/** Uploads the member has in progress (bounded, so nobody fills the disk with open uploads). */
export async function countUploadSessions(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploadSessions)
    .where(eq(uploadSessions.userId, userId));
  return row?.count ?? 0;
}

/** The member's upload in progress that was touched longest ago. */
export async function oldestUploadSession(
  db: Db,
  { userId }: { userId: string },
): Promise<UploadSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(eq(uploadSessions.userId, userId))
    .orderBy(uploadSessions.updatedAt)
    .limit(1);
  return row;
}

export async function deleteUploadSession(
  db: Db,
  { userId, uploadId }: { userId: string; uploadId: string },
): Promise<void> {
  await db
    .delete(uploadSessions)
    .where(and(eq(uploadSessions.userId, userId), eq(uploadSessions.uploadId, uploadId)));
}

/** Removes sessions untouched since `before`; returns them so their chunks can be deleted. */
export async function deleteStaleUploadSessions(
  db: Db,
  { before }: { before: Date },
): Promise<Array<{ userId: string; uploadId: string }>> {
  return db
    .delete(uploadSessions)
    .where(lt(uploadSessions.updatedAt, before))
    .returning({ userId: uploadSessions.userId, uploadId: uploadSessions.uploadId });
}

/** Whether a session row exists for this chunk folder (the cleanup leaves live ones alone). */
export async function uploadSessionExists(
  db: Db,
  { userId, uploadId }: { userId: string; uploadId: string },
): Promise<boolean> {
  return (await findUploadSession(db, { userId, uploadId })) !== undefined;
}

/**
 * Deletes up to `limit` uploads that were never attached to anything (no post, not a profile or
 * cover photo) and are older than `before`; returns them so their files can be removed. Rows
 * locked by a post being created right now are skipped, not waited for.
 */
export async function deleteUnattachedMedia(
  db: Db,
  { before, limit }: { before: Date; limit: number },
): Promise<UploadMediaRow[]> {
  const stale = db
    .select({ id: media.id })
    .from(media)
    .where(and(isNull(media.attachedAt), isNull(media.postId), lt(media.createdAt, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(media).where(inArray(media.id, stale)).returning();
}
