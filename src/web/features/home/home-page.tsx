import type { TUser } from '../../../contract/users.ts';
import { userDisplayName } from '../../../contract/users.ts';
import { useSearchSubmit } from '../../app/shell/search-form.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Button } from '../../ui/button.tsx';
import { JourneyCard } from './journey-card.tsx';
import { PremiumCard, QuickActionsCard, ShareCard } from './side-cards.tsx';
import { TrendingCard } from './trending-card.tsx';

function SearchBanner({ firstName }: { firstName: string }) {
  const { text, setText, onSubmit } = useSearchSubmit('home-banner');
  return (
    <section
      aria-labelledby="discover-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand via-brand-strong to-[#12343b] px-6 py-10 text-white sm:px-10"
    >
      <div
        aria-hidden="true"
        className="absolute -right-16 -bottom-24 size-72 rounded-full bg-accent-bright/25 blur-2xl"
      />
      <p className="relative text-sm font-medium text-white/85">Welcome back, {firstName}</p>
      <h1 id="discover-title" className="relative mt-1 font-display text-3xl font-bold sm:text-4xl">
        Discover Your Next Adventure
      </h1>
      <p className="relative mt-2 max-w-2xl text-white/90">
        Search destinations, upload photos to find locations, or explore trending spots
      </p>
      <form
        role="search"
        aria-label="Destination search"
        onSubmit={onSubmit}
        className="relative mt-6 flex max-w-2xl gap-2"
      >
        <SearchField
          label="Search destinations"
          size="lg"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Where do you want to go?"
          className="border-0 bg-white"
        />
        <Button type="submit" variant="light" className="h-12">
          Search
        </Button>
      </form>
    </section>
  );
}

/**
 * Signed-in home (spec 1 §2). The centre feed column arrives with the posts issue; until then the
 * page shows the banner and both sidebars rather than a fake feed.
 */
export function HomePage({ user }: { user: TUser }) {
  const firstName = user.firstName?.trim() || userDisplayName(user);
  return (
    <div className="grid gap-6">
      <SearchBanner firstName={firstName} />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <ShareCard />
          <JourneyCard user={user} />
          <TrendingCard />
        </div>
        <div className="grid content-start gap-6">
          <PremiumCard />
          <QuickActionsCard />
        </div>
      </div>
    </div>
  );
}
