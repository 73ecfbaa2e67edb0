import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTags } from '../../../contract/posts.ts';
import {
  captions,
  compose,
  describe as describeSignals,
  parseTakenAt,
  seasonOf,
  slugTag,
  suggestedTags,
  timeOfDayOf,
  type Signals,
} from './compose.ts';
import type { SceneTag } from './image-stats.ts';

const base: Signals = {
  kind: 'image',
  city: null,
  country: null,
  isCapital: false,
  population: null,
  season: null,
  timeOfDay: null,
  scene: [],
  seed: 'seed',
};

describe('signals from EXIF', () => {
  it('reads the camera clock as written, with or without a zone', () => {
    expect(parseTakenAt('2024:07:15 19:30:00')).toEqual({ month: 7, hour: 19 });
    expect(parseTakenAt('2024-06-01T06:45:00+02:00')).toEqual({ month: 6, hour: 6 });
    expect(parseTakenAt('2024-12-24')).toEqual({ month: 12, hour: null });
    expect(parseTakenAt('not a date')).toBeNull();
    expect(parseTakenAt('2024-13-01T10:00:00')).toBeNull();
    expect(parseTakenAt(null)).toBeNull();
    expect(parseTakenAt(20240715 as unknown as string)).toBeNull();
  });

  it('names the season by hemisphere, and none in the tropics or without a place', () => {
    expect(seasonOf(7, 38.7)).toBe('summer');
    expect(seasonOf(7, -33.9)).toBe('winter');
    expect(seasonOf(1, 48.9)).toBe('winter');
    expect(seasonOf(1, -33.9)).toBe('summer');
    expect(seasonOf(4, 48.9)).toBe('spring');
    expect(seasonOf(4, -33.9)).toBe('autumn');
    expect(seasonOf(10, 35.0)).toBe('autumn');
    expect(seasonOf(12, 35.0)).toBe('winter');
    expect(seasonOf(7, 13.7)).toBeNull();
    expect(seasonOf(7, null)).toBeNull();
  });

  it('names the time of day', () => {
    expect([5, 9, 12, 15, 18, 22, 2].map(timeOfDayOf)).toEqual([
      'early morning',
      'morning',
      'midday',
      'afternoon',
      'evening',
      'night',
      'night',
    ]);
  });
});

describe('descriptions', () => {
  it('puts every known signal in one natural sentence', () => {
    expect(
      describeSignals({
        ...base,
        city: 'Nice',
        country: 'France',
        season: 'summer',
        timeOfDay: 'evening',
        scene: ['beach', 'sea', 'sunset'],
      }),
    ).toBe('A summer evening on a sandy beach by the sea in Nice, France, as the sun goes down.');
  });

  it('drops what is missing without leaving holes', () => {
    expect(describeSignals({ ...base, scene: ['forest', 'nature'] })).toBe('A day in the forest.');
    expect(describeSignals({ ...base, city: 'Kyoto', country: 'Japan' })).toBe(
      'A day in Kyoto, Japan.',
    );
    expect(describeSignals({ ...base, timeOfDay: 'morning', scene: ['bluesky'] })).toBe(
      'A morning under a clear blue sky.',
    );
    expect(describeSignals({ ...base, season: 'winter', timeOfDay: 'afternoon' })).toBe(
      'A winter afternoon worth remembering.',
    );
    expect(describeSignals(base)).toBe('A travel photo, ready for a caption of your own.');
    expect(describeSignals({ ...base, kind: 'video' })).toBe(
      'A travel video, ready for a caption of your own.',
    );
  });

  it('mentions a capital, says "after dark" for a dark photo without a night clock, and "an"', () => {
    expect(describeSignals({ ...base, city: 'Lisbon', country: 'Portugal', isCapital: true })).toBe(
      'A day in Lisbon, Portugal. Lisbon is the capital of Portugal.',
    );
    expect(describeSignals({ ...base, timeOfDay: 'evening', scene: ['night', 'citylights'] })).toBe(
      'An evening among the city lights after dark.',
    );
    expect(describeSignals({ ...base, kind: 'video', city: 'Oslo', country: 'Norway' })).toBe(
      'A video of a day in Oslo, Norway.',
    );
  });
});

describe('captions and tags', () => {
  const lisbon: Signals = {
    ...base,
    city: 'Lisbon',
    country: 'Portugal',
    population: 517_802,
    season: 'summer',
    timeOfDay: 'evening',
    scene: ['beach', 'sea', 'bluesky'],
  };

  it('offers three voices: the place, the moment, and a hashtag line', () => {
    const [place, moment, hashtags] = captions(lisbon, suggestedTags(lisbon));
    expect(place).toMatch(/Lisbon/);
    expect(['Salt air, warm sand, nowhere else to be.', 'Sandy toes and a sea breeze.']).toContain(
      moment,
    );
    expect(hashtags).toBe('Summer in Lisbon 🌊 #beach #sea #bluesky #lisbon #travel');
  });

  it('tags the scene, the place and the season as single lowercase words', () => {
    expect(suggestedTags(lisbon)).toEqual([
      'beach',
      'sea',
      'bluesky',
      'lisbon',
      'portugal',
      'summer',
      'travel',
    ]);
    // A big place with no natural scene is a city.
    expect(
      suggestedTags({ ...base, city: 'New York City', country: 'United States', population: 8e6 }),
    ).toEqual(['newyorkcity', 'unitedstates', 'city', 'travel']);
    expect(slugTag('Reykjavík')).toBe('reykjavik');
  });

  it('words the same file the same way every time, and different files differently', () => {
    expect(compose(lisbon)).toEqual(compose(lisbon));
    const variants = new Set(
      Array.from({ length: 20 }, (_, i) => compose({ ...lisbon, seed: `file-${i}` }).captions[0]),
    );
    expect(variants.size).toBeGreaterThan(2);
  });

  it('never leaves a placeholder or a broken sentence, whatever is missing', () => {
    const scene = fc.subarray<SceneTag>([
      'beach',
      'sea',
      'water',
      'desert',
      'snow',
      'forest',
      'nature',
      'sunset',
      'goldenhour',
      'night',
      'citylights',
      'bluesky',
    ]);
    const signals = fc.record({
      kind: fc.constantFrom('image' as const, 'video' as const),
      city: fc.option(fc.constantFrom('Nice', 'São Paulo', 'Monaco', 'New York City')),
      country: fc.option(fc.constantFrom('France', 'Brazil', 'Monaco', 'United States')),
      isCapital: fc.boolean(),
      population: fc.option(fc.integer({ min: 1000, max: 9_000_000 })),
      season: fc.option(
        fc.constantFrom('spring' as const, 'summer' as const, 'autumn' as const, 'winter' as const),
      ),
      timeOfDay: fc.option(
        fc.constantFrom(
          'early morning' as const,
          'morning' as const,
          'midday' as const,
          'afternoon' as const,
          'evening' as const,
          'night' as const,
        ),
      ),
      scene,
      seed: fc.string(),
    });
    fc.assert(
      fc.property(signals, (input) => {
        const { description, captions: lines, tags } = compose(input);
        for (const text of [description, ...lines]) {
          expect(text).not.toMatch(/undefined|null|NaN|\{|\}| ,|,,| {2}|^\s|\s$/);
        }
        expect(description).toMatch(/^[A-Z].*\.$/);
        expect(lines).toHaveLength(3);
        expect(new Set(lines).size).toBe(3);
        expect(tags.length).toBeLessThanOrEqual(10);
        expect(tags).toContain('travel');
        // What the create form would store: the same tags, nothing split or dropped.
        expect(normalizeTags(tags)).toEqual(tags);
      }),
      { numRuns: 300 },
    );
  });
});
