import { describe, expect, it } from 'vitest';
import {
  captionNamesPhotoPlace,
  photoPlace,
  photoPlaceCountry,
  photoPlacesNamedIn,
  type PhotoPlaceId,
} from '../../../contract/photo-places.ts';
import { SAMPLE_SERVICES } from '../../../server/modules/marketplace/sample-marketplace.ts';
import { SAMPLE_PROMOTIONS } from '../../../server/modules/promotions/sample-promotions.ts';
import { SAMPLE_DESTINATIONS } from '../../../server/modules/tours/sample-tours.ts';
import { SAMPLE_EXPLORE_TRENDING } from '../explore/sample-data.ts';
import { HOME_BANNER_PHOTO } from '../home/banner-photo.ts';
import { LANDING_DESTINATIONS } from '../landing/destination-tiles.tsx';
import { LANDING_SLIDES } from '../landing/slides.ts';
import { STUDIO_BANNER_PHOTO } from '../live/studio-cards.tsx';
import { SUBSCRIBE_HERO_PHOTO } from '../subscribe/subscribe-page.tsx';
import { TRIP_HERO_DEFAULT_PHOTO } from '../trips/trip-hero.tsx';

/**
 * Issue 20 §1, checked against the one photo→place table (src/contract/photo-places.ts): a
 * promotion, banner, tile or card that names a place shows a photograph of that place, and a
 * photograph of nowhere stated is never captioned with a place.
 */

/** Something shown with a photo: the text that says which place it is about, and its alt. */
type Shown = { what: string; photoId: string; about: string; alt?: string };

/** The photo shows the place `about` names; so does its alt text. */
function expectPhotoOfNamedPlace({ what, photoId, about, alt }: Shown) {
  const place = photoPlace(photoId);
  expect(place, `${what}: ${photoId} is a photo of a stated place`).not.toBeNull();
  expect(
    captionNamesPhotoPlace(about, photoId as PhotoPlaceId),
    `${what} is about "${about}" but ${photoId} shows ${place?.label}`,
  ).toBe(true);
  if (alt) {
    expect(
      captionNamesPhotoPlace(alt, photoId as PhotoPlaceId),
      `${what}: alt "${alt}" does not name ${place?.label}`,
    ).toBe(true);
  }
}

/** Which place an offer is about: a flight's destination, else its title and detail. */
function offerPlace(offer: { kind: string; title: string; detail: string }) {
  if (offer.kind === 'flight') return (offer.title.split('→').at(-1) ?? offer.title).trim();
  return `${offer.title} · ${offer.detail}`;
}

describe('photographs shown for a place show that place', () => {
  it('home and explore promotions: every offer with a photo shows the place it names', () => {
    const offers = Object.values(SAMPLE_PROMOTIONS)
      .flat()
      .flatMap((card) => card.offers);
    expect(offers.filter((offer) => offer.photoId).length).toBeGreaterThan(5);
    for (const offer of offers) {
      if (!offer.photoId) continue;
      expectPhotoOfNamedPlace({
        what: `offer ${offer.id}`,
        photoId: offer.photoId,
        about: offerPlace(offer),
        alt: offer.alt,
      });
    }
  });

  it('a flight shows where it goes, not where it leaves from', () => {
    expect(offerPlace({ kind: 'flight', title: 'Paris → Rome', detail: '' })).toBe('Rome');
    expect(
      captionNamesPhotoPlace(
        offerPlace({ kind: 'flight', title: 'Rome → Paris', detail: '' }),
        'colosseum-rome',
      ),
    ).toBe(false);
  });

  it('marketplace services: each photo shows the service’s own place', () => {
    for (const service of SAMPLE_SERVICES) {
      if (!service.photo) continue;
      expectPhotoOfNamedPlace({
        what: `service ${service.id}`,
        photoId: service.photo,
        about: `${service.title} · ${service.location}`,
      });
    }
  });

  it('sample tours: a tour’s photo shows what its title names', () => {
    for (const destination of SAMPLE_DESTINATIONS) {
      for (const tour of destination.tours) {
        if (!tour.photo) continue;
        expectPhotoOfNamedPlace({
          what: `tour ${destination.slug}/${tour.id}`,
          photoId: tour.photo,
          about: tour.title,
        });
      }
    }
  });

  it('landing tiles and explore’s trending places: the place and the country of their photo', () => {
    const tiles = [...LANDING_DESTINATIONS, ...SAMPLE_EXPLORE_TRENDING];
    for (const tile of tiles) {
      expectPhotoOfNamedPlace({
        what: `tile ${tile.name}`,
        photoId: tile.photoId,
        about: tile.name,
        alt: tile.alt,
      });
      expect(tile.country, tile.name).toBe(photoPlaceCountry(tile.photoId as PhotoPlaceId));
    }
  });

  it('landing slides: a place photo is captioned with its place, a photo of nowhere with none', () => {
    for (const slide of LANDING_SLIDES) {
      const text = `${slide.name} · ${slide.caption} · ${slide.alt}`;
      if (photoPlace(slide.photoId)) {
        expectPhotoOfNamedPlace({
          what: `slide ${slide.photoId}`,
          photoId: slide.photoId,
          about: slide.name,
          alt: slide.alt,
        });
      } else {
        expect(photoPlacesNamedIn(text), `slide ${slide.photoId}: "${text}"`).toEqual([]);
      }
    }
  });

  it('banners about no place use photographs of nowhere stated', () => {
    for (const photoId of [
      HOME_BANNER_PHOTO,
      STUDIO_BANNER_PHOTO,
      SUBSCRIBE_HERO_PHOTO,
      TRIP_HERO_DEFAULT_PHOTO,
    ]) {
      expect(photoPlace(photoId), photoId).toBeNull();
    }
  });
});
