import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profileIsPublicSql } from './visibility.ts';

/** The top of a profile as everyone sees it: what the server draws of it (no e-mail, nothing private). */
export type PublicProfileTop = {
  coverImageUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: boolean;
};

/**
 * A member's cover, name, photo and premium mark when everyone may see their profile (public, not
 * suspended); null for a private or suspended member. One primary-key probe. Read for the profile
 * page's image hint and drawn header (`server/modules/lcp-preload`, `modules/first-paint`), which
 * must show nothing private.
 */
export async function findPublicProfileTop(
  db: Db,
  params: { userId: string },
): Promise<PublicProfileTop | null> {
  const { rows } = await db.execute<{
    cover_image_url: string | null;
    first_name: string | null;
    last_name: string | null;
    profile_image_url: string | null;
    is_premium: boolean;
  }>(sql`
    SELECT u.cover_image_url, u.first_name, u.last_name, u.profile_image_url,
      coalesce(u.premium_until > now(), false) AS is_premium
    FROM users u
    WHERE u.id = ${params.userId} AND u.suspended_at IS NULL AND ${profileIsPublicSql('u')}`);
  const row = rows[0];
  if (!row) return null;
  return {
    coverImageUrl: row.cover_image_url,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isPremium: row.is_premium,
  };
}
