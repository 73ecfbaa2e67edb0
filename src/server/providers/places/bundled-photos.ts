import { destinationSlug } from '../../../contract/destination-slug.ts';
import {
  PHOTO_PLACES,
  type PhotoPlace,
  type PhotoPlaceId,
} from '../../../contract/photo-places.ts';

/**
 * The place-image provider's view of the product's own photographs of named places: the one
 * photo→place table (src/contract/photo-places.ts) looked up by the names a query or a
 * destination slug may use. Only true matches are listed there: no landscape "somewhere", no
 * photo of a neighbouring city, no animal for its town.
 */
export type BundledPhoto = PhotoPlace & {
  /** Manifest id: /photos/<id>-<width>.webp. */
  id: PhotoPlaceId;
};

/** The photos that answer for a place name, in the table's order (first listed wins). */
export const BUNDLED_PHOTOS: readonly BundledPhoto[] = (
  Object.entries(PHOTO_PLACES) as [PhotoPlaceId, PhotoPlace][]
)
  .filter(([, place]) => place.names.length > 0)
  .map(([id, place]) => ({ id, ...place }));

/** Every manifest id of this set, for the test that checks each one has a rendition. */
export const BUNDLED_PHOTO_IDS = BUNDLED_PHOTOS.map((entry) => entry.id);

const BY_PLACE = new Map<string, BundledPhoto[]>();
for (const entry of BUNDLED_PHOTOS) {
  for (const name of entry.names) {
    BY_PLACE.set(name, [...(BY_PLACE.get(name) ?? []), entry]);
  }
}

/** The card and hero rendition every manifest photo has (scripts/make-images.mjs). */
export const bundledPhotoUrl = (id: string) => `/photos/${id}-640.webp`;

/**
 * The photograph of exactly this place, or null. `place` is a name or slug; `countryCode`, when
 * known, must be the photo's own country.
 */
export function findBundledPhoto(place: string, countryCode: string | null): BundledPhoto | null {
  const candidates = BY_PLACE.get(destinationSlug(place)) ?? [];
  const country = countryCode?.toUpperCase() ?? null;
  return candidates.find((entry) => !country || entry.countryCode === country) ?? null;
}
