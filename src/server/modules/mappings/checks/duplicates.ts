import { MAX_CENTRE_DISTANCE_KM } from '../../../../contract/mappings.ts';
import { distanceKm } from './distance.ts';
import { normalizeName } from './names.ts';
import type { CheckOutcome, MappingUnderCheck } from './types.ts';

/** Who else uses each provider id, and each place (folded name and country), across all mappings. */
export type DuplicateIndex = {
  byProviderId: ReadonlyMap<number, readonly MappingUnderCheck[]>;
  byPlace: ReadonlyMap<string, readonly MappingUnderCheck[]>;
};

const placeKey = (mapping: Pick<MappingUnderCheck, 'name' | 'countryCode'>) =>
  `${normalizeName(mapping.name)}|${mapping.countryCode ?? ''}`;

export function indexDuplicates(mappings: readonly MappingUnderCheck[]): DuplicateIndex {
  const byProviderId = new Map<number, MappingUnderCheck[]>();
  const byPlace = new Map<string, MappingUnderCheck[]>();
  for (const mapping of mappings) {
    byProviderId.set(mapping.providerId, [
      ...(byProviderId.get(mapping.providerId) ?? []),
      mapping,
    ]);
    const key = placeKey(mapping);
    byPlace.set(key, [...(byPlace.get(key) ?? []), mapping]);
  }
  return { byProviderId, byPlace };
}

/**
 * No duplicates either way: one provider id mapped from two destinations, or one place (same
 * folded name and country, within 50 km) mapped twice to different provider ids.
 */
export function checkDuplicates(mapping: MappingUnderCheck, index: DuplicateIndex): CheckOutcome {
  const sameId = (index.byProviderId.get(mapping.providerId) ?? []).filter(
    (other) => other.destinationCode !== mapping.destinationCode,
  );
  if (sameId.length > 0) {
    return `Provider id ${mapping.providerId} is also mapped from ${sameId[0]!.name}`;
  }
  // Same name and country within 50 km: one place (two Springfields far apart are two places).
  const samePlace = (index.byPlace.get(placeKey(mapping)) ?? []).filter(
    (other) =>
      other.destinationCode !== mapping.destinationCode &&
      other.providerId !== mapping.providerId &&
      distanceKm(other, mapping) <= MAX_CENTRE_DISTANCE_KM,
  );
  if (samePlace.length > 0) {
    return `${mapping.name} is mapped twice (also to ${samePlace[0]!.providerId})`;
  }
  return null;
}
