import type { FastifyInstance } from 'fastify';
import {
  PLACE_IMAGE_RATE_LIMIT,
  placeImageRoute,
  placePostsRoute,
} from '../../../contract/places.ts';
import { addRoute } from '../../http/route.ts';
import { createGooglePlacesProvider } from '../../providers/places/google-places.ts';
import { createPlacesDeps, listPlacePosts, placeImage } from './places.service.ts';

/** True when the request is an image load (`<img src>`), not a call that wants JSON. */
function wantsImage(accept: string | undefined): boolean {
  if (!accept) return false;
  return /\bimage\//i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/** Place images and the posts made at a place (public: the destination and hotel pages). */
export async function placesRoutes(app: FastifyInstance) {
  const google = app.deps.config.googlePlaces;
  const deps = createPlacesDeps(
    google ? createGooglePlacesProvider({ apiKey: google.apiKey, baseUrl: google.baseUrl }) : null,
  );

  addRoute(
    app,
    placeImageRoute,
    { rateLimit: PLACE_IMAGE_RATE_LIMIT },
    async ({ ctx, params, request, reply }) => {
      const image = await placeImage(ctx, deps, params);
      if (wantsImage(request.headers.accept)) {
        // An <img src="/api/places/image/Lisbon">: send the browser to the picture itself.
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
