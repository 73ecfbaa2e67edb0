import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { suspendMemberRoute } from '../../../contract/admin-users.ts';
import {
  blockUserRoute,
  followUserRoute,
  suggestedUsersRoute,
  updateUserRoute,
} from '../../../contract/people.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { follow, privacy } from './people-test-helpers.ts';

/**
 * Issue 21: each viewer's suggested members are cached (`feed-engine/suggestion-cache.ts`), so
 * a cached request sends no statement. A member must never show through the cache once the rules
 * leave them out: the events of the app's suspensions, follows, blocks and privacy changes drop
 * the lists that show them (or name them in a reason) on every instance.
 */
const { app, database } = await createTestApp();
const cache = app.deps.feed.suggestions;
const admin = await buildMember(database, { role: 'admin' });

const suggested = async (cookie: string, limit = 20) => {
  const response = await injectRoute(app, suggestedUsersRoute, { query: { limit }, cookie });
  expect(response.status).toBe(200);
  return response.body;
};
const ids = async (cookie: string) => (await suggested(cookie)).map((user) => user.id);

/** A viewer who follows Ana, who follows three members: the viewer's friends of friends. */
async function world() {
  const viewer = await buildMember(database, { favoriteDestinations: ['asia'] });
  const ana = await buildMember(database, { firstName: 'Ana' });
  await follow(database, viewer.user.id, ana.user.id);
  const [first, second, third] = await Promise.all(
    ['Xavi', 'Yuki', 'Zara'].map((firstName) =>
      buildMember(database, { firstName, favoriteDestinations: ['asia'] }),
    ),
  );
  for (const member of [first!, second!, third!])
    await follow(database, ana.user.id, member.user.id);
  return { viewer, ana, first: first!, second: second!, third: third! };
}

/** Suspends through the operators' route, as the app does (it emits `user.updated`). */
async function suspend(userId: string) {
  const response = await injectRoute(app, suspendMemberRoute, {
    params: { userId },
    body: { reason: 'Spam reported by several members', days: 3 },
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
}

describe('GET /api/users/suggested — the cached list', () => {
  it('sends no statement once cached, whatever the limit (the session is cached too)', async () => {
    const { viewer } = await world();
    const all = await ids(viewer.cookie);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect(await ids(viewer.cookie)).toEqual(all);
      expect((await suggested(viewer.cookie, 2)).map((user) => user.id)).toEqual(all.slice(0, 2));
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('leaves out a suspended member at once, and stops naming one in a reason', async () => {
    const { viewer, ana, first } = await world();
    const before = await suggested(viewer.cookie);
    expect(before.find((user) => user.id === first.user.id)?.reason).toBe('Followed by Ana');
    await suspend(first.user.id);
    expect(await ids(viewer.cookie)).not.toContain(first.user.id);

    // Ana (whom the viewer follows) suspended: her name leaves every reason.
    await suspend(ana.user.id);
    const after = await suggested(viewer.cookie);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((user) => user.reason)).not.toContain('Followed by Ana');
  });

  it("applies a member's private profile at once: their destinations are not compared", async () => {
    const { viewer, third } = await world();
    const before = (await suggested(viewer.cookie)).find((user) => user.id === third.user.id);
    expect(before?.favoriteDestinations).toEqual(['asia']);
    const edited = await injectRoute(app, updateUserRoute, {
      params: { id: third.user.id },
      body: { privacySettings: privacy({ profileVisibility: false }) },
      cookie: third.cookie,
    });
    expect(edited.status).toBe(200);
    const after = (await suggested(viewer.cookie)).find((user) => user.id === third.user.id);
    expect(after).toMatchObject({ favoriteDestinations: [], bio: null });
  });

  it('leaves out a member the viewer follows, or who blocked the viewer, at once', async () => {
    const { viewer, first, second } = await world();
    expect(await ids(viewer.cookie)).toEqual(
      expect.arrayContaining([first.user.id, second.user.id]),
    );
    const followed = await injectRoute(app, followUserRoute, {
      params: { id: first.user.id },
      cookie: viewer.cookie,
    });
    expect(followed.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
    expect(await ids(viewer.cookie)).not.toContain(first.user.id);

    // The other member blocks the viewer: the viewer's list is dropped too.
    const blocked = await injectRoute(app, blockUserRoute, {
      params: { id: viewer.user.id },
      cookie: second.cookie,
    });
    expect(blocked.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
    expect(cache.has(second.user.id)).toBe(false);
    expect(await ids(viewer.cookie)).not.toContain(second.user.id);
  });

  it("drops the viewer's list on their own block and profile edit", async () => {
    const { viewer, second } = await world();
    await suggested(viewer.cookie);
    const blocked = await injectRoute(app, blockUserRoute, {
      params: { id: second.user.id },
      cookie: viewer.cookie,
    });
    expect(blocked.status).toBe(200);
    expect(await ids(viewer.cookie)).not.toContain(second.user.id);

    const edited = await injectRoute(app, updateUserRoute, {
      params: { id: viewer.user.id },
      body: { travelInterests: ['hiking'] },
      cookie: viewer.cookie,
    });
    expect(edited.status).toBe(200);
    expect(cache.has(viewer.user.id)).toBe(false);
  });

  it('reloads a list that was being read when one of its members changed', async () => {
    const { viewer, first } = await world();
    cache.invalidate([viewer.user.id]);
    // The event arrives while the list is read (before its statements answer).
    const loading = suggested(viewer.cookie);
    await suspendDirectly(first.user.id);
    await app.deps.bus.publish({ type: 'user.updated', userId: first.user.id });
    await loading;
    expect(await ids(viewer.cookie)).not.toContain(first.user.id);
  });

  it('keeps lists of members the change does not concern', async () => {
    const { viewer } = await world();
    const other = await buildUser(database);
    await suggested(viewer.cookie);
    await app.deps.bus.publish({ type: 'user.updated', userId: other.id });
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await suggested(viewer.cookie);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });
});

/** The row change alone (the event is published by the test). */
async function suspendDirectly(userId: string) {
  await database.pool.query('UPDATE users SET suspended_at = now() WHERE id = $1', [userId]);
}
