import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_LENGTH,
  autocompleteRoute,
  destinationSlug,
  popularDestinationsRoute,
  visualSearchRoute,
  type TVisualSearchResult,
} from '../../../contract/destinations.ts';
import { ApiError } from '../../lib/api.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';

/** Where choosing a destination goes (spec 1 §2): /destination/{slug}/excursions. */
export function destinationPath(slugOrName: string): string {
  return `/destination/${destinationSlug(slugOrName) || encodeURIComponent(slugOrName)}/excursions`;
}

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Suggestions for the typed text, asked AUTOCOMPLETE_DEBOUNCE_MS after typing stops and only
 * from AUTOCOMPLETE_MIN_LENGTH characters. `settled` is false while the text is newer than the
 * answer shown (so 'No destinations found' never flashes for an old query).
 */
export function useDestinationSuggestions(text: string) {
  const q = text.trim();
  const debounced = useDebouncedValue(q, AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = debounced.length >= AUTOCOMPLETE_MIN_LENGTH;
  const query = useQuery({
    ...routeQueryOptions(autocompleteRoute, { query: { q: debounced } }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  return {
    q,
    active: q.length >= AUTOCOMPLETE_MIN_LENGTH,
    settled: enabled && debounced === q && !query.isFetching,
    suggestions: enabled && Array.isArray(query.data) ? query.data : [],
    isError: query.isError,
  };
}

export function usePopularDestinations(enabled = true) {
  return useQuery({
    ...routeQueryOptions(popularDestinationsRoute),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** POST /api/search/visual with the photo as multipart (spec 1 §7). */
export async function searchByPhoto(file: File): Promise<TVisualSearchResult> {
  const form = new FormData();
  form.append('image', file, file.name || 'photo.jpg');
  const response = await fetch(visualSearchRoute.path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as TVisualSearchResult;
}
