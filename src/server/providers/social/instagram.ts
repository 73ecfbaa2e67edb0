import {
  findRecentByText,
  graphClient,
  graphFailure,
  graphId,
  type GraphOptions,
} from './graph-api.ts';
import { failed, type PublishInput, type PublishResult, type SocialPublisher } from './social.ts';
import { isObject, networkFailureMessage, stringAt } from './vendor-http.ts';

/**
 * Instagram's Content Publishing API (a professional account through the Graph API): a media
 * container per item (`POST /{ig-user-id}/media` with image_url / video_url; REELS for a video,
 * STORIES for a story; children then a CAROUSEL parent), its `status_code` polled until FINISHED,
 * then `POST /{ig-user-id}/media_publish`. The container id is checkpointed before it is polled,
 * so a retry resumes it; a container already PUBLISHED is looked up instead of published again.
 * `content_publishing_limit` gives what is left of the 50 posts per 24 hours.
 */
const POLL_AGAIN_MS = 5_000;

function mediaFields(
  item: PublishInput['media'][number],
  contentType: PublishInput['contentType'],
): Record<string, string> {
  if (contentType === 'story') {
    return item.kind === 'video'
      ? { media_type: 'STORIES', video_url: item.url }
      : { media_type: 'STORIES', image_url: item.url };
  }
  return item.kind === 'video'
    ? { media_type: 'REELS', video_url: item.url }
    : { image_url: item.url };
}

/** A step that gave an id, or the result to report instead. */
type Uploaded = { id: string } | { error: PublishResult };

export function createInstagramPublisher(options: GraphOptions): SocialPublisher {
  const graph = graphClient(options);

  async function createContainer(
    token: string,
    igUserId: string,
    input: PublishInput,
  ): Promise<Uploaded> {
    const path = `/${encodeURIComponent(igUserId)}/media`;
    if (input.contentType === 'carousel') {
      const children: string[] = [];
      for (const item of input.media) {
        const child = await graph.post(token, path, {
          ...mediaFields(item, 'image'),
          ...(item.kind === 'video' ? { media_type: 'VIDEO' } : {}),
          is_carousel_item: 'true',
        });
        const id = graphId(child);
        if (!id) return { error: graphFailure(child) };
        children.push(id);
      }
      const parent = await graph.post(token, path, {
        media_type: 'CAROUSEL',
        children: children.join(','),
        caption: input.text,
      });
      const id = graphId(parent);
      return id ? { id } : { error: graphFailure(parent) };
    }
    const first = input.media[0];
    if (!first) return { error: failed('Instagram needs a photo or video.', { retryable: false }) };
    const response = await graph.post(token, path, {
      ...mediaFields(first, input.contentType),
      ...(input.contentType === 'story' ? {} : { caption: input.text }),
    });
    const id = graphId(response);
    return id ? { id } : { error: graphFailure(response) };
  }

  return {
    platform: 'instagram',
    mode: 'live',
    async remainingQuota({ accessToken, accountId }) {
      const response = await graph.get(
        accessToken,
        `/${encodeURIComponent(accountId)}/content_publishing_limit`,
        { fields: 'config,quota_usage' },
      );
      const entry =
        isObject(response.body) && Array.isArray(response.body.data) ? response.body.data[0] : null;
      if (response.status !== 200 || !isObject(entry)) return null;
      const total = isObject(entry.config) ? Number(entry.config.quota_total) : NaN;
      const used = Number(entry.quota_usage);
      return Number.isFinite(total) && Number.isFinite(used) ? Math.max(0, total - used) : null;
    },
    async publish({ accessToken, accountId }, input, { saveCheckpoint }) {
      try {
        let containerId = input.checkpoint.containerId || null;
        if (!containerId) {
          const created = await createContainer(accessToken, accountId, input);
          if ('error' in created) return created.error;
          containerId = created.id;
          await saveCheckpoint({ containerId });
        }
        const status = await graph.get(accessToken, `/${encodeURIComponent(containerId)}`, {
          fields: 'status_code,status',
        });
        if (status.status !== 200) return graphFailure(status);
        const code = stringAt(status.body, 'status_code');
        if (code === 'IN_PROGRESS') return { status: 'processing', retryAfterMs: POLL_AGAIN_MS };
        if (code === 'EXPIRED') {
          // Containers live 24 hours; the next attempt makes a new one.
          await saveCheckpoint({ containerId: '' });
          return failed('The Instagram container expired before it was published.', {
            retryable: true,
            retryAfterMs: 0,
          });
        }
        if (code === 'ERROR') {
          return failed(
            `Instagram could not process the media${stringAt(status.body, 'status') ? `: ${stringAt(status.body, 'status')}` : '.'}`,
            { retryable: false },
          );
        }
        if (code === 'PUBLISHED') {
          const mediaId = await findRecentByText(
            graph,
            accessToken,
            `/${encodeURIComponent(accountId)}/media`,
            'caption',
            input.text,
          );
          return { status: 'published', platformPostId: mediaId ?? containerId, url: null };
        }
        const published = await graph.post(
          accessToken,
          `/${encodeURIComponent(accountId)}/media_publish`,
          { creation_id: containerId },
        );
        const mediaId = graphId(published);
        if (!mediaId) return graphFailure(published);
        const permalink = await graph.get(accessToken, `/${encodeURIComponent(mediaId)}`, {
          fields: 'permalink',
        });
        return {
          status: 'published',
          platformPostId: mediaId,
          url: permalink.status === 200 ? stringAt(permalink.body, 'permalink') : null,
        };
      } catch (error) {
        return failed(networkFailureMessage(error), { retryable: true });
      }
    },
  };
}
