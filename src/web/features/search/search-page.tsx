import { AlertTriangle, MapPin, RotateCw, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TSearchType } from '../../../contract/search.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { errorMessage } from '../../lib/api.ts';
import { trackInteraction } from '../../lib/tracking.ts';
import { Button } from '../../ui/button.tsx';
import { useFeature } from '../premium/queries.ts';
import { SearchBox } from './search-box.tsx';
import { SearchFilters } from './search-filters.tsx';
import {
  readSearchOptions,
  readSearchText,
  readSearchType,
  useSearchOverview,
  type SearchOptions,
} from './search-queries.ts';
import { SearchResults } from './search-results.tsx';
import { ResultsSkeleton, StateBox, Suggestions } from './search-states.tsx';
import { SEARCH_PANEL_ID, SearchTabs, tabId } from './search-tabs.tsx';

/** The options as URL parameters (strings), for links that can be shared and reloaded. */
function optionParams(options: SearchOptions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * /search?q=&type= (spec 1 §2 search form, issue 6 §6): the search box, tabs for posts, people and
 * destinations with their counts (the type in the URL), typo-tolerant results from GET
 * /api/search, 'Load more' per tab, and loading, empty and error states. Premium members narrow
 * posts with the advanced filters (in the URL: country, from, to, media, minLikes); others see
 * them locked with a way to Premium. The Most liked order follows the search-most-liked flag.
 */
export function SearchPage({ user }: { user: TSelfUser }) {
  const [params, setParams] = useSearchParams();
  const q = readSearchText(params.get('q'));
  const type = readSearchType(params.get('type'));
  const canSortByLikes = useFeature('search-most-liked');
  const requested = readSearchOptions(params);
  // Only what this member may use is sent (the server refuses the rest with a 403 anyway).
  const { sort, ...filters } = requested;
  const options: SearchOptions = {
    ...(user.isPremium ? filters : {}),
    ...(canSortByLikes && sort ? { sort } : {}),
  };
  const overview = useSearchOverview(q, options);

  const search = (text: string) => {
    trackInteraction('search', 'use', { source: 'search-page' });
    setParams({ q: text, type, ...optionParams(options) });
  };
  const applyOptions = (next: SearchOptions) => {
    trackInteraction('search', 'use', { source: 'search-filters' });
    setParams(q ? { q, type, ...optionParams(next) } : optionParams(next));
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
        <SearchFilters
          isPremium={user.isPremium}
          canSortByLikes={canSortByLikes}
          options={options}
          onApply={applyOptions}
        />
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
          <div role="tabpanel" id={SEARCH_PANEL_ID} aria-labelledby={tabId(type)}>
            <SearchResults
              key={`${q}|${type}|${JSON.stringify(options)}`}
              q={q}
              type={type}
              overview={data!}
              viewerId={user.id}
              options={options}
            />
          </div>
        </div>
      )}
    </div>
  );
}
