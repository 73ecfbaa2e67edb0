import { z } from 'zod';
import { defineRoute } from './route.ts';
import { ZTour } from './tours.ts';

/**
 * Recommendations (spec 2 §2 '/recommendations', §3, §7): destinations ranked for the member
 * from their travel profile and the page's filters, travel insights for their style, tours by
 * interest and the sample stays. Members only (spec 2 §6: the queries run when a user exists).
 */

/** Spec 2 §2: the interest toggles of 'Personalize Your Recommendations'. */
export const RECOMMENDATION_INTERESTS = [
  'beach',
  'mountain',
  'city',
  'culture',
  'adventure',
  'wellness',
] as const;
export type TRecommendationInterest = (typeof RECOMMENDATION_INTERESTS)[number];
export const RECOMMENDATION_INTEREST_LABELS: Record<TRecommendationInterest, string> = {
  beach: 'Beach',
  mountain: 'Mountain',
  city: 'City',
  culture: 'Culture',
  adventure: 'Adventure',
  wellness: 'Wellness',
};

/** Spec 2 §2: Budget Range (per person per day). */
export const BUDGET_RANGES = ['any', 'budget', 'mid', 'luxury'] as const;
export type TBudgetRange = (typeof BUDGET_RANGES)[number];
export const BUDGET_RANGE_LABELS: Record<TBudgetRange, string> = {
  any: 'Any budget',
  budget: 'Budget ($0-100/day)',
  mid: 'Mid-range ($100-250/day)',
  luxury: 'Luxury ($250+/day)',
};

/** Spec 2 §2: Travel Style (who travels). */
export const TRIP_STYLES = ['any', 'solo', 'couple', 'family', 'group'] as const;
export type TTripStyle = (typeof TRIP_STYLES)[number];
export const TRIP_STYLE_LABELS: Record<TTripStyle, string> = {
  any: 'Any style',
  solo: 'Solo',
  couple: 'Couple',
  family: 'Family',
  group: 'Group',
};

/** Spec 2 §2: the six tabs, in order; `stays` is labelled Hotels. */
export const RECOMMENDATION_TABS = [
  'destinations',
  'activities',
  'stays',
  'flights',
  'cars',
  'excursions',
] as const;
export type TRecommendationTab = (typeof RECOMMENDATION_TABS)[number];
export const RECOMMENDATION_TAB_LABELS: Record<TRecommendationTab, string> = {
  destinations: 'Destinations',
  activities: 'Activities',
  stays: 'Hotels',
  flights: 'Flights',
  cars: 'Cars',
  excursions: 'Excursions',
};

export const RECOMMENDATIONS_DEFAULT_LIMIT = 6;
export const RECOMMENDATIONS_MAX_LIMIT = 12;

/** Repeated (`interests=beach&interests=city`) or comma-separated; duplicates dropped. */
const ZInterests = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    return [
      ...new Set(list.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))),
    ].filter((item) => item !== '');
  },
  z
    .array(
      z.enum(RECOMMENDATION_INTERESTS, `must be one of ${RECOMMENDATION_INTERESTS.join(', ')}`),
    )
    .max(RECOMMENDATION_INTERESTS.length),
);

/** The page's filters, shared by the destination, activity and accommodation calls. */
export const ZRecommendationFilters = z.object({
  interests: ZInterests.optional().default([]),
  budget: z.enum(BUDGET_RANGES, `must be one of ${BUDGET_RANGES.join(', ')}`).default('any'),
  style: z.enum(TRIP_STYLES, `must be one of ${TRIP_STYLES.join(', ')}`).default('any'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECOMMENDATIONS_MAX_LIMIT, `must be at most ${RECOMMENDATIONS_MAX_LIMIT}`)
    .default(RECOMMENDATIONS_DEFAULT_LIMIT),
});
export type TRecommendationFilters = z.input<typeof ZRecommendationFilters>;
export type TRecommendationFilterValues = z.output<typeof ZRecommendationFilters>;

/** Spec 2 §3 'Destination recommendation', plus where its page is. */
export const ZDestinationRecommendation = z.object({
  /** Catalogue code and slug: 'View Details' opens /destination/{slug}/excursions. */
  code: z.number().int(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  /** 0–1; the card shows it as a percent match. */
  confidence: z.number().min(0).max(1),
  bestTime: z.string(),
  /** Per person per day for the chosen budget band, e.g. '$100–170 per day'. */
  estimatedCost: z.string(),
  highlights: z.array(z.string()).max(3),
  /** One sentence naming what matched ('Why this matches you:'). */
  reasoning: z.string(),
  /** What the ranking matched, for the card's chips. */
  matches: z.array(z.string()),
});
export type TDestinationRecommendation = z.infer<typeof ZDestinationRecommendation>;

export const ZDestinationRecommendations = z.object({
  recommendations: z.array(ZDestinationRecommendation),
  /** False when neither the profile nor the filters say anything: the page asks to fill it in. */
  profileComplete: z.boolean(),
  /** 'engine', or the AI vendor that worded the reasoning ('openai:gpt-4o-mini'). */
  reasoningBy: z.string(),
});
export type TDestinationRecommendations = z.infer<typeof ZDestinationRecommendations>;

export const ZTravelInsights = z.object({
  /** The travel style the insights are for (the member's, else the default Adventure). */
  style: z.string(),
  insights: z.array(z.string()),
});
export type TTravelInsights = z.infer<typeof ZTravelInsights>;

/** A sample stay (src/contract/sample-hotels.ts) as the API sends it. */
export const ZHotel = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  location: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  price: z.number(),
  currency: z.string(),
  amenities: z.array(z.string()),
  isSample: z.literal(true),
});

export const destinationRecommendationsRoute = defineRoute({
  method: 'GET',
  path: '/api/recommendations/destination',
  tags: ['recommendations'],
  summary:
    "Catalogue destinations ranked for the member (travel style, interests, favourite regions, languages) and the page's filters",
  query: ZRecommendationFilters,
  response: ZDestinationRecommendations,
  errors: [400, 401, 429],
});

export const travelInsightsRoute = defineRoute({
  method: 'GET',
  path: '/api/travel-insights',
  tags: ['recommendations'],
  summary: "Travel insights for the member's travel style",
  response: ZTravelInsights,
  errors: [401],
});

export const activityRecommendationsRoute = defineRoute({
  method: 'GET',
  path: '/api/recommendations/activity',
  tags: ['recommendations'],
  summary: "Tours matching the member's interests and the page's filters, most popular first",
  query: ZRecommendationFilters,
  response: z.object({ activities: z.array(ZTour) }),
  errors: [400, 401, 429],
});

export const accommodationRecommendationsRoute = defineRoute({
  method: 'GET',
  path: '/api/recommendations/accommodation',
  tags: ['recommendations'],
  summary: 'Stays for the budget band (the sample hotels until a hotel provider is connected)',
  query: ZRecommendationFilters,
  response: z.object({ hotels: z.array(ZHotel) }),
  errors: [400, 401, 429],
});
