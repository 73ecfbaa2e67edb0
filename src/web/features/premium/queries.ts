import { useQuery } from '@tanstack/react-query';
import { featuresRoute, type TFeatureKey } from '../../../contract/premium.ts';
import { promotionsRoute, type TPromotionPlacement } from '../../../contract/promotions.ts';
import { useAuth } from '../auth/user-query.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/**
 * Whether the signed-in member holds Premium, from the user record. Only for what the screen
 * offers (hiding 'Go Premium', unlocking controls); the server decides every benefit itself.
 */
export function useIsPremium(): boolean {
  return useAuth().user?.isPremium === true;
}

/**
 * A page's promotional cards as the server sends them (none for Premium members). The key
 * carries the member's plan, so upgrading (the user record changes) fetches the list again.
 */
export function usePromotions(placement: TPromotionPlacement) {
  const isPremium = useIsPremium();
  const input = { query: { placement } };
  return useQuery({
    queryKey: [...routeKey(promotionsRoute, input), { isPremium }],
    queryFn: () => api(promotionsRoute, input),
    staleTime: STALE.user,
  });
}

/** The feature flags on for this member (early access first for Premium). */
export function useFeatures() {
  const isPremium = useIsPremium();
  return useQuery({
    queryKey: [...routeKey(featuresRoute), { isPremium }],
    queryFn: () => api(featuresRoute),
    staleTime: STALE.user,
  });
}

/** True once the server says `key` is on for this member; false while it is asked or on failure. */
export function useFeature(key: TFeatureKey): boolean {
  const { data } = useFeatures();
  return data?.features.some((feature) => feature.key === key) ?? false;
}
