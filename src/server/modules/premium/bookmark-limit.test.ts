import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarkPostRoute } from '../../../contract/posts.ts';
import { BOOKMARK_LIMIT_MESSAGE, FREE_BOOKMARKS_LIMIT } from '../../../contract/premium.ts';
import { bookmarks, posts } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const author = await buildUser(database, { firstName: 'Iris', lastName: 'Lund' });

/** `count` public posts by the author, written in one insert. */
async function postsOf(count: number): Promise<string[]> {
  const rows = await database.db
    .insert(posts)
    .values(Array.from({ length: count }, (_, i) => ({ userId: author.id, content: `Stop ${i}` })))
    .returning({ id: posts.id });
  return rows.map((row) => row.id);
}

/** A member who already keeps `count` bookmarks. */
async function saverWith(count: number, options: { premium?: boolean } = {}) {
  const member = await buildMember(database, options);
  const ids = await postsOf(count);
  if (ids.length > 0) {
    await database.db
      .insert(bookmarks)
      .values(ids.map((postId) => ({ postId, userId: member.user.id })));
  }
  return { ...member, ids };
}

const save = (postId: string, cookie: string) =>
  injectRoute(app, bookmarkPostRoute, { params: { id: postId }, cookie });

const keptBy = (userId: string) => database.db.$count(bookmarks, eq(bookmarks.userId, userId));

describe('bookmark limit (free: 100, Premium: unlimited)', () => {
  it('lets a free member save the 100th bookmark and refuses the 101st with a message naming Premium', async () => {
    const free = await saverWith(FREE_BOOKMARKS_LIMIT - 1);
    const [hundredth, hundredFirst] = await postsOf(2);
    const saved = await save(hundredth!, free.cookie);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ isBookmarked: true, bookmarksCount: 1 });
    const refused = await save(hundredFirst!, free.cookie);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(BOOKMARK_LIMIT_MESSAGE);
    expect(refused.message).toContain('Premium');
    expect(await keptBy(free.user.id)).toBe(FREE_BOOKMARKS_LIMIT);
  });

  it('still lets a free member at the limit unsave, and then save another', async () => {
    const free = await saverWith(FREE_BOOKMARKS_LIMIT);
    const [extra] = await postsOf(1);
    expect((await save(extra!, free.cookie)).status).toBe(403);
    const unsaved = await save(free.ids[0]!, free.cookie);
    expect(unsaved.status).toBe(200);
    expect(unsaved.body.isBookmarked).toBe(false);
    expect((await save(extra!, free.cookie)).body.isBookmarked).toBe(true);
    expect(await keptBy(free.user.id)).toBe(FREE_BOOKMARKS_LIMIT);
  });

  it('lets a Premium member keep more than 100 bookmarks', async () => {
    const premium = await saverWith(FREE_BOOKMARKS_LIMIT, { premium: true });
    const extra = await postsOf(3);
    for (const id of extra) {
      const saved = await save(id, premium.cookie);
      expect(saved.status).toBe(200);
      expect(saved.body.isBookmarked).toBe(true);
    }
    expect(await keptBy(premium.user.id)).toBe(FREE_BOOKMARKS_LIMIT + 3);
  });

  it('holds the limit again once Premium has lapsed (premium_until in the past)', async () => {
    const lapsed = await saverWith(FREE_BOOKMARKS_LIMIT, {});
    // Paid period over yesterday: the member is free again.
    await database.db.execute(
      sql`UPDATE users SET premium_until = now() - interval '1 day' WHERE id = ${lapsed.user.id}`,
    );
    const [extra] = await postsOf(1);
    expect((await save(extra!, lapsed.cookie)).status).toBe(403);
  });

  it('never lets two concurrent saves at 99 both pass', async () => {
    for (let round = 0; round < 3; round += 1) {
      const free = await saverWith(FREE_BOOKMARKS_LIMIT - 1);
      const racing = await postsOf(4);
      const results = await Promise.all(racing.map((id) => save(id, free.cookie)));
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      expect(results.filter((result) => result.status === 403)).toHaveLength(3);
      expect(await keptBy(free.user.id)).toBe(FREE_BOOKMARKS_LIMIT);
    }
  });
});
