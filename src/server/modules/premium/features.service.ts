import type { TFeatureKey, TFeatureList, TFeatureStage } from '../../../contract/premium.ts';
import { listFeatureFlagsAt } from '../../../db/queries/feature-flags.ts';
import type { ServiceContext } from '../../context.ts';
import { forbidden } from '../../http-error.ts';
import { viewerIsPremium } from './premium.ts';

/** Stages whose flags are on for a member: early access ('premium') only with Premium. */
export function stagesOnFor(isPremium: boolean): TFeatureStage[] {
  return isPremium ? ['premium', 'everyone'] : ['everyone'];
}

/** GET /api/features: the flags on for this viewer, early-access ones first. */
export async function listViewerFeatures(ctx: ServiceContext): Promise<TFeatureList> {
  const isPremium = await viewerIsPremium(ctx);
  const features = await listFeatureFlagsAt(ctx.db, { stages: stagesOnFor(isPremium) });
  return { features };
}

/** Whether one flag is on for the viewer (the server checks a flagged feature's input with it). */
export async function viewerHasFeature(ctx: ServiceContext, key: TFeatureKey): Promise<boolean> {
  const { features } = await listViewerFeatures(ctx);
  return features.some((feature) => feature.key === key);
}

/** Refuses a flagged feature the viewer does not have yet (403, written for people). */
export async function requireFeature(
  ctx: ServiceContext,
  key: TFeatureKey,
  message: string,
): Promise<void> {
  if (!(await viewerHasFeature(ctx, key))) throw forbidden(message);
}
