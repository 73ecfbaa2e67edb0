import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  autocompleteRoute,
  destinationBySlugRoute,
  popularDestinationsRoute,
  travelMapRoute,
  VISUAL_SEARCH_MAX_BYTES,
  visualSearchRoute,
} from '../../../contract/destinations.ts';
import { SEARCH_RATE_LIMIT } from '../../../contract/search.ts';
import { AI_RATE_LIMIT } from '../../../contract/ai.ts';
import { addRoute } from '../../http/route.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { createAiProvider } from '../../providers/ai/select.ts';
import { sniffBuffer } from '../uploads/media-type.ts';
import {
  autocomplete,
  getDestination,
  listPopularDestinations,
  memberTravelMap,
  visualSearch,
} from './destinations.service.ts';

export const VISUAL_SEARCH_WRONG_TYPE_MESSAGE =
  'Please choose a photo (JPG, PNG, GIF, WebP or HEIC) to search by image.';
export const VISUAL_SEARCH_TOO_LARGE_MESSAGE = `Please choose a photo smaller than ${VISUAL_SEARCH_MAX_BYTES / (1024 * 1024)}MB.`;
export const VISUAL_SEARCH_NO_FILE_MESSAGE = 'Send the photo in the "image" field';

/**
 * Reads the one image of a visual search into memory (at most VISUAL_SEARCH_MAX_BYTES: it is
 * looked at, never stored), refusing anything the bytes do not show to be an image, with the
 * sniffing of the uploads module.
 */
async function readSearchImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the photo as multipart/form-data');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > VISUAL_SEARCH_MAX_BYTES + 64 * 1024) {
    throw new HttpError(413, VISUAL_SEARCH_TOO_LARGE_MESSAGE);
  }
  let file;
  try {
    file = await request.file({
      limits: { fileSize: VISUAL_SEARCH_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024 },
    });
  } catch {
    throw badRequest('The upload was interrupted. Please try again.');
  }
  if (!file || !['image', 'file', 'photo'].includes(file.fieldname)) {
    file?.file.resume();
    throw badRequest(VISUAL_SEARCH_NO_FILE_MESSAGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let type: Awaited<ReturnType<typeof sniffBuffer>> | undefined;
  try {
    for await (const chunk of file.file) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (type === undefined && size >= 4100) {
        type = await sniffBuffer(Buffer.concat(chunks));
        if (!type || type.kind !== 'image') {
          file.file.resume();
          throw new HttpError(415, VISUAL_SEARCH_WRONG_TYPE_MESSAGE);
        }
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('The upload was interrupted. Please try again.');
  }
  if (file.file.truncated) throw new HttpError(413, VISUAL_SEARCH_TOO_LARGE_MESSAGE);
  const image = Buffer.concat(chunks);
  if (image.length === 0) throw badRequest('The file is empty');
  type ??= await sniffBuffer(image);
  if (!type || type.kind !== 'image') throw new HttpError(415, VISUAL_SEARCH_WRONG_TYPE_MESSAGE);
  return image;
}

/** The destination catalogue: autocomplete, popular, one destination, visual search, Travel Map. */
export async function destinationsRoutes(app: FastifyInstance) {
  const provider = app.deps.ai ?? createAiProvider(app.deps.config);
  // Only this scope parses multipart (the visual search photo).
  await app.register(multipart, {
    limits: { fileSize: VISUAL_SEARCH_MAX_BYTES, files: 1 },
    throwFileSizeLimit: false,
  });
  const member = { auth: 'user' } as const;

  addRoute(
    app,
    autocompleteRoute,
    { ...member, rateLimit: { ...SEARCH_RATE_LIMIT, max: SEARCH_RATE_LIMIT.max * 5 } },
    async ({ ctx, query }) => autocomplete(ctx, query),
  );
  addRoute(app, popularDestinationsRoute, member, async ({ ctx }) => listPopularDestinations(ctx));
  addRoute(app, destinationBySlugRoute, member, async ({ ctx, params }) =>
    getDestination(ctx, params.slug),
  );
  addRoute(
    app,
    visualSearchRoute,
    {
      ...member,
      rateLimit: { ...AI_RATE_LIMIT, perMember: true },
      bodyLimit: VISUAL_SEARCH_MAX_BYTES + 64 * 1024,
    },
    async ({ ctx, request }) => visualSearch(ctx, provider, await readSearchImage(request)),
  );
  addRoute(app, travelMapRoute, member, async ({ ctx, params }) => memberTravelMap(ctx, params.id));
}
