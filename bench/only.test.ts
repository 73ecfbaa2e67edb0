import { describe, expect, it } from 'vitest';
import { feedScenarios } from './feeds.ts';
import { benchOnly, benchSelected } from './only.ts';
import { searchTexts, type Samples } from './samples.ts';

const samples = (searchTerms: string[]): Samples => ({
  marker: { scale: 1, counts: {}, seconds: 0 } as unknown as Samples['marker'],
  cookies: ['a', 'b', 'c'].map((token) => `roamly_session=${token}`),
  profiles: ['p1'],
  posts: ['x1'],
  searchTerms,
});

describe('BENCH_ONLY', () => {
  it('keeps the scenarios whose names match, case-insensitively; no filter keeps all', () => {
    const names = feedScenarios(samples(['paris'])).map((scenario) => scenario.name);
    const only = benchOnly('health|SUGGESTED|search|auth/user');
    expect(names.filter((name) => benchSelected(name, only))).toEqual([
      'GET /api/users/suggested (home sidebar)',
      'GET /api/search (overview: posts, people, places)',
    ]);
    expect(names.filter((name) => benchSelected(name, benchOnly(undefined)))).toEqual(names);
    expect(benchSelected('tours', only)).toBe(false);
  });

  it('refuses a pattern that is not a regular expression', () => {
    expect(() => benchOnly('(')).toThrow(/BENCH_ONLY/);
  });
});

describe('the search scenario', () => {
  it('sends each member a different text of the sample, as the /search page asks', () => {
    const search = feedScenarios(samples(['golden hour', 'Kyto'])).find((scenario) =>
      scenario.name.startsWith('GET /api/search'),
    );
    expect(search?.variants).toEqual([
      { path: '/api/search?q=golden+hour', headers: { cookie: 'roamly_session=a' } },
      { path: '/api/search?q=Kyto', headers: { cookie: 'roamly_session=b' } },
      { path: '/api/search?q=golden+hour', headers: { cookie: 'roamly_session=c' } },
    ]);
  });

  it('makes texts of post words, places, typos and names', () => {
    const posts = [
      { content: 'Golden hour in Lisbon. Tram 28 at dawn', location: 'Lisbon, Portugal' },
      { content: 'Finally made it to Kyoto', location: 'Kyoto, Japan' },
      { content: 'Rainy afternoon at the harbour', location: 'Oslo, Norway' },
      { content: 'Last night in Porto', location: null },
      { content: 'Hidden viewpoint just outside Cusco', location: 'Cusco, Peru' },
    ];
    const texts = searchTexts(posts, [{ first_name: 'Inês', last_name: 'Gonçalves' }]);
    expect(texts).toEqual([
      'golden', // a word
      'made kyoto', // two words
      'harbour oslo', // a word and the city
      'Lsat', // one typo: 2nd and 3rd letters swapped
      'cusco hidden',
      'Inês Gonçalves', // a member's name, one text in five
    ]);
  });
});
