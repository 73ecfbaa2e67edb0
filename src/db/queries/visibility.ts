import { sql, type SQL } from 'drizzle-orm';

/**
 * The one SQL rule for who sees a post (issue 6), used by every feed, profile, search, comment
 * list, activity item and direct read. `post` and `author` are the aliases the calling query
 * gave `posts` and the author's `users` row. It mirrors `canSeePost` in
 * `server/modules/posts/posts.policy.ts` (a test checks both on the same matrix):
 *
 * - the author always sees their post;
 * - nobody else sees a suspended member's posts, a post a moderator hid, or posts across a block
 *   in either direction;
 * - `public` posts show to everyone, unless the author made their profile private (Privacy &
 *   Safety → profile visibility off) or an operator limited them: then to followers only;
 * - `followers` posts show to followers; `private` posts only to the author.
 *
 * Every lookup is a primary-key probe (follows and blocks are keyed by both ids), so the filter
 * costs a few index reads per candidate row.
 */
export function postVisibleTo(viewerId: string, post = 'p', author = 'a'): SQL {
  const p = sql.raw(post);
  const a = sql.raw(author);
  const follows = sql`EXISTS (SELECT 1 FROM follows vf WHERE vf.follower_id = ${viewerId} AND vf.following_id = ${p}.user_id)`;
  return sql`(${p}.user_id = ${viewerId} OR (
    ${a}.suspended_at IS NULL AND ${p}.hidden_at IS NULL
    AND ${notBlockedSql(viewerId, sql`${p}.user_id`)}
    AND (
      (${p}.privacy = 'public' AND (${postsReachEveryoneSql(author)} OR ${follows}))
      OR (${p}.privacy = 'followers' AND ${follows})
    )
  ))`;
}

/**
 * How many of the author's posts the viewer may see: `postVisibleTo` applied to a whole profile.
 * The author-level parts (block, suspension, follow, private profile) are decided once, so the
 * count itself is an index-only scan of the author's posts by privacy (the profile index
 * INCLUDEs it). The owner gets the trigger-maintained total.
 */
export function visiblePostsCountSql(viewerId: string, author = 'u'): SQL<number> {
  const a = sql.raw(author);
  const follows = sql`EXISTS (SELECT 1 FROM follows vf WHERE vf.follower_id = ${viewerId} AND vf.following_id = ${a}.id)`;
  const count = (privacy: SQL) =>
    sql`(SELECT count(*)::int FROM posts vp WHERE vp.user_id = ${a}.id AND ${privacy})`;
  return sql<number>`(CASE
    WHEN ${a}.id = ${viewerId} THEN ${a}.posts_count
    WHEN ${a}.suspended_at IS NOT NULL OR NOT (${notBlockedSql(viewerId, sql`${a}.id`)}) THEN 0
    WHEN ${follows} THEN ${count(sql`vp.privacy IN ('public', 'followers')`)}
    WHEN ${postsReachEveryoneSql(author)} THEN ${count(sql`vp.privacy = 'public'`)}
    ELSE 0
  END)`.mapWith(Number);
}

/**
 * What anyone may see, signed in or not (public destination pages, place photos): the
 * `public` posts of members who are not suspended and keep their profile public. Signed-in
 * viewers get `postVisibleTo` instead, which adds their own, followers' and block rules.
 */
export function postVisibleToEveryone(post = 'p', author = 'a'): SQL {
  return sql`(${sql.raw(post)}.privacy = 'public' AND ${sql.raw(post)}.hidden_at IS NULL AND ${sql.raw(author)}.suspended_at IS NULL AND ${postsReachEveryoneSql(author)})`;
}

/**
 * The author's public posts reach people who do not follow them: the profile is public and no
 * operator limited the member (issue 22: a limited member's posts reach followers only).
 */
export function postsReachEveryoneSql(author = 'a'): SQL {
  return sql`(${profileIsPublicSql(author)} AND ${sql.raw(author)}.limited_at IS NULL)`;
}

/** Neither member blocked the other. */
export function notBlockedSql(viewerId: string, otherUserId: SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM blocks vb WHERE vb.blocker_id = ${viewerId} AND vb.blocked_id = ${otherUserId})
    AND NOT EXISTS (SELECT 1 FROM blocks vb2 WHERE vb2.blocker_id = ${otherUserId} AND vb2.blocked_id = ${viewerId})`;
}

/** The member left "profile visibility" on (a missing setting means the default, on). */
export function profileIsPublicSql(author = 'a'): SQL {
  return sql`coalesce((${sql.raw(author)}.privacy_settings->>'profileVisibility')::boolean, true)`;
}

/**
 * Whether the viewer may find a member at all (search, suggestions, profiles): themselves, or a
 * member who is not suspended and with no block either way.
 */
export function userVisibleTo(viewerId: string, user = 'u'): SQL {
  const u = sql.raw(user);
  return sql`(${u}.id = ${viewerId} OR (${u}.suspended_at IS NULL AND ${notBlockedSql(viewerId, sql`${u}.id`)}))`;
}
