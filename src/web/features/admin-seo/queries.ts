import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyMetaRunRoute,
  createSeoPageRoute,
  destinationFullTemplateRoute,
  destinationMetaRoute,
  generateBulkRoute,
  generateHotelTemplateRoute,
  generateTemplatedContentRoute,
  metaRunRoute,
  regenerateAllRoute,
  seoPageRoute,
  seoPagesRoute,
  updateSchemaRoute,
  updateSeoPageRoute,
  type TMetaRun,
} from '../../../contract/admin-seo.ts';
import type { RouteInput } from '../../../contract/route.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';
import { OPERATOR_STALE_MS } from '../admin/queries.ts';

/** A running meta run's progress is read again every second and a half. */
export const META_RUN_POLL_MS = 1_500;

export function useSeoPages(query: RouteInput<typeof seoPagesRoute>['query']) {
  return useQuery({
    ...routeQueryOptions(seoPagesRoute, { query }),
    staleTime: OPERATOR_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSeoPage(id: string | null) {
  return useQuery({
    ...routeQueryOptions(seoPageRoute, { params: { id: id ?? '' } }),
    enabled: !!id,
    staleTime: OPERATOR_STALE_MS,
  });
}

/** After a page is written, every list and that page read again. */
function useRefreshPages() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: routeKey(seoPagesRoute) }),
      client.invalidateQueries({ queryKey: routeKey(seoPageRoute) }),
    ]);
}

export function useCreateSeoPage() {
  const refresh = useRefreshPages();
  return useMutation({
    mutationFn: (body: RouteInput<typeof createSeoPageRoute>['body']) =>
      api(createSeoPageRoute, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateSeoPage() {
  const refresh = useRefreshPages();
  return useMutation({
    mutationFn: (input: RouteInput<typeof updateSeoPageRoute>) => api(updateSeoPageRoute, input),
    onSuccess: refresh,
  });
}

export function useUpdateSchema() {
  return useMutation({
    mutationFn: (id: string) => api(updateSchemaRoute, { params: { id } }),
  });
}

export function useDestinationMeta() {
  return useMutation({
    mutationFn: (input: { destination: string; type: 'excursions' | 'hotels' }) =>
      api(destinationMetaRoute, {
        params: { destination: input.destination },
        query: { type: input.type },
      }),
  });
}

export function useFullTemplate() {
  return useMutation({
    mutationFn: (destination: string) =>
      api(destinationFullTemplateRoute, { params: { destination } }),
  });
}

export function useTemplatedContent() {
  return useMutation({
    mutationFn: ({
      kind,
      destinationName,
    }: {
      kind: 'hotels' | 'excursions';
      destinationName: string;
    }) =>
      api(kind === 'hotels' ? generateHotelTemplateRoute : generateTemplatedContentRoute, {
        body: { destinationName },
      }),
  });
}

export function useStartMetaRun() {
  return useMutation({
    mutationFn: (kind: 'bulk' | 'regenerate'): Promise<TMetaRun> =>
      kind === 'bulk'
        ? api(generateBulkRoute, { body: { destinations: [] } })
        : api(regenerateAllRoute),
  });
}

export function useMetaRun(jobId: string | null) {
  return useQuery({
    ...routeQueryOptions(metaRunRoute, { params: { jobId: jobId ?? '' } }),
    enabled: !!jobId,
    refetchInterval: (query) => (query.state.data?.isRunning === false ? false : META_RUN_POLL_MS),
  });
}

export function useApplyMetaRun() {
  const refresh = useRefreshPages();
  return useMutation({
    mutationFn: ({ jobId, keys }: { jobId: string; keys: string[] }) =>
      api(applyMetaRunRoute, { params: { jobId }, body: { keys } }),
    onSuccess: refresh,
  });
}
