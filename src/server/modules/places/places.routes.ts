import type { FastifyInstance } from 'fastify';
import {
  PLACE_IMAGE_RATE_LIMIT,
  placeImageRoute,
  placePostsRoute,
} from '../../../contract/places.ts';
import { HttpError } from '../../http-error.ts';
import { addRoute } from '../../http/route.ts';
import {
  placeImagesProviderNames,
  placeImagesProviders,
} from '../../providers/places/providers.ts';
import { createPlacesDeps, listPlacePosts, placeImage } from './places.service.ts';

/** Shown when an image load asks for a place no photograph shows. */
export const NO_PLACE_PHOTO = 'No photograph of this place yet';

/** True when the request is an image load (`<img src>`), not a call that wants JSON. */
function wantsImage(accept: string | undefined): boolean {
  if (!accept) return false;
  return /\bimage\//i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/** Place images and the posts made at a place (public: the destination and hotel pages). */
export async function placesRoutes(app: FastifyInstance) {
  const deps = createPlacesDeps(placeImagesProviders(app.deps.config, app.deps.providers));
  // The start log says which implementation answers (architecture: every provider kind).
  app.log.info(
    { vendors: placeImagesProviderNames(app.deps.config) },
    'Place images: bundled photographs, then these vendors, then member photos',
  );

  addRoute(
    app,
    placeImageRoute,
    { rateLimit: PLACE_IMAGE_RATE_LIMIT },
    async ({ ctx, params, request, reply }) => {
      const image = await placeImage(ctx, deps, params);
      if (wantsImage(request.headers.accept)) {
        // An <img src="/api/places/image/Lisbon">: the picture itself, or a 404 so the
        // image's own fallback (the designed tile) shows instead.
        if (!image.url) throw new HttpError(404, NO_PLACE_PHOTO);
        return reply.redirect(image.url, 302);
      }
      return image;
    },
  );
  addRoute(
    app,
    placePostsRoute,
    { rateLimit: { max: 120, windowMs: 60 * 1000 } },
    async ({ ctx, params, query }) =>
      listPlacePosts(ctx, { location: params.location, limit: query.limit }),
  );
}
