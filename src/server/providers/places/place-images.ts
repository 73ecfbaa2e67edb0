import type { FastifyBaseLogger } from 'fastify';
import type { TPlaceImageVendor } from '../../../contract/places.ts';

export { isVendorImageUrl } from '../../../contract/places.ts';

/**
 * Vendors that can answer a photograph for a place's name (Google Places, Unsplash, Wikimedia
 * Commons). Each keeps the author and the licence with the photo, since both travel with it
 * wherever it is shown, and answers null (logged) on any refusal so the caller falls back.
 */
export type PlaceImageVendor = TPlaceImageVendor;

export type ProviderPhoto = {
  url: string;
  attribution: { name: string; url: string | null } | null;
  licence: { name: string; url: string | null } | null;
};

export type PlaceImagesProvider = {
  source: PlaceImageVendor;
  findPhoto(query: string, options: { log: FastifyBaseLogger }): Promise<ProviderPhoto | null>;
};
