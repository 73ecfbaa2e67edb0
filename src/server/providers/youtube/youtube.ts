import type { AppConfig } from '../../config.ts';
import { createYouTubeApiPublisher } from './api.ts';

/** A video to publish on the operator's channel. */
export type YouTubeVideo = {
  /** A local file (the storage's own, or a temporary copy): uploads resume by byte offset. */
  file: string;
  size: number;
  contentType: string;
  title: string;
  description: string;
  tags: string[];
};

/**
 * Where consented videos go. `local` (no YouTube credentials): the consent is stored with the
 * post and nothing is published. `youtube`: the YouTube Data API v3 with the operator's OAuth
 * refresh token.
 */
export type YouTubePublisher = { kind: 'local' } | YouTubeApiPublisher;
export type YouTubeApiPublisher = {
  kind: 'youtube';
  publish(video: YouTubeVideo): Promise<{ videoId: string }>;
};

export function createYouTubePublisher(config: Pick<AppConfig, 'youtube'>): YouTubePublisher {
  return config.youtube ? createYouTubeApiPublisher(config.youtube) : { kind: 'local' };
}

/** For the start log. */
export function describeYouTube(config: Pick<AppConfig, 'youtube'>): string {
  return config.youtube
    ? `consented videos published to the operator's channel (${config.youtube.privacyStatus})`
    : 'consent stored only (set YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET, YOUTUBE_REFRESH_TOKEN)';
}

/** YouTube's limits: titles ≤ 100 characters, descriptions ≤ 5000 bytes, no angle brackets. */
export function youTubeText(content: string): { title: string; description: string } {
  const clean = content.replace(/[<>]/g, '').trim();
  const firstLine = clean.split('\n').find((line) => line.trim() !== '') ?? '';
  const title = [...(firstLine.trim() || 'Travel moment')].slice(0, 100).join('').trim();
  let description = `${clean}\n\nShared on Roamly`;
  while (Buffer.byteLength(description) > 5000)
    description = [...description].slice(0, -50).join('');
  return { title, description };
}
