import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { YouTubeConfig } from '../../config.ts';
import type { YouTubeApiPublisher, YouTubeVideo } from './youtube.ts';

/** Chunks must be multiples of 256 KiB (the last one excepted). */
const CHUNK_BYTES = 32 * 256 * 1024;
const REQUEST_TIMEOUT_MS = 60_000;
const CHUNK_TIMEOUT_MS = 5 * 60_000;
/** Interruptions in a row before the attempt gives up (the job retries it later). */
const MAX_INTERRUPTIONS = 4;
/** "Travel & Events". */
const CATEGORY_ID = '19';

export class YouTubeError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'YouTubeError';
  }
}

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const json = JSON.parse(text) as {
      error?: string | { message?: string };
      error_description?: string;
    };
    if (typeof json.error === 'string') {
      return `${json.error}${json.error_description ? `: ${json.error_description}` : ''}`;
    }
    if (json.error?.message) return json.error.message;
  } catch {
    // not JSON
  }
  return text.slice(0, 300) || response.statusText;
}

/** The byte after the last one the server holds, from a 308's `Range: bytes=0-n`. */
function nextOffset(response: Response): number {
  const match = /bytes=0-(\d+)/.exec(response.headers.get('range') ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

async function readChunk(
  file: string,
  offset: number,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    if (bytesRead !== length) throw new Error('the video file is shorter than its size');
    return buffer;
  } finally {
    await handle.close();
  }
}

/** YouTube keeps tags to 500 characters in all. */
function youTubeTags(tags: string[]): string[] {
  const kept: string[] = [];
  let total = 0;
  for (const tag of tags.map((t) => t.replace(/[<>,"]/g, '').trim()).filter(Boolean)) {
    total += tag.length + 1;
    if (total > 500) break;
    kept.push(tag);
  }
  return kept;
}

/**
 * The YouTube Data API v3: an access token from the operator's refresh token (OAuth 2.0 token
 * endpoint, `grant_type=refresh_token`), then a resumable upload (`videos.insert` with
 * `uploadType=resumable`, the file sent in 8 MiB chunks with `Content-Range`). After an
 * interruption or a 5xx the upload asks the session how far it got (an empty PUT whose
 * Content-Range gives only the total size; 308 with `Range`) and continues from there.
 */
export function createYouTubeApiPublisher(config: YouTubeConfig): YouTubeApiPublisher {
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(force = false): Promise<string> {
    if (!force && cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
        grant_type: 'refresh_token',
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new YouTubeError(
        `YouTube token refresh failed (${response.status}): ${await errorText(response)}`,
        response.status,
      );
    }
    const json = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new YouTubeError('YouTube token response had no token', null);
    cached = {
      token: json.access_token,
      expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000,
    };
    return cached.token;
  }

  async function startSession(video: YouTubeVideo, token: string): Promise<Response> {
    const url = new URL('/upload/youtube/v3/videos', config.apiBaseUrl);
    url.searchParams.set('uploadType', 'resumable');
    url.searchParams.set('part', 'snippet,status');
    return fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(video.size),
        'x-upload-content-type': video.contentType,
      },
      body: JSON.stringify({
        snippet: {
          title: video.title,
          description: video.description,
          tags: youTubeTags(video.tags),
          categoryId: CATEGORY_ID,
        },
        status: { privacyStatus: config.privacyStatus, selfDeclaredMadeForKids: false },
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  return {
    kind: 'youtube',
    async publish(video) {
      let token = await accessToken();
      let started = await startSession(video, token);
      if (started.status === 401) {
        token = await accessToken(true);
        started = await startSession(video, token);
      }
      const session = started.headers.get('location');
      if (!started.ok || !session) {
        throw new YouTubeError(
          `YouTube upload could not start (${started.status}): ${await errorText(started)}`,
          started.status,
        );
      }

      let offset = 0;
      let interruptions = 0;
      for (;;) {
        let response: Response | null = null;
        try {
          if (interruptions > 0) {
            // Where did the interrupted request stop?
            response = await fetch(session, {
              method: 'PUT',
              headers: {
                authorization: `Bearer ${token}`,
                'content-range': `bytes */${video.size}`,
              },
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
          } else {
            const end = Math.min(offset + CHUNK_BYTES, video.size) - 1;
            const chunk = await readChunk(video.file, offset, end - offset + 1);
            response = await fetch(session, {
              method: 'PUT',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': video.contentType,
                'content-range': `bytes ${offset}-${end}/${video.size}`,
              },
              body: chunk,
              signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS),
            });
          }
        } catch {
          response = null; // a network error: ask the session how far it got
        }

        if (response && (response.status === 200 || response.status === 201)) {
          const json = (await response.json()) as { id?: string };
          if (!json.id) throw new YouTubeError('YouTube answered without a video id', null);
          return { videoId: json.id };
        }
        if (response?.status === 308) {
          offset = nextOffset(response);
          interruptions = 0;
          continue;
        }
        if (response && response.status === 401) {
          token = await accessToken(true);
          interruptions += 1;
        } else if (!response || response.status >= 500) {
          interruptions += 1;
        } else {
          throw new YouTubeError(
            `YouTube upload failed (${response.status}): ${await errorText(response)}`,
            response.status,
          );
        }
        if (interruptions > MAX_INTERRUPTIONS) {
          throw new YouTubeError(
            `YouTube upload interrupted ${interruptions} times in a row`,
            response?.status ?? null,
          );
        }
        await sleep(config.retryDelayMs * 2 ** (interruptions - 1));
      }
    },
  };
}
