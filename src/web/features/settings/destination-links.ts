/**
 * Custom Destination URLs of spec 1 §2: shareable links to the excursions page of popular cities,
 * built as {origin}/destination/{name}/excursions.
 */

/** The spec's stated size of the whole destination catalogue, shown beside the short list. */
export const DESTINATION_TOTAL = 3423;

/** The dozen cities offered in settings (spec 1 §2: "a list of about 12 cities"). */
export const CUSTOM_URL_CITIES = [
  'Paris',
  'Tokyo',
  'Bali',
  'New York',
  'London',
  'Rome',
  'Barcelona',
  'Dubai',
  'Cancun',
  'Sydney',
  'Bangkok',
  'Cape Town',
] as const;

/** Lower-cased, spaces to hyphens (the rule of the home destination search, spec 1 §2). */
export function destinationSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The absolute link to a city's excursions page on this site. */
export function destinationUrl(origin: string, name: string): string {
  return `${origin.replace(/\/+$/, '')}/destination/${encodeURIComponent(destinationSlug(name))}/excursions`;
}
