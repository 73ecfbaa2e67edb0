import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { postsReachEveryoneSql } from './visibility.ts';
import { locationIsShownSql } from './search.ts';

export type TrendingRow = {
  name: string;
  postsCount: number;
  /** The newest images of the group, with their authors, so a viewer can skip blocked ones. */
  images: { url: string; userId: string }[];
};

/** Images kept per place, enough to find one that is not across a block. */
const IMAGES_PER_PLACE = 5;

/**
 * The places most named in the last `days` days, counting only posts that every member may
 * see: public posts of members who are not suspended, keep their profile public and show their
 * location. The answer is the same for every viewer (so it can be cached); blocks are applied
 * by the caller to the images. Reads the window through posts_created_at_idx.
 */
export function trendingDestinationsSql({ days, limit }: { days: number; limit: number }): SQL {
  return sql`
    SELECT
      mode() WITHIN GROUP (ORDER BY p.location) AS name,
      count(*)::int AS posts_count,
      (array_agg(p.image_url ORDER BY p.created_at DESC, p.id DESC)
        FILTER (WHERE p.image_url IS NOT NULL))[1:${sql.raw(String(IMAGES_PER_PLACE))}] AS image_urls,
      (array_agg(p.user_id::text ORDER BY p.created_at DESC, p.id DESC)
        FILTER (WHERE p.image_url IS NOT NULL))[1:${sql.raw(String(IMAGES_PER_PLACE))}] AS image_user_ids
    FROM posts p
    JOIN users a ON a.id = p.user_id
    WHERE p.created_at >= now() - make_interval(days => ${days})
      AND p.location IS NOT NULL
      AND btrim(p.location) <> ''
      AND p.privacy = 'public'
      AND a.suspended_at IS NULL
      AND ${postsReachEveryoneSql('a')}
      AND ${locationIsShownSql('a')}
    GROUP BY lower(p.location)
    ORDER BY posts_count DESC, name
    LIMIT ${limit}`;
}

export async function trendingDestinations(
  db: Db,
  params: { days: number; limit: number },
): Promise<TrendingRow[]> {
  const { rows } = await db.execute<{
    name: string;
    posts_count: number;
    image_urls: string[] | null;
    image_user_ids: string[] | null;
  }>(trendingDestinationsSql(params));
  return rows.map((row) => {
    const urls = row.image_urls ?? [];
    const userIds = row.image_user_ids ?? [];
    return {
      name: row.name,
      postsCount: row.posts_count,
      images: urls.map((url, i) => ({ url, userId: userIds[i] ?? '' })),
    };
  });
}

/** Members the viewer blocked or who blocked the viewer (usually none; both lookups indexed). */
export async function blockedEitherWay(db: Db, { viewerId }: { viewerId: string }) {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT blocked_id AS id FROM blocks WHERE blocker_id = ${viewerId}
    UNION
    SELECT blocker_id AS id FROM blocks WHERE blocked_id = ${viewerId}
  `);
  return new Set(rows.map((row) => row.id));
}
