import { describe, expect, it } from 'vitest';
import {
  blockUserRoute,
  followUserRoute,
  getUserRoute,
  listBlockedUsersRoute,
  unblockUserRoute,
} from '../../../contract/people.ts';
import { isBlockedEitherWay } from '../../../db/queries/blocks.ts';
import { can } from '../../policies/authorize.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { follow } from './people-test-helpers.ts';

const { app, database } = await createTestApp();

const blockUser = (id: string, cookie?: string) =>
  injectRoute(app, blockUserRoute, { params: { id }, cookie });
const unblockUser = (id: string, cookie?: string) =>
  injectRoute(app, unblockUserRoute, { params: { id }, cookie });
const profile = (id: string, cookie: string) =>
  injectRoute(app, getUserRoute, { params: { id }, cookie });

describe('blocking', () => {
  it('blocks idempotently and removes follows both ways in the same step', async () => {
    const ana = await buildMember(database);
    const ben = await buildMember(database);
    await follow(database, ana.user.id, ben.user.id);
    await follow(database, ben.user.id, ana.user.id);
    expect((await profile(ben.user.id, ana.cookie)).body.followersCount).toBe(1);

    const first = await blockUser(ben.user.id, ana.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isBlocked: true });
    expect((await blockUser(ben.user.id, ana.cookie)).body).toEqual({ isBlocked: true });

    const seen = (await profile(ben.user.id, ana.cookie)).body;
    expect(seen).toMatchObject({
      isBlocked: true,
      isFollowing: false,
      followersCount: 0,
      followingCount: 0,
    });
    const own = (await profile(ana.user.id, ana.cookie)).body;
    expect(own).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect((await profile(ana.user.id, ben.cookie)).status).toBe(404);
  });

  it('lists the members you blocked, and unblocking lifts the block without restoring follows', async () => {
    const ana = await buildMember(database);
    const ben = await buildMember(database, { firstName: 'Ben' });
    const cleo = await buildMember(database, { firstName: 'Cleo' });
    await follow(database, ana.user.id, ben.user.id);
    await blockUser(ben.user.id, ana.cookie);
    await blockUser(cleo.user.id, ana.cookie);

    const listed = await injectRoute(app, listBlockedUsersRoute, { cookie: ana.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.map((user) => user.id).sort()).toEqual([ben.user.id, cleo.user.id].sort());
    expect(listed.response.body).not.toContain(ben.user.email);
    expect((await injectRoute(app, listBlockedUsersRoute, { cookie: ben.cookie })).body).toEqual(
      [],
    );

    const lifted = await unblockUser(ben.user.id, ana.cookie);
    expect(lifted.body).toEqual({ isBlocked: false });
    expect((await unblockUser(ben.user.id, ana.cookie)).body).toEqual({ isBlocked: false });
    expect((await profile(ana.user.id, ben.cookie)).status).toBe(200);
    expect((await profile(ben.user.id, ana.cookie)).body).toMatchObject({
      isBlocked: false,
      isFollowing: false,
    });
    const listedAfter = await injectRoute(app, listBlockedUsersRoute, { cookie: ana.cookie });
    expect(listedAfter.body.map((user) => user.id)).toEqual([cleo.user.id]);
    const refollow = await injectRoute(app, followUserRoute, {
      params: { id: ben.user.id },
      cookie: ana.cookie,
      remoteAddress: clientAddress(),
    });
    expect(refollow.body.isFollowing).toBe(true);
  });

  it("only lifts the viewer's own block: the other member's block stays", async () => {
    const ana = await buildMember(database);
    const ben = await buildMember(database);
    await blockUser(ana.user.id, ben.cookie);
    await unblockUser(ben.user.id, ana.cookie);
    expect((await profile(ben.user.id, ana.cookie)).status).toBe(404);
  });

  it('refuses blocking yourself, unknown members and visitors', async () => {
    const ana = await buildMember(database);
    const self = await blockUser(ana.user.id, ana.cookie);
    expect(self.status).toBe(400);
    expect(self.message).toBe('You cannot block yourself');
    expect((await unblockUser(ana.user.id, ana.cookie)).status).toBe(400);
    const unknown = await blockUser('00000000-0000-4000-8000-00000000abcd', ana.cookie);
    expect(unknown.status).toBe(404);
    expect((await blockUser(ana.user.id)).status).toBe(401);
    expect((await injectRoute(app, listBlockedUsersRoute)).status).toBe(401);
  });

  it('stops conversations from starting across a block, in either direction', async () => {
    const ana = await buildMember(database);
    const ben = await buildMember(database);
    const cleo = await buildMember(database);
    await blockUser(ben.user.id, ana.cookie);
    const startable = async (from: typeof ana, to: typeof ana) =>
      can({ id: from.user.id, role: 'member' }, 'conversation.start', {
        id: to.user.id,
        privacySettings: to.user.privacySettings,
        blocked: await isBlockedEitherWay(database.db, {
          userId: from.user.id,
          otherId: to.user.id,
        }),
      });
    expect(await startable(ana, ben)).toBe(false);
    expect(await startable(ben, ana)).toBe(false);
    expect(await startable(ana, cleo)).toBe(true);
    expect(await startable(cleo, ben)).toBe(true);
    await unblockUser(ben.user.id, ana.cookie);
    expect(await startable(ben, ana)).toBe(true);
  });
});
