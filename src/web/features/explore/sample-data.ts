/**
 * Static sample content of /explore (spec 1 §2 'Explore': "a static Trending Destinations list
 * of 5 with post counts", "static Travel Stats (12.5k travelers, 195 countries, 45.2k stories, 234
 * posts today)". Counts here are sample data, labelled "Sample" in the UI. Photos are the
 * credited ones under public/photos. The featured flights, hotels and cars are promotional cards
 * the server sends (src/server/modules/promotions/sample-promotions.ts; none for Premium members).
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
