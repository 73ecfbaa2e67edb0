import { describe, expect, it } from 'vitest';
import { getUserRoute, updateUserRoute } from '../../../contract/people.ts';
import { getCurrentUserRoute } from '../../../contract/users.ts';
import type { NewUser } from '../../../db/queries/users.ts';
import { createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { block, follow, privacy, suspend } from './people-test-helpers.ts';

const { app, database } = await createTestApp();

const travelProfile: Partial<NewUser> = {
  bio: 'Slow traveller, fast walker.',
  location: 'Lisbon',
  website: 'https://maya.example.com',
  travelStyle: 'backpacking',
  favoriteDestinations: ['europe', 'asia'],
  languages: ['english', 'portuguese'],
  travelInterests: ['hiking'],
  phoneNumber: '+351 912 345 678',
  dateOfBirth: '1990-04-12',
};

const profile = (id: string, cookie?: string) =>
  injectRoute(app, getUserRoute, { params: { id }, cookie });

describe('GET /api/users/:id', () => {
  it('shows the owner everything, private fields included, with trigger-kept counts', async () => {
    const maya = await buildMember(database, { firstName: 'Maya', ...travelProfile });
    const fan = await buildMember(database);
    await follow(database, fan.user.id, maya.user.id);
    await buildPost(database, { userId: maya.user.id });

    const response = await profile(maya.user.id, maya.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: maya.user.id,
      firstName: 'Maya',
      email: maya.user.email,
      phoneNumber: '+351 912 345 678',
      dateOfBirth: '1990-04-12',
      bio: travelProfile.bio,
      location: 'Lisbon',
      postsCount: 1,
      followersCount: 1,
      followingCount: 0,
      isSelf: true,
      isFollowing: false,
      isBlocked: false,
      isRestricted: false,
    });
    expect(response.body.lastActiveAt).not.toBeNull();
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('never gives e-mail, phone or birth date to anyone else, follower or not', async () => {
    const maya = await buildMember(database, travelProfile);
    const follower = await buildMember(database);
    const stranger = await buildMember(database);
    const admin = await buildMember(database, { role: 'admin' });
    await follow(database, follower.user.id, maya.user.id);

    for (const viewer of [follower, stranger, admin]) {
      const response = await profile(maya.user.id, viewer.cookie);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        email: null,
        phoneNumber: null,
        dateOfBirth: null,
        isSelf: false,
        isRestricted: false,
        bio: travelProfile.bio,
        website: travelProfile.website,
        travelStyle: 'backpacking',
      });
      expect(response.response.body).not.toContain(maya.user.email);
      expect(response.response.body).not.toContain('912 345');
      expect(response.response.body).not.toContain('1990-04-12');
    }
    expect((await profile(maya.user.id, follower.cookie)).body.isFollowing).toBe(true);
    expect((await profile(maya.user.id, stranger.cookie)).body.isFollowing).toBe(false);
  });

  it('hides the location from others when the member turned "show location" off', async () => {
    const maya = await buildMember(database, {
      ...travelProfile,
      privacySettings: privacy({ showLocation: false }),
    });
    const other = await buildMember(database);
    expect((await profile(maya.user.id, other.cookie)).body.location).toBeNull();
    expect((await profile(maya.user.id, maya.cookie)).body.location).toBe('Lisbon');
  });

  it('shows a private profile in full only to the owner and followers', async () => {
    const maya = await buildMember(database, {
      firstName: 'Maya',
      lastName: 'Rivers',
      profileImageUrl: '/uploads/maya.webp',
      coverImageUrl: '/uploads/cover.webp',
      ...travelProfile,
      privacySettings: privacy({ profileVisibility: false }),
    });
    const follower = await buildMember(database);
    const stranger = await buildMember(database);
    await follow(database, follower.user.id, maya.user.id);

    const forStranger = (await profile(maya.user.id, stranger.cookie)).body;
    expect(forStranger).toMatchObject({
      firstName: 'Maya',
      lastName: 'Rivers',
      profileImageUrl: '/uploads/maya.webp',
      coverImageUrl: '/uploads/cover.webp',
      followersCount: 1,
      isRestricted: true,
      bio: null,
      location: null,
      website: null,
      travelStyle: null,
      favoriteDestinations: [],
      languages: [],
      travelInterests: [],
      lastActiveAt: null,
    });
    const forFollower = (await profile(maya.user.id, follower.cookie)).body;
    expect(forFollower).toMatchObject({ isRestricted: false, bio: travelProfile.bio });
    expect(forFollower.lastActiveAt).not.toBeNull();
    expect((await profile(maya.user.id, maya.cookie)).body.isRestricted).toBe(false);
  });

  it('shows when the member was last active unless they hid their online status', async () => {
    const open = await buildMember(database);
    const hidden = await buildMember(database, {
      privacySettings: privacy({ showOnlineStatus: false }),
    });
    const viewer = await buildMember(database);
    const shown = (await profile(open.user.id, viewer.cookie)).body.lastActiveAt;
    expect(shown && Date.now() - Date.parse(shown)).toBeLessThan(60_000);
    expect((await profile(hidden.user.id, viewer.cookie)).body.lastActiveAt).toBeNull();
    expect((await profile(hidden.user.id, hidden.cookie)).body.lastActiveAt).not.toBeNull();
  });

  it('counts only the posts the viewer may see: owner all, follower not private, others public', async () => {
    const maya = await buildMember(database);
    for (const privacy of ['public', 'public', 'followers', 'private'] as const)
      await buildPost(database, { userId: maya.user.id, privacy });
    const follower = await buildMember(database);
    const stranger = await buildMember(database);
    const blocked = await buildMember(database);
    await follow(database, follower.user.id, maya.user.id);
    await block(database, blocked.user.id, maya.user.id);

    const count = async (cookie: string) => (await profile(maya.user.id, cookie)).body.postsCount;
    expect(await count(maya.cookie)).toBe(4);
    expect(await count(follower.cookie)).toBe(3);
    expect(await count(stranger.cookie)).toBe(2);
    // Across a block no post shows, so none is counted.
    expect(await count(blocked.cookie)).toBe(0);

    // A private profile shows its posts to followers only.
    const quiet = await buildMember(database, {
      privacySettings: privacy({ profileVisibility: false }),
    });
    await buildPost(database, { userId: quiet.user.id, privacy: 'public' });
    await follow(database, follower.user.id, quiet.user.id);
    expect((await profile(quiet.user.id, stranger.cookie)).body.postsCount).toBe(0);
    expect((await profile(quiet.user.id, follower.cookie)).body.postsCount).toBe(1);
  });

  it('hides when a member was last active from a member who blocked them', async () => {
    const maya = await buildMember(database);
    const blocker = await buildMember(database);
    await block(database, blocker.user.id, maya.user.id);
    const seen = (await profile(maya.user.id, blocker.cookie)).body;
    expect(seen.isBlocked).toBe(true);
    expect(seen.lastActiveAt).toBeNull();
  });

  it('answers 404 for a suspended member to everyone but themselves', async () => {
    const suspended = await buildMember(database);
    const other = await buildMember(database);
    const admin = await buildMember(database, { role: 'admin' });
    await suspend(database, suspended.user.id);
    for (const viewer of [other, admin]) {
      const response = await profile(suspended.user.id, viewer.cookie);
      expect(response.status).toBe(404);
      expect(response.message).toBe('User not found');
    }
  });

  it('hides a member who blocked the viewer, and shows the viewer their own block target', async () => {
    const blocker = await buildMember(database);
    const blocked = await buildMember(database);
    await block(database, blocker.user.id, blocked.user.id);

    const hidden = await profile(blocker.user.id, blocked.cookie);
    expect(hidden.status).toBe(404);
    expect(hidden.message).toBe('User not found');

    const target = await profile(blocked.user.id, blocker.cookie);
    expect(target.status).toBe(200);
    expect(target.body).toMatchObject({ isBlocked: true, isFollowing: false, email: null });
  });

  it('answers 404 for an unknown member, 400 for a malformed id and 401 when signed out', async () => {
    const viewer = await buildMember(database);
    const unknown = await profile('00000000-0000-4000-8000-00000000abcd', viewer.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('User not found');
    expect((await profile('not-a-uuid', viewer.cookie)).status).toBe(400);
    expect((await profile(viewer.user.id)).status).toBe(401);
  });
});

describe('PATCH /api/users/:id', () => {
  it('updates your own profile like PATCH /api/auth/user and returns the self view', async () => {
    const maya = await buildMember(database);
    const response = await injectRoute(app, updateUserRoute, {
      params: { id: maya.user.id },
      body: { coverImageUrl: '/uploads/new-cover.webp', bio: 'Off to Japan' },
      cookie: maya.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      coverImageUrl: '/uploads/new-cover.webp',
      bio: 'Off to Japan',
      email: maya.user.email,
    });
    const me = await injectRoute(app, getCurrentUserRoute, { cookie: maya.cookie });
    expect(me.body.coverImageUrl).toBe('/uploads/new-cover.webp');
  });

  it("refuses someone else's profile with 403, and the same validation as the own-profile call", async () => {
    const maya = await buildMember(database, { bio: 'Original' });
    const other = await buildMember(database);
    const refused = await injectRoute(app, updateUserRoute, {
      params: { id: maya.user.id },
      body: { bio: 'Hacked' },
      cookie: other.cookie,
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You can only edit your own profile');
    expect((await profile(maya.user.id, maya.cookie)).body.bio).toBe('Original');

    const invalid = await injectRoute(app, updateUserRoute, {
      params: { id: maya.user.id },
      body: { firstName: 'x'.repeat(51) },
      cookie: maya.cookie,
    });
    expect(invalid.status).toBe(400);
    expect(
      (
        await injectRoute(app, updateUserRoute, {
          params: { id: maya.user.id },
          body: { bio: 'x' },
        })
      ).status,
    ).toBe(401);
  });
});
