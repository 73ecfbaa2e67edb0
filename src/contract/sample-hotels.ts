/**
 * The hotels page's listing (spec 2 §2 'Hotels page', spec 3 §2 'Public hotel listing'): four
 * sample hotels (the spec names no hotel search; the UI labels them as samples), its filters and
 * fixed summary figures, shared by the page and the server (the stays recommendations and the
 * hotel page's structured data). Plain data and functions: no validation library, so the page's
 * chunk stays small.
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
  /** Filled from the place-image lookup (spec 2 §2); the stock image until it answers. */
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

/** The four samples; `areas` name their neighbourhood in London and elsewhere. */
const SAMPLES: readonly (Omit<THotel, 'location' | 'image' | 'isSample'> & {
  londonArea: string;
  area: string;
})[] = [
  {
    id: 'sample-hotel-grand-meridian',
    name: 'The Grand Meridian',
    description:
      'A landmark five-star hotel with marble bathrooms, a rooftop pool and a spa overlooking the skyline.',
    rating: 4.9,
    reviewCount: 2184,
    price: 520,
    currency: 'USD',
    amenities: ['wifi', 'spa', 'pool', 'gym', 'restaurant', 'parking'],
    londonArea: 'Mayfair',
    area: 'City Centre',
  },
  {
    id: 'sample-hotel-harbour-light',
    name: 'Harbour Light Boutique Hotel',
    description:
      'Thirty design-led rooms, a candle-lit wine bar and breakfast served until noon, steps from the theatres.',
    rating: 4.7,
    reviewCount: 1342,
    price: 310,
    currency: 'USD',
    amenities: ['wifi', 'spa', 'restaurant'],
    londonArea: 'Covent Garden',
    area: 'Old Town',
  },
  {
    id: 'sample-hotel-riverside-suites',
    name: 'Riverside Suites',
    description:
      'Apartment-style suites with kitchenettes and river views, a 24-hour gym and secure parking for road trips.',
    rating: 4.5,
    reviewCount: 986,
    price: 185,
    currency: 'USD',
    amenities: ['wifi', 'gym', 'restaurant', 'parking'],
    londonArea: 'South Bank',
    area: 'Waterfront',
  },
  {
    id: 'sample-hotel-urban-nest',
    name: 'The Urban Nest',
    description:
      'Smart, compact rooms with rain showers and a lively café lobby: a friendly base for exploring on foot.',
    rating: 4.3,
    reviewCount: 2710,
    price: 95,
    currency: 'USD',
    amenities: ['wifi', 'restaurant'],
    londonArea: 'Westminster',
    area: 'Central Station',
  },
];

/** Spec 2 §2 / spec 3 §2: the default city when the URL names none. */
export const DEFAULT_HOTELS_LOCATION = 'london';

/** The sample hotels placed in a destination ('London' gets its real areas). */
export function sampleHotels(destinationName: string): THotel[] {
  const london = destinationName.trim().toLowerCase() === 'london';
  return SAMPLES.map(({ londonArea, area, ...hotel }) => ({
    ...hotel,
    image: null,
    location: `${london ? londonArea : area}, ${destinationName}`,
    isSample: true,
  }));
}

/** Spec 3 §9: the side panel's fixed figures and static areas. */
export const HOTEL_SUMMARY = {
  priceRange: '$95 - $520',
  averageRating: '4.6',
  popularAreas: [
    { name: 'Mayfair', count: 12 },
    { name: 'Covent Garden', count: 8 },
    { name: 'South Bank', count: 6 },
    { name: 'Westminster', count: 4 },
  ],
} as const;

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
