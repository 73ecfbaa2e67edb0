import type { Sharp } from 'sharp';
import { MEDIA_PLACEHOLDER_MAX_LENGTH, MEDIA_PLACEHOLDER_PREFIX } from '../contract/media.ts';

/**
 * The blur-up picture of a photo or a video's poster (issue 20 §3), shared by media processing
 * and the demo seed (which sits below the server and may not import it).
 */

/** Long side in pixels: the client blurs and stretches it, so more detail would only add bytes. */
export const PLACEHOLDER_LONG_SIDE = 20;
/** Low quality is invisible once blurred; this keeps a 20 × 15 picture near 150 bytes. */
const PLACEHOLDER_QUALITY = 40;

/**
 * A `data:image/webp;base64,…` URI of `image` shrunk to PLACEHOLDER_LONG_SIDE on its long side
 * (its aspect kept), or null in the unlikely case it comes out over the contract's limit. `image`
 * is whatever pixels the caller already has (raw pixels or a file): nothing is decoded twice.
 */
export async function encodePlaceholder(image: Sharp): Promise<string | null> {
  const webp = await image
    .resize({
      width: PLACEHOLDER_LONG_SIDE,
      height: PLACEHOLDER_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: PLACEHOLDER_QUALITY, alphaQuality: PLACEHOLDER_QUALITY, effort: 6 })
    .toBuffer();
  const uri = `${MEDIA_PLACEHOLDER_PREFIX}${webp.toString('base64')}`;
  return uri.length <= MEDIA_PLACEHOLDER_MAX_LENGTH ? uri : null;
}
