/**
 * Static sample content of the home page (spec 1 §2: "Trending Destinations (three hard-coded)"
 * as the fallback when recent posts name no place yet, "Featured Hotels, Flights and Cars
 * (hard-coded sample cards)"). Everything here is labelled "Sample" in the UI; names and prices
 * are made up.
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

export type FeaturedKind = 'Hotels' | 'Flights' | 'Cars';

export type FeaturedOffer = {
  kind: FeaturedKind;
  title: string;
  detail: string;
  price: string;
  /** What the price is per ("night", "return", "day"). */
  unit: string;
  rating?: string;
  /** A photo of the place the offer is for (credited on /about). */
  photoId: string;
  alt: string;
};

/** Featured Hotels, Flights and Cars of spec 1 §2: two sample offers of each kind. */
export const SAMPLE_FEATURED_OFFERS: readonly FeaturedOffer[] = [
  {
    kind: 'Hotels',
    title: 'Le Clos du Cher',
    detail: 'Chenonceaux, Loire Valley',
    price: '$148',
    unit: 'night',
    rating: '4.8',
    photoId: 'chenonceau-chateau',
    alt: 'Château de Chenonceau spanning the river Cher',
  },
  {
    kind: 'Hotels',
    title: 'Alpsee Lodge',
    detail: 'Schwangau, Bavaria',
    price: '$126',
    unit: 'night',
    rating: '4.7',
    photoId: 'neuschwanstein-castle',
    alt: 'Neuschwanstein Castle above the forest and lakes',
  },
  {
    kind: 'Flights',
    title: 'Paris → Rome',
    detail: 'Direct · 2 h 05 min',
    price: '$89',
    unit: 'return',
    photoId: 'colosseum-rome',
    alt: 'The Colosseum in Rome on a sunny day',
  },
  {
    kind: 'Flights',
    title: 'Berlin → Beijing',
    detail: '1 stop · 13 h 40 min',
    price: '$489',
    unit: 'return',
    photoId: 'great-wall-china',
    alt: 'The Great Wall of China over green ridges',
  },
  {
    kind: 'Cars',
    title: 'SUV in Chinle, Arizona',
    detail: 'Canyon de Chelly road trip · 5 seats',
    price: '$54',
    unit: 'day',
    photoId: 'canyon-de-chelly',
    alt: 'Canyon de Chelly: a red sandstone canyon with a green riverbed',
  },
  {
    kind: 'Cars',
    title: 'Compact in Cangas de Onís',
    detail: 'Picos de Europa · manual · 4 seats',
    price: '$31',
    unit: 'day',
    photoId: 'picos-de-europa-trail',
    alt: 'A trail across alpine meadows in the Picos de Europa',
  },
];

export const FEATURED_KINDS: readonly FeaturedKind[] = ['Hotels', 'Flights', 'Cars'];
