import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import {
  blockUserRoute,
  followUserRoute,
  suggestedUsersRoute,
  updateUserRoute,
} from '../../../contract/people.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { follow, privacy, suspend } from './people-test-helpers.ts';

/**
 * Issue 21: each viewer's ranking is cached (`feed-engine/suggestion-cache.ts`), the members it
 * names are read afresh on every request. So what changes behind the cache's back (a suspension,
 * which no event announces, or a follow written elsewhere) shows at once, and the viewer's own
 * follows, blocks and profile edits drop the ranking.
 */
const { app, database } = await createTestApp();
const cache = app.deps.feed.suggestions;

const suggested = async (cookie: string, limit = 20) => {
  const response = await injectRoute(app, suggestedUsersRoute, { query: { limit }, cookie });
  expect(response.status).toBe(200);
  return response.body;
};
const ids = async (cookie: string) => (await suggested(cookie)).map((user) => user.id);

/** A viewer who follows Ana, who follows three members: the viewer's friends of friends. */
async function world() {
  const viewer = await buildMember(database, { favoriteDestinations: ['asia'] });
  const ana = await buildUser(database, { firstName: 'Ana' });
  await follow(database, viewer.user.id, ana.id);
  const [first, second, third] = await Promise.all(
    ['Xavi', 'Yuki', 'Zara'].map((firstName) =>
      buildUser(database, { firstName, favoriteDestinations: ['asia'] }),
    ),
  );
  for (const member of [first!, second!, third!]) await follow(database, ana.id, member.id);
  return { viewer, ana, first: first!, second: second!, third: third! };
}

describe('GET /api/users/suggested — the cached ranking', () => {
  it('costs one statement once ranked: the read of the members (the session is cached too)', async () => {
    const { viewer } = await world();
    await suggested(viewer.cookie);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await suggested(viewer.cookie, 5);
      const sent = query.mock.calls.map(([first]) =>
        typeof first === 'string' ? first : String((first as { text?: string }).text),
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/unnest\(\$\d+::uuid\[\], \$\d+::uuid\[\]\)/);
    } finally {
      query.mockRestore();
    }
  });

  it('is kept per viewer, and the members are read afresh: a suspension shows at once', async () => {
    const { viewer, first } = await world();
    expect(await ids(viewer.cookie)).toContain(first.id);
    expect(cache.has(viewer.user.id)).toBe(true);

    // No event announces a suspension: the cached ranking stays, its member does not show.
    await suspend(database, first.id);
    expect(await ids(viewer.cookie)).not.toContain(first.id);
    expect(cache.has(viewer.user.id)).toBe(true);
  });

  it('leaves out a member the viewer now follows or who blocked them, even with no event', async () => {
    const { viewer, first, second } = await world();
    expect(await ids(viewer.cookie)).toEqual(expect.arrayContaining([first.id, second.id]));
    await follow(database, viewer.user.id, first.id);
    await database.pool.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
      second.id,
      viewer.user.id,
    ]);
    expect(cache.has(viewer.user.id)).toBe(true);
    const now = await ids(viewer.cookie);
    expect(now).not.toContain(first.id);
    expect(now).not.toContain(second.id);
  });

  it("applies a member's private profile at once: their destinations are not compared", async () => {
    const { viewer, third } = await world();
    const before = (await suggested(viewer.cookie)).find((user) => user.id === third.id);
    expect(before?.favoriteDestinations).toEqual(['asia']);
    await database.pool.query('UPDATE users SET privacy_settings = $1 WHERE id = $2', [
      JSON.stringify(privacy({ profileVisibility: false })),
      third.id,
    ]);
    const after = (await suggested(viewer.cookie)).find((user) => user.id === third.id);
    expect(after).toMatchObject({ favoriteDestinations: [], bio: null });
  });

  it("drops the ranking on the viewer's follow, block and profile edit", async () => {
    const { viewer, first, second } = await world();
    await suggested(viewer.cookie);
    const followed = await injectRoute(app, followUserRoute, {
      params: { id: first.id },
      cookie: viewer.cookie,
    });
    expect(followed.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
    expect(await ids(viewer.cookie)).not.toContain(first.id);

    const blocked = await injectRoute(app, blockUserRoute, {
      params: { id: second.id },
      cookie: viewer.cookie,
    });
    expect(blocked.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
    expect(await ids(viewer.cookie)).not.toContain(second.id);

    const edited = await injectRoute(app, updateUserRoute, {
      params: { id: viewer.user.id },
      body: { travelInterests: ['hiking'] },
      cookie: viewer.cookie,
    });
    expect(edited.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
  });

  it("a block drops the blocked member's ranking too", async () => {
    const { viewer } = await world();
    const other = await buildMember(database);
    await suggested(viewer.cookie);
    await suggested(other.cookie);
    const blocked = await injectRoute(app, blockUserRoute, {
      params: { id: viewer.user.id },
      cookie: other.cookie,
    });
    expect(blocked.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
    expect(cache.has(other.user.id)).toBe(false);
  });
});
