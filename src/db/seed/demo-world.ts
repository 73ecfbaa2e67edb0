/**
 * DEMO / SAMPLE DATA — the invented travellers, places, posts, comments and messages of the demo
 * world that `npm run seed` (and the first start of an empty database) creates so a newcomer
 * lands in a product that looks alive. Nothing here is a real person, account or phone number:
 * websites use the reserved `.example` domain and phone numbers come from fictional ranges.
 * All members share the demo member password; only the admin has its own. Both are generated per
 * installation into DATA_DIR (never published). The e-mail domain is reserved, so nobody can
 * register one of these addresses.
 */
import type {
  FAVORITE_REGIONS,
  LANGUAGES,
  LOCATIONS,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../../contract/limits.ts';
import { DEMO_ADMIN_EMAIL, DEMO_DOMAIN, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import type { SceneDetail, SceneKind, ScenePalette, TimeOfDay } from './scene-svg.ts';

export type DemoTravellerKey =
  | 'demo'
  | 'admin'
  | 'maya'
  | 'lukas'
  | 'sofia'
  | 'kenji'
  | 'amara'
  | 'lucia'
  | 'tom'
  | 'chloe'
  | 'ethan'
  | 'isabella';

export type DemoPlace = {
  /** Shown as the post location, "City, Country". */
  name: string;
  kind: SceneKind;
  detail?: SceneDetail;
  palette: ScenePalette;
};

/** Real destinations with the colours their generated pictures are painted in. */
export const DEMO_PLACES = {
  kyoto: {
    name: 'Kyoto, Japan',
    kind: 'city',
    detail: 'pagodas',
    palette: { far: '#7d7394', mid: '#3b3247', near: '#6b5a4e', accent: '#ffb86b' },
  },
  tokyo: {
    name: 'Tokyo, Japan',
    kind: 'city',
    detail: 'towers',
    palette: {
      far: '#6f7c99',
      mid: '#2c3447',
      near: '#3a3f4a',
      water: '#2a4a6b',
      accent: '#ffd98a',
    },
  },
  kawaguchi: {
    name: 'Lake Kawaguchi, Japan',
    kind: 'lake',
    detail: 'snow',
    palette: {
      far: '#7f8fb8',
      mid: '#2f5a44',
      near: '#3f6b3c',
      water: '#3a86a8',
      accent: '#f5a3b8',
    },
  },
  zermatt: {
    name: 'Zermatt, Switzerland',
    kind: 'mountain',
    detail: 'snow',
    palette: { far: '#8091b0', mid: '#4b5d6e', near: '#3d6b3f', accent: '#f2c14e' },
  },
  lauterbrunnen: {
    name: 'Lauterbrunnen, Switzerland',
    kind: 'mountain',
    detail: 'snow',
    palette: { far: '#7d94b0', mid: '#3f6a55', near: '#4f8a45', accent: '#ffffff' },
  },
  dolomites: {
    name: 'Dolomites, Italy',
    kind: 'mountain',
    detail: 'pines',
    palette: { far: '#b9a99a', mid: '#7c7266', near: '#3f6b45', accent: '#f2c14e' },
  },
  positano: {
    name: 'Positano, Italy',
    kind: 'beach',
    detail: 'cliffs',
    palette: {
      far: '#7f8a7a',
      mid: '#8e7658',
      near: '#b8a58a',
      water: '#1f6fa5',
      accent: '#e8a33d',
    },
  },
  florence: {
    name: 'Florence, Italy',
    kind: 'city',
    detail: 'domes',
    palette: {
      far: '#b7977c',
      mid: '#7a4f36',
      near: '#b79b78',
      water: '#6b8a6a',
      accent: '#ffcf70',
    },
  },
  tuscany: {
    name: "Val d'Orcia, Italy",
    kind: 'hills',
    detail: 'cypress',
    palette: { far: '#9aab7a', mid: '#8aa055', near: '#b5b866', accent: '#d9b44a' },
  },
  lisbon: {
    name: 'Lisbon, Portugal',
    kind: 'city',
    detail: 'gables',
    palette: {
      far: '#b59a8a',
      mid: '#8c5a46',
      near: '#c9b29a',
      water: '#3c7fa3',
      accent: '#ffcf70',
    },
  },
  azores: {
    name: 'Sete Cidades, Azores, Portugal',
    kind: 'lake',
    detail: 'pines',
    palette: {
      far: '#5f8a6a',
      mid: '#2e6a45',
      near: '#4c8a3e',
      water: '#2f8f9a',
      accent: '#7fb3e0',
    },
  },
  algarve: {
    name: 'Algarve, Portugal',
    kind: 'beach',
    detail: 'cliffs',
    palette: {
      far: '#c79a5e',
      mid: '#c98a4a',
      near: '#e8cfa0',
      water: '#1a8fb0',
      accent: '#ffffff',
    },
  },
  santorini: {
    name: 'Oia, Santorini, Greece',
    kind: 'beach',
    detail: 'cliffs',
    palette: {
      far: '#8a7a70',
      mid: '#8a6a5a',
      near: '#6a5f5a',
      water: '#1c5fa8',
      accent: '#2f5fd0',
    },
  },
  uluwatu: {
    name: 'Uluwatu, Bali, Indonesia',
    kind: 'beach',
    detail: 'palms',
    palette: {
      far: '#5c7a5e',
      mid: '#3c6b4a',
      near: '#ecd6a6',
      water: '#1ea3b5',
      accent: '#ff7f50',
    },
  },
  ubud: {
    name: 'Ubud, Bali, Indonesia',
    kind: 'forest',
    detail: 'palms',
    palette: { far: '#6a8f6a', mid: '#3f7a3c', near: '#2f6a30', accent: '#f2d16b' },
  },
  marrakech: {
    name: 'Marrakech, Morocco',
    kind: 'city',
    detail: 'domes',
    palette: { far: '#c98a68', mid: '#9a4e32', near: '#d9a27a', accent: '#ffcf70' },
  },
  merzouga: {
    name: 'Merzouga, Morocco',
    kind: 'desert',
    palette: { far: '#d08a50', mid: '#e8a35e', near: '#d98a48', accent: '#ffffff' },
  },
  wadiRum: {
    name: 'Wadi Rum, Jordan',
    kind: 'desert',
    detail: 'mesas',
    palette: { far: '#b5603a', mid: '#e09a60', near: '#cf7f45', accent: '#ffffff' },
  },
  capeTown: {
    name: 'Cape Town, South Africa',
    kind: 'mountain',
    detail: 'pines',
    palette: { far: '#6f7f9a', mid: '#4f6a5a', near: '#5a7a45', accent: '#f2c14e' },
  },
  serengeti: {
    name: 'Serengeti, Tanzania',
    kind: 'savanna',
    detail: 'acacia',
    palette: { far: '#8a7a5a', mid: '#c9a25a', near: '#6a5030', accent: '#ffffff' },
  },
  banff: {
    name: 'Moraine Lake, Banff, Canada',
    kind: 'lake',
    detail: 'snow',
    palette: {
      far: '#7a8fb0',
      mid: '#2b5240',
      near: '#3a5f3a',
      water: '#1fa6b8',
      accent: '#ffffff',
    },
  },
  patagonia: {
    name: 'Torres del Paine, Chile',
    kind: 'mountain',
    detail: 'snow',
    palette: { far: '#7d8699', mid: '#6a6458', near: '#8a8a50', accent: '#f2c14e' },
  },
  machuPicchu: {
    name: 'Machu Picchu, Peru',
    kind: 'mountain',
    detail: 'pines',
    palette: { far: '#6f8a7a', mid: '#3e6b48', near: '#5a8a45', accent: '#f2c14e' },
  },
  oaxaca: {
    name: 'Oaxaca, Mexico',
    kind: 'city',
    detail: 'spires',
    palette: { far: '#c08a7a', mid: '#8a4a52', near: '#d9b07a', accent: '#ff9f5a' },
  },
  tulum: {
    name: 'Tulum, Mexico',
    kind: 'beach',
    detail: 'palms',
    palette: {
      far: '#7a8a6a',
      mid: '#4a7a4a',
      near: '#f2e2bf',
      water: '#23b3bf',
      accent: '#ff7f50',
    },
  },
  vik: {
    name: 'Vík, Iceland',
    kind: 'beach',
    detail: 'cliffs',
    palette: {
      far: '#5a6a6a',
      mid: '#3f4a4a',
      near: '#2f3133',
      water: '#4a6f80',
      accent: '#e85a4f',
    },
  },
  skye: {
    name: 'Isle of Skye, Scotland',
    kind: 'hills',
    palette: { far: '#6a7a80', mid: '#5a7a50', near: '#7a8a4a', accent: '#c9a25a' },
  },
  connemara: {
    name: 'Connemara, Ireland',
    kind: 'hills',
    detail: 'pines',
    palette: { far: '#6f8090', mid: '#4f7a4a', near: '#6f9a45', accent: '#e8c85a' },
  },
  newYork: {
    name: 'New York City, USA',
    kind: 'city',
    detail: 'towers',
    palette: {
      far: '#7a8299',
      mid: '#2f3646',
      near: '#3a3a40',
      water: '#2f4f6f',
      accent: '#ffd27a',
    },
  },
  yosemite: {
    name: 'Yosemite Valley, USA',
    kind: 'mountain',
    detail: 'pines',
    palette: { far: '#a0a4b0', mid: '#5a6a60', near: '#2f5a3a', accent: '#f2c14e' },
  },
  greatOceanRoad: {
    name: 'Great Ocean Road, Australia',
    kind: 'beach',
    detail: 'cliffs',
    palette: {
      far: '#b08a5a',
      mid: '#c28a50',
      near: '#e6c89a',
      water: '#1f7fa8',
      accent: '#ffffff',
    },
  },
  queenstown: {
    name: 'Queenstown, New Zealand',
    kind: 'lake',
    detail: 'snow',
    palette: {
      far: '#7f8fa8',
      mid: '#5a6a4a',
      near: '#6a7a3f',
      water: '#2a7fa8',
      accent: '#ffd27a',
    },
  },
  blackForest: {
    name: 'Black Forest, Germany',
    kind: 'forest',
    detail: 'pines',
    palette: { far: '#5a7a80', mid: '#2a4f3a', near: '#1f3f2a', accent: '#ffffff' },
  },
  provence: {
    name: 'Valensole, Provence, France',
    kind: 'hills',
    detail: 'lavender',
    palette: { far: '#9aa585', mid: '#8a9a55', near: '#7a8f45', accent: '#8a6bd1' },
  },
  paris: {
    name: 'Paris, France',
    kind: 'city',
    detail: 'spires',
    palette: {
      far: '#9a93a5',
      mid: '#4a4658',
      near: '#8a8478',
      water: '#4a6a80',
      accent: '#ffd27a',
    },
  },
  istanbul: {
    name: 'Istanbul, Türkiye',
    kind: 'city',
    detail: 'domes',
    palette: {
      far: '#8f8aa0',
      mid: '#3f3a4f',
      near: '#6a6a70',
      water: '#2f5f8a',
      accent: '#ffcf70',
    },
  },
  london: {
    name: 'London, United Kingdom',
    kind: 'city',
    detail: 'spires',
    palette: {
      far: '#8a90a0',
      mid: '#3a3f4f',
      near: '#5a5a60',
      water: '#4a5f6a',
      accent: '#ffd27a',
    },
  },
  serengetiPlains: {
    name: 'Ngorongoro Crater, Tanzania',
    kind: 'savanna',
    detail: 'acacia',
    palette: { far: '#6a7a6a', mid: '#a8a25a', near: '#4f4a2a', accent: '#ffffff' },
  },
} as const satisfies Record<string, DemoPlace>;

export type DemoPlaceKey = keyof typeof DEMO_PLACES;

export type DemoTraveller = {
  key: DemoTravellerKey;
  email: string;
  role: 'member' | 'admin';
  firstName: string;
  lastName: string;
  bio: string;
  location: (typeof LOCATIONS)[number];
  website: string;
  travelStyle: (typeof TRAVEL_STYLES)[number];
  favoriteDestinations: (typeof FAVORITE_REGIONS)[number][];
  languages: (typeof LANGUAGES)[number][];
  travelInterests: (typeof TRAVEL_INTERESTS)[number][];
  dateOfBirth: string;
  phoneNumber: string;
  /** Two colours of the avatar gradient. */
  avatarColours: [string, string];
  /** The scene painted on the profile cover. */
  cover: { place: DemoPlaceKey; time: TimeOfDay };
  joinedDaysAgo: number;
};

export const DEMO_TRAVELLERS: DemoTraveller[] = [
  {
    key: 'demo',
    email: DEMO_MEMBER_EMAIL,
    role: 'member',
    firstName: 'Jordan',
    lastName: 'Ellis',
    bio: 'Weekend planner, long-haul dreamer. I travel for the food first and the museums second, and I keep a spreadsheet of every bakery I have ever loved. Currently plotting Kyoto in autumn.',
    location: 'United States',
    website: 'https://jordan-ellis.example',
    travelStyle: 'cultural',
    favoriteDestinations: ['asia', 'europe', 'middle-east'],
    languages: ['english', 'spanish'],
    travelInterests: ['food-and-drink', 'history', 'art-and-museums', 'photography'],
    dateOfBirth: '1991-04-18',
    phoneNumber: '+1 555 0142',
    avatarColours: ['#ff8a5b', '#c2418f'],
    cover: { place: 'newYork', time: 'dusk' },
    joinedDaysAgo: 96,
  },
  {
    key: 'admin',
    email: DEMO_ADMIN_EMAIL,
    role: 'admin',
    firstName: 'Sam',
    lastName: 'Okafor',
    bio: 'Community lead at Roamly. I read the reports, run the weekly photo challenge and still think the best view in London is from a night bus. Say hi if something looks off.',
    location: 'United Kingdom',
    website: 'https://roamly-team.example',
    travelStyle: 'business',
    favoriteDestinations: ['europe', 'africa'],
    languages: ['english', 'french'],
    travelInterests: ['photography', 'history', 'festivals'],
    dateOfBirth: '1987-09-02',
    phoneNumber: '+44 7700 900184',
    avatarColours: ['#2f80ed', '#1b3a8a'],
    cover: { place: 'london', time: 'golden' },
    joinedDaysAgo: 400,
  },
  {
    key: 'maya',
    email: `maya.chen@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Maya',
    lastName: 'Chen',
    bio: 'Photographer from Vancouver chasing soft light and quiet mornings. Japan twice a year, the Rockies every summer. Film + digital. Ask me about early trains.',
    location: 'Canada',
    website: 'https://mayachen-photo.example',
    travelStyle: 'cultural',
    favoriteDestinations: ['asia', 'north-america'],
    languages: ['english', 'mandarin', 'japanese'],
    travelInterests: ['photography', 'mountains', 'art-and-museums', 'food-and-drink'],
    dateOfBirth: '1993-11-07',
    phoneNumber: '+1 555 0187',
    avatarColours: ['#f7b267', '#f25c54'],
    cover: { place: 'kawaguchi', time: 'dawn' },
    joinedDaysAgo: 310,
  },
  {
    key: 'lukas',
    email: `lukas.becker@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Lukas',
    lastName: 'Becker',
    bio: 'Freiburg-based hiker and hut-to-hut addict. If there is a ridge, I want to walk it. Sharing routes, gear that survived, and honest elevation numbers.',
    location: 'Germany',
    website: 'https://lukas-on-foot.example',
    travelStyle: 'adventure',
    favoriteDestinations: ['europe', 'south-america'],
    languages: ['german', 'english', 'italian'],
    travelInterests: ['mountains', 'hiking', 'photography'],
    dateOfBirth: '1989-06-23',
    phoneNumber: '+49 555 0133',
    avatarColours: ['#4caf7a', '#1f6e54'],
    cover: { place: 'zermatt', time: 'golden' },
    joinedDaysAgo: 280,
  },
  {
    key: 'sofia',
    email: `sofia.marques@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Sofia',
    lastName: 'Marques',
    bio: 'Lisboeta, surfer, cold-water swimmer. Happiest with salt in my hair and a bifana in my hand. Atlantic coast tips, island hopping and slow mornings.',
    location: 'Portugal',
    website: 'https://sofia-saltwater.example',
    travelStyle: 'relaxation',
    favoriteDestinations: ['europe', 'caribbean', 'asia'],
    languages: ['portuguese', 'english', 'spanish'],
    travelInterests: ['beaches', 'water-sports', 'food-and-drink', 'wellness'],
    dateOfBirth: '1995-02-14',
    phoneNumber: '+351 555 0161',
    avatarColours: ['#00b4d8', '#0077b6'],
    cover: { place: 'algarve', time: 'golden' },
    joinedDaysAgo: 240,
  },
  {
    key: 'kenji',
    email: `kenji.watanabe@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    bio: 'Osaka cook eating my way around the world, one market at a time. I judge cities by their breakfast. Recipes, stall names and where to sit.',
    location: 'Japan',
    website: 'https://kenji-eats.example',
    travelStyle: 'cultural',
    favoriteDestinations: ['asia', 'europe', 'north-america'],
    languages: ['japanese', 'english'],
    travelInterests: ['food-and-drink', 'history', 'nightlife'],
    dateOfBirth: '1986-08-30',
    phoneNumber: '+81 555 0119',
    avatarColours: ['#ffb703', '#fb8500'],
    cover: { place: 'tokyo', time: 'night' },
    joinedDaysAgo: 205,
  },
  {
    key: 'amara',
    email: `amara.nkosi@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Amara',
    lastName: 'Nkosi',
    bio: 'Cape Town wildlife guide off duty. Big skies, long drives, and the patience to wait two hours for a leopard. Conservation-first travel, always.',
    location: 'South Africa',
    website: 'https://amara-wild.example',
    travelStyle: 'adventure',
    favoriteDestinations: ['africa', 'middle-east'],
    languages: ['english', 'french', 'other'],
    travelInterests: ['wildlife', 'photography', 'hiking'],
    dateOfBirth: '1990-12-05',
    phoneNumber: '+27 555 0128',
    avatarColours: ['#e9c46a', '#b5651d'],
    cover: { place: 'serengeti', time: 'golden' },
    joinedDaysAgo: 190,
  },
  {
    key: 'lucia',
    email: `lucia.herrera@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Lucía',
    lastName: 'Herrera',
    bio: 'Backpacking Latin America on chicken buses and good intentions. Festivals, markets, hostels with hammocks. Mexico City is home, the road is the office.',
    location: 'Mexico',
    website: 'https://lucia-por-el-camino.example',
    travelStyle: 'backpacking',
    favoriteDestinations: ['south-america', 'north-america', 'caribbean'],
    languages: ['spanish', 'english', 'portuguese'],
    travelInterests: ['festivals', 'history', 'hiking', 'food-and-drink'],
    dateOfBirth: '1997-05-21',
    phoneNumber: '+52 555 0174',
    avatarColours: ['#ef476f', '#8338ec'],
    cover: { place: 'oaxaca', time: 'golden' },
    joinedDaysAgo: 170,
  },
  {
    key: 'tom',
    email: `tom.gallagher@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Tom',
    lastName: 'Gallagher',
    bio: 'Galway lad on a shoestring. Hostels, night ferries, wild camping and the odd pint with strangers. Proof that you do not need much money to see a lot.',
    location: 'Ireland',
    website: 'https://tom-on-a-budget.example',
    travelStyle: 'budget',
    favoriteDestinations: ['europe', 'middle-east'],
    languages: ['english', 'other'],
    travelInterests: ['hiking', 'nightlife', 'history', 'photography'],
    dateOfBirth: '1998-03-11',
    phoneNumber: '+353 555 0152',
    avatarColours: ['#43aa8b', '#277da1'],
    cover: { place: 'skye', time: 'dawn' },
    joinedDaysAgo: 150,
  },
  {
    key: 'chloe',
    email: `chloe.laurent@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Chloé',
    lastName: 'Laurent',
    bio: 'Parisian in search of the perfect terrace. Boutique hotels, spa days and sunsets with a glass of something cold. Slow luxury, honest reviews.',
    location: 'France',
    website: 'https://chloe-slow-luxe.example',
    travelStyle: 'luxury',
    favoriteDestinations: ['europe', 'asia', 'caribbean'],
    languages: ['french', 'english', 'italian'],
    travelInterests: ['wellness', 'beaches', 'food-and-drink', 'art-and-museums'],
    dateOfBirth: '1988-07-16',
    phoneNumber: '+33 555 0196',
    avatarColours: ['#cdb4db', '#8e6cbf'],
    cover: { place: 'santorini', time: 'golden' },
    joinedDaysAgo: 130,
  },
  {
    key: 'ethan',
    email: `ethan.brooks@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Ethan',
    lastName: 'Brooks',
    bio: 'Melbourne diver and road-tripper. Happiest 18 metres down or 800 kilometres into a drive. Reef-safe sunscreen evangelist.',
    location: 'Australia',
    website: 'https://ethan-underwater.example',
    travelStyle: 'adventure',
    favoriteDestinations: ['oceania', 'asia', 'north-america'],
    languages: ['english'],
    travelInterests: ['water-sports', 'beaches', 'wildlife', 'mountains'],
    dateOfBirth: '1992-10-09',
    phoneNumber: '+61 491 570 156',
    avatarColours: ['#48cae4', '#023e8a'],
    cover: { place: 'greatOceanRoad', time: 'golden' },
    joinedDaysAgo: 115,
  },
  {
    key: 'isabella',
    email: `isabella.rossi@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Isabella',
    lastName: 'Rossi',
    bio: 'Art historian and mum of two small travellers. Museums before naptime, gelato after. Family-friendly Italy and beyond, tested on very honest critics.',
    location: 'Italy',
    website: 'https://isabella-in-famiglia.example',
    travelStyle: 'family',
    favoriteDestinations: ['europe', 'asia'],
    languages: ['italian', 'english', 'french'],
    travelInterests: ['art-and-museums', 'history', 'food-and-drink', 'beaches'],
    dateOfBirth: '1985-01-27',
    phoneNumber: '+39 555 0107',
    avatarColours: ['#f4a261', '#e76f51'],
    cover: { place: 'tuscany', time: 'golden' },
    joinedDaysAgo: 100,
  },
];

/** Who follows whom: follower → the travellers they follow. */
export const DEMO_FOLLOWS: Record<DemoTravellerKey, DemoTravellerKey[]> = {
  demo: ['maya', 'lukas', 'sofia', 'kenji', 'amara', 'lucia', 'isabella', 'admin'],
  admin: [
    'demo',
    'maya',
    'lukas',
    'sofia',
    'kenji',
    'amara',
    'lucia',
    'tom',
    'chloe',
    'ethan',
    'isabella',
  ],
  maya: ['kenji', 'isabella', 'lukas', 'chloe', 'demo', 'ethan', 'admin'],
  lukas: ['maya', 'amara', 'ethan', 'tom', 'sofia', 'admin'],
  sofia: ['ethan', 'lucia', 'chloe', 'tom', 'lukas', 'demo'],
  kenji: ['maya', 'isabella', 'lucia', 'tom', 'demo'],
  amara: ['lukas', 'lucia', 'sofia', 'ethan', 'admin'],
  lucia: ['amara', 'kenji', 'sofia', 'tom', 'demo', 'maya'],
  tom: ['lucia', 'lukas', 'sofia', 'amara', 'kenji'],
  chloe: ['isabella', 'sofia', 'maya'],
  ethan: ['sofia', 'lukas', 'amara', 'maya'],
  isabella: ['chloe', 'kenji', 'maya', 'lucia', 'demo'],
};

export type DemoPost = {
  /** Stable name of the post's generated picture: demo/posts/<slug>.jpg. */
  slug: string;
  author: DemoTravellerKey;
  place: DemoPlaceKey;
  time: TimeOfDay;
  daysAgo: number;
  privacy?: 'followers' | 'private';
  allowComments?: false;
  content: string;
  tags: string[];
  insights: string[];
  /** Hand-written threads; other posts get a few comments from the pools below. */
  comments?: [DemoTravellerKey, string][];
};

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'great-ocean-road-apostles',
    author: 'ethan',
    place: 'greatOceanRoad',
    time: 'golden',
    daysAgo: 0.15,
    content:
      'Drove the Great Ocean Road the slow way: three days instead of one, and I would not do it any other way. Got to the Twelve Apostles an hour before sunset, watched the tour buses leave, and had the limestone stacks turning orange with maybe ten other people. Only seven apostles left standing, so go see them while they are still there.',
    tags: ['greatoceanroad', 'australia', 'roadtrip', 'sunset', 'coast'],
    insights: [
      'Drive it west from Torquay so the ocean is on your side of the road',
      'Gibson Steps takes you down to beach level — 86 steps, worth every one',
      'Book Apollo Bay or Port Campbell early in summer; everything fills by December',
    ],
    comments: [
      ['sofia', 'The colour of that water! Is it warm enough to swim or wetsuit territory?'],
      [
        'ethan',
        'Wetsuit all year for me — Southern Ocean does not mess around. Lorne beach is the friendliest spot for a dip.',
      ],
      ['demo', 'Adding this to the Australia list. Three days feels right.'],
    ],
  },
  {
    slug: 'tokyo-omoide-yokocho',
    author: 'kenji',
    place: 'tokyo',
    time: 'night',
    daysAgo: 0.6,
    content:
      'Omoide Yokocho at 11pm, six seats at the counter, one grill, one master who has been turning yakitori here for 31 years. Ordered the tsukune with raw egg yolk and a highball and did not speak for ten minutes. Shinjuku can be loud, but these alleys still feel like 1955.',
    tags: ['tokyo', 'shinjuku', 'yakitori', 'nightlife', 'streetfood'],
    insights: [
      'Many stalls have a seating charge (otoshi) of 300–500 yen — it comes with a small dish',
      'Look for the places with hand-written menus; point and smile works fine',
      'Cash only almost everywhere in the alley',
    ],
    comments: [
      ['maya', 'Tsukune with the yolk is a religious experience. Which stall?'],
      [
        'kenji',
        'Third on the left from the station end, red lantern, no English sign. You will smell it before you see it.',
      ],
    ],
  },
  {
    slug: 'kyoto-fushimi-inari-dawn',
    author: 'maya',
    place: 'kyoto',
    time: 'dawn',
    daysAgo: 1.3,
    content:
      'Set my alarm for 5:30 and had Fushimi Inari almost to myself. By the time I reached the Yotsutsuji intersection the light was turning gold over the city and the only sound was a cat demanding breakfast from a shrine keeper. Worth every yawn. ⛩️',
    tags: ['kyoto', 'japan', 'fushimiinari', 'sunrise', 'photography'],
    insights: [
      'Start before 6am — by 8:30 the lower gates are shoulder to shoulder',
      'Crowds thin out dramatically past the Yotsutsuji viewpoint, about 45 minutes up',
      'The full loop to the summit and back takes 2–3 hours; wear proper shoes',
    ],
    comments: [
      ['demo', 'This is exactly why I want to go in November. Was it cold at that hour?'],
      [
        'maya',
        'About 8°C at the bottom, warmer once you start climbing. Layers and a thermos of hojicha!',
      ],
      ['kenji', 'Reward yourself with inari sushi at the stalls by the station afterwards.'],
      ['isabella', 'The light in your photos is always unreal.'],
    ],
  },
  {
    slug: 'algarve-benagil-kayak',
    author: 'sofia',
    place: 'algarve',
    time: 'day',
    daysAgo: 2.2,
    content:
      'Kayaked into Benagil cave at 8am with a local guide and the sea like glass. Landing on the beach inside is no longer allowed, which honestly makes it better — you just float there under the hole in the roof while the light pours in. Then a swim at Praia da Marinha and grilled sardines in Carvoeiro. Perfect Algarve day.',
    tags: ['algarve', 'portugal', 'kayak', 'benagil', 'beach'],
    insights: [
      'Go early: after 10am the cave fills with boats and the swell picks up',
      'Book a licensed kayak tour from Benagil beach; swimming in from the beach is now prohibited',
      'The Seven Hanging Valleys trail gives you the same coast from above in about 2 hours',
    ],
  },
  {
    slug: 'new-york-brooklyn-bridge-dusk',
    author: 'demo',
    place: 'newYork',
    time: 'dusk',
    daysAgo: 2.8,
    content:
      'Home for a few weeks, so I finally did the thing I always tell visitors to do: walk the Brooklyn Bridge towards Manhattan right at dusk. The skyline lights come on one building at a time. Ended up at a tiny Sichuan place in Chinatown with mouth-numbing dan dan noodles. Still my favourite city to come back to.',
    tags: ['newyork', 'usa', 'brooklynbridge', 'citylights', 'food'],
    insights: [
      'Walk from Brooklyn to Manhattan so the skyline is in front of you the whole time',
      'Get off at High Street or York Street station and start from DUMBO',
      'Weekday evenings are far calmer than weekends on the bridge',
    ],
    comments: [
      ['maya', 'Such a good tip about walking towards Manhattan. Saving this.'],
      ['kenji', 'Name of the Sichuan place, please. For research.'],
      ['demo', 'Kenji, I will DM you — it deserves a proper write-up.'],
    ],
  },
  {
    slug: 'serengeti-migration-golden-hour',
    author: 'amara',
    place: 'serengeti',
    time: 'golden',
    daysAgo: 3.5,
    content:
      'Four days in the northern Serengeti waiting for a crossing and on the last evening the herds finally went. Thousands of wildebeest pouring down the bank of the Mara River, zebras holding back, crocodiles very much not holding back. Hard to watch, impossible to look away. The quiet afterwards in the golden light will stay with me.',
    tags: ['serengeti', 'tanzania', 'safari', 'wildlife', 'migration'],
    insights: [
      'River crossings in the north are most likely from July to October, but never guaranteed',
      'Choose a camp that lets vehicles stay out all day — crossings do not keep office hours',
      'A 100–400mm lens was enough; a bean bag beats a tripod in a vehicle',
    ],
    comments: [
      ['lukas', 'This is on my list forever. How did you pick the camp?'],
      [
        'amara',
        'Mobile camp that follows the herds — a bit more expensive, but you are right where it happens. Happy to share names.',
      ],
      ['ethan', 'Goosebumps just reading this.'],
    ],
  },
  {
    slug: 'zermatt-matterhorn-first-light',
    author: 'lukas',
    place: 'zermatt',
    time: 'dawn',
    daysAgo: 4.8,
    content:
      'Took the first train up the Gornergrat and walked down to the Riffelsee just in time for the Matterhorn to catch fire. No wind, a perfect reflection for about eight minutes and then a cloud parked itself on the summit for the rest of the day. Mountains set the schedule, we just show up.',
    tags: ['zermatt', 'switzerland', 'matterhorn', 'alps', 'hiking'],
    insights: [
      'The first Gornergrat train on summer mornings runs a sunrise trip — check the timetable the day before',
      'The Riffelsee reflection works best before 8am, while the lake is still',
      'Walk down from Rotenboden to Riffelberg: 45 minutes, mostly downhill, the best views of the day',
    ],
  },
  {
    slug: 'tom-connemara-cycle',
    author: 'tom',
    place: 'connemara',
    time: 'day',
    daysAgo: 8.2,
    content:
      'Rented a bike in Clifden for €20 and did the Sky Road loop plus a detour towards Kylemore. Four seasons in four hours: sun, sideways rain, a rainbow over the bog, sun again. Lunch was a chowder in Letterfrack that could fix any heartbreak. Home is not bad either, you know.',
    tags: ['connemara', 'ireland', 'cycling', 'budget', 'westofireland'],
    insights: [
      'The Sky Road loop from Clifden is about 16 km with one proper climb',
      'Pack a rain jacket even if the forecast says sun — it will lie',
      'Bus Éireann and Citylink run Galway–Clifden several times a day',
    ],
  },
  {
    slug: 'sam-weekly-golden-hour-challenge',
    author: 'admin',
    place: 'london',
    time: 'dusk',
    daysAgo: 9,
    content:
      "This week's Roamly photo challenge: golden hour wherever you are. Your street, a train window, a balcony — it counts. Tag your post with goldenhour and we will feature a few favourites next Monday. Here's mine from the Thames after work on Thursday.",
    tags: ['goldenhour', 'photochallenge', 'london', 'community'],
    insights: [
      'Golden hour is roughly the first and last hour of sunlight; a weather app will tell you the exact times',
      'Shoot towards the light for silhouettes, away from it for warm colours',
    ],
    comments: [
      ['maya', 'Oh I am so in. Kyoto backlog, here I come.'],
      ['lucia', 'Does a bus window count? Asking for me.'],
      ['admin', 'Lucía, bus windows are practically the theme.'],
    ],
  },
  {
    slug: 'jordan-trip-ideas',
    author: 'demo',
    place: 'newYork',
    time: 'day',
    daysAgo: 9.8,
    privacy: 'private',
    content:
      'Note to self for autumn: Kyoto second half of November (maples), three nights in Osaka for the food, day trip to Nara. Ask Maya about early trains and Kenji about where to eat in Dotonbori. Budget: keep hotels under $150/night, splurge on one ryokan.',
    tags: ['planning', 'japan', 'kyoto', 'osaka'],
    insights: [
      'JR pass probably not worth it for Kyoto–Osaka only',
      'Book the ryokan three months ahead',
    ],
  },
  {
    slug: 'santorini-oia-sunset',
    author: 'chloe',
    place: 'santorini',
    time: 'golden',
    daysAgo: 10,
    content:
      'Everyone warns you about the crowds at the castle for sunset in Oia, and they are right. So we booked a table at a little terrace one village over in Imerovigli instead: same caldera, same sky going from peach to violet, a glass of Assyrtiko and not a single selfie stick in my ear. 🥂',
    tags: ['santorini', 'greece', 'sunset', 'caldera', 'slowtravel'],
    insights: [
      'Imerovigli and Firostefani have the same caldera views as Oia with a fraction of the crowd',
      'Try the local Assyrtiko white; vineyards like Santo run tastings at sunset',
      'Shoulder season (May or late September) is warm, calmer and cheaper',
    ],
  },
  {
    slug: 'sofia-sunday-swim-crew',
    author: 'sofia',
    place: 'algarve',
    time: 'dawn',
    daysAgo: 11,
    privacy: 'followers',
    content:
      'Sunday swim crew, 7am, 16 degrees of Atlantic. Seven of us this week, which is a record for November. Pastéis and coffee from the flask afterwards. If you are ever around Lagos on a Sunday, come join — no wetsuit required, screaming encouraged.',
    tags: ['coldwaterswimming', 'algarve', 'lagos', 'community'],
    insights: [
      'Meeting point is Praia do Camilo steps',
      'Bring a changing robe; the wind is the cold part',
    ],
  },
  {
    slug: 'florence-duomo-dawn',
    author: 'isabella',
    place: 'florence',
    time: 'dawn',
    daysAgo: 11.5,
    content:
      'Florence before 8am is a different city. Walked the kids across the Ponte Vecchio while the goldsmiths were still opening their wooden shutters, then watched the Duomo go pink from Piazzale Michelangelo. Breakfast: schiacciata still warm from the oven. Nobody complained about the early start, which is a miracle in itself.',
    tags: ['florence', 'italy', 'duomo', 'family', 'sunrise'],
    insights: [
      'Piazzale Michelangelo is a 20-minute uphill walk from the Ponte Vecchio — bus 12 or 13 if little legs are tired',
      'Book the Duomo dome climb online; slots sell out days ahead',
      'Most bakeries open by 7am; ask for schiacciata all’olio',
    ],
  },
  {
    slug: 'oaxaca-mole-class',
    author: 'kenji',
    place: 'oaxaca',
    time: 'day',
    daysAgo: 12,
    content:
      'Spent a day in a family kitchen in Oaxaca learning mole negro. Twenty-six ingredients, three kinds of chile toasted until the room stings, chocolate ground on a metate by a grandmother who corrected my technique without saying a word. Six hours of work for a sauce that tastes like the whole history of the valley.',
    tags: ['oaxaca', 'mexico', 'mole', 'cookingclass', 'food'],
    insights: [
      'Cooking classes usually start with a market visit — go hungry',
      'Mercado 20 de Noviembre has the smoky grilled meat hall (pasillo de humo)',
      'Bring home chile pasilla oaxaqueño; it is hard to find anywhere else',
    ],
    comments: [
      ['lucia', 'Oaxaca food is the best in Mexico and I will not be taking questions.'],
      ['kenji', 'Lucía, no questions needed. I have already booked a return.'],
    ],
  },
  {
    slug: 'skye-quiraing-sunrise',
    author: 'tom',
    place: 'skye',
    time: 'dawn',
    daysAgo: 13,
    content:
      'Slept in the van at the Quiraing car park (legally, before anyone asks) and was on the trail at sunrise. The whole landslip glowing, sheep judging me from every ledge, not a single other soul until 9. The circuit took me 2.5 hours with too many photo stops.',
    tags: ['isleofskye', 'scotland', 'quiraing', 'hiking', 'vanlife'],
    insights: [
      'The Quiraing circuit is about 7 km; the path along the cliffs is narrow in places',
      'Midges are brutal from June to August — bring repellent and a head net',
      'Book accommodation on Skye months ahead in summer, or bring a tent',
    ],
  },
  {
    slug: 'maya-tokyo-shortlist',
    author: 'maya',
    place: 'tokyo',
    time: 'day',
    daysAgo: 14,
    privacy: 'private',
    content:
      'Shortlist for the next Tokyo trip: Yanaka at golden hour, the Todoroki valley walk, that kissaten in Jimbocho with the green chairs, and try to get the 6am shot of Tsukiji outer market before the crowds. Remember the spare battery this time.',
    tags: ['tokyo', 'planning', 'photography'],
    insights: ['Yanaka Ginza is best around 4pm', 'Jimbocho bookshops close on Sundays'],
  },
  {
    slug: 'val-dorcia-road-trip',
    author: 'isabella',
    place: 'tuscany',
    time: 'golden',
    daysAgo: 14.5,
    content:
      "The drive from Pienza to San Quirico d'Orcia at golden hour is the Tuscany from the postcards: cypress lines, hills like folded velvet, a farmhouse on every crest. We stopped every ten minutes. The kids voted the pecorino tasting in Pienza as the best part of the trip, and I can't argue.",
    tags: ['tuscany', 'valdorcia', 'italy', 'roadtrip', 'cypress'],
    insights: [
      'The famous cypress bend is on the SR2 just south of San Quirico — there is a small lay-by',
      'Pienza is tiny and perfect for families; park outside the walls',
      'Stay in an agriturismo; most include breakfast with their own produce',
    ],
  },
  {
    slug: 'azores-sete-cidades',
    author: 'sofia',
    place: 'azores',
    time: 'day',
    daysAgo: 15,
    content:
      'Sete Cidades finally showed itself after two days of fog. One lake green, one lake blue, a crater rim walk with hydrangeas on both sides, and then a swim in a thermal pool with iron-orange water. The Azores is what happens when Portugal and Iceland have a very green baby.',
    tags: ['azores', 'portugal', 'setecidades', 'hiking', 'islands'],
    insights: [
      'Check the live webcams (SpotAzores) before driving up — fog changes everything',
      'The crater rim walk from Vista do Rei is about 12 km, mostly flat',
      'Rent a car on São Miguel; buses are rare outside Ponta Delgada',
    ],
  },
  {
    slug: 'paris-seine-evening',
    author: 'chloe',
    place: 'paris',
    time: 'dusk',
    daysAgo: 16,
    content:
      'My favourite Paris evening costs nothing: a baguette, a wedge of comté, a bottle from the corner shop and the quai at Île Saint-Louis as the lights come on. The boats go past, someone always has a guitar. Twenty years here and I still stop on the Pont des Arts on the way home.',
    tags: ['paris', 'france', 'seine', 'picnic', 'evening'],
    insights: [
      'Square du Vert-Galant at the tip of Île de la Cité is the classic picnic spot',
      'Berthillon ice cream on Île Saint-Louis — closed Mondays and Tuesdays',
      'Bring a jumper; it is always colder by the water',
    ],
  },
  {
    slug: 'oaxaca-guelaguetza',
    author: 'lucia',
    place: 'oaxaca',
    time: 'golden',
    daysAgo: 17,
    content:
      'Guelaguetza week in Oaxaca: every evening a parade of dancers from the eight regions, brass bands, giant puppets and someone handing you mezcal in a tiny clay cup. I cried a little at the pineapple dance from Tuxtepec. If you only go to one festival in Mexico, make it this one.',
    tags: ['oaxaca', 'guelaguetza', 'festival', 'mexico', 'culture'],
    insights: [
      'The official shows at the Cerro del Fortín auditorium sell out — buy tickets online early',
      'The free parades (calendas) through the centro are just as joyful',
      'Hostels triple prices in July; book at least a month ahead',
    ],
    comments: [
      ['amara', 'Adding to my list. The colours!'],
      ['kenji', 'Did you try the tlayudas from the street stalls at night?'],
      ['lucia', 'Every. Single. Night. The one by Santo Domingo is the best.'],
    ],
  },
  {
    slug: 'marrakech-riad-rooftop',
    author: 'demo',
    place: 'marrakech',
    time: 'golden',
    daysAgo: 18,
    content:
      'Stayed in a riad in the medina with a rooftop that caught the last light over the Koutoubia minaret. The call to prayer rolling across the rooftops at sunset, mint tea that was 40% sugar, and the owner drawing me a map to a spice shop that I would never have found on my own.',
    tags: ['marrakech', 'morocco', 'riad', 'medina', 'sunset'],
    insights: [
      'Let the riad send someone to meet you the first time — the medina is a maze',
      'Jemaa el-Fna is best from a café terrace at sunset, then go down into the food stalls',
      'Agree on taxi prices before you get in',
    ],
  },
  {
    slug: 'dolomites-rifugio-night',
    author: 'lukas',
    place: 'dolomites',
    time: 'night',
    daysAgo: 18.5,
    content:
      'Night at Rifugio Locatelli under the Tre Cime. Dinner was canederli and strudel at long shared tables, then everyone went outside in down jackets to watch the Milky Way rise behind the three towers. Dorm bunk, snoring neighbour, zero regrets.',
    tags: ['dolomites', 'italy', 'rifugio', 'stars', 'hiking'],
    insights: [
      'Book rifugi from January for a summer stay; the popular ones fill within days',
      'Half board (dinner and breakfast) is standard and good value',
      'Bring a sleeping-bag liner; it is mandatory in most huts',
    ],
  },
  {
    slug: 'dolomites-tre-cime-loop',
    author: 'lukas',
    place: 'dolomites',
    time: 'golden',
    daysAgo: 19,
    content:
      'The Tre Cime di Lavaredo loop is 10 km of the best return on effort in the Alps. Started late afternoon to get the north faces lit up, and the towers went from grey to orange to pink while I walked. Yes, the toll road is expensive. Yes, it is still worth it.',
    tags: ['dolomites', 'trecime', 'italy', 'hiking', 'alps'],
    insights: [
      'The toll road to Rifugio Auronzo costs around €40 per car in summer; the bus from Dobbiaco is cheaper',
      'Walk the loop anticlockwise for the classic view of the north faces',
      'Allow 4 hours with stops; there are three huts on the way for coffee',
    ],
  },
  {
    slug: 'queenstown-lake-wakatipu',
    author: 'ethan',
    place: 'queenstown',
    time: 'day',
    daysAgo: 20,
    content:
      'Bluebird day on Lake Wakatipu. Took the old steamship across to Walter Peak in the morning, hiked Queenstown Hill in the afternoon, and ended at the famous burger place after queueing for 25 minutes like everybody else. The Remarkables were living up to their name.',
    tags: ['queenstown', 'newzealand', 'lakewakatipu', 'hiking', 'mountains'],
    insights: [
      'Queenstown Hill is 2–3 hours return and gives the whole lake view without a gondola ticket',
      'The TSS Earnslaw runs to Walter Peak several times a day',
      'Order the burger online to skip most of the queue',
    ],
  },
  {
    slug: 'cape-town-lions-head-sunrise',
    author: 'amara',
    place: 'capeTown',
    time: 'dawn',
    daysAgo: 21,
    content:
      "Lion's Head before sunrise is my Cape Town ritual. Headlamps bobbing up the spiral path, chains and ladders near the top, and then the whole city waking up below: Table Mountain going gold, the Atlantic on one side, the harbour on the other. Coffee in Kloof Street afterwards, obviously.",
    tags: ['capetown', 'southafrica', 'lionshead', 'sunrise', 'hiking'],
    insights: [
      'Start about 90 minutes before sunrise; the hike takes roughly an hour to the top',
      'Never hike alone in the dark; go in a group and check SANParks safety updates',
      'Full-moon hikes are popular — expect crowds on those nights',
    ],
  },
  {
    slug: 'positano-morning-swim',
    author: 'chloe',
    place: 'positano',
    time: 'day',
    daysAgo: 22,
    content:
      'Positano at 7am belongs to the fishermen and the people hosing down café terraces. Had Spiaggia Grande almost to myself for a swim, then a granita di limone at the top of the steps. By 11 the day-trip boats arrive and I retreat to a sun lounger with a book. This is the way.',
    tags: ['positano', 'amalficoast', 'italy', 'beach', 'slowtravel'],
    insights: [
      'Swim early at Spiaggia Grande or take the little boat to Fornillo beach',
      'The SITA bus along the coast is cheap but packed; ferries are calmer',
      'The Path of the Gods starts in Agerola and ends above Positano — do it in the morning',
    ],
  },
  {
    slug: 'kyoto-gion-evening',
    author: 'maya',
    place: 'kyoto',
    time: 'dusk',
    daysAgo: 23,
    content:
      'Gion after the day-trippers leave. Lanterns coming on along Shirakawa, the willow branches almost touching the water, the clack of geta somewhere out of sight. A gentle reminder: the lanes are people’s homes and workplaces, and the neighbourhood now fines photographers who step into private alleys. Watch, don’t chase.',
    tags: ['kyoto', 'gion', 'japan', 'evening', 'photography'],
    insights: [
      'Shirakawa-minami-dori is the prettiest lane at dusk',
      'Private alleys in Gion are marked with signs — stay on the public streets',
      'Pontocho, one river over, has riverside dining platforms (kawayuka) in summer',
    ],
  },
  {
    slug: 'vik-black-sand-dusk',
    author: 'tom',
    place: 'vik',
    time: 'dusk',
    daysAgo: 24,
    content:
      'Reynisfjara in a storm is the most dramatic beach I have ever stood on, and I stood very far back. Black sand, basalt columns, waves that come twice as far as you think. Camped in Vík for 2,500 krónur and ate instant noodles while the wind tried to take the tent to Greenland.',
    tags: ['iceland', 'vik', 'reynisfjara', 'blacksand', 'camping'],
    insights: [
      'Sneaker waves at Reynisfjara are deadly — never turn your back on the sea',
      'Iceland campsites are cheap; the Vík site has a heated kitchen hut',
      'Supermarket Krónan is the budget traveller’s best friend',
    ],
  },
  {
    slug: 'istanbul-balik-ekmek',
    author: 'kenji',
    place: 'istanbul',
    time: 'golden',
    daysAgo: 25,
    content:
      'Balık ekmek from the boats at Eminönü: grilled mackerel, onions, lettuce, lemon, in bread, eaten standing while the ferries honk and the mosques across the Golden Horn go orange. Followed by pickle juice from a stall next door, on the advice of a stranger. The stranger was right.',
    tags: ['istanbul', 'turkiye', 'streetfood', 'balikekmek', 'goldenhorn'],
    insights: [
      'The fish boats are right by the Galata Bridge on the Eminönü side',
      'Try şalgam or pickle juice (turşu suyu) from the stalls nearby',
      'An Istanbulkart makes ferries, trams and buses cheap and easy',
    ],
  },
  {
    slug: 'tulum-ruins-morning',
    author: 'lucia',
    place: 'tulum',
    time: 'day',
    daysAgo: 26,
    content:
      'The Tulum ruins sit on a cliff above the most turquoise water I have ever seen, and the iguanas own the place. Got there at opening, cycled back along the beach road, then spent the hot hours floating in Cenote Calavera. Backpacker budget tip: the colectivos on the highway cost almost nothing.',
    tags: ['tulum', 'mexico', 'ruins', 'cenote', 'backpacking'],
    insights: [
      'Arrive at opening time (8am); by 10 the heat and tour groups arrive together',
      'Rent a bike in town — the ruins and beaches are all flat and close',
      'Use reef-safe sunscreen only; most cenotes will ask you to shower first',
    ],
  },
  {
    slug: 'black-forest-home-loop',
    author: 'lukas',
    place: 'blackForest',
    time: 'dawn',
    daysAgo: 27,
    privacy: 'followers',
    content:
      'Home loop before work: Freiburg up to the Rosskopf tower and back through the forest, 14 km, mist lying in the valleys like milk. Nothing spectacular, nothing on anyone’s bucket list, and still the best start to a Tuesday I can think of.',
    tags: ['blackforest', 'freiburg', 'trailrunning', 'germany'],
    insights: [
      'Rosskopf tower is open all year and free',
      'The Schlossberg funicular is a lazy way to start',
    ],
    comments: [
      ['sofia', 'Mist like milk 😍 This is why I follow you.'],
      ['tom', 'Meanwhile my morning loop is to the kettle.'],
    ],
  },
  {
    slug: 'queenstown-night-sky',
    author: 'ethan',
    place: 'queenstown',
    time: 'night',
    daysAgo: 28,
    content:
      'Drove 20 minutes out of Queenstown, turned the headlights off and waited for my eyes to adjust. The Milky Way from horizon to horizon, the Magellanic Clouds, and a satellite drifting through it all. Southern hemisphere skies never get old.',
    tags: ['queenstown', 'newzealand', 'stars', 'astrophotography', 'night'],
    insights: [
      'Check the moon phase — a new moon makes all the difference',
      'Lake Tekapo and Aoraki Mackenzie is a Dark Sky Reserve, a day’s drive away',
      '20-second exposures at ISO 3200 with a wide lens is a good start',
    ],
  },
  {
    slug: 'lisbon-miradouro-sunset',
    author: 'sofia',
    place: 'lisbon',
    time: 'golden',
    daysAgo: 29,
    content:
      'My hometown sunset ritual: Miradouro da Senhora do Monte, a can of Super Bock from the kiosk, the castle and the Tagus turning gold. Tourists go to Santa Luzia, locals go here. Then down through Graça for grilled fish at a tasca with paper tablecloths.',
    tags: ['lisbon', 'portugal', 'miradouro', 'sunset', 'local'],
    insights: [
      'Senhora do Monte is the highest miradouro and less crowded than Santa Luzia',
      'Tram 28 passes nearby but is always full — walking is faster',
      'A "tasca" lunch menu (prato do dia) is often under €10',
    ],
    comments: [
      ['tom', 'Going in March, can confirm I will be there with a Super Bock.'],
      ['sofia', 'Message me when you land — I will show you the tasca.'],
      ['kenji', 'The grilled sardines in June are the best thing in Europe.'],
    ],
  },
  {
    slug: 'provence-lavender-fields',
    author: 'chloe',
    place: 'provence',
    time: 'day',
    daysAgo: 30,
    content:
      'Valensole in early July: rows of lavender to the horizon, bees everywhere, the air smelling like a very expensive candle. We stayed at a bastide with a pool and a lavender farm next door. Please stay on the edges — farmers have started fencing fields because people trample the rows for photos.',
    tags: ['provence', 'lavender', 'valensole', 'france', 'summer'],
    insights: [
      'Peak bloom is late June to mid-July; harvest starts soon after',
      'Go at sunrise or late evening for soft light and fewer people',
      'Buy lavender honey and oil directly from the farms',
    ],
  },
  {
    slug: 'lake-kawaguchi-fuji-morning',
    author: 'maya',
    place: 'kawaguchi',
    time: 'day',
    daysAgo: 31,
    content:
      'Fuji showed up! Stayed two nights at Lake Kawaguchi to give myself two chances and got a crystal-clear morning on the first day. Walked the north shore past the Momiji corridor and rented a bike to Oishi Park. I spent the second (cloudy) day in an onsen, which was also a win.',
    tags: ['fuji', 'kawaguchiko', 'japan', 'mountains', 'photography'],
    insights: [
      'Fuji is most often visible early in the morning, especially in winter',
      'Stay overnight rather than a day trip from Tokyo to double your chances',
      'Oishi Park and the north shore have the classic lake-and-mountain view',
    ],
  },
  {
    slug: 'istanbul-bosphorus-ferry',
    author: 'tom',
    place: 'istanbul',
    time: 'day',
    daysAgo: 34,
    content:
      'Best-value tour in Istanbul: the public ferry from Eminönü to Kadıköy for the price of a bus ticket. Tea in a tulip glass from the guy with the tray, seagulls stealing simit, Europe on one side and Asia on the other. Did it four times in three days.',
    tags: ['istanbul', 'ferry', 'bosphorus', 'budget', 'turkiye'],
    insights: [
      'Use an Istanbulkart — the ferry costs the same as the metro',
      'Kadıköy market on the Asian side is great for cheap lunch',
      'The long Bosphorus cruise (Uzun Boğaz Turu) goes all the way to the Black Sea',
    ],
  },
  {
    slug: 'uluwatu-reef-dive',
    author: 'ethan',
    place: 'uluwatu',
    time: 'day',
    daysAgo: 35,
    content:
      'Quick Bali stop between jobs. Dove the Bukit reefs in the morning, watched the surfers at Uluwatu from the clifftop warung in the afternoon, and caught the kecak fire dance at the temple at sunset. The monkeys stole a pair of sunglasses (not mine, this time).',
    tags: ['bali', 'uluwatu', 'diving', 'indonesia', 'surf'],
    insights: [
      'Hold on to glasses and phones at Uluwatu Temple — the monkeys are professionals',
      'The kecak dance starts around 6pm; buy tickets at the gate an hour before',
      'Dry season (April–October) has the best visibility for diving',
    ],
  },
  {
    slug: 'lauterbrunnen-valley-waterfalls',
    author: 'lukas',
    place: 'lauterbrunnen',
    time: 'day',
    daysAgo: 36,
    content:
      'Lauterbrunnen: 72 waterfalls, one valley, and me trying to photograph all of them in a day. Walked from the village to Stechelberg, took the cable car to Mürren, and hiked the balcony trail back to Grütschalp. Swiss prices hurt, Swiss trains heal.',
    tags: ['lauterbrunnen', 'switzerland', 'waterfalls', 'hiking', 'alps'],
    insights: [
      'The valley floor walk from Lauterbrunnen to Stechelberg is flat and easy',
      'Trümmelbach Falls are inside the mountain — bring a rain jacket',
      'A Swiss Half Fare Card pays off after two or three mountain trips',
    ],
  },
  {
    slug: 'positano-lemons-and-limoncello',
    author: 'isabella',
    place: 'positano',
    time: 'golden',
    daysAgo: 37,
    content:
      'Amalfi Coast with a four- and a six-year-old: fewer hikes, more boats. We took a little gozzo along the coast, jumped off it into water so clear the kids could count the fish, and visited a lemon grove where the nonna let them pick their own. Their limoncello was, of course, lemonade.',
    tags: ['amalficoast', 'positano', 'family', 'italy', 'boat'],
    insights: [
      'Private boat trips are surprisingly affordable split between two families',
      'Stairs everywhere — leave the pushchair at home and bring a carrier',
      'Lemon groves in Amalfi and Minori run short family-friendly tours',
    ],
  },
  {
    slug: 'lisbon-pasteis-pilgrimage',
    author: 'kenji',
    place: 'lisbon',
    time: 'day',
    daysAgo: 38,
    content:
      'Ranked seven pastéis de nata in two days for science. The famous Belém ones are still excellent — burnt-sugar top, shattering pastry — but my winner is a tiny bakery in Graça where they come out every twenty minutes and the custard is barely set. Cinnamon and powdered sugar at the counter, as it should be.',
    tags: ['lisbon', 'pasteisdenata', 'bakery', 'food', 'portugal'],
    insights: [
      'At Pastéis de Belém, skip the takeaway queue and sit inside — the room is huge',
      'Eat them warm; ask when the next tray comes out',
      'A bica (espresso) at the counter usually costs under €1',
    ],
    comments: [
      ['demo', 'Seven in two days is rookie numbers. Which bakery in Graça?'],
      ['sofia', 'Kenji found my secret bakery. I am moving.'],
    ],
  },
  {
    slug: 'machu-picchu-sunrise',
    author: 'lucia',
    place: 'machuPicchu',
    time: 'dawn',
    daysAgo: 39,
    content:
      'Four days on the Inca Trail, blisters on blisters, and then the Sun Gate at dawn with Machu Picchu appearing out of the cloud below us. Our group went completely quiet. The porters who carry everything up those steps are the real heroes — tip them well.',
    tags: ['machupicchu', 'peru', 'incatrail', 'hiking', 'sunrise'],
    insights: [
      'Inca Trail permits sell out months ahead — book through a licensed operator',
      'Spend two days in Cusco first to adjust to the altitude',
      'The trail is closed every February for maintenance',
    ],
  },
  {
    slug: 'florence-with-kids-uffizi',
    author: 'isabella',
    place: 'florence',
    time: 'day',
    daysAgo: 40,
    content:
      'The Uffizi with children is possible! Our trick: a treasure hunt with postcards of six paintings bought at the gift shop first. Botticelli’s Venus was found in record time, the Caravaggio Medusa was declared "disgusting" (high praise), and we were out in 90 minutes before anyone melted down.',
    tags: ['florence', 'uffizi', 'family', 'museums', 'italy'],
    insights: [
      'Book timed tickets online and pick the first slot of the day',
      'First Sunday of the month is free — and very crowded',
      'The terrace café on the top floor has a great view of the Palazzo Vecchio',
    ],
  },
  {
    slug: 'uluwatu-surf-session',
    author: 'sofia',
    place: 'uluwatu',
    time: 'golden',
    daysAgo: 41,
    content:
      'Uluwatu finally. Paddled out through the cave at mid-tide, got cleaned up by three sets, then caught one long left that I will be talking about until I am eighty. Sunset from the warungs on the cliff with a coconut and sunburnt shoulders.',
    tags: ['uluwatu', 'bali', 'surf', 'sunset', 'indonesia'],
    insights: [
      'Uluwatu is for experienced surfers; Padang Padang Right or Dreamland are gentler',
      'Enter and exit through the cave only at mid to high tide',
      'Stay in Bingin for a quieter base with cliffside guesthouses',
    ],
  },
  {
    slug: 'ubud-wellness-retreat',
    author: 'chloe',
    place: 'ubud',
    time: 'dawn',
    daysAgo: 42,
    content:
      'Five days in the jungle above Ubud: sunrise yoga over the Ayung river valley, flower baths, far too many smoothie bowls and not a single email. I arrived wound up like a watch and I am leaving as a puddle. The Campuhan Ridge walk at 6am is free and just as healing.',
    tags: ['ubud', 'bali', 'wellness', 'yoga', 'jungle'],
    insights: [
      'The Campuhan Ridge Walk is best before 7am, before the heat',
      'Tegallalang rice terraces are quieter late afternoon',
      'Many retreats offer day passes if a full stay is too much',
    ],
  },
  {
    slug: 'patagonia-w-trek',
    author: 'lukas',
    place: 'patagonia',
    time: 'day',
    daysAgo: 44,
    content:
      'The W Trek in Torres del Paine: five days, 80 km, and wind strong enough to lean on. Day four at the Mirador Las Torres was the prize — three granite towers above a glacial lake, and a condor riding the thermals above us. Patagonia humbles you and then hands you the best views on earth.',
    tags: ['patagonia', 'torresdelpaine', 'chile', 'trekking', 'mountains'],
    insights: [
      'Refugios and campsites must be booked in advance — rangers check reservations',
      'Pack for four seasons every day; wind gusts can exceed 100 km/h',
      'Start the Las Torres day in the dark to reach the lake for sunrise',
    ],
  },
  {
    slug: 'lisbon-hostel-rooftop',
    author: 'tom',
    place: 'lisbon',
    time: 'night',
    daysAgo: 45,
    content:
      '€19 a night, free walking tour, a rooftop bar with a view of the castle, and a family dinner where the hostel cook fed 30 of us bacalhau à Brás. Met a Brazilian DJ, two Finnish nurses and a retired Canadian teacher doing Europe by train. Hostels are still the best way to meet people.',
    tags: ['lisbon', 'hostel', 'budget', 'backpacking', 'nightlife'],
    insights: [
      'Bairro Alto hostels are central but loud; Alfama is calmer',
      'Hostel family dinners are usually €8–12 and a great way to meet people',
      'The Lisboa Card includes transport and many museums',
    ],
  },
  {
    slug: 'istanbul-bosphorus-sunset',
    author: 'demo',
    place: 'istanbul',
    time: 'golden',
    daysAgo: 46,
    content:
      'Last evening in Istanbul: walked up to the Galata Tower neighbourhood, found a rooftop with a view over the Golden Horn and watched the minarets go gold and then silver. Six days was not enough. Already planning to come back for the food alone — Kenji, your list was perfect.',
    tags: ['istanbul', 'galata', 'sunset', 'turkiye', 'travel'],
    insights: [
      'Skip the Galata Tower queue and find a rooftop café nearby instead',
      'Six days is the minimum for the city; add a day for the Princes’ Islands',
    ],
    comments: [
      ['kenji', 'Happy the list worked! Did you make it to the kokoreç place?'],
      ['demo', 'Twice. No regrets.'],
    ],
  },
  {
    slug: 'marrakech-jemaa-el-fna-night',
    author: 'kenji',
    place: 'marrakech',
    time: 'night',
    daysAgo: 47,
    content:
      'Jemaa el-Fna after dark turns into the world’s biggest open-air kitchen. Snail soup from a steaming cauldron, merguez, a sheep’s head I am still thinking about, and orange juice for four dirham. Stall 14 calls you "Mr. Sushi" and it is impossible to be annoyed.',
    tags: ['marrakech', 'morocco', 'streetfood', 'jemaaelfna', 'night'],
    insights: [
      'Stalls with lots of locals eating are the ones to pick',
      'Agree prices before you sit; ask for the menu with prices',
      'Snail soup (babbouch) is a digestive — trust the process',
    ],
  },
  {
    slug: 'paris-louvre-without-queues',
    author: 'isabella',
    place: 'paris',
    time: 'day',
    daysAgo: 48,
    content:
      'Art historian confession: the Mona Lisa room is the worst part of the Louvre. Go straight past it to the Italian paintings in the Grande Galerie, the Winged Victory on the Daru staircase and the Mesopotamian galleries nobody visits. We had Hammurabi’s code almost to ourselves.',
    tags: ['paris', 'louvre', 'museums', 'art', 'france'],
    insights: [
      'Book a timed ticket and use the Carrousel entrance, not the pyramid',
      'Friday evenings are open late and calmer',
      'The Richelieu wing is usually the quietest',
    ],
  },
  {
    slug: 'merzouga-dunes-sunset',
    author: 'amara',
    place: 'merzouga',
    time: 'golden',
    daysAgo: 49,
    content:
      'Camel trek into Erg Chebbi at sunset. The dunes change colour every five minutes: orange, rose, copper, then a blue you do not have a name for. Night in a desert camp with drums around the fire and more stars than dark sky. Sand in places sand should never be.',
    tags: ['merzouga', 'sahara', 'morocco', 'desert', 'camel'],
    insights: [
      'The drive from Marrakech takes 9–10 hours; break it in the Dades Gorge',
      'Climb the big dune for sunrise — it takes about 40 minutes',
      'Bring a warm layer; desert nights are cold even in spring',
    ],
  },
  {
    slug: 'yosemite-tunnel-view',
    author: 'ethan',
    place: 'yosemite',
    time: 'dawn',
    daysAgo: 50,
    content:
      'Tunnel View at dawn: El Capitan on the left, Bridalveil Fall on the right, Half Dome glowing in the middle and fog filling the valley floor. Then the Mist Trail to Vernal Fall — you will get soaked, bring a rain jacket and smile about it.',
    tags: ['yosemite', 'california', 'usa', 'nationalpark', 'hiking'],
    insights: [
      'Check whether a peak-hours reservation is required to enter the park',
      'The Mist Trail is steep and slippery; good shoes matter',
      'Stay in Mariposa or El Portal if the valley lodges are full',
    ],
  },
  {
    slug: 'banff-moraine-lake-sunrise',
    author: 'maya',
    place: 'banff',
    time: 'dawn',
    daysAgo: 52,
    content:
      'Moraine Lake at sunrise, with the Valley of the Ten Peaks turning pink one summit at a time. Private cars can no longer drive up, so I took the first Parks Canada shuttle in the dark with a thermos and fifty other sleepy photographers. Nobody said a word when the light hit.',
    tags: ['banff', 'morainelake', 'canada', 'rockies', 'sunrise'],
    insights: [
      'Private vehicles are banned at Moraine Lake; book the Parks Canada shuttle or a licensed operator',
      'The Rockpile trail (10 minutes) gives the classic view',
      'The water is most turquoise from mid-June, once the ice is gone',
    ],
  },
  {
    slug: 'patagonia-wind-and-dusk',
    author: 'lucia',
    place: 'patagonia',
    time: 'dusk',
    daysAgo: 53,
    content:
      'Puerto Natales to Torres del Paine on the cheapest bus, camping in the free sites and cooking lentils on a stove that hated the wind. At dusk the Cuernos turned purple and a herd of guanacos walked past our tent like they owned the place, which they do.',
    tags: ['patagonia', 'chile', 'camping', 'backpacking', 'guanacos'],
    insights: [
      'Free CONAF campsites exist but must still be reserved',
      'Buy gas canisters in Puerto Natales — you cannot fly with them',
      'Windproof stove or a good windscreen is not optional',
    ],
  },
  {
    slug: 'sam-welcome-to-roamly',
    author: 'admin',
    place: 'london',
    time: 'day',
    daysAgo: 55,
    content:
      'Hi, I am Sam from the Roamly team 👋 This is a place to share where you have been, find where to go next, and meet people who travel like you. Post your photos with a location and a tip or two for the next traveller, follow people whose trips you love, and say hello in messages. Be kind, be honest, and leave places better than you found them.',
    tags: ['welcome', 'community', 'roamly'],
    insights: [
      'Add travel insights to your posts — practical tips are what other travellers save most',
      'Set your travel style and interests in your profile to get better suggestions',
    ],
    allowComments: false,
  },
  {
    slug: 'tulum-cenote-morning',
    author: 'sofia',
    place: 'tulum',
    time: 'day',
    daysAgo: 56,
    content:
      'Cenote hopping around Tulum: Gran Cenote at opening with turtles under the boardwalk, Dos Ojos for snorkelling in the cavern light, and Casa Cenote where the mangroves meet the sea. Freshwater this clear feels like cheating after the Atlantic.',
    tags: ['tulum', 'cenotes', 'mexico', 'snorkelling', 'swimming'],
    insights: [
      'Most cenotes charge 200–500 pesos; bring cash',
      'Go at opening time for clear water before the sediment gets stirred up',
      'No sunscreen or repellent in the cenotes — shower before you swim',
    ],
  },
  {
    slug: 'kyoto-nishiki-market',
    author: 'kenji',
    place: 'kyoto',
    time: 'day',
    daysAgo: 58,
    content:
      'Nishiki Market, the "kitchen of Kyoto": tamagoyaki on a stick, tiny octopus with a quail egg in the head, pickles in forty colours, and a knife shop where I left far too much money. Locals shop here before 10; after that it belongs to visitors like me.',
    tags: ['kyoto', 'nishikimarket', 'japan', 'food', 'market'],
    insights: [
      'Eating while walking is discouraged — eat at the stall where you buy',
      'Many stalls close on Wednesdays or Sundays; check before you go',
      'Aritsugu knives can engrave your name while you wait',
    ],
  },
  {
    slug: 'wadi-rum-bedouin-camp',
    author: 'amara',
    place: 'wadiRum',
    time: 'night',
    daysAgo: 33,
    content:
      'Wadi Rum by jeep, then a night in a Bedouin camp with zarb (lamb and vegetables cooked under the sand) for dinner. After the generator went off, silence like I have never heard and a sky so full of stars it felt crowded. Lawrence of Arabia was filmed here; I understand why.',
    tags: ['wadirum', 'jordan', 'desert', 'stars', 'bedouin'],
    insights: [
      'Book a camp run by local Bedouin families — ask for the jeep tour to be included',
      'Combine with Petra; it is about 1.5 hours by car',
      'Nights are cold from November to March; bring a fleece',
    ],
  },
  {
    slug: 'ngorongoro-crater-day',
    author: 'amara',
    place: 'serengetiPlains',
    time: 'day',
    daysAgo: 8.5,
    privacy: 'followers',
    content:
      'Day trip into the Ngorongoro Crater with a group of first-time safari guests. Black rhino at 400 metres (binoculars!), a lion pride asleep under an acacia, flamingos on the soda lake. Watching people see their first elephant never gets old.',
    tags: ['ngorongoro', 'tanzania', 'safari', 'wildlife', 'guiding'],
    insights: [
      'Descend early — the crater floor has a limit of six hours per vehicle',
      'It is cold on the rim at dawn; the floor is warm by midday',
    ],
  },
  {
    slug: 'skye-wild-camp-night',
    author: 'tom',
    place: 'skye',
    time: 'night',
    daysAgo: 59,
    privacy: 'followers',
    content:
      'Wild camped above Loch Coruisk after a long walk in from Elgol. Clear night, no midges for once, the Cuillin black against a sky full of stars. Porridge at dawn with a view that hotels cannot sell you.',
    tags: ['skye', 'wildcamping', 'scotland', 'cuillin', 'stars'],
    insights: [
      'Scotland’s Outdoor Access Code allows responsible wild camping — leave no trace',
      'The boat from Elgol can drop you at Coruisk if you do not fancy the Bad Step',
    ],
  },
  {
    slug: 'lucia-budget-so-far',
    author: 'lucia',
    place: 'oaxaca',
    time: 'day',
    daysAgo: 6.5,
    privacy: 'private',
    content:
      'Budget check, week 7: spent 9,800 pesos this week including the mezcal tour (worth it). Still under 700/day average. Next: bus to San Cristóbal, try to find a hostel with a kitchen, and stop buying textiles — the backpack is full.',
    tags: ['budget', 'backpacking', 'notes'],
    insights: ['ADO night bus saves a night of accommodation', 'Cook at least one meal a day'],
  },
  {
    slug: 'amara-lions-head-full-moon',
    author: 'amara',
    place: 'capeTown',
    time: 'night',
    daysAgo: 43,
    content:
      'Full-moon hike up Lion’s Head with my guiding team. The city lights below, the moon laying a silver road across the Atlantic, and two hundred people on the summit cheering when it rose. Cape Town on a good night is hard to beat.',
    tags: ['capetown', 'fullmoon', 'lionshead', 'hiking', 'night'],
    insights: [
      'Bring a headlamp for the way down — the moon is not enough on the chains',
      'Parking on Signal Hill Road fills early on full-moon nights',
    ],
  },
  {
    slug: 'loch-ard-gorge-sunrise',
    author: 'ethan',
    place: 'greatOceanRoad',
    time: 'dawn',
    daysAgo: 32,
    content:
      'Sunrise at Loch Ard Gorge, where the shipwreck story still gives me chills. Two survivors out of 54 washed into this cove in 1878. Standing on that beach with the cliffs closing in on both sides, you feel how small you are.',
    tags: ['lochardgorge', 'australia', 'greatoceanroad', 'history', 'sunrise'],
    insights: [
      'Loch Ard Gorge is a 5-minute drive from the Twelve Apostles',
      'Read the shipwreck signs — the story makes the place',
    ],
  },
];

/** Comments for posts without a hand-written thread, picked by the kind of place. */
export const DEMO_COMMENTS_BY_KIND: Record<SceneKind, string[]> = {
  beach: [
    'That water colour cannot be real. Adding it to the list!',
    'Was it very crowded? Thinking of going in the shoulder season.',
    'Saving this for my next beach escape 🌊',
    'How was the swimming — calm enough for kids?',
  ],
  mountain: [
    'Those peaks! How long did the hike take you?',
    'Was the trail busy? Would love to go in early autumn.',
    'Your route notes are gold, thank you for sharing.',
    'The light on those ridges is unreal.',
  ],
  city: [
    'Adding every single tip to my map, thank you!',
    'How many days would you recommend for the city?',
    'This makes me want to book a flight tonight.',
    'Which neighbourhood did you stay in?',
  ],
  desert: [
    'The colours of that sand 😍',
    'Did you book the camp in advance or on arrival?',
    'Bucket list. How cold did it get at night?',
  ],
  forest: [
    'So peaceful. I can almost hear the birds.',
    'Was it easy to get there without a car?',
    'That green is exactly what I need right now.',
  ],
  lake: [
    'That reflection! What time of day was this?',
    'Is it possible to swim there or is it freezing?',
    'Saving for my next road trip.',
  ],
  hills: [
    'Looks like a painting. Was it a long drive?',
    'The kind of place where you just walk all day. Love it.',
    'Which month did you go? Trying to plan around the weather.',
  ],
  savanna: [
    'Incredible sighting. How early did you head out?',
    'Would you recommend a guide for a first safari?',
    'That light over the plains!',
  ],
};

/** Comments that fit any post. */
export const DEMO_GENERIC_COMMENTS = [
  'Wow, this is stunning!',
  'Thanks for the tips, super helpful.',
  'On my list for next year 🙌',
  'You always find the best spots.',
  'This looks like the perfect day.',
  'Great write-up, the insights are exactly what I needed.',
];

export type DemoConversation = {
  between: [DemoTravellerKey, DemoTravellerKey];
  /** Oldest first; hoursAgo counts back from the time of seeding. */
  messages: { from: DemoTravellerKey; text: string; hoursAgo: number }[];
  /** The last N messages are still unread by their recipient. */
  unread: number;
};

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    between: ['demo', 'maya'],
    unread: 2,
    messages: [
      {
        from: 'demo',
        text: 'Hi Maya! Loved your Fushimi Inari post. I am going to Kyoto in November — any tips for the first morning?',
        hoursAgo: 30,
      },
      {
        from: 'maya',
        text: 'Yay, November is the best! Take the first JR Nara line train to Inari station, it leaves Kyoto station around 5:40.',
        hoursAgo: 29,
      },
      { from: 'demo', text: 'Perfect. And for maples — Tofuku-ji or Eikando?', hoursAgo: 28 },
      {
        from: 'maya',
        text: 'Tofuku-ji at opening (it gets packed by 9). Eikando has a night illumination that is magical, buy tickets on the day.',
        hoursAgo: 3,
      },
      {
        from: 'maya',
        text: 'Also I will send you my map with all the coffee spots 😄',
        hoursAgo: 2.9,
      },
    ],
  },
  {
    between: ['demo', 'lukas'],
    unread: 1,
    messages: [
      {
        from: 'demo',
        text: 'Your Zermatt post convinced me. Is the Riffelsee walk doable for a non-hiker?',
        hoursAgo: 50,
      },
      {
        from: 'lukas',
        text: 'Absolutely — it is mostly downhill from Rotenboden, good shoes are enough.',
        hoursAgo: 47,
      },
      { from: 'demo', text: 'Great. Would July or September be better?', hoursAgo: 46 },
      {
        from: 'lukas',
        text: 'September. Fewer people, stable weather, and the larches start turning at the end of the month.',
        hoursAgo: 20,
      },
    ],
  },
  {
    between: ['admin', 'demo'],
    unread: 1,
    messages: [
      {
        from: 'admin',
        text: 'Hi Jordan, welcome to Roamly! I am Sam from the team. If anything looks broken or you have an idea, just reply here.',
        hoursAgo: 6,
      },
    ],
  },
  {
    between: ['demo', 'lucia'],
    unread: 0,
    messages: [
      {
        from: 'lucia',
        text: 'Hola! Saw you liked my Oaxaca post — are you planning Mexico?',
        hoursAgo: 140,
      },
      {
        from: 'demo',
        text: 'Maybe next spring! Oaxaca and Mexico City, ten days. Too short?',
        hoursAgo: 138,
      },
      {
        from: 'lucia',
        text: 'Ten days is good for two cities. Fly into CDMX, take the ADO bus to Oaxaca, it is 6 hours and comfortable.',
        hoursAgo: 136,
      },
      { from: 'demo', text: 'Thank you, that is really helpful 🙏', hoursAgo: 120 },
    ],
  },
  {
    between: ['sofia', 'ethan'],
    unread: 0,
    messages: [
      {
        from: 'ethan',
        text: 'Heading to Portugal in March, is Ericeira or Peniche better for intermediate surfers?',
        hoursAgo: 90,
      },
      {
        from: 'sofia',
        text: 'Ericeira has more variety and a cuter town. Peniche is more consistent. I would do a week in Ericeira!',
        hoursAgo: 88,
      },
      { from: 'ethan', text: 'Ericeira it is. I owe you a beer.', hoursAgo: 87 },
    ],
  },
  {
    between: ['kenji', 'isabella'],
    unread: 1,
    messages: [
      {
        from: 'isabella',
        text: 'Kenji, we are taking the kids to Osaka in spring. Where do we eat that will not scare a four-year-old?',
        hoursAgo: 70,
      },
      {
        from: 'kenji',
        text: 'Kuromon market for fruit and grilled scallops, any kaiten sushi (the conveyor belt is a show), and okonomiyaki — kids love cooking it at the table.',
        hoursAgo: 12,
      },
    ],
  },
];

/** Posts the demo member has saved, so the Saved tab is not empty. */
export const DEMO_MEMBER_BOOKMARKS = [
  'kyoto-fushimi-inari-dawn',
  'zermatt-matterhorn-first-light',
  'lisbon-pasteis-pilgrimage',
  'oaxaca-guelaguetza',
  'banff-moraine-lake-sunrise',
  'santorini-oia-sunset',
  'serengeti-migration-golden-hour',
];
