/**
 * DEMO / SAMPLE DATA — the invented travellers of the demo world and who follows whom. Nothing
 * here is a real person, account or phone number: websites use the reserved `.example` domain and
 * phone numbers come from fictional ranges. All members share the demo member password; only the
 * admin has its own. Both are generated per installation into DATA_DIR (never published). The
 * e-mail domain is reserved, so nobody can register one of these addresses. Avatars are the
 * members' initials (no licensed portraits exist); a cover is a photo of a place they posted.
 */
import type {
  FAVORITE_REGIONS,
  LANGUAGES,
  LOCATIONS,
  TRAVEL_INTERESTS,
  TRAVEL_STYLES,
} from '../../contract/limits.ts';
import type { PhotoPlaceId } from '../../contract/photo-places.ts';
import { DEMO_ADMIN_EMAIL, DEMO_DOMAIN, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';

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
  | 'isabella'
  | 'priya'
  | 'noah'
  | 'femke';

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
  /** The profile cover: one of the traveller's own post photos. */
  cover?: PhotoPlaceId;
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
    cover: 'new-york-lower-manhattan-sunset',
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
    cover: 'brighton-west-pier-ruins',
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
    cover: 'vancouver-skyline-night',
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
    cover: 'picos-de-europa-trail',
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
    cover: 'corsica-bonifacio-cliffs',
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
    cover: 'osaka-abeno-harukas-skyline',
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
    cover: 'jordan-wadi-rum-lone-tree',
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
    cover: 'machu-picchu',
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
    cover: 'isle-of-skye-neist-point-lighthouse',
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
    cover: 'mont-saint-michel',
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
    cover: 'maui-haleakala-crater',
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
    cover: 'tuscany-val-dorcia-cypress-farmhouse',
    joinedDaysAgo: 100,
  },
  {
    key: 'priya',
    email: `priya.raman@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Priya',
    lastName: 'Raman',
    bio: 'Chennai-born, Bengaluru-based architect who spends every holiday on Indian Railways. Forts, step-wells, temple kitchens and hill stations. Sleeper class is a personality.',
    location: 'India',
    website: 'https://priya-by-rail.example',
    travelStyle: 'cultural',
    favoriteDestinations: ['asia', 'middle-east'],
    languages: ['english', 'hindi', 'other'],
    travelInterests: ['history', 'art-and-museums', 'food-and-drink', 'photography'],
    dateOfBirth: '1994-03-02',
    phoneNumber: '+91 555 0148',
    cover: 'hawa-mahal-jaipur',
    joinedDaysAgo: 90,
  },
  {
    key: 'noah',
    email: `noah.whitaker@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Noah',
    lastName: 'Whitaker',
    bio: 'Denver teacher with summers off and a very old pickup. Slowly ticking off the national parks, with detours for bridges, diners and anything with a visitor centre stamp.',
    location: 'United States',
    website: 'https://noah-road-notes.example',
    travelStyle: 'adventure',
    favoriteDestinations: ['north-america'],
    languages: ['english', 'spanish'],
    travelInterests: ['hiking', 'wildlife', 'photography', 'history'],
    dateOfBirth: '1984-09-19',
    phoneNumber: '+1 555 0163',
    cover: 'bryce-canyon-rim-view',
    joinedDaysAgo: 75,
  },
  {
    key: 'femke',
    email: `femke.devries@${DEMO_DOMAIN}`,
    role: 'member',
    firstName: 'Femke',
    lastName: 'de Vries',
    bio: 'Utrecht nurse who grew up where the highest point is a dyke, so now I collect mountains. Long-distance trails, cold lakes and night trains across Europe.',
    location: 'Netherlands',
    website: 'https://femke-goes-up.example',
    travelStyle: 'backpacking',
    favoriteDestinations: ['europe'],
    languages: ['other', 'english', 'german'],
    travelInterests: ['hiking', 'mountains', 'photography', 'wellness'],
    dateOfBirth: '1996-06-08',
    phoneNumber: '+31 555 0139',
    cover: 'norway-besseggen-gjende',
    joinedDaysAgo: 60,
  },
];

/** Who follows whom: follower → the travellers they follow. */
export const DEMO_FOLLOWS: Record<DemoTravellerKey, DemoTravellerKey[]> = {
  demo: ['maya', 'lukas', 'sofia', 'kenji', 'amara', 'lucia', 'isabella', 'priya', 'admin'],
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
    'priya',
    'noah',
    'femke',
  ],
  maya: ['kenji', 'isabella', 'lukas', 'chloe', 'demo', 'ethan', 'noah', 'admin'],
  lukas: ['maya', 'amara', 'ethan', 'tom', 'sofia', 'femke', 'admin'],
  sofia: ['ethan', 'lucia', 'chloe', 'tom', 'lukas', 'demo'],
  kenji: ['maya', 'isabella', 'lucia', 'tom', 'priya', 'demo'],
  amara: ['lukas', 'lucia', 'sofia', 'ethan', 'noah', 'admin'],
  lucia: ['amara', 'kenji', 'sofia', 'tom', 'demo', 'maya'],
  tom: ['lucia', 'lukas', 'sofia', 'amara', 'kenji', 'femke'],
  chloe: ['isabella', 'sofia', 'maya'],
  ethan: ['sofia', 'lukas', 'amara', 'maya', 'noah'],
  isabella: ['chloe', 'kenji', 'maya', 'lucia', 'demo'],
  priya: ['kenji', 'maya', 'isabella', 'amara', 'demo'],
  noah: ['ethan', 'maya', 'amara', 'lukas', 'demo'],
  femke: ['lukas', 'tom', 'maya', 'sofia'],
};
