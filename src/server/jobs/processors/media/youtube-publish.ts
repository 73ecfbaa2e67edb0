import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  findPostForYouTube,
  findPostMedia,
  setPostYouTubeVideoId,
} from '../../../../db/queries/media.ts';
import { withLocalFile } from '../../../modules/media/media-files.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import {
  createYouTubePublisher,
  youTubeText,
  type YouTubePublisher,
} from '../../../providers/youtube/youtube.ts';
import type { JobHandler } from '../../jobs.ts';
import { defineJob } from '../../define.ts';

/**
 * The `youtube-publish` job: uploads the first video of a post whose author consented to the
 * operator's channel and records the YouTube id. Nothing happens for a post that is gone, has no
 * consent or uploaded video, or was already published; failures are retried by the job policy.
 */
export function createYouTubePublishProcessor({
  db,
  storage,
  publisher,
  log,
}: {
  db: Db;
  storage: Storage;
  publisher: YouTubePublisher;
  log: FastifyBaseLogger;
}): JobHandler<'youtube-publish'> {
  return async ({ postId }, attempt) => {
    if (publisher.kind !== 'youtube') return;
    const post = await findPostForYouTube(db, { postId });
    if (!post?.youtubeConsent || post.youtubeVideoId) return;
    const video = (await findPostMedia(db, { postId })).find(
      (row) => row.kind === 'video' && row.status !== 'failed',
    );
    if (!video) return;
    try {
      const { videoId } = await withLocalFile(storage, video.sourceKey, async (file) => {
        const { title, description } = youTubeText(post.content);
        return publisher.publish({
          file,
          size: (await fs.stat(file)).size,
          contentType: video.contentType.startsWith('video/') ? video.contentType : 'video/*',
          title,
          description,
          tags: post.tags,
        });
      });
      const stored = await setPostYouTubeVideoId(db, { postId, videoId });
      log.info({ postId, videoId, stored }, 'video published to YouTube');
    } catch (error) {
      log.warn(
        {
          err: error,
          postId,
          attempt: attempt.retryCount + 1,
          final: attempt.retryCount >= attempt.retryLimit,
        },
        'publishing a video to YouTube failed',
      );
      throw error;
    }
  };
}

/** A 1 GB upload takes a while; 1, 2, 4 minutes between attempts ride out a YouTube hiccup. */
export const youTubePublishJob = defineJob({
  name: 'youtube-publish',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  create: ({ db, storage, config, log }) =>
    createYouTubePublishProcessor({ db, storage, publisher: createYouTubePublisher(config), log }),
});
