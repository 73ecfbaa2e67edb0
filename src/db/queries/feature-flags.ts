import { asc, inArray } from 'drizzle-orm';
import type { TFeatureStage } from '../../contract/premium.ts';
import type { Db } from '../client.ts';
import { featureFlags } from '../schema/premium.ts';

export type FeatureFlagRow = {
  key: string;
  name: string;
  description: string;
  stage: TFeatureStage;
};

/**
 * The flags at any of `stages` (a handful of rows; the table is tiny), 'premium' ones first so
 * early-access features lead the list, then by key.
 */
export async function listFeatureFlagsAt(
  db: Db,
  params: { stages: readonly TFeatureStage[] },
): Promise<FeatureFlagRow[]> {
  if (params.stages.length === 0) return [];
  const rows = await db
    .select({
      key: featureFlags.key,
      name: featureFlags.name,
      description: featureFlags.description,
      stage: featureFlags.stage,
    })
    .from(featureFlags)
    .where(inArray(featureFlags.stage, [...params.stages]))
    .orderBy(asc(featureFlags.key));
  return rows.sort((a, b) => Number(b.stage === 'premium') - Number(a.stage === 'premium'));
}

/** Writes a flag (tests and, later, the admin area); the stage changes when the key exists. */
export async function upsertFeatureFlag(db: Db, values: FeatureFlagRow): Promise<void> {
  await db
    .insert(featureFlags)
    .values(values)
    .onConflictDoUpdate({
      target: featureFlags.key,
      set: {
        name: values.name,
        description: values.description,
        stage: values.stage,
        updatedAt: new Date(),
      },
    });
}
