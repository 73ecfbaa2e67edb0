/**
 * Static sample content of the home page (spec 1 §2: "Trending Destinations (three hard-coded)"
 * as the fallback when recent posts name no place yet). Labelled "Sample" in the UI. The
 * Featured Hotels, Flights and Cars offers are promotional cards the server sends
 * (src/server/modules/promotions/sample-promotions.ts; none for Premium members).
 */

export type TrendingDestination = {
  name: string;
  country: string;
  posts: string;
  /** The colour family of its designed fallback (no photograph of these three places exists). */
  region: string;
  category: 'region' | 'city';
};

/** The three hard-coded trending destinations of spec 1 §2: shown when no post names a place. */
export const SAMPLE_TRENDING_DESTINATIONS: readonly TrendingDestination[] = [
  { name: 'Bali', country: 'Indonesia', posts: '2.4k posts', region: 'Asia', category: 'region' },
  {
    name: 'Swiss Alps',
    country: 'Switzerland',
    posts: '1.8k posts',
    region: 'Europe',
    category: 'region',
  },
  { name: 'Kyoto', country: 'Japan', posts: '1.5k posts', region: 'Asia', category: 'city' },
];
