import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Identified = { id: string };

function isIdentified(value: unknown): value is Identified {
  return (
    typeof value === 'object' && value !== null && typeof (value as Identified).id === 'string'
  );
}

/**
 * Returns `data` with every object whose `id` is `id` replaced by `update(object)`, walking arrays,
 * infinite-query pages and nested objects; untouched branches keep their identity so React skips
 * them. The same post in a feed, a profile and a search result therefore changes together.
 */
export function patchById<T>(data: T, id: string, update: (item: Identified) => Identified): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const patched = patchById(item, id, update);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  if (isIdentified(data) && data.id === id) return update(data) as T;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const patched = patchById(value, id, update);
    if (patched !== value) changed = true;
    next[key] = patched;
  }
  return (changed ? next : data) as T;
}

/** A snapshot of every cached query that was patched, to roll back when the server says no. */
export type Rollback = () => void;

/** Patches the item in every cached query and returns how to undo it. */
export function patchEverywhere<T extends Identified>(
  queryClient: QueryClient,
  id: string,
  update: (item: T) => T,
): Rollback {
  const before: [QueryKey, unknown][] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchById(data, id, (item) => update(item as T));
    if (next === data) continue;
    before.push([query.queryKey, data]);
    queryClient.setQueryData(query.queryKey, next);
  }
  return () => {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
  };
}

/** The cached queries whose data holds the item somewhere. */
function queriesHolding(queryClient: QueryClient, id: string) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const data = query.state.data;
      return data !== undefined && patchById(data, id, (item) => ({ ...item })) !== data;
    });
}

/**
 * Mutation callbacks for a toggle (like, bookmark, follow): flip it everywhere at once, roll
 * back on failure, then store the server's answer everywhere.
 */
export function optimisticToggle<T extends Identified, V extends { id: string }, R>(
  queryClient: QueryClient,
  options: { flip: (item: T) => T; settle: (item: T, result: R) => T },
) {
  return {
    onMutate: async (variables: V) => {
      // Only fetches that would overwrite the flipped item are cancelled; polls of other data go on.
      await Promise.all(
        queriesHolding(queryClient, variables.id).map((query) =>
          queryClient.cancelQueries({ queryKey: query.queryKey, exact: true }),
        ),
      );
      return { rollback: patchEverywhere(queryClient, variables.id, options.flip) };
    },
    onError: (_error: unknown, _variables: V, context: { rollback: Rollback } | undefined) => {
      context?.rollback();
    },
    onSuccess: (result: R, variables: V) => {
      patchEverywhere<T>(queryClient, variables.id, (item) => options.settle(item, result));
    },
  };
}
