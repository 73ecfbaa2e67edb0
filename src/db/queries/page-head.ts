import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { postVisibleToEveryone, profileIsPublicSql } from './visibility.ts';

/**
 * Reads of the server-rendered heads of public pages (`server/modules/page-head`): always what a
 * signed-out visitor may see, one primary-key probe each.
 */

export type ProfileHeadRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  /** Null when the member hides their location (Privacy & Safety → Show location off). */
  location: string | null;
  profileImageUrl: string | null;
  /** Profile visibility on (a private profile shows its name only, and is kept out of search). */
  isPublic: boolean;
  updatedAt: Date;
};

/** A member who is not suspended, with what their privacy settings let everyone see. */
export async function findProfileHead(
  db: Db,
  params: { userId: string },
): Promise<ProfileHeadRow | null> {
  const { rows } = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    bio: string | null;
    location: string | null;
    profile_image_url: string | null;
    is_public: boolean;
    updated_at: string | Date;
  }>(sql`
    SELECT u.id, u.first_name, u.last_name, u.bio, u.profile_image_url, u.updated_at,
      CASE WHEN coalesce((u.privacy_settings->>'showLocation')::boolean, true)
        THEN u.location END AS location,
      ${profileIsPublicSql('u')} AS is_public
    FROM users u
    WHERE u.id = ${params.userId} AND u.suspended_at IS NULL`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    // A private profile shows its name and photo to members only; nothing else leaves here.
    bio: row.is_public ? row.bio : null,
    location: row.is_public ? row.location : null,
    profileImageUrl: row.is_public ? row.profile_image_url : null,
    isPublic: row.is_public,
    updatedAt: new Date(row.updated_at),
  };
}

export type PostHeadRow = {
  id: string;
  content: string;
  /** Null when the author hides their location. */
  location: string | null;
  /** Null for a post marked sensitive (its photo is blurred in the app). */
  imageUrl: string | null;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  updatedAt: Date;
  author: { id: string; firstName: string | null; lastName: string | null };
};

/** A post anyone may see (public, author public, not hidden or suspended); null otherwise. */
export async function findPublicPostHead(
  db: Db,
  params: { postId: string },
): Promise<PostHeadRow | null> {
  const { rows } = await db.execute<{
    id: string;
    content: string;
    location: string | null;
    image_url: string | null;
    likes_count: number;
    comments_count: number;
    created_at: string | Date;
    updated_at: string | Date;
    user_id: string;
    first_name: string | null;
    last_name: string | null;
  }>(sql`
    SELECT p.id, p.content, p.likes_count, p.comments_count, p.created_at, p.updated_at,
      CASE WHEN coalesce((a.privacy_settings->>'showLocation')::boolean, true)
        THEN p.location END AS location,
      CASE WHEN p.sensitive_at IS NULL THEN p.image_url END AS image_url,
      a.id AS user_id, a.first_name, a.last_name
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE p.id = ${params.postId} AND ${postVisibleToEveryone('p', 'a')}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    content: row.content,
    location: row.location,
    imageUrl: row.image_url,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    author: { id: row.user_id, firstName: row.first_name, lastName: row.last_name },
  };
}
