import {
  Building2,
  Car,
  Hotel,
  Landmark,
  Mountain,
  Plane,
  Radio,
  Star,
  TrendingUp,
  Trees,
  UtensilsCrossed,
  Waves,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useSearchParams, Link } from 'react-router';
import { clsx } from 'clsx';
import { normalizeTag, POST_TAG_MAX_LENGTH } from '../../../contract/posts.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { useSearchSubmit } from '../../app/shell/search-form.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Photo } from '../about/photo.tsx';
import { THUMB_WIDTHS } from '../about/photo-sources.ts';
import { ToursCard } from '../home/tours-card.tsx';
import { placeSearchPath } from '../home/trending-card.tsx';
import { FeedList } from '../posts/feed-list.tsx';
import {
  EXPLORE_CATEGORIES,
  SAMPLE_EXPLORE_DEALS,
  SAMPLE_EXPLORE_HOTELS,
  SAMPLE_EXPLORE_TRENDING,
  SAMPLE_TRAVEL_STATS,
  type ExploreCategoryTag,
  type SampleDeal,
} from './sample-data.ts';

const CATEGORY_ICONS: Record<ExploreCategoryTag, LucideIcon> = {
  adventure: Mountain,
  beach: Waves,
  city: Building2,
  culture: Landmark,
  food: UtensilsCrossed,
  nature: Trees,
};

const DEAL_ICONS: Record<SampleDeal['kind'], LucideIcon> = { Flight: Plane, Hotel, Car };

/** The tag filter of the explore feed lives in the URL (`/explore?tag=beach`), so it can be shared. */
export function useExploreTag() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tag') ?? '';
  const tag = normalizeTag(raw).slice(0, POST_TAG_MAX_LENGTH) || undefined;
  const setTag = (next: string | undefined) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('tag', next);
        else updated.delete('tag');
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  return { tag, setTag };
}

function ExploreSearch() {
  const { text, setText, onSubmit } = useSearchSubmit('explore');
  // Search and Go Live share one row so the card stays about as tall as the page title beside it.
  return (
    <Card className="p-4">
      <form role="search" aria-label="Explore search" onSubmit={onSubmit} className="grid gap-2.5">
        <SearchField
          label="Search destinations and experiences"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search destinations, experiences..."
          className="border border-line bg-surface-muted text-ellipsis focus:bg-surface"
        />
        <div className="grid grid-cols-2 gap-2">
          <Button type="submit" size="sm" className="h-10">
            Search
          </Button>
          <Link
            to="/live-studio"
            data-button
            className={buttonVariants({ variant: 'accent', size: 'sm', className: 'h-10' })}
          >
            <Radio aria-hidden="true" className="size-4" />
            Go Live
          </Link>
        </div>
      </form>
    </Card>
  );
}

/** The category grid (spec 1 §2): each tile narrows the explore feed to its tag; again clears it. */
export function CategoryGrid({
  active,
  onChange,
}: {
  active: string | undefined;
  onChange: (tag: string | undefined) => void;
}) {
  return (
    <Card aria-labelledby="categories-title">
      <CardHeader id="categories-title" title="Categories" />
      <ul className="grid grid-cols-3 gap-2">
        {EXPLORE_CATEGORIES.map(({ tag, label }) => {
          const Icon = CATEGORY_ICONS[tag];
          const pressed = active === tag;
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? undefined : tag)}
                className={clsx(
                  'flex w-full flex-col items-center gap-1.5 rounded-2xl border px-2 py-3 text-xs font-semibold transition-colors',
                  pressed
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:border-brand hover:bg-brand-soft',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function DealsCard() {
  return (
    <Card aria-labelledby="explore-deals-title">
      <CardHeader
        id="explore-deals-title"
        title="Featured Flights, Hotels & Cars"
        action={<Badge>Sample</Badge>}
      />
      <ul className="grid gap-3">
        {SAMPLE_EXPLORE_DEALS.map((deal) => {
          const Icon = DEAL_ICONS[deal.kind];
          return (
            <li key={deal.title} className="flex items-center gap-3" data-deal={deal.kind}>
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink">
                  <span className="sr-only">{deal.kind}: </span>
                  {deal.title}
                </span>
                <span className="block truncate text-xs text-ink-muted">{deal.detail}</span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="font-semibold text-ink">{deal.price}</span>
                <span className="block text-xs text-ink-muted">/ {deal.unit}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function ExploreTrendingCard() {
  return (
    <Card aria-labelledby="explore-trending-title">
      <CardHeader
        id="explore-trending-title"
        title="Trending Destinations"
        icon={<TrendingUp className="size-5" />}
        action={<Badge>Sample</Badge>}
      />
      <ol className="grid gap-3">
        {SAMPLE_EXPLORE_TRENDING.map((place, index) => (
          <li key={place.name}>
            <Link
              to={placeSearchPath(place.name)}
              className="group -m-1 flex items-center gap-3 rounded-xl p-1 hover:bg-surface-muted"
            >
              <span aria-hidden="true" className="w-4 text-sm font-semibold text-ink-muted">
                {index + 1}
              </span>
              <Photo
                photoId={place.photoId}
                widths={THUMB_WIDTHS}
                sizes="48px"
                width={1}
                height={1}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-xl object-cover"
              />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink group-hover:underline">
                  {place.name}
                </span>
                <span className="block truncate text-xs text-ink-muted">
                  {place.country} · {place.posts}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function TravelStatsCard() {
  return (
    <Card aria-labelledby="travel-stats-title">
      <CardHeader id="travel-stats-title" title="Travel Stats" action={<Badge>Sample</Badge>} />
      <dl className="grid grid-cols-2 gap-3">
        {SAMPLE_TRAVEL_STATS.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-surface-muted p-3">
            <dt className="text-xs text-ink-muted">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function HotelsCard() {
  return (
    <Card aria-labelledby="explore-hotels-title">
      <CardHeader
        id="explore-hotels-title"
        title="Featured Hotels"
        action={<Badge>Sample</Badge>}
      />
      <ul className="grid gap-4">
        {SAMPLE_EXPLORE_HOTELS.map((hotel) => (
          <li key={hotel.name}>
            <Photo
              photoId={hotel.photoId}
              widths={THUMB_WIDTHS}
              sizes="(min-width: 1280px) 256px, (min-width: 1024px) 288px, calc(100vw - 4.5rem)"
              width={16}
              height={10}
              alt={hotel.alt}
              loading="lazy"
              decoding="async"
              className="aspect-[16/10] w-full rounded-xl object-cover"
            />
            <div className="mt-2 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{hotel.name}</p>
                <p className="truncate text-xs text-ink-muted">{hotel.place}</p>
              </div>
              <p className="flex shrink-0 items-center gap-1 text-xs text-ink">
                <Star aria-hidden="true" className="size-3 fill-sun text-sun" />
                <span className="sr-only">Rated </span>
                {hotel.rating}
              </p>
            </div>
            <p className="mt-0.5 text-sm">
              <span className="font-semibold text-ink">{hotel.price}</span>
              <span className="text-ink-muted"> / night</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * /explore (spec 1 §2 'Explore'): search, Go Live, sample deals, live tours, the category grid
 * and sample trending places on the left; 'Explore the World' and the explore feed (filtered by
 * the chosen category's tag) in the centre; sample Travel Stats and featured hotels on the right.
 * Phones show the title, search and categories first, then the feed, then the rest.
 */
export function ExplorePage(_props: { user: TSelfUser }) {
  const { tag, setTag } = useExploreTag();
  const category = EXPLORE_CATEGORIES.find((item) => item.tag === tag);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_auto_auto_1fr] xl:grid-cols-[18.5rem_minmax(0,1fr)_17.5rem]">
      <header className="lg:col-start-2 lg:row-start-1 lg:self-end">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Explore the World
        </h1>
        <p className="mt-1 text-ink-muted">Stories, photos and tips from travellers everywhere.</p>
      </header>
      <div className="lg:col-start-1 lg:row-start-1">
        <ExploreSearch />
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <CategoryGrid active={tag} onChange={setTag} />
      </div>
      <section
        aria-label="Explore feed"
        className="min-w-0 lg:col-start-2 lg:row-span-4 lg:row-start-2"
      >
        {tag ? (
          <p
            className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-muted"
            data-testid="explore-filter"
          >
            Showing posts tagged
            <Badge tone="brand">#{category?.tag ?? tag}</Badge>
            <button
              type="button"
              onClick={() => setTag(undefined)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-brand hover:bg-brand-soft"
            >
              <X aria-hidden="true" className="size-3.5" />
              Clear filter
            </button>
          </p>
        ) : null}
        <FeedList key={tag ?? 'all'} type="explore" tag={tag} />
      </section>
      <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-3 xl:row-span-3">
        <DealsCard />
        <ToursCard id="explore-tours-title" />
        <ExploreTrendingCard />
      </div>
      <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-4 xl:col-start-3 xl:row-span-5 xl:row-start-1">
        <TravelStatsCard />
        <HotelsCard />
      </div>
    </div>
  );
}
