import type { TSelfUser } from '../../../contract/users.ts';
import { PromotionSlot } from '../premium/promotion-card.tsx';
import { JourneyCard } from './journey-card.tsx';
import { PremiumCard, QuickActionsCard } from './side-cards.tsx';
import { SuggestedCard } from './suggested-card.tsx';
import { ToursCard } from './tours-card.tsx';
import { TrendingCard } from './trending-card.tsx';

// Home's side widgets, a chunk of their own: home-page.tsx loads them (and their requests) only
// after the feed has painted, so they never compete with it.

/** The left column under Share Your Adventure: Your Journey, then Trending Destinations. */
export function LeftWidgets({ user }: { user: TSelfUser }) {
  return (
    <>
      <JourneyCard user={user} />
      <TrendingCard />
    </>
  );
}

/**
 * The right column: Go Premium (not for Premium members), Suggested for You, Tours & Excursions,
 * Quick Actions, then the sample offers at the bottom, so they never compete with the feed.
 */
export function RightWidgets({ user }: { user: TSelfUser }) {
  return (
    <>
      {user.isPremium ? null : <PremiumCard />}
      <SuggestedCard />
      <ToursCard />
      <QuickActionsCard />
      <PromotionSlot placement="home" />
    </>
  );
}
