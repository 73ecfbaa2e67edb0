import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TPostAuthor } from '../../contract/posts.ts';
import type { Db } from '../client.ts';
import { comments } from '../schema/index.ts';
import { executeBatched, type BatchedStatement } from '../feed-engine/batched.ts';
import { placeholder } from '../feed-engine/prepared.ts';
import { authorColumns, authorOf, isoTime, type RawAuthor } from './card-columns.ts';
import { epochMicros, fromEpochMicros, sqlInt } from './posts.ts';
import { postVisibleTo, userVisibleTo } from './visibility.ts';

/** A comment with its author, as the list shows it. */
export type CommentRow = {
  id: string;
  postId: string;
  userId: string;
  content: string;
  createdAt: string;
  author: TPostAuthor;
  /** created_at in epoch microseconds, the keyset of the list. */
  cursorKey: string;
};

type RawComment = RawAuthor & {
  id: string;
  post_id: string;
  user_id: string;
  content: string;
  created_at: string;
  cursor_key: string;
};

const toComment = (row: RawComment): CommentRow => ({
  id: row.id,
  postId: row.post_id,
  userId: row.user_id,
  content: row.content,
  createdAt: row.created_at,
  author: authorOf(row.user_id, row),
  cursorKey: row.cursor_key,
});

const commentColumns = sql`c.id, c.post_id, c.user_id, c.content,
  ${isoTime(sql`c.created_at`)} AS created_at, ${authorColumns('u')},
  ${epochMicros(sql`c.created_at`)} AS cursor_key`;

/**
 * One page of a post's comments, oldest first (comments_post_id_created_at_idx), reading
 * `limit + 1` rows, in ONE statement with the post's visibility: no row at all means the
 * viewer may not see the post (or it does not exist); a visible post without comments gives
 * one row whose comment columns are null. Comments by suspended members or across a block
 * with the viewer are left out.
 */
export function postCommentsQuery(params: {
  viewerId: string;
  postId: string;
  limit: number;
  after?: { key: string; id: string };
}): SQL {
  const after = params.after
    ? sql`AND (c.created_at, c.id) > (${fromEpochMicros(params.after.key)}, ${params.after.id}::uuid)`
    : sql``;
  return sql`SELECT vp.user_id AS post_user_id, page.id, page.post_id, page.user_id, page.content,
      page.created_at, page.author_first_name, page.author_last_name,
      page.author_profile_image_url, page.author_is_premium, page.cursor_key
    FROM posts vp JOIN users va ON va.id = vp.user_id
    LEFT JOIN LATERAL (
      SELECT ${commentColumns}, c.created_at AS sort_at
      FROM comments c JOIN users u ON u.id = c.user_id
      WHERE c.post_id = vp.id ${after} AND ${userVisibleTo(params.viewerId, 'u')}
        AND (c.hidden_at IS NULL OR c.user_id = ${params.viewerId})
      ORDER BY c.created_at ASC, c.id ASC
      LIMIT ${sqlInt(params.limit + 1)}
    ) page ON TRUE
    WHERE vp.id = ${params.postId} AND ${postVisibleTo(params.viewerId, 'vp', 'va')}
    ORDER BY page.sort_at ASC, page.id ASC`;
}

/**
 * `postCommentsQuery` as a fixed shape (see `executeShape`): the text depends only on the page
 * size and the cursor; concurrent runs share one statement (`executeBatched`).
 */
export function postCommentsShape(
  params: Parameters<typeof postCommentsQuery>[0],
): BatchedStatement {
  return {
    key: `comments:${params.limit}:${params.after ? 'after' : ''}`,
    build: () =>
      postCommentsQuery({
        viewerId: placeholder('viewer'),
        postId: placeholder('postId'),
        limit: params.limit,
        after: params.after && { key: placeholder('afterKey'), id: placeholder('afterId') },
      }),
    values: {
      viewer: params.viewerId,
      postId: params.postId,
      afterKey: params.after?.key,
      afterId: params.after?.id,
    },
    types: { viewer: 'uuid', postId: 'uuid', afterKey: 'text', afterId: 'uuid' },
  };
}

/** A page of comments and who wrote the post, or undefined when the viewer may not see it. */
export async function listPostComments(
  db: Db,
  params: Parameters<typeof postCommentsQuery>[0],
): Promise<{ postUserId: string; rows: CommentRow[] } | undefined> {
  const rows = await executeBatched<RawComment & { post_user_id: string }>(
    db,
    postCommentsShape(params),
  );
  const [first] = rows;
  if (!first) return undefined;
  return {
    postUserId: first.post_user_id,
    rows: rows.filter((row) => row.id !== null).map(toComment),
  };
}

/** Stores a comment and returns it as the list shows it (the comments_count trigger runs). */
export async function insertComment(
  db: Db,
  values: { postId: string; userId: string; content: string },
): Promise<CommentRow> {
  const result = await db.execute<RawComment>(sql`
    WITH c AS (
      INSERT INTO comments (post_id, user_id, content)
      VALUES (${values.postId}, ${values.userId}, ${values.content})
      RETURNING *
    )
    SELECT ${commentColumns} FROM c JOIN users u ON u.id = c.user_id`);
  const [row] = result.rows;
  if (!row) throw new Error('comment insert returned nothing');
  return toComment(row);
}

/** A comment on the given post, with who wrote it; undefined when there is none. */
export async function findComment(
  db: Db,
  params: { postId: string; commentId: string },
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, params.commentId), eq(comments.postId, params.postId)));
  return row;
}

export async function deleteComment(db: Db, params: { commentId: string }): Promise<void> {
  await db.delete(comments).where(eq(comments.id, params.commentId));
}
