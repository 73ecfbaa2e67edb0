import type { TravelInterest, TravelStyle } from './engine.ts';

/**
 * 'AI Travel Insights' (spec 2 §2, GET /api/travel-insights): practical advice for the member's
 * travel style (Adventure when unset, the profile card's default), one tip per interest they
 * chose (up to two) and, when the engine has one, their best match right now.
 */

const STYLE_INSIGHTS: Record<TravelStyle, readonly string[]> = {
  adventure: [
    'Book guided treks and dives early in the dry season: small groups fill first.',
    'Travel insurance that covers hiking above 3,000 m and water sports is worth checking before you go.',
    'Shoulder seasons bring quieter trails and better prices on adventure tours.',
  ],
  luxury: [
    'Boutique hotels often include transfers and spa credits when you book directly.',
    'Travel just after peak season for the same suites at noticeably lower rates.',
    'Private guides turn crowded sights into calm early-morning visits.',
  ],
  budget: [
    'Set price alerts and stay flexible by a day or two: mid-week flights are usually cheaper.',
    'Free walking tours and city passes stretch a daily budget further.',
    'Guesthouses and local markets beat hotel breakfasts on price and flavour.',
  ],
  cultural: [
    'Many museums are free or cheaper on one evening a week: plan your city days around them.',
    'A local guide for your first morning gives context to everything you see after.',
    'Time your trip with a festival for music, food and traditions you cannot book otherwise.',
  ],
  relaxation: [
    'Choose a single base instead of moving every few days: less packing, more rest.',
    'Resorts are calmer outside school holidays, and spa slots are easier to book.',
    'Book a late check-out on your last day so the trip ends without a rush.',
  ],
  business: [
    'Pick hotels near transit hubs so meetings and airport runs stay short.',
    'Add a free morning before your return to see one sight properly.',
    'Lounge access and flexible fares pay for themselves when plans change.',
  ],
  backpacking: [
    'Overnight buses and trains save a night of accommodation on long hops.',
    'Hostels with kitchens and walking tours are the easiest way to meet other travellers.',
    'Carry a light daypack and a padlock; leave the rest in hostel lockers.',
  ],
  family: [
    'Look for family rooms and apartments with kitchens: meals and bedtimes get easier.',
    'Plan one big sight a day and leave afternoons for pools, parks or naps.',
    'Check which tours welcome children and what ages they suit before booking.',
  ],
  other: [
    'Mix one well-known sight with one local favourite each day.',
    'Ask travellers who posted from your destination for their tips.',
    'Keep a free day in every trip: the best plans often come from people you meet.',
  ],
};

const INTEREST_TIPS: Partial<Record<TravelInterest, string>> = {
  beaches:
    'For beaches, check the sea temperature and the rainy season: both vary more than you think.',
  mountains:
    'In the mountains, start hikes early: afternoon clouds and storms are common in summer.',
  hiking: 'Download offline maps before long hikes; signal often disappears on the trail.',
  'food-and-drink':
    'Food tours on your first day show you where locals eat for the rest of the trip.',
  history: 'Buy skip-the-line tickets for headline historic sites and arrive at opening time.',
  'art-and-museums': 'Reserve timed entry for major museums; many sell out days ahead.',
  photography: 'The hour after sunrise gives soft light and empty streets for photos.',
  nightlife: 'Ask your host which neighbourhoods come alive late: nightlife moves around.',
  wildlife:
    'Choose operators that keep their distance from animals: it is better for them and for your photos.',
  'water-sports': 'Rent gear from licensed centres and check the conditions the day before.',
  festivals: 'Book accommodation early for festival dates: prices rise as they approach.',
  wellness: 'Look for retreats with day passes if you want to try before committing to a week.',
};

export const DEFAULT_INSIGHT_STYLE: TravelStyle = 'adventure';

export function travelInsightsFor(
  style: TravelStyle | null,
  interests: readonly TravelInterest[],
  topMatch: { title: string; confidence: number } | null,
): { style: TravelStyle; insights: string[] } {
  const chosen = style ?? DEFAULT_INSIGHT_STYLE;
  const insights = [...STYLE_INSIGHTS[chosen].slice(0, 2)];
  for (const interest of interests) {
    const tip = INTEREST_TIPS[interest];
    if (tip && insights.length < 4) insights.push(tip);
  }
  if (topMatch) {
    insights.push(
      `Your best match right now is ${topMatch.title} (${Math.round(topMatch.confidence * 100)}% match).`,
    );
  }
  return { style: chosen, insights };
}
