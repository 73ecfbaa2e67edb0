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
  /** A drawn scene under public/scenes/: no photo of these three places is available. */
  scene: string;
};

/** The three hard-coded trending destinations of spec 1 §2: shown when no post names a place. */
export const SAMPLE_TRENDING_DESTINATIONS: readonly TrendingDestination[] = [
  { name: 'Bali', country: 'Indonesia', posts: '2.4k posts', scene: 'bali' },
  { name: 'Swiss Alps', country: 'Switzerland', posts: '1.8k posts', scene: 'swiss-alps' },
  { name: 'Kyoto', country: 'Japan', posts: '1.5k posts', scene: 'kyoto' },
];
