import type { CheckOutcome, TaxonomyEntry } from './types.ts';

/** The provider id must be one of the provider's destinations (the cached taxonomy). */
export function checkExistsInTaxonomy(
  providerId: number,
  entry: TaxonomyEntry | undefined,
): CheckOutcome {
  return entry ? null : `The provider has no destination ${providerId}`;
}
