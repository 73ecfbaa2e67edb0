import { existsSync } from 'node:fs';
import path from 'node:path';
import { countries, type TCountryCode } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { destinationSlug } from './destination-slug.ts';
import { PHOTO_CREDITS } from './photo-credits.ts';
import {
  captionNamesPhotoPlace,
  PHOTO_PLACES,
  photoPlace,
  photoPlaceCountry,
  photoPlacesNamedIn,
  type PhotoPlaceId,
} from './photo-places.ts';

const credits = new Map(PHOTO_CREDITS.map((credit) => [credit.id, credit]));
const entries = Object.entries(PHOTO_PLACES) as [
  PhotoPlaceId,
  (typeof PHOTO_PLACES)[PhotoPlaceId],
][];

describe('the photo→place table', () => {
  it('names only credited photos, each with its renditions in public/photos', () => {
    expect(entries.length).toBeGreaterThan(60);
    for (const [id] of entries) {
      const credit = credits.get(id);
      expect(credit, `${id} is credited on /about`).toBeDefined();
      // The card rendition the provider and the tours serve, and every width the credit lists.
      for (const width of new Set([640, ...credit!.widths])) {
        for (const format of ['avif', 'webp']) {
          const file = path.resolve('public/photos', `${id}-${width}.${format}`);
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it('gives a photo only the place its manifest description names', () => {
    for (const [id, place] of entries) {
      const { description } = credits.get(id)!;
      // Photos whose place is not stated (and the food close-ups) are never given one.
      expect(description, id).not.toMatch(/location not stated|\(food/);
      const country = photoPlaceCountry(id);
      const named = country === 'United States' ? /USA|United States/ : new RegExp(country);
      expect(description, id).toMatch(named);
      expect(countries[place.countryCode as TCountryCode]?.name, id).toBe(country);
    }
  });

  it('lists names as slugs, shared only by two photos of the same place', () => {
    const owners = new Map<string, string>();
    for (const [id, place] of entries) {
      for (const name of place.names) {
        expect(destinationSlug(name), id).toBe(name);
        const owner = owners.get(name);
        if (owner) expect(PHOTO_PLACES[owner as PhotoPlaceId].label, name).toBe(place.label);
        owners.set(name, id);
      }
    }
  });

  it('knows no place for a photo of nowhere stated', () => {
    expect(photoPlace('lake-boats-sunset')).toBeNull();
    expect(photoPlace('toString')).toBeNull();
    expect(photoPlace('eiffel-tower')?.countryCode).toBe('FR');
  });

  it('reads which place a caption names, as whole words', () => {
    expect(captionNamesPhotoPlace('Paris → Rome', 'colosseum-rome')).toBe(true);
    expect(captionNamesPhotoPlace('Romeo and Juliet tour', 'colosseum-rome')).toBe(false);
    // The label's place counts too: Neuschwanstein stands in Schwangau.
    expect(
      captionNamesPhotoPlace('Alpsee Lodge · Schwangau, Bavaria', 'neuschwanstein-castle'),
    ).toBe(true);
    expect(captionNamesPhotoPlace('Snorkel cruise · Hurghada, Egypt', 'dolphin-red-sea')).toBe(
      false,
    );
    expect(photoPlacesNamedIn('Chichén Itzá at dawn')).toEqual(['chichen-itza-el-castillo']);
  });
});
