import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockUserRoute, followUserRoute, getUserRoute } from '../../../contract/people.ts';
import { follows, users } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { block, suspend } from './people-test-helpers.ts';

const { app, database } = await createTestApp();

const toggle = (id: string, cookie?: string) =>
  injectRoute(app, followUserRoute, { params: { id }, cookie, remoteAddress: clientAddress() });

const counts = async (id: string) => {
  const [row] = await database.db
    .select({ followers: users.followersCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

const followRows = async (followerId: string, followingId: string) =>
  (
    await database.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
  ).length;

describe('POST /api/users/:id/follow', () => {
  it('follows, then unfollows, returning the new state and both counts', async () => {
    const ana = await buildMember(database);
    const ben = await buildMember(database);
    const cleo = await buildMember(database);

    const first = await toggle(ben.user.id, ana.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isFollowing: true, followersCount: 1, followingCount: 1 });

    const second = await toggle(ben.user.id, cleo.cookie);
    expect(second.body).toEqual({ isFollowing: true, followersCount: 2, followingCount: 1 });

    const profile = await injectRoute(app, getUserRoute, {
      params: { id: ben.user.id },
      cookie: ana.cookie,
    });
    expect(profile.body).toMatchObject({ isFollowing: true, followersCount: 2 });

    const undo = await toggle(ben.user.id, ana.cookie);
    expect(undo.body).toEqual({ isFollowing: false, followersCount: 1, followingCount: 0 });
    expect(await counts(ben.user.id)).toEqual({ followers: 1, following: 0 });
    expect(await counts(ana.user.id)).toEqual({ followers: 0, following: 0 });
  });

  it('never double-counts concurrent toggles, by one member or many', async () => {
    const fan = await buildMember(database);
    const star = await buildMember(database);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => toggle(star.user.id, fan.cookie)),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    // The toggles take turns: three follows, three unfollows, and counters that match the rows.
    expect(results.filter((result) => result.body.isFollowing)).toHaveLength(3);
    expect(await followRows(fan.user.id, star.user.id)).toBe(0);
    expect(await counts(star.user.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(fan.user.id)).toEqual({ followers: 0, following: 0 });
    for (const { body } of results) {
      expect(body.followersCount).toBe(body.isFollowing ? 1 : 0);
      expect(body.followingCount).toBe(body.followersCount);
    }

    const fans = await Promise.all(Array.from({ length: 5 }, () => buildMember(database)));
    await Promise.all(fans.map((member) => toggle(star.user.id, member.cookie)));
    expect(await counts(star.user.id)).toEqual({ followers: 5, following: 0 });
  });

  it('never leaves a follow beside a block made at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const fan = await buildMember(database);
      const star = await buildMember(database);
      const [followed, blocked] = await Promise.all([
        toggle(star.user.id, fan.cookie),
        injectRoute(app, blockUserRoute, { params: { id: fan.user.id }, cookie: star.cookie }),
      ]);
      expect(blocked.status).toBe(200);
      expect([200, 403]).toContain(followed.status);
      expect(await followRows(fan.user.id, star.user.id)).toBe(0);
      expect(await counts(star.user.id)).toEqual({ followers: 0, following: 0 });
    }
  });

  it('refuses following yourself with 400', async () => {
    const ana = await buildMember(database);
    const response = await toggle(ana.user.id, ana.cookie);
    expect(response.status).toBe(400);
    expect(response.message).toBe('You cannot follow yourself');
    expect(await counts(ana.user.id)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses a follow across a block, in either direction, with 403', async () => {
    const blocker = await buildMember(database);
    const blocked = await buildMember(database);
    await block(database, blocker.user.id, blocked.user.id);
    for (const [viewer, target] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const response = await toggle(target.user.id, viewer.cookie);
      expect(response.status).toBe(403);
      expect(response.message).toBe('You cannot follow this traveller');
    }
    expect(await followRows(blocked.user.id, blocker.user.id)).toBe(0);
    expect(await followRows(blocker.user.id, blocked.user.id)).toBe(0);
  });

  it('answers 404 for unknown and suspended members and 401 when signed out', async () => {
    const ana = await buildMember(database);
    const gone = await buildMember(database);
    await suspend(database, gone.user.id);
    const suspended = await toggle(gone.user.id, ana.cookie);
    expect(suspended.status).toBe(404);
    expect(suspended.message).toBe('User not found');
    expect((await toggle('00000000-0000-4000-8000-00000000abcd', ana.cookie)).status).toBe(404);
    expect((await toggle(gone.user.id)).status).toBe(401);
    expect(await counts(gone.user.id)).toEqual({ followers: 0, following: 0 });
  });

  it('is rate limited per client address', async () => {
    const ana = await buildMember(database);
    const ben = await buildMember(database);
    const remoteAddress = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const response = await injectRoute(app, followUserRoute, {
        params: { id: ben.user.id },
        cookie: ana.cookie,
        remoteAddress,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
