import { sql } from 'drizzle-orm';
import type { TMappingProvider } from '../../../contract/mappings.ts';
import type { Db } from '../../../db/client.ts';
import { selectCandidatesByIds } from '../../../db/queries/country-expansion.ts';
import { conflict } from '../../http-error.ts';
import { applyMappingDiff, type AppliedDiff } from '../mappings/mapping-diffs.ts';
import type { CountryName } from './country-names.ts';

export type Discovered = { country: CountryName; providerIds: number[] };

/**
 * Adds found destinations as one diff of the versioned mappings (issue 25 §3). The ids a result
 * carries are read again as candidates: only provider destinations of that country's lineage
 * that still resolve to an unmapped Roamly destination are added, so a result applied twice, or
 * one edited on its way here, adds nothing it should not. `db` must be a transaction.
 */
export async function applyDiscovered(
  db: Db,
  {
    provider,
    discovered,
    actorId,
    summary,
  }: {
    provider: TMappingProvider;
    discovered: readonly Discovered[];
    actorId: string;
    summary: (added: number) => string;
  },
): Promise<AppliedDiff> {
  // Two applies at once would both see the same destinations unmapped: one at a time.
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('destination_mappings.expansion'))`);
  const wanted = new Map<number, string>();
  for (const { country, providerIds } of discovered) {
    for (const id of providerIds) wanted.set(id, country.code);
  }
  const candidates = await selectCandidatesByIds(db, { provider, ids: [...wanted.keys()] });
  const byCode = new Map<number, number>();
  for (const candidate of candidates) {
    if (wanted.get(candidate.providerId) !== candidate.countryCode) continue;
    if (!byCode.has(candidate.destinationCode)) {
      byCode.set(candidate.destinationCode, candidate.providerId);
    }
  }
  if (byCode.size === 0) {
    throw conflict('Nothing to add: these destinations are mapped already or no longer listed.');
  }
  return applyMappingDiff(db, {
    provider,
    kind: 'apply',
    summary: summary(byCode.size),
    changes: [...byCode].map(([destinationCode, providerId]) => ({ destinationCode, providerId })),
    actorId,
  });
}
