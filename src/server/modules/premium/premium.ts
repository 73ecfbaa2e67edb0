import { isMemberPremium } from '../../../db/queries/premium.ts';
import type { ServiceContext } from '../../context.ts';

/**
 * Whether the viewer holds Premium now. Every server-side benefit (ad-free, unlimited bookmarks,
 * advanced search, early access, priority support, premium guides) asks this, never the client.
 * Signed-out visitors are never premium.
 */
export async function viewerIsPremium(
  ctx: Pick<ServiceContext, 'db' | 'viewer'>,
): Promise<boolean> {
  if (!ctx.viewer) return false;
  return isMemberPremium(ctx.db, { memberId: ctx.viewer.id });
}
