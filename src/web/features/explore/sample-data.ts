/**
 * Static sample content of /explore (spec 1 §2 'Explore': "static featured flights, hotels and
 * cars", "a static Trending Destinations list of 5 with post counts", "static Travel Stats (12.5k
 * travelers, 195 countries, 45.2k stories, 234 posts today) and featured hotels. Prices and counts
 * here are sample data."). Everything here is labelled "Sample" in the UI; names and prices are
 * made up. Photos are the credited ones under public/photos.
 */

/** The category grid of spec 1 §2; each filters the explore feed by its tag. */
export const EXPLORE_CATEGORIES = [
  { tag: 'adventure', label: 'Adventure' },
  { tag: 'beach', label: 'Beach' },
  { tag: 'city', label: 'City' },
  { tag: 'culture', label: 'Culture' },
  { tag: 'food', label: 'Food' },
  { tag: 'nature', label: 'Nature' },
] as const;
export type ExploreCategoryTag = (typeof EXPLORE_CATEGORIES)[number]['tag'];

export type SampleDeal = {
  kind: 'Flight' | 'Hotel' | 'Car';
  title: string;
  detail: string;
  price: string;
  unit: string;
};

/** Left column: one featured flight, hotel and car. */
export const SAMPLE_EXPLORE_DEALS: readonly SampleDeal[] = [
  {
    kind: 'Flight',
    title: 'Lisbon → Lima',
    detail: '1 stop · 14 h 10 min',
    price: '$612',
    unit: 'return',
  },
  {
    kind: 'Hotel',
    title: 'Casa del Sol',
    detail: 'Cusco, Peru · 4.6 ★',
    price: '$84',
    unit: 'night',
  },
  {
    kind: 'Car',
    title: 'Compact in Amman',
    detail: 'Petra road trip · automatic',
    price: '$29',
    unit: 'day',
  },
];

export type SampleTrendingPlace = {
  name: string;
  country: string;
  posts: string;
  photoId: string;
  alt: string;
};

/** The five static trending destinations of the explore page, with post counts. */
export const SAMPLE_EXPLORE_TRENDING: readonly SampleTrendingPlace[] = [
  {
    name: 'Machu Picchu',
    country: 'Peru',
    posts: '3.1k posts',
    photoId: 'machu-picchu',
    alt: 'Machu Picchu citadel below Huayna Picchu',
  },
  {
    name: 'Rome',
    country: 'Italy',
    posts: '2.7k posts',
    photoId: 'colosseum-rome',
    alt: 'The Colosseum in Rome on a sunny day',
  },
  {
    name: 'Petra',
    country: 'Jordan',
    posts: '2.2k posts',
    photoId: 'petra-monastery',
    alt: 'The Monastery carved into the sandstone cliffs of Petra',
  },
  {
    name: 'Mont-Saint-Michel',
    country: 'France',
    posts: '1.9k posts',
    photoId: 'mont-saint-michel',
    alt: 'Mont-Saint-Michel abbey island across the tidal flats',
  },
  {
    name: 'Great Wall',
    country: 'China',
    posts: '1.6k posts',
    photoId: 'great-wall-china',
    alt: 'The Great Wall of China over green mountain ridges',
  },
];

/** Right column: the Travel Stats figures of spec 1 §2. */
export const SAMPLE_TRAVEL_STATS = [
  { label: 'Travelers', value: '12.5k' },
  { label: 'Countries', value: '195' },
  { label: 'Stories', value: '45.2k' },
  { label: 'Posts today', value: '234' },
] as const;

export type SampleHotel = {
  name: string;
  place: string;
  price: string;
  rating: string;
  photoId: string;
  alt: string;
};

/** Right column: featured hotels. */
export const SAMPLE_EXPLORE_HOTELS: readonly SampleHotel[] = [
  {
    name: 'Lakeside Boathouse',
    place: 'Lakeside cabin · sleeps 4',
    price: '$118',
    rating: '4.9',
    photoId: 'lake-boats-sunset',
    alt: 'Wooden rowing boats on a lake shore at sunset',
  },
  {
    name: 'Refugio Aizkorri',
    place: 'Basque Country, Spain',
    price: '$72',
    rating: '4.7',
    photoId: 'aizkorri-autumn-larches',
    alt: 'Green meadow and orange autumn larches below a limestone ridge',
  },
  {
    name: 'Ridge View Lodge',
    place: 'Picos de Europa, Spain',
    price: '$96',
    rating: '4.8',
    photoId: 'picos-de-europa-trail',
    alt: 'A hiking trail across alpine meadows below rocky peaks',
  },
];
