import type { TDestinationType } from '../../../../contract/destinations.ts';

/** A mapping with what the local checks read about our side. */
export type MappingUnderCheck = {
  destinationCode: number;
  name: string;
  type: TDestinationType;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  providerId: number;
};

/** A provider destination from the cached taxonomy. */
export type TaxonomyEntry = {
  providerId: number;
  name: string;
  type: string;
  lookupId: string;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** A failed check's message for people, or null when the mapping passes it. */
export type CheckOutcome = string | null;
