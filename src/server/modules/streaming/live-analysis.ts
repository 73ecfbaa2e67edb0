import sharp from 'sharp';
import {
  STREAMING_ERRORS,
  STREAM_FRAME_MAX_BYTES,
  type TLiveAnalysis,
} from '../../../contract/streaming.ts';
import { badRequest } from '../../http-error.ts';
import type { MediaAnalysis } from '../../providers/ai/ai.ts';

/**
 * Turns one frame of a live stream into the studio's AI panel (spec 2 §3 'Live studio state'):
 * the frame goes through the same AI provider as post suggestions (offline: place from the
 * coordinates, scene from the colours), and its tags become mood and activities.
 */

const PREVIEW_SIZE = 768;
const MAX_INPUT_PIXELS = 40_000_000;

/** `data:image/jpeg;base64,…` or bare base64 → a JPEG the providers read; 400 otherwise. */
export async function decodeFrame(image: string): Promise<Buffer> {
  const base64 = image.replace(/^data:image\/(?:jpeg|jpg|png|webp);base64,/i, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest(STREAMING_ERRORS.badFrame);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > STREAM_FRAME_MAX_BYTES) {
    throw badRequest(STREAMING_ERRORS.badFrame);
  }
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  if (!jpeg && !png && !webp) throw badRequest(STREAMING_ERRORS.badFrame);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest(STREAMING_ERRORS.badFrame);
  }
}

/** Scene and place tags → a mood word, first match wins. */
const MOODS: Array<[string[], string]> = [
  [['sunset', 'goldenhour'], 'Romantic'],
  [['night', 'citylights'], 'Vibrant'],
  [['beach', 'sea'], 'Relaxed'],
  [['snow', 'desert'], 'Adventurous'],
  [['forest', 'nature', 'water'], 'Serene'],
  [['city'], 'Energetic'],
  [['bluesky', 'summer'], 'Cheerful'],
  [['winter', 'autumn'], 'Cosy'],
];

const ACTIVITIES: Record<string, string[]> = {
  beach: ['Swimming', 'Sunbathing'],
  sea: ['Boat trips'],
  water: ['Kayaking'],
  desert: ['Desert safari'],
  snow: ['Skiing', 'Snowshoeing'],
  forest: ['Hiking'],
  nature: ['Nature walks'],
  sunset: ['Sunset watching'],
  goldenhour: ['Photography'],
  night: ['Nightlife'],
  citylights: ['Evening strolls'],
  city: ['Sightseeing', 'Food tasting'],
  bluesky: ['Outdoor exploring'],
};

export function toLiveAnalysis(analysis: MediaAnalysis): TLiveAnalysis {
  const tags = analysis.tags.map((tag) => tag.toLowerCase());
  const mood = MOODS.find(([keys]) => keys.some((key) => tags.includes(key)))?.[1] ?? 'Curious';
  const activities = [...new Set(tags.flatMap((tag) => ACTIVITIES[tag] ?? []))].slice(0, 5);
  return {
    // The place the coordinates (or a vision model) name; the offline provider knows no monuments.
    recognizedLandmarks: analysis.location ? [analysis.location] : [],
    suggestedTags: analysis.tags.slice(0, 10),
    mood,
    activities: activities.length ? activities : ['Exploring'],
    detectedLocation: analysis.location,
    provider: analysis.provider,
  };
}
