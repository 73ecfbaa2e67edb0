import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hasNonSampleTours, hasTours, updateSampleTourImages } from '../../../db/queries/tours.ts';
import { destinations } from '../../../db/schema/index.ts';
import { SAMPLE_DESTINATIONS, samplePhotoUrl, type SampleDestination } from './sample-tours.ts';
import { writeTours, type TourInput } from './tour-store.ts';

/** A sample card opens the provider's search for the same experience (there is no product). */
export function sampleProductUrl(title: string, destinationName: string): string {
  return `https://www.viator.com/searchResults/all?text=${encodeURIComponent(`${title} ${destinationName}`)}`;
}

/** `SAMPLE-<destination key>-<tour id>`: stable, so a later start finds the same rows. */
export const sampleProductCode = (destination: SampleDestination, tour: { id: string }) =>
  `SAMPLE-${destination.key}-${tour.id}`;

/** The sample tours of the destinations the catalogue has, as rows to write. */
export function sampleTourRows(
  codes: ReadonlyMap<string, { code: number; name: string }>,
  sample: readonly SampleDestination[] = SAMPLE_DESTINATIONS,
): TourInput[] {
  return sample.flatMap((destination) => {
    const place = codes.get(destination.slug);
    if (!place) return [];
    return destination.tours.map((tour): TourInput => ({
      productCode: sampleProductCode(destination, tour),
      source: 'sample',
      destinationCode: place.code,
      title: tour.title,
      shortDescription: tour.shortDescription,
      imageUrl: tour.photo ? samplePhotoUrl(tour.photo) : null,
      productUrl: sampleProductUrl(tour.title, place.name),
      category: tour.category,
      tagIds: [],
      rating: tour.rating,
      reviewCount: tour.reviewCount,
      durationMinutes: tour.durationMinutes,
      durationText: null,
      priceFrom: tour.priceFrom,
      currency: destination.currency,
      freeCancellation: tour.freeCancellation,
      highlights: [...tour.highlights],
      providerUpdatedAt: null,
    }));
  });
}

/**
 * Loads the sample catalogue when the tours table is empty (a fresh installation without a
 * Viator key or an imported file). When it holds only samples, their photos are brought in step
 * with this file (issue 20: a tour shows its own place or none); a table with any real tour is
 * left alone. Needs the destination catalogue first: destinations it lacks are skipped.
 */
export async function ensureSampleTours(
  db: Db,
): Promise<{ loaded: number; imagesUpdated?: number }> {
  if (await hasNonSampleTours(db)) return { loaded: 0 };
  if (await hasTours(db)) {
    const images = SAMPLE_DESTINATIONS.flatMap((destination) =>
      destination.tours.map((tour) => ({
        productCode: sampleProductCode(destination, tour),
        imageUrl: tour.photo ? samplePhotoUrl(tour.photo) : null,
      })),
    );
    const imagesUpdated = await updateSampleTourImages(db, images);
    return imagesUpdated > 0 ? { loaded: 0, imagesUpdated } : { loaded: 0 };
  }
  const slugs = SAMPLE_DESTINATIONS.map((destination) => destination.slug);
  const found = await db
    .select({ code: destinations.code, slug: destinations.slug, name: destinations.name })
    .from(destinations)
    .where(inArray(destinations.slug, slugs));
  const codes = new Map(found.map((row) => [row.slug, { code: row.code, name: row.name }]));
  const { written } = await writeTours(db, { upsert: sampleTourRows(codes) });
  return { loaded: written };
}
