import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { media, posts } from '../schema/index.ts';

/** A media row as the AI service reads it (EXIF and storage keys included: server-only). */
export type AiMediaRow = typeof media.$inferSelect;

/** The member's own upload behind this URL, or undefined (missing and someone else's alike). */
export async function findOwnMediaByUrl(
  db: Db,
  { url, userId }: { url: string; userId: string },
): Promise<AiMediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.url, url), eq(media.userId, userId)))
    .limit(1);
  return row;
}

/** The first of these URLs that is an upload of the member (a post's image or video). */
export async function findAuthorMediaByUrls(
  db: Db,
  { urls, userId }: { urls: string[]; userId: string },
): Promise<AiMediaRow | undefined> {
  if (urls.length === 0) return undefined;
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.url, urls), eq(media.userId, userId)));
  return urls.map((url) => rows.find((row) => row.url === url)).find((row) => row !== undefined);
}

/** The member's most recent video upload (the AI test page). */
export async function findLatestVideo(
  db: Db,
  { userId }: { userId: string },
): Promise<AiMediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.userId, userId), eq(media.kind, 'video')))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(1);
  return row;
}

/**
 * Stores a post's AI captions and thumbnails (the service checked the author). Not an edit of
 * what the author wrote, so updatedAt stays.
 */
export async function setPostAiSuggestions(
  db: Db,
  params: { postId: string; aiCaptions: string[]; aiThumbnails: string[] },
): Promise<void> {
  await db
    .update(posts)
    .set({ aiCaptions: params.aiCaptions, aiThumbnails: params.aiThumbnails })
    .where(eq(posts.id, params.postId));
}
