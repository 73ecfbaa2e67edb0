/**
 * Static sample content of the home page (spec 1 §2: "Trending Destinations (three hard-coded)",
 * "Countries Visited shown as a fixed 12"). Everything here is labelled "Sample" in the UI.
 */

/** Spec 1 §2: Countries Visited is a fixed 12 until trips are tracked. */
export const SAMPLE_COUNTRIES_VISITED = 12;

export type TrendingDestination = {
  name: string;
  country: string;
  posts: string;
  gradient: string;
};

/** The three hard-coded trending destinations of spec 1 §2. */
export const SAMPLE_TRENDING_DESTINATIONS: readonly TrendingDestination[] = [
  {
    name: 'Bali',
    country: 'Indonesia',
    posts: '2.4k posts',
    gradient: 'from-[#f28a4b] to-[#b8477a]',
  },
  {
    name: 'Swiss Alps',
    country: 'Switzerland',
    posts: '1.8k posts',
    gradient: 'from-[#3f86c9] to-[#1c6f7a]',
  },
  {
    name: 'Kyoto',
    country: 'Japan',
    posts: '1.5k posts',
    gradient: 'from-[#e987a3] to-[#5d4a78]',
  },
];
