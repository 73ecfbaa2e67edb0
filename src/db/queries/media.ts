import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TMediaVariant, TPostMedia } from '../../contract/media.ts';
import type { Db } from '../client.ts';
import { media, posts, type MediaExif } from '../schema/index.ts';

export type MediaRow = typeof media.$inferSelect;

/** A media row as every viewer of its post sees it (no EXIF, no storage keys). */
export function toPostMedia(row: MediaRow): TPostMedia {
  return {
    id: row.id,
    url: row.url,
    type: row.kind,
    status: row.status,
    width: row.width,
    height: row.height,
    variants: row.variants,
    posterUrl: row.posterUrl,
    durationSeconds: row.durationSeconds,
    placeholder: row.placeholder,
  };
}

export async function findMedia(db: Db, { id }: { id: string }): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** The rows behind these URLs (each URL is unique), in no particular order. */
export async function findMediaByUrls(db: Db, { urls }: { urls: string[] }): Promise<MediaRow[]> {
  if (urls.length === 0) return [];
  return db.select().from(media).where(inArray(media.url, urls));
}

/**
 * Attaches the member's own, unattached post uploads to a post and returns them as they are now.
 * The row locks make a concurrent second post (or a processing job) wait, and it then sees the
 * rows attached; the caller compares the count with what it asked for.
 */
export async function attachMediaToPost(
  db: Db,
  { ids, postId, userId }: { ids: string[]; postId: string; userId: string },
): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(media)
    .set({ postId, attachedAt: sql`now()` })
    .where(
      and(
        inArray(media.id, ids),
        eq(media.userId, userId),
        eq(media.purpose, 'post'),
        isNull(media.postId),
      ),
    )
    .returning();
}

/** The media of a post (to remove their files with it). */
export async function findPostMedia(db: Db, { postId }: { postId: string }): Promise<MediaRow[]> {
  return db.select().from(media).where(eq(media.postId, postId));
}

/**
 * Deletes the upload row of a message's picture once no message shows it any more (a picture
 * sent twice stays with the other message); returns the deleted row for its files.
 * Reads media_url_unique and messages_image_url_idx.
 */
export async function deleteOrphanMessageImage(
  db: Db,
  { url }: { url: string },
): Promise<MediaRow[]> {
  return db
    .delete(media)
    .where(
      and(
        eq(media.url, url),
        isNull(media.postId),
        sql`NOT EXISTS (SELECT 1 FROM messages m WHERE m.image_url = ${media.url})`,
      ),
    )
    .returning();
}

export async function deleteMediaRows(db: Db, { ids }: { ids: string[] }): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(media).where(inArray(media.id, ids));
}

/** Fields a processing job writes; status 'processing' keeps the row in progress. */
export type MediaProcessingUpdate = {
  status?: 'processing' | 'ready' | 'failed';
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  variants?: TMediaVariant[];
  posterUrl?: string | null;
  /** The blur-up data URI (images: with the first progress update; videos: from the poster). */
  placeholder?: string | null;
  thumbnails?: string[];
  exif?: MediaExif | null;
  processed?: boolean;
};

/**
 * Writes a job's progress on a media row and, when the row belongs to a post, the same item in
 * the post's denormalised `media` list (in place, keeping its order), in one transaction.
 * Undefined when the row is gone (its post was deleted meanwhile).
 */
export async function updateProcessedMedia(
  db: Db,
  { id, update }: { id: string; update: MediaProcessingUpdate },
): Promise<MediaRow | undefined> {
  const { processed, ...fields } = update;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({ ...fields, ...(processed ? { processedAt: sql`now()` } : {}) })
      .where(eq(media.id, id))
      .returning();
    if (row?.postId) await replacePostMediaItem(tx, { postId: row.postId, item: toPostMedia(row) });
    return row;
  });
}

/**
 * Replaces one item of posts.media by id. The new list is computed from the row as the UPDATE
 * finds it (re-read after any concurrent writer commits), so two jobs of one post never lose
 * each other's changes.
 */
async function replacePostMediaItem(
  db: Db,
  { postId, item }: { postId: string; item: TPostMedia },
): Promise<void> {
  const value = JSON.stringify(item);
  await db
    .update(posts)
    .set({
      media: sql`(
        SELECT coalesce(
          jsonb_agg(CASE WHEN e->>'id' = ${item.id} THEN ${value}::jsonb ELSE e END ORDER BY ord),
          '[]'::jsonb
        )
        FROM jsonb_array_elements(${posts.media}) WITH ORDINALITY AS t(e, ord)
      )`,
    })
    .where(eq(posts.id, postId));
}

/** Sets a post's media list (post creation, from the rows just attached). */
export async function setPostMedia(
  db: Db,
  { postId, items }: { postId: string; items: TPostMedia[] },
): Promise<void> {
  await db
    .update(posts)
    .set({ media: sql`${JSON.stringify(items)}::jsonb` })
    .where(eq(posts.id, postId));
}

/** What the YouTube job needs of a post. */
export async function findPostForYouTube(
  db: Db,
  { postId }: { postId: string },
): Promise<
  | {
      id: string;
      content: string;
      tags: string[];
      youtubeConsent: boolean;
      youtubeVideoId: string | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: posts.id,
      content: posts.content,
      tags: posts.tags,
      youtubeConsent: posts.youtubeConsent,
      youtubeVideoId: posts.youtubeVideoId,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}

/** Records the YouTube id once (a second attempt never overwrites the first). */
export async function setPostYouTubeVideoId(
  db: Db,
  { postId, videoId }: { postId: string; videoId: string },
): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ youtubeVideoId: videoId })
    .where(and(eq(posts.id, postId), isNull(posts.youtubeVideoId)))
    .returning({ id: posts.id });
  return rows.length > 0;
}
