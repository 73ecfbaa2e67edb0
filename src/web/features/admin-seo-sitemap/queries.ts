import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { generateSitemapRoute, sitemapStatusRoute } from '../../../contract/admin-sitemap.ts';
import { api } from '../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../lib/route-query.ts';
import { OPERATOR_STALE_MS } from '../admin/queries.ts';

export function useSitemapStatus() {
  return useQuery({ ...routeQueryOptions(sitemapStatusRoute), staleTime: OPERATOR_STALE_MS });
}

/** Builds now; the card shows the new counts from the answer without another read. */
export function useGenerateSitemap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(generateSitemapRoute, {}),
    onSuccess: (status) => queryClient.setQueryData(routeKey(sitemapStatusRoute), status),
  });
}
