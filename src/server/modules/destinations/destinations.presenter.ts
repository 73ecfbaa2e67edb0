import type { TDestination } from '../../../contract/destinations.ts';
import type { DestinationRow } from '../../../db/queries/destinations.ts';
import { bundledPhotoUrl, findBundledPhoto } from '../../providers/places/bundled-photos.ts';
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
 * The picture of a destination: its own image, else the product's photograph of exactly that
 * place, else the places image endpoint asked by its label (a provider's or the best public
 * member photo there; a 404 when none exists, on which the client draws the fallback).
 */
export function destinationImage(
  row: Pick<DestinationRow, 'imageUrl' | 'name' | 'type' | 'countryCode'>,
) {
  if (row.imageUrl) return row.imageUrl;
  const bundled = findBundledPhoto(row.name, row.countryCode);
  if (bundled) return bundledPhotoUrl(bundled.id);
  return `/api/places/image/${encodeURIComponent(destinationLabel(row))}`;
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
