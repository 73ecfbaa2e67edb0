import { SearchX } from 'lucide-react';
import type { TPost } from '../../../contract/posts.ts';
import type { TDestinationResult, TSearchResults, TSearchType } from '../../../contract/search.ts';
import type { TPublicUser } from '../../../contract/users.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { PostCard } from '../posts/post-card.tsx';
import { DestinationTile } from './destination-tile.tsx';
import { PersonRow } from './person-row.tsx';
import { SEARCH_TABS, useSearchTab, type SearchOptions } from './search-queries.ts';
import { StateBox } from './search-states.tsx';

function itemKey(item: TPost | TPublicUser | TDestinationResult) {
  return 'id' in item ? item.id : item.name;
}

/** One tab's results (pages may overlap, so each item shows once) and its 'Load more'. */
export function SearchResults({
  q,
  type,
  overview,
  viewerId,
  options,
}: {
  q: string;
  type: TSearchType;
  overview: TSearchResults;
  viewerId: string;
  /** Advanced filters and order, already limited to what this member may use. */
  options?: SearchOptions;
}) {
  const tab = useSearchTab(q, type, overview, options);
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
