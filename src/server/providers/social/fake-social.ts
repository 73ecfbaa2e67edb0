import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TSocialPlatform } from '../../../contract/social-rules.ts';

/**
 * Local stand-ins for the five publishing APIs, with their documented shapes and errors, on one
 * port: X under `/x` (`/2/tweets`, `/2/users/:id/tweets`, `/2/media/upload…`), Meta's Graph API
 * under `/graph` (Instagram containers, `status_code`, `media_publish`,
 * `content_publishing_limit`; Page `feed`/`photos`/`videos`/`posts`), LinkedIn under `/linkedin`
 * (`/rest/images`, `/rest/videos`, `/rest/posts` with `x-restli-id`), TikTok under `/tiktok`
 * (`creator_info/query`, `video/init`, `content/init`, `status/fetch`). Tests read what was
 * published and choose failures: a status with the platform's error body, an expired token, a
 * rate limit with Retry-After, an answer lost after the post was made, containers still
 * processing.
 */

export type FakePost = { platform: TSocialPlatform; id: string; text: string; media: string[] };

export type FakeFailure = {
  status: number;
  /** The platform's error body; a default of its documented shape when absent. */
  body?: unknown;
  headers?: Record<string, string>;
};

export type FakeSocial = {
  /** Base URLs to give the publishers. */
  urls: { x: string; graph: string; linkedin: string; tiktok: string };
  posts: FakePost[];
  /** Every request: platform, method and path (with query). */
  requests: { platform: TSocialPlatform; method: string; path: string }[];
  /** The next request to this platform that would publish fails this way. */
  failNext(platform: TSocialPlatform, failure: FakeFailure): void;
  /**
   * The next publishing request (whose path matches, when a pattern is given) is carried out,
   * but its answer never arrives.
   */
  loseNextAnswer(platform: TSocialPlatform, matching?: RegExp): void;
  /** Tokens refused from now on (401 with the platform's expired-token error). */
  expire(token: string): void;
  /** The platform's token endpoint answers 503 to its next call. */
  tokenEndpointDownOnce(platform: TSocialPlatform): void;
  /** Token requests seen: platform and form/query fields. */
  tokenRequests: { platform: TSocialPlatform; fields: Record<string, string> }[];
  /** How many status reads answer IN_PROGRESS / PROCESSING before done. */
  processingPolls: number;
  /** Instagram's content_publishing_limit quota_usage. */
  instagramQuotaUsage: number;
  /** TikTok creator privacy options (an unaudited app sees only SELF_ONLY). */
  tiktokPrivacyOptions: string[];
  /** The next Instagram container made reports status_code ERROR with this status text. */
  failNextContainer(status: string): void;
  /**
   * A published post's numbers as the insights APIs report them (by the id the platform gave;
   * a Facebook post by its `{page}_{id}` id, a LinkedIn share by its URN). Unset posts read 0.
   */
  setMetrics(id: string, metrics: { likes: number; comments: number; views: number }): void;
  close(): Promise<void>;
};

const PLATFORM_OF_PREFIX: Record<string, TSocialPlatform> = {
  x: 'twitter',
  linkedin: 'linkedin',
  tiktok: 'tiktok',
};

function defaultError(platform: TSocialPlatform, status: number): unknown {
  switch (platform) {
    case 'twitter':
      return {
        title: status === 429 ? 'Too Many Requests' : 'Error',
        detail: `Fake X error ${status}`,
        type: 'about:blank',
        status,
      };
    case 'instagram':
    case 'facebook':
      return {
        error: {
          message:
            status === 429 ? 'Application request limit reached' : `Fake Graph error ${status}`,
          type: 'OAuthException',
          code: status === 429 ? 4 : status >= 500 ? 2 : 100,
          is_transient: status >= 500,
          fbtrace_id: 'Afake',
        },
      };
    case 'linkedin':
      return { status, message: `Fake LinkedIn error ${status}`, serviceErrorCode: 100 };
    case 'tiktok':
      return {
        data: {},
        error: {
          code: status === 429 ? 'rate_limit_exceeded' : 'internal_error',
          message: `Fake TikTok error ${status}`,
          log_id: 'fake',
        },
      };
  }
}

function expiredError(platform: TSocialPlatform): unknown {
  switch (platform) {
    case 'twitter':
      return { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };
    case 'instagram':
    case 'facebook':
      return {
        error: {
          message: 'Error validating access token: Session has expired.',
          type: 'OAuthException',
          code: 190,
          error_subcode: 463,
          fbtrace_id: 'Afake',
        },
      };
    case 'linkedin':
      return {
        status: 401,
        serviceErrorCode: 65601,
        code: 'REVOKED_ACCESS_TOKEN',
        message: 'The token used in the request has been revoked by the user',
      };
    case 'tiktok':
      return {
        data: {},
        error: {
          code: 'access_token_invalid',
          message: 'The access token is invalid or not found in the request.',
          log_id: 'fake',
        },
      };
  }
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseBody(request: http.IncomingMessage, raw: Buffer): Record<string, unknown> {
  const type = request.headers['content-type'] ?? '';
  const text = raw.toString('utf8');
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return {};
}

/** The token endpoints: codes and refresh tokens the fake issued, rotated as the platforms do. */
function tokenAnswerer(expired: Set<string>) {
  let issued = 0;
  const next = (kind: string) => `${kind}-${(issued += 1)}`;
  const refreshTokens = new Set<string>();
  return (
    prefix: string,
    fields: Record<string, string>,
    authorization: string,
    send: (status: number, payload: unknown) => void,
  ) => {
    const grant = fields.grant_type ?? (fields.code ? 'authorization_code' : '');
    if (prefix === 'graph') {
      if (grant === 'fb_exchange_token') {
        if (expired.has(fields.fb_exchange_token ?? '')) {
          return send(400, {
            error: {
              message: 'Error validating access token: Session has expired.',
              type: 'OAuthException',
              code: 190,
              fbtrace_id: 'Afake',
            },
          });
        }
        return send(200, {
          access_token: next('long-lived'),
          token_type: 'bearer',
          expires_in: 5_183_944,
        });
      }
      if (fields.code !== 'good-code') {
        return send(400, {
          error: {
            message: 'Invalid verification code format.',
            type: 'OAuthException',
            code: 100,
          },
        });
      }
      return send(200, {
        access_token: next('short-lived'),
        token_type: 'bearer',
        expires_in: 3_600,
      });
    }
    const basic = Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString('utf8');
    if (prefix === 'x' && (!authorization.startsWith('Basic ') || basic.startsWith(':'))) {
      return send(401, {
        error: 'unauthorized_client',
        error_description: 'Missing valid authorization header',
      });
    }
    const bad =
      prefix === 'tiktok'
        ? {
            error: 'invalid_grant',
            error_description: 'Refresh token is invalid or expired.',
            log_id: 'fake',
          }
        : prefix === 'x'
          ? {
              error: 'invalid_request',
              error_description: 'Value passed for the token was invalid.',
            }
          : {
              error: 'invalid_request',
              error_description:
                'The provided authorization grant or refresh token is invalid, expired or revoked.',
            };
    if (grant === 'authorization_code') {
      if (fields.code !== 'good-code' || (prefix === 'x' && !fields.code_verifier))
        return send(400, bad);
    } else if (grant === 'refresh_token') {
      if (
        !refreshTokens.has(fields.refresh_token ?? '') ||
        expired.has(fields.refresh_token ?? '')
      ) {
        return send(400, bad);
      }
    } else {
      return send(400, { error: 'unsupported_grant_type' });
    }
    const access = next('access');
    // LinkedIn does not return a new refresh token on refresh; the others rotate it.
    const rotate = !(prefix === 'linkedin' && grant === 'refresh_token');
    const refresh = rotate ? next('refresh') : null;
    if (refresh) {
      refreshTokens.add(refresh);
      if (grant === 'refresh_token') refreshTokens.delete(fields.refresh_token ?? '');
    }
    send(200, {
      access_token: access,
      token_type: prefix === 'tiktok' ? 'Bearer' : 'bearer',
      expires_in: prefix === 'linkedin' ? 5_184_000 : prefix === 'tiktok' ? 86_400 : 7_200,
      ...(refresh ? { refresh_token: refresh } : {}),
      ...(prefix === 'tiktok'
        ? {
            open_id: 'open-fake',
            refresh_expires_in: 31_536_000,
            scope: 'user.info.basic,video.publish',
          }
        : {}),
    });
  };
}

export async function startFakeSocial(): Promise<FakeSocial> {
  let sequence = 1_000;
  const nextId = () => String((sequence += 1));
  const failures = new Map<TSocialPlatform, FakeFailure[]>();
  const losing = new Map<TSocialPlatform, RegExp>();
  const expired = new Set<string>();
  const containers = new Map<
    string,
    {
      owner: string;
      fields: Record<string, unknown>;
      polls: number;
      published: boolean;
      error: string | null;
    }
  >();
  const tiktokPublishes = new Map<
    string,
    { polls: number; postId: string; text: string; media: string[] }
  >();
  const linkedinUploads = new Set<string>();
  const containerErrors: string[] = [];
  const metrics = new Map<string, { likes: number; comments: number; views: number }>();
  const metricsOf = (id: string) => metrics.get(id) ?? { likes: 0, comments: 0, views: 0 };
  const tokenDown = new Set<TSocialPlatform>();
  const answerToken = tokenAnswerer(expired);

  const fake: FakeSocial = {
    urls: { x: '', graph: '', linkedin: '', tiktok: '' },
    posts: [],
    requests: [],
    failNext(platform, failure) {
      failures.set(platform, [...(failures.get(platform) ?? []), failure]);
    },
    loseNextAnswer(platform, matching = /./) {
      losing.set(platform, matching);
    },
    expire(token) {
      expired.add(token);
    },
    tokenEndpointDownOnce(platform) {
      tokenDown.add(platform);
    },
    tokenRequests: [],
    processingPolls: 0,
    instagramQuotaUsage: 0,
    tiktokPrivacyOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    failNextContainer(status) {
      containerErrors.push(status);
    },
    setMetrics(id, value) {
      metrics.set(id, value);
    },
    close: async () => {},
  };

  const publish = (platform: TSocialPlatform, text: string, media: string[]) => {
    const id = nextId();
    fake.posts.push({ platform, id, text, media });
    return id;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const raw = await readBody(request);
    const body = parseBody(request, raw);
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    };

    // Graph serves Instagram and Facebook: a Page's edges are feed/photos/videos/posts.
    const graphPlatform: TSocialPlatform = /\/(feed|photos|videos|posts)$/.test(path)
      ? 'facebook'
      : 'instagram';
    const platform = prefix === 'graph' ? graphPlatform : PLATFORM_OF_PREFIX[prefix];
    if (!platform) return send(404, { message: 'no such fake' });
    fake.requests.push({ platform, method: request.method ?? 'GET', path: `${path}${url.search}` });

    const tokenPath =
      (prefix === 'x' && path === '/2/oauth2/token') ||
      (prefix === 'graph' && path === '/oauth/access_token') ||
      (prefix === 'linkedin' && path === '/oauth/v2/accessToken') ||
      (prefix === 'tiktok' && path === '/v2/oauth/token/');
    if (tokenPath) {
      const tokenPlatform = prefix === 'graph' ? 'facebook' : platform;
      const fields: Record<string, string> =
        prefix === 'graph'
          ? Object.fromEntries(url.searchParams)
          : (body as Record<string, string>);
      fake.tokenRequests.push({ platform: tokenPlatform, fields });
      if (tokenDown.delete(tokenPlatform)) return send(503, { error: 'temporarily_unavailable' });
      return answerToken(prefix, fields, request.headers.authorization ?? '', send);
    }
    if (expired.has(token)) return send(401, expiredError(platform));
    // Who a token speaks for (read once at connection).
    if (request.method === 'GET') {
      if (prefix === 'x' && path === '/2/users/me') {
        return send(200, { data: { id: '2244994945', name: 'Roamly', username: 'roamly' } });
      }
      if (prefix === 'graph' && path === '/me/accounts') {
        return send(200, {
          data: [
            {
              id: '1029384756',
              name: 'Roamly Travel',
              access_token: `page-token-for-${token}`,
              instagram_business_account: { id: '17841400000000001', username: 'roamly.travel' },
            },
          ],
        });
      }
      if (prefix === 'linkedin' && path === '/v2/userinfo') {
        return send(200, { sub: 'abc123', name: 'Roamly Operator', email_verified: true });
      }
      if (prefix === 'tiktok' && path === '/v2/user/info/') {
        return send(200, {
          data: { user: { open_id: 'open-fake', display_name: 'Roamly', username: 'roamly' } },
          error: { code: 'ok', message: '', log_id: 'fake' },
        });
      }
    }
    const isPublishing =
      request.method === 'POST' &&
      /\/(tweets|media|media_publish|feed|photos|videos|posts|init)\/?$/.test(path) &&
      !path.includes('/media/upload');
    const failure = isPublishing ? failures.get(platform)?.shift() : undefined;
    if (failure)
      return send(
        failure.status,
        failure.body ?? defaultError(platform, failure.status),
        failure.headers,
      );
    const lose = isPublishing && (losing.get(platform)?.test(path) ?? false);
    if (lose) losing.delete(platform);
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (lose) {
        request.socket.destroy();
        return;
      }
      send(status, payload, headers);
    };

    // ---- X ----
    if (prefix === 'x') {
      if (path === '/2/tweets' && request.method === 'POST') {
        const text = String(body.text ?? '');
        if (fake.posts.some((post) => post.platform === 'twitter' && post.text === text)) {
          return send(403, {
            detail: 'You are not allowed to create a Tweet with duplicate content.',
            type: 'about:blank',
            title: 'Forbidden',
            status: 403,
          });
        }
        const media = ((body.media as { media_ids?: string[] } | undefined)?.media_ids ?? []).map(
          String,
        );
        const id = publish('twitter', text, media);
        return answer(201, { data: { id, text, edit_history_tweet_ids: [id] } });
      }
      if (path === '/2/tweets' && request.method === 'GET') {
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
        const data = fake.posts
          .filter((post) => post.platform === 'twitter' && ids.includes(post.id))
          .map(({ id, text }) => {
            const m = metricsOf(id);
            return {
              id,
              text,
              edit_history_tweet_ids: [id],
              public_metrics: {
                retweet_count: 0,
                reply_count: m.comments,
                like_count: m.likes,
                quote_count: 0,
                bookmark_count: 0,
                impression_count: m.views,
              },
            };
          });
        return send(200, { data });
      }
      const timeline = /^\/2\/users\/([^/]+)\/tweets$/.exec(path);
      if (timeline && request.method === 'GET') {
        const data = fake.posts
          .filter((post) => post.platform === 'twitter')
          .reverse()
          .slice(0, 10)
          .map(({ id, text }) => ({ id, text }));
        return send(200, { data, meta: { result_count: data.length } });
      }
      if (path === '/2/media/upload' && request.method === 'POST') {
        return send(200, {
          data: { id: nextId(), media_key: `3_${sequence}`, expires_after_secs: 86400 },
        });
      }
      if (path === '/2/media/upload/initialize')
        return send(200, { data: { id: nextId(), expires_after_secs: 86400 } });
      if (/^\/2\/media\/upload\/\d+\/append$/.test(path)) return send(200, {});
      if (/^\/2\/media\/upload\/\d+\/finalize$/.test(path)) {
        return send(200, {
          data: { id: path.split('/')[4], processing_info: { state: 'succeeded' } },
        });
      }
      return send(404, { title: 'Not Found Error', status: 404, detail: 'Not found' });
    }

    // ---- Graph: Instagram and Facebook Pages ----
    if (prefix === 'graph') {
      const [, node = '', edge] = path.split('/');
      if (edge === 'insights' && request.method === 'GET') {
        const m = metricsOf(node);
        const metric = (name: string, value: number) => ({
          name,
          period: 'lifetime',
          values: [{ value }],
          title: name,
          description: name,
          id: `${node}/insights/${name}/lifetime`,
        });
        const names = (url.searchParams.get('metric') ?? '').split(',');
        const values: Record<string, number> = {
          reach: m.views,
          likes: m.likes,
          comments: m.comments,
          post_impressions_unique: m.views,
        };
        return send(200, {
          data: names.filter((name) => name in values).map((name) => metric(name, values[name]!)),
        });
      }
      if (
        !edge &&
        request.method === 'GET' &&
        /likes\.summary/.test(url.searchParams.get('fields') ?? '')
      ) {
        const m = metricsOf(node);
        return send(200, {
          id: node,
          likes: { data: [], summary: { total_count: m.likes, can_like: true, has_liked: false } },
          comments: {
            data: [],
            summary: { order: 'ranked', total_count: m.comments, can_comment: true },
          },
        });
      }
      if (edge === 'content_publishing_limit') {
        return send(200, {
          data: [
            {
              quota_usage: fake.instagramQuotaUsage,
              config: { quota_total: 50, quota_duration: 86400 },
            },
          ],
        });
      }
      if (edge === 'media' && request.method === 'POST') {
        const id = nextId();
        containers.set(id, {
          owner: node,
          fields: body,
          polls: 0,
          published: false,
          error: containerErrors.shift() ?? null,
        });
        return answer(200, { id });
      }
      if (edge === 'media' && request.method === 'GET') {
        const data = fake.posts
          .filter((post) => post.platform === 'instagram')
          .reverse()
          .map(({ id, text }) => ({ id, caption: text }));
        return send(200, { data });
      }
      if (edge === 'media_publish') {
        const container = containers.get(String(body.creation_id));
        if (!container || container.published) {
          return send(400, {
            error: {
              message: 'The media is not ready for publishing, please wait for a moment',
              type: 'OAuthException',
              code: 9007,
              error_subcode: 2207027,
              fbtrace_id: 'Afake',
            },
          });
        }
        container.published = true;
        const id = publish('instagram', String(container.fields.caption ?? ''), [
          String(
            container.fields.image_url ??
              container.fields.video_url ??
              container.fields.children ??
              '',
          ),
        ]);
        return answer(200, { id });
      }
      if (edge === 'feed' || edge === 'photos' || edge === 'videos') {
        if (edge === 'photos' && body.published === 'false') return send(200, { id: nextId() });
        const text = String(body.message ?? body.caption ?? body.description ?? '');
        const id = publish('facebook', text, [String(body.url ?? body.file_url ?? '')]);
        return answer(
          200,
          edge === 'photos' ? { id: nextId(), post_id: `${node}_${id}` } : { id: `${node}_${id}` },
        );
      }
      if (edge === 'posts' && request.method === 'GET') {
        const data = fake.posts
          .filter((post) => post.platform === 'facebook')
          .reverse()
          .map(({ id, text }) => ({ id: `${node}_${id}`, message: text }));
        return send(200, { data });
      }
      if (!edge && request.method === 'GET') {
        const container = containers.get(node);
        if (container) {
          container.polls += 1;
          if (container.error) {
            return send(200, { status_code: 'ERROR', status: container.error, id: node });
          }
          const code = container.published
            ? 'PUBLISHED'
            : container.polls <= fake.processingPolls
              ? 'IN_PROGRESS'
              : 'FINISHED';
          return send(200, { status_code: code, id: node });
        }
        return send(200, { id: node, permalink: `https://www.instagram.com/p/${node}/` });
      }
      return send(400, {
        error: { message: 'Unsupported request', type: 'GraphMethodException', code: 100 },
      });
    }

    // ---- LinkedIn ----
    if (prefix === 'linkedin') {
      if (
        request.headers['linkedin-version'] === undefined ||
        request.headers['x-restli-protocol-version'] !== '2.0.0'
      ) {
        if (path.startsWith('/rest/'))
          return send(400, { status: 400, message: 'A version header is required' });
      }
      if (path === '/rest/images' && url.searchParams.get('action') === 'initializeUpload') {
        const id = nextId();
        return send(200, {
          value: {
            uploadUrlExpiresAt: Date.now() + 3_600_000,
            uploadUrl: `${fake.urls.linkedin}/upload/${id}`,
            image: `urn:li:image:${id}`,
          },
        });
      }
      if (path === '/rest/videos' && url.searchParams.get('action') === 'initializeUpload') {
        const id = nextId();
        const size = Number(
          (body.initializeUploadRequest as { fileSizeBytes?: number } | undefined)?.fileSizeBytes ??
            0,
        );
        return send(200, {
          value: {
            video: `urn:li:video:${id}`,
            uploadToken: '',
            uploadInstructions: [
              {
                uploadUrl: `${fake.urls.linkedin}/upload/${id}`,
                firstByte: 0,
                lastByte: Math.max(0, size - 1),
              },
            ],
          },
        });
      }
      if (path === '/rest/videos' && url.searchParams.get('action') === 'finalizeUpload')
        return send(200, undefined);
      if (path.startsWith('/upload/') && request.method === 'PUT') {
        linkedinUploads.add(path);
        return send(201, undefined, { etag: `"etag-${path.split('/')[2]}"` });
      }
      const actions = /^\/rest\/socialActions\/(.+)$/.exec(path);
      if (actions && request.method === 'GET') {
        const urn = decodeURIComponent(actions[1]!);
        const m = metricsOf(urn);
        return send(200, {
          target: urn,
          likesSummary: {
            totalLikes: m.likes,
            aggregatedTotalLikes: m.likes,
            likedByCurrentUser: false,
          },
          commentsSummary: {
            totalFirstLevelComments: m.comments,
            aggregatedTotalComments: m.comments,
          },
        });
      }
      if (path === '/rest/posts' && request.method === 'POST') {
        const text = String(body.commentary ?? '');
        const earlier = fake.posts.find(
          (post) => post.platform === 'linkedin' && post.text === text,
        );
        if (earlier) {
          return send(422, {
            status: 422,
            message: `Content is a duplicate of urn:li:share:${earlier.id}`,
          });
        }
        const content = body.content as
          { media?: { id: string }; multiImage?: { images: { id: string }[] } } | undefined;
        const media = content?.media
          ? [content.media.id]
          : (content?.multiImage?.images.map((image) => image.id) ?? []);
        const id = publish('linkedin', text, media);
        return answer(201, undefined, { 'x-restli-id': `urn:li:share:${id}` });
      }
      return send(404, { status: 404, message: 'Not found' });
    }

    // ---- TikTok ----
    const ok = { code: 'ok', message: '', log_id: 'fake' };
    if (path === '/v2/post/publish/creator_info/query/') {
      return send(200, {
        data: {
          creator_username: 'roamly',
          creator_nickname: 'Roamly',
          privacy_level_options: fake.tiktokPrivacyOptions,
          comment_disabled: false,
          duet_disabled: false,
          stitch_disabled: false,
          max_video_post_duration_sec: 600,
        },
        error: ok,
      });
    }
    if (path === '/v2/post/publish/video/init/' || path === '/v2/post/publish/content/init/') {
      const postInfo = (body.post_info ?? {}) as {
        title?: string;
        description?: string;
        privacy_level?: string;
      };
      if (!fake.tiktokPrivacyOptions.includes(String(postInfo.privacy_level))) {
        return send(400, {
          data: {},
          error: {
            code: 'privacy_level_option_mismatch',
            message: 'privacy_level is not one of the creator options',
            log_id: 'fake',
          },
        });
      }
      const source = (body.source_info ?? {}) as { video_url?: string; photo_images?: string[] };
      const publishId = `v_pub_url~v2-1.${nextId()}`;
      tiktokPublishes.set(publishId, {
        polls: 0,
        postId: nextId(),
        text: String(postInfo.description ?? postInfo.title ?? ''),
        media: source.video_url ? [source.video_url] : (source.photo_images ?? []),
      });
      return answer(200, { data: { publish_id: publishId }, error: ok });
    }
    if (path === '/v2/video/query/' && request.method === 'POST') {
      const ids = ((body.filters as { video_ids?: string[] } | undefined)?.video_ids ?? []).map(
        String,
      );
      const videos = fake.posts
        .filter((post) => post.platform === 'tiktok' && ids.includes(post.id))
        .map(({ id }) => {
          const m = metricsOf(id);
          return {
            id,
            like_count: m.likes,
            comment_count: m.comments,
            view_count: m.views,
            share_count: 0,
          };
        });
      return send(200, { data: { videos, cursor: 0, has_more: false }, error: ok });
    }
    if (path === '/v2/post/publish/status/fetch/') {
      const entry = tiktokPublishes.get(String(body.publish_id));
      if (!entry)
        return send(400, {
          data: {},
          error: { code: 'invalid_publish_id', message: 'publish_id is invalid', log_id: 'fake' },
        });
      entry.polls += 1;
      if (entry.polls <= fake.processingPolls)
        return send(200, { data: { status: 'PROCESSING_DOWNLOAD' }, error: ok });
      if (!fake.posts.some((post) => post.id === entry.postId))
        fake.posts.push({
          platform: 'tiktok',
          id: entry.postId,
          text: entry.text,
          media: entry.media,
        });
      return send(200, {
        data: { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [Number(entry.postId)] },
        error: ok,
      });
    }
    return send(404, {
      data: {},
      error: { code: 'not_found', message: 'Not found', log_id: 'fake' },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  fake.urls = {
    x: `${base}/x`,
    graph: `${base}/graph`,
    linkedin: `${base}/linkedin`,
    tiktok: `${base}/tiktok`,
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
