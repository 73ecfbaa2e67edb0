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
 * LinkedIn's Posts API (`POST /rest/posts`) with its version headers (`LinkedIn-Version: YYYYMM`,
 * `X-Restli-Protocol-Version: 2.0.0`): photos through `/rest/images?action=initializeUpload` and
 * a PUT of the bytes, a video through `/rest/videos` initialize → parts → finalize, commentary in
 * LinkedIn's "little text" format (reserved characters escaped, hashtags as hashtag templates).
 * The new post's URN comes back in `x-restli-id`; LinkedIn's "duplicate" refusal names the post
 * an earlier attempt made, which is then taken as published.
 */
export type LinkedInOptions = {
  /** https://api.linkedin.com, or a local fake in tests. */
  baseUrl: string;
  /** The API version month, e.g. '202411'. */
  version: string;
  timeoutMs?: number;
};

/** Characters LinkedIn's little text format reserves. */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

/** Commentary in little text: hashtags become templates, other reserved characters escaped. */
export function littleText(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]+)/gu)) {
    const start = match.index + match[1]!.length;
    parts.push(text.slice(last, start).replace(RESERVED, (char) => `\\${char}`));
    parts.push(`{hashtag|\\#|${match[2]}}`);
    last = start + 1 + match[2]!.length;
  }
  parts.push(text.slice(last).replace(RESERVED, (char) => `\\${char}`));
  return parts.join('');
}

function linkedInFailure(response: VendorResponse): PublishResult {
  const message = stringAt(response.body, 'message') ?? `LinkedIn answered ${response.status}.`;
  if (response.status === 401) return failed(message, { retryable: true, authExpired: true });
  if (response.status === 429 || response.status >= 500) {
    return failed(message, { retryable: true, retryAfterMs: retryAfterMs(response.headers) });
  }
  return failed(message, { retryable: false });
}

/** A step that gave an id, or the result to report instead. */
type Uploaded = { id: string } | { error: PublishResult };

export function createLinkedInPublisher(options: LinkedInOptions): SocialPublisher {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    'linkedin-version': options.version,
    'x-restli-protocol-version': '2.0.0',
  });
  const call = (token: string, method: 'GET' | 'POST', path: string, json?: unknown) =>
    vendorJson(`${options.baseUrl}${path}`, { method, headers: headers(token), json, timeoutMs });

  async function put(token: string, url: string, bytes: Uint8Array) {
    // Upload URLs are LinkedIn's own (returned by the initialize call), never a user's.
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: bytes.slice(),
      signal: AbortSignal.timeout(timeoutMs * 4),
    });
    await response.arrayBuffer();
    return response;
  }

  async function upload(
    token: string,
    owner: string,
    item: PublishInput['media'][number],
  ): Promise<Uploaded> {
    const bytes = await item.read();
    if (item.kind === 'image') {
      const init = await call(token, 'POST', '/rest/images?action=initializeUpload', {
        initializeUploadRequest: { owner },
      });
      const value = isObject(init.body) ? init.body.value : null;
      const uploadUrl = stringAt(value, 'uploadUrl');
      const image = stringAt(value, 'image');
      if (!uploadUrl || !image) return { error: linkedInFailure(init) };
      const sent = await put(token, uploadUrl, bytes);
      if (!sent.ok)
        return {
          error: failed(`LinkedIn refused the photo (${sent.status}).`, {
            retryable: sent.status >= 500,
          }),
        };
      return { id: image };
    }
    const init = await call(token, 'POST', '/rest/videos?action=initializeUpload', {
      initializeUploadRequest: {
        owner,
        fileSizeBytes: bytes.length,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    });
    const value = isObject(init.body) ? init.body.value : null;
    const video = stringAt(value, 'video');
    const instructions =
      isObject(value) && Array.isArray(value.uploadInstructions) ? value.uploadInstructions : [];
    if (!video || instructions.length === 0) return { error: linkedInFailure(init) };
    const etags: string[] = [];
    for (const part of instructions) {
      if (!isObject(part)) continue;
      const first = Number(part.firstByte);
      const last = Number(part.lastByte);
      const sent = await put(token, String(part.uploadUrl), bytes.subarray(first, last + 1));
      if (!sent.ok)
        return {
          error: failed(`LinkedIn refused the video (${sent.status}).`, {
            retryable: sent.status >= 500,
          }),
        };
      etags.push(sent.headers.get('etag') ?? '');
    }
    const done = await call(token, 'POST', '/rest/videos?action=finalizeUpload', {
      finalizeUploadRequest: {
        video,
        uploadToken: stringAt(value, 'uploadToken') ?? '',
        uploadedPartIds: etags,
      },
    });
    if (done.status >= 300) return { error: linkedInFailure(done) };
    return { id: video };
  }

  return {
    platform: 'linkedin',
    mode: 'live',
    async remainingQuota() {
      return null;
    },
    async publish({ accessToken, accountId: author }, input, { saveCheckpoint }) {
      const published = (urn: string): PublishResult => ({
        status: 'published',
        platformPostId: urn,
        url: `https://www.linkedin.com/feed/update/${urn}/`,
      });
      try {
        const mediaIds = input.checkpoint.mediaIds?.split(',').filter(Boolean) ?? [];
        if (mediaIds.length === 0) {
          for (const item of input.media.slice(0, 9)) {
            const uploaded = await upload(accessToken, author, item);
            if ('error' in uploaded) return uploaded.error;
            mediaIds.push(uploaded.id);
          }
          if (mediaIds.length > 0) await saveCheckpoint({ mediaIds: mediaIds.join(',') });
        }
        const alt = (index: number) => input.media[index]?.altText ?? '';
        const content =
          mediaIds.length === 0
            ? {}
            : mediaIds.length === 1 || mediaIds[0]!.startsWith('urn:li:video:')
              ? { content: { media: { id: mediaIds[0], altText: alt(0) } } }
              : {
                  content: {
                    multiImage: {
                      images: mediaIds.map((id, index) => ({ id, altText: alt(index) })),
                    },
                  },
                };
        const response = await call(accessToken, 'POST', '/rest/posts', {
          author,
          commentary: littleText(input.text),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
          ...content,
        });
        const urn = response.headers.get('x-restli-id');
        if (response.status === 201 && urn) return published(urn);
        const duplicate = /duplicate of (urn:li:(?:share|ugcPost):\d+)/i.exec(
          stringAt(response.body, 'message') ?? '',
        );
        if (response.status === 422 && duplicate) return published(duplicate[1]!);
        return linkedInFailure(response);
      } catch (error) {
        return failed(networkFailureMessage(error), { retryable: true });
      }
    },
  };
}
