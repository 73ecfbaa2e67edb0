/**
 * DEMO / SAMPLE DATA — what the demo travellers say to each other: comment pools for posts without
 * a hand-written thread, conversations, and the demo member's saved posts.
 */
import type { PhotoPlaceKind } from '../../contract/photo-places.ts';
import type { DemoTravellerKey } from './demo-travellers.ts';

/** Comments for posts without a hand-written thread, picked by the kind of place. */
export const DEMO_COMMENTS_BY_KIND: Record<PhotoPlaceKind, string[]> = {
  coast: [
    'That water colour cannot be real. Adding it to the list!',
    'Was it very crowded? Thinking of going in the shoulder season.',
    'Saving this for my next coastal escape 🌊',
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
  landmark: [
    'Seen it in so many pictures, but yours makes me want to see it for real.',
    'Did you need to book tickets in advance?',
    'How long did you spend there? Is half a day enough?',
    'The history of this place is incredible.',
  ],
  desert: [
    'The colours of that rock 😍',
    'Did you book a guide in advance or on arrival?',
    'Bucket list. How cold did it get at night?',
  ],
  lake: [
    'That reflection! What time of day was this?',
    'Is it possible to swim there or is it freezing?',
    'Saving for my next road trip.',
  ],
  countryside: [
    'Looks like a painting. Was it a long drive?',
    'The kind of place where you just walk all day. Love it.',
    'Which month did you go? Trying to plan around the weather.',
  ],
  wildlife: [
    'Incredible sighting. How early did you head out?',
    'Would you recommend a guide for a first trip like this?',
    'Thank you for keeping your distance, so many people do not.',
  ],
  volcano: [
    'Nature is wild. Did it feel safe?',
    'How hard was the walk up?',
    'This is going straight on the list.',
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
        text: 'Hi Maya! Loved your Glacier post. I am going to Kyoto in November though — any tips for the first morning?',
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
        text: 'Your Picos de Europa post convinced me. Is there a walk there that a non-hiker can do?',
        hoursAgo: 50,
      },
      {
        from: 'lukas',
        text: 'Absolutely — the Cares gorge trail is long but flat, good shoes are enough.',
        hoursAgo: 47,
      },
      { from: 'demo', text: 'Great. Would July or September be better?', hoursAgo: 46 },
      {
        from: 'lukas',
        text: 'September. Fewer people and stable weather. Cider in the valley afterwards is mandatory.',
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
        text: 'Hola! Saw you liked my Chichén Itzá post — are you planning Mexico?',
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
  'machu-picchu-first-light',
  'picos-de-europa-meadow-trail',
  'jaipur-hawa-mahal-morning',
  'chichen-itza-el-castillo',
  'glacier-lake-sherburne',
  'mont-saint-michel-tide',
  'wadi-rum-lone-tree',
];
