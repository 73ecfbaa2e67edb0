import { DESTINATION_PAGE_TYPES } from '../../../contract/page-routes.ts';

export { DEFAULT_HOTELS_LOCATION } from '../../../contract/sample-hotels.ts';

/** Spec 2 §2: the destination page's location when none is given. */
export const DEFAULT_TOURS_LOCATION = 'cancun';

/** Spec 1 §2: the destination page's types (shared with the server's page statuses). */
export { DESTINATION_PAGE_TYPES };
export type TDestinationPageType = (typeof DESTINATION_PAGE_TYPES)[number];

export function isDestinationPageType(value: string): value is TDestinationPageType {
  return (DESTINATION_PAGE_TYPES as readonly string[]).includes(value);
}

/** 'new-york' → 'New York' until the catalogue answers with the real name. */
export function nameFromLocation(location: string): string {
  return location
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
