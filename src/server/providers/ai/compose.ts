import type { TMediaKind } from '../../../contract/media.ts';
import type { SceneTag } from './image-stats.ts';

/**
 * Words from signals: the place, the season, the time of day and the scene tags become a
 * description, three caption variants and the suggested tags. Every phrase is optional, so a
 * photo with no GPS or no EXIF time still reads naturally (never "in Unknown"), and the same
 * file always gets the same wording (choices are seeded by the file).
 */

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type TimeOfDay = 'early morning' | 'morning' | 'midday' | 'afternoon' | 'evening' | 'night';

export type Signals = {
  kind: TMediaKind;
  /** The city or town, when known. */
  city: string | null;
  country: string | null;
  /** The city is its country's capital (a line of the description says so). */
  isCapital: boolean;
  /** People living there; big places get the 'city' tag. */
  population: number | null;
  season: Season | null;
  timeOfDay: TimeOfDay | null;
  scene: SceneTag[];
  /** Stable per file, so the wording does not change between two analyses of one photo. */
  seed: string;
};

export type Composition = { description: string; captions: string[]; tags: string[] };

/** The EXIF wall-clock time 'YYYY-MM-DD[T ]HH:MM' (or with colons in the date, as EXIF writes). */
export function parseTakenAt(
  value: string | null | undefined,
): { month: number; hour: number | null } | null {
  // Stored JSON is not trusted to hold a string.
  if (typeof value !== 'string' || !value) return null;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[2]);
  const hour = match[4] === undefined ? null : Number(match[4]);
  if (month < 1 || month > 12 || (hour !== null && hour > 23)) return null;
  return { month, hour };
}

/**
 * Meteorological seasons, flipped south of the equator; none in the tropics, where
 * 'summer' and 'winter' say little (and none without a latitude: the hemisphere is unknown).
 */
export function seasonOf(month: number, latitude: number | null): Season | null {
  if (latitude === null || Math.abs(latitude) < 23.5) return null;
  const north: Season[] = ['winter', 'spring', 'summer', 'autumn'];
  const index = Math.floor((month % 12) / 3);
  const season = north[index] ?? 'winter';
  if (latitude >= 0) return season;
  return north[(index + 2) % 4] ?? season;
}

export function timeOfDayOf(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 8) return 'early morning';
  if (hour >= 8 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 14) return 'midday';
  if (hour >= 14 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}

/** A small deterministic hash, so choices vary between files but not between runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pick<T>(options: readonly T[], seed: string, salt: string): T {
  const option = options[hash(`${seed}:${salt}`) % options.length];
  if (option === undefined) throw new Error('pick from an empty list');
  return option;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** 'newyorkcity' from 'New York City': a tag is one lowercase word (see normalizeTags). */
export function slugTag(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const has = (signals: Signals, tag: SceneTag) => signals.scene.includes(tag);

function scenePhrase(signals: Signals): string | null {
  if (has(signals, 'beach')) return 'on a sandy beach by the sea';
  if (has(signals, 'water')) return 'by the water';
  if (has(signals, 'desert')) return 'among desert sands';
  if (has(signals, 'snow')) return 'in the snow';
  if (has(signals, 'forest')) return 'in the forest';
  if (has(signals, 'nature')) return 'surrounded by greenery';
  if (has(signals, 'citylights')) return 'among the city lights';
  return null;
}

function lightPhrase(signals: Signals): string | null {
  if (has(signals, 'sunset')) return 'as the sun goes down';
  if (has(signals, 'goldenhour')) return 'in warm golden light';
  if (has(signals, 'night') && signals.timeOfDay !== 'night') return 'after dark';
  if (has(signals, 'bluesky')) return 'under a clear blue sky';
  return null;
}

/** The time noun a phrase starts from: 'summer evening', 'night', 'winter day', or null. */
function momentPhrase(signals: Signals): string | null {
  const time = signals.timeOfDay ?? (has(signals, 'night') ? 'night' : null);
  if (signals.season && time) return `${signals.season} ${time}`;
  if (signals.season) return `${signals.season} day`;
  return time;
}

function placePhrase(signals: Signals): string | null {
  if (signals.city && signals.country && signals.city !== signals.country) {
    return `${signals.city}, ${signals.country}`;
  }
  return signals.city ?? signals.country;
}

/** One or two sentences: what, when, where and in what light. */
export function describe(signals: Signals): string {
  const moment = momentPhrase(signals);
  const scene = scenePhrase(signals);
  const place = placePhrase(signals);
  const light = lightPhrase(signals);
  if (!moment && !scene && !place && !light) {
    return signals.kind === 'video'
      ? 'A travel video, ready for a caption of your own.'
      : 'A travel photo, ready for a caption of your own.';
  }
  if (moment && !scene && !place && !light) {
    const only = `${article(moment)} ${moment} worth remembering`;
    return signals.kind === 'video' ? `A video of ${only}.` : `${capitalize(only)}.`;
  }
  const head = moment ?? 'day';
  const parts = [`${article(head)} ${head}`];
  if (scene) parts.push(scene);
  if (place) parts.push(`in ${place}`);
  let sentence = parts.join(' ');
  if (light) sentence += `${place ? ',' : ''} ${light}`;
  const first = signals.kind === 'video' ? `A video of ${sentence}.` : `${capitalize(sentence)}.`;
  if (signals.isCapital && signals.city && signals.country && signals.city !== signals.country) {
    return `${first} ${signals.city} is the capital of ${signals.country}.`;
  }
  return first;
}

const PLACE_CAPTIONS = [
  (city: string) => `Postcard from ${city}.`,
  (city: string) => `${city}, you were worth the trip.`,
  (city: string) => `${city} state of mind.`,
  (city: string) => `Wish you were here: ${city}.`,
  (city: string) => `Falling for ${city}, one street at a time.`,
];
const NO_PLACE_CAPTIONS = [
  'Postcard from the road.',
  'Somewhere worth remembering.',
  'Found a corner of the world worth sharing.',
  'Collecting moments, not things.',
];

const SCENE_CAPTIONS: Partial<Record<SceneTag, string[]>> = {
  beach: ['Salt air, warm sand, nowhere else to be.', 'Sandy toes and a sea breeze.'],
  water: ['Calm water, clear mind.', 'Water views for days.'],
  desert: ['Endless sand and a sky to match.', 'Quiet dunes, big horizons.'],
  snow: ['Fresh snow and crisp air.', 'Winter wonderland, found.'],
  forest: ['Lost in the green, in the best way.', 'Into the woods.'],
  nature: ['Taking the scenic route.', 'Fresh air and green views.'],
  sunset: ['Chasing sunsets.', 'Golden skies, happy heart.'],
  goldenhour: ['Golden hour does it again.', 'Soft light, slow moments.'],
  citylights: ['The city comes alive after dark.', 'City lights and late walks.'],
  night: ['Night falls, the adventure goes on.', 'After-dark wanderings.'],
  bluesky: ['Blue skies and good vibes.', 'Not a cloud in the sky.'],
};
const TIME_CAPTIONS: Record<TimeOfDay, string[]> = {
  'early morning': ['Up before the crowds.', 'Early start, best light.'],
  morning: ['Morning well spent.', 'Coffee, then exploring.'],
  midday: ['Sun high, spirits higher.', 'Midday wanderings.'],
  afternoon: ['Lazy afternoon, no plans.', 'Afternoon adventures.'],
  evening: ['Evenings like this.', 'Winding down the day in style.'],
  night: ['Night owls travel better.', 'The night is young.'],
};
const SEASON_CAPTIONS: Record<Season, string[]> = {
  spring: ['Spring in full bloom.', 'Spring days like this.'],
  summer: ['Summer, exactly as it should be.', 'Endless summer days.'],
  autumn: ['Autumn colours and cosy walks.', 'Sweater weather travels.'],
  winter: ['Winter escapes are the best escapes.', 'Cold air, warm memories.'],
};
const EMOJI: Partial<Record<SceneTag, string>> = {
  beach: '🌊',
  water: '🌊',
  desert: '🏜️',
  snow: '❄️',
  forest: '🌲',
  nature: '🌿',
  sunset: '🌅',
  goldenhour: '🌅',
  citylights: '🌃',
  night: '🌙',
  bluesky: '☀️',
};

/** Three variants in three voices: about the place, about the moment, and a hashtag line. */
export function captions(signals: Signals, tags: readonly string[]): string[] {
  const city = signals.city ?? signals.country;
  const placeLine = city
    ? pick(PLACE_CAPTIONS, signals.seed, 'place')(city)
    : pick(NO_PLACE_CAPTIONS, signals.seed, 'place');

  const sceneKey = signals.scene.find((tag) => SCENE_CAPTIONS[tag]);
  const momentOptions = (sceneKey && SCENE_CAPTIONS[sceneKey]) ??
    (signals.timeOfDay && TIME_CAPTIONS[signals.timeOfDay]) ??
    (signals.season && SEASON_CAPTIONS[signals.season]) ?? ['Out exploring.', 'Travel mode: on.'];
  let momentLine = pick(momentOptions, signals.seed, 'moment');
  if (momentLine === placeLine) momentLine = 'Out exploring.';

  const emoji = (sceneKey && EMOJI[sceneKey]) ?? '✨';
  const when = signals.season
    ? capitalize(signals.season)
    : signals.timeOfDay
      ? capitalize(signals.timeOfDay)
      : null;
  const lead =
    when && city
      ? `${when} in ${city}`
      : city
        ? `Travel diaries: ${city}`
        : when
          ? `${when} wanderings`
          : 'Travel diaries';
  const hashtags = tags
    .filter((tag) => tag !== 'travel')
    .slice(0, 4)
    .map((tag) => `#${tag}`);
  const hashtagLine = [`${lead} ${emoji}`, ...hashtags, '#travel'].join(' ');

  return [placeLine, momentLine, hashtagLine];
}

/** Suggested tags: the scene first, then the place, the season and 'travel'; at most 10. */
export function suggestedTags(signals: Signals): string[] {
  const tags: string[] = [...signals.scene];
  if (signals.city) tags.push(slugTag(signals.city));
  if (signals.country && signals.country !== signals.city) tags.push(slugTag(signals.country));
  const natural = signals.scene.some((tag) =>
    ['beach', 'desert', 'snow', 'forest', 'nature'].includes(tag),
  );
  if (signals.population !== null && signals.population >= 100_000 && !natural) tags.push('city');
  if (signals.season) tags.push(signals.season);
  const unique = [...new Set(tags.filter(Boolean))].filter((tag) => tag !== 'travel');
  return [...unique.slice(0, 9), 'travel'];
}

export function compose(signals: Signals): Composition {
  const tags = suggestedTags(signals);
  return { description: describe(signals), captions: captions(signals, tags), tags };
}
