import { checkCentreDistance } from './distance.ts';
import { checkDuplicates, type DuplicateIndex } from './duplicates.ts';
import { checkExistsInTaxonomy } from './exists.ts';
import { checkFakeIdPattern } from './sequential-id.ts';
import { checkNamesMatch } from './names.ts';
import { checkLineageCountry, checkSensibleType } from './type-lineage.ts';
import type { MappingUnderCheck, TaxonomyEntry } from './types.ts';

export type LocalContext = {
  taxonomy: ReadonlyMap<number, TaxonomyEntry>;
  mappedIds: ReadonlySet<number>;
  duplicates: DuplicateIndex;
};

/**
 * Every check that needs no provider call, in order; the messages of those that fail. Only a
 * mapping with none costs a product search.
 */
export function runLocalChecks(mapping: MappingUnderCheck, context: LocalContext): string[] {
  const errors: string[] = [];
  const fake = checkFakeIdPattern(mapping.providerId, context.mappedIds);
  if (fake) errors.push(fake);
  const entry = context.taxonomy.get(mapping.providerId);
  const missing = checkExistsInTaxonomy(mapping.providerId, entry);
  if (missing || !entry) return [...errors, missing ?? ''].filter(Boolean);
  for (const outcome of [
    checkNamesMatch(mapping.name, entry.name),
    checkSensibleType(mapping.type, entry.type),
    checkLineageCountry(mapping.countryCode, entry),
    checkCentreDistance(mapping, entry),
    checkDuplicates(mapping, context.duplicates),
  ]) {
    if (outcome) errors.push(outcome);
  }
  return errors;
}
