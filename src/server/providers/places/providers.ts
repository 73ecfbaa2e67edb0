import type { AppConfig } from '../../config.ts';
import { outboundGuardFor } from '../../http/outbound-guard.ts';
import { createGooglePlacesProvider } from './google-places.ts';
import type { PlaceImagesProvider } from './place-images.ts';
import { createUnsplashProvider } from './unsplash.ts';
import { createCommonsProvider } from './wikimedia-commons.ts';
import type { ProviderCalls } from '../provider-calls.ts';

/** Which place-photo vendors this instance asks, in order (for the start log too). */
export function placeImagesProviderNames(
  config: Pick<AppConfig, 'googlePlaces' | 'unsplash' | 'wikimediaCommons'>,
): string[] {
  return [
    config.googlePlaces ? 'google' : null,
    config.unsplash ? 'unsplash' : null,
    config.wikimediaCommons ? 'wikimedia' : null,
  ].filter((name): name is string => name !== null);
}

/**
 * The configured place-photo vendors: Google Places (GOOGLE_PLACES_API_KEY), Unsplash
 * (UNSPLASH_ACCESS_KEY) and Wikimedia Commons (WIKIMEDIA_COMMONS). The bundled set and member
 * photos need none of them. Unsplash and Commons base URLs are operator-configurable, so their
 * requests go through the SSRF guard.
 */
export function placeImagesProviders(
  config: Pick<
    AppConfig,
    'googlePlaces' | 'unsplash' | 'wikimediaCommons' | 'outboundAllowedAddresses'
  >,
  calls?: ProviderCalls,
): PlaceImagesProvider[] {
  const providers: PlaceImagesProvider[] = [];
  if (config.googlePlaces) {
    const google = createGooglePlacesProvider({
      ...config.googlePlaces,
      ...(calls ? { calls } : {}),
    });
    providers.push({
      source: 'google',
      async findPhoto(query, options) {
        const photo = await google.findPhoto(query, options);
        return photo ? { ...photo, licence: null } : null;
      },
    });
  }
  const guard = outboundGuardFor(config);
  if (config.unsplash) {
    providers.push(
      createUnsplashProvider({ ...config.unsplash, guard, ...(calls ? { calls } : {}) }),
    );
  }
  if (config.wikimediaCommons) {
    providers.push(
      createCommonsProvider({ ...config.wikimediaCommons, guard, ...(calls ? { calls } : {}) }),
    );
  }
  return providers;
}
