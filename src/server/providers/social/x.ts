import { failed, type PublishInput, type PublishResult, type SocialPublisher } from './social.ts';
import {
  isObject,
  networkFailureMessage,
  retryAfterMs,
  stringAt,
  vendorJson,
  type VendorResponse,
} from './vendor-http.ts';

/**
 * X (Twitter) API v2 with an OAuth 2.0 user token: media through `POST /2/media/upload` (one
 * request for a photo; initialize → append → finalize → status for a video), then
 * `POST /2/tweets` with the media ids. X has no idempotency key, so the moment the tweet request
 * leaves is checkpointed; an attempt that finds that mark first looks for the tweet among the
 * account's latest ones (and X's "duplicate content" refusal is read the same way), so a retry
 * never tweets twice.
 */
export type XOptions = { baseUrl: string; timeoutMs?: number };

const CHUNK_BYTES = 4 * 1024 * 1024;

function xMessage(response: VendorResponse): string {
  const body = response.body;
  const detail = stringAt(body, 'detail') ?? stringAt(body, 'title');
  if (detail) return detail;
  if (isObject(body) && Array.isArray(body.errors) && isObject(body.errors[0])) {
    return stringAt(body.errors[0], 'message') ?? `X answered ${response.status}.`;
  }
  return `X answered ${response.status}.`;
}

function failure(response: VendorResponse): PublishResult {
  const message = xMessage(response);
  if (response.status === 401) return failed(message, { retryable: true, authExpired: true });
  if (response.status === 429 || response.status >= 500) {
    return failed(message, { retryable: true, retryAfterMs: retryAfterMs(response.headers) });
  }
  return failed(message, { retryable: false });
}

/** URLs become t.co links on X, so texts are compared with every URL blanked. */
const comparable = (text: string) => text.replace(/https?:\/\/\S+/g, '<url>').trim();

/** A step that gave an id, or the result to report instead. */
type Uploaded = { id: string } | { error: PublishResult };

export function createXPublisher(options: XOptions): SocialPublisher {
  const api = (path: string) => `${options.baseUrl}${path}`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function upload(token: string, item: PublishInput['media'][number]): Promise<Uploaded> {
    const bytes = await item.read();
    if (item.kind === 'image') {
      const form = new FormData();
      form.set('media', new Blob([bytes.slice()]));
      form.set('media_category', 'tweet_image');
      const response = await fetch(api('/2/media/upload'), {
        method: 'POST',
        headers: auth(token),
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      const wrapped = { status: response.status, headers: response.headers, body };
      const id = isObject(body) ? stringAt(body.data, 'id') : null;
      return response.ok && id ? { id } : { error: failure(wrapped) };
    }
    const init = await vendorJson(api('/2/media/upload/initialize'), {
      method: 'POST',
      headers: auth(token),
      json: { media_type: 'video/mp4', total_bytes: bytes.length, media_category: 'tweet_video' },
      timeoutMs,
    });
    const id = isObject(init.body) ? stringAt(init.body.data, 'id') : null;
    if (init.status >= 300 || !id) return { error: failure(init) };
    for (let index = 0; index * CHUNK_BYTES < bytes.length; index += 1) {
      const form = new FormData();
      form.set('media', new Blob([bytes.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES)]));
      form.set('segment_index', String(index));
      const response = await fetch(api(`/2/media/upload/${id}/append`), {
        method: 'POST',
        headers: auth(token),
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        return { error: failure({ status: response.status, headers: response.headers, body }) };
      }
    }
    const done = await vendorJson(api(`/2/media/upload/${id}/finalize`), {
      method: 'POST',
      headers: auth(token),
      timeoutMs,
    });
    if (done.status >= 300) return { error: failure(done) };
    return { id };
  }

  /** The tweet with this text among the account's latest, if an earlier attempt posted it. */
  async function findPosted(token: string, userId: string, text: string) {
    const response = await vendorJson(
      api(`/2/users/${encodeURIComponent(userId)}/tweets?max_results=10`),
      { method: 'GET', headers: auth(token), timeoutMs },
    );
    if (response.status !== 200 || !isObject(response.body) || !Array.isArray(response.body.data)) {
      return null;
    }
    const wanted = comparable(text);
    const match = response.body.data.find(
      (tweet) => isObject(tweet) && comparable(stringAt(tweet, 'text') ?? '') === wanted,
    );
    return stringAt(match, 'id');
  }

  const published = (id: string): PublishResult => ({
    status: 'published',
    platformPostId: id,
    url: `https://x.com/i/web/status/${id}`,
  });

  return {
    platform: 'twitter',
    mode: 'live',
    async remainingQuota() {
      return null;
    },
    async publish({ accessToken, accountId }, input, { saveCheckpoint }) {
      try {
        if (input.checkpoint.tweetSentAt) {
          const earlier = await findPosted(accessToken, accountId, input.text);
          if (earlier) return published(earlier);
        }
        let mediaIds = input.checkpoint.mediaIds?.split(',').filter(Boolean) ?? [];
        if (mediaIds.length === 0 && input.media.length > 0) {
          for (const item of input.media) {
            const uploaded = await upload(accessToken, item);
            if ('error' in uploaded) return uploaded.error;
            mediaIds.push(uploaded.id);
          }
          await saveCheckpoint({ mediaIds: mediaIds.join(',') });
        }
        mediaIds = mediaIds.slice(0, 4);
        await saveCheckpoint({ tweetSentAt: new Date().toISOString() });
        const response = await vendorJson(api('/2/tweets'), {
          method: 'POST',
          headers: auth(accessToken),
          json: {
            text: input.text,
            ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
          },
          timeoutMs,
        });
        const id = isObject(response.body) ? stringAt(response.body.data, 'id') : null;
        if (response.status < 300 && id) return published(id);
        if (response.status === 403 && /duplicate content/i.test(xMessage(response))) {
          const earlier = await findPosted(accessToken, accountId, input.text);
          if (earlier) return published(earlier);
        }
        return failure(response);
      } catch (error) {
        return failed(networkFailureMessage(error), { retryable: true });
      }
    },
  };
}
