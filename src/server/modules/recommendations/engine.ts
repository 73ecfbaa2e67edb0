import { countries, type TCountryCode } from 'countries-list';
import type {
  FAVORITE_REGIONS,
  LANGUAGES,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../../../contract/limits.ts';
import type {
  TBudgetRange,
  TDestinationRecommendation,
  TRecommendationFilterValues,
  TRecommendationInterest,
  TTripStyle,
} from '../../../contract/recommendations.ts';
import { countryName } from '../../geo/country-facts.ts';
import type { DestinationProfile, TDestinationTag, TripKind } from './destination-profiles.ts';

/**
 * The recommendation engine: a weighted score per catalogue destination from what the member
 * told us (travel style, interests, favourite regions, languages) and the page's filters
 * (interest toggles, budget band, who travels). Components the member and the page say nothing
 * about are left out of the average rather than guessed, every step is arithmetic on fixed data,
 * and ties go to the lower catalogue code, so the same member and filters always get the same
 * list. The reasoning names the matches that produced the score.
 */

export type TravelStyle = (typeof TRAVEL_STYLES)[number];
export type TravelInterest = (typeof TRAVEL_INTERESTS)[number];
export type FavoriteRegion = (typeof FAVORITE_REGIONS)[number];
export type Language = (typeof LANGUAGES)[number];

export type MemberProfile = {
  travelStyle: TravelStyle | null;
  travelInterests: readonly TravelInterest[];
  favoriteDestinations: readonly FavoriteRegion[];
  languages: readonly Language[];
};

export type Candidate = {
  profile: DestinationProfile;
  code: number;
  slug: string;
  name: string;
  type: 'city' | 'region' | 'country';
  countryCode: string;
  latitude: number;
  longitude: number;
  tourCount: number;
};

const WEIGHTS = {
  pageInterests: 0.35,
  memberInterests: 0.2,
  style: 0.12,
  budget: 0.12,
  trip: 0.06,
  region: 0.1,
  language: 0.03,
  popularity: 0.02,
} as const;

/** A trait or tag counts as a match from this strength on. */
const STRONG = 0.6;

const PAGE_INTEREST_LABELS: Record<TRecommendationInterest, string> = {
  beach: 'beaches',
  mountain: 'mountains',
  city: 'city life',
  culture: 'culture',
  adventure: 'adventure',
  wellness: 'wellness',
};

/** Member interests (settings) as the traits or tags they stand for. */
const MEMBER_INTERESTS: Record<
  TravelInterest,
  { trait?: TRecommendationInterest; tag?: TDestinationTag; label: string } | null
> = {
  beaches: { trait: 'beach', label: 'beaches' },
  mountains: { trait: 'mountain', label: 'mountains' },
  hiking: { tag: 'hiking', label: 'hiking' },
  'food-and-drink': { tag: 'food', label: 'food & drink' },
  history: { tag: 'history', label: 'history' },
  'art-and-museums': { tag: 'art', label: 'art & museums' },
  photography: { tag: 'photography', label: 'photography' },
  nightlife: { tag: 'nightlife', label: 'nightlife' },
  wildlife: { tag: 'wildlife', label: 'wildlife' },
  'water-sports': { tag: 'water-sports', label: 'water sports' },
  festivals: { tag: 'festivals', label: 'festivals' },
  wellness: { trait: 'wellness', label: 'wellness' },
  other: null,
};

/** Travel styles (settings) as the traits they favour, and the budget band they imply. */
const STYLE_TRAITS: Record<
  TravelStyle,
  {
    traits: Partial<Record<TRecommendationInterest, number>>;
    budget?: TBudgetRange;
    trip?: TripKind;
  }
> = {
  adventure: { traits: { adventure: 1, mountain: 0.5 } },
  luxury: { traits: { wellness: 1, beach: 0.5 }, budget: 'luxury' },
  budget: { traits: {}, budget: 'budget' },
  cultural: { traits: { culture: 1, city: 0.4 } },
  relaxation: { traits: { wellness: 1, beach: 0.8 } },
  business: { traits: { city: 1 } },
  backpacking: { traits: { adventure: 0.7, culture: 0.6 }, budget: 'budget' },
  family: { traits: {}, trip: 'family' },
  other: { traits: {} },
};

/** How well a cost level (1 cheap – 5 dear) suits each budget band. */
const BUDGET_FIT: Record<Exclude<TBudgetRange, 'any'>, Record<1 | 2 | 3 | 4 | 5, number>> = {
  budget: { 1: 1, 2: 0.85, 3: 0.5, 4: 0.2, 5: 0 },
  mid: { 1: 0.6, 2: 0.9, 3: 1, 4: 0.85, 5: 0.5 },
  luxury: { 1: 0.35, 2: 0.55, 3: 0.8, 4: 1, 5: 1 },
};

/** Per person per day in USD by cost level: [low, high] of each band (luxury: from). */
const DAILY_COST: Record<
  1 | 2 | 3 | 4 | 5,
  { budget: [number, number]; mid: [number, number]; luxury: number }
> = {
  1: { budget: [25, 50], mid: [60, 110], luxury: 180 },
  2: { budget: [40, 80], mid: [100, 170], luxury: 250 },
  3: { budget: [60, 100], mid: [140, 230], luxury: 320 },
  4: { budget: [80, 120], mid: [180, 290], luxury: 420 },
  5: { budget: [100, 160], mid: [240, 380], luxury: 550 },
};

/** The budget band's daily cost at a destination ('any' reads as mid-range). */
export function estimatedCost(cost: DestinationProfile['cost'], band: TBudgetRange): string {
  const levels = DAILY_COST[cost];
  if (band === 'luxury') return `From $${levels.luxury} per day`;
  const [low, high] = band === 'budget' ? levels.budget : levels.mid;
  return `$${low}–${high} per day`;
}

const CONTINENT_REGION: Record<string, FavoriteRegion> = {
  EU: 'europe',
  AS: 'asia',
  NA: 'north-america',
  SA: 'south-america',
  AF: 'africa',
  OC: 'oceania',
};
const MIDDLE_EAST = new Set([
  'AE',
  'SA',
  'QA',
  'OM',
  'BH',
  'KW',
  'JO',
  'IL',
  'PS',
  'LB',
  'SY',
  'IQ',
  'IR',
  'YE',
  'TR',
  'EG',
]);
const CARIBBEAN = new Set([
  'CU',
  'JM',
  'DO',
  'HT',
  'BS',
  'BB',
  'TT',
  'PR',
  'LC',
  'GD',
  'VC',
  'AG',
  'KN',
  'DM',
  'AW',
  'CW',
  'KY',
  'TC',
  'VG',
  'VI',
  'MQ',
  'GP',
  'BQ',
  'SX',
  'MF',
  'BL',
  'AI',
  'MS',
]);
const REGION_LABELS: Record<FavoriteRegion, string> = {
  europe: 'Europe',
  asia: 'Asia',
  'north-america': 'North America',
  'south-america': 'South America',
  africa: 'Africa',
  oceania: 'Oceania',
  'middle-east': 'the Middle East',
  caribbean: 'the Caribbean',
  other: 'elsewhere',
};

/** The favourite-region options a destination belongs to (Cancún is North America and the Caribbean). */
export function regionsOf(
  candidate: Pick<Candidate, 'countryCode' | 'longitude'>,
): FavoriteRegion[] {
  const country = (countries as Partial<Record<string, (typeof countries)[TCountryCode]>>)[
    candidate.countryCode
  ];
  const regions = new Set<FavoriteRegion>();
  const continent = country ? CONTINENT_REGION[country.continent] : undefined;
  if (continent) regions.add(continent);
  if (MIDDLE_EAST.has(candidate.countryCode)) regions.add('middle-east');
  if (CARIBBEAN.has(candidate.countryCode)) regions.add('caribbean');
  // Mexico's Caribbean coast (Cancún, Tulum, the Riviera Maya).
  if (candidate.countryCode === 'MX' && candidate.longitude > -88.5) regions.add('caribbean');
  return [...regions];
}

/** ISO 639-1 codes of the member's languages. */
const LANGUAGE_CODES: Record<Language, string | null> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  italian: 'it',
  portuguese: 'pt',
  mandarin: 'zh',
  japanese: 'ja',
  korean: 'ko',
  arabic: 'ar',
  hindi: 'hi',
  russian: 'ru',
  other: null,
};

function spokenLanguages(countryCode: string): string[] {
  const country = (countries as Partial<Record<string, (typeof countries)[TCountryCode]>>)[
    countryCode
  ];
  return country ? [...country.languages] : [];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a', 'a and b', 'a, b and c'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const TRIP_LABELS: Record<TripKind, string> = {
  solo: 'solo travellers',
  couple: 'couples',
  family: 'families',
  group: 'groups of friends',
};

type Component = { value: number; weight: number };

export type Ranked = TDestinationRecommendation & { score: number };

/** True when neither the member's profile nor the page's filters give the engine anything. */
export function hasPreferences(
  member: MemberProfile,
  filters: TRecommendationFilterValues,
): boolean {
  return (
    (member.travelStyle !== null && member.travelStyle !== 'other') ||
    member.travelInterests.some((interest) => interest !== 'other') ||
    member.favoriteDestinations.some((region) => region !== 'other') ||
    filters.interests.length > 0 ||
    filters.budget !== 'any' ||
    filters.style !== 'any'
  );
}

/** Scores one destination; the reasoning lists only what really matched. */
export function scoreDestination(
  member: MemberProfile,
  filters: TRecommendationFilterValues,
  candidate: Candidate,
): Ranked {
  const { profile } = candidate;
  const trait = (name: TRecommendationInterest) => profile.traits[name] ?? 0;
  const components: Component[] = [];
  const interestMatches: string[] = [];
  const chips: string[] = [];

  // The page's interest toggles.
  if (filters.interests.length > 0) {
    const values = filters.interests.map(trait);
    components.push({
      value: values.reduce((sum, value) => sum + value, 0) / values.length,
      weight: WEIGHTS.pageInterests,
    });
    for (const interest of filters.interests) {
      if (trait(interest) >= STRONG) interestMatches.push(PAGE_INTEREST_LABELS[interest]);
    }
  }

  // The member's interests from settings.
  const memberInterests = member.travelInterests
    .map((interest) => MEMBER_INTERESTS[interest])
    .filter((entry) => entry !== null);
  if (memberInterests.length > 0) {
    let matched = 0;
    for (const entry of memberInterests) {
      const hit =
        (entry.trait !== undefined && trait(entry.trait) >= STRONG) ||
        (entry.tag !== undefined && profile.tags.includes(entry.tag));
      if (hit) {
        matched += 1;
        if (!interestMatches.includes(entry.label)) interestMatches.push(entry.label);
      }
    }
    components.push({ value: matched / memberInterests.length, weight: WEIGHTS.memberInterests });
  }
  for (const label of interestMatches.slice(0, 4)) chips.push(capitalise(label));

  // The member's travel style.
  const style = member.travelStyle ? STYLE_TRAITS[member.travelStyle] : null;
  let styleMatch = false;
  const styleTraits = style ? Object.entries(style.traits) : [];
  if (member.travelStyle && styleTraits.length > 0) {
    let total = 0;
    let weight = 0;
    for (const [name, strength] of styleTraits) {
      total += trait(name as TRecommendationInterest) * strength;
      weight += strength;
    }
    const value = total / weight;
    components.push({ value, weight: WEIGHTS.style });
    styleMatch = value >= STRONG;
    if (styleMatch) chips.push(`${capitalise(member.travelStyle)} style`);
  }

  // Budget: the page's band, else the one the style implies.
  const band: Exclude<TBudgetRange, 'any'> | null =
    filters.budget !== 'any'
      ? filters.budget
      : style?.budget && style.budget !== 'any'
        ? style.budget
        : null;
  const cost = estimatedCost(profile.cost, band ?? 'mid');
  let budgetMatch = false;
  if (band) {
    const fit = BUDGET_FIT[band][profile.cost];
    components.push({ value: fit, weight: WEIGHTS.budget });
    budgetMatch = fit >= 0.8;
    if (budgetMatch) chips.push(band === 'mid' ? 'Mid-range budget' : `${capitalise(band)} budget`);
  }

  // Who travels: the page's choice, else a family traveller.
  const trip: TripKind | null =
    filters.style !== 'any' ? (filters.style as Exclude<TTripStyle, 'any'>) : (style?.trip ?? null);
  let tripMatch = false;
  if (trip) {
    tripMatch = profile.goodFor.includes(trip);
    components.push({ value: tripMatch ? 1 : 0.25, weight: WEIGHTS.trip });
    if (tripMatch) chips.push(`Great for ${TRIP_LABELS[trip]}`);
  }

  // Favourite regions.
  const favourites = member.favoriteDestinations.filter((region) => region !== 'other');
  const regions = regionsOf(candidate);
  const favouriteRegion = favourites.find((region) => regions.includes(region)) ?? null;
  if (favourites.length > 0) {
    components.push({ value: favouriteRegion ? 1 : 0, weight: WEIGHTS.region });
    if (favouriteRegion)
      chips.push(capitalise(REGION_LABELS[favouriteRegion].replace(/^the /, '')));
  }

  // Languages the member speaks that are spoken there.
  const spoken = spokenLanguages(candidate.countryCode);
  const memberLanguages = member.languages.filter((language) => LANGUAGE_CODES[language] !== null);
  const sharedLanguage =
    memberLanguages.find((language) => spoken.includes(LANGUAGE_CODES[language] ?? '')) ?? null;
  if (memberLanguages.length > 0) {
    components.push({ value: sharedLanguage ? 1 : 0.3, weight: WEIGHTS.language });
    if (sharedLanguage) chips.push(`${capitalise(sharedLanguage)} spoken`);
  }

  // A little weight for places with many tours.
  components.push({
    value: Math.min(1, Math.log10(1 + candidate.tourCount) / 3),
    weight: WEIGHTS.popularity,
  });

  const totalWeight = components.reduce((sum, part) => sum + part.weight, 0);
  const score = components.reduce((sum, part) => sum + part.value * part.weight, 0) / totalWeight;

  const clauses: string[] = [];
  if (interestMatches.length > 0) {
    clauses.push(`it is a strong match for ${listText(interestMatches.slice(0, 3))}`);
  }
  if (styleMatch && member.travelStyle) {
    clauses.push(`it suits your ${member.travelStyle} travel style`);
  }
  if (budgetMatch && band) {
    clauses.push(
      band === 'luxury'
        ? `it rewards a luxury budget (${cost.toLowerCase()})`
        : `it fits a ${band === 'mid' ? 'mid-range' : 'budget'} trip at ${cost.replace(' per day', ' a day')}`,
    );
  }
  if (tripMatch && trip) clauses.push(`it is a favourite with ${TRIP_LABELS[trip]}`);
  if (favouriteRegion) {
    clauses.push(`it is in ${REGION_LABELS[favouriteRegion]}, one of your favourite regions`);
  }
  if (sharedLanguage) clauses.push(`${capitalise(sharedLanguage)} is spoken there`);
  const reasoning =
    clauses.length > 0
      ? `${capitalise(listText(clauses))}.`
      : 'A well-rounded pick that travellers rate highly; add interests and regions in your travel profile to sharpen the match.';

  const country = countryName(candidate.countryCode);
  const location =
    candidate.type === 'country'
      ? (regions
          .map((region) => REGION_LABELS[region])
          .find((label) => !label.startsWith('the ')) ?? candidate.name)
      : country
        ? `${candidate.name}, ${country}`
        : candidate.name;

  return {
    code: candidate.code,
    slug: candidate.slug,
    title: candidate.name,
    location,
    description: profile.description,
    confidence: Math.min(0.98, Math.round((0.45 + 0.53 * score) * 100) / 100),
    bestTime: profile.bestTime,
    estimatedCost: cost,
    highlights: profile.highlights.slice(0, 3),
    reasoning,
    matches: chips,
    score,
  };
}

/** The best `limit` destinations for the member and filters, best first (ties: lower code). */
export function rankDestinations(
  member: MemberProfile,
  filters: TRecommendationFilterValues,
  candidates: readonly Candidate[],
  limit: number,
): Ranked[] {
  return candidates
    .map((candidate) => scoreDestination(member, filters, candidate))
    .sort((a, b) => b.score - a.score || a.code - b.code)
    .slice(0, limit);
}
