import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '../../../contract/settings.ts';
import { searchRoute, type TSearchQuery } from '../../../contract/search.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import {
  buildBlock,
  buildBookmark,
  buildFollow,
  buildLike,
  buildPost,
} from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const post = async (values: Parameters<typeof buildPost>[1]) =>
  (await buildPost(database, values)).id;

const search = (query: TSearchQuery, cookie?: string) =>
  injectRoute(app, searchRoute, { query, cookie, remoteAddress: clientAddress() });

const hidden = { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false } };
const ana = await buildMember(database, { firstName: 'Ana', lastName: 'Silva' });
const bruno = await buildMember(database, { firstName: 'Bruno', lastName: 'Costa', ...hidden });
const carla = await buildMember(database, { firstName: 'Carla', lastName: 'Mendes' });
const dora = await buildMember(database, {
  firstName: 'Dora',
  lastName: 'Quintela',
  privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showLocation: false },
});
const follower = await buildMember(database, { firstName: 'Felix', lastName: 'Hart' });
const stranger = await buildMember(database, { firstName: 'Sam', lastName: 'Reed' });
const blockedByAna = await buildMember(database, { firstName: 'Bea', lastName: 'Stone' });
const blockerOfAna = await buildMember(database, { firstName: 'Ben', lastName: 'Moss' });
const admin = await buildMember(database, { firstName: 'Ada', lastName: 'Admin', role: 'admin' });

await buildFollow(database, { followerId: follower.user.id, followingId: ana.user.id });
await buildFollow(database, { followerId: follower.user.id, followingId: bruno.user.id });
await buildFollow(database, { followerId: follower.user.id, followingId: carla.user.id });
await buildBlock(database, { blockerId: ana.user.id, blockedId: blockedByAna.user.id });
await buildBlock(database, { blockerId: blockerOfAna.user.id, blockedId: ana.user.id });

/** Ana (public profile): one post per privacy, each at its own Norwegian town. */
const anaPosts = {
  public: await post({
    userId: ana.user.id,
    content: 'Northern lights at last',
    location: 'Tromso, Norway',
    privacy: 'public',
    imageUrl: '/uploads/tromso.jpg',
  }),
  followers: await post({
    userId: ana.user.id,
    content: 'Fish market morning',
    location: 'Bergen, Norway',
    privacy: 'followers',
  }),
  private: await post({
    userId: ana.user.id,
    content: 'Quiet fjord notes',
    location: 'Alesund, Norway',
    privacy: 'private',
  }),
};
/** Bruno keeps his profile private: his public post is for followers too. */
const brunoPosts = {
  public: await post({
    userId: bruno.user.id,
    content: 'Geysers all day',
    location: 'Reykjavik, Iceland',
    privacy: 'public',
  }),
  followers: await post({
    userId: bruno.user.id,
    content: 'Black sand beach',
    location: 'Vik, Iceland',
    privacy: 'followers',
  }),
  private: await post({
    userId: bruno.user.id,
    content: 'Whale watching plan',
    location: 'Husavik, Iceland',
    privacy: 'private',
  }),
};
const carlaPost = await post({
  userId: carla.user.id,
  content: 'Harbour walk',
  location: 'Valletta, Malta',
  privacy: 'public',
});
await database.pool.query('UPDATE users SET suspended_at = now() WHERE id = $1', [carla.user.id]);
/** Elin was limited by an operator: her public posts reach her followers only (issue 22 §3). */
const elin = await buildMember(database, { firstName: 'Elin', lastName: 'Berg' });
await buildFollow(database, { followerId: follower.user.id, followingId: elin.user.id });
const elinPost = await post({
  userId: elin.user.id,
  content: 'Midnight sun hike',
  location: 'Kiruna, Sweden',
  privacy: 'public',
});
await database.pool.query('UPDATE users SET limited_at = now() WHERE id = $1', [elin.user.id]);

/** More bookmarks than a member usually keeps (3 on average on the bench data). */
const MANY_BOOKMARKS = 105;

type Viewer = { cookie: string } | undefined;
const results = async (q: string, viewer: Viewer) => {
  const response = await search({ q }, viewer?.cookie);
  expect(response.status).toBe(200);
  return {
    posts: new Set(response.body.posts.map((post) => post.id)),
    people: new Set(response.body.people.map((person) => person.id)),
    destinations: new Set(response.body.destinations.map((place) => place.name)),
  };
};

describe('GET /api/search — privacy matrix', () => {
  it('answers 401 to nobody signed in', async () => {
    const response = await search({ q: 'Norway' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['the author', ['public', 'followers', 'private'], ana],
    ['a follower', ['public', 'followers'], follower],
    ['a stranger', ['public'], stranger],
    ['a member the author blocked', [], blockedByAna],
    ['a member who blocked the author', [], blockerOfAna],
  ] as const)('public profile: %s sees %j', async (_who, expected, viewer) => {
    const found = await results('Norway', viewer);
    const ids = expected.map((privacy) => anaPosts[privacy]);
    expect(found.posts).toEqual(new Set(ids));
    const towns = {
      public: 'Tromso, Norway',
      followers: 'Bergen, Norway',
      private: 'Alesund, Norway',
    };
    expect(found.destinations).toEqual(new Set(expected.map((privacy) => towns[privacy])));
  });

  it.each([
    ['the author', ['public', 'followers', 'private'], bruno],
    ['a follower', ['public', 'followers'], follower],
    ['a stranger', [], stranger],
  ] as const)('private profile: %s sees %j', async (_who, expected, viewer) => {
    const found = await results('Iceland', viewer);
    expect(found.posts).toEqual(new Set(expected.map((privacy) => brunoPosts[privacy])));
    const towns = {
      public: 'Reykjavik, Iceland',
      followers: 'Vik, Iceland',
      private: 'Husavik, Iceland',
    };
    expect(found.destinations).toEqual(new Set(expected.map((privacy) => towns[privacy])));
  });

  it("shows a suspended member's posts, places and name to nobody, followers included", async () => {
    for (const viewer of [follower, stranger, admin]) {
      const found = await results('Malta', viewer);
      expect(found.posts.has(carlaPost)).toBe(false);
      expect(found.destinations.size).toBe(0);
      expect((await results('Carla Mendes', viewer)).people.has(carla.user.id)).toBe(false);
    }
  });

  it.each([
    ['the author', true, elin],
    ['a follower', true, follower],
    ['a stranger', false, stranger],
  ] as const)(
    "a limited member's public post and its place: %s sees them: %s",
    async (_who, seen, viewer) => {
      const found = await results('Kiruna', viewer);
      expect(found.posts.has(elinPost)).toBe(seen);
      expect(found.destinations.has('Kiruna, Sweden')).toBe(seen);
    },
  );

  it('finds people unless a block stands between them; private profiles are still findable', async () => {
    expect((await results('Ana Silva', stranger)).people.has(ana.user.id)).toBe(true);
    expect((await results('Ana Silva', blockedByAna)).people.has(ana.user.id)).toBe(false);
    expect((await results('Ana Silva', blockerOfAna)).people.has(ana.user.id)).toBe(false);
    expect((await results('Bea Stone', ana)).people.has(blockedByAna.user.id)).toBe(false);
    expect((await results('Bruno Costa', stranger)).people.has(bruno.user.id)).toBe(true);
  });

  it('keeps a hidden location out of other members’ results; the author still finds it', async () => {
    await post({
      userId: dora.user.id,
      content: 'Sunrise swim',
      location: 'Praia da Ursa, Sintra',
      privacy: 'public',
    });
    const own = await results('Ursa', dora);
    expect(own.posts.size).toBe(1);
    expect(own.destinations).toEqual(new Set(['Praia da Ursa, Sintra']));
    const other = await results('Ursa', stranger);
    expect(other.posts.size).toBe(0);
    expect(other.destinations.size).toBe(0);
    // Its content still matches, and the card shows no location.
    const byContent = await search({ q: 'sunrise swim' }, stranger.cookie);
    expect(byContent.body.posts).toHaveLength(1);
    expect(byContent.body.posts[0]?.location).toBeNull();
  });
});

const traveller = await buildMember(database, { firstName: 'Tess', lastName: 'Walker' });
const kyoto = await post({
  userId: traveller.user.id,
  content: 'Temples and tea',
  location: 'Kyoto, Japan',
  tags: ['temples'],
  imageUrl: '/uploads/kyoto.jpg',
});
await post({
  userId: traveller.user.id,
  content: 'More gardens',
  location: 'kyoto, japan',
});
await post({
  userId: traveller.user.id,
  content: 'Golden domes',
  location: 'Kyiv, Ukraine',
});
const lisbon = await post({
  userId: traveller.user.id,
  content: 'Trams and custard tarts',
  location: 'Lisbon, Portugal',
});
const hashtag = await post({
  userId: traveller.user.id,
  content: 'Hiking day',
  tags: ['dolomites', 'mountains'],
});

describe('GET /api/search — matching', () => {
  it('finds places despite typos: Kyto → Kyoto, Lisbn → Lisbon', async () => {
    const kyto = await search({ q: 'Kyto' }, stranger.cookie);
    expect(kyto.body.posts.map((post) => post.id)).toContain(kyoto);
    expect(kyto.body.destinations[0]).toEqual({
      name: 'Kyoto, Japan',
      postsCount: 2,
      imageUrl: '/uploads/kyoto.jpg',
    });
    // Sharing the first letters is not enough.
    expect(kyto.body.destinations.map((place) => place.name)).not.toContain('Kyiv, Ukraine');
    const lisbn = await search({ q: 'Lisbn' }, stranger.cookie);
    expect(lisbn.body.posts.map((post) => post.id)).toContain(lisbon);
    expect(lisbn.body.destinations.map((place) => place.name)).toContain('Lisbon, Portugal');
  });

  it('finds people despite typos: Ana Sliva → Ana Silva', async () => {
    const response = await search({ q: 'Ana Sliva' }, stranger.cookie);
    expect(response.body.people[0]).toMatchObject({
      id: ana.user.id,
      firstName: 'Ana',
      lastName: 'Silva',
      isFollowing: false,
    });
    // One or two letters: a first or last name starting with them.
    const ids = async (q: string) =>
      (await search({ q, type: 'people' }, stranger.cookie)).body.people.map((p) => p.id);
    expect(await ids('an')).toContain(ana.user.id);
    expect(await ids('Si')).toContain(ana.user.id);
    expect(await ids('lv')).not.toContain(ana.user.id);
    expect(await ids('ilv')).toContain(ana.user.id);
    const asFollower = await search({ q: 'ana silva', type: 'people' }, follower.cookie);
    expect(asFollower.body.people[0]).toMatchObject({ id: ana.user.id, isFollowing: true });
  });

  it('matches content words, the prefix of the last word, and tags', async () => {
    const byContent = await search({ q: 'custard' }, stranger.cookie);
    expect(byContent.body.posts.map((post) => post.id)).toEqual([lisbon]);
    const byPrefix = await search({ q: 'trams and cust' }, stranger.cookie);
    expect(byPrefix.body.posts.map((post) => post.id)).toEqual([lisbon]);
    // No operators: a leading '-' is not a negation matching every other post.
    const negated = await search({ q: '-custard' }, stranger.cookie);
    expect(negated.body.posts.map((post) => post.id)).toEqual([lisbon]);
    const byTag = await search({ q: 'Dolomites' }, stranger.cookie);
    expect(byTag.body.posts.map((post) => post.id)).toEqual([hashtag]);
    const byTagTypo = await search({ q: 'dolomits' }, stranger.cookie);
    expect(byTagTypo.body.posts.map((post) => post.id)).toEqual([hashtag]);
  });

  it('returns whole post cards with the viewer’s flags', async () => {
    await buildLike(database, { postId: kyoto, userId: stranger.user.id });
    const response = await search({ q: 'Temples', type: 'posts' }, stranger.cookie);
    expect(response.body.posts).toHaveLength(1);
    expect(response.body.posts[0]).toMatchObject({
      id: kyoto,
      userId: traveller.user.id,
      user: { id: traveller.user.id, firstName: 'Tess', lastName: 'Walker', isPremium: false },
      location: 'Kyoto, Japan',
      tags: ['temples'],
      likesCount: 1,
      commentsCount: 0,
      isLiked: true,
      isBookmarked: false,
    });
  });

  it('flags the viewer’s bookmarks, for a member with a few and one with many', async () => {
    const saved = await post({ userId: traveller.user.id, content: 'Bookmarked Lofoten cabin' });
    const other = await post({ userId: traveller.user.id, content: 'Lofoten cabin, second night' });
    const few = await buildMember(database, { firstName: 'Fay', lastName: 'Few' });
    const many = await buildMember(database, { firstName: 'Max', lastName: 'Many' });
    await buildBookmark(database, { postId: saved, userId: few.user.id });
    for (let i = 0; i < MANY_BOOKMARKS; i += 1) {
      const filler = await post({ userId: traveller.user.id, content: `Saved for later ${i}` });
      await buildBookmark(database, { postId: filler, userId: many.user.id });
    }
    await buildBookmark(database, { postId: saved, userId: many.user.id });
    const { rows } = await database.pool.query<{ count: string }>(
      'SELECT count(*) FROM bookmarks WHERE user_id = $1',
      [many.user.id],
    );
    expect(Number(rows[0]!.count)).toBe(MANY_BOOKMARKS + 1);
    for (const viewer of [few, many]) {
      const response = await search({ q: 'lofoten cabin', type: 'posts' }, viewer.cookie);
      const flags = Object.fromEntries(response.body.posts.map((p) => [p.id, p.isBookmarked]));
      expect(flags).toEqual({ [saved]: true, [other]: false });
    }
    const none = await search({ q: 'lofoten cabin', type: 'posts' }, stranger.cookie);
    expect(none.body.posts.map((p) => p.isBookmarked)).toEqual([false, false]);
  });

  it('fills only the asked list and pages through it with offset and limit', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await post({ userId: traveller.user.id, content: `Gdansk day ${i}` }));
    }
    const first = await search({ q: 'gdansk', type: 'posts', limit: 2 }, stranger.cookie);
    expect(first.body.people).toEqual([]);
    expect(first.body.destinations).toEqual([]);
    const second = await search(
      { q: 'gdansk', type: 'posts', limit: 2, offset: 2 },
      stranger.cookie,
    );
    const third = await search(
      { q: 'gdansk', type: 'posts', limit: 2, offset: 4 },
      stranger.cookie,
    );
    const paged = [...first.body.posts, ...second.body.posts, ...third.body.posts].map((p) => p.id);
    expect(third.body.posts).toHaveLength(1);
    expect(new Set(paged)).toEqual(new Set(ids));
    const all = await search({ q: 'gdansk', limit: 3 }, stranger.cookie);
    expect(all.body.posts).toHaveLength(3);
  });

  it('matches e-mail addresses for admins only', async () => {
    const quill = await buildMember(database, {
      firstName: 'Zed',
      lastName: 'Quill',
      email: 'harbourmaster77@example.com',
    });
    const asMember = await search({ q: 'harbourmaster77', type: 'people' }, stranger.cookie);
    expect(asMember.body.people).toEqual([]);
    const asAdmin = await search({ q: 'harbourmaster77', type: 'people' }, admin.cookie);
    expect(asAdmin.body.people.map((person) => person.id)).toEqual([quill.user.id]);
    expect(asAdmin.body.people[0]).not.toHaveProperty('email');
  });
});

describe('GET /api/search — bad input', () => {
  it.each([
    [{ q: '' }, 'Search text is required'],
    [{ q: '    ' }, 'Search text is required'],
    [{ q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    [{ q: 'bali', type: 'hotels' }, 'Type must be posts, people or destinations'],
  ] as const)('%j is a 400', async (query, message) => {
    const response = await search(query as TSearchQuery, stranger.cookie);
    expect(response.status).toBe(400);
    expect(response.message).toBe(message);
  });

  it.each([[{ offset: -1 }], [{ limit: 0 }], [{ limit: 51 }], [{ offset: 'x' }]])(
    'paging %j is a 400',
    async (paging) => {
      const response = await search({ q: 'bali', ...paging } as TSearchQuery, stranger.cookie);
      expect(response.status).toBe(400);
    },
  );

  it.each(["'&|!:*()", '%', '_', '\\', '"unclosed', '-', 'a:* & !b', '日本', 'ab'])(
    'odd text %j answers 200',
    async (q) => {
      const response = await search({ q }, stranger.cookie);
      expect(response.status).toBe(200);
    },
  );

  it('treats % and _ literally in names', async () => {
    const response = await search({ q: '%', type: 'people' }, stranger.cookie);
    expect(response.body.people).toEqual([]);
  });
});
