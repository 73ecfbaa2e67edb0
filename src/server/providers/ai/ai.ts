import type { FastifyBaseLogger } from 'fastify';
import type { TMediaKind } from '../../../contract/media.ts';
import type { TMediaAnalysis } from '../../../contract/ai.ts';

/**
 * AI suggestions for posts: the local provider (offline, always available) or a vision model
 * behind OpenAI's chat-completions API (OPENAI_API_KEY), which falls back to the local one when
 * it fails. Providers never read storage or the database: the service hands them the signals.
 */

/** What is known about one uploaded file. */
export type MediaSignals = {
  kind: TMediaKind;
  /** A small JPEG of the photo (or of the video's poster frame); null when there is none. */
  image: Buffer | null;
  /** GPS from the EXIF (or the video's metadata); null when absent. */
  latitude: number | null;
  longitude: number | null;
  /** When it was taken, as the camera's wall clock ('2024-07-15T19:30:00'); null when absent. */
  takenAt: string | null;
  /** Stable per file (its URL), so the same file is always described the same way. */
  seed: string;
};

/** An analysis and the provider that produced it ('local' also after an OpenAI failure). */
export type MediaAnalysis = TMediaAnalysis & { provider: string };

export type EnhanceInput = {
  post: { content: string; location: string | null; tags: string[] };
  /** The post's photo or video, when it has an uploaded one. */
  media: MediaSignals | null;
  /** Thumbnail candidates already stored (video frames, or crops of the photo), best first. */
  thumbnails: string[];
};

export type Enhancement = { captions: string[]; thumbnails: string[]; provider: string };

export type AiCallOptions = { log: FastifyBaseLogger };

export type AiProvider = {
  /** 'local' or 'openai:<model>', for logs and the AI test page. */
  name: string;
  analyzeMedia(media: MediaSignals, options: AiCallOptions): Promise<MediaAnalysis>;
  enhancePost(input: EnhanceInput, options: AiCallOptions): Promise<Enhancement>;
};

/** Three captions, as the dialog and the enhance action offer them. */
export const CAPTION_COUNT = 3;
