import type { Db } from '../client.ts';
import { MAX_BATCH_RUNS } from './batched.ts';
import { CARD_CONTENT_CACHE_MAX, CardContentCache } from './card-cache.ts';
import {
  HOME_CACHE_KEYS,
  HOME_CACHE_TTL_MS,
  HOME_CACHE_VIEWERS,
  HomeCache,
  type FeedEventSource,
} from './home-cache.ts';
import { MAX_PREPARED_SHAPES } from './prepared.ts';
import {
  RELATIONS_CACHE_TTL_MS,
  RELATIONS_CACHE_VIEWERS,
  RelationsCache,
} from './relations-cache.ts';
import {
  SEARCH_CACHE_BYTES,
  SEARCH_CACHE_TEXTS,
  SEARCH_CACHE_TTL_MS,
  SearchCache,
} from './search-cache.ts';
import {
  SUGGESTION_CACHE_TTL_MS,
  SUGGESTION_CACHE_VIEWERS,
  SuggestionCache,
} from './suggestion-cache.ts';

/**
 * Every bound of the feed's performance machinery in one place: the caches' sizes, the shapes
 * kept rendered and prepared, and the runs one batched statement carries.
 */
export const FEED_ENGINE_LIMITS = {
  cardContents: CARD_CONTENT_CACHE_MAX,
  homeViewers: HOME_CACHE_VIEWERS,
  homeKeys: HOME_CACHE_KEYS,
  homeTtlMs: HOME_CACHE_TTL_MS,
  suggestionViewers: SUGGESTION_CACHE_VIEWERS,
  suggestionTtlMs: SUGGESTION_CACHE_TTL_MS,
  relationsViewers: RELATIONS_CACHE_VIEWERS,
  relationsTtlMs: RELATIONS_CACHE_TTL_MS,
  searchTexts: SEARCH_CACHE_TEXTS,
  searchBytes: SEARCH_CACHE_BYTES,
  searchTtlMs: SEARCH_CACHE_TTL_MS,
  preparedShapes: MAX_PREPARED_SHAPES,
  batchRuns: MAX_BATCH_RUNS,
} as const;

/** The limits an app may set (tests make them small); the others are fixed by the code. */
export type FeedCacheLimits = Record<
  | 'cardContents'
  | 'homeViewers'
  | 'homeKeys'
  | 'homeTtlMs'
  | 'suggestionViewers'
  | 'suggestionTtlMs'
  | 'relationsViewers'
  | 'relationsTtlMs'
  | 'searchTexts'
  | 'searchBytes'
  | 'searchTtlMs',
  number
>;

/**
 * The feed's caches of one app (and the home sidebar's suggestions), made once by whoever assembles the app's dependencies
 * (`deps.feed`), carried by the service context and handed by services to the queries: no
 * module holds a cache, so two apps in one process (tests run many) never share one. The
 * statements themselves (`prepared.ts`, `batched.ts`) keep only value-free memos of their text.
 */
export type FeedEngine = {
  /** Card contents by post id and card version (`card-cache.ts`). */
  cards: CardContentCache;
  /** Each viewer's newest home keys, dropped on the app's events (`home-cache.ts`). */
  home: HomeCache;
  /** Each viewer's ranked suggestions of people to follow (`suggestion-cache.ts`). */
  suggestions: SuggestionCache;
  /** Each viewer's follows and blocks, for search's places and members (`relations-cache.ts`). */
  relations: RelationsCache;
  /** Each search text's candidates, the same for every viewer (`search-cache.ts`). */
  search: SearchCache;
  /** Stops listening to the events and empties the caches (the app's close). */
  close(): void;
};

/** The feed engine of an app reading `db` and hearing `events` (the app's event bus). */
export function createFeedEngine(options: {
  db: Db;
  events: FeedEventSource;
  limits?: Partial<FeedCacheLimits>;
}): FeedEngine {
  const limits = { ...FEED_ENGINE_LIMITS, ...options.limits };
  const cards = new CardContentCache(limits.cardContents);
  const home = new HomeCache(options.db, options.events, {
    ttlMs: limits.homeTtlMs,
    maxViewers: limits.homeViewers,
    keys: limits.homeKeys,
  });
  const suggestions = new SuggestionCache(options.db, options.events, {
    ttlMs: limits.suggestionTtlMs,
    maxViewers: limits.suggestionViewers,
  });
  const relations = new RelationsCache(options.db, options.events, {
    ttlMs: limits.relationsTtlMs,
    maxViewers: limits.relationsViewers,
  });
  const search = new SearchCache(options.db, options.events, {
    ttlMs: limits.searchTtlMs,
    maxTexts: limits.searchTexts,
    maxBytes: limits.searchBytes,
  });
  return {
    cards,
    home,
    suggestions,
    relations,
    search,
    close() {
      home.close();
      suggestions.close();
      relations.close();
      search.close();
      cards.clear();
    },
  };
}
