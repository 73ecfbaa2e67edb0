import { describe, expect, it } from 'vitest';
import type { PlaceCandidate } from './search-candidates.ts';
import { placeVisible, visiblePlaces, type ViewerRelations } from './search-reads.ts';

/**
 * `visiblePlaces` answers most viewers from the text's places grouped once (the posts any member
 * may count); these tests hold it to the plain rule — every post `placeVisible` to the viewer,
 * grouped, counted and ordered — for viewers who follow, block, are blocked or wrote posts.
 */
const members = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'];
const places = ['Lisbon, Portugal', 'lisbon, portugal', 'Porto, Portugal', 'Sintra, Portugal'];

/** A deterministic spread of candidates: every privacy and author setting, several spellings. */
function candidates(count: number, seed: number): PlaceCandidate[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, () => {
    const location = places[next(places.length)]!;
    return {
      placeKey: location.toLowerCase().split(',')[0]!,
      location,
      imageUrl: next(3) === 0 ? null : `/photos/${next(1000)}.webp`,
      userId: members[next(members.length)]!,
      privacy: ['public', 'public', 'followers', 'private'][next(4)]!,
      score: location.startsWith('L') || location.startsWith('l') ? 1.5 : 0.5,
      authorActive: next(8) !== 0,
      authorReachesEveryone: next(4) !== 0,
      authorShowsLocation: next(6) !== 0,
    };
  });
}

/** The rule itself: the visible posts, grouped by place as the live query groups them. */
function reference(posts: PlaceCandidate[], viewerId: string, rel: ViewerRelations) {
  const groups = new Map<
    string,
    { score: number; count: number; imageUrl: string | null; names: Map<string, number> }
  >();
  for (const post of posts.filter((candidate) => placeVisible(candidate, viewerId, rel))) {
    const group = groups.get(post.placeKey) ?? {
      score: post.score,
      count: 0,
      imageUrl: null,
      names: new Map<string, number>(),
    };
    groups.set(post.placeKey, group);
    group.count += 1;
    group.imageUrl ??= post.imageUrl;
    group.names.set(post.location, (group.names.get(post.location) ?? 0) + 1);
  }
  return [...groups.values()]
    .map((group) => {
      const [name] = [...group.names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
      return { name, postsCount: group.count, imageUrl: group.imageUrl, score: group.score };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.postsCount - a.postsCount ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map(({ score: _score, ...row }) => row);
}

const relations = (following: string[], blocked: string[]): ViewerRelations => ({
  following: new Set(following),
  blocked: new Set(blocked),
});

const viewers: Array<[string, string, ViewerRelations]> = [
  ['a stranger', 'someone', relations([], [])],
  ['a follower of two authors', 'someone', relations(['m1', 'm2'], [])],
  ['a follower of everyone', 'someone', relations(members, [])],
  ['an author', 'm3', relations([], [])],
  ['an author who follows another', 'm4', relations(['m0'], [])],
  ['a member blocked with one author', 'someone', relations([], ['m2'])],
  ['a follower blocked with another author', 'someone', relations(['m1'], ['m5'])],
];

describe('places of a search, grouped once per text', () => {
  it.each(viewers)('%s sees exactly the places of the posts they may see', (_who, id, rel) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const posts = candidates(300, seed);
      const expected = reference(posts, id, rel);
      // Twice: the second answer comes from the grouping kept beside the candidates.
      for (let i = 0; i < 2; i += 1) {
        expect(visiblePlaces(posts, id, rel, { offset: 0, limit: 50 })).toEqual(expected);
      }
      expect(visiblePlaces(posts, id, rel, { offset: 1, limit: 2 })).toEqual(expected.slice(1, 3));
    }
  });

  it('never counts a hidden location, a suspended author or a post across a block', () => {
    const post = (values: Partial<PlaceCandidate>): PlaceCandidate => ({
      placeKey: 'kiruna',
      location: 'Kiruna, Sweden',
      imageUrl: null,
      userId: 'm1',
      privacy: 'public',
      score: 1,
      authorActive: true,
      authorReachesEveryone: true,
      authorShowsLocation: true,
      ...values,
    });
    const open = [post({})];
    expect(visiblePlaces(open, 'v', relations([], []), { offset: 0, limit: 10 })).toHaveLength(1);
    expect(visiblePlaces(open, 'v', relations([], ['m1']), { offset: 0, limit: 10 })).toEqual([]);
    for (const hidden of [
      [post({ authorShowsLocation: false })],
      [post({ authorActive: false })],
      [post({ privacy: 'followers' })],
      [post({ authorReachesEveryone: false })],
    ]) {
      expect(visiblePlaces(hidden, 'v', relations([], []), { offset: 0, limit: 10 })).toEqual([]);
      // Its author still counts it.
      expect(visiblePlaces(hidden, 'm1', relations([], []), { offset: 0, limit: 10 })).toHaveLength(
        1,
      );
    }
  });
});
