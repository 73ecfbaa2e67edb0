import { destinationSlug } from './destination-slug.ts';
import {
  CITY_AREAS,
  GENERIC_AREAS,
  HOTEL_TEMPLATES,
  HOTEL_TIERS,
  type THotelTier,
} from './sample-hotel-data.ts';

/**
 * The hotels page's listing (spec 2 §2 'Hotels page', spec 3 §2 'Public hotel listing'): sample
 * hotels of the page's own city (issue 19 §4; the UI labels them as samples until a hotel
 * provider is configured), its filters and the summary figures computed from the hotels shown,
 * shared by the page and the server (the stays recommendations and the hotel page's structured
 * data). Plain data and functions: no validation library, so the page's chunk stays small.
 */

export const HOTEL_AMENITIES = ['wifi', 'spa', 'pool', 'gym', 'restaurant', 'parking'] as const;
export type THotelAmenity = (typeof HOTEL_AMENITIES)[number];
export const HOTEL_AMENITY_LABELS: Record<THotelAmenity, string> = {
  wifi: 'Free WiFi',
  spa: 'Spa',
  pool: 'Pool',
  gym: 'Gym',
  restaurant: 'Restaurant',
  parking: 'Parking',
};

/** Spec 2 §3 'Hotel' (sample hotels also carry currency); `area` is where in the city it is. */
export type THotel = {
  id: string;
  name: string;
  description: string;
  /** Filled from the place-image lookup (spec 2 §2); a drawn picture of the city until then. */
  image: string | null;
  /** 'Mayfair, London': the area, then the destination's name. */
  location: string;
  rating: number;
  reviewCount: number;
  /** Per night, in `currency`. */
  price: number;
  currency: string;
  amenities: THotelAmenity[];
  isSample: true;
};

/** Spec 2 §2 / spec 3 §2: the default city when the URL names none. */
export const DEFAULT_HOTELS_LOCATION = 'london';

/** A small seeded generator (mulberry32 over FNV-1a), so a city always gets the same listing. */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TIER_ORDER: readonly THotelTier[] = ['luxury', 'upscale', 'midrange', 'budget'];

/** The neighbourhoods a city's sample hotels are placed in: its real ones when known. */
export function hotelAreas(destinationName: string): readonly string[] {
  const key = destinationSlug(destinationName);
  const known = CITY_AREAS[key];
  if (known) return known.slice(0, 4);
  const random = seededRandom(`areas:${key}`);
  const [centre, ...others] = GENERIC_AREAS;
  const picked = [...others].sort(() => random() - 0.5).slice(0, 3);
  return [centre!, ...picked];
}

/**
 * The sample hotels of a destination (issue 19 §4): generated from its name, the same every
 * time, one per price tier plus one or two more, named after the city where a template says so,
 * placed in its neighbourhoods (the luxury one in the centre) and priced inside its tier's band.
 */
export function sampleHotels(destinationName: string): THotel[] {
  const name = destinationName.trim() || 'London';
  const key = destinationSlug(name) || 'city';
  const random = seededRandom(`hotels:${key}`);
  const between = ([low, high]: [number, number]) => low + (high - low) * random();
  const areas = hotelAreas(name);
  const extra = 1 + Math.floor(random() * 2);
  const tiers = [...TIER_ORDER, ...TIER_ORDER.filter(() => random() < 0.5).slice(0, extra)];
  const spread = Math.floor(random() * (areas.length - 1));
  const used = new Set<string>();
  return tiers.map((tier, index) => {
    const choices = HOTEL_TEMPLATES[tier].filter((template) => !used.has(template.key));
    const template = choices[Math.floor(random() * choices.length)]!;
    used.add(template.key);
    const band = HOTEL_TIERS[tier];
    // The luxury hotel in the centre, the others spread over the remaining areas.
    const area = index === 0 ? areas[0]! : areas[1 + ((index - 1 + spread) % (areas.length - 1))]!;
    const fill = (text: string) => text.replaceAll('{city}', name);
    return {
      id: `sample-hotel-${key}-${template.key}`,
      name: fill(template.name),
      description: fill(template.description),
      image: null,
      location: `${area}, ${name}`,
      rating: Math.round(between(band.rating) * 10) / 10,
      reviewCount: Math.round(between(band.reviews)),
      price: Math.round(between(band.price) / 5) * 5,
      currency: 'USD',
      amenities: template.amenities,
      isSample: true,
    };
  });
}

/** The area of a hotel: its location before the city's name. */
export function hotelArea(hotel: Pick<THotel, 'location'>): string {
  const comma = hotel.location.indexOf(', ');
  return comma === -1 ? hotel.location : hotel.location.slice(0, comma);
}

export type THotelSummary = {
  total: number;
  /** Cheapest and dearest nightly price of the hotels shown; null when none is shown. */
  price: { min: number; max: number; currency: string } | null;
  /** Their mean rating to one decimal; null when none is shown. */
  averageRating: number | null;
  /** Their areas, most hotels first. */
  popularAreas: { name: string; count: number }[];
};

/** The side panel's figures, computed from the hotels shown (so they follow the filters). */
export function hotelSummary(shown: readonly THotel[]): THotelSummary {
  const counts = new Map<string, number>();
  for (const hotel of shown) {
    const area = hotelArea(hotel);
    counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  const prices = shown.map((hotel) => hotel.price);
  return {
    total: shown.length,
    price:
      shown.length === 0
        ? null
        : { min: Math.min(...prices), max: Math.max(...prices), currency: shown[0]!.currency },
    averageRating:
      shown.length === 0
        ? null
        : Math.round((shown.reduce((sum, hotel) => sum + hotel.rating, 0) / shown.length) * 10) /
          10,
    popularAreas: [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

export const HOTEL_FOOTER_TEXT = 'Find your perfect accommodation worldwide.';

/** Spec 2 §2: the guests selector (2 default). */
export const HOTEL_GUEST_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export const DEFAULT_HOTEL_GUESTS = '2';

export const HOTEL_PRICE_RANGES = ['any', '0-100', '100-200', '200-400', '400+'] as const;
export type THotelPriceRange = (typeof HOTEL_PRICE_RANGES)[number];
export const HOTEL_PRICE_RANGE_LABELS: Record<THotelPriceRange, string> = {
  any: 'Any price',
  '0-100': '$0 - $100',
  '100-200': '$100 - $200',
  '200-400': '$200 - $400',
  '400+': '$400+',
};

export const HOTEL_RATINGS = ['any', '5', '4+', '3+'] as const;
export type THotelRating = (typeof HOTEL_RATINGS)[number];
export const HOTEL_RATING_LABELS: Record<THotelRating, string> = {
  any: 'Any rating',
  '5': '5 stars',
  '4+': '4+ stars',
  '3+': '3+ stars',
};

export const HOTEL_SORTS = ['price-low-high', 'price-high-low', 'rating', 'popularity'] as const;
export type THotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_LABELS: Record<THotelSort, string> = {
  'price-low-high': 'Price: Low to High',
  'price-high-low': 'Price: High to Low',
  rating: 'Top Rated',
  popularity: 'Most Popular',
};

/** Spec 2 §3 'Filter state'. */
export type THotelFilters = {
  priceRange: THotelPriceRange;
  rating: THotelRating;
  sortBy: THotelSort;
  amenities: THotelAmenity[];
};

export const DEFAULT_HOTEL_FILTERS: THotelFilters = {
  priceRange: 'any',
  rating: 'any',
  sortBy: 'popularity',
  amenities: [],
};

function inPriceRange(price: number, range: THotelPriceRange): boolean {
  switch (range) {
    case 'any':
      return true;
    case '0-100':
      return price <= 100;
    case '100-200':
      return price > 100 && price <= 200;
    case '200-400':
      return price > 200 && price <= 400;
    case '400+':
      return price > 400;
  }
}

function meetsRating(rating: number, wanted: THotelRating): boolean {
  switch (wanted) {
    case 'any':
      return true;
    case '5':
      return rating >= 4.95;
    case '4+':
      return rating >= 4;
    case '3+':
      return rating >= 3;
  }
}

const COMPARE: Record<THotelSort, (a: THotel, b: THotel) => number> = {
  'price-low-high': (a, b) => a.price - b.price,
  'price-high-low': (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  popularity: (a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating,
};

/** The hotels that pass every filter (all chosen amenities), in the chosen order. */
export function filterHotels(hotels: readonly THotel[], filters: THotelFilters): THotel[] {
  return hotels
    .filter(
      (hotel) =>
        inPriceRange(hotel.price, filters.priceRange) &&
        meetsRating(hotel.rating, filters.rating) &&
        filters.amenities.every((amenity) => hotel.amenities.includes(amenity)),
    )
    .sort((a, b) => COMPARE[filters.sortBy](a, b) || a.name.localeCompare(b.name));
}
