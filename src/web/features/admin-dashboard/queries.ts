import { useQuery } from '@tanstack/react-query';
import { adminDashboardRoute } from '../../../contract/admin-dashboard.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/** The operator figures; read again when the page is revisited (others change them all day). */
export function useAdminDashboardQuery() {
  return useQuery({ ...routeQueryOptions(adminDashboardRoute), staleTime: STALE.shared });
}
