import { sql, type SQL } from 'drizzle-orm';
import type { TPostAuthor } from '../../contract/posts.ts';

/** A timestamp as an ISO string, formatted in SQL (no driver-dependent date parsing). */
export const isoTime = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The author fields a post card or a comment shows, from the `users` row aliased `alias`. */
export const authorColumns = (alias: string): SQL =>
  sql.raw(`${alias}.first_name AS author_first_name, ${alias}.last_name AS author_last_name,
      ${alias}.profile_image_url AS author_profile_image_url,
      coalesce(${alias}.premium_until > now(), false) AS author_is_premium`);

/** The columns of `authorColumns` as PostgreSQL returns them. */
export type RawAuthor = {
  author_first_name: string | null;
  author_last_name: string | null;
  author_profile_image_url: string | null;
  author_is_premium: boolean;
};

export function authorOf(userId: string, row: RawAuthor): TPostAuthor {
  return {
    id: userId,
    firstName: row.author_first_name,
    lastName: row.author_last_name,
    profileImageUrl: row.author_profile_image_url,
    isPremium: row.author_is_premium,
  };
}
