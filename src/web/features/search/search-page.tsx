import { AlertTriangle, MapPin, RotateCw, SearchX } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import type { TPost } from '../../../contract/posts.ts';
import {
  SEARCH_PREVIEW_LIMIT,
  type TDestinationResult,
  type TSearchResults,
  type TSearchType,
} from '../../../contract/search.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { TPublicUser, TSelfUser } from '../../../contract/users.ts';
import { errorMessage } from '../../lib/api.ts';
import { trackInteraction } from '../../lib/tracking.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { FollowButton } from '../home/follow-button.tsx';
import { placeSearchPath } from '../home/trending-card.tsx';
import { PostCard } from '../posts/post-card.tsx';
import {
  readSearchText,
  readSearchType,
  SEARCH_TABS,
  useSearchOverview,
  useSearchTab,
} from './search-queries.ts';

/** Places to try when a search finds nothing (or before the first one). */
export const SEARCH_SUGGESTIONS = ['Kyoto', 'Bali', 'Swiss Alps', 'Lisbon', 'Machu Picchu'];

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

function tabId(type: TSearchType) {
  return `search-tab-${type}`;
}
const PANEL_ID = 'search-panel';

function SearchBox({ q, onSearch }: { q: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label="Search Roamly"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const next = text.trim();
        if (next) onSearch(next);
      }}
    >
      <SearchField
        label="Search posts, people and destinations"
        size="lg"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search posts, people and destinations"
        className="border border-line bg-surface shadow-sm"
      />
      <Button type="submit" className="h-12">
        Search
      </Button>
    </form>
  );
}

function Suggestions({ lead }: { lead: string }) {
  return (
    <div className="mt-4">
      <p className="text-sm text-ink-muted">{lead}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {SEARCH_SUGGESTIONS.map((place) => (
          <li key={place}>
            <Link
              to={placeSearchPath(place)}
              className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:bg-brand-soft"
            >
              {place}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StateBox({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-3xl border border-line bg-surface px-6 py-12 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand"
      >
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </div>
  );
}

function PersonRow({ person, viewerId }: { person: TPublicUser; viewerId: string }) {
  const name = userDisplayName(person);
  const detail = [
    person.location,
    `${compact.format(person.followersCount)} ${person.followersCount === 1 ? 'follower' : 'followers'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <Link to={`/profile/${person.id}`} className="group flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={person.profileImageUrl} initials={userInitials(person)} size="lg" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink group-hover:underline">
            {name}
          </span>
          <span className="block truncate text-sm text-ink-muted">{detail}</span>
          {person.bio ? (
            <span className="mt-0.5 line-clamp-1 text-sm text-ink-muted">{person.bio}</span>
          ) : null}
        </span>
      </Link>
      {person.id === viewerId ? (
        <span className="text-sm text-ink-muted">You</span>
      ) : (
        <FollowButton userId={person.id} name={name} isFollowing={person.isFollowing} />
      )}
    </li>
  );
}

function DestinationTile({ place }: { place: TDestinationResult }) {
  return (
    <li>
      <Link
        to={placeSearchPath(place.name)}
        className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      >
        {place.imageUrl ? (
          <img
            src={place.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-surface-muted object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid aspect-[4/3] w-full place-items-center bg-brand-soft text-brand"
          >
            <MapPin className="size-10" />
          </span>
        )}
        <span className="block p-3">
          <span className="block truncate font-semibold text-ink group-hover:underline">
            {place.name}
          </span>
          <span className="block text-sm text-ink-muted">
            {compact.format(place.postsCount)} {place.postsCount === 1 ? 'post' : 'posts'}
          </span>
        </span>
      </Link>
    </li>
  );
}

function itemKey(item: TPost | TPublicUser | TDestinationResult) {
  return 'id' in item ? item.id : item.name;
}

function ResultsPanel({
  q,
  type,
  overview,
  viewerId,
}: {
  q: string;
  type: TSearchType;
  overview: TSearchResults;
  viewerId: string;
}) {
  const tab = useSearchTab(q, type, overview);
  const seen = new Set<string>();
  const items = tab.items.filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const label = SEARCH_TABS.find((entry) => entry.type === type)!.label.toLowerCase();
  if (items.length === 0) {
    return (
      <StateBox icon={<SearchX className="size-7" />} title={`No ${label} for "${q}"`}>
        <p className="mt-2 text-sm text-ink-muted">Try another tab, or check the spelling.</p>
      </StateBox>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {type === 'posts' ? (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-5">
          {(items as TPost[]).map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : type === 'people' ? (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {(items as TPublicUser[]).map((person) => (
            <PersonRow key={person.id} person={person} viewerId={viewerId} />
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(items as TDestinationResult[]).map((place) => (
            <DestinationTile key={place.name} place={place} />
          ))}
        </ul>
      )}
      {tab.loadMoreError ? (
        <p role="alert" className="text-center text-sm text-danger">
          More results could not be loaded. {errorMessage(tab.loadMoreError, '')}
        </p>
      ) : null}
      {tab.hasMore || tab.loadMoreError ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={tab.loadMore} disabled={tab.isLoadingMore}>
            {tab.isLoadingMore ? 'Loading…' : tab.loadMoreError ? 'Try Again' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The overview holds at most SEARCH_PREVIEW_LIMIT per type: a full list reads "10+". */
function countLabel(overview: TSearchResults, type: TSearchType) {
  const count = overview[type].length;
  return count >= SEARCH_PREVIEW_LIMIT ? `${count}+` : String(count);
}

function SearchTabs({
  active,
  overview,
  onSelect,
}: {
  active: TSearchType;
  overview: TSearchResults | undefined;
  onSelect: (type: TSearchType) => void;
}) {
  const refs = useRef<Partial<Record<TSearchType, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SEARCH_TABS.findIndex((tab) => tab.type === active);
    const last = SEARCH_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SEARCH_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % SEARCH_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const type = SEARCH_TABS[next]!.type;
    onSelect(type);
    refs.current[type]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Result types"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-line"
    >
      {SEARCH_TABS.map(({ type, label }) => {
        const selected = type === active;
        return (
          <button
            key={type}
            ref={(node) => {
              refs.current[type] = node;
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            aria-selected={selected}
            aria-controls={selected ? PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(type)}
            className={clsx(
              '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
              selected
                ? 'border-brand text-brand'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {label}
            {overview ? (
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs',
                  selected ? 'bg-brand-soft text-brand-strong' : 'bg-surface-muted text-ink-muted',
                )}
                data-count={type}
              >
                {countLabel(overview, type)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" className="grid gap-3" data-testid="search-loading">
      <span className="sr-only">Searching…</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-3 rounded-2xl border border-line bg-surface p-4"
        >
          <span className="size-12 rounded-xl bg-surface-muted" />
          <span className="grid flex-1 gap-2">
            <span className="h-3 w-1/3 rounded-full bg-surface-muted" />
            <span className="h-3 w-2/3 rounded-full bg-surface-muted" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * /search?q=&type= (spec 1 §2 search form, issue 6 §6): the search box, tabs for posts, people and
 * destinations with their counts (the type in the URL), typo-tolerant results from GET
 * /api/search, 'Load more' per tab, and loading, empty and error states.
 */
export function SearchPage({ user }: { user: TSelfUser }) {
  const [params, setParams] = useSearchParams();
  const q = readSearchText(params.get('q'));
  const type = readSearchType(params.get('type'));
  const overview = useSearchOverview(q);

  const search = (text: string) => {
    trackInteraction('search', 'use', { source: 'search-page' });
    setParams({ q: text, type });
  };
  const selectTab = (next: TSearchType) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const data = overview.data;
  const nothing =
    data && data.posts.length === 0 && data.people.length === 0 && data.destinations.length === 0;

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-4">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink">
          {q ? (
            <>
              Results for <span className="text-brand">“{q}”</span>
            </>
          ) : (
            'Search Roamly'
          )}
        </h1>
        <SearchBox key={q} q={q} onSearch={search} />
      </header>

      {!q ? (
        <StateBox icon={<MapPin className="size-7" />} title="Find places, people and stories">
          <Suggestions lead="Type a destination, a traveller's name or a topic — or try one of these:" />
        </StateBox>
      ) : overview.isPending ? (
        <ResultsSkeleton />
      ) : overview.isError ? (
        <div role="alert">
          <StateBox icon={<AlertTriangle className="size-7" />} title="Search failed">
            <p className="mt-2 text-sm text-ink-muted">
              {errorMessage(overview.error, 'Something went wrong while searching.')}
            </p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => void overview.refetch()}
              disabled={overview.isFetching}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
          </StateBox>
        </div>
      ) : nothing ? (
        <StateBox icon={<SearchX className="size-7" />} title={`No results for "${q}"`}>
          <Suggestions lead="Check the spelling, use fewer words, or try one of these places:" />
        </StateBox>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <SearchTabs active={type} overview={data} onSelect={selectTab} />
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(type)}>
            <ResultsPanel
              key={`${q}|${type}`}
              q={q}
              type={type}
              overview={data!}
              viewerId={user.id}
            />
          </div>
        </div>
      )}
    </div>
  );
}
