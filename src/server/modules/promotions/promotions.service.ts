import type { TPromotionList, TPromotionPlacement } from '../../../contract/promotions.ts';
import type { MemberContext } from '../../context.ts';
import { viewerIsPremium } from '../premium/premium.ts';
import { SAMPLE_PROMOTIONS } from './sample-promotions.ts';

/**
 * A page's promotional cards. Premium is ad-free (spec 1 §1): the server answers an empty list, so
 * the offers never reach a premium member's browser, whatever the client does.
 */
export async function listPromotions(
  ctx: MemberContext,
  input: { placement: TPromotionPlacement },
): Promise<TPromotionList> {
  if (await viewerIsPremium(ctx)) return { cards: [] };
  return { cards: [...SAMPLE_PROMOTIONS[input.placement]] };
}
