import type { TSelfUser } from '../../../contract/users.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import { useSearchSubmit } from '../../app/shell/search-form.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Photo } from '../about/photo.tsx';
import { HERO_WIDTHS } from '../about/photo-sources.ts';
import { FeaturedCard } from './featured-card.tsx';
import { JourneyCard } from './journey-card.tsx';
import { PremiumCard, QuickActionsCard, ShareCard } from './side-cards.tsx';
import { TrendingCard } from './trending-card.tsx';

/** Dramatic, dark sky: white text stays readable on every crop (credited on /about). */
const BANNER_PHOTO = 'storm-clouds-sunset';

function SearchBanner({ firstName }: { firstName: string }) {
  const { text, setText, onSubmit } = useSearchSubmit('home-banner');
  return (
    <section
      aria-labelledby="discover-title"
      className="relative isolate overflow-hidden rounded-3xl bg-[#2a2230] px-6 py-12 text-white sm:px-10 sm:py-16"
    >
      <Photo
        photoId={BANNER_PHOTO}
        widths={HERO_WIDTHS}
        sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
        width={2560}
        height={1701}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-[center_35%]"
      />
      <div
        aria-hidden="true"
        className="hero-overlay absolute inset-0 -z-10 bg-gradient-to-r from-black/70 via-black/45 to-black/10"
      />
      <p className="text-sm font-medium text-white/90">Welcome back, {firstName}</p>
      <h1
        id="discover-title"
        className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-5xl"
      >
        Discover Your Next Adventure
      </h1>
      <p className="mt-3 max-w-2xl text-white/90 sm:text-lg">
        Search destinations, upload photos to find locations, or explore trending spots
      </p>
      <form
        role="search"
        aria-label="Destination search"
        onSubmit={onSubmit}
        className="mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
      >
        <SearchField
          label="Search destinations"
          size="lg"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Where do you want to go?"
          className="border-0 bg-white"
        />
        <Button type="submit" variant="light" className="h-12 sm:w-auto">
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
export function HomePage({ user }: { user: TSelfUser }) {
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
          <FeaturedCard />
          <QuickActionsCard />
        </div>
      </div>
    </div>
  );
}
