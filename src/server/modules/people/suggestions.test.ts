import { describe, expect, it } from 'vitest';
import { suggestedUsersRoute } from '../../../contract/people.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { block, follow, privacy, suspend } from './people-test-helpers.ts';
import { suggestionReason } from './people.presenter.ts';

const { app, database } = await createTestApp();

const suggested = (cookie: string | undefined, limit?: number) =>
  injectRoute(app, suggestedUsersRoute, { query: limit ? { limit } : {}, cookie });

describe('GET /api/users/suggested', () => {
  it('ranks by follows in common, then shared destinations or interests, then followers', async () => {
    const viewer = await buildMember(database, {
      favoriteDestinations: ['asia', 'other'],
      travelInterests: ['hiking'],
    });
    const ana = await buildUser(database, { firstName: 'Ana' });
    const bea = await buildUser(database, { firstName: 'Bea' });
    await follow(database, viewer.user.id, ana.id);
    await follow(database, viewer.user.id, bea.id);

    const xavi = await buildUser(database, { firstName: 'Xavi' });
    // Friends of friends are ranked however long ago they were last active.
    const wren = await buildUser(database, {
      firstName: 'Wren',
      lastActiveAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
    });
    const yuki = await buildUser(database, { firstName: 'Yuki', favoriteDestinations: ['asia'] });
    await buildUser(database, { firstName: 'Ines', travelInterests: ['hiking'] });
    const zara = await buildUser(database, { firstName: 'Zara' });
    const hidden = await buildUser(database, {
      firstName: 'Priv',
      favoriteDestinations: ['asia', 'europe'],
      bio: 'Private bio',
      privacySettings: privacy({ profileVisibility: false }),
    });
    const sharesOther = await buildUser(database, { favoriteDestinations: ['other'] });
    await follow(database, ana.id, xavi.id);
    await follow(database, bea.id, xavi.id);
    await follow(database, ana.id, wren.id);
    const fans = await Promise.all([1, 2, 3].map(() => buildUser(database)));
    for (const fan of fans) await follow(database, fan.id, zara.id);
    await follow(database, fans[0]!.id, yuki.id);

    // Never suggested: suspended, blocked either way, already followed, yourself.
    const suspended = await buildUser(database);
    const blockedByViewer = await buildUser(database);
    const blockerOfViewer = await buildUser(database);
    for (const user of [suspended, blockedByViewer, blockerOfViewer]) {
      await follow(database, ana.id, user.id);
    }
    await suspend(database, suspended.id);
    await block(database, viewer.user.id, blockedByViewer.id);
    await block(database, blockerOfViewer.id, viewer.user.id);

    const top = await suggested(viewer.cookie);
    expect(top.status).toBe(200);
    expect(top.body.map((user) => user.firstName)).toEqual([
      'Xavi',
      'Wren',
      'Yuki',
      'Ines',
      'Zara',
    ]);
    expect(top.body.map((user) => user.reason)).toEqual([
      'Followed by Bea and 1 other',
      'Followed by Ana',
      'Also loves Asia',
      'Also into Hiking',
      'Popular traveller',
    ]);
    expect(top.body.every((user) => user.isFollowing === false)).toBe(true);

    const all = (await suggested(viewer.cookie, 20)).body;
    const ids = all.map((user) => user.id);
    for (const excluded of [viewer.user, ana, bea, suspended, blockedByViewer, blockerOfViewer]) {
      expect(ids).not.toContain(excluded.id);
    }
    // A private profile is suggested without its hidden details, and "other" is no destination.
    const priv = all.find((user) => user.id === hidden.id);
    expect(priv).toMatchObject({ bio: null, favoriteDestinations: [], reason: null });
    expect(all.find((user) => user.id === sharesOther.id)?.reason).toBeNull();
    expect(all).toHaveLength(ids.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes a limit, validates it, and needs a session', async () => {
    const viewer = await buildMember(database);
    expect((await suggested(viewer.cookie, 2)).body).toHaveLength(2);
    expect((await suggested(viewer.cookie, 21)).status).toBe(400);
    expect((await suggested(undefined)).status).toBe(401);
  });
});

describe('suggestionReason', () => {
  type ReasonRow = Parameters<typeof suggestionReason>[0];
  const base: ReasonRow = {
    mutualCount: 0,
    viaFirstName: null,
    viaLastName: null,
    sharedDestinations: [],
    sharedInterests: [],
    followersCount: 0,
  };
  const reason = (row: Partial<ReasonRow>) => suggestionReason({ ...base, ...row });
  const cases: [Partial<ReasonRow>, string | null][] = [
    [{ mutualCount: 3, viaFirstName: 'Ana' }, 'Followed by Ana and 2 others'],
    [{ mutualCount: 2, viaFirstName: 'Ana' }, 'Followed by Ana and 1 other'],
    [{ mutualCount: 1, viaFirstName: 'Ana' }, 'Followed by Ana'],
    [{ sharedDestinations: ['north-america'] }, 'Also loves North America'],
    [{ sharedInterests: ['food-and-drink'] }, 'Also into Food and Drink'],
    [{ followersCount: 4 }, 'Popular traveller'],
    [{}, null],
  ];
  it.each(cases)('%o → %s', (row, expected) => {
    expect(reason(row)).toBe(expected);
  });
});
