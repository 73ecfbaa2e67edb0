import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TPostMedia } from '../../../contract/media.ts';
import { getPostRoute, type TPost } from '../../../contract/posts.ts';
import { api, ApiError } from '../../lib/api.ts';
import { patchEverywhere } from '../../lib/optimistic.ts';

/** How often a post whose media is still processing is re-read, and for how long at most. */
export const MEDIA_POLL_INTERVAL_MS = 1500;
/** 80 × 1.5 s = 2 minutes: a 12-megapixel photo takes under 2 s, a long video's poster longer. */
export const MEDIA_POLL_MAX_ATTEMPTS = 80;

export function isProcessing(media: readonly TPostMedia[]): boolean {
  return media.some((item) => item.status === 'processing');
}

/** What processing changes on a post; the rest (likes, saves, text) stays as the client has it. */
function mediaFields(post: TPost): Partial<TPost> {
  return {
    media: post.media,
    imageUrl: post.imageUrl,
    videoUrl: post.videoUrl,
    aiThumbnails: post.aiThumbnails,
  };
}

/** Puts a fresh read's media into every cached copy of the post (feeds, profile, permalink). */
export function patchPostMedia(queryClient: QueryClient, fresh: TPost) {
  patchEverywhere<TPost>(queryClient, fresh.id, (item) => ({ ...item, ...mediaFields(fresh) }));
}

/**
 * While any of the post's media is processing, GET /api/posts/{id} every 1.5 s (at most two
 * minutes) and patch every cached copy, so the photo appears as soon as its first variant exists.
 * Stops when nothing is processing any more, when the card unmounts, or when the post is gone.
 */
export function usePollWhileProcessing(post: TPost) {
  const queryClient = useQueryClient();
  const processing = isProcessing(post.media);
  const id = post.id;

  useEffect(() => {
    if (!processing) return;
    let cancelled = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = async () => {
      attempts += 1;
      try {
        const fresh = await api(getPostRoute, { params: { id } });
        if (cancelled) return;
        patchPostMedia(queryClient, fresh);
        // Done: the card re-renders without processing media and this effect ends.
        if (!isProcessing(fresh.media)) return;
      } catch (error) {
        if (cancelled) return;
        // Deleted, hidden or signed out: nothing more to wait for.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
      }
      if (!cancelled && attempts < MEDIA_POLL_MAX_ATTEMPTS) {
        timer = setTimeout(() => void tick(), MEDIA_POLL_INTERVAL_MS);
      }
    };

    timer = setTimeout(() => void tick(), MEDIA_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [processing, id, queryClient]);
}
