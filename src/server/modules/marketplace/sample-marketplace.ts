import type { TProductCategory } from '../../../contract/marketplace.ts';
import { samplePhotoUrl } from '../tours/sample-tours.ts';

/**
 * The marketplace's sample data (issue 10; spec 2 §2), all labelled 'Sample' in the UI. Titles,
 * brands, prices, ratings and review counts are invented for the demo and describe no real
 * seller's product; a link opens the shop's own search for the same kind of item. Prices are in
 * US dollars and converted to the member's currency per request.
 *
 * - SAMPLE_CATALOGUE: loaded into `affiliate_products` at start when Amazon's API is not
 *   configured and the table has no catalogue yet (Amazon Deals).
 * - SAMPLE_TRAVEL_PRODUCTS: the Travel Products tab, with spec 2 §9's commission rates.
 * - SAMPLE_SERVICES: the Travel Services tab, sponsored (never sent to Premium members).
 */
export type SampleProduct = {
  id: string;
  title: string;
  brand: string;
  category: TProductCategory;
  description: string;
  features: string[];
  rating: number;
  reviewCount: number;
  price: number;
  originalPrice: number | null;
  prime: boolean;
};

export const SAMPLE_CURRENCY = 'USD';

/** Amazon's search for the item: the catalogue's own link for a sample row. */
export const sampleShopUrl = (title: string) =>
  `https://www.amazon.com/s?k=${encodeURIComponent(title)}`;

export const SAMPLE_CATALOGUE: SampleProduct[] = [
  {
    id: 'SAMPLE-CAM-01',
    title: 'Compact Travel Mirrorless Camera with 18–55 mm Lens',
    brand: 'Lumera',
    category: 'photography',
    description: 'A 24 MP camera that fits a jacket pocket, with a flip screen for selfies.',
    features: ['24 MP sensor', '4K video', 'Flip-up screen', 'Weighs 390 g'],
    rating: 4.6,
    reviewCount: 2841,
    price: 649,
    originalPrice: 749,
    prime: true,
  },
  {
    id: 'SAMPLE-CAM-02',
    title: 'Carbon Fibre Travel Tripod, Folds to 35 cm',
    brand: 'Trekpod',
    category: 'photography',
    description: 'A tripod that folds around its ball head and clips to a day pack.',
    features: ['1.2 kg', 'Holds 8 kg', 'Phone clamp included'],
    rating: 4.5,
    reviewCount: 1193,
    price: 129.99,
    originalPrice: 159.99,
    prime: true,
  },
  {
    id: 'SAMPLE-CAM-03',
    title: 'Waterproof Action Camera 5K with Dive Housing',
    brand: 'Wavecam',
    category: 'photography',
    description: 'Snorkelling, hiking and cycling footage with steady horizon levelling.',
    features: ['5K/30 fps', 'Waterproof to 10 m', 'Two batteries'],
    rating: 4.4,
    reviewCount: 5320,
    price: 279,
    originalPrice: null,
    prime: false,
  },
  {
    id: 'SAMPLE-LUG-01',
    title: 'Carry-On Hardside Spinner Suitcase 55 cm',
    brand: 'Nomad & Co',
    category: 'luggage',
    description: 'Fits most cabin size limits, with a compression pad and a TSA lock.',
    features: ['40 L', 'Four spinner wheels', 'TSA lock', '10-year warranty'],
    rating: 4.7,
    reviewCount: 3907,
    price: 189,
    originalPrice: 229,
    prime: true,
  },
  {
    id: 'SAMPLE-LUG-02',
    title: 'Travel Backpack 40 L with Laptop Sleeve',
    brand: 'Atlas Pack',
    category: 'luggage',
    description: 'Opens like a suitcase, carries like a backpack; hides its straps for check-in.',
    features: ['Clamshell opening', '16" laptop sleeve', 'Stowable harness'],
    rating: 4.8,
    reviewCount: 2210,
    price: 159,
    originalPrice: null,
    prime: true,
  },
  {
    id: 'SAMPLE-LUG-03',
    title: 'Compression Packing Cubes, Set of 4',
    brand: 'Foldwell',
    category: 'luggage',
    description: 'Zip-compress clothes to about two thirds of their space.',
    features: ['Four sizes', 'Water-resistant nylon', 'Mesh tops'],
    rating: 4.6,
    reviewCount: 8765,
    price: 34.99,
    originalPrice: 44.99,
    prime: true,
  },
  {
    id: 'SAMPLE-ELE-01',
    title: 'Universal Travel Adapter with 4 USB Ports',
    brand: 'Voltway',
    category: 'electronics',
    description: 'One plug for 150+ countries, charging four devices at once.',
    features: ['US/UK/EU/AU plugs', '65 W USB-C', 'Built-in fuse'],
    rating: 4.5,
    reviewCount: 12873,
    price: 29.99,
    originalPrice: 39.99,
    prime: true,
  },
  {
    id: 'SAMPLE-ELE-02',
    title: 'Noise-Cancelling Over-Ear Headphones',
    brand: 'Quietly',
    category: 'electronics',
    description: 'Long-haul quiet with 40 hours of battery and an airline adapter.',
    features: ['Active noise cancelling', '40 h battery', 'Folds flat'],
    rating: 4.6,
    reviewCount: 6402,
    price: 219,
    originalPrice: 279,
    prime: true,
  },
  {
    id: 'SAMPLE-ELE-03',
    title: '20,000 mAh Power Bank, Cabin-Approved',
    brand: 'Voltway',
    category: 'electronics',
    description: 'Two phone charges and a laptop top-up, under airline battery limits.',
    features: ['20,000 mAh', '45 W USB-C PD', '74 Wh'],
    rating: 4.4,
    reviewCount: 4188,
    price: 49.99,
    originalPrice: null,
    prime: false,
  },
  {
    id: 'SAMPLE-ELE-04',
    title: 'E-Reader with Warm Light, Waterproof',
    brand: 'Pagelight',
    category: 'electronics',
    description: 'A library in the beach bag: weeks of battery and a glare-free screen.',
    features: ['7" screen', 'IPX8 waterproof', '16 GB'],
    rating: 4.7,
    reviewCount: 9031,
    price: 139.99,
    originalPrice: 159.99,
    prime: true,
  },
];

export type SampleTravelProduct = SampleProduct & { commissionRate: number; url: string };

/** Spec 2 §2/§9: Travel Products with the sample commission rates 8, 12, 25 and 15 percent. */
export const SAMPLE_TRAVEL_PRODUCTS: SampleTravelProduct[] = [
  {
    id: 'SAMPLE-TP-CAMERA',
    title: 'Travel Photography Starter Kit',
    brand: 'Lumera',
    category: 'photography',
    description: 'Mirrorless camera, spare battery, 128 GB card and a weatherproof sling bag.',
    features: ['Camera and lens', 'Spare battery', 'Sling bag'],
    rating: 4.7,
    reviewCount: 812,
    price: 899,
    originalPrice: 999,
    prime: false,
    commissionRate: 8,
    url: sampleShopUrl('travel photography kit mirrorless'),
  },
  {
    id: 'SAMPLE-TP-LUGGAGE',
    title: 'Weekender Luggage Set, 3 Pieces',
    brand: 'Nomad & Co',
    category: 'luggage',
    description: 'Cabin spinner, duffel and toiletry case that nest for storage.',
    features: ['Nesting set', 'Recycled shell', 'TSA lock'],
    rating: 4.6,
    reviewCount: 1540,
    price: 349,
    originalPrice: 429,
    prime: false,
    commissionRate: 12,
    url: sampleShopUrl('luggage set 3 piece'),
  },
  {
    id: 'SAMPLE-TP-INSURANCE',
    title: 'Annual Multi-Trip Travel Insurance',
    brand: 'SafeHarbour Cover',
    category: 'insurance',
    description: 'Medical cover, cancellation and lost bags for every trip of the year.',
    features: ['Medical up to $5M', 'Trip cancellation', 'Baggage cover'],
    rating: 4.5,
    reviewCount: 2304,
    price: 189,
    originalPrice: null,
    prime: false,
    commissionRate: 25,
    url: 'https://www.worldnomads.com/travel-insurance',
  },
  {
    id: 'SAMPLE-TP-EXPERIENCE',
    title: 'Skip-the-Line City Pass, 3 Days',
    brand: 'CityWays',
    category: 'experiences',
    description: 'Museums, river cruise and a hop-on bus in one pass for 72 hours.',
    features: ['40+ attractions', 'Mobile ticket', 'Free cancellation'],
    rating: 4.8,
    reviewCount: 5128,
    price: 129,
    originalPrice: 155,
    prime: false,
    commissionRate: 15,
    url: 'https://www.getyourguide.com/s/?q=city%20pass',
  },
  {
    id: 'SAMPLE-TP-ADAPTER',
    title: 'Charge-Anywhere Electronics Pouch',
    brand: 'Voltway',
    category: 'electronics',
    description: 'Adapter, power bank and cables in a padded pouch, ready to pack.',
    features: ['Universal adapter', '10,000 mAh bank', 'Three cables'],
    rating: 4.4,
    reviewCount: 967,
    price: 69,
    originalPrice: 85,
    prime: false,
    commissionRate: 12,
    url: sampleShopUrl('travel electronics organizer adapter power bank'),
  },
  {
    id: 'SAMPLE-TP-DRONE',
    title: 'Foldable Travel Drone under 250 g',
    brand: 'Skylark',
    category: 'photography',
    description: 'No registration needed in most countries; 4K video and 34 minutes a battery.',
    features: ['249 g', '4K HDR', '34 min flight'],
    rating: 4.6,
    reviewCount: 3380,
    price: 459,
    originalPrice: null,
    prime: false,
    commissionRate: 8,
    url: sampleShopUrl('mini drone under 250g 4k'),
  },
];

export type SampleService = {
  id: string;
  title: string;
  provider: string;
  description: string;
  location: string;
  /** A photograph of the service's own place; null when it has no place (an insurance). */
  photo: string | null;
  rating: number;
  reviewCount: number;
  category: TProductCategory;
  price: number;
  priceUnit: string;
  url: string;
  commissionRate: number;
};

/** Travel Services: sponsored experiences (spec 2 §2), photos credited on /about. */
export const SAMPLE_SERVICES: SampleService[] = [
  {
    id: 'SAMPLE-SVC-MACHU',
    title: 'Inca Trail to Machu Picchu, 4 Days',
    provider: 'Andes Trails',
    description: 'Permits, guides, porters and camping on the classic trail to the Sun Gate.',
    location: 'Cusco, Peru',
    photo: 'machu-picchu',
    rating: 4.9,
    reviewCount: 1822,
    category: 'experiences',
    price: 749,
    priceUnit: 'per person',
    url: 'https://www.getyourguide.com/s/?q=inca%20trail',
    commissionRate: 15,
  },
  {
    id: 'SAMPLE-SVC-ROME',
    title: 'Colosseum Underground and Arena Floor',
    provider: 'Roma Guides',
    description: 'Small-group visit of the hypogeum and the arena floor with an archaeologist.',
    location: 'Rome, Italy',
    photo: 'colosseum-rome',
    rating: 4.8,
    reviewCount: 4310,
    category: 'experiences',
    price: 89,
    priceUnit: 'per person',
    url: 'https://www.getyourguide.com/s/?q=colosseum%20underground',
    commissionRate: 12,
  },
  {
    id: 'SAMPLE-SVC-PETRA',
    title: 'Petra by Night and Monastery Hike',
    provider: 'Nabatean Routes',
    description: 'Two days in Petra with the candle-lit Siq and the climb to Ad Deir.',
    location: 'Wadi Musa, Jordan',
    photo: 'petra-monastery',
    rating: 4.8,
    reviewCount: 967,
    category: 'experiences',
    price: 215,
    priceUnit: 'per person',
    url: 'https://www.getyourguide.com/s/?q=petra%20by%20night',
    commissionRate: 10,
  },
  {
    id: 'SAMPLE-SVC-WALL',
    // The photo shows the Great Wall, not which section: the title names no section.
    title: 'Great Wall Sunrise Hike',
    provider: 'Northern Gate Tours',
    description:
      'Early transfer from Beijing to an unrestored section of the wall before the crowds.',
    location: 'Beijing, China',
    photo: 'great-wall-china',
    rating: 4.7,
    reviewCount: 2145,
    category: 'experiences',
    price: 119,
    priceUnit: 'per person',
    url: 'https://www.getyourguide.com/s/?q=jinshanling%20great%20wall',
    commissionRate: 20,
  },
  {
    id: 'SAMPLE-SVC-REDSEA',
    // The photo was taken at Dolphin Reef, Eilat: the service is there, not on Egypt's coast.
    title: 'Dolphin Reef Snorkel in Eilat',
    provider: 'Blue Lagoon Diving',
    description:
      'A morning on the Red Sea reef where bottlenose dolphins swim free, gear and guide included.',
    location: 'Eilat, Israel',
    photo: 'dolphin-red-sea',
    rating: 4.6,
    reviewCount: 3012,
    category: 'experiences',
    price: 65,
    priceUnit: 'per person',
    url: 'https://www.getyourguide.com/s/?q=eilat%20dolphin%20reef',
    commissionRate: 15,
  },
  {
    id: 'SAMPLE-SVC-COVER',
    title: 'Adventure Sports Travel Cover',
    provider: 'SafeHarbour Cover',
    description: 'Trekking to 6,000 m, diving and skiing covered, with 24/7 emergency help.',
    location: 'Worldwide',
    // Cover has no place: its category's tile, not a photograph of somewhere (issue 20 §1).
    photo: null,
    rating: 4.5,
    reviewCount: 1286,
    category: 'insurance',
    price: 12,
    priceUnit: 'per day',
    url: 'https://www.worldnomads.com/travel-insurance',
    commissionRate: 25,
  },
];

export const sampleServicePhoto = (service: SampleService) =>
  service.photo ? samplePhotoUrl(service.photo) : null;
