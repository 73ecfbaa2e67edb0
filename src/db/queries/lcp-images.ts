import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profileIsPublicSql } from './visibility.ts';

/**
 * A member's cover photo when everyone may see their profile (public, not suspended); null for a
 * private or suspended member, or one without a cover. One primary-key probe. Read for the
 * profile page's image hint (`server/modules/lcp-preload`), which must show nothing private.
 */
export async function findPublicCover(db: Db, params: { userId: string }): Promise<string | null> {
  const { rows } = await db.execute<{ cover_image_url: string | null }>(sql`
    SELECT u.cover_image_url FROM users u
    WHERE u.id = ${params.userId} AND u.suspended_at IS NULL AND ${profileIsPublicSql('u')}`);
  return rows[0]?.cover_image_url ?? null;
}
