import {
  findRecentByText,
  graphClient,
  graphFailure,
  graphId,
  type GraphOptions,
} from './graph-api.ts';
import { failed, type SocialPublisher } from './social.ts';
import { networkFailureMessage } from './vendor-http.ts';

/**
 * A Facebook Page through the Graph API with a Page access token: text to `/{page-id}/feed`, one
 * photo to `/{page-id}/photos`, a video to `/{page-id}/videos`, several photos uploaded
 * unpublished and attached to one feed post. The Graph API has no idempotency key, so the moment
 * the post request leaves is checkpointed, and an attempt that finds the mark first looks for the
 * post among the Page's latest.
 */
export function createFacebookPublisher(options: GraphOptions): SocialPublisher {
  const graph = graphClient(options);
  return {
    platform: 'facebook',
    mode: 'live',
    async remainingQuota() {
      return null;
    },
    async publish({ accessToken, accountId: pageId }, input, { saveCheckpoint }) {
      const page = `/${encodeURIComponent(pageId)}`;
      const published = (id: string) => ({
        status: 'published' as const,
        platformPostId: id,
        url: `https://www.facebook.com/${encodeURIComponent(id)}`,
      });
      try {
        if (input.checkpoint.postSentAt) {
          const earlier = await findRecentByText(
            graph,
            accessToken,
            `${page}/posts`,
            'message',
            input.text,
          );
          if (earlier) return published(earlier);
        }
        const photos = input.media.filter((item) => item.kind === 'image');
        const video = input.media.find((item) => item.kind === 'video');
        let attached: string[] = input.checkpoint.photoIds?.split(',').filter(Boolean) ?? [];
        if (!video && photos.length > 1 && attached.length === 0) {
          for (const photo of photos) {
            const response = await graph.post(accessToken, `${page}/photos`, {
              url: photo.url,
              published: 'false',
            });
            const id = graphId(response);
            if (!id) return graphFailure(response);
            attached.push(id);
          }
          await saveCheckpoint({ photoIds: attached.join(',') });
        }
        await saveCheckpoint({ postSentAt: new Date().toISOString() });
        let response;
        if (video) {
          response = await graph.post(accessToken, `${page}/videos`, {
            file_url: video.url,
            description: input.text,
          });
        } else if (photos.length === 1) {
          response = await graph.post(accessToken, `${page}/photos`, {
            url: photos[0]!.url,
            caption: input.text,
          });
        } else {
          attached = attached.slice(0, 10);
          response = await graph.post(accessToken, `${page}/feed`, {
            message: input.text,
            ...Object.fromEntries(
              attached.map((id, index) => [
                `attached_media[${index}]`,
                JSON.stringify({ media_fbid: id }),
              ]),
            ),
          });
        }
        const id =
          graphId(response, photos.length === 1 && !video ? 'post_id' : 'id') ?? graphId(response);
        return id ? published(id) : graphFailure(response);
      } catch (error) {
        return failed(networkFailureMessage(error), { retryable: true });
      }
    },
  };
}
