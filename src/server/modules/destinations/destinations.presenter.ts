import type { TDestination } from '../../../contract/destinations.ts';
import type { DestinationRow } from '../../../db/queries/destinations.ts';
import { catalogueCountryName } from './catalogue.ts';

/** Prices of the tours import are kept in US dollars. */
const PRICE_CURRENCY = 'USD';

/** 'Lisbon, Portugal'; 'Portugal'; 'Europe'. */
export function destinationLabel(row: Pick<DestinationRow, 'name' | 'type' | 'countryCode'>) {
  const country = row.countryCode ? catalogueCountryName(row.countryCode) : null;
  return row.type !== 'country' && country && country !== row.name
    ? `${row.name}, ${country}`
    : row.name;
}

/**
 * The picture of a destination: its own image when it has one, else the places image endpoint
 * (issue 9 part C: the places provider, the best public member photo there, or a generated
 * cover), asked by the destination's label.
 */
export function destinationImage(
  row: Pick<DestinationRow, 'imageUrl' | 'name' | 'type' | 'countryCode'>,
) {
  return row.imageUrl ?? `/api/places/image/${encodeURIComponent(destinationLabel(row))}`;
}

/** What a destination is presented from: a table row, or a catalogue row with its stats. */
export type PresentableDestination = Pick<
  DestinationRow,
  | 'code'
  | 'name'
  | 'slug'
  | 'type'
  | 'countryCode'
  | 'latitude'
  | 'longitude'
  | 'population'
  | 'imageUrl'
  | 'tourCount'
  | 'avgRating'
  | 'priceMin'
  | 'priceMax'
  | 'postCount'
>;

export function presentDestination(row: PresentableDestination): TDestination {
  return {
    id: row.code,
    name: row.name,
    slug: row.slug,
    type: row.type,
    countryCode: row.countryCode,
    countryName: row.countryCode ? catalogueCountryName(row.countryCode) : null,
    label: destinationLabel(row),
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    image: destinationImage(row),
    tourCount: row.tourCount,
    avgRating: row.avgRating === null ? null : Math.round(row.avgRating * 10) / 10,
    priceRange:
      row.priceMin !== null && row.priceMax !== null
        ? { min: row.priceMin, max: row.priceMax, currency: PRICE_CURRENCY }
        : null,
    postCount: row.postCount,
  };
}
