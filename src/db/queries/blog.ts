import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { blogPosts, blogPostViews, users } from '../schema/index.ts';

/** Blog posts (issue 24 §4): the admin list and editor, the public page, the job, the feed. */

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostInsert = typeof blogPosts.$inferInsert;
export type BlogPostChanges = Partial<Omit<BlogPostInsert, 'id' | 'createdAt'>>;

/** The admin list reads at most this many posts (newest first). */
export const BLOG_ADMIN_LIST_LIMIT = 500;

export async function listBlogPosts(db: Db): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(BLOG_ADMIN_LIST_LIMIT);
}

/** Scheduled posts whose time passed more than `graceMinutes` ago (the job is not running). */
export async function countMissedSchedules(db: Db, { graceMinutes }: { graceMinutes: number }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.status, 'scheduled'),
        lte(blogPosts.publishAt, sql`now() - make_interval(mins => ${graceMinutes})`),
      ),
    );
  return row?.count ?? 0;
}

export async function findBlogPostBySlug(db: Db, { slug }: { slug: string }) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row ?? null;
}

/** A post with its author's display name (the public page). */
export async function findBlogPostWithAuthor(db: Db, { slug }: { slug: string }) {
  const [row] = await db
    .select({
      post: blogPosts,
      authorName: sql<
        string | null
      >`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function findBlogPostById(
  db: Db,
  { id, lock = false }: { id: string; lock?: boolean },
) {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether another post holds the slug. */
export async function blogSlugTaken(
  db: Db,
  { slug, exceptId }: { slug: string; exceptId?: string },
) {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function insertBlogPost(db: Db, values: BlogPostInsert): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog post insert returned nothing');
  return row;
}

export async function updateBlogPost(
  db: Db,
  { id, changes }: { id: string; changes: BlogPostChanges },
): Promise<BlogPostRow> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!row) throw new Error('blog post update returned nothing');
  return row;
}

/**
 * Publishes every scheduled post that is due, each exactly once: the status guard makes a second
 * run (another instance, a retry, a restart) find nothing. Returns the posts it published.
 */
export async function publishDueBlogPosts(db: Db) {
  return db
    .update(blogPosts)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, sql`now()`)))
    .returning({
      id: blogPosts.id,
      slug: blogPosts.slug,
      publishAt: blogPosts.publishAt,
    });
}

/**
 * Counts one view of a post by a visitor on a UTC day: the view row is new only once, and the
 * counter moves only then, in one statement. Returns the counter and whether it moved.
 */
export async function countBlogView(
  db: Db,
  { postId, visitorKey }: { postId: string; visitorKey: string },
): Promise<{ counted: boolean; viewCount: number }> {
  const result = await db.execute<{ counted: boolean; view_count: number }>(sql`
    WITH fresh AS (
      INSERT INTO ${blogPostViews} (post_id, visitor_key, day)
      VALUES (${postId}, ${visitorKey}, (now() AT TIME ZONE 'UTC')::date)
      ON CONFLICT DO NOTHING
      RETURNING post_id
    ), bumped AS (
      UPDATE ${blogPosts} SET view_count = view_count + 1
      WHERE id IN (SELECT post_id FROM fresh)
      RETURNING view_count
    )
    SELECT EXISTS (SELECT 1 FROM bumped) AS counted,
      coalesce((SELECT view_count FROM bumped),
        (SELECT view_count FROM ${blogPosts} WHERE id = ${postId}))::int AS view_count`);
  const row = result.rows[0];
  return { counted: row?.counted === true, viewCount: row?.view_count ?? 0 };
}

/** Forgets view rows of days that can no longer be counted again (before yesterday, UTC). */
export async function pruneBlogViews(db: Db): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM ${blogPostViews} WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`,
  );
  return result.rowCount ?? 0;
}

/** The newest published posts (the feed). */
export async function latestPublishedBlogPosts(db: Db, { limit }: { limit: number }) {
  return db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/** One keyset page of published posts by slug (the sitemap). */
export async function publishedBlogSlugsAfter(
  db: Db,
  { after, limit }: { after: string | null; limit: number },
) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(
      after === null
        ? eq(blogPosts.status, 'published')
        : and(eq(blogPosts.status, 'published'), gt(blogPosts.slug, after)),
    )
    .orderBy(asc(blogPosts.slug))
    .limit(limit);
}

/** The id when it names a member (an author named by the form must exist). */
export async function existingUserId(db: Db, { id }: { id: string }): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row?.id ?? null;
}
