import { failed, type PublishResult, type SocialPublisher } from './social.ts';
import {
  isObject,
  networkFailureMessage,
  retryAfterMs,
  stringAt,
  vendorJson,
  type VendorResponse,
} from './vendor-http.ts';

/**
 * TikTok's Content Posting API (Direct Post): the creator's info first
 * (`/v2/post/publish/creator_info/query/`, whose privacy options the post must use — an unaudited
 * app may only post privately), then `/v2/post/publish/video/init/` (a video pulled from its
 * URL) or `/v2/post/publish/content/init/` (photos), then `/v2/post/publish/status/fetch/`
 * until PUBLISH_COMPLETE. The publish id is checkpointed as soon as TikTok gives it, so a retry
 * polls instead of posting again; an init that left without an answer cannot be reconciled
 * (TikTok has no lookup by content), so that post stops for the operator instead of risking a
 * second copy.
 */
export type TikTokOptions = { baseUrl: string; timeoutMs?: number };

const POLL_AGAIN_MS = 10_000;
/** TikTok photo posts: a title of up to 90 characters, the text as the description. */
const PHOTO_TITLE_MAX = 90;

function tiktokError(response: VendorResponse) {
  const error = isObject(response.body) ? response.body.error : null;
  return { code: stringAt(error, 'code') ?? 'unknown', message: stringAt(error, 'message') ?? '' };
}

function tiktokFailure(response: VendorResponse): PublishResult {
  const { code, message } = tiktokError(response);
  const text = message || `TikTok answered ${response.status} (${code}).`;
  if (
    response.status === 401 ||
    code === 'access_token_invalid' ||
    code === 'token_not_authorized_for_specified_scope'
  ) {
    return failed(text, {
      retryable: true,
      authExpired: code === 'access_token_invalid' || response.status === 401,
    });
  }
  if (response.status === 429 || code === 'rate_limit_exceeded' || response.status >= 500) {
    return failed(text, { retryable: true, retryAfterMs: retryAfterMs(response.headers) });
  }
  return failed(text, { retryable: false });
}

const ok = (response: VendorResponse) =>
  response.status === 200 && tiktokError(response).code === 'ok';

export function createTikTokPublisher(options: TikTokOptions): SocialPublisher {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const post = (token: string, path: string, json: unknown) =>
    vendorJson(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json; charset=UTF-8',
      },
      json,
      timeoutMs,
    });

  return {
    platform: 'tiktok',
    mode: 'live',
    async remainingQuota() {
      return null;
    },
    async publish({ accessToken }, input, { saveCheckpoint }) {
      try {
        let publishId = input.checkpoint.publishId || null;
        if (!publishId && input.checkpoint.initSentAt) {
          return failed(
            'An earlier attempt may have reached TikTok without an answer. Check the TikTok account before publishing this post again.',
            { retryable: false },
          );
        }
        if (!publishId) {
          const creator = await post(accessToken, '/v2/post/publish/creator_info/query/', {});
          if (!ok(creator)) return tiktokFailure(creator);
          const data = isObject(creator.body) ? creator.body.data : null;
          const levels =
            isObject(data) && Array.isArray(data.privacy_level_options)
              ? data.privacy_level_options
              : [];
          const privacy = levels.includes('PUBLIC_TO_EVERYONE')
            ? 'PUBLIC_TO_EVERYONE'
            : String(levels[0] ?? 'SELF_ONLY');
          const video = input.media.find((item) => item.kind === 'video');
          const photos = input.media.filter((item) => item.kind === 'image');
          await saveCheckpoint({ initSentAt: new Date().toISOString() });
          const init = video
            ? await post(accessToken, '/v2/post/publish/video/init/', {
                post_info: {
                  title: input.text,
                  privacy_level: privacy,
                  disable_duet: false,
                  disable_comment: false,
                  disable_stitch: false,
                },
                source_info: { source: 'PULL_FROM_URL', video_url: video.url },
              })
            : await post(accessToken, '/v2/post/publish/content/init/', {
                post_info: {
                  title: [...(input.text.split('\n')[0] ?? '')].slice(0, PHOTO_TITLE_MAX).join(''),
                  description: input.text,
                  privacy_level: privacy,
                  disable_comment: false,
                  auto_add_music: true,
                },
                source_info: {
                  source: 'PULL_FROM_URL',
                  photo_cover_index: 0,
                  photo_images: photos.slice(0, 35).map((photo) => photo.url),
                },
                post_mode: 'DIRECT_POST',
                media_type: 'PHOTO',
              });
          publishId = isObject(init.body) ? stringAt(init.body.data, 'publish_id') : null;
          if (!ok(init) || !publishId) {
            // Refused outright: nothing reached TikTok, so a later attempt may init again.
            await saveCheckpoint({ initSentAt: '' });
            return tiktokFailure(init);
          }
          await saveCheckpoint({ publishId });
        }
        const status = await post(accessToken, '/v2/post/publish/status/fetch/', {
          publish_id: publishId,
        });
        if (!ok(status)) return tiktokFailure(status);
        const data = isObject(status.body) ? status.body.data : null;
        const state = stringAt(data, 'status');
        if (state === 'PUBLISH_COMPLETE') {
          const ids =
            isObject(data) && Array.isArray(data.publicaly_available_post_id)
              ? data.publicaly_available_post_id
              : [];
          const postId = ids.length > 0 ? String(ids[0]) : publishId;
          return { status: 'published', platformPostId: postId, url: null };
        }
        if (state === 'FAILED') {
          return failed(
            `TikTok could not publish the post (${stringAt(data, 'fail_reason') ?? 'no reason given'}).`,
            {
              retryable: false,
            },
          );
        }
        return { status: 'processing', retryAfterMs: POLL_AGAIN_MS };
      } catch (error) {
        return failed(networkFailureMessage(error), { retryable: true });
      }
    },
  };
}
