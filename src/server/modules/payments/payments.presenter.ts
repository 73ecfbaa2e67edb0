import type { TPlan } from '../../../contract/payments.ts';
import type { ProfileRow } from '../../../db/queries/users.ts';

/**
 * The member's plan from their user row: the tier is the one premium rule (`premium_until` in
 * the future), so a cancelled plan reads premium to the end of the paid period.
 */
export function presentPlan(
  row: Pick<ProfileRow, 'premiumUntil' | 'planStatus' | 'planProvider' | 'planCancelAtPeriodEnd'>,
  now = Date.now(),
): TPlan {
  const premium = row.premiumUntil !== null && row.premiumUntil.getTime() > now;
  return {
    tier: premium ? 'premium' : 'free',
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    status: row.planStatus,
    cancelAtPeriodEnd: row.planCancelAtPeriodEnd,
    provider: row.planProvider,
  };
}
