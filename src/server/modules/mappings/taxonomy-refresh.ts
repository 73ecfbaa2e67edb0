import type { Db } from '../../../db/client.ts';
import { replaceTaxonomy } from '../../../db/queries/mappings.ts';
import { defineJob } from '../../jobs/define.ts';
import { mappingProviderFor, type MappingProvider } from './mapping-provider.ts';

/**
 * Fetches the provider's destination taxonomy (Viator's GET /destinations, a few thousand rows in
 * one answer) and replaces the cached copy the checks read. Weekly, and on demand from the page.
 */
export async function refreshTaxonomy(
  db: Db,
  provider: MappingProvider,
  now = new Date(),
): Promise<{ destinations: number }> {
  const rows = await provider.taxonomy();
  // An empty answer is an outage, not a provider without destinations: keep what we have.
  if (rows.length === 0) throw new Error(`${provider.name} returned no destinations`);
  await replaceTaxonomy(db, { provider: provider.id, rows, at: now });
  return { destinations: rows.length };
}

export const mappingsTaxonomyJob = defineJob({
  name: 'mappings-taxonomy-refresh',
  policy: { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 900 },
  // Mondays 03:30 UTC: Viator's taxonomy changes rarely.
  schedule: { cron: '30 3 * * 1', everySeconds: 7 * 24 * 3600 },
  create:
    ({ db, config }) =>
    async () =>
      refreshTaxonomy(db, mappingProviderFor(config, db)),
});
