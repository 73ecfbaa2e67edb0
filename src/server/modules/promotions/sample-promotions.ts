import type {
  TPromotionCard,
  TPromotionOffer,
  TPromotionPlacement,
} from '../../../contract/promotions.ts';

/**
 * The promotional cards of home and explore (spec 1 §2: home's "Featured Hotels, Flights and Cars
 * (hard-coded sample cards)", explore's "static featured flights, hotels and cars" and "featured
 * hotels"; "Prices and counts here are sample data"). The one file of sample offers: names and
 * prices are made up and every card is labelled "Sample" in the UI. Photos are the credited ones
 * under public/photos (see /about), each of the place its offer names (the photo→place table,
 * src/contract/photo-places.ts; checked by src/web/features/about/place-captions.test.ts).
 */

const offer = (values: Omit<TPromotionOffer, 'rating' | 'photoId'> & Partial<TPromotionOffer>) =>
  ({ rating: null, photoId: null, ...values }) satisfies TPromotionOffer;

/** Home's right sidebar: two hotels, two flights and two cars, each with a photo. */
const HOME_FEATURED: TPromotionCard = {
  id: 'home-featured',
  title: 'Featured Hotels, Flights & Cars',
  description: 'Hand-picked deals for your next trip.',
  layout: 'grouped',
  isSample: true,
  offers: [
    offer({
      id: 'hotel-le-clos-du-cher',
      kind: 'hotel',
      title: 'Le Clos du Cher',
      detail: 'Chenonceaux, Loire Valley',
      price: '$148',
      unit: 'night',
      rating: '4.8',
      photoId: 'chenonceau-chateau',
      alt: 'Château de Chenonceau spanning the river Cher',
    }),
    offer({
      id: 'hotel-alpsee-lodge',
      kind: 'hotel',
      title: 'Alpsee Lodge',
      detail: 'Schwangau, Bavaria',
      price: '$126',
      unit: 'night',
      rating: '4.7',
      photoId: 'neuschwanstein-castle',
      alt: 'Neuschwanstein Castle above the forest and lakes',
    }),
    offer({
      id: 'flight-paris-rome',
      kind: 'flight',
      title: 'Paris → Rome',
      detail: 'Direct · 2 h 05 min',
      price: '$89',
      unit: 'return',
      photoId: 'colosseum-rome',
      alt: 'The Colosseum in Rome on a sunny day',
    }),
    offer({
      id: 'flight-berlin-mumbai',
      kind: 'flight',
      title: 'Berlin → Mumbai',
      detail: '1 stop · 11 h 35 min',
      price: '$512',
      unit: 'return',
      photoId: 'mumbai-gateway-of-india',
      alt: 'The Gateway of India in Mumbai, lit at dusk',
    }),
    offer({
      id: 'car-chinle-suv',
      kind: 'car',
      title: 'SUV in Chinle, Arizona',
      detail: 'Canyon de Chelly road trip · 5 seats',
      price: '$54',
      unit: 'day',
      photoId: 'canyon-de-chelly',
      alt: 'Canyon de Chelly: a red sandstone canyon with a green riverbed',
    }),
    offer({
      id: 'car-cangas-compact',
      kind: 'car',
      title: 'Compact in Cangas de Onís',
      detail: 'Picos de Europa · manual · 4 seats',
      price: '$31',
      unit: 'day',
      photoId: 'picos-de-europa-trail',
      alt: 'A trail across alpine meadows in the Picos de Europa',
    }),
  ],
};

/** Explore's left column: one featured flight, hotel and car, drawn with icons. */
const EXPLORE_DEALS: TPromotionCard = {
  id: 'explore-deals',
  title: 'Featured Flights, Hotels & Cars',
  description: null,
  layout: 'compact',
  isSample: true,
  offers: [
    offer({
      id: 'flight-lisbon-lima',
      kind: 'flight',
      title: 'Lisbon → Lima',
      detail: '1 stop · 14 h 10 min',
      price: '$612',
      unit: 'return',
      alt: 'Flight from Lisbon to Lima',
    }),
    offer({
      id: 'hotel-casa-del-sol',
      kind: 'hotel',
      title: 'Casa del Sol',
      detail: 'Cusco, Peru',
      price: '$84',
      unit: 'night',
      rating: '4.6',
      alt: 'Casa del Sol hotel in Cusco',
    }),
    offer({
      id: 'car-amman-compact',
      kind: 'car',
      title: 'Compact in Amman',
      detail: 'Petra road trip · automatic',
      price: '$29',
      unit: 'day',
      alt: 'Compact rental car in Amman',
    }),
  ],
};

/** Explore's right column: featured hotels with a large photo each. */
const EXPLORE_HOTELS: TPromotionCard = {
  id: 'explore-hotels',
  title: 'Featured Hotels',
  description: null,
  layout: 'gallery',
  isSample: true,
  offers: [
    offer({
      id: 'hotel-lakeside-boathouse',
      kind: 'hotel',
      title: 'Lakeside Boathouse',
      detail: 'Lakeside cabin · sleeps 4',
      price: '$118',
      unit: 'night',
      rating: '4.9',
      // No photograph shows this made-up cabin's lake: the card draws the designed fallback.
      alt: 'Lakeside Boathouse',
    }),
    offer({
      id: 'hotel-refugio-aizkorri',
      kind: 'hotel',
      title: 'Refugio Aizkorri',
      detail: 'Basque Country, Spain',
      price: '$72',
      unit: 'night',
      rating: '4.7',
      photoId: 'aizkorri-autumn-larches',
      alt: 'Orange autumn larches and a meadow below the Aizkorri ridge',
    }),
    offer({
      id: 'hotel-ridge-view-lodge',
      kind: 'hotel',
      title: 'Ridge View Lodge',
      detail: 'Picos de Europa, Spain',
      price: '$96',
      unit: 'night',
      rating: '4.8',
      photoId: 'picos-de-europa-trail',
      alt: 'A hiking trail across alpine meadows below the peaks of the Picos de Europa',
    }),
  ],
};

/** Each page's promotional cards, in the order the page shows them. */
export const SAMPLE_PROMOTIONS: Record<TPromotionPlacement, readonly TPromotionCard[]> = {
  home: [HOME_FEATURED],
  explore: [EXPLORE_DEALS, EXPLORE_HOTELS],
};
