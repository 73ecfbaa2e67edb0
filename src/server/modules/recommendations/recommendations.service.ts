import { DEFAULT_CURRENCY } from '../../../contract/currency-format.ts';
import type {
  TDestinationRecommendations,
  TRecommendationFilterValues,
  TRecommendationInterest,
  TTravelInsights,
} from '../../../contract/recommendations.ts';
import {
  filterHotels,
  sampleHotels,
  type THotel,
  type THotelPriceRange,
} from '../../../contract/sample-hotels.ts';
import type { TTour, TTourCategory } from '../../../contract/tours.ts';
import { destinationsBySlugs, findTravelProfile } from '../../../db/queries/recommendations.ts';
import type { MemberContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { popularTours } from '../tours/tours.service.ts';
import { DESTINATION_PROFILES } from './destination-profiles.ts';
import {
  hasPreferences,
  rankDestinations,
  type Candidate,
  type MemberProfile,
  type Ranked,
  type TravelInterest,
} from './engine.ts';
import { travelInsightsFor } from './insights.ts';
import type { ReasoningWriter } from './reasoning.ts';

const PROFILES_BY_SLUG = new Map(DESTINATION_PROFILES.map((profile) => [profile.slug, profile]));

async function memberProfile(ctx: MemberContext): Promise<MemberProfile> {
  const row = await findTravelProfile(ctx.db, { userId: ctx.viewer.id });
  if (!row) throw notFound('User not found');
  return row;
}

/** The profiled destinations the catalogue has (a slug it lacks, or in another country, is skipped). */
async function candidates(ctx: MemberContext): Promise<Candidate[]> {
  const rows = await destinationsBySlugs(ctx.db, { slugs: [...PROFILES_BY_SLUG.keys()] });
  return rows.flatMap((row) => {
    const profile = PROFILES_BY_SLUG.get(row.slug);
    if (!profile || row.countryCode !== profile.country) return [];
    return [{ ...row, countryCode: row.countryCode, profile }];
  });
}

async function ranked(
  ctx: MemberContext,
  member: MemberProfile,
  filters: TRecommendationFilterValues,
): Promise<Ranked[]> {
  if (!hasPreferences(member, filters)) return [];
  return rankDestinations(member, filters, await candidates(ctx), filters.limit);
}

/**
 * GET /api/recommendations/destination. The ranking is always the engine's; a configured AI
 * vendor may only reword each reasoning sentence from the same matches.
 */
export async function recommendDestinations(
  ctx: MemberContext,
  filters: TRecommendationFilterValues,
  writer: ReasoningWriter | null,
): Promise<TDestinationRecommendations> {
  const member = await memberProfile(ctx);
  if (!hasPreferences(member, filters)) {
    return { recommendations: [], profileComplete: false, reasoningBy: 'engine' };
  }
  const list = await ranked(ctx, member, filters);
  let reasoningBy = 'engine';
  let reasons: (string | null)[] = list.map(() => null);
  if (writer && list.length > 0) {
    const written = await writer.write(
      list.map((item) => ({
        title: item.title,
        location: item.location,
        matches: item.matches,
        reasoning: item.reasoning,
      })),
      { log: ctx.log },
    );
    if (written) {
      reasons = written;
      reasoningBy = writer.name;
    }
  }
  return {
    recommendations: list.map(({ score: _score, ...item }, index) => ({
      ...item,
      reasoning: reasons[index] ?? item.reasoning,
    })),
    profileComplete: true,
    reasoningBy,
  };
}

/** GET /api/travel-insights. */
export async function travelInsights(ctx: MemberContext): Promise<TTravelInsights> {
  const member = await memberProfile(ctx);
  const top = (
    await ranked(ctx, member, { interests: [], budget: 'any', style: 'any', limit: 1 })
  )[0];
  return travelInsightsFor(
    member.travelStyle,
    member.travelInterests,
    top ? { title: top.title, confidence: top.confidence } : null,
  );
}

/** Page interests and settings interests as tour categories, most wanted first. */
const PAGE_CATEGORIES: Record<TRecommendationInterest, TTourCategory[]> = {
  beach: ['water'],
  mountain: ['nature', 'adventure'],
  city: ['sightseeing', 'walking'],
  culture: ['cultural', 'museums'],
  adventure: ['adventure'],
  wellness: ['nature'],
};
const MEMBER_CATEGORIES: Partial<Record<TravelInterest, TTourCategory[]>> = {
  beaches: ['water'],
  mountains: ['nature'],
  hiking: ['nature', 'walking'],
  'food-and-drink': ['food'],
  history: ['cultural', 'museums'],
  'art-and-museums': ['museums'],
  photography: ['sightseeing'],
  wildlife: ['nature'],
  'water-sports': ['water'],
  festivals: ['cultural'],
  nightlife: ['food'],
};

export function activityCategories(
  member: Pick<MemberProfile, 'travelInterests'>,
  filters: Pick<TRecommendationFilterValues, 'interests'>,
): TTourCategory[] {
  const ordered: TTourCategory[] = [];
  const add = (list: readonly TTourCategory[] | undefined) => {
    for (const category of list ?? []) if (!ordered.includes(category)) ordered.push(category);
  };
  for (const interest of filters.interests) add(PAGE_CATEGORIES[interest]);
  for (const interest of member.travelInterests) add(MEMBER_CATEGORIES[interest]);
  return ordered;
}

/** Tours per activity category asked for before merging. */
const PER_CATEGORY = 6;

/**
 * GET /api/recommendations/activity: the most popular tours of the categories the member's
 * interests and the page's toggles point at, taken in turn from each category (a budget band
 * keeps to tours under $75 per person); every category's when nothing is known.
 */
export async function recommendActivities(
  ctx: MemberContext,
  filters: TRecommendationFilterValues,
): Promise<{ activities: TTour[] }> {
  const member = await memberProfile(ctx);
  const categories = activityCategories(member, filters);
  const query = (category: TTourCategory | undefined, limit: number) =>
    popularTours(ctx, {
      destination: '',
      searchQuery: undefined,
      category,
      sortBy: filters.budget === 'luxury' ? 'rating' : 'popularity',
      freeCancellation: false,
      currency: DEFAULT_CURRENCY,
      minPrice: undefined,
      maxPrice: filters.budget === 'budget' ? 75 : undefined,
      limit,
      offset: 0,
    });
  if (categories.length === 0) return { activities: await query(undefined, filters.limit) };
  const lists = await Promise.all(categories.map((category) => query(category, PER_CATEGORY)));
  const seen = new Set<string>();
  const activities: TTour[] = [];
  for (let round = 0; round < PER_CATEGORY && activities.length < filters.limit; round += 1) {
    for (const list of lists) {
      const tour = list[round];
      if (!tour || seen.has(tour.productCode)) continue;
      seen.add(tour.productCode);
      activities.push(tour);
      if (activities.length >= filters.limit) break;
    }
  }
  return { activities };
}

const BUDGET_PRICE_RANGES: Record<TRecommendationFilterValues['budget'], THotelPriceRange[]> = {
  any: ['any'],
  budget: ['0-100', '100-200'],
  mid: ['100-200', '200-400'],
  luxury: ['200-400', '400+'],
};

/**
 * GET /api/recommendations/accommodation: the sample stays (no hotel provider is connected),
 * placed in the member's best-matching destination and kept to the budget band.
 */
export async function recommendAccommodation(
  ctx: MemberContext,
  filters: TRecommendationFilterValues,
): Promise<{ hotels: THotel[] }> {
  const member = await memberProfile(ctx);
  const top = (await ranked(ctx, member, { ...filters, limit: 1 }))[0];
  const all = sampleHotels(top?.title ?? 'London');
  const ranges = BUDGET_PRICE_RANGES[filters.budget];
  const hotels = ranges.flatMap((priceRange) =>
    filterHotels(all, { priceRange, rating: 'any', sortBy: 'rating', amenities: [] }),
  );
  return { hotels: hotels.slice(0, filters.limit) };
}
