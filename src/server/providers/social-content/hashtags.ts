import type { ContentBrief } from './content.ts';

/** A hashtag from words: letters and digits only, each word capitalised ('new york' → NewYork). */
export function toHashtag(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

const GENERAL = [
  'Travel',
  'Wanderlust',
  'TravelGram',
  'Explore',
  'TravelTips',
  'CityBreak',
  'TravelCommunity',
  'BucketList',
  'Adventure',
  'SlowTravel',
  'TravelPhotography',
  'WeekendGetaway',
  'LocalGuide',
  'HiddenGems',
  'TravelInspiration',
  'SeeTheWorld',
  'Roamly',
  'TravelStories',
  'Holiday',
  'Vacation',
  'Sightseeing',
  'Culture',
  'FoodieTravel',
  'StreetPhotography',
  'TravelBlogger',
  'Backpacking',
  'Journey',
  'Discover',
  'Getaway',
  'TravelDiaries',
] as const;

const SEASON_TAGS = ['WinterTravel', 'SpringTravel', 'SummerTravel', 'AutumnTravel'] as const;

/**
 * `count` distinct hashtags: the place's own first (city, country, "Visit…"), the campaign's
 * branding, then general travel ones; the platform's rules trim them further when needed.
 */
export function hashtagsFor(brief: ContentBrief, count: number): string[] {
  if (count <= 0) return [];
  const place = toHashtag(brief.destination.name);
  const country = brief.destination.country ? toHashtag(brief.destination.country) : null;
  const season = SEASON_TAGS[Math.floor(((brief.month + 1) % 12) / 3)]!;
  const candidates = [
    place,
    `Visit${place}`,
    country,
    `${place}Travel`,
    ...brief.brandingElements.map(toHashtag),
    season,
    ...GENERAL,
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates) {
    if (!tag || tag.length > 60 || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === count) break;
  }
  return tags;
}
