import { describe, expect, it } from 'vitest';
import { searchRoute, type TSearchQuery } from '../../../contract/search.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildFollow, buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

/**
 * Issue 19 §3: one typo per word, accents and word order do not matter for posts, people and
 * destinations, and the forgiving match never shows a post to a member who may not see it.
 */
const { app, database } = await createTestApp();
const post = async (values: Parameters<typeof buildPost>[1]) =>
  (await buildPost(database, values)).id;
const search = (query: TSearchQuery, cookie: string) =>
  injectRoute(app, searchRoute, { query, cookie, remoteAddress: clientAddress() });

const author = await buildMember(database, { firstName: 'Inês', lastName: 'Gonçalves' });
const follower = await buildMember(database, { firstName: 'Felix', lastName: 'Hart' });
const stranger = await buildMember(database, { firstName: 'Sam', lastName: 'Reed' });
await buildFollow(database, { followerId: follower.user.id, followingId: author.user.id });

const pastel = {
  public: await post({
    userId: author.user.id,
    content: 'Pastel de nata heaven at Belem',
    privacy: 'public',
  }),
  followers: await post({
    userId: author.user.id,
    content: 'Pastel queue at Belém again',
    location: 'Cascais, Portugal',
    privacy: 'followers',
  }),
  private: await post({
    userId: author.user.id,
    content: 'Secret pastel recipe from Belém',
    location: 'Sintra, Portugal',
    privacy: 'private',
  }),
};
const saoPaulo = await post({
  userId: author.user.id,
  content: 'Rooftop sunset',
  location: 'São Paulo, Brazil',
  privacy: 'public',
});
const typedWithoutAccent = await post({
  userId: stranger.user.id,
  content: 'Street art walk',
  location: 'Sao Paulo, Brazil',
  privacy: 'public',
});

const postIds = async (q: string, viewer: { cookie: string }) => {
  const response = await search({ q, type: 'posts' }, viewer.cookie);
  expect(response.status).toBe(200);
  return response.body.posts.map((found) => found.id);
};

describe('GET /api/search — posts forgive typos, accents and word order', () => {
  it.each([
    'pastel belem',
    'pastell',
    'pastell belem',
    'belem pastel',
    'Belém pastel',
    'PASTEL BELÉM',
    'pastle belme', // two neighbours swapped, in each word
    'pastl belem', // a letter dropped
    'pastel belen', // a letter changed
    'nata heavn',
    'heaven pastel belem nata',
  ])('%j finds the post saying "Pastel de nata heaven at Belem"', async (q) => {
    expect(await postIds(q, stranger)).toContain(pastel.public);
  });

  it('does not forgive two typos in one word, or a word missing from the post', async () => {
    expect(await postIds('pestall', stranger)).not.toContain(pastel.public);
    expect(await postIds('pastel lisbon', stranger)).not.toContain(pastel.public);
  });

  it('shows a typo match only to viewers who may see the post', async () => {
    const mine = await postIds('pastell belem', author);
    expect(new Set(mine)).toEqual(new Set(Object.values(pastel)));
    const followed = await postIds('pastell belem', follower);
    expect(new Set(followed)).toEqual(new Set([pastel.public, pastel.followers]));
    const strangers = await postIds('pastell belem', stranger);
    expect(strangers).toEqual([pastel.public]);
    // Nor by the place of a hidden post, with or without a typo.
    expect(await postIds('cascias', stranger)).toEqual([]);
    expect(await postIds('sintra', follower)).toEqual([]);
  });

  it('ranks the words as typed above the typo matches', async () => {
    const exact = await post({
      userId: stranger.user.id,
      content: 'Pastell colours over the harbour at Belem',
      privacy: 'public',
    });
    const found = await postIds('pastell belem', stranger);
    expect(found[0]).toBe(exact);
    expect(found).toContain(pastel.public);
  });

  it('finds accented places without accents and back', async () => {
    for (const q of ['sao paulo', 'São Paulo', 'paulo sao', 'sao paolo']) {
      expect(new Set(await postIds(q, stranger))).toEqual(new Set([saoPaulo, typedWithoutAccent]));
    }
  });
});

describe('GET /api/search — people and destinations', () => {
  it.each(['Inês Gonçalves', 'ines goncalves', 'goncalves ines', 'Ines Gnocalves', 'gonçalvez'])(
    '%j finds Inês Gonçalves',
    async (q) => {
      const response = await search({ q, type: 'people' }, stranger.cookie);
      expect(response.body.people.map((person) => person.id)).toContain(author.user.id);
    },
  );

  it.each(['sao paulo', 'São Paulo', 'paulo sao', 'sao paolo', 'Sao Pualo brazil'])(
    '%j finds São Paulo as one place, counting both spellings',
    async (q) => {
      const response = await search({ q, type: 'destinations' }, stranger.cookie);
      expect(response.body.destinations).toHaveLength(1);
      expect(response.body.destinations[0]).toMatchObject({ postsCount: 2 });
      expect(response.body.destinations[0]?.name).toMatch(/^S[aã]o Paulo, Brazil$/);
    },
  );

  it('lists the place of a hidden post only to those who may see it', async () => {
    const places = async (q: string, viewer: { cookie: string }) =>
      (await search({ q, type: 'destinations' }, viewer.cookie)).body.destinations.map(
        (place) => place.name,
      );
    expect(await places('cascias', stranger)).toEqual([]);
    expect(await places('cascias', follower)).toEqual(['Cascais, Portugal']);
    expect(await places('sintr', follower)).toEqual([]);
    expect(await places('sintar', author)).toEqual(['Sintra, Portugal']);
  });
});
